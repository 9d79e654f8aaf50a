// locprompt-bench: engine figures as medians of repeated runs (issue 8). The front-end figures are
// measured from outside the process by `scripts/bench` with tuiprobe, next to `dialog --yesno`.
import Foundation
import LocPromptCore
import LocPromptFuzz
import LocPromptScenario

/// A fixed-seed generator (SplitMix64): the same sequence on every run and machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let arguments = Array(CommandLine.arguments.dropFirst())

/// Counts calls from the fuzz target's `@Sendable` body, which runs on the main thread only.
final class SingleThreadedCounter: @unchecked Sendable {
    private var count = 0
    func increment() -> Int {
        count += 1
        return count
    }
}

/// Peak resident memory of this process, in MiB.
func peakMemoryMiB() -> Double {
    Double(Growth.peakKiB()) / 1024
}

/// The value after `name` in the arguments, if any.
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

// `locprompt-bench --fuzz-selftest hang|crash --report-dir DIR`: a target that hangs (or traps) on its fifth
// input, so that the tests can check the watchdog saves it and names it.
if let mode = option("--fuzz-selftest") {
    alarm(30)  // should the watchdog itself fail, the self-test still ends (killed by SIGALRM), never hangs a test run
    let watchdog = FuzzWatchdog(hangLimit: 1, directory: option("--report-dir") ?? ".")
    let calls = SingleThreadedCounter()
    let target = FuzzTarget(name: "selftest", tokens: []) { _ in
        guard calls.increment() == 5 else { return }
        if mode == "hang" { while true { sleep(1) } }
        fatalError("locprompt-bench self-test: a crashing parser")
    }
    _ = Fuzzer.run(target, corpus: [Array("seed".utf8)], count: 10, seed: 20261122, watchdog: watchdog)
    print("the self-test target neither hung nor crashed")
    exit(1)
}

// `locprompt-bench --fuzz [N] [--root DIR] [--only NAME,…]`: N mutated inputs per parser (default 100,000). An input that hangs
// for 10 s or crashes is saved in DIR/.build and named (FuzzWatchdog).
if let fuzzIndex = arguments.firstIndex(of: "--fuzz") {
    let count = arguments.dropFirst(fuzzIndex + 1).first.flatMap(Int.init) ?? 100_000
    let root = option("--root") ?? FileManager.default.currentDirectoryPath
    let reports = root + "/.build"
    try? FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
    let watchdog = FuzzWatchdog(hangLimit: 10, directory: reports)
    print("fuzz: \(count) inputs per parser, seed 20261122, corpus \(root)/Tests/Corpus")
    func cell(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
    // A crash ends the process (the watchdog names and saves the input first), so a printed row always has
    // 0 crashes and 0 hangs: the column says so explicitly, for the record in Documentation/Performance.md.
    print(cell("parser", 14) + cell("inputs", 10) + cell("crashes", 9) + cell("seconds", 9) + cell("inputs/s", 10)
          + cell("slowest", 11) + cell("largest", 11) + "peak memory")
    // `--only NAME[,NAME]`: some parsers only (a rerun after a parser changed).
    let only = option("--only").map { Set($0.split(separator: ",").map(String.init)) }
    for target in ParserTargets.all + ScenarioFuzzTargets.all + DeviceAndKeyFuzzTargets.all
    where only?.contains(target.name) ?? true {
        let corpus = Fuzzer.corpus(named: target.name, root: root)
        let report = Fuzzer.run(target, corpus: corpus, count: count, seed: 20261122, watchdog: watchdog)
        print(cell(target.name, 14) + cell("\(report.inputs)", 10) + cell("0", 9) + cell(String(format: "%.1f", report.seconds), 9)
              + cell(String(format: "%.0f", Double(report.inputs) / report.seconds), 10)
              + cell(String(format: "%.1f ms", report.slowestMilliseconds), 11) + cell("\(report.largestInput) B", 11)
              + String(format: "%.1f MiB", peakMemoryMiB()))
        fflush(nil)  // one row at a time when the output is a file (a long run in the background)
    }
    print("no crash, no hang: every input returned")
    exit(0)
}

// `locprompt-bench --bounded-work`: how long hostile YAML takes to be rejected (issue 14 "Bounded work").
if arguments.contains("--bounded-work") {
    BoundedWork.run(runs: option("--runs").flatMap(Int.init) ?? 5)
    exit(0)
}

// `locprompt-bench --latency` / `--memory`: the front end's growth curves (Growth.swift), for `scripts/bench`.
if arguments.contains("--latency") {
    Growth.latency()
    exit(0)
}
if arguments.contains("--memory") {
    Growth.memory()
    exit(0)
}

let runs = arguments.first.flatMap(Int.init) ?? 5
let eventCount = 1_000_000
let alphabet = EventAlphabet.baseEvents() + AlertAnswer.allCases.map { Event.tap($0) } + [.togglePrecise]

// 1. Engine events per second on long random sequences (one per band, fixed seed), two ways:
// - in place (`EngineState.apply`), as the front end, scenario runs, compare and quiz feed the engine;
// - through `Engine.reduce`, which leaves the old state intact and so copies it once per event (the explorer's
//   way, which needs both states).
// Each run measures both on the same band, one after the other, so that the machine's slow and fast minutes
// fall on both alike.
var sequence: [Event] = []
var rng = SplitMix64(state: 2026)
for _ in 0..<eventCount { sequence.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
var sink = 0
@MainActor func eventsRun(band: OSBand, inPlace: Bool) -> Double {
    seconds {
        var state = EngineState(os: DeviceOS(band: band), app: EventAlphabet.exploringApp)
        for event in sequence {
            if inPlace {
                sink &+= state.apply(event).count
            } else {
                let (next, effects) = Engine.reduce(state, event)
                sink &+= effects.count
                state = next
            }
            // Keep the app alive so long sequences stay interesting.
            if state.lifecycle == .notRunning { state.apply(.app(.launch)) }
        }
    }
}
var inPlaceTimes: [Double] = [], reduceTimes: [Double] = []
for run in 0..<(arguments.contains("--explore") ? 0 : runs) {
    let band = OSBand.all[run % OSBand.all.count]
    inPlaceTimes.append(eventsRun(band: band, inPlace: true))
    reduceTimes.append(eventsRun(band: band, inPlace: false))
}
let eventsPerSecond = inPlaceTimes.isEmpty ? 0 : Double(eventCount) / median(inPlaceTimes)
let reduceEventsPerSecond = reduceTimes.isEmpty ? 0 : Double(eventCount) / median(reduceTimes)
// `locprompt-bench N --events`: these figures only, to profile the engine on its own.
if arguments.contains("--events") {
    print(String(format: "engine events per second (random, 1M): %.2f M/s in place, %.2f M/s through Engine.reduce; %d runs",
                 eventsPerSecond / 1e6, reduceEventsPerSecond / 1e6, runs))
    exit(0)
}

// 2. Every reachable state of every platform and band (depth 6, as the test suite's walk). The bands are
// independent walks of a pure reducer, so they run on every core; the one-core time is printed too.
final class ExplorationTotals: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var states = 0
    private(set) var transitions = 0
    func add(_ result: StateExplorer.Result) {
        lock.lock()
        states += result.states.count
        transitions += result.transitions
        lock.unlock()
    }
}
/// One band's walk from a fresh install (depth 6, as the test suite's walk).
func exploreBand(_ band: OSBand) -> StateExplorer.Result {
    let start = EngineState(os: DeviceOS(band: band), app: EventAlphabet.exploringApp)
    return StateExplorer(maxDepth: 6).explore(from: start, checkInvariants: false)
}
func exploreEveryBand(onAllCores: Bool) -> ExplorationTotals {
    let totals = ExplorationTotals()
    let explore: @Sendable (Int) -> Void = { index in totals.add(exploreBand(OSBand.all[index])) }
    if onAllCores {
        DispatchQueue.concurrentPerform(iterations: OSBand.all.count, execute: explore)
    } else {
        OSBand.all.indices.forEach(explore)
    }
    return totals
}
var stateCount = 0
var transitionCount = 0
let exploreTimes = (0..<runs).map { _ -> Double in
    seconds {
        let totals = exploreEveryBand(onAllCores: true)
        stateCount = totals.states
        transitionCount = totals.transitions
    }
}
let exploreOneCoreTimes = (0..<runs).map { _ -> Double in seconds { _ = exploreEveryBand(onAllCores: false) } }
// `locprompt-bench N --explore`: the exploration figures only, to profile the walk on its own.
if arguments.contains("--explore") {
    print(String(format: "explore every band: %.3f s on every core, %.3f s on one; %d states, %d transitions; %d runs",
                 median(exploreTimes), median(exploreOneCoreTimes), stateCount, transitionCount, runs))
    // Each band on its own (medians): the largest band is the least the walk can take on any number of cores.
    for band in OSBand.all {
        var states = 0, transitions = 0
        let time = median((0..<runs).map { _ in
            seconds {
                let result = exploreBand(band)
                states = result.states.count
                transitions = result.transitions
            }
        })
        let name = band.id.padding(toLength: 15, withPad: " ", startingAt: 0)
        print("  " + name + String(format: "%.3f s  %7d states  %8d transitions", time, states, transitions))
    }
    exit(0)
}

// 3. Every bundled scenario (parse + run), from the folder given by --root (default: current folder).
let root = option("--root") ?? FileManager.default.currentDirectoryPath
let scenarioFolder = root + "/Assets/Scenarios"
let scenarioFiles = ((try? FileManager.default.contentsOfDirectory(atPath: scenarioFolder)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted().map { scenarioFolder + "/" + $0 }
var scenariosPassed = 0
let scenarioTimes = (0..<runs).map { _ -> Double in
    seconds {
        scenariosPassed = scenarioFiles.map { ScenarioRunner.run(path: $0) }.filter { $0.outcome == .passed }.count
    }
}

// 4. A test plan (`locprompt plan`) for the every-key app on every band of every platform: path exploration,
// merging and the Markdown, CSV and scenario texts.
var planPaths = 0
let planTimes = (0..<runs).map { _ -> Double in
    seconds {
        planPaths = 0
        for platform in Platform.allCases {
            let plan = TestPlanBuilder.build(app: EventAlphabet.exploringApp, appFile: "bench.plist", platform: platform,
                                             bands: OSBand.bands(for: platform), minimumOSNote: "bench")
            sink &+= plan.markdown().utf8.count &+ plan.csv().utf8.count
            sink &+= plan.paths.map { $0.scenarioYAML(appPath: "bench.plist", language: nil, appName: plan.appName).utf8.count }.reduce(0, &+)
            planPaths += plan.paths.count
        }
    }
}

func row(_ name: String, _ value: String, _ target: String) {
    print(name.padding(toLength: 46, withPad: " ", startingAt: 0) + value.padding(toLength: 26, withPad: " ", startingAt: 0) + target)
}
let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }?
    .split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
print("machine: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores; medians of \(runs) runs")
row("figure", "median", "target")
row("engine events per second (random, 1M)", String(format: "%.2f M/s", eventsPerSecond / 1e6), "≥ 1 M/s")
row("  the same through Engine.reduce", String(format: "%.2f M/s", reduceEventsPerSecond / 1e6), "≥ 1 M/s")
row("explore every state of every band (depth 6)", String(format: "%.3f s", median(exploreTimes)), "< 1 s")
row("  the same on one core", String(format: "%.3f s", median(exploreOneCoreTimes)), "")
row("  states / transitions explored", "\(stateCount) / \(transitionCount)", "")
row("run every bundled scenario (\(scenarioFiles.count) files)", String(format: "%.1f ms", median(scenarioTimes) * 1000),
    "\(scenariosPassed) of \(scenarioFiles.count) pass")
row("plan every band, every-key app", String(format: "%.1f ms", median(planTimes) * 1000), "\(planPaths) paths")
if sink == 42 { print("") } // keeps the work observable to the optimizer

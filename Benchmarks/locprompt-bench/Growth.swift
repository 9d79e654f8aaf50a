import Foundation
import LocPromptCore
import LocPromptTerminal

/// Growth curves of the front end (issue 15), in this process, without a terminal: the cost of one key (the
/// model's handling and the whole frame drawn into a grid at 80×24) on an empty log and after 1,000 and 10,000
/// entries, and the resident memory of a session that logs 10,000 entries. `scripts/bench` prints them with the
/// figures it takes from outside (run times, render, first frame).
enum Growth {
    /// A model with the iOS 17.4 When In Use alert up (Down moves its highlight, as in the first-frame bench).
    static func alertModel(size: Size) -> FrontEndModel {
        var model = FrontEndModel(os: DeviceOS(band: OSBand.bands(for: .iOS).last!), apps: AppChoice.builtIn, size: size)
        model.send(.app(.launch))
        model.send(.app(.requestWhenInUseAuthorization))
        return model
    }

    /// Entries as a long session logs them: inputs, callbacks, notes of varied lengths.
    static func entries(_ count: Int) -> [LogEntry] {
        let texts = ["› time passes: 1s", "locationManagerDidChangeAuthorization(authorizedWhenInUse)",
                     "› app calls startUpdatingLocation()", "location update delivered to the app (precise, 5 m)",
                     "console: This app has attempted to access privacy-sensitive data without a usage description."]
        return (0..<count).map { LogEntry(at: .zero, text: texts[$0 % texts.count], kind: .effect, style: .normal) }
    }

    /// Milliseconds of each of `keys` Down keys (handle, then draw the frame) on models whose logs hold each of
    /// `logSizes` entries: wall clock and this thread's CPU time. The models take turns, one key each, so that a
    /// burst of other work on a shared machine (the p99 of a 0.2 ms key is a handful of keys) falls on every log
    /// size alike. On a shared machine the wall clock's tail is mostly other processes; the CPU time is the key's
    /// own cost, and the same figure on an idle machine.
    static func keyLatencies(logSizes: [Int], keys: Int = 2_000) -> [(wall: [Double], cpu: [Double])] {
        let size = Size(rows: 24, cols: 80)
        var models = logSizes.map { logEntries -> FrontEndModel in
            var model = alertModel(size: size)
            for chunk in stride(from: 0, to: logEntries, by: 100) { model.append(entries(min(100, logEntries - chunk))) }
            return model
        }
        let canvases = models.map { model -> GridCanvas in
            let canvas = GridCanvas(size)
            MainScreen.draw(model, on: canvas)
            return canvas
        }
        var results = logSizes.map { _ in (wall: [Double](), cpu: [Double]()) }
        for _ in 0..<keys {
            for index in models.indices {
                let start = DispatchTime.now().uptimeNanoseconds, startCPU = threadCPUNanoseconds()
                _ = models[index].handle(.down)
                MainScreen.draw(models[index], on: canvases[index])
                results[index].cpu.append(Double(threadCPUNanoseconds() - startCPU) / 1e6)
                results[index].wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
        }
        return results
    }

    static func threadCPUNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    /// Resident memory now, in KiB (/proc/self/statm).
    static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// Peak resident memory of this program so far, in KiB: `VmHWM` of /proc/self/status, the high-water mark of
    /// the address space `exec` gave it. Not `getrusage`'s `ru_maxrss`: Linux carries that across `exec` from the
    /// forked copy of the parent, so under a 14 MiB Python parent (scripts/bench) it read 14 MiB for a program
    /// that never held more than 11.4 MiB, and under bash the same binary gave another figure.
    static func peakKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return kib
    }

    /// A session that sends 10,000 events through the keys (each logged with its effects), drawing every frame.
    /// Prints `start KiB`, `peak KiB` and the entries logged; run in a process of its own (`--memory`).
    static func memory(events: Int = 10_000) {
        let size = Size(rows: 24, cols: 80)
        var model = FrontEndModel(os: DeviceOS(band: OSBand.bands(for: .iOS).last!), apps: AppChoice.builtIn, size: size)
        let canvas = GridCanvas(size)
        _ = model.handle(.char("l"))
        MainScreen.draw(model, on: canvas)
        let start = residentKiB()
        // Time passing and the world happening: every key logs its input and effects, no alert blocks the keys.
        let keys: [Key] = [.char("."), .char("e"), .char("u"), .char("."), .char("c"), .char("u")]
        var index = 0
        while model.logTotal < events {
            _ = model.handle(keys[index % keys.count])
            MainScreen.draw(model, on: canvas)
            index += 1
        }
        print("memory start_kib \(start) peak_kib \(peakKiB()) entries \(model.logTotal) kept \(model.log.count) keys \(index)")
    }

    /// Prints `latency ENTRIES p50 p99 cpu-p50 cpu-p99` lines (milliseconds) for an empty log, 1,000 and 10,000
    /// entries.
    static func latency() {
        let sizes = [0, 1_000, 10_000]
        for (entries, (wall, cpu)) in zip(sizes, keyLatencies(logSizes: sizes)) {
            print(String(format: "latency %ld %.4f %.4f %.4f %.4f", entries, percentile(wall, 0.5), percentile(wall, 0.99),
                         percentile(cpu, 0.5), percentile(cpu, 0.99)))
        }
    }
}

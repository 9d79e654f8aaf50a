import ArgumentParser
import Foundation
import LocPromptScenario
import LocPromptTerminal

/// `locprompt run FILE... [--format text|json] [--quiet] [--report FILE.md] [--junit FILE.xml]`: plays
/// scenarios headless and checks them; optionally writes a Markdown QA report and JUnit XML for CI.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs scenario files headless and checks their expectations.",
        discussion: """
            Prints each step and the effects it caused. Several files: runs all and ends with `N passed, M failed`.
            Exit codes: 0 every expectation held; 1 an expectation failed; 2 a scenario is invalid \
            (unknown step, bad value, tap on a button that is not on screen, unreadable file).
            `-` reads a scenario from standard input (relative app paths then resolve against the current folder).
            --report and --junit write one file covering every scenario, whatever the result; they are \
            reproducible (no dates, no real time). A path that cannot be written is an error (exit code 2).
            --record writes every scenario, one after another, as an asciicast v2 recording drawn with the \
            emulator's screens (asciinema play FILE.cast); it is reproducible too (timestamp 0, or SOURCE_DATE_EPOCH).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Argument(help: "Scenario files (YAML), or - for standard input.", completion: CompletionHints.yaml)
    var files: [String] = []

    @Option(help: "text: a readable transcript; json: one JSON object per step, then one per scenario result.")
    var format: Format = .text

    @Flag(help: "Print only failures, errors and the summary.")
    var quiet = false

    @Flag(help: "Under each effect, print the rule behind it, its summary and its sources with their addresses.")
    var explain = false

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a Markdown QA report of every scenario to this file.", valueName: "FILE.md"))
    var reportPath: String?

    @Option(name: .customLong("junit"), help: ArgumentHelp("Also write JUnit XML (one testsuite per scenario file) to this file.", valueName: "FILE.xml"))
    var junitPath: String?

    @OptionGroup var recording: RecordingOptions

    @Option(name: .customLong("record-size"),
            help: ArgumentHelp("The size of the --record screen, COLSxROWS, at least 80x24 (default: 100x30).", valueName: "COLSxROWS"))
    var recordSize: RecordSize?

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scenario file (or - for standard input)") }
        guard files.filter({ $0 == "-" }).count <= 1 else { throw ValidationError("standard input (-) can be read only once") }
        for path in [reportPath, junitPath].compactMap({ $0 }) where path.isEmpty || path == "-" {
            throw ValidationError("--report and --junit need a file path")
        }
        if let reportPath, let junitPath,
           URL(fileURLWithPath: reportPath).standardizedFileURL == URL(fileURLWithPath: junitPath).standardizedFileURL {
            throw ValidationError("--report and --junit must be different files")
        }
        if recordSize != nil && recording.path == nil { throw ValidationError("--record-size needs --record FILE.cast") }
        if let cast = recording.path {
            for other in [reportPath, junitPath].compactMap({ $0 })
            where URL(fileURLWithPath: cast).standardizedFileURL == URL(fileURLWithPath: other).standardizedFileURL {
                throw ValidationError("--record must be a different file from --report and --junit")
            }
        }
    }

    func run() throws {
        var cast: AsciicastWriter?
        try Self.reportingFailures { cast = try recording.open() }
        var runs: [ScenarioRun] = []
        for file in files {
            let run: ScenarioRun
            if file == "-" {
                run = ScenarioRunner.runStandardInput()
            } else {
                run = ScenarioRunner.run(path: file)
            }
            runs.append(run)
            show(run)
        }
        let summary = ScenarioRunner.summary(runs)
        if format == .json {
            printError(summary)
        } else {
            printOut(summary)
        }
        var code = ScenarioRunner.exitCode(runs)
        if !writeReports(runs) { code = 2 }
        if let cast {
            // One recording of every scenario, one after another; reproducible: the header's timestamp is
            // SOURCE_DATE_EPOCH when set, else 0.
            let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) } ?? 0
            let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            ScenarioRecording.write(runs, to: cast, size: recordSize?.size ?? ScenarioRecording.defaultSize, timestamp: epoch, useColor: !noColor)
            if !RecordingOptions.finish(cast) { code = 2 }
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// Writes `--report` and `--junit`; a file that cannot be written is one line on standard error.
    /// Returns false when one could not be written.
    private func writeReports(_ runs: [ScenarioRun]) -> Bool {
        var written = true
        let reports: [(String?, ([ScenarioRun]) -> String)] = [(reportPath, MarkdownReport.render), (junitPath, JUnitReport.render)]
        for case let (path?, render) in reports {
            do {
                try ReportFile.write(render(runs), to: path)
            } catch {
                printError("locprompt: " + SafeText.neutralize(error.description))
                written = false
            }
        }
        return written
    }

    private func show(_ run: ScenarioRun) {
        switch format {
        case .text:
            FileHandle.standardOutput.write(Data(Transcript.text(run, quiet: quiet, explain: explain).utf8))
        case .json:
            let lines = quiet ? [Transcript.resultJSON(run)] : Transcript.jsonLines(run)
            for line in lines { printOut(line) }
        }
        switch run.outcome {
        case .passed: break
        case .failed(let failures):
            for failure in failures { printError(SafeText.neutralize(failure.failureMessage)) }
        case .invalid(let error):
            printError(SafeText.neutralize(error.description))
        }
    }

    /// Unbuffered, so standard output and standard error interleave in order.
    private func printOut(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// `--record-size 100x30`.
struct RecordSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
              (80...500).contains(cols), (24...200).contains(rows) else { return nil }
        size = Size(rows: rows, cols: cols)
    }
}

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

    enum Format: String, OutputFormat {
        case text
        case json
        static let defaultFormat = Format.text
        static let help = "text: a readable transcript; json: one JSON object per step, then one per scenario result."
    }

    @Argument(help: "Scenario files (YAML), or - for standard input.", completion: CompletionHints.yaml)
    var files: [String] = []

    @OptionGroup var output: FormatOption<Format>

    @Flag(help: "Print only failures, errors and the summary.")
    var quiet = false

    @Flag(help: "Under each effect, print the rule behind it, its summary and its sources with their addresses.")
    var explain = false

    @OptionGroup var outputs: OutputOptions

    var format: Format { output.format }

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scenario file (or - for standard input)") }
        guard files.filter({ $0 == "-" }).count <= 1 else { throw ValidationError("standard input (-) can be read only once") }
    }

    func run() throws {
        let cast = try outputs.recording.open()
        var runs: [ScenarioRun] = []
        for file in files {
            let run: ScenarioRun
            if file == "-" {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                run = ScenarioRunner.run(data: data, baseDirectory: FileManager.default.currentDirectoryPath)
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
        if !writeReports(runs) { code = ExitStatus.badInput.rawValue }
        if let cast {
            // One recording of every scenario, one after another; reproducible: the header's timestamp is
            // SOURCE_DATE_EPOCH when set, else 0.
            let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) } ?? 0
            let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            ScenarioRecording.write(runs, to: cast, size: outputs.recordSize?.size ?? ScenarioRecording.defaultSize, timestamp: epoch, useColor: !noColor)
            try RecordingOptions.finish(cast)
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// Writes `--report` and `--junit`; a file that cannot be written is one line on standard error.
    /// Returns false when one could not be written.
    private func writeReports(_ runs: [ScenarioRun]) -> Bool {
        var written = true
        let reports: [(String?, ([ScenarioRun]) -> String)] = [(outputs.reportPath, MarkdownReport.render), (outputs.junitPath, JUnitReport.render)]
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

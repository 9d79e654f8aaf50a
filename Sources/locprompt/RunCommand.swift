import ArgumentParser
import Foundation
import LocPromptScenario

/// `locprompt run FILE... [--format text|json] [--quiet]`: plays scenarios headless and checks them.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs scenario files headless and checks their expectations.",
        discussion: """
            Prints each step and the effects it caused. Several files: runs all and ends with `N passed, M failed`.
            Exit codes: 0 every expectation held; 1 an expectation failed; 2 a scenario is invalid \
            (unknown step, bad value, tap on a button that is not on screen, unreadable file).
            `-` reads a scenario from standard input (relative app paths then resolve against the current folder).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Argument(help: "Scenario files (YAML), or - for standard input.")
    var files: [String] = []

    @Option(help: "text: a readable transcript; json: one JSON object per step, then one per scenario result.")
    var format: Format = .text

    @Flag(help: "Print only failures, errors and the summary.")
    var quiet = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scenario file (or - for standard input)") }
        guard files.filter({ $0 == "-" }).count <= 1 else { throw ValidationError("standard input (-) can be read only once") }
    }

    func run() throws {
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
            report(run)
        }
        let summary = ScenarioRunner.summary(runs)
        if format == .json {
            printError(summary)
        } else {
            printOut(summary)
        }
        let code = ScenarioRunner.exitCode(runs)
        if code != 0 { throw ExitCode(code) }
    }

    private func report(_ run: ScenarioRun) {
        switch format {
        case .text:
            FileHandle.standardOutput.write(Data(Transcript.text(run, quiet: quiet).utf8))
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

import Foundation

/// A finished run of one scenario file.
public struct ScenarioRun: Sendable {
    /// The file as given (`<stdin>` for standard input).
    public let file: String
    /// nil when the file could not be read or parsed.
    public let scenario: Scenario?
    public let records: [StepRecord]
    public let outcome: ScenarioOutcome
}

/// Runs scenarios headless and deterministically: no terminal, no real clock.
public enum ScenarioRunner {
    /// The name standard input goes by in messages.
    public static let standardInputName = "<stdin>"

    public static func run(_ scenario: Scenario) -> ScenarioRun {
        var session = ScenarioSession(scenario: scenario)
        let records = session.runToEnd()
        return ScenarioRun(file: scenario.file, scenario: scenario, records: records, outcome: session.outcome)
    }

    /// Loads and runs a file; a file that cannot be read or parsed gives an invalid run.
    public static func run(path: String) -> ScenarioRun {
        do {
            return run(try ScenarioParser.load(path: path))
        } catch {
            return ScenarioRun(file: path, scenario: nil, records: [], outcome: .invalid(error))
        }
    }

    /// Parses and runs scenario text (e.g. read from standard input; relative app paths resolve against `baseDirectory`).
    public static func run(data: Data, file: String = standardInputName, baseDirectory: String) -> ScenarioRun {
        do {
            return run(try ScenarioParser.parse(data: data, file: file, baseDirectory: baseDirectory))
        } catch {
            return ScenarioRun(file: file, scenario: nil, records: [], outcome: .invalid(error))
        }
    }

    /// A run that could not start: `file` (a folder with no scenario in it) is invalid for `message`.
    public static func invalid(file: String, _ message: String) -> ScenarioRun {
        ScenarioRun(file: file, scenario: nil, records: [], outcome: .invalid(ScenarioError(file: file, message)))
    }

    /// `N passed, M failed`, then `, K invalid` when a scenario could not be played: an invalid scenario is exit
    /// code 2 and a JUnit error, not a failed expectation (exit 1, a JUnit failure), and the line CI logs show
    /// last says which (audit 24h D6: one invalid file read "0 passed, 1 failed").
    public static func summary(_ runs: [ScenarioRun]) -> String {
        let passed = runs.filter { $0.outcome == .passed }.count
        let invalid = runs.filter { if case .invalid = $0.outcome { true } else { false } }.count
        let text = "\(passed) passed, \(runs.count - passed - invalid) failed"
        return invalid == 0 ? text : text + ", \(invalid) invalid"
    }

    /// 0 when every scenario passed, 2 when any is invalid, otherwise 1.
    public static func exitCode(_ runs: [ScenarioRun]) -> Int32 {
        runs.map(\.outcome.exitCode).max() ?? 0
    }
}

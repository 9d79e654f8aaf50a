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

    /// `N passed, M failed` (invalid scenarios count as failed).
    public static func summary(_ runs: [ScenarioRun]) -> String {
        let passed = runs.filter { $0.outcome == .passed }.count
        return "\(passed) passed, \(runs.count - passed) failed"
    }

    /// 0 when every scenario passed, 2 when any is invalid, otherwise 1.
    public static func exitCode(_ runs: [ScenarioRun]) -> Int32 {
        runs.map(\.outcome.exitCode).max() ?? 0
    }
}

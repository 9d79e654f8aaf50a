import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptScenario

/// The command line's one error type: what went wrong, said once by `ErrorReport` (as `locprompt: message`,
/// or as the message alone when it already starts with its `file:line:column`), and the exit status from the
/// one table, `ExitStatus`.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let status: ExitStatus
    /// False for messages that name their own place (`scenario.yaml:3:7: …`): no `locprompt: ` before them.
    let prefixed: Bool
    /// True for the few messages laid out on several lines (a list after the reason). Elsewhere a line break,
    /// which can only come from untrusted text (an argument, a file name), is shown as `␊`: the error stays one
    /// line and cannot fake a second `locprompt:` line.
    var multiline = false

    init(_ message: String, status: ExitStatus = .badInput) {
        self.message = message
        self.status = status
        self.prefixed = true
    }

    /// A message with lines of its own (`lines[0]` the reason, then a list); each line is neutralised alone.
    init(lines: [String], status: ExitStatus = .badInput) {
        self.message = lines.map { SafeText.neutralize($0) }.joined(separator: "\n")
        self.status = status
        self.prefixed = true
        self.multiline = true
    }

    /// A message that names its own place (`scenario.yaml:3:7: …`) or already starts with `locprompt: `.
    init(verbatim message: String, status: ExitStatus = .badInput) {
        self.message = message
        self.status = status
        self.prefixed = false
    }

    /// An invalid scenario: `file:line:column: message` as it is; a file-level error (`file: message`, no
    /// position) after `locprompt: `, like any other file that cannot be read.
    init(_ error: ScenarioError) {
        self.message = error.description
        self.status = .badInput
        self.prefixed = error.isFileLevel
    }

    var description: String { message }

    /// The one line (or lines) for standard error, neutralised: untrusted text never reaches the terminal raw.
    var line: String {
        (prefixed ? "locprompt: " : "") + SafeText.neutralize(message, keepNewlines: multiline)
    }
}

extension ParsableCommand {
    /// Runs a command body. Failures are printed by `ErrorReport` at the top, once; kept so that a command
    /// written as `try Self.reportingFailures(body)` reads the same.
    static func reportingFailures(_ body: () throws -> Void) throws {
        try body()
    }
}

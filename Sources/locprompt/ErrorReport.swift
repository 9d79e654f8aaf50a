import ArgumentParser
import Foundation
import LocPromptFiles
import LocPromptCore

/// The one place an error reaches the user: every command's failure, the argument parser's usage errors and
/// the option values our own types reject end here, are printed once on standard error and end the process
/// with their `ExitStatus`.
enum ErrorReport {
    static func exit(with error: any Error, root: LocPrompt.Type = LocPrompt.self) -> Never {
        if let code = error as? ExitCode {
            // A status the command has already explained (a scenario that failed, a session's own status); checked
            // first, as it holds no failure: searching it by reflection cost the emulator's quit 0.5 ms (issue 15).
            exitIfOutputFailed()
            Foundation.exit(code.rawValue)
        }
        if let failure = failure(in: error) {
            StandardStreams.writeError(failure.line + "\n")
            Foundation.exit(failure.status.rawValue)
        }
        // The argument parser's own messages: help, --version and completion scripts on standard output, usage
        // errors on standard error. Written here rather than by `root.exit(withError:)`, whose `print` hides a
        // failed write: `locprompt --help > /dev/full` ended 0 with nothing written (session 21's UX pass).
        let message = root.fullMessage(for: error)
        let code = root.exitCode(for: error)
        if code == .success {
            if !message.isEmpty { StandardStreams.writeOut(message + "\n") }
            exitIfOutputFailed()
        } else if !message.isEmpty {
            StandardStreams.writeError(message + "\n")
        }
        Foundation.exit(code.rawValue)
    }

    /// A command that ran to its end (or chose its own status) but could not write all of its standard output
    /// (a full disk, a quota, a file-size limit; a reader that went away is not an error) ends with status 2 and
    /// one line, since what it printed is incomplete.
    static func exitIfOutputFailed() {
        guard let message = StandardStreams.outputFailure else { return }
        StandardStreams.writeError("locprompt: \(message)\n")
        Foundation.exit(ExitStatus.badInput.rawValue)
    }

    /// A `CommandFailure` thrown by a command, or by an option's own conversion or validation, which the
    /// argument parser keeps inside its private error types (found by reflection, a few levels deep).
    static func failure(in value: Any, depth: Int = 0) -> CommandFailure? {
        if let failure = value as? CommandFailure { return failure }
        guard depth < 8 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = failure(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }
}

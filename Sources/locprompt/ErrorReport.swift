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
        let status = root.exitCode(for: error)
        if status.isSuccess {
            let text = root.fullMessage(for: error)  // our own text
            if !text.isEmpty { StandardStreams.writeOut(text + "\n") }
            exitIfOutputFailed()
            Foundation.exit(status.rawValue)
        }
        // The argument parser's usage errors quote the arguments as typed (`Unknown option '--x…'`, `Unexpected
        // argument '…'`): neutralised like every other error, so an escape sequence in an argument never reaches
        // the terminal raw. Their own line breaks (the usage lines after the error) stay; one inside a quoted
        // argument is shown as ␊, as in `CommandFailure`, so it cannot fake a line of its own; a long one is cut to
        // an excerpt (`SafeText.excerpt`), as the values our own options reject are.
        let message = usageMessage(root.fullMessage(for: error), arguments: Array(CommandLine.arguments.dropFirst()))
        if !message.isEmpty { StandardStreams.writeError(message + "\n") }
        Foundation.exit(status.rawValue)
    }

    /// An argument parser's message made safe: every argument (or an option's `=value`) holding a line break
    /// is shown on one line, every one longer than an excerpt (`SafeText.excerpt`: 60 characters) is cut to one
    /// (a 100 kB `--bogus…` or bad value is quoted in 60 characters, not echoed whole), then what is left is
    /// neutralised keeping the message's own lines.
    static func usageMessage(_ message: String, arguments: [String]) -> String {
        var message = message
        let quoted = arguments.flatMap { argument in
            [argument] + (argument.firstIndex(of: "=").map { [String(argument[argument.index(after: $0)...])] } ?? [])
        }
        for argument in quoted.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            let excerpt = SafeText.excerpt(argument)
            guard excerpt != argument || argument.contains(where: \.isNewline) else { continue }
            message = message.replacingOccurrences(of: argument, with: SafeText.neutralize(excerpt))
        }
        return SafeText.neutralize(message, keepNewlines: true)
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

/// locprompt's exit statuses: the one table. Every command returns one of these; the table in
/// `Documentation/Files-and-exit-codes.md` is `ExitStatus.markdownTable()` (a test compares them).
public enum ExitStatus: Int32, CaseIterable, Sendable {
    /// The command did what was asked; every expectation held.
    case success = 0
    /// A check failed: an expectation in `run`, a request that would fail silently in `check` (its warnings and info findings leave 0), the terminal lost during `ui`/`walk`.
    case checkFailed = 1
    /// Bad input or environment; one line on standard error.
    case badInput = 2
    /// The argument parser's usage error (EX_USAGE of sysexits.h).
    case usage = 64
    /// Ended by a signal: 128 + the signal's number (SIGHUP 1, SIGINT 2, SIGQUIT 3, SIGTERM 15).
    case hangup = 129
    case interrupted = 130
    case quit = 131
    case terminated = 143

    /// What the status means, for the documentation's table.
    public var meaning: String {
        switch self {
        case .success: return "success: the command did what was asked; every expectation held"
        case .checkFailed: return "a check failed: an expectation in `run`, a request that would fail silently in `check` (its warnings and info findings leave 0); the terminal was lost during `ui`/`walk`"
        case .badInput:
            return "bad input or environment: an invalid scenario, app, option value or OS version (two outputs that are one file, "
                + "an output that is an input, an argument that is not UTF-8), a file that cannot be read or "
                + "written, no usable terminal, a device held by another locprompt; one line `locprompt: what: where: what to do` "
                + "(or `file:line:column: message`) on standard error"
        case .usage: return "usage error: a missing or unknown argument, option or command (the argument parser's message, with the nearest name)"
        case .hangup: return "ended by SIGHUP; the terminal is restored"
        case .interrupted: return "ended by SIGINT (Ctrl-C); the terminal is restored"
        case .quit: return "ended by SIGQUIT (Ctrl-\\\\); the terminal is restored"
        case .terminated: return "ended by SIGTERM; the terminal is restored"
        }
    }

    /// The Markdown table of every status (the documentation's copy is checked against it).
    public static func markdownTable() -> String {
        (["| Code | Meaning |", "|---|---|"] + allCases.map { "| \($0.rawValue) | \($0.meaning) |" }).joined(separator: "\n") + "\n"
    }
}

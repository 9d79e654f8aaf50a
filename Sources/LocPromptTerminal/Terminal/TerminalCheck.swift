import CNcurses
#if canImport(Glibc)
import Glibc
#endif

/// Why the interface cannot start, with a sentence saying what to do instead (exit code 2).
public struct TerminalUnavailable: Error, Sendable, CustomStringConvertible {
    public let reason: String
    public var description: String {
        "locprompt: \(reason). The interactive emulator needs a terminal; "
            + "to run without one, use `locprompt run SCENARIO` (see `locprompt --help`)."
    }
}

/// Checks, before ncurses starts, that there is a terminal it can drive: ncurses itself would exit on an
/// unknown `TERM`, draw garbage on `dumb`, and spin on a stdin that is not a terminal.
public enum TerminalCheck {
    /// Returns the `TERM` to use, or why there is none.
    public static func usableTerm(environment term: String?, stdinIsTTY: Bool = isatty(0) == 1,
                                  outputFD: Int32) -> Result<String, TerminalUnavailable> {
        guard stdinIsTTY else { return .failure(TerminalUnavailable(reason: "standard input is not a terminal")) }
        guard let term, !term.isEmpty else {
            return .failure(TerminalUnavailable(reason: "TERM is not set"))
        }
        guard term != "dumb" else {
            return .failure(TerminalUnavailable(reason: "TERM=dumb cannot move the cursor"))
        }
        var error: Int32 = 0
        guard setupterm(term, outputFD, &error) == OK else {
            return .failure(TerminalUnavailable(reason: "TERM=\(term) is not a terminal type this system knows (no terminfo entry)"))
        }
        defer { lp_free_current_term() }
        guard lp_has_string_cap("cup") != 0 else {
            return .failure(TerminalUnavailable(reason: "TERM=\(term) cannot move the cursor (no cup capability)"))
        }
        return .success(term)
    }
}

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

/// Checks that there is a terminal ncurses can drive: ncurses itself would draw garbage on `dumb` and spin on a
/// stdin that is not a terminal. What the terminfo entry says is checked on the entry `newterm` loads
/// (`unusableEntry`, `whyNewtermFailed`): reading it twice cost a tenth of ncurses' start (issue 15).
public enum TerminalCheck {
    /// Returns the `TERM` to hand to `newterm`, or why there is no terminal; checks nothing in terminfo.
    public static func usableTerm(environment term: String?, stdinIsTTY: Bool = isatty(0) == 1) -> Result<String, TerminalUnavailable> {
        guard stdinIsTTY else { return .failure(TerminalUnavailable(reason: "standard input is not a terminal")) }
        guard let term, !term.isEmpty else {
            return .failure(TerminalUnavailable(reason: "TERM is not set"))
        }
        guard term != "dumb" else {
            return .failure(TerminalUnavailable(reason: "TERM=dumb cannot move the cursor"))
        }
        return .success(term)
    }

    /// Why the terminal entry ncurses has just loaded (the current one, after `newterm`) cannot be used, or nil.
    static func unusableEntry(term: String) -> TerminalUnavailable? {
        lp_has_string_cap("cup") != 0 ? nil : TerminalUnavailable(reason: "TERM=\(term) cannot move the cursor (no cup capability)")
    }

    /// Why `newterm` returned no screen: asks terminfo again (only on this failure path) so that the message says
    /// whether the entry or the whole database is missing.
    static func whyNewtermFailed(term: String, outputFD: Int32) -> TerminalUnavailable {
        var error: Int32 = 0
        if setupterm(term, outputFD, &error) == OK {
            lp_free_current_term()
            return TerminalUnavailable(reason: "ncurses cannot start on TERM=\(term)")
        }
        if error == -1 {
            return TerminalUnavailable(reason: "no terminfo database was found for TERM=\(term) (is ncurses-base installed, or TERMINFO set?)")
        }
        return TerminalUnavailable(reason: "TERM=\(term) is not a terminal type this system knows (no terminfo entry)")
    }
}

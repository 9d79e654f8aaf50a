#if canImport(Glibc)
import Glibc
#endif

/// Signal dispositions set first thing in `main`, before any command runs.
public enum EarlySignals {
    /// SIGQUIT (Ctrl-\) ends locprompt quietly with status 131 from the very start: without this the Swift
    /// runtime's backtracer takes it as a crash, prints a report and waits 30 s for a key. The full-screen
    /// modes replace it with a handler that also restores the terminal (`TerminalSession`).
    ///
    /// SIGPIPE is ignored: a reader that goes away (`| head`, a FIFO's reader exiting) must not kill locprompt
    /// with the terminal left raw and the other outputs (--record, --report, --junit) unwritten. The write gets
    /// EPIPE instead, which the output code reports as an error; output to a closed standard output is dropped.
    ///
    /// SIGXFSZ is ignored for the same reason: past a file-size limit (`ulimit -f`) the write gets EFBIG, the
    /// recording is cut back to its last whole line and the error is reported, instead of a silent death.
    public static func install() {
        signal(SIGQUIT) { _ in _exit(128 + SIGQUIT) }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }
}

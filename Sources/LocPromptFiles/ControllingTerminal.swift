#if canImport(Glibc)
import Glibc
#endif

/// The controlling terminal, for drawing the screen when standard output is redirected (`x=$(locprompt ui)`).
public enum ControllingTerminal {
    /// A descriptor writing to `/dev/tty`, or nil when the process has no terminal.
    public static func openForWriting() -> Int32? {
        let fd = open("/dev/tty", O_WRONLY | O_CLOEXEC)
        return fd >= 0 ? fd : nil
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Unbuffered writes to standard output and standard error that survive a reader going away. Foundation's
/// `FileHandle.write(_:)` traps on EPIPE (`| head`, a closed FIFO), which with SIGPIPE ignored
/// (`EarlySignals`) would turn a closed pipe into a crash; here the text is dropped instead, so a run still
/// writes its --record, --report and --junit files and ends normally.
public enum StandardStreams {
    public static func writeOut(_ text: String) { write(STDOUT_FILENO, text) }
    public static func writeError(_ text: String) { write(STDERR_FILENO, text) }

    private static func write(_ fd: Int32, _ text: String) {
        // The error (EPIPE, or EBADF for a closed descriptor) has nowhere to go: the reader is gone.
        _ = OutputFile.writeAll(fd, Array(text.utf8))
    }
}

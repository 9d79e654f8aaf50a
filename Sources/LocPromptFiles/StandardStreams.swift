#if canImport(Glibc)
import Glibc
#endif

/// Unbuffered writes to standard output and standard error that survive a reader going away. Foundation's
/// `FileHandle.write(_:)` traps on EPIPE (`| head`, a closed FIFO), which with SIGPIPE ignored
/// (`EarlySignals`) would turn a closed pipe into a crash; here the text is dropped instead, so a run still
/// writes its --record, --report and --junit files and ends normally.
///
/// Any other failure of standard output (a full disk under `render … > alert.txt`, a quota, `ulimit -f`, `>
/// /dev/full`) is kept: the command's output is incomplete, so `outputFailure` says so and the command ends with
/// status 2 instead of 0 (session 21's UX pass: `render … > /dev/full` exited 0 with nothing written).
public enum StandardStreams {
    public static func writeOut(_ text: String) {
        guard let code = OutputFile.writeAll(STDOUT_FILENO, Array(text.utf8)) else { return }
        // The reader is gone (EPIPE), or there never was one (EBADF: `>&-`): the text has nowhere to go.
        if code != EPIPE && code != EBADF && firstOutputError == nil { firstOutputError = code }
    }

    public static func writeError(_ text: String) {
        // The error (EPIPE, or EBADF for a closed descriptor) has nowhere to go: the reader is gone.
        _ = OutputFile.writeAll(STDERR_FILENO, Array(text.utf8))
    }

    /// The first error writing standard output other than a reader going away; the command line runs on one thread.
    nonisolated(unsafe) private static var firstOutputError: Int32?

    /// What went wrong writing standard output (`cannot write standard output: the disk is full; …`), or nil.
    public static var outputFailure: String? {
        firstOutputError.map { "cannot write standard output: \(OutputFile.describe($0))" }
    }
}

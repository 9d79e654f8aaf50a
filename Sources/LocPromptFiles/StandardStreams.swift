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
///
/// Standard output closed when locprompt started (`>&-`) is such a failure too (audit 24f D1): see
/// `openClosedDescriptors()`.
public enum StandardStreams {
    public static func writeOut(_ text: String) {
        guard let code = OutputFile.writeAll(STDOUT_FILENO, Array(text.utf8)) else { return }
        // The reader is gone (EPIPE): the text has nowhere to go, and nobody is left to tell. EBADF (standard
        // output closed, `>&-`) is an error like ENOSPC: what was asked for was not printed.
        if code != EPIPE && firstOutputError == nil { firstOutputError = code }
    }

    public static func writeError(_ text: String) {
        // The error (EPIPE, or EBADF for a closed descriptor) has nowhere to go: the reader is gone.
        _ = OutputFile.writeAll(STDERR_FILENO, Array(text.utf8))
    }

    /// The first error writing standard output other than a reader going away; the command line runs on one thread.
    nonisolated(unsafe) private static var firstOutputError: Int32?

    /// What went wrong writing standard output (`cannot write standard output: the disk is full; …`), or nil.
    public static var outputFailure: String? {
        firstOutputError.map { code in
            code == EBADF ? "cannot write standard output: it is closed (>&-); redirect it (> FILE, > /dev/null) instead"
                          : "cannot write standard output: \(OutputFile.describe(code))"
        }
    }

    /// The standard descriptors (0, 1, 2) that were closed when locprompt started.
    nonisolated(unsafe) public private(set) static var closedAtStart: Set<Int32> = []

    /// Called first thing in `main`: puts `/dev/null` on any of descriptors 0, 1 and 2 that is closed, as
    /// coreutils do (gnulib's `stdopen`). Otherwise the next file opened takes that number: with `>&-`, a
    /// `--report` FIFO became descriptor 1 and received the transcript, and the JUnit stream began with an error
    /// line (audit 24f D1). Like `stdopen`, it is opened the other way round (standard input write-only, standard
    /// output and error read-only), so a write to a closed standard output still fails (EBADF: status 2, as for a
    /// full disk) and a read of a closed standard input still says it is closed (`closedAtStart`).
    public static func openClosedDescriptors() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closedAtStart.insert(fd)
            // The lowest free number: `fd` itself, since the ones below it are open by now.
            let opened = open("/dev/null", (fd == STDIN_FILENO ? O_WRONLY : O_RDONLY) | O_NOCTTY)
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
    }
}

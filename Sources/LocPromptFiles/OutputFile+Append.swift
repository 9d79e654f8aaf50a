#if canImport(Glibc)
import Glibc
#endif

extension OutputFile {
    /// Appends `text` to a log-like file (`LOCPROMPT_STARTUP_TRACE`), creating it (mode 644) when missing: a
    /// symlink is written through, a FIFO or terminal is written to, nothing is ever replaced.
    public static func append(_ text: String, to path: String) throws(OutputFileError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o644)
        guard fd >= 0 else { throw OutputFileError(path: path, reason: describe(errno)) }
        defer { close(fd) }
        if let code = writeAll(fd, Array(text.utf8)) { throw OutputFileError(path: path, reason: describe(code)) }
    }
}

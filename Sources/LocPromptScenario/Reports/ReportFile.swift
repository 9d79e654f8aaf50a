import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LocPromptFiles

/// Why a report file could not be written: one line, `cannot write PATH: reason`.
public struct ReportFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}

/// Writes report files through `OutputFile`: a regular file is replaced atomically (a reader or CI job sees
/// the old report or the new one, never half of one; on failure the target is untouched), a symlink is
/// written through, a FIFO or `/dev/null` written to, `-` is standard output.
public enum ReportFile {
    public static func write(_ text: String, to path: String) throws(ReportFileError) {
        do {
            try OutputFile.write(Array(text.utf8), to: path)
        } catch {
            throw ReportFileError(path: path, reason: error.reason)
        }
    }

    /// Opens `path` at once when it is a FIFO or device (`OutputFile.openIfStream`): a FIFO nobody reads is an
    /// error before a session starts. Nil for anything else; the caller closes the descriptor.
    public static func openIfStream(_ path: String) throws(ReportFileError) -> Int32? {
        do {
            return try OutputFile.openIfStream(path)
        } catch {
            throw ReportFileError(path: path, reason: error.reason)
        }
    }

    /// Writes a whole report to a descriptor `openIfStream` gave, then closes it.
    public static func write(_ text: String, toOpened fd: Int32, path: String) throws(ReportFileError) {
        let failure = OutputFile.writeAll(fd, Array(text.utf8))
        let closeFailed = close(fd) != 0
        if let failure { throw ReportFileError(path: path, reason: OutputFile.describe(failure)) }
        if closeFailed { throw ReportFileError(path: path, reason: OutputFile.describe(errno)) }
    }

    /// Checks before a run that `path` could be written (nothing is created or truncated).
    public static func check(_ path: String) throws(ReportFileError) {
        do {
            try OutputFile.check(path)
        } catch {
            throw ReportFileError(path: path, reason: error.reason)
        }
    }
}

import Foundation
import LocPromptCore
#if canImport(Glibc)
import Glibc
#endif

/// Writing a file so that a reader (or a crash) sees the old content or the new one, never half of one:
/// the bytes go to a temporary file in the same folder (same file system), are flushed to disk, and the
/// temporary file is renamed over the target. Used by saved devices and QA reports.
public enum AtomicFile {
    /// `.FILE.<kind>-<pid>-<unique>` in FILE's folder.
    public static func temporaryPath(for path: String, kind: String = "tmp") -> String {
        let url = URL(fileURLWithPath: path)
        let name = ".\(url.lastPathComponent).\(kind)-\(getpid())-\(UUID().uuidString.prefix(8))"
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Creates `temporary` (it must not exist), writes every byte and fsyncs it. Returns 0 or the errno;
    /// on failure the temporary file is removed.
    public static func writeNewFile(_ bytes: some Collection<UInt8>, at temporary: String) -> Int32 {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return errno }
        var failure: Int32 = 0
        Array(bytes).withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 { unlink(temporary) }
        return failure
    }

    /// Replaces `path` with `bytes` atomically. Returns 0 or the errno of the step that failed.
    public static func replace(_ path: String, with bytes: some Collection<UInt8>, kind: String = "tmp") -> Int32 {
        let temporary = temporaryPath(for: path, kind: kind)
        let failure = writeNewFile(bytes, at: temporary)
        guard failure == 0 else { return failure }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            return code
        }
        syncFolder(of: path)
        return 0
    }

    /// Flushes the folder entry of a renamed file, so the rename itself survives a crash.
    public static func syncFolder(of path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// `strerror` in lower case, for one-line messages.
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

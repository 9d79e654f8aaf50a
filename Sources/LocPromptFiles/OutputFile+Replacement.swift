#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore

/// A file written as a stream (a long recording) that takes its name only once it is whole: the bytes go to a
/// temporary file in the target's real folder, which is renamed over the target at `OutputFile.commit(_:)`. A
/// process killed halfway (a second Ctrl-C, SIGKILL) leaves the old file, or none, never a partial file that
/// reads as complete (audit 24f D3). A FIFO or device, and a file whose owner or hard links a rename would lose,
/// are written in place as `openForStreaming` writes them (`temporary` is nil).
public struct StreamedReplacement: Sendable {
    public let fd: Int32
    /// A regular file, which can be cut back to its last whole line after a write error.
    public let regular: Bool
    /// The temporary file being written, renamed over `target` at commit; nil when written in place.
    public let temporary: String?
    /// The file `path` finally names (a link's target): what the temporary file replaces.
    public let target: String
    /// The path as given, for messages.
    public let path: String
    /// The mode and owner an existing file keeps.
    let owner: OutputFile.FileInfo?
}

extension OutputFile {
    /// Opens `path` to be streamed and replaced whole at `commit(_:)` (see `StreamedReplacement`); the same checks
    /// as `openForStreaming`. The temporary file is registered with `PendingTemporaryFile`, so a second signal
    /// can remove it.
    public static func openForReplacement(_ path: String, newFileMode: mode_t = 0o644) throws(OutputFileError) -> StreamedReplacement {
        let target: String
        var owner: FileInfo?
        var mode = newFileMode
        switch try resolve(path) {
        case .standardOutput, .stream:
            let (fd, regular) = try openForStreaming(path, newFileMode: newFileMode)
            return StreamedReplacement(fd: fd, regular: regular, temporary: nil, target: path, path: path, owner: nil)
        case .newFile(let file):
            target = file
        case .regularFile(let file, let info):
            try refuseProtected(file, info: info, reportingAs: path)
            // A rename would lose the owner (not ours, and we are not root) or split hard links: in place, as
            // `write(_:to:)` does for the same file.
            guard info.owner == geteuid() || geteuid() == 0, info.links == 1 else {
                let (fd, regular) = try openForStreaming(path, newFileMode: newFileMode)
                return StreamedReplacement(fd: fd, regular: regular, temporary: nil, target: file, path: path, owner: nil)
            }
            target = file
            owner = info
            mode = info.mode
        }
        let temporary = AtomicFile.temporaryPath(for: target)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else {
            let code = errno
            // A folder we may not write, holding a file we may: in place, as `>` would.
            if code == EACCES, owner != nil {
                let (fd, regular) = try openForStreaming(path, newFileMode: newFileMode)
                return StreamedReplacement(fd: fd, regular: regular, temporary: nil, target: target, path: path, owner: nil)
            }
            throw OutputFileError(path: path, reason: describe(code))
        }
        PendingTemporaryFile.register(temporary)
        return StreamedReplacement(fd: fd, regular: true, temporary: temporary, target: target, path: path, owner: owner)
    }

    /// Closes the file and, when it was written under a temporary name, gives it the target's mode and owner,
    /// flushes it and renames it over the target.
    public static func commit(_ file: StreamedReplacement) throws(OutputFileError) {
        guard let temporary = file.temporary else {
            if close(file.fd) != 0 && errno != EINTR { throw OutputFileError(path: file.path, reason: describe(errno)) }
            return
        }
        defer { PendingTemporaryFile.clear() }
        var failure: Int32?
        if let owner = file.owner {
            if fchmod(file.fd, owner.mode) != 0 { failure = errno }
            if failure == nil, fchown(file.fd, owner.owner, owner.group) != 0, geteuid() == 0 { failure = errno }
        }
        if failure == nil && fsync(file.fd) != 0 { failure = errno }
        if close(file.fd) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporary, file.target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw OutputFileError(path: file.path, reason: describe(failure))
        }
        AtomicFile.syncFolder(of: file.target)
    }
}

/// The temporary file of the `StreamedReplacement` being written, if any, kept as a C string so that a signal
/// handler may remove it (`unlink` is async-signal-safe): a second Ctrl-C that ends `run` at once during its
/// recording leaves no `.FILE.cast.tmp-…` behind.
public enum PendingTemporaryFile {
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?

    static func register(_ temporary: String) {
        clear()
        path = strdup(temporary)
    }

    static func clear() {
        let old = path
        path = nil
        free(old)
    }

    /// Removes the temporary file; for signal handlers (no allocation, no lock).
    public static func removeFromSignalHandler() {
        if let path { unlink(path) }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore

/// Why an output file could not be written: one line naming the file, what went wrong and what to do.
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(SafeText.neutralize(path)): \(reason)" }
}

/// Every file locprompt writes (reports, JUnit, transcripts, recordings, saved devices) goes through here,
/// with the habits of coreutils and the shell's `>` (documented in `Documentation/Files-and-exit-codes.md`):
/// - `-` is standard output;
/// - a symbolic link is written through: its final target gets the content, the link stays;
/// - a FIFO, a terminal, `/dev/null` or another character device is opened and written to, never replaced
///   (a FIFO nobody reads is an error at once, not a hang); a block device, socket or folder is refused, so
///   even as root no device node is ever replaced;
/// - a regular file is replaced atomically (temporary file in the target's *real* folder, `fsync`, `rename`)
///   and keeps its mode and owner; when that cannot be kept (another owner, hard links, a folder we cannot
///   write), it is rewritten in place instead (a saved device never is: `Replacement.byRename`);
/// - a regular file this user may not write (`chmod 444`) is refused, as the shell's `>` refuses it (root may);
/// - a file this process read as input (`InputRegistry`: a scenario, an Info.plist) is refused, never replaced;
///   so is the lock file of a saved device it holds (`HeldLockFiles`);
/// - a new file is created with `mode` (less the umask).
public enum OutputFile {
    /// What is at an output path once symbolic links are followed.
    public enum Target: Equatable, Sendable {
        case standardOutput
        /// Nothing there yet: a new regular file at `path` (the link's final target when it was a link).
        case newFile(path: String)
        case regularFile(path: String, info: FileInfo)
        /// A FIFO, terminal, `/dev/null`...: written to, never replaced.
        case stream(path: String)
    }

    public struct FileInfo: Equatable, Sendable {
        public var mode: mode_t
        public var owner: uid_t
        public var group: gid_t
        public var links: Int
    }

    /// How many symbolic links are followed before giving up (Linux's own limit is 40).
    static let maximumLinks = 40

    /// Finds what `path` names, following links, without creating or changing anything. Throws for what
    /// can never be an output (a folder, a block device, a socket, a link loop, a missing folder).
    public static func resolve(_ path: String) throws(OutputFileError) -> Target {
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the file name is empty") }
        if path == "-" { return .standardOutput }
        var current = path
        for _ in 0...maximumLinks {
            var info = stat()
            if lstat(current, &info) != 0 {
                let code = errno
                guard code == ENOENT else { throw OutputFileError(path: path, reason: describe(code)) }
                let folder = folderOf(current)
                var folderInfo = stat()
                guard stat(folder, &folderInfo) == 0, (folderInfo.st_mode & S_IFMT) == S_IFDIR else {
                    throw OutputFileError(path: path, reason: "the folder \(SafeText.neutralize(folder)) does not exist; create it first")
                }
                return .newFile(path: current)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                current = try linkTarget(current, reportingAs: path)
            case S_IFREG:
                return .regularFile(path: current, info: FileInfo(mode: info.st_mode & 0o7777, owner: info.st_uid,
                                                                  group: info.st_gid, links: Int(info.st_nlink)))
            case S_IFIFO, S_IFCHR:
                return .stream(path: current)
            case S_IFDIR:
                throw OutputFileError(path: path, reason: "it is a folder; name a file inside it")
            case S_IFBLK:
                throw OutputFileError(path: path, reason: "it is a block device, not a file; locprompt never writes to or replaces one")
            default:
                throw OutputFileError(path: path, reason: "it is not a regular file (a socket?); name a file")
            }
        }
        throw OutputFileError(path: path, reason: "too many levels of symbolic links")
    }

    /// Checks, before a command starts, that `path` could be written, without creating or truncating it.
    public static func check(_ path: String) throws(OutputFileError) {
        switch try resolve(path) {
        case .standardOutput: return
        case .newFile(let target):
            if access(folderOf(target), W_OK) != 0 { throw OutputFileError(path: path, reason: describe(errno)) }
        case .regularFile(let target, let info):
            try refuseProtected(target, info: info, reportingAs: path)
        case .stream(let target):
            if access(target, W_OK) != 0 { throw OutputFileError(path: path, reason: describe(errno)) }
        }
    }

    /// How an existing regular file is replaced.
    public enum Replacement: Sendable {
        /// By rename when its mode, owner and hard links can be kept, else rewritten in place (reports, recordings).
        case keepingLinks
        /// Always by rename, so a reader sees the old file or the new one, never a half-written one: a hard link
        /// is split (the other name keeps the old content). For saved devices, which are also read back on
        /// purpose, so the input check does not apply.
        case byRename
    }

    /// Refuses a regular file this user may not write (the shell's `>` says "Permission denied"; root may) and
    /// a file this process read as input (a scenario, an Info.plist: an output aimed at it by mistake).
    static func refuseProtected(_ target: String, info: FileInfo, reportingAs path: String, checkInputs: Bool = true) throws(OutputFileError) {
        if access(target, W_OK) != 0 {
            let code = errno
            if code == EACCES && info.owner == geteuid() {
                throw OutputFileError(path: path, reason: "it is read-only (mode \(String(info.mode & 0o777, radix: 8))); "
                    + "make it writable (chmod u+w) or choose another file")
            }
            throw OutputFileError(path: path, reason: describe(code))
        }
        if HeldLockFiles.contains(path: target) {
            throw OutputFileError(path: path, reason: "it is the lock file of the saved device this command uses (--device); "
                + "name another file")
        }
        if checkInputs, InputRegistry.contains(path: target) {
            throw OutputFileError(path: path, reason: "it is a file this command reads (a scenario, an app's Info.plist or strings); "
                + "name another file")
        }
    }

    /// Writes the whole of `bytes` to `path` (see the type's rules). `newFileMode`: the mode of a file
    /// that did not exist (less the umask); an existing file keeps its own.
    /// `replacement`: how an existing regular file is replaced (`.byRename` for saved devices).
    public static func write(_ bytes: some Collection<UInt8>, to path: String, newFileMode: mode_t = 0o644,
                             replacement: Replacement = .keepingLinks) throws(OutputFileError) {
        let bytes = Array(bytes)
        switch try resolve(path) {
        case .standardOutput:
            if let code = writeAll(STDOUT_FILENO, bytes) { throw OutputFileError(path: path, reason: describe(code)) }
        case .stream(let target):
            let fd = try openStream(target, reportingAs: path)
            defer { close(fd) }
            if let code = writeAll(fd, bytes) { throw OutputFileError(path: path, reason: describe(code)) }
        case .newFile(let target):
            try replaceAtomically(target, bytes: bytes, mode: newFileMode, owner: nil, reportingAs: path)
        case .regularFile(let target, let info):
            try refuseProtected(target, info: info, reportingAs: path, checkInputs: replacement == .keepingLinks)
            if replacement == .byRename {
                try replaceAtomically(target, bytes: bytes, mode: info.mode, owner: info, reportingAs: path)
                return
            }
            // Replacing would lose the owner (not ours and we are not root) or split hard links: write in place.
            let keepsOwner = info.owner == geteuid() || geteuid() == 0
            if !keepsOwner || info.links > 1 {
                try writeInPlace(target, bytes: bytes, reportingAs: path)
                return
            }
            do {
                try replaceAtomically(target, bytes: bytes, mode: info.mode, owner: info, reportingAs: path)
            } catch let error where error.reason == describe(EACCES) {
                // A file we may write in a folder we may not: what `>` would do.
                try writeInPlace(target, bytes: bytes, reportingAs: path)
            }
        }
    }

    /// Opens `path` for a stream of writes (a recording): standard output, a FIFO or terminal as they are,
    /// a regular file truncated and written in place (so a symlink stays and the file keeps its mode and
    /// owner). Returns the descriptor and whether it is a regular file (which can be cut back after an error).
    public static func openForStreaming(_ path: String, newFileMode: mode_t = 0o644) throws(OutputFileError) -> (fd: Int32, regular: Bool) {
        switch try resolve(path) {
        case .standardOutput:
            let fd = dup(STDOUT_FILENO)
            guard fd >= 0 else { throw OutputFileError(path: path, reason: describe(errno)) }
            return (fd, false)
        case .stream(let target):
            return (try openStream(target, reportingAs: path), false)
        case .newFile(let target):
            let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, newFileMode)
            guard fd >= 0 else { throw OutputFileError(path: path, reason: describe(errno)) }
            return (fd, true)
        case .regularFile(let target, let info):
            try refuseProtected(target, info: info, reportingAs: path)
            let fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else { throw OutputFileError(path: path, reason: describe(errno)) }
            return (fd, true)
        }
    }

    /// Opens `path` at once when it is a FIFO, terminal or other character device (nil for anything else, which
    /// is only checked): a FIFO nobody reads is then an error before a session starts, not after it (ENXIO,
    /// "it is a FIFO nobody is reading"). While the descriptor is held, a reader does not see the end of the file
    /// between two writes. The caller closes it.
    public static func openIfStream(_ path: String) throws(OutputFileError) -> Int32? {
        guard case .stream(let target) = try resolve(path) else { return nil }
        return try openStream(target, reportingAs: path)
    }

    /// Writes every byte, retrying short writes and interruptions. Returns nil or the errno.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// One-line reason for an errno, with what to do for the usual ones.
    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "the disk is full; free some space and run again"
        case EDQUOT: return "the disk quota is used up; free some space and run again"
        case EACCES, EPERM: return "permission denied; choose a file you may write"
        case EROFS: return "the file system is read-only; choose another place"
        case ENXIO: return "it is a FIFO nobody is reading; start the reader first"
        case EPIPE: return "the reader went away (a closed pipe or FIFO)"
        case EFBIG: return "the file size limit was reached (ulimit -f); raise it or write less"
        case ELOOP: return "too many levels of symbolic links"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    // MARK: Steps

    static func folderOf(_ path: String) -> String {
        let folder = PathText.folder(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// The path a symbolic link points to (relative targets are relative to the link's folder).
    static func linkTarget(_ link: String, reportingAs path: String) throws(OutputFileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw OutputFileError(path: path, reason: describe(errno)) }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // A link with no folder in its path (`link.json -> real/d.json`): the target as written, not `./real/d.json`.
        if target.hasPrefix("/") || PathText.folder(of: link).isEmpty { return target }
        return (folderOf(link) as NSString).appendingPathComponent(target)
    }

    /// Opens a FIFO or character device for writing without blocking when nobody reads a FIFO.
    static func openStream(_ target: String, reportingAs path: String) throws(OutputFileError) -> Int32 {
        let fd = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            // ENXIO means "no reader" only for a FIFO; for a character device (/dev/tty without a controlling
            // terminal, a device with no driver behind it) it means there is no such device.
            var status = stat()
            if code == ENXIO && stat(target, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR {
                throw OutputFileError(path: path, reason: "no such device (for /dev/tty: locprompt has no controlling terminal)")
            }
            throw OutputFileError(path: path, reason: describe(code))
        }
        // Blocking writes from here on: a slow reader slows us down, it does not lose data.
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return fd
    }

    static func writeInPlace(_ target: String, bytes: [UInt8], reportingAs path: String) throws(OutputFileError) {
        let fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw OutputFileError(path: path, reason: describe(errno)) }
        var failure = writeAll(fd, bytes)
        if failure == nil && fsync(fd) != 0 && errno != EINVAL { failure = errno }
        if close(fd) != 0 && failure == nil { failure = errno }
        if let failure { throw OutputFileError(path: path, reason: describe(failure)) }
    }

    /// Temporary file beside `target` (its real folder), mode and owner set, flushed, renamed over it.
    static func replaceAtomically(_ target: String, bytes: [UInt8], mode: mode_t, owner: FileInfo?, reportingAs path: String) throws(OutputFileError) {
        let temporary = AtomicFile.temporaryPath(for: target)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { throw OutputFileError(path: path, reason: describe(errno)) }
        var failure = writeAll(fd, bytes)
        if failure == nil, let owner {
            // An existing file keeps exactly its mode (the umask applied to open) and its group.
            if fchmod(fd, owner.mode) != 0 { failure = errno }
            if failure == nil, fchown(fd, owner.owner, owner.group) != 0, geteuid() == 0 { failure = errno }
        }
        if failure == nil && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporary, target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw OutputFileError(path: path, reason: describe(failure))
        }
        AtomicFile.syncFolder(of: target)
    }
}

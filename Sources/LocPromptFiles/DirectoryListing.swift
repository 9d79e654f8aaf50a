#if canImport(Glibc)
import Glibc
#endif

/// Folder listings, path tests and path joins by plain system calls and string work, for the paths on the way
/// to the first frame (finding an app's Info.plist and its `.lproj` folders, the sample apps). Foundation's
/// `FileManager`, `URL` and `NSString` path methods did the same work with bridging and run-time conformance
/// lookups that cost more than the work itself (issue 15). Listings are bounded like every input.
public enum DirectoryListing {
    /// At most this many entries of a folder are looked at: a folder of millions of files costs no more.
    public static let maximumEntries = 10_000

    /// The names in `folder` without `.` and `..`, unsorted (at most `maximumEntries`); nil when it cannot be
    /// read (no such folder, not a folder, no permission), as `FileManager.contentsOfDirectory` throws then.
    public static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        var seen = 0
        while seen < maximumEntries, let entry = readdir(directory) {
            seen += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Every name in `folder` without `.` and `..`, unsorted, or `.tooMany` past `limit` entries (never a silent
    /// cut: a caller that must see every file, such as `run FOLDER`, says so instead); nil when it cannot be read.
    public static func allNames(in folder: String, limit: Int) -> CompleteListing? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            guard names.count < limit else { return .tooMany }
            names.append(name)
        }
        return .names(names)
    }

    public enum CompleteListing: Equatable, Sendable {
        case names([String])
        case tooMany
    }

    /// True when `path` is a directory, following links (as `FileManager.fileExists(atPath:isDirectory:)`).
    public static func isDirectory(_ path: String) -> Bool {
        guard let mode = mode(of: path) else { return false }
        return mode & S_IFMT == S_IFDIR
    }

    /// True when `path` exists and is not a directory, following links.
    public static func isFile(_ path: String) -> Bool {
        guard let mode = mode(of: path) else { return false }
        return mode & S_IFMT != S_IFDIR
    }

    /// True when `path` is a regular file, following links: what a folder listing may read. A FIFO found in a
    /// folder would make its read wait 5 s for a writer (audit 24f D4), a device or socket is never a file to read.
    public static func isRegularFile(_ path: String) -> Bool {
        guard let mode = mode(of: path) else { return false }
        return mode & S_IFMT == S_IFREG
    }

    /// True when something exists at `path` (a link is followed).
    public static func exists(_ path: String) -> Bool { mode(of: path) != nil }

    /// What a path names once links are followed: a folder, a regular file, or anything else (a FIFO, a
    /// device, a socket), with the (device, inode) pair that tells the same folder reached twice.
    public struct Status: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case directory, regularFile, other }
        public struct Identity: Hashable, Sendable {
            public let device: UInt64
            public let inode: UInt64
        }
        public let kind: Kind
        public let identity: Identity
    }

    /// `stat` of `path` (following links); nil when nothing is there, the link dangles or loops, or it
    /// cannot be reached.
    public static func status(of path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind: Status.Kind
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regularFile
        default: kind = .other
        }
        return Status(kind: kind, identity: .init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// Why `exists` is false, in the words of the other file messages: a link loop, no permission on the way,
    /// or nothing there.
    public static func whyMissing(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) != 0 else { return "it exists" }
        switch errno {
        case ELOOP: return "too many levels of symbolic links (a link loop?)"
        case EACCES: return "permission denied on the way to it"
        case ENAMETOOLONG: return "the path is too long"
        case ENOTDIR: return "a part of the path is not a folder"
        default: return "no such file or folder"
        }
    }

    private static func mode(of path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode : nil
    }
}

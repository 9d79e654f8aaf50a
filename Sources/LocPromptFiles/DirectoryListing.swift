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

    /// True when something exists at `path` (a link is followed).
    public static func exists(_ path: String) -> Bool { mode(of: path) != nil }

    private static func mode(of path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode : nil
    }
}

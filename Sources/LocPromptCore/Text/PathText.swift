/// Path strings taken apart and put together without Foundation.
///
/// Foundation on Linux (swift-corelibs-foundation, Swift 6.3) traps in `NSString.deletingLastPathComponent` for a
/// one-character path and for `a/`-style ones (`String._startOfLastPathComponent`, an illegal instruction), so
/// `locprompt --app x`, `locprompt run s` and `--report r` crashed with status 132. Every place that needs a
/// path's folder asks here instead (found while taking Foundation off the way to the first frame, issue 15).
public enum PathText {
    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it where that does not trap:
    /// `a/b` for `a/b/c` and `a/b/c/`, `/` for `/c`, the empty string for `c`.
    public static func folder(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        var folder = path[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// `name` inside `folder`, as `NSString.appendingPathComponent` joins a folder and a plain name.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

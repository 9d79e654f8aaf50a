import Foundation
import LocPromptCore

/// Finds an app's files on disk (`--app` accepts an Info.plist, an `.app` bundle or a project folder).
public enum AppBundleLocator {
    /// Folders never searched for an app's Info.plist: build output, dependencies, tests, extensions.
    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "build", "Build", "DerivedData", "node_modules", "Frameworks", "PlugIns", "Watch",
    ]
    static let skippedSuffixes = [".lproj", ".xcodeproj", ".xcworkspace", ".xcassets", ".framework", ".appex",
                                  ".bundle", "Tests", "UITests", ".xctest"]
    /// How deep a project folder is searched for an Info.plist.
    static let searchDepth = 4
    /// At most this many folder entries are looked at in one search (the 10,000 per folder of
    /// `DirectoryListing` alone would allow 10^16 at depth 4): any folder tree ends within a second or so.
    static let searchEntryLimit = 100_000

    public static func locate(path: String) throws(AppLoadError) -> AppBundleLocation {
        try locate(path: path, searchEntryLimit: searchEntryLimit)
    }

    static func locate(path: String, searchEntryLimit: Int) throws(AppLoadError) -> AppBundleLocation {
        // Plain system calls (`DirectoryListing`): this is on the way to the first frame (issue 15).
        guard DirectoryListing.exists(path) else {
            throw AppLoadError(path: path, message: DirectoryListing.whyMissing(path))
        }
        if !DirectoryListing.isDirectory(path) {
            let folder = PathText.folder(of: path)
            return AppBundleLocation(infoPlistPath: path, folderPath: nil,
                                     stringsFiles: stringsFiles(near: folder.isEmpty ? "." : folder), notes: [])
        }
        // A built bundle: `X.app/Info.plist` (iOS) or `X.app/Contents/Info.plist` (macOS).
        for direct in ["Info.plist", "Contents/Info.plist"] {
            let candidate = PathText.join(path, direct)
            if isRegularFile(candidate) {
                let folder = PathText.folder(of: candidate)
                var strings = stringsFiles(near: folder)
                if strings.isEmpty { strings = stringsFiles(near: path) }
                return AppBundleLocation(infoPlistPath: candidate, folderPath: path, stringsFiles: strings, notes: [])
            }
        }
        let search = searchInfoPlists(in: path, depth: searchDepth, entryLimit: searchEntryLimit)
        guard !search.stoppedAtLimit else {
            throw AppLoadError(path: path, message: "stopped searching this folder for an Info.plist after "
                + "\(search.entriesListed) entries (the limit; a very large folder tree?); pass the Info.plist file itself")
        }
        let candidates = search.found.sorted()
        guard !candidates.isEmpty else {
            throw AppLoadError(path: path, message: "no Info.plist (or *-Info.plist) in this folder; pass the Info.plist file itself")
        }
        var chosen = candidates[0]
        var notes: [String] = []
        if candidates.count > 1 {
            // Prefer the one that declares location keys: that is the app the user means.
            let withLocation = candidates.filter(declaresLocationKeys)
            guard withLocation.count == 1 else {
                let shown = (withLocation.isEmpty ? candidates : withLocation).prefix(5).map { relative($0, to: path) }
                throw AppLoadError(path: path, message:
                    "\(withLocation.isEmpty ? candidates.count : withLocation.count) Info.plist files found; pass one of them: "
                    + shown.joined(separator: ", ") + (candidates.count > 5 ? ", …" : ""))
            }
            chosen = withLocation[0]
            let others = candidates.filter { $0 != chosen }.map { relative($0, to: path) }
            notes.append("using \(relative(chosen, to: path)), the only Info.plist here with location keys (also found: "
                         + others.prefix(3).joined(separator: ", ") + (others.count > 3 ? ", …" : "") + ")")
        }
        var strings = stringsFiles(near: PathText.folder(of: chosen))
        for (language, file) in stringsFiles(near: path) where strings[language] == nil { strings[language] = file }
        return AppBundleLocation(infoPlistPath: chosen, folderPath: path, stringsFiles: strings, notes: notes)
    }

    /// A folder with more subfolders than this is not an app's own folder but one that happens to hold an Info.plist
    /// (Downloads, /tmp): only its own `.lproj` folders are used and its subfolders are not listed. Listing them all
    /// put 13,846 directory reads before the first frame of an Info.plist in a /tmp of 4,500 folders (70 ms of system
    /// time, 3× the whole `render` of a 200,000-character purpose); an app's folder has a handful (`Resources/`).
    static let stringsSubfolderLimit = 64

    /// `<lang>.lproj/InfoPlist.strings` regular files (or links to one) in `folder` and in its direct subfolders
    /// (e.g. `Resources/`, `LocalizedStrings/`) that are not apps themselves; the nearer file wins when a language
    /// appears twice. The subfolders are looked into only when there are at most `stringsSubfolderLimit` of them.
    public static func stringsFiles(near folder: String) -> [String: String] {
        var result: [String: String] = [:]
        let entries = DirectoryListing.names(in: folder)?.sorted() ?? []
        var subfolders: [String] = []
        for entry in entries where !entry.hasPrefix(".") {
            let full = PathText.join(folder, entry)
            guard isDirectory(full) else { continue }
            if entry.hasSuffix(".lproj") {
                let strings = PathText.join(full, "InfoPlist.strings")
                if isRegularFile(strings) { result[String(entry.dropLast(".lproj".count))] = strings }
            } else if !skip(entry) {
                subfolders.append(full)
            }
        }
        guard subfolders.count <= stringsSubfolderLimit else { return result }
        for subfolder in subfolders {
            let inner = DirectoryListing.names(in: subfolder)?.sorted() ?? []
            // A subfolder with its own Info.plist is another app (e.g. a folder of sample apps).
            guard !inner.contains(where: { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }) else { continue }
            for entry in inner where entry.hasSuffix(".lproj") {
                let language = String(entry.dropLast(".lproj".count))
                let strings = PathText.join(PathText.join(subfolder, entry), "InfoPlist.strings")
                if result[language] == nil && isRegularFile(strings) { result[language] = strings }
            }
        }
        return result
    }

    /// What one search of a project folder found, and how much it looked at.
    struct InfoPlistSearch: Equatable {
        /// `Info.plist` and `*-Info.plist` regular files (or links to one), in the order found.
        var found: [String] = []
        /// Folder entries looked at (hidden ones included).
        var entriesListed = 0
        /// Folders listed (the searched folder included).
        var foldersListed = 0
        /// True when `entryLimit` entries were looked at before the search was done: `found` is incomplete.
        var stoppedAtLimit = false
    }

    /// Searches `folder` and its subfolders, `depth` levels down, breadth first, for Info.plist files.
    /// - A folder is listed once, however many links lead to it: folders are told apart by (device, inode),
    ///   so a folder of links to `.` or to its parent ends at once. A linked folder elsewhere is still searched;
    ///   breadth first, each folder is reached first by its shortest path, so a link never costs depth.
    /// - Only regular files (or links to one) are candidates: a FIFO or device named `*-Info.plist` is not
    ///   read (a FIFO would make each read wait for a writer).
    /// - At most `entryLimit` entries are looked at in all (`stoppedAtLimit` then says so).
    static func searchInfoPlists(in folder: String, depth: Int, entryLimit: Int = searchEntryLimit) -> InfoPlistSearch {
        var search = InfoPlistSearch()
        guard depth >= 0, let root = DirectoryListing.status(of: folder), root.kind == .directory else { return search }
        var visited: Set<DirectoryListing.Status.Identity> = [root.identity]
        var queue: [(path: String, depth: Int)] = [(folder, depth)]
        var next = 0
        while next < queue.count {
            let (current, remaining) = queue[next]
            next += 1
            guard let entries = DirectoryListing.names(in: current) else { continue }
            search.foldersListed += 1
            for entry in entries.sorted() {
                guard search.entriesListed < entryLimit else {
                    search.stoppedAtLimit = true
                    return search
                }
                search.entriesListed += 1
                guard !entry.hasPrefix("."), let status = DirectoryListing.status(of: PathText.join(current, entry)) else { continue }
                switch status.kind {
                case .directory:
                    if remaining > 0 && !skip(entry) && visited.insert(status.identity).inserted {
                        queue.append((PathText.join(current, entry), remaining - 1))
                    }
                case .regularFile:
                    if entry == "Info.plist" || entry.hasSuffix("-Info.plist") { search.found.append(PathText.join(current, entry)) }
                case .other:
                    continue
                }
            }
        }
        return search
    }

    static func skip(_ folderName: String) -> Bool {
        skippedFolders.contains(folderName) || skippedSuffixes.contains { folderName.hasSuffix($0) }
    }

    static func declaresLocationKeys(_ path: String) -> Bool {
        guard let data = try? AppLoader.readFile(path),
              let dictionary = try? AppLoader.parseInfoPlist(data, path: path) else { return false }
        return dictionary.keys.contains { $0.lowercased().hasPrefix("nslocation") }
    }

    static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Files found by looking in a folder (not named by the user) are read only when regular files, as the
    /// Info.plist search takes them: a FIFO named `InfoPlist.strings` would make every load wait 5 s for a
    /// writer (audit 24f D4); one named on the command line is still read.
    static func isRegularFile(_ path: String) -> Bool { DirectoryListing.isRegularFile(path) }

    static func isDirectory(_ path: String) -> Bool { DirectoryListing.isDirectory(path) }
}

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

    public static func locate(path: String) throws(AppLoadError) -> AppBundleLocation {
        // Plain system calls (`DirectoryListing`): this is on the way to the first frame (issue 15).
        guard DirectoryListing.exists(path) else {
            throw AppLoadError(path: path, message: "no such file or folder")
        }
        if !DirectoryListing.isDirectory(path) {
            let folder = PathText.folder(of: path)
            return AppBundleLocation(infoPlistPath: path, folderPath: nil,
                                     stringsFiles: stringsFiles(near: folder.isEmpty ? "." : folder), notes: [])
        }
        // A built bundle: `X.app/Info.plist` (iOS) or `X.app/Contents/Info.plist` (macOS).
        for direct in ["Info.plist", "Contents/Info.plist"] {
            let candidate = PathText.join(path, direct)
            if isFile(candidate) {
                let folder = PathText.folder(of: candidate)
                var strings = stringsFiles(near: folder)
                if strings.isEmpty { strings = stringsFiles(near: path) }
                return AppBundleLocation(infoPlistPath: candidate, folderPath: path, stringsFiles: strings, notes: [])
            }
        }
        let candidates = findInfoPlists(in: path, depth: searchDepth).sorted()
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

    /// `<lang>.lproj/InfoPlist.strings` in `folder` and in its direct subfolders (e.g. `Resources/`,
    /// `LocalizedStrings/`) that are not apps themselves; the nearer file wins when a language appears twice.
    public static func stringsFiles(near folder: String) -> [String: String] {
        var result: [String: String] = [:]
        let entries = DirectoryListing.names(in: folder)?.sorted() ?? []
        var subfolders: [String] = []
        for entry in entries where !entry.hasPrefix(".") {
            let full = PathText.join(folder, entry)
            guard isDirectory(full) else { continue }
            if entry.hasSuffix(".lproj") {
                let strings = PathText.join(full, "InfoPlist.strings")
                if isFile(strings) { result[String(entry.dropLast(".lproj".count))] = strings }
            } else if !skip(entry) && !containsInfoPlist(full) {
                // A subfolder with its own Info.plist is another app (e.g. a folder of sample apps).
                subfolders.append(full)
            }
        }
        for subfolder in subfolders {
            let inner = DirectoryListing.names(in: subfolder)?.sorted() ?? []
            for entry in inner where entry.hasSuffix(".lproj") {
                let language = String(entry.dropLast(".lproj".count))
                let strings = PathText.join(PathText.join(subfolder, entry), "InfoPlist.strings")
                if result[language] == nil && isFile(strings) { result[language] = strings }
            }
        }
        return result
    }

    static func findInfoPlists(in folder: String, depth: Int) -> [String] {
        guard depth >= 0, let entries = DirectoryListing.names(in: folder) else { return [] }
        var found: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let full = PathText.join(folder, entry)
            if isDirectory(full) {
                if !skip(entry) { found += findInfoPlists(in: full, depth: depth - 1) }
            } else if entry == "Info.plist" || entry.hasSuffix("-Info.plist") {
                found.append(full)
            }
        }
        return found
    }

    static func containsInfoPlist(_ folder: String) -> Bool {
        let entries = DirectoryListing.names(in: folder) ?? []
        return entries.contains { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }
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

    static func isFile(_ path: String) -> Bool { DirectoryListing.isFile(path) }

    static func isDirectory(_ path: String) -> Bool { DirectoryListing.isDirectory(path) }
}

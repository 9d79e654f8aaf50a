import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore

/// The disk half of app loading: find the files (`AppBundleLocator`), read their bytes, and hand them to
/// `AppLoader.build` in Core, which parses and decides without touching the file system.
extension AppLoader {
    /// Files bigger than this are not Info.plists.
    static let maximumFileSize = 16 * 1024 * 1024

    /// Loads with the language chosen by `language`, else the process's language variables.
    public static func load(path: String, language: String? = nil) throws(AppLoadError) -> LoadedApp {
        try load(path: path, language: language, environment: ProcessInfo.processInfo.environment)
    }

    /// Loads with an explicit environment (for tests and front ends that do not use the process's).
    public static func load(path: String, language: String?, environment: [String: String]) throws(AppLoadError) -> LoadedApp {
        let location = try AppBundleLocator.locate(path: path)
        let plist = try readFile(location.infoPlistPath)
        var strings: [String: Data] = [:]
        for (lproj, file) in location.stringsFiles.sorted(by: { $0.key < $1.key }) {
            strings[lproj] = try readFile(file)
        }
        return try build(location: location, infoPlist: plist, strings: strings, language: language, environment: environment)
    }

    /// Reads an Info.plist (XML or binary) whose root must be a dictionary.
    public static func readInfoPlist(at path: String) throws(AppLoadError) -> [String: Any] {
        try parseInfoPlist(readFile(path), path: path)
    }

    static func readFile(_ path: String) throws(AppLoadError) -> Data {
        // stat(2), not FileManager.attributesOfItem: that one also looks up the owner's user and group
        // names (reading /etc/passwd and /etc/group), which was most of the start-up time of the emulator.
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > maximumFileSize {
            throw AppLoadError(path: path, message: "the file is \(Int(info.st_size) / 1024 / 1024) MB, too big to be an Info.plist")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppLoadError(path: path, message: FileManager.default.fileExists(atPath: path)
                ? "cannot read the file (permission denied?)" : "no such file")
        }
        return data
    }
}

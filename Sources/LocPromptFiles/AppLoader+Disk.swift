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
    /// All of an app's `<lang>.lproj/InfoPlist.strings` files together (each is also at most `maximumFileSize`).
    /// A real app's hold a few kB each, in a few dozen languages; without a total, a folder of hundreds of
    /// `.lproj` links to one 16 MB file was read and parsed whole once per link (60 links: 1.9 GB, minutes).
    static let maximumStringsTotal = 16 * 1024 * 1024

    /// Loads with the language chosen by `language`, else the process's language variables.
    public static func load(path: String, language: String? = nil) throws(AppLoadError) -> LoadedApp {
        try load(path: path, language: language, environment: languageEnvironment())
    }

    /// The process's language variables (`AppLocalization.languageVariables`), read one by one:
    /// `ProcessInfo.environment` would copy the whole environment into a dictionary first, a tenth of a
    /// millisecond of the emulator's first frame (issue 15).
    static func languageEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in AppLocalization.languageVariables {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Loads with an explicit environment (for tests and front ends that do not use the process's).
    public static func load(path: String, language: String?, environment: [String: String]) throws(AppLoadError) -> LoadedApp {
        let location = try AppBundleLocator.locate(path: path)
        let plist = try readFile(location.infoPlistPath)
        var strings: [String: Data] = [:]
        var total = 0
        for (lproj, file) in location.stringsFiles.sorted(by: { $0.key < $1.key }) {
            let data = try readFile(file)
            total += data.count
            if total > maximumStringsTotal {
                throw AppLoadError(path: file, message: "the app's InfoPlist.strings files hold more than "
                    + "\(maximumStringsTotal / 1024 / 1024) MB together (\(strings.count + 1) files read, this one the last); "
                    + "a real app's hold a few kB each: is it the right folder?")
            }
            strings[lproj] = data
        }
        return try build(location: location, infoPlist: plist, strings: strings, language: language, environment: environment)
    }

    /// Reads an Info.plist (XML or binary) whose root must be a dictionary.
    public static func readInfoPlist(at path: String) throws(AppLoadError) -> [String: Any] {
        try parseInfoPlist(readFile(path), path: path)
    }

    /// The file's bytes through `InputFile` (regular files and FIFOs only, at most 16 MB, never blocking).
    static func readFile(_ path: String) throws(AppLoadError) -> Data {
        do {
            return try InputFile.read(path, limit: maximumFileSize)
        } catch {
            throw AppLoadError(path: path, message: error.reason)
        }
    }
}

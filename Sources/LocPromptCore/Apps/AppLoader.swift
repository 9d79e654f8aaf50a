import Foundation

/// An app loaded from disk: its profile plus what was noticed while loading it.
public struct LoadedApp: Sendable {
    public var profile: AppProfile
    /// The Info.plist that was read.
    public var infoPlistPath: String
    /// Notes for the user (e.g. an unexpanded `$(PRODUCT_NAME)` replaced by the file name).
    public var notes: [String]

    public init(profile: AppProfile, infoPlistPath: String, notes: [String] = []) {
        self.profile = profile
        self.infoPlistPath = infoPlistPath
        self.notes = notes
    }
}

/// A file that cannot be used as an app, with where the problem is.
public struct AppLoadError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int?
    public let message: String

    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`, one line.
    public var description: String {
        line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
    }
}

/// Loads apps from Info.plist files (XML or binary) and app/project folders.
/// FIRST CUT: plist files only; folders, localizations and name cleanup come with issue 4.
public enum AppLoader {
    public static func load(path: String, language: String? = nil) throws(AppLoadError) -> LoadedApp {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppLoadError(path: path, message: "cannot read the file")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw AppLoadError(path: path, message: "not a property list")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw AppLoadError(path: path, message: "the property list's root is not a dictionary")
        }
        let fileName = (path as NSString).lastPathComponent
        return LoadedApp(profile: AppProfile(infoPlist: dictionary, fallbackName: fileName), infoPlistPath: path)
    }
}

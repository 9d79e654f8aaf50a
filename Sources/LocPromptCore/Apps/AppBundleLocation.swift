/// Where an app's files are: the Info.plist to read and the `<lang>.lproj/InfoPlist.strings` files
/// that localize it (found by `AppBundleLocator` in `LocPromptFiles`; Core only takes the value).
public struct AppBundleLocation: Sendable, Equatable {
    public init(infoPlistPath: String, folderPath: String?, stringsFiles: [String: String], notes: [String]) {
        self.infoPlistPath = infoPlistPath
        self.folderPath = folderPath
        self.stringsFiles = stringsFiles
        self.notes = notes
    }

    /// The Info.plist that is read.
    public var infoPlistPath: String
    /// The folder the user named, when they named a folder.
    public var folderPath: String?
    /// lproj name (e.g. `fr`, `pt-BR`, `French`) → path of its `InfoPlist.strings`.
    public var stringsFiles: [String: String]
    /// Notes about the choice (e.g. other Info.plist files that were found and not used).
    public var notes: [String]
}

import LocPromptCore
import LocPromptFiles

/// `--app`, `--app-name`, `--purpose` and `--purpose-key` as plain values: what `AppOptions` decides, without the
/// parser's option types (a plain launch reads them directly, `QuickLaunch`).
struct AppArguments {
    var app: String?
    var appName: String?
    var purpose: String?
    var purposeKey: String?

    /// The app the options describe.
    enum Given {
        /// Read from an Info.plist, a bundle or a project folder.
        case file(LoadedApp, path: String)
        /// `--app-name NAME --purpose TEXT`.
        case described(AppProfile)

        var profile: AppProfile {
            switch self {
            case .file(let loaded, _): return loaded.profile
            case .described(let profile): return profile
            }
        }
    }

    func validate() throws {
        if app != nil, purpose != nil {
            throw CommandFailure("--purpose goes with --app-name; with --app the purposes come from the Info.plist")
        }
        if app == nil, appName != nil, purpose == nil {
            throw CommandFailure("--app-name needs --purpose TEXT (or --app PLIST, whose name it then replaces)")
        }
        if app == nil, purpose != nil, appName == nil {
            throw CommandFailure("--purpose needs --app-name NAME")
        }
    }

    /// True when any of the options is given.
    var isSet: Bool { app != nil || appName != nil || purpose != nil || purposeKey != nil }

    /// The app given, read in `language` (nil: the system language variables, then the development region);
    /// nil when no app option is given.
    func load(language: String?) throws -> Given? {
        if let app {
            var loaded: LoadedApp
            do {
                loaded = try AppLoader.load(path: app, language: language)
            } catch {
                throw CommandFailure(error.description)
            }
            if let appName { Self.rename(&loaded, to: appName) }
            return .file(loaded, path: app)
        }
        guard let appName, let purpose else { return nil }
        var usage: [UsageKey: String] = [:]
        for key in UsageKey.allCases { usage[key] = purpose }
        return .described(AppProfile(displayName: appName, usageDescriptions: usage,
                                     temporaryUsageDescriptions: [purposeKey ?? "Purpose": purpose]))
    }

    /// `--app-name` over an Info.plist's name (its notes about the name no longer apply).
    static func rename(_ loaded: inout LoadedApp, to name: String) {
        loaded.profile.displayName = name
        loaded.nameSource = .override
        loaded.notes.removeAll { $0.contains("--app-name") }
    }
}

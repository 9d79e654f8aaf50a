import LocPromptCore

/// An app the interface can switch to: a loaded Info.plist or a built-in profile. A sample app file is read
/// only when it is first shown, so the sample apps cost nothing on the way to the first frame.
public struct AppChoice: Hashable, Sendable {
    /// Where it came from, for the inspector (a path, or "built-in").
    public var origin: String
    private let source: ProfileSource
    /// Reads the app's texts for another device language (its `.lproj`), nil for an app that has one text only.
    private let localized: (@Sendable (DeviceLanguage) -> AppProfile)?

    public init(profile: AppProfile, origin: String,
                localized: (@Sendable (DeviceLanguage) -> AppProfile)? = nil) {
        self.origin = origin
        self.source = ProfileSource(profile)
        self.localized = localized
    }

    /// A choice whose profile `load` reads the first time it is needed.
    public init(origin: String, load: @escaping @Sendable () -> AppProfile,
                localized: (@Sendable (DeviceLanguage) -> AppProfile)? = nil) {
        self.origin = origin
        self.source = ProfileSource(load)
        self.localized = localized
    }

    public var profile: AppProfile { source.profile }

    /// The app as a device set to `language` shows it: its `.lproj` for that language, falling back as iOS does
    /// to the development region (issue 13 §4). An app without localizations is the same in every language.
    public func profile(in language: DeviceLanguage) -> AppProfile {
        localized?(language) ?? profile
    }

    /// True once the profile has been read (comparisons with a state use loaded choices first).
    public var isLoaded: Bool { source.isLoaded }

    public static func == (lhs: AppChoice, rhs: AppChoice) -> Bool {
        lhs.origin == rhs.origin && lhs.profile == rhs.profile
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(origin) }

    /// Built-in apps, used when no `--app` is given and no sample app file is found (and by the screen goldens).
    /// The first is the default app “Where Am I?”, the same profile as `Assets/Apps/WhereAmI.plist` (a test
    /// checks they are identical).
    public static let builtIn: [AppChoice] = [
        AppChoice(profile: whereAmI, origin: "built-in"),
        AppChoice(profile: AppProfile(
            displayName: "地図アプリ 🗺️",
            bundleIdentifier: "com.example.chizu",
            usageDescriptions: [.whenInUse: "現在地を地図に表示し、近くの場所を探すために使います。"]), origin: "built-in"),
        AppChoice(profile: AppProfile(
            displayName: "Forgetful",
            bundleIdentifier: "com.example.forgetful",
            usageDescriptions: [:]), origin: "built-in (no usage keys)"),
    ]
}

extension AppChoice {
    /// `Assets/Apps/WhereAmI.plist`, the default app, when that file cannot be found (a test keeps them equal).
    static let whereAmI: AppProfile = {
        var profile = AppProfile(
            displayName: "Where Am I?",
            bundleIdentifier: "com.example.whereami",
            usageDescriptions: [
                .whenInUse: "Your location is shown on the map and used to find places near you.",
                .alwaysAndWhenInUse: "Your location is used in the background to remind you of places you have saved.",
                .always: "Your location is used in the background to remind you of places you have saved.",
            ],
            temporaryUsageDescriptions: ["Navigation": "Precise location is needed for turn-by-turn directions."],
            backgroundLocation: true)
        profile.version = "1.0 (1)"
        return profile
    }()
}

/// A profile, read at most once. Used only from the interface's thread.
private final class ProfileSource: @unchecked Sendable {
    private var loaded: AppProfile?
    private let load: (@Sendable () -> AppProfile)?

    init(_ profile: AppProfile) {
        loaded = profile
        load = nil
    }

    init(_ load: @escaping @Sendable () -> AppProfile) {
        self.load = load
    }

    var isLoaded: Bool { loaded != nil }

    var profile: AppProfile {
        if let loaded { return loaded }
        let profile = load!()
        loaded = profile
        return profile
    }
}

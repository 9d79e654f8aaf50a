import LocPromptCore

/// An app the interface can switch to: a loaded Info.plist or a built-in profile.
public struct AppChoice: Hashable, Sendable {
    public var profile: AppProfile
    /// Where it came from, for the inspector (a path, or "built-in").
    public var origin: String

    public init(profile: AppProfile, origin: String) {
        self.profile = profile
        self.origin = origin
    }

    /// Built-in sample apps, used when no `--app` is given and no sample app file is found.
    public static let builtIn: [AppChoice] = [
        AppChoice(profile: AppProfile(
            displayName: "Where Am I?",
            bundleIdentifier: "com.example.whereami",
            usageDescriptions: [
                .whenInUse: "Your location is shown on the map and used to find places near you.",
                .alwaysAndWhenInUse: "Your location is used in the background to remind you of places you have saved.",
                .always: "Your location is used in the background to remind you of places you have saved.",
            ],
            temporaryUsageDescriptions: ["Navigation": "Precise location is needed for turn-by-turn directions."],
            backgroundLocation: true), origin: "built-in"),
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

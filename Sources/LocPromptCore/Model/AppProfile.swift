/// What the system knows about an app for location authorization: its name and the Info.plist keys
/// that gate and word the prompts. Loaded from a real Info.plist by `AppLoader`, or built inline.
public struct AppProfile: Hashable, Sendable {
    /// The name the system inserts into alert titles (`%@`).
    public var displayName: String
    public var bundleIdentifier: String?
    /// Usage-description keys that are present, with their (possibly empty) values.
    public var usageDescriptions: [UsageKey: String]
    /// `NSLocationTemporaryUsageDescriptionDictionary`: purpose key → text [S6].
    public var temporaryUsageDescriptions: [String: String]
    /// `NSLocationDefaultAccuracyReduced` [S7].
    public var defaultAccuracyReduced: Bool
    /// `UIBackgroundModes` contains `location`: the app can run a background location session.
    public var backgroundLocation: Bool
    /// `NSLocationRequireExplicitServiceSession` (iOS 18+): iterating live updates or monitor events does not
    /// act as an implicit service session [S209][S212].
    public var requireExplicitServiceSession: Bool = false
    /// The app is an App Clip (its Info.plist has `NSAppClip`, or a scenario says `appClip: true`): it cannot
    /// request Always, and its When In Use resets at 4:00 a.m. the next day [S130][S125].
    public var isAppClip: Bool = false
    /// `CFBundleShortVersionString`, with `CFBundleVersion` (the build) in parentheses when the plist has it,
    /// e.g. `2.1 (45)`; nil when it has neither. Shown in reports; no rule depends on it.
    public var version: String?

    public init(
        displayName: String,
        bundleIdentifier: String? = nil,
        usageDescriptions: [UsageKey: String] = [:],
        temporaryUsageDescriptions: [String: String] = [:],
        defaultAccuracyReduced: Bool = false,
        backgroundLocation: Bool = false
    ) {
        self.displayName = displayName
        self.bundleIdentifier = bundleIdentifier
        self.usageDescriptions = usageDescriptions
        self.temporaryUsageDescriptions = temporaryUsageDescriptions
        self.defaultAccuracyReduced = defaultAccuracyReduced
        self.backgroundLocation = backgroundLocation
    }

    public func has(_ key: UsageKey) -> Bool { usageDescriptions[key] != nil }
    public func purpose(_ key: UsageKey) -> String? { usageDescriptions[key] }
}

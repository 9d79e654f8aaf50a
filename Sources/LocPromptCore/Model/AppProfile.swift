/// What the system knows about an app for location authorization: its name and the Info.plist keys
/// that gate and word the prompts. Loaded from a real Info.plist by `AppLoader`, or built inline.
public struct AppProfile: Hashable, Sendable {
    /// The name the system inserts into alert titles (`%@`), at most `maximumDisplayNameLength` characters: a
    /// longer one (an Info.plist's, `--app-name`'s or a scenario's) keeps its first 199 and `…`.
    public var displayName: String {
        didSet { displayName = Self.capped(displayName) }
    }
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
    /// `NSWidgetWantsLocation` as the Info.plist gives it, nil when it does not. Apple puts the key in the widget
    /// extension's Info.plist [S63]; a scenario gives one Info.plist for the app and its extensions, so an explicit
    /// `false` there says the app's widgets do not use location (audit 24a D1), and no key says nothing.
    public var widgetWantsLocation: Bool? = nil
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
        self.displayName = Self.capped(displayName)
        self.bundleIdentifier = bundleIdentifier
        self.usageDescriptions = usageDescriptions
        self.temporaryUsageDescriptions = temporaryUsageDescriptions
        self.defaultAccuracyReduced = defaultAccuracyReduced
        self.backgroundLocation = backgroundLocation
    }

    /// The most characters an app's name keeps. Every frame of the emulator draws the name (the alert's title,
    /// the status bar, the log), and measuring, wrapping and neutralising it cost in proportion to its length: a
    /// 5 MB CFBundleDisplayName took about 2.5 s per key in a debug build. A real name is a few words (the App
    /// Store allows 30 characters; the home screen shows about 12), and an alert shows no more of a long one than
    /// fits its title (`AlertView`), so the name is cut once, when it is set, and drawing costs the same for any.
    public static let maximumDisplayNameLength = 200

    /// `name`, or its first `maximumDisplayNameLength - 1` characters and `…` when it is longer. Only the first
    /// 201 characters are looked at, so a 5 MB name is cut without being counted.
    public static func capped(_ name: String) -> String {
        guard let end = name.index(name.startIndex, offsetBy: maximumDisplayNameLength, limitedBy: name.endIndex),
              end < name.endIndex else { return name }
        return String(name[..<name.index(name.startIndex, offsetBy: maximumDisplayNameLength - 1)]) + "…"
    }

    public func has(_ key: UsageKey) -> Bool { usageDescriptions[key] != nil }
    public func purpose(_ key: UsageKey) -> String? { usageDescriptions[key] }
}

/// The Info.plist keys that gate location authorization (reference §3 "Required keys").
public enum UsageKey: String, CaseIterable, Sendable, Hashable, Codable {
    /// Needed for every When In Use request on iOS 8+ [S2][S3].
    case whenInUse = "NSLocationWhenInUseUsageDescription"
    /// iOS 11+ SDK: needed (with the When In Use key) for Always requests; the message of the Always prompts [S13][S17][S48].
    case alwaysAndWhenInUse = "NSLocationAlwaysAndWhenInUseUsageDescription"
    /// iOS 8–10: needed for Always requests; kept on iOS 11+ only to support iOS ≤10 [S15][S17].
    case always = "NSLocationAlwaysUsageDescription"
    /// macOS key; ignored for prompting on iOS 8+ [S3][S13][S47].
    case legacy = "NSLocationUsageDescription"

    public var key: String { rawValue }
}

/// The other location-related Info.plist keys that locprompt reads.
public enum LocationInfoKey {
    public static let temporaryUsageDescriptionDictionary = "NSLocationTemporaryUsageDescriptionDictionary"
    public static let defaultAccuracyReduced = "NSLocationDefaultAccuracyReduced"
    public static let backgroundModes = "UIBackgroundModes"
    /// iOS 18+: no implicit service sessions; live updates and monitor events need an explicit `CLServiceSession` [S209][S212].
    public static let requireExplicitServiceSession = "NSLocationRequireExplicitServiceSession"
    /// iOS 14+: a widget extension that uses location sets this to true [S63].
    public static let widgetWantsLocation = "NSWidgetWantsLocation"
}

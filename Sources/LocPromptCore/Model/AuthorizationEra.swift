/// The behavioural era of the authorization model. Each OS band of each platform maps to one era; the
/// engine's rules ask the era, never the raw version number, what the system does.
///
/// iOS eras follow reference §1.1 bands A–F; other platforms map to the iOS era of the same year
/// (reference §1.2; where that mapping is not documented the band is marked unverified).
public enum AuthorizationEra: Int, Comparable, Sendable, Hashable, CaseIterable, Codable {
    /// iOS 8–10 (band A): two-button alerts, `NSLocationAlwaysUsageDescription` for Always.
    case ios8 = 8
    /// iOS 11–12 (band B): three-option Always alert; Always needs both iOS 11 keys [S17].
    case ios11 = 11
    /// iOS 13.0–13.3 (band C): Allow Once, provisional Always, deferred second prompt,
    /// no upgrade alert from When In Use (provisional instead) [S18][S19].
    case ios13_0 = 130
    /// iOS 13.4–13.7 (band D): the upgrade alert appears immediately [S1][S19].
    case ios13_4 = 134
    /// iOS 14–17 (band E): Precise switch, accuracy authorization, temporary full accuracy,
    /// `locationManagerDidChangeAuthorization(_:)` [S13][S19].
    case ios14 = 140
    /// iOS 18+ (band F): no prompt change found [S30]; CLServiceSession exists (not modelled).
    case ios18 = 180

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Allow Once (temporary When In Use) exists from iOS 13 [S18].
    public var hasAllowOnce: Bool { self >= .ios13_0 }
    /// Provisional Always and its deferred second prompt exist from iOS 13 [S1][S18].
    public var hasProvisionalAlways: Bool { self >= .ios13_0 }
    /// Accuracy authorization and the Precise switch exist from iOS 14 [S13][S19].
    public var hasAccuracyAuthorization: Bool { self >= .ios14 }
    /// `locationManagerDidChangeAuthorization(_:)` replaces `locationManager(_:didChangeAuthorization:)` in iOS 14 [S5][S13].
    public var usesModernAuthorizationCallback: Bool { self >= .ios14 }
    /// iOS 11+ SDK keys: Always needs `NSLocationAlwaysAndWhenInUseUsageDescription` and the When In Use key [S13][S17].
    public var alwaysNeedsCombinedKey: Bool { self >= .ios11 }
    /// The periodic background-use reminder exists from iOS 8 [S120][S122]; iOS 13 added its map and new wording [S26][S27].
    public var hasBackgroundReminder: Bool { self >= .ios8 }
}

/// Which Info.plist keys a request needs before the system shows its alert (reference §3 "Required keys",
/// §1.2 macOS, §6 D10). Without them "authorization requests fail immediately": no alert [S3][S13][S24].
///
/// The one place these rules live: the engine's requests (Engine+Requests.swift), the catalog (`render`)
/// and `check` all ask here. `KeyRequirementsTests` drives the engine on every band with every combination of keys.
public enum KeyRequirements {
    /// When In Use: `NSLocationWhenInUseUsageDescription`; on macOS `NSLocationUsageDescription` or it (D10:
    /// rule `macos-when-in-use-key-accepted`).
    public static func hasWhenInUseKey(_ app: AppProfile, platform: Platform) -> Bool {
        if platform == .macOS { return app.has(.legacy) || app.has(.whenInUse) }
        return app.has(.whenInUse)
    }

    /// macOS, an app with `NSLocationWhenInUseUsageDescription` but no `NSLocationUsageDescription`: its alert
    /// shows only because locprompt accepts the When In Use key in place of the one Apple says "is required if your
    /// macOS app uses APIs that access the user’s location information" [S61]. One second-hand experiment saw the
    /// prompt without it [S47], so the sources conflict (reference §6 D10): an emulator decision, which the engine
    /// cites and `check` warns about (rule `macos-when-in-use-key-accepted`).
    public static func whenInUseKeyStandsInForMacOSKey(_ app: AppProfile, platform: Platform) -> Bool {
        platform == .macOS && !app.has(.legacy) && app.has(.whenInUse)
    }

    /// Always: iOS 8–10 `NSLocationAlwaysUsageDescription` [S15]; iOS 11+ both the combined and the When In Use key [S13][S17].
    public static func hasAlwaysKeys(_ app: AppProfile, era: AuthorizationEra) -> Bool {
        era.alwaysNeedsCombinedKey ? app.has(.alwaysAndWhenInUse) && app.has(.whenInUse) : app.has(.always)
    }

    /// The keys to name when the When In Use key is missing (empty when the request can prompt).
    public static func missingWhenInUseKeys(_ app: AppProfile, platform: Platform) -> [UsageKey] {
        if hasWhenInUseKey(app, platform: platform) { return [] }
        return platform == .macOS ? [.legacy, .whenInUse] : [.whenInUse]
    }

    /// The keys an Always request lacks (empty when it can prompt).
    public static func missingAlwaysKeys(_ app: AppProfile, era: AuthorizationEra) -> [UsageKey] {
        let needed: [UsageKey] = era.alwaysNeedsCombinedKey ? [.alwaysAndWhenInUse, .whenInUse] : [.always]
        return needed.filter { !app.has($0) }
    }

    /// The usage keys Core Location reads on `os`: those that an alert existing on its band may need
    /// (`missingKeys(for:)` for an app without any). The others are never consulted there, present or not:
    /// `NSLocationUsageDescription` off macOS [S3][S13], `NSLocationAlwaysUsageDescription` from iOS 11 [S17],
    /// the Always keys where Always is not offered (tvOS, visionOS, macOS) [S4][S1].
    public static func keysRead(on os: DeviceOS) -> Set<UsageKey> {
        missingKeys(os: os, app: AppProfile(displayName: "", bundleIdentifier: "", usageDescriptions: [:]))
    }

    /// The keys whose absence keeps some alert of `os` from appearing for `app` (an either-or pair, as on macOS,
    /// is not missing while one of the two is there).
    public static func missingKeys(os: DeviceOS, app: AppProfile) -> Set<UsageKey> {
        // Every alert that needs a key needs those of one of the two requests (`missingKeys(for:)`): the When In Use
        // alert's, or the Always request's (also the upgrade, deferred and reminder alerts), where the band has an
        // Always alert. Two kinds, not all of them: the inspector asks at every frame.
        var missing = Set(missingKeys(for: .whenInUse, os: os, app: app))
        if PromptCatalog.entry(kind: .always, band: os.band) != nil {
            missing.formUnion(missingKeys(for: .always, os: os, app: app))
        }
        return missing
    }

    /// The keys the app lacks for an alert of `kind` to appear on `os` (empty when nothing is missing).
    /// The deferred prompt and the background reminder follow an Always request, so they need its keys.
    /// The Location Services and widget alerts need no usage key; temporary full accuracy needs a purpose
    /// key, checked separately.
    public static func missingKeys(for kind: PromptKind, os: DeviceOS, app: AppProfile) -> [UsageKey] {
        switch kind {
        case .whenInUse:
            return missingWhenInUseKeys(app, platform: os.platform)
        case .always where os.platform == .macOS || os.platform == .visionOS:
            // The engine turns the Always request into a When In Use request there (§1.2).
            return missingWhenInUseKeys(app, platform: os.platform)
        case .always, .upgrade, .deferredAlways, .backgroundReminder:
            return missingAlwaysKeys(app, era: os.era)
        case .temporaryFullAccuracy, .locationServicesOff, .widget:
            return []
        case .locationButton:
            // No source ties the location button to a usage key (S37, S123): none is required here.
            return []
        }
    }
}

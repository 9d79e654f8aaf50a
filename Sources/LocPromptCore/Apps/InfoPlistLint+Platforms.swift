/// `check` findings that depend on the platforms of the bands checked: which usage key each platform reads
/// (audit 17 K1, K2). `AppCheck.run` adds them to the load-time findings, which know no platform.
extension InfoPlistLint {
    /// `platforms`: those of the bands checked (none: no finding).
    public static func platformFindings(app: AppProfile, file: String, platforms: Set<Platform>) -> [AppFinding] {
        var out: [AppFinding] = []
        // NSLocationUsageDescription is the macOS key; iOS 8+ ignores it for prompting [S3][S13][S47], and so do the
        // iOS rules locprompt applies on watchOS, tvOS and visionOS. Said only when such a band is checked: for a
        // macOS-only check it is the right key (audit 17 K2).
        if app.has(.legacy) && platforms.contains(where: { $0 != .macOS }) {
            out.append(AppFinding(app.has(.whenInUse) ? .info : .warning, .ignoredOnIOS, key: UsageKey.legacy.key,
                message: "NSLocationUsageDescription is the macOS key (and the pre-iOS 8 one); iOS 8+ ignores it for prompting"
                    + (app.has(.whenInUse) ? "." : ", so on iOS 11+ every request needs NSLocationWhenInUseUsageDescription instead; "
                        + "on iOS 8–10 requestWhenInUseAuthorization() needs it and requestAlwaysAuthorization() needs NSLocationAlwaysUsageDescription."),
                file: file, sources: ["S3", "S13", "S47"]))
        }
        // macOS without NSLocationUsageDescription, prompted only thanks to the When In Use key: Apple calls the macOS
        // key required [S61]; one second-hand experiment saw the prompt without it [S47] (§6 D10; audit 17 K1).
        if platforms.contains(.macOS) && KeyRequirements.whenInUseKeyStandsInForMacOSKey(app, platform: .macOS) {
            out.append(AppFinding(.warning, .macOSKeyMissing, key: UsageKey.legacy.key,
                message: "NSLocationUsageDescription is missing. Apple: “This key is required if your macOS app uses APIs that access the user’s location information.” "
                    + "locprompt accepts NSLocationWhenInUseUsageDescription instead on macOS and shows the alert with its text "
                    + "(rule macos-when-in-use-key-accepted: the sources conflict, one second-hand experiment saw the prompt without the key; not verified on a Mac). "
                    + "Add NSLocationUsageDescription for the Mac.",
                file: file, sources: ["S61", "S62", "S47"]))
        }
        return out
    }
}

/// Rules of the alerts the catalog added in issue 13 §1: the reminder before iOS 13, CLLocationButton,
/// App Clips. Listed at the end of `RuleRegistry.fidelity`; sources in `Bibliography+Catalog.swift`.
extension Rule {
    public static let backgroundReminderBefore13 = Rule(
        id: "background-reminder-before-13",
        summary: "From iOS 8 to 12 the system reminds an Always app that it has been using location in the background (a few days after Always was granted, and only if the app used location in the background; locprompt shows it on demand): Continue keeps Always, Don’t Allow turns the app’s location off (Never); no map before iOS 13",
        reference: "WWDC 2014 706: \"the user will be asked to confirm a few days later and only if their Always authorization was exercised, that is the app did use location in the background\"; the alert reads \"Weather Has Been Using Your Location In The Background. Do You Want To Continue Allowing This?\" with \"the same usage description provided in the original request\". The buttons are second-hand (S121, S20); issue 13 §1; §1.1 case (e) (iOS 13 added the map and new wording)",
        sources: ["S53", "S120", "S122", "S121", "S20"])
    /// Which rule explains the answer of an alert whose outcome is specific to its kind (nil: the generic button rules).
    static func answerRule(for kind: PromptKind, era: AuthorizationEra) -> Rule? {
        switch kind {
        case .backgroundReminder where !era.hasAllowOnce: return .backgroundReminderBefore13
        case .locationButton: return .locationButton
        default: return nil
        }
    }

    /// Which rule explains an answer that changes nothing.
    static func keepRule(for kind: PromptKind, era: AuthorizationEra) -> Rule {
        switch kind {
        case .locationButton: return .locationButtonDecline
        default: return answerRule(for: kind, era: era) ?? .buttonOutcome
        }
    }

    public static let locationButton = Rule(
        id: "location-button",
        summary: "On iOS 15+ the first tap on the app’s CLLocationButton asks the person to confirm; agreeing grants one-time When In Use like Allow Once, and later taps grant it with no alert",
        reference: "§1.3 CLLocationButton; Apple CLLocationButton / LocationButton", sources: ["S37", "S123", "S124"])
    public static let locationButtonDecline = Rule(
        id: "location-button-decline",
        summary: "Declining the location button’s confirmation changes nothing and calls nothing; the next tap asks again (not documented)",
        reference: "locprompt decision: Apple describes only the agreeing answer", sources: ["S37"], documented: false)
    public static let locationButtonDeniedUnknown = Rule(
        id: "location-button-after-never",
        summary: "Whether the location button grants access to an app set to Never (denied) or restricted is not documented: locprompt changes nothing",
        reference: "locprompt decision; §7 (not confirmed)", sources: ["S37", "S123"], documented: false)
}

extension Rule {
    public static let watchOSPromptOnPhone = Rule(
        id: "watchos-prompt-on-phone",
        summary: "Before watchOS 4 a watch app's authorization request is shown on the paired iPhone (iOS 9–10 wording); the watch only says a prompt is waiting there",
        reference: "§1.2 watchOS", sources: ["S17"])
    public static let appClipNoAlways = Rule(
        id: "app-clip-no-always",
        summary: "An App Clip cannot request Always (continuous) location access: requestAlwaysAuthorization() does nothing (App Store processing rejects the call)",
        reference: "§3 App Clips / widgets; Apple “Choosing the right functionality for your App Clip”", sources: ["S130", "S125", "S19"])
    public static let appClipNoBackground = Rule(
        id: "app-clip-no-background",
        summary: "App Clips can't perform background activity: even with UIBackgroundModes location, an App Clip's location updates get no background session, no indicator and no delivery once it leaves use, and its CLBackgroundActivitySession keeps nothing in use in the background",
        reference: "§3 App Clips / widgets; Apple “Choosing the right functionality for your App Clip” (“Functionality enabled by the Background Modes capability”)",
        sources: ["S132", "S130", "S207", "S210"], range: .iOS(from: OSVersion(14)))
    public static let appClipWhenInUseUntilTomorrow = Rule(
        id: "app-clip-when-in-use-until-tomorrow",
        summary: "An App Clip's When In Use resets automatically at 4:00 a.m. the next day (“while using until tomorrow”): the next 4:00 a.m. on the virtual clock, which starts at 9:41 (a grant between midnight and 4:00 a.m. resets at that night's 4:00: locprompt's reading of an ambiguous sentence)",
        reference: "§3 App Clips / widgets; Apple “Choosing the right functionality for your App Clip”", sources: ["S130", "S19"])
}

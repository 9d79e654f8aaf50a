/// Rules of the alerts the catalog added in issue 13 §1: the reminder before iOS 13, CLLocationButton,
/// App Clips. Listed at the end of `RuleRegistry.fidelity`; sources in `Bibliography+Catalog.swift`.
extension Rule {
    public static let backgroundReminderBefore13 = Rule(
        id: "background-reminder-before-13",
        summary: "From iOS 8 to 12 the system reminds an Always app that has used location in the background (a location or location event reached it, or was queued for it, while it was not in the foreground, since Always was granted): Continue keeps Always, Don’t Allow turns the app’s location off (Never); no map before iOS 13. Without that background use the reminder does not come. Apple says “a few days later”: when, is the scenario’s choice (locprompt shows it on demand). Shown from iOS 8 to 12: the sources date it on iOS 8 only, and iOS 13 replaced it; that it ran unchanged through iOS 9–12 is locprompt's reading",
        reference: "WWDC 2014 706: \"the user will be asked to confirm a few days later and only if their Always authorization was exercised, that is the app did use location in the background\"; the alert reads \"Weather Has Been Using Your Location In The Background. Do You Want To Continue Allowing This?\" with \"the same usage description provided in the original request\". Which deliveries count as background use, and that the record ends when the app leaves Always (a new grant must be used again), are locprompt's reading; the buttons are second-hand (S121, S20); issue 13 §1; §1.1 case (e) (iOS 13 added the map and new wording)",
        sources: ["S53", "S120", "S122", "S121", "S20"], range: .iOS(from: OSVersion(8), through: OSVersion(12, 5)))
    /// The iOS 13+ reminder, with its map. No Apple source states its trigger: WWDC 2019 705 (S18) does not mention
    /// it, so its condition follows 706's (S53) and the alert's own words ("has used your location … in the
    /// background", the system's strings, S20): an emulator decision.
    public static let backgroundReminderFrom13 = Rule(
        id: "background-reminder-from-13",
        summary: "From iOS 13 the system reminds an Always app that has used location in the background, with a map of the places: “Always Allow” keeps Always, “Change to Only While Using” makes the app When In Use. locprompt shows it only to an app with permanent Always that has used location in the background since Always was granted (a location or location event reached it, or was queued for it, while it was not in the foreground); otherwise the step shows nothing. When it comes (Apple: periodically) is the scenario’s choice (locprompt shows it on demand)",
        reference: "§1.1 case (e). The alert's own text is the system's: “%@” has used your location N times in the background over the past N days / has been using your location in the background over the past 3 days (S20, CoreLocation's strings); Apple's documentation names it \"the location usage reminder alert\" (S5); the press describes it as shown when an app has been using location in the background (S27, S26, S46). No Apple source states the trigger (WWDC 2019 705, S18, does not mention the reminder): locprompt applies WWDC 2014 706's condition (S53, \"only if their Always authorization was exercised, that is the app did use location in the background\"), which the alert's wording presupposes",
        sources: ["S20", "S5", "S53", "S27", "S26", "S46"], documented: false, range: .iOS(from: OSVersion(13)))
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
        summary: "On iOS 15+ and watchOS 8+ the first tap on the app’s location button (CLLocationButton, iOS only; SwiftUI LocationButton, iOS and watchOS) asks the person to confirm; agreeing grants one-time When In Use like Allow Once, and later taps grant it with no alert. Before iOS 15 and watchOS 8, on macOS and tvOS, and for iPhone and iPad apps on visionOS (where the button ignores input) a tap does nothing",
        reference: "§1.3 CLLocationButton; Apple CLLocationButton, LocationButton (availability “iOS 15.0+, iPadOS 15.0+, Mac Catalyst 15.0+, watchOS 8.0+”), HIG Privacy › Location button (“In iOS, iPadOS, and watchOS, Core Location provides a button”). The watch's confirmation is assumed to behave as the phone's: the LocationButton page describes one behaviour for all its platforms",
        sources: ["S37", "S123", "S67", "S124"])
    public static let locationButtonDecline = Rule(
        id: "location-button-decline",
        summary: "Declining the location button’s confirmation changes nothing and calls nothing; the next tap asks again (not documented)",
        reference: "locprompt decision: Apple describes only the agreeing answer", sources: ["S37"], documented: false)
    /// Audit 18 WWDC D4: WWDC 2021 10102 [S71] documents the denied case.
    public static let locationButtonAfterNever = Rule(
        id: "location-button-after-never",
        summary: "On iOS 15+ and watchOS 8+ a tap on the location button of an app the person set to Don’t Allow / Never shows the button’s introduction alert again (even if the button was approved before): agreeing moves the app back to notDetermined (Settings: Ask Next Time Or When I Share), approves the button and, as a first tap does, grants one-time When In Use (that last part is locprompt’s reading: Apple says only “move your app back to NotDetermined and use Location Button going on forward”); declining changes nothing (the app stays denied, the next tap asks again)",
        reference: "WWDC 2021 10102 “Meet the Location Button”: “If someone, who has chosen \"Don't Allow\" authorization on your app in the past taps our new Location Button, they will see this button introduction prompt and have the opportunity to move your app back to NotDetermined and use Location Button going on forward.” The delegate hears the change to authorizedWhenInUse, as after a first tap; audit 18 WWDC D4",
        sources: ["S71", "S37", "S123"])
    public static let locationButtonRestricted = Rule(
        id: "location-button-restricted",
        summary: "Whether the location button grants access to a restricted app, or to any app while Location Services is off, is not documented: locprompt changes nothing",
        reference: "locprompt decision; §7 (not confirmed). WWDC 2021 10102 (S71) speaks only of an app the person set to Don’t Allow (rule location-button-after-never)",
        sources: ["S71", "S37", "S123"], documented: false)
}

extension Rule {
    public static let watchOSPromptOnPhone = Rule(
        id: "watchos-prompt-on-phone",
        summary: "Before watchOS 4 a watch app's authorization request is shown on the paired iPhone (iOS 9–10 wording), where it must be answered; the watch shows a notice sending the person there, with a Dismiss button that is not an answer (WWDC 2015 714). locprompt shows the iPhone's alert only: the watch's notice, whose wording no source quotes, is not drawn and cannot be dismissed in a scenario",
        reference: "§1.2 watchOS; WWDC 2015 714: \"The alert on Apple Watch says go look at your iPhone, you have a prompt to deal with there. But it has a dismiss button … It doesn't constitute an answer to the prompt question.\"; WWDC 2017 713: from watchOS 4 \"Core Location will support prompting for authorization directly on the watch itself\"", sources: ["S17", "S72"],
        range: RuleRange(platforms: [.watchOS], through: OSVersion(3, 2)))
    public static let appClipNoAlways = Rule(
        id: "app-clip-no-always",
        summary: "An App Clip cannot request Always (continuous) location access: requestAlwaysAuthorization() does nothing (App Store processing rejects the call), and a CLServiceSession(authorization: .always) asks for When In Use only (the When In Use alert from notDetermined, no upgrade alert later; locprompt's reading of the same sentence)",
        reference: "§3 App Clips / widgets; Apple “Choosing the right functionality for your App Clip”", sources: ["S130", "S125", "S19"])
    public static let appClipNoBackground = Rule(
        id: "app-clip-no-background",
        summary: "App Clips can't perform background activity: even with UIBackgroundModes location, an App Clip's location updates get no background session, no indicator and no delivery once it leaves use, and its CLBackgroundActivitySession keeps nothing in use in the background",
        reference: "§3 App Clips / widgets; Apple “Choosing the right functionality for your App Clip” (“Functionality enabled by the Background Modes capability”)",
        sources: ["S132", "S130", "S207", "S210"], range: .iOS(from: OSVersion(14)))
    public static let appClipWhenInUseUntilTomorrow = Rule(
        id: "app-clip-when-in-use-until-tomorrow",
        summary: "An App Clip's When In Use resets automatically at 4:00 a.m. the next day (“while using until tomorrow”), whether the alert or Settings granted it: the next 4:00 a.m. on the virtual clock, which starts at 9:41 (a grant between midnight and 4:00 a.m. resets at that night's 4:00: locprompt's reading of an ambiguous sentence)",
        reference: "§3 App Clips / widgets; Apple “Choosing the right functionality for your App Clip”; WWDC 2020 10660: App Clips see “While Using Until Tomorrow” “instead of While Using”, and “the authorization is automatically cleared the following morning after being granted” (a Settings grant too: research 24g Q9)", sources: ["S130", "S19"])
}

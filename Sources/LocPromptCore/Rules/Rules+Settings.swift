/// Rules of the Settings screen (audit 14): which apps Settings lists, and what the app's page shows. Listed in
/// `RuleRegistry.settings`; sources in `Bibliography+Settings.swift` (S290–S299) and the reference's S1–S52.
extension Rule {
    public static let settingsListsAppsThatAsked = Rule(
        id: "settings-lists-apps-that-asked",
        summary: "Settings › Location Services lists an app only once it has asked permission (a request reached its alert, and so any answer to it); until then the person cannot reach its row or Precise switch, and Reset Location & Privacy takes it off the list again (that a reset removes the app from the list is locprompt's reading of QA1906, which says only that apps return to not determined). A listed app back at notDetermined (Allow Once lapsed, Ask Next Time chosen) reads Ask Next Time; where Settings has no such row (iOS 8–12, macOS) a notDetermined app is not listed",
        reference: "Apple's privacy text, iOS 8/9 (quoted by a third party): an app \"won't appear on the list until it asks permission\"; how-to pages for iOS 12 and iOS 16+: Location Services shows the apps \"that have requested access\" to your location; §4.2 Reset Location & Privacy. That iOS 13+ keeps it is read from those pages: no Apple text says it changed",
        sources: ["S290", "S291", "S292", "S293", "S35"])
    public static let settingsUnlistedAppAppliedAsGrant = Rule(
        id: "settings-unlisted-app-applied-as-grant",
        summary: "A change to the app's row or Precise switch while Settings does not list the app (it has not asked; or it is notDetermined where Settings has no Ask Next Time row) is applied, not refused, as `xcrun simctl privacy grant` applies a setting to an app that never asked: it takes effect without a prompt, with the usual callbacks; Settings then has a record of the app, marked as granted without asking (not as asked), so it is listed from then on; and a console line says that on a device Settings would not list the app yet. Scenarios' settings: steps rely on it; the interactive Settings screen shows no row for an unlisted app",
        reference: "An emulator decision: on a device the person cannot reach an unlisted app's page, but a scenario's settings: step has always been applied on every version, as simctl's privacy grant (\"Grant access without prompting\") does on a Simulator. Which apps are listed follows settings-lists-apps-that-asked: Apple's privacy text, iOS 8/9 (quoted by a third party), an app \"won't appear on the list until it asks permission\"; how-to pages for iOS 12 and iOS 16+; §4.2 Reset Location & Privacy",
        sources: ["S290", "S291", "S292", "S293", "S35"], documented: false)
    public static let settingsPreciseHiddenWhenNever = Rule(
        id: "settings-precise-hidden-when-never",
        summary: "The app's Precise Location switch (iOS 14+) is on its Settings page only while its row is not Never, and is not on the Mac's list at all. A scripted Precise change (a scenario's settings: step) where the page has no switch is applied all the same, as before the page hid it, with a console line saying a person could not make it there",
        reference: "A recreation of the iOS Settings page draws the Precise Location section only when the choice is not Never (second-hand); no source shows a per-app Precise switch on the Mac",
        sources: ["S293", "S296"], documented: false)
    public static let settingsAppExplanation = Rule(
        id: "settings-app-explanation",
        summary: "The app's Settings page shows its purpose string under the choices as App explanation: “…”: the When In Use text from iOS 11, the only key the app declares before (When In Use first); which key Apple shows, and from which version, is locprompt's pick",
        reference: "WWDC 2014 706 says the pane did not show it \"in the current [inaudible]\" (most likely the beta seed) and that developers \"should prepare for this\": not whether the shipping iOS 8 showed it. Apple support (second-hand copy): \"apps should provide an explanation of how the app will use your location information\"; CoreLocation's LOCATION_CLIENT_PERMISSION_MESSAGE (\"App explanation for always: …  App explanation for while using: …\"); a recreation draws App explanation: “…” as the footer of the choices",
        sources: ["S294", "S295", "S20", "S293", "S53"], documented: false,
        range: RuleRange(platforms: [.iOS]))
    /// Audit 22f G: a step choosing Ask Next Time on iOS 8–12 was refused under settings-change.
    public static let settingsAskNextTimeFromIOS13 = Rule(
        id: "settings-ask-next-time-from-ios13",
        summary: "Settings offers Ask Next Time for an app only from iOS 13, which brought Allow Once; on iOS 8–12 the app's row has no such choice, so a step choosing it is refused (that iOS 13 Settings lists Ask Next Time is second-hand: a 2019 article, S28)",
        reference: "WWDC 2019 705: iOS 13 adds Allow Once; Location Permission in iOS 13: \"iOS 13 Settings offers Never, Ask Next Time, While Using the App and Always\"; no source shows the row before iOS 13",
        sources: ["S18", "S28"], documented: false,
        range: .iOS(from: OSVersion(8), through: OSVersion(12, 5)))
    public static let settingsMacAppCheckbox = Rule(
        id: "settings-macos-app-checkbox",
        summary: "On macOS the Location Services list has one row per app that allows it or not: checked (or, from macOS 13, on) is allowed (Always), unchecked (off) is Never; before macOS 13 the row is a checkbox (from 13 a switch: settings-macos-app-switch); the pane is Security & Privacy before macOS 13 and Privacy & Security from 13",
        reference: "Mac Help for macOS High Sierra (Swedish copy): select the checkbox next to the apps you want to allow, deselect it for those you want to stop; MacMost: only the apps with a checkmark have been granted location; Mac Megasite: from macOS 13 apps can only be enabled or disabled",
        sources: ["S351", "S296", "S4"],
        range: .only(.macOS))
    /// Session 26: the Mac's list drew a checkbox on every version; Mac Help's wording for macOS 13+ is a switch's.
    public static let settingsMacAppSwitch = Rule(
        id: "settings-macos-app-switch",
        summary: "From macOS 13 (System Settings) each app in the Location Services list has a switch instead of a checkbox: on is allowed (Always), off is Never, as the checkbox was; macOS 10.15–12 keep the checkbox. That the control is a switch is locprompt's reading of Apple's help wording, not a picture of the pane",
        reference: "Mac Help, Control access to your location (macOS 13+, read in its fr-ch copy; the English page is not stored): turn Location Services on or off for each app in the list, where the High Sierra page (sv-se copy) said to select or deselect the checkbox next to the app; Mac Megasite: apps can only be enabled or disabled",
        sources: ["S350", "S351", "S296"], documented: false,
        range: RuleRange(platforms: [.macOS], from: OSVersion(13)))
    /// Audit 24e friction 3: no Location Services list showed the app's row with its arrow.
    public static let settingsListArrow = Rule(
        id: "settings-list-arrow",
        summary: "From iOS 13 Settings › Location Services lists the app (once it asked) as a row with its choice and an arrow: purple while it used the location recently, gray when it used it in the past 24 hours, hollow when it might receive the location under certain conditions (locprompt: region monitoring or a CLMonitor), none otherwise. \"Recently\" is locprompt's reading, 15 minutes on the virtual clock (EngineState.recentlyUsedWindow), and a use outranks the hollow arrow (Apple does not say which wins). The list page shows the legend",
        reference: "Apple Support, About privacy and Location Services (quoted second-hand): a hollow arrow, an item \"might receive your location under certain conditions\"; purple, it \"has recently used your location\"; gray, it \"has used your location in the past 24 hours\"",
        sources: ["S323", "S290", "S292"], documented: false,
        range: .iOS(from: OSVersion(13)))
}

/// Session 26: the iPhone's turn-off confirmation was drawn on every platform as if each showed it.
extension Rule {
    public static let settingsTurnOffConfirmation = Rule(
        id: "settings-turn-off-confirmation",
        summary: "Turning Location Services off asks first, and acts only once confirmed: on iOS Settings asks Turn Off Location Services? (Turn Off, Cancel), its wording unverified. On macOS, watchOS, tvOS and visionOS no source shows what the device asks, if anything: locprompt keeps the iPhone's confirmation there as its own reading and marks it unsourced. Turning the switch back on acts at once",
        reference: "Reference §4.2: a confirmation is required on iOS, mentioning Find My's Lost Mode (exact wording not confirmed); a how-to: confirm by choosing Turn Off. Searched for the other platforms (session 26): Mac Help for macOS 10.13 (unlock the padlock, then deselect Enable Location Services) and macOS 13+ (turn Location Services off), the Apple TV User Guide (select Location Services to turn it on or off), a watchOS how-to (the master toggle) and the Apple Vision Pro User Guide (no Location Services page found): none mentions a confirmation",
        sources: ["S353", "S350", "S351", "S352", "S354"], documented: false)
}

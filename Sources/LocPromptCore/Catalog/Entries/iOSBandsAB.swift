/// iOS / iPadOS 8–10 (band A) and 11–12 (band B): reference §1.1, §2, §1.3; parts graded by `Evidence`.
extension PromptCatalog {
    static let iOSBandA: [CatalogEntry] = {
        let band = "ios-8-10"
        let t = CatalogText.self, b = CatalogButtons.self
        let early = EarlyVersions(before: OSVersion(10, 2), confidence: .medium,
                                  caveat: "iOS 8–10.1 text inferred from the scraped iOS 10.2/10.3 strings and older tests (§7.11)")
        let twoButtons = [Evidence(.buttons, .high, ["S21", "S23"], "scraped 10.2/10.3 strings and emulator comments"),
                          Evidence(.order, .high, ["S21", "S23"], "Don’t Allow left, Allow right in both")]
        return [
            CatalogEntry(.whenInUse, band, title: t.whenInUseA, message: .usageKey(.whenInUse),
                         buttons: b.dontAllowAllow, layout: .sideBySide, confidence: .high, sources: ["S21", "S23"],
                         note: "requestWhenInUseAuthorization() from notDetermined (§1.1 A a).", earlyVersions: early)
                .graded([Evidence(.title, .high, ["S21", "S23"], "10.2/10.3 strings; same text in 2016-era tests"),
                         Evidence(.message, .high, ["S2", "S17"], "the purpose string is the message")] + twoButtons),
            CatalogEntry(.always, band, title: t.alwaysA, message: .usageKey(.always),
                         buttons: b.dontAllowAllow, layout: .sideBySide, confidence: .high, sources: ["S21", "S23"],
                         note: "requestAlwaysAuthorization() from notDetermined; iOS 8–10 use NSLocationAlwaysUsageDescription (§1.1 A b, §3).",
                         earlyVersions: early)
                .graded([Evidence(.title, .high, ["S21", "S23"], "10.x strings; a UIAutomation-era test uses this title"),
                         Evidence(.message, .high, ["S15", "S17"], "iOS 8–10 read NSLocationAlwaysUsageDescription")] + twoButtons),
            CatalogEntry(.upgrade, band, title: t.upgradeAB, message: .usageKey(.always),
                         buttons: b.cancelAllow, layout: .sideBySide, confidence: .medium, sources: ["S21", "S23"],
                         caveats: ["Cancel | Allow from one emulator comment (reference M)",
                                   "iOS 10 only, and the iOS 10 header says the request does nothing once the status is determined (sources conflict, rule upgrade-prompt-ios10)"],
                         note: "iOS 10: requestAlwaysAuthorization() while authorizedWhenInUse; Cancel keeps When In Use with no callback (§1.1 A c, §2). On iOS 8–9 the request does nothing (rule no-upgrade-before-ios10).")
                .graded([Evidence(.title, .medium, ["S21"], "AutoMate’s pre-iOS 11 model"),
                         Evidence(.buttons, .medium, ["S23"], "one emulator comment: Allow / Cancel"),
                         Evidence(.order, .medium, ["S23"], "one emulator comment")]),
            backgroundReminderBefore13(band, key: .always),
            servicesOff(band),
        ]
    }()

    static let iOSBandB: [CatalogEntry] = {
        let band = "ios-11-12"
        let t = CatalogText.self, b = CatalogButtons.self
        return [
            CatalogEntry(.whenInUse, band, title: t.whenInUseB, message: .usageKey(.whenInUse),
                         buttons: b.dontAllowAllow, layout: .sideBySide, confidence: .high, sources: ["S21"],
                         note: "requestWhenInUseAuthorization() from notDetermined (§1.1 B a).")
                .graded([Evidence(.title, .high, ["S21", "S126"], "strings for 11.0, 12.0, 12.2 and UI tests with that title"),
                         Evidence(.buttons, .high, ["S21", "S23"], "Allow / Don’t Allow"),
                         Evidence(.order, .high, ["S21", "S23"], "as on iOS 8–10")]),
            CatalogEntry(.always, band, title: t.alwaysB, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.threeOptionB, layout: .stacked, confidence: .medium, sources: ["S22", "S300", "S161", "S21", "S17"],
                         note: "The three-option prompt of requestAlwaysAuthorization() from notDetermined; it uses the combined key (§1.1 B b, §6 D1). The title was disputed (§6 D4): AutoMate's “… even when you are not using the app?” is the system's separate LOCATION_CLIENT_PERMISSION_ALWAYS string (S20), which no recorded test shows on this alert.")
                .graded([Evidence(.title, .medium, ["S22", "S300", "S161"],
                                  "two recorded UI tests tap the three buttons under this title (S22, 2018; S300, 2019); DeviceAgent answers LOCATION_CLIENT_PERMISSION with the iOS 11–12 buttons (S161); test-tool data, not Apple's"),
                         Evidence(.message, .high, ["S17"], "“this prompt also uses that new combined UsageDescription key”"),
                         Evidence(.buttons, .high, ["S21", "S22", "S17"], "labels 11.0–12.2"),
                         Evidence(.order, .medium, ["S17"], "spoken order in WWDC 2017")]),
            CatalogEntry(.upgrade, band, title: t.upgradeAB, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.transitionB, layout: .stacked, confidence: .low, sources: ["S21", "S17"],
                         caveats: ["order of the two buttons (reference: L, §7.2)"],
                         note: "The transition prompt: requestAlwaysAuthorization() while authorizedWhenInUse (§1.1 B c, §2).")
                .graded([Evidence(.title, .high, ["S21", "S126"], "strings 11.0–12.2; a recorded UI test taps Always Allow on it"),
                         Evidence(.buttons, .medium, ["S21"], "typed as WhenInUseOnly + AlwaysAllow"),
                         Evidence(.order, .low, [], "no source shows the order (§7.2)")]),
            backgroundReminderBefore13(band, key: .alwaysAndWhenInUse),
            servicesOff(band),
        ]
    }()

    /// The background-use reminder before iOS 13: no map, “Continue” / “Don’t Allow” (rule `background-reminder-before-13`).
    /// iOS 8 introduced it: WWDC 2014 706 shows it, a few days after Always was granted and only if the app used
    /// location in the background, with the original request's usage description as its text [S53] (also [S120][S122]);
    /// the title is the system's `LOCATION_CLIENT_PERMISSION_REPROMPT` string (DeviceAgent's scans of the iOS 9.3 and
    /// 13.0 simulators' strings [S161]), which the session reads from its slide and one app's help text quotes, both in
    /// title case [S121]; the iOS 13 string table still holds bare `CONTINUE` = “Continue” and `DONT_ALLOW` = “Don’t
    /// Allow” keys [S20]. No Apple source names the buttons.
    static func backgroundReminderBefore13(_ band: String, key: UsageKey) -> CatalogEntry {
        // WWDC 2014 describes iOS 8: the message is the original request's usage description, on iOS 8–10 the Always
        // key; which key iOS 11–12 show is not sourced.
        let iOS8Era = key == .always
        return CatalogEntry(.backgroundReminder, band, title: CatalogText.reminderBefore13, message: .usageKey(key),
                     buttons: CatalogButtons.reminderBefore13, layout: .sideBySide, confidence: .low,
                     sources: ["S53", "S120", "S122", "S121", "S161", "S20"],
                     caveats: ["order and layout of the two buttons not shown by any source"]
                        + (iOS8Era ? [] : ["which purpose key is the message on iOS 11–12"]),
                     note: "The periodic reminder for an app with Always, iOS 8–12: a few days after Always was granted, and only if the app used location in the background (WWDC 2014 706); no map (iOS 13 added the map and the “over the past 3 days” wording). Continue keeps Always; Don’t Allow turns the app’s location off (Never).")
            .graded([Evidence(.title, .high, ["S53", "S161", "S121"],
                              "WWDC 2014 706 reads the iOS 8 alert from its slide (“Weather Has Been Using Your Location In The Background. Do You Want To Continue Allowing This?”); the system's string (CoreLocation LOCATION_CLIENT_PERMISSION_REPROMPT in DeviceAgent's iOS 9.3 and 13.0 scans) gives its spelling; one app's help text quotes it in title case"),
                     Evidence(.buttons, .medium, ["S121", "S20"], "Continue / Don’t Allow quoted once; both keys exist in the iOS 13 strings; WWDC 2014 706 does not name the buttons"),
                     Evidence(.order, .low, [], "no source shows the order"),
                     iOS8Era
                        ? Evidence(.message, .medium, ["S53"], "WWDC 2014 706: “the same usage description provided in the original request”, on iOS 8–10 the Always key (locprompt's reading)")
                        : Evidence(.message, .low, ["S53"], "WWDC 2014 706 gives the iOS 8 message (the original request's usage description); which key iOS 11–12 show is not sourced")])
    }

    /// §1.3 "Location Services globally off", shared by every iOS band.
    static func servicesOff(_ band: String) -> CatalogEntry {
        let dumped = band.hasPrefix("ios-13")
        let versionCaveat = dumped ? [] : ["text from an iOS 13.x string dump; assumed the same on this version"]
        return CatalogEntry(.locationServicesOff, band, title: CatalogText.servicesOff, message: .none,
                     buttons: CatalogButtons.servicesOff, layout: .sideBySide, confidence: .medium, sources: ["S20", "S10"],
                     caveats: versionCaveat + [
                               "order of the two buttons (Settings left, Cancel right) not shown by any source",
                               "side-by-side layout inferred (the reference lists the buttons, not their layout)"],
                     note: "Shown when an app starts a location service while Location Services is off; the trigger and the “at most twice” limit are M/L (§1.3, §7.10). No message is known.")
            .graded([Evidence(.title, dumped ? .high : .medium, ["S20"], dumped ? "the system’s own strings" : "iOS 13 strings, assumed for this version"),
                     Evidence(.buttons, .high, ["S20"], "LOCATION_DISABLED_SETTINGS / _CANCEL"),
                     Evidence(.order, .low, [], "no source shows which button is on the left; Settings | Cancel assumed"),
                     Evidence(.layout, .medium, ["S20"], "two short buttons: UIKit draws them side by side")])
    }
}

/// iOS / iPadOS 14–17 (band E) and 18+ (band F): reference §1.1, §2, §1.3; parts graded by `Evidence`.
extension PromptCatalog {
    static let iOSBandE: [CatalogEntry] = {
        let band = "ios-14-17"
        let t = CatalogText.self, b = CatalogButtons.self
        let precise = "label and place of the Precise switch (“Precise: On” is M; §7.6)"
        let firstParts = [
            Evidence(.title, .high, ["S20", "S126"], "the system’s strings; many UI tests (e.g. “Allow “Audio Tour” to use your location?”)"),
            Evidence(.buttons, .high, ["S20", "S126"], "the system’s strings; UI tests tap them by label"),
            Evidence(.order, .high, ["S155", "S156", "S45", "S50"], "Apple's Japanese and Korean HIG list the buttons from the top: Allow Once, Allow While Using App, Don’t Allow; two English transcriptions agree (§6 D5)"),
            Evidence(.extras, .medium, ["S19", "S32"], "map and switch H; the “Precise: On” label from one source"),
        ]
        return [
            CatalogEntry(.whenInUse, band, title: t.firstPrompt13, message: .usageKey(.whenInUse),
                         buttons: b.first14, layout: .stacked, extras: [.map, .preciseSwitch], confidence: .medium,
                         sources: ["S19", "S32", "S50", "S45", "S7"], caveats: [precise],
                         note: "requestWhenInUseAuthorization() from notDetermined, with a map preview and the Precise switch; with NSLocationDefaultAccuracyReduced the map is approximate and there is no Precise switch (§1.1 E a; WWDC 2020 10660).")
                .graded(firstParts + [Evidence(.message, .high, ["S2", "S7"], "NSLocationWhenInUseUsageDescription")]),
            CatalogEntry(.always, band, title: t.firstPrompt13, message: .usageKey(.whenInUse),
                         buttons: b.first14, layout: .stacked, extras: [.map, .preciseSwitch], confidence: .medium,
                         sources: ["S1", "S19", "S32", "S50", "S45"], caveats: [precise],
                         note: "requestAlwaysAuthorization() from notDetermined shows the When In Use alert (When In Use purpose string); Allow While Using App gives provisional Always, and the deferred prompt comes later (§1.1 E b).")
                .graded(firstParts + [Evidence(.message, .high, ["S1", "S14"], "the initial prompt uses the When In Use purpose string")]),
            CatalogEntry(.upgrade, band, title: t.alsoUse13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.keepOrChange, layout: .stacked, confidence: .medium, sources: ["S1", "S30", "S19", "S20"],
                         caveats: ["button order taken from the deferred prompt (M-H; §7.2)",
                                   "whether a map or Precise switch is shown (§7.6): none drawn"],
                         note: "requestAlwaysAuthorization() while authorizedWhenInUse (not via Allow Once) prompts at once (§1.1 E c). Message key per §6 D1.")
                .graded([Evidence(.title, .high, ["S20", "S30", "S126"], "strings; reported unchanged on iOS 26"),
                         Evidence(.buttons, .high, ["S1", "S30", "S126"], "Apple lists both options"),
                         Evidence(.order, .medium, ["S18"], "taken from the deferred prompt"),
                         Evidence(.extras, .medium, ["S30"], "no source mentions a map here")]),
            CatalogEntry(.deferredAlways, band, title: t.alsoUse13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.keepOrChange, layout: .stacked, confidence: .medium, sources: ["S1", "S20", "S18"],
                         caveats: ["whether a map or Precise switch is shown (§7.6): none drawn"],
                         note: "The deferred second prompt of provisional Always (§1.1 E d, as band C). Message key per §6 D1.")
                .graded([Evidence(.title, .high, ["S20", "S126"], "the system’s strings; UI tests"),
                         Evidence(.buttons, .high, ["S1", "S20"], "Apple lists both options"),
                         Evidence(.order, .high, ["S18"], "“a button at the bottom that does allow always”"),
                         Evidence(.extras, .medium, ["S1"], "Apple describes no map here")]),
            CatalogEntry(.backgroundReminder, band, title: t.reminder13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.reminder, layout: .stacked, extras: [.locationsMap], confidence: .low,
                         sources: ["S26", "S20", "S27"],
                         caveats: ["order of the two buttons (reference: M-L)",
                                   "which purpose key is the message (the reference says “the app’s purpose text”)"],
                         note: "As band C; no change found after iOS 13 (M) (§1.1 E e).")
                .graded(reminderEvidence, titleVariants: [t.reminder13Once, t.reminder13Counted]),
            CatalogEntry(.temporaryFullAccuracy, band, title: t.fullAccuracy, message: .temporaryPurpose,
                         buttons: b.fullAccuracy, layout: .stacked, confidence: .medium, sources: ["S13", "S6", "S31", "S161", "S171"],
                         caveats: ["the order of the two buttons from one transcription (S31)"],
                         note: "requestTemporaryFullAccuracyAuthorization(withPurposeKey:) with reduced accuracy; the message is the purpose key’s entry of NSLocationTemporaryUsageDescriptionDictionary (H). The title and both buttons are the system's strings (TEMPORARY_PRECISE_TITLE, _YES_BUTTON in DeviceAgent's iOS 14 scan; the title and _NO_BUTTON “Don’t Allow” in Apple's iOS 15 locationd.strings), the order M (§1.1 E f, §7.1 annotated).")
                .graded([Evidence(.title, .high, ["S31", "S161", "S171"],
                                  "a QA transcription and the system's string (LOCATION_CLIENT_PERMISSION_TEMPORARY_PRECISE_TITLE in DeviceAgent's iOS 14 scan and Apple's iOS 15 locationd.strings)"),
                         Evidence(.message, .high, ["S13", "S6"], "the purpose key’s entry"),
                         Evidence(.buttons, .high, ["S31", "S161", "S171"], "Allow Once is the system's TEMPORARY_PRECISE_YES_BUTTON (S161); Don’t Allow its TEMPORARY_PRECISE_NO_BUTTON in Apple's iOS 15 locationd.strings (S171), as one report has it (S31)"),
                         Evidence(.order, .medium, ["S31"], "one transcription lists Allow Once above Don’t Allow")]),
            servicesOff(band),
            CatalogEntry(.widget, band, title: t.widgetTitle, message: .fixed(t.widgetMessage),
                         buttons: b.widget, layout: .sideBySide, confidence: .medium, sources: ["S33", "S161", "S171"],
                         caveats: ["the button order (one article) and the side-by-side layout (unsourced): the system's strings give neither"],
                         note: "Shown when a location-using widget is added; the widget also needs NSWidgetWantsLocation (§1.3, §3). Title, message and buttons are the system's strings (INCIDENTAL_USE_MODE_TITLE, _PURPOSE, _YES_BUTTON, _NO_BUTTON in Apple's iOS 15 locationd.strings; the title and Allow also in DeviceAgent's iOS 14 scan); the message with Apple's final period, which the article's transcription leaves out; the order from one article.")
                .graded([Evidence(.title, .high, ["S161", "S171"], "the system's INCIDENTAL_USE_MODE_TITLE in DeviceAgent's iOS 14 scan and Apple's iOS 15 locationd.strings"),
                         Evidence(.message, .high, ["S171", "S33"], "the system's INCIDENTAL_USE_MODE_PURPOSE in Apple's iOS 15 locationd.strings, final period included; one article quotes it without the period"),
                         Evidence(.buttons, .high, ["S171", "S161", "S33"], "Allow / Don’t Allow: the system's INCIDENTAL_USE_MODE_YES_BUTTON and _NO_BUTTON (S171; Allow also S161); one article names both"),
                         Evidence(.order, .medium, ["S33"], "Allow before Don’t Allow, as one article lists them")]),
            locationButtonEntry(band),
        ]
    }()

    /// iOS 18+: no change to prompt wording found (M), the iOS 26 upgrade prompt is unchanged [S30]. iOS 27 (shipped
    /// September 2026 [S77]) falls in this band: session 19's search found no change to the alerts' texts or to
    /// location authorization in the 26 or 27 SDKs, and no source that shows an iOS 27 alert.
    static let iOSBandF: [CatalogEntry] = iOSBandE.map {
        $0.carried(to: "ios-18+", cap: .medium, addingSources: ["S30", "S77"],
                   caveat: "assumed unchanged since iOS 17 (reference M; §1.1 F); for iOS 27 no source shows the alert, and no change was found")
    }
}

/// iOS / iPadOS 13.0–13.3 (band C) and 13.4–13.7 (band D): reference §1.1, §2, §1.3; parts graded by `Evidence`.
extension PromptCatalog {
    static let iOSBandC: [CatalogEntry] = iOS13Entries(band: "ios-13.0-13.3")

    static let iOSBandD: [CatalogEntry] = {
        let band = "ios-13.4-13.7"
        var entries = iOS13Entries(band: band)
        entries.insert(
            CatalogEntry(.upgrade, band, title: CatalogText.alsoUse13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: CatalogButtons.keepOrChange, layout: .stacked, confidence: .medium, sources: ["S1", "S19", "S20", "S18"],
                         caveats: ["button order taken from the deferred prompt (M-H; §7.2)"],
                         note: "From iOS 13.4 requestAlwaysAuthorization() while authorizedWhenInUse prompts at once, with the deferred prompt’s title and buttons; Keep Only While Using changes nothing and calls nothing (§1.1 D c, §2). Message key per §6 D1.")
                .graded([Evidence(.title, .high, ["S20", "S126"], "the system’s strings; UI tests tap it"),
                         Evidence(.buttons, .high, ["S1", "S20", "S126"], "Apple lists both options"),
                         Evidence(.order, .medium, ["S18"], "taken from the deferred prompt, whose Change to Always Allow is at the bottom")]),
            at: 2)
        return entries
    }()

    /// The alerts bands C and D share (band D adds the immediate upgrade prompt). iOS 13.0–13.3 most likely
    /// still titles the first prompt with the iOS 12 wording (reference §1.1 band C note, DeviceAgent #380/#381
    /// [S127]); the 13.x string dump [S20] has the 13.4 wording, so band C's title is M.
    static func iOS13Entries(band: String) -> [CatalogEntry] {
        let t = CatalogText.self, b = CatalogButtons.self
        let early = band == "ios-13.0-13.3"
        let firstTitle = early ? t.accessLocation13_0 : t.firstPrompt13
        let firstTitleEvidence = early
            ? Evidence(.title, .medium, ["S127"], "13.0–13.2 simulator scans hold only “access your location”; the title changed in 13.4")
            : Evidence(.title, .high, ["S20", "S127", "S126"], "the system’s strings; DeviceAgent reports the change in 13.4")
        let firstCaveats = early
            ? ["title: iOS 13.0–13.3 most likely shows the iOS 12 “Allow “…” to access your location?”; “to use your location?” starts at 13.4 (§1.1 band C note)"]
            : []
        let firstParts = [firstTitleEvidence,
                          Evidence(.buttons, .high, ["S20", "S126"], "the system’s strings; UI tests tap them by label"),
                          Evidence(.order, .high, ["S18", "S131"], "WWDC 2019: Allow Once is “the middle button”, Don’t Allow “at the bottom”; the HIG figure agrees")]
        return [
            CatalogEntry(.whenInUse, band, title: firstTitle, message: .usageKey(.whenInUse),
                         buttons: b.first13, layout: .stacked, confidence: .medium, sources: ["S20", "S18", "S2"],
                         caveats: firstCaveats,
                         note: "requestWhenInUseAuthorization() from notDetermined. WWDC 2019 calls Allow Once “the middle button” and Don’t Allow “at the bottom” (§1.1 C a, §6 D5).")
                .graded(firstParts + [Evidence(.message, .high, ["S2", "S18"], "NSLocationWhenInUseUsageDescription")]),
            CatalogEntry(.always, band, title: firstTitle, message: .usageKey(.whenInUse),
                         buttons: b.first13, layout: .stacked, confidence: .medium, sources: ["S1", "S14", "S18", "S28", "S20"],
                         caveats: firstCaveats,
                         note: "requestAlwaysAuthorization() from notDetermined shows the same alert as When In Use, with the When In Use purpose string and no Always option; Allow While Using App gives provisional Always (§1.1 C b, §2).")
                .graded(firstParts + [Evidence(.message, .high, ["S14", "S28"], "“The initial prompt uses the purpose string from the NSLocationWhenInUseUsageDescription key”")]),
            // iOS 13.0–13.3: DeviceAgent's scans of the iOS 13.0 and 13.2 simulators (26fd14cd, c42388a9) hold only
            // “to also access your location even when …”; “to also use …” first appears in its 13.4 scan (b9d90bd3,
            // "Add alerts new in Xcode 11.4"), with “Allow “%@” to use your location?” [S161]. Audit 22c D1.
            CatalogEntry(.deferredAlways, band, title: early ? t.upgradeAB : t.alsoUse13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.keepOrChange, layout: .stacked, confidence: .medium,
                         sources: early ? ["S161", "S20", "S1", "S14", "S18"] : ["S20", "S1", "S14", "S18"],
                         caveats: early ? ["title: the 13.0 and 13.2 string scans hold only “to also access …”; 13.3 is read from 13.2 (the “also use” wording is in the 13.4 scan)"] : [],
                         note: "The deferred second prompt of provisional Always, shown later by the system (locprompt: on demand). Order: “a button at the bottom that does allow always”. Message key per §6 D1. A lock-screen variant (“Location Authorization Request”) exists as strings only (§1.1 C d′).")
                .graded([early ? Evidence(.title, .medium, ["S161"], "DeviceAgent's iOS 13.0 and 13.2 scans hold only “to also access …”; “to also use …” arrives in its 13.4 scan")
                               : Evidence(.title, .high, ["S20", "S126"], "the system’s strings; UI tests"),
                         Evidence(.buttons, .high, ["S20", "S1", "S126"], "Apple lists both options"),
                         Evidence(.order, .high, ["S18"], "“a button at the bottom that does allow always”")]),
            CatalogEntry(.backgroundReminder, band, title: t.reminder13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.reminder, layout: .stacked, extras: [.locationsMap], confidence: .low,
                         sources: ["S20", "S26", "S27", "S46"],
                         caveats: ["order of the two buttons (reference: M-L)",
                                   "which purpose key is the message (the reference says “the app’s purpose text”)"],
                         note: "Periodic reminder for apps with Always, with a map of the collected locations. Title: the fixed “has been using” variant (H); the other variants are “has used your location once in the background over the past 3 days” (H) and “N times … past N days” (M) (§1.1 C e).")
                .graded(reminderEvidence, titleVariants: [t.reminder13Once, t.reminder13Counted]),
            servicesOff(band),
        ]
    }

    /// The iOS 13+ reminder’s parts (bands C–F).
    static let reminderEvidence: [Evidence] = [
        Evidence(.title, .high, ["S20", "S26"], "the fixed variants are the system’s strings"),
        Evidence(.buttons, .high, ["S20", "S26", "S129"], "Change to Only While Using / Always Allow"),
        Evidence(.extras, .high, ["S27", "S26"], "a map of the locations used"),
        Evidence(.order, .low, ["S26", "S46"], "prose lists both orders; no screenshot text (reference M-L)"),
        Evidence(.message, .low, ["S27"], "“the app’s purpose text”: which key is not said"),
    ]
}

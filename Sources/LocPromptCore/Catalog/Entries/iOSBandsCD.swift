/// iOS / iPadOS 13.0–13.3 (band C) and 13.4–13.7 (band D): reference §1.1, §2, §1.3.
extension PromptCatalog {
    static let iOSBandC: [CatalogEntry] = iOS13Entries(band: "ios-13.0-13.3")

    static let iOSBandD: [CatalogEntry] = {
        let band = "ios-13.4-13.7"
        var entries = iOS13Entries(band: band)
        entries.insert(
            CatalogEntry(.upgrade, band, title: CatalogText.alsoUse13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: CatalogButtons.keepOrChange, layout: .stacked, confidence: .medium, sources: ["S1", "S19", "S20", "S18"],
                         caveats: ["button order taken from the deferred prompt (M-H; §7.2)"],
                         note: "From iOS 13.4 requestAlwaysAuthorization() while authorizedWhenInUse prompts at once, with the deferred prompt’s title and buttons; Keep Only While Using changes nothing and calls nothing (§1.1 D c, §2). Message key per §6 D1."),
            at: 2)
        return entries
    }()

    /// The alerts bands C and D share (band D adds the immediate upgrade prompt).
    static func iOS13Entries(band: String) -> [CatalogEntry] {
        let t = CatalogText.self, b = CatalogButtons.self
        return [
            CatalogEntry(.whenInUse, band, title: t.firstPrompt13, message: .usageKey(.whenInUse),
                         buttons: b.first13, layout: .stacked, confidence: .medium, sources: ["S20", "S18", "S2"],
                         note: "requestWhenInUseAuthorization() from notDetermined. Text H; order M-H: WWDC 2019 calls Allow Once “the middle button” and Don’t Allow “at the bottom” (§1.1 C a, §6 D5)."),
            CatalogEntry(.always, band, title: t.firstPrompt13, message: .usageKey(.whenInUse),
                         buttons: b.first13, layout: .stacked, confidence: .medium, sources: ["S1", "S14", "S18", "S28", "S20"],
                         note: "requestAlwaysAuthorization() from notDetermined shows the same alert as When In Use, with the When In Use purpose string and no Always option; Allow While Using App gives provisional Always (§1.1 C b, §2)."),
            CatalogEntry(.deferredAlways, band, title: t.alsoUse13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.keepOrChange, layout: .stacked, confidence: .medium, sources: ["S20", "S1", "S14", "S18"],
                         note: "The deferred second prompt of provisional Always, shown later by the system (locprompt: on demand). Text H; order M-H (“a button at the bottom that does allow always”). Message key per §6 D1. A lock-screen variant (“Location Authorization Request”) exists as strings only (§1.1 C d′)."),
            CatalogEntry(.backgroundReminder, band, title: t.reminder13, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.reminder, layout: .stacked, extras: [.locationsMap], confidence: .low,
                         sources: ["S20", "S26", "S27", "S46"],
                         caveats: ["order of the two buttons (reference: M-L)",
                                   "which purpose key is the message (the reference says “the app’s purpose text”)"],
                         note: "Periodic reminder for apps with Always, with a map of the collected locations. Title: the fixed “has been using” variant (H); the other variants are “has used your location once in the background over the past 3 days” (H) and “N times … past N days” (M) (§1.1 C e)."),
            servicesOff(band),
        ]
    }
}

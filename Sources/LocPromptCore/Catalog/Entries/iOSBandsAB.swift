/// iOS / iPadOS 8–10 (band A) and 11–12 (band B): reference §1.1, §2, §1.3.
extension PromptCatalog {
    static let iOSBandA: [CatalogEntry] = {
        let band = "ios-8-10"
        let t = CatalogText.self, b = CatalogButtons.self
        let early = EarlyVersions(before: OSVersion(10, 2), confidence: .medium,
                                  caveat: "iOS 8–10.1 text inferred from the scraped iOS 10.2/10.3 strings and older tests (§7.11)")
        return [
            CatalogEntry(.whenInUse, band, title: t.whenInUseA, message: .usageKey(.whenInUse),
                         buttons: b.dontAllowAllow, layout: .sideBySide, confidence: .high, sources: ["S21", "S23"],
                         note: "requestWhenInUseAuthorization() from notDetermined (§1.1 A a).", earlyVersions: early),
            CatalogEntry(.always, band, title: t.alwaysA, message: .usageKey(.always),
                         buttons: b.dontAllowAllow, layout: .sideBySide, confidence: .high, sources: ["S21", "S23"],
                         note: "requestAlwaysAuthorization() from notDetermined; iOS 8–10 use NSLocationAlwaysUsageDescription (§1.1 A b, §3).",
                         earlyVersions: early),
            CatalogEntry(.upgrade, band, title: t.upgradeAB, message: .usageKey(.always),
                         buttons: b.cancelAllow, layout: .sideBySide, confidence: .medium, sources: ["S21", "S23"],
                         note: "requestAlwaysAuthorization() while authorizedWhenInUse; Cancel keeps When In Use with no callback (§1.1 A c, §2)."),
            servicesOff(band),
        ]
    }()

    static let iOSBandB: [CatalogEntry] = {
        let band = "ios-11-12"
        let t = CatalogText.self, b = CatalogButtons.self
        return [
            CatalogEntry(.whenInUse, band, title: t.whenInUseB, message: .usageKey(.whenInUse),
                         buttons: b.dontAllowAllow, layout: .sideBySide, confidence: .high, sources: ["S21"],
                         note: "requestWhenInUseAuthorization() from notDetermined (§1.1 B a)."),
            CatalogEntry(.always, band, title: t.alwaysB, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.threeOptionB, layout: .stacked, confidence: .medium, sources: ["S22", "S21", "S17"],
                         caveats: ["title chosen between two sources (§6 D4, Decisions table)"],
                         note: "The three-option prompt of requestAlwaysAuthorization() from notDetermined; it uses the combined key (§1.1 B b, §6 D1)."),
            CatalogEntry(.upgrade, band, title: t.upgradeAB, message: .usageKey(.alwaysAndWhenInUse),
                         buttons: b.transitionB, layout: .stacked, confidence: .low, sources: ["S21", "S17"],
                         caveats: ["order of the two buttons (reference: L, §7.2)"],
                         note: "The transition prompt: requestAlwaysAuthorization() while authorizedWhenInUse (§1.1 B c, §2)."),
            servicesOff(band),
        ]
    }()

    /// §1.3 "Location Services globally off", shared by every iOS band.
    static func servicesOff(_ band: String) -> CatalogEntry {
        let dumped = band.hasPrefix("ios-13")
        let versionCaveat = dumped ? [] : ["text from an iOS 13.x string dump; assumed the same on this version"]
        return CatalogEntry(.locationServicesOff, band, title: CatalogText.servicesOff, message: .none,
                     buttons: CatalogButtons.servicesOff, layout: .sideBySide, confidence: .medium, sources: ["S20", "S10"],
                     caveats: versionCaveat + [
                               "side-by-side layout inferred (the reference lists the buttons, not their layout)"],
                     note: "Shown when an app starts a location service while Location Services is off; the trigger and the “at most twice” limit are M/L (§1.3, §7.10). No message is known.")
    }
}

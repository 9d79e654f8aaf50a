/// Dutch system strings. Sources: AutoMate's iOS 10/11 strings (S152, S153), calabash DeviceAgent (S154) and its
/// simulator scans (S161, iOS 11–16). No citable source was found for Don’t Allow on iOS 13+ or the Precise switch:
/// they stay English. What is missing stays English.
extension SystemLocalizations {
    static let dutch: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "nl", name: "Dutch", strings: [
            LocalizedString(t.whenInUseA, "Wil je %@ toegang tot je locatie toestaan terwijl je de app gebruikt?", bands: s.bandA, .medium,
                            ["S152"], note: "iOS 10.2/10.3; S154 shows an older formal wording (“… tot uw locatie toestaan terwijl u de app gebruikt”)"),
            LocalizedString(t.alwaysA, "Wil je %@ toegang tot je locatie toestaan, zelfs als je de app niet gebruikt?", bands: s.bandA, .medium,
                            ["S152"]),
            LocalizedString(t.upgradeAB, "Wil je %@ zelfs toegang tot je locatie toestaan als je de app niet gebruikt?", bands: s.bandA, .medium,
                            ["S152"]),
            LocalizedString("Allow", "Sta toe", bands: s.bandA, .high, ["S152", "S154"]),
            LocalizedString("Don’t Allow", "Sta niet toe", bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Only While Using the App", "Alleen bij gebruik van app", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Always Allow", "Sta altijd toe", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Allow Once", "Sta één sessie toe", bands: s.iOS13, .medium, ["S161"],
                            note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan"),
            LocalizedString("Allow Once", "Sta één sessie toe", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan"),
            LocalizedString("Allow While Using App", "Bij gebruik van app", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alwaysB, "Wil je %@ toegang tot je locatie toestaan?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.firstPrompt13, "Toestaan dat %@ je locatie gebruikt?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alsoUse13, "Toestaan dat %@ ook je locatie gebruikt als je de app niet gebruikt?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.fullAccuracy, "Toestaan dat %@ je exacte locatie één keer gebruikt?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
            LocalizedString(t.widgetTitle, "Toestaan dat widgets van %@ je locatie gebruiken?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
        ])
    }()
}

/// Dutch system strings. Sources: AutoMate's iOS 10/11 strings (S152, S153), calabash DeviceAgent (S154). No
/// citable source was found for the iOS 13+ buttons: they stay English. What is missing stays English.
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
        ])
    }()
}

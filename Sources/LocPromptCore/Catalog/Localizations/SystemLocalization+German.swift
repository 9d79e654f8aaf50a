/// German system strings. Sources: Patrol's German labels (S150), AutoMate's iOS 10/11 strings (S152, S153),
/// calabash DeviceAgent (S154). Never a translation without a source: what is missing stays English.
extension SystemLocalizations {
    static let german: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "de", name: "German", strings: [
            LocalizedString(t.whenInUseA, "Darf „%@“ auf deinen Standort zugreifen, wenn du die App benutzt?", bands: s.bandA, .medium,
                            ["S152"], note: "iOS 10.2/10.3 string; S154 shows an older formal wording (“… auf Ihren Standort zugreifen, wenn Sie die App benutzen”), so iOS 8–9 may differ"),
            LocalizedString(t.alwaysA, "Darf „%@“ auf deinen Standort zugreifen, selbst wenn du die App nicht benutzt?", bands: s.bandA, .medium,
                            ["S152"], note: "iOS 10.2/10.3 string; S154 has the formal “Ihren … Sie” wording"),
            LocalizedString(t.upgradeAB, "Darf „%@“ auch auf deinen Standort zugreifen, wenn du die App nicht benutzt?", bands: s.bandA, .medium,
                            ["S152"], note: "iOS 10.2/10.3 string"),
            LocalizedString("Allow", "Erlauben", bands: s.bandA + s.current, .high, ["S152", "S154", "S150"]),
            LocalizedString("Don’t Allow", "Nicht erlauben", bands: s.current, .medium, ["S150"],
                            note: "S152's iOS 10 location list has no “Nicht erlauben” (its only German entry is “Nein”), so older versions are unverified"),
            LocalizedString("Only While Using the App", "Bei Verwenden der App", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Always Allow", "Immer erlauben", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Allow Once", "Einmal erlauben", bands: s.current, .medium, ["S150"],
                            note: "one UI test seen in the code index lists “Nur einmal erlauben” (not citable)"),
            LocalizedString("Allow While Using App", "Beim Verwenden der App erlauben", bands: s.current, .medium, ["S150"]),
            LocalizedString("Precise: On", "Genau: Ein", bands: s.current, .medium, ["S150"],
                            note: "S150 first had “Genau: An” and corrected it in July 2025"),
            LocalizedString("Precise: Off", "Genau: Aus", bands: s.current, .medium, ["S150"]),
        ])
    }()
}

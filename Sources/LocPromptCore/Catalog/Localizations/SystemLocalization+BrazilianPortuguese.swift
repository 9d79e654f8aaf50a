/// Brazilian Portuguese system strings. Sources: AutoMate's iOS 10/11 strings (S152, S153), calabash DeviceAgent's
/// Brazilian list (S154). European Portuguese (pt-PT) differs and has no table. What is missing stays English.
extension SystemLocalizations {
    static let brazilianPortuguese: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "pt-BR", name: "Brazilian Portuguese", strings: [
            LocalizedString(t.whenInUseA, "Permitir que “%@” tenha acesso à sua localização enquanto você usa o aplicativo?", bands: s.bandA,
                            .medium, ["S152"], note: "S154 matches only the fragment “acesso à sua localização”"),
            LocalizedString(t.alwaysA, "Permitir que “%@” tenha acesso à sua localização mesmo quando você não estiver usando o aplicativo?",
                            bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.upgradeAB, "Permitir que “%@” também tenha acesso à sua localização mesmo quando você não estiver usando o aplicativo?",
                            bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Allow", "Permitir", bands: s.bandA, .high, ["S152", "S154"]),
            LocalizedString("Don’t Allow", "Não Permitir", bands: s.bandA, .low, ["S152"],
                            note: "S152 lists “Não Permitir” and “Não permitir”; the title-case one is taken as Brazilian, like S152's other Brazilian strings"),
            LocalizedString("Only While Using the App", "Apenas Durante Uso do App", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Always Allow", "Permitir Sempre", bands: s.bandB, .medium, ["S153"],
                            note: "S153 also lists “Permitir sempre”, presumably European Portuguese"),
        ])
    }()
}

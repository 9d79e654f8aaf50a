/// Italian system strings. Sources: AutoMate's iOS 10/11 strings (S152, S153). No citable source was found for
/// the iOS 13+ buttons: they stay English. What is missing stays English.
extension SystemLocalizations {
    static let italian: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "it", name: "Italian", strings: [
            LocalizedString(t.whenInUseA, "Consenti a “%@” di accedere ai dati relativi alla tua posizione quando stai usando l'app?",
                            bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.alwaysA, "Consenti a “%@” di accedere ai dati relativi alla tua posizione anche quando non stai usando l'app?",
                            bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.upgradeAB, "Consenti a “%@” di accedere anche ai dati relativi alla tua posizione quando l'app non è in uso?",
                            bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Allow", "Consenti", bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Don’t Allow", "Non consentire", bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Only While Using the App", "Solo mentre utilizzi l’app", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Always Allow", "Consenti sempre", bands: s.bandB, .medium, ["S153"]),
        ])
    }()
}

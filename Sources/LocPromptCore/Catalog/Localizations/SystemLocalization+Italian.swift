/// Italian system strings. Sources: AutoMate's iOS 10/11 strings (S152, S153), DeviceAgent's simulator scans (S161,
/// iOS 11–16). No citable source was found for Don’t Allow on iOS 13+ or the Precise switch: they stay English.
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
            LocalizedString("Allow Once", "Consenti una volta", bands: s.iOS13, .medium, ["S161"],
                            note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan"),
            LocalizedString("Allow Once", "Consenti una volta", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan"),
            LocalizedString("Allow While Using App", "Consenti quando utilizzi l'app", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; its iOS 14 and 16 scans add no other text; the straight apostrophe is the scans' (their iOS 11 “Solo mentre utilizzi l’app” has ’); a measured iOS 26.3 table in the code index has “Consenti quando utilizzi l’app” (not citable)"),
            LocalizedString(t.alwaysB, "Vuoi consentire a “%@” di accedere alla tua posizione?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.firstPrompt13, "Vuoi consentire a “%@” di utilizzare la tua posizione?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.fullAccuracy, "Vuoi consentire a “%@” di utilizzare la tua posizione esatta una volta?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
            LocalizedString(t.widgetTitle, "Vuoi consentire ai widget di “%@” di utilizzare la tua posizione?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
        ])
    }()
}

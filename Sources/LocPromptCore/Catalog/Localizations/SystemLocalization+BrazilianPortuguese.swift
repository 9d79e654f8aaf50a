/// Brazilian Portuguese system strings. Sources: AutoMate's iOS 10/11 strings (S152, S153), calabash DeviceAgent's
/// Brazilian list (S154) and simulator scans (S161, iOS 11–16; its pt files are Brazilian, pt_PT European). European Portuguese (pt-PT) differs and has no table. What is missing stays English.
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
            LocalizedString("Allow Once", "Permitir Uma Vez", bands: s.iOS13, .medium, ["S161"],
                            note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan"),
            LocalizedString("Allow Once", "Permitir Uma Vez", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan"),
            LocalizedString("Allow While Using App", "Permitir Durante o Uso do App", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alwaysB, "Permitir que “%@” acesse sua localização?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.firstPrompt13, "Permitir que “%@” use a sua localização?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alsoUse13, "Permitir que “%@” também use sua localização mesmo quando você não estiver usando o aplicativo?", bands: s.iOS13_4, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.4 scan; its iOS 14 scan has a new text"),
            LocalizedString(t.alsoUse13, "Permitir que “%@” também use a sua localização mesmo quando você não estiver usando o app?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan; its iOS 16 scan adds no other text"),
            LocalizedString(t.alsoUse13, "Permitir que “%@” também use a sua localização mesmo quando você não estiver usando o app?", bands: s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's scans end at iOS 16: assumed unchanged since (earlier versions of iOS differ, so it is not carried automatically)"),
            LocalizedString(t.fullAccuracy, "Permitir que “%@” use a sua localização precisa uma vez?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
            LocalizedString(t.widgetTitle, "Permitir que os widgets de “%@” usem a sua localização?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
        ])
    }()
}

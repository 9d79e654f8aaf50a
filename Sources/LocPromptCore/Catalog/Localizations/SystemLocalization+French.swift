/// French system strings. Sources: Patrol's French labels (S151), AutoMate's iOS 10/11 strings (S152, S153),
/// calabash DeviceAgent (S154) and its simulator scans (S161, iOS 11–16). Canadian French (fr-CA) differs in places
/// (noted per string) and is served by this table. What is missing stays English.
extension SystemLocalizations {
    static let french: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "fr", name: "French", strings: [
            LocalizedString(t.whenInUseA, "Autoriser « %@ » à accéder à vos données de localisation lorsque vous utilisez l’app ?",
                            bands: s.bandA, .high, ["S152", "S154"],
                            note: "S152 also lists a variant ending “… lorsque vous utilisez cette app?” (presumably Canadian French)"),
            LocalizedString(t.alwaysA, "Autoriser « %@ » à accéder à vos données de localisation même lorsque vous n’utilisez pas l’app ?",
                            bands: s.bandA, .high, ["S152", "S154"]),
            LocalizedString(t.upgradeAB, "Autoriser « %@ » à accéder aussi à vos données de localisation lorsque vous n’utilisez pas l’app ?",
                            bands: s.bandA, .high, ["S152", "S154"]),
            LocalizedString("Allow", "Autoriser", bands: s.bandA + s.current, .high, ["S152", "S154", "S151"]),
            LocalizedString("Don’t Allow", "Refuser", bands: s.bandA, .medium, ["S152"],
                            note: "the only French entry of S152's iOS 10 list; current versions say “Ne pas autoriser” (S151)"),
            LocalizedString("Don’t Allow", "Ne pas autoriser", bands: s.current, .medium, ["S151"]),
            LocalizedString("Only While Using the App", "Quand l’app est active", bands: s.bandB, .medium, ["S161", "S153"],
                            note: "DeviceAgent's fr (France) file; its fr_CA file has “Lorsque l’app est active” (Canadian French); S153 lists both unlabelled"),
            LocalizedString("Always Allow", "Toujours autoriser", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Allow Once", "Autoriser une fois", bands: s.iOS13, .medium, ["S161"], note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan"),
            LocalizedString("Allow Once", "Autoriser une fois", bands: s.iOS14to17, .high, ["S151", "S161"], note: "S161: the full-accuracy alert's button in DeviceAgent's iOS 14 scan"),
            LocalizedString("Allow Once", "Autoriser une fois", bands: s.iOS18, .medium, ["S151"]),
            LocalizedString("Allow While Using App", "Autoriser lorsque l’app est active", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; its iOS 14 and 16 scans add no other text (fr and fr_CA alike); Patrol (S151) has “Autoriser pendant l'utilisation de l'app” with a straight apostrophe, unlike its other strings, so probably written by hand"),
            LocalizedString("Allow While Using App", "Autoriser lorsque l’app est active", bands: s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's scans end at iOS 16; Patrol (S151) has “Autoriser pendant l'utilisation de l'app” (straight apostrophe); a measured iOS 26.3 table and UI tests in the code index agree with the system text here (not citable)"),
            LocalizedString("Precise: On", "Précis : Activé", bands: s.current, .medium, ["S151"]),
            LocalizedString("Precise: Off", "Précis : Désactivé", bands: s.current, .medium, ["S151"]),
            LocalizedString(t.alwaysB, "Autoriser «\u{00A0}%@\u{00A0}» à accéder à votre position\u{00A0}?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0); fr_CA: “… à accéder à vos données de localisation?”"),
            LocalizedString(t.firstPrompt13, "Autoriser «\u{00A0}%@\u{00A0}» à utiliser votre position\u{00A0}?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan; its iOS 14 and 16 scans add no other text; fr_CA: “Autoriser « %@ » à utiliser vos données de localisation?”"),
            LocalizedString(t.fullAccuracy, "Autoriser «\u{00A0}%@\u{00A0}» à utiliser votre position exacte une fois\u{00A0}?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
            LocalizedString(t.widgetTitle, "Autoriser les widgets de «\u{00A0}%@\u{00A0}» à utiliser votre position\u{00A0}?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
        ])
    }()
}

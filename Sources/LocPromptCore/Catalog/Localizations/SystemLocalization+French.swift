/// French system strings. Sources: Patrol's French labels (S151), AutoMate's iOS 10/11 strings (S152, S153),
/// calabash DeviceAgent (S154). What is missing stays English.
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
            LocalizedString("Only While Using the App", "Lorsque l’app est active", bands: s.bandB, .low, ["S153"],
                            note: "S153 lists two French variants, also “Quand l’app est active”; which one France uses is not stated"),
            LocalizedString("Always Allow", "Toujours autoriser", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Allow Once", "Autoriser une fois", bands: s.current, .medium, ["S151"]),
            LocalizedString("Allow While Using App", "Autoriser pendant l'utilisation de l'app", bands: s.current, .low, ["S151"],
                            note: "disputed: a commented-out UI test and an alert mock-up in the code index show “Autoriser lorsque l’app est active” (neither citable)"),
            LocalizedString("Precise: On", "Précis : Activé", bands: s.current, .medium, ["S151"]),
            LocalizedString("Precise: Off", "Précis : Désactivé", bands: s.current, .medium, ["S151"]),
        ])
    }()
}

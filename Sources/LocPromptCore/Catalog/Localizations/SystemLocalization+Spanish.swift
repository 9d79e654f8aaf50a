/// Spanish (Spain) system strings. Sources: Apple's Spanish support article (S157), AutoMate's iOS 10/11 strings
/// (S152, S153), calabash DeviceAgent's European-Spanish list (S154). Latin American Spanish (es-419) differs
/// and has no table. What is missing stays English.
extension SystemLocalizations {
    static let spanish: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "es", name: "Spanish", strings: [
            LocalizedString(t.whenInUseA, "¿Permitir a %@ acceder a tu ubicación mientras utilizas la aplicación?", bands: s.bandA, .high,
                            ["S152", "S154"], note: "the sources show no quotation marks around the app’s name"),
            LocalizedString(t.alwaysA, "¿Permitir a %@ acceder a tu ubicación aunque no estés utilizando la aplicación?", bands: s.bandA, .high,
                            ["S152", "S154"]),
            LocalizedString(t.upgradeAB, "¿Permitir a %@ acceder también a tu ubicación aunque no estés utilizando la aplicación?",
                            bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Allow", "Permitir", bands: s.bandA, .high, ["S152", "S154"]),
            LocalizedString("Don’t Allow", "No permitir", bands: s.bandA + s.current, .high, ["S152", "S157"]),
            LocalizedString("Always Allow", "Permitir siempre", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Allow Once", "Permitir una vez", bands: s.current, .high, ["S157"]),
            LocalizedString("Allow While Using App", "Permitir al usarse la app", bands: s.current, .high, ["S157"],
                            note: "Apple’s Spain article; UI tests in the code index tap “Permitir al usar la app” (likely Latin American Spanish)"),
        ])
    }()
}

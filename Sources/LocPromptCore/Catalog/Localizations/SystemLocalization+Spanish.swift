/// Spanish (Spain) system strings. Sources: Apple's Spanish support article (S157), AutoMate's iOS 10/11 strings
/// (S152, S153), calabash DeviceAgent's European-Spanish list (S154) and simulator scans (S161, iOS 11–16). Latin American Spanish (es-419) differs
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
            LocalizedString("Allow Once", "Permitir una vez", bands: s.iOS13, .medium, ["S161"],
                            note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan"),
            LocalizedString("Allow While Using App", "Permitir al usarse la app", bands: s.iOS13, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans"),
            LocalizedString(t.alwaysB, "¿Permitir a %@ acceder a tu ubicación?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.firstPrompt13, "¿Permitir que “%@” use tu ubicación?", bands: s.iOS13_4, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.4 scan; its iOS 14 scan has a new text"),
            LocalizedString(t.firstPrompt13, "¿Permitir que la app %@ use tu ubicación?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan; its iOS 16 scan adds no other text"),
            LocalizedString(t.firstPrompt13, "¿Permitir que la app %@ use tu ubicación?", bands: s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's scans end at iOS 16: assumed unchanged since (earlier versions of iOS differ, so it is not carried automatically)"),
            LocalizedString(t.alsoUse13, "¿Permitir que “%@” también use tu ubicación aunque no estés utilizando la app?", bands: s.iOS13_4, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.4 scan; its iOS 14 scan has a new text"),
            LocalizedString(t.alsoUse13, "¿Permitir que la app %@ también use tu ubicación aunque no la estés utilizando?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan; its iOS 16 scan adds no other text"),
            LocalizedString(t.alsoUse13, "¿Permitir que la app %@ también use tu ubicación aunque no la estés utilizando?", bands: s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's scans end at iOS 16: assumed unchanged since (earlier versions of iOS differ, so it is not carried automatically)"),
            LocalizedString(t.fullAccuracy, "¿Permitir que la app %@ use tu ubicación exacta una vez?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
            LocalizedString(t.widgetTitle, "¿Permitir que los widgets de “%@” utilicen tu ubicación?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
        ])
    }()
}

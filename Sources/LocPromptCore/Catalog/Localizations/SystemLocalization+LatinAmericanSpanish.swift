/// Latin American Spanish (es-419) system strings. Source: calabash DeviceAgent's simulator scans (S161,
/// springboard-alerts-es_419: iOS 11–16; its iOS 9.3 scan leaves the file unchanged).
/// Served for es-419 and the Latin American and US regions; Spain (es, es-ES) has its own table.
/// Each text is dated by the first DeviceAgent scan that holds it; where a string has one text, it is
/// shown as L (carried) on the iOS bands the scans do not date. The Precise switch and the iOS 13+ upgrade, reminder and Location Services texts come from Apple's iOS 15 strings (S171). What is
/// missing stays English.
/// Left out: the iOS 8–10 When In Use and Always titles (no scan dates them); Allow Once before iOS 14 (the iOS 13.2
/// scan's Maps.app strings add none to this file).
/// AutoMate's iOS 11.0–12.2 Don’t Allow list (S153) has one Spanish entry, “No permitir”, although its 12.2 lists hold
/// the Latin American titles: Don’t Allow on iOS 11–12 (blind audit 21c). Its 10.x lists hold one Spanish text per
/// alert, Spain's, and a second, Latin American one only from 11.0: CoreLocation had no es_419 strings before iOS 11,
/// so on iOS 8–10 a Latin American device shows Spain's Spanish (the base language a regional one falls back to),
/// not English and not a mix (audit 24b D3; the fallback is read from the lists, not shown by them).
extension SystemLocalizations {
    static let latinAmericanSpanish: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        let beforeIOS11 = SystemLocalization.Fallback(
            tableID: "es", bands: s.bandA,
            note: "Spain's Spanish: CoreLocation had no Latin American Spanish strings before iOS 11 (AutoMate's 10.x lists hold only Spain's)")
        return SystemLocalization(id: "es-419", name: "Latin American Spanish", fallback: beforeIOS11, strings: [
            LocalizedString(t.alwaysB, "¿Permitir que “%@” acceda a tu ubicación?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.whenInUseB, "¿Permitir que “%@” acceda a tu ubicación mientras la app esté en uso?", bands: s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_WHENINUSE in DeviceAgent's first scan (iOS 13.0 strings), with the iOS 11–12 button Only While Using the App"),
            LocalizedString(t.reminder13, "%@ estuvo usando tu ubicación en segundo plano durante los últimos tres días. ¿Quieres seguir permitiéndoselo?", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT_ZERO in DeviceAgent's first scan (iOS 13.0); its 13.4, 14 and 16 scans add no other text"),
            LocalizedString(t.reminder13Once, "“%@” ha estado usando tu ubicación una vez en segundo plano durante los últimos tres días. ¿Quieres seguir permitiéndoselo?", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "LOCATION_CLIENT_PERMISSION_REPROMPT_ONE, as the one above"),
            LocalizedString(t.firstPrompt13, "¿Permitir a “%@” utilizar tu ubicación?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3); its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alsoUse13, "¿Permitir que “%@” también utilice tu ubicación incluso cuando la app no está en uso?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3): of its two new “not using the app” titles, the one that says “also” like the iOS 13.0 upgrade title; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.fullAccuracy, "¿Permitir a “%@” usar tu ubicación precisa una vez?", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, TEMPORARY_PRECISE_TITLE) agree"),
            LocalizedString(t.widgetTitle, "¿Permitir que los widgets de “%@” usen tu ubicación?", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_TITLE) agree"),
            LocalizedString("Allow", "Permitir", bands: s.bandB, .medium, ["S161"],
                            note: "the accept button DeviceAgent pairs with the iOS 11–12 titles"),
            LocalizedString("Allow", "Permitir", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "the widget alert's accept button in DeviceAgent's iOS 14 scan (85f95809) and in Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_YES_BUTTON)"),
            LocalizedString("Only While Using the App", "Sólo al usar la app", bands: s.bandB, .medium, ["S161"],
                            note: "the LOCATION_CLIENT_PERMISSION_WHENINUSE_BUTTON DeviceAgent pairs with the iOS 11–12 titles"),
            LocalizedString("Always Allow", "Permitir siempre", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's KEEP_ALWAYS_BUTTON (the reminder's Always Allow) in DeviceAgent's 13.0 and 13.4 scans; its 14 and 16 scans add no other text"),
            LocalizedString("Allow While Using App", "Permitir al usar la app", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; its iOS 14 and 16 scans add no other text"),
            LocalizedString("Allow Once", "Permitir una vez", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan (85f95809)"),
            LocalizedString(t.upgradeAB, "¿Permitir que “%@” también acceda a tu ubicación incluso cuando la app no está en uso?", bands: s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_UPGRADE_WHENINUSE_ALWAYS in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 11–12; its iOS 9.3 scan leaves this language's file unchanged; on iOS 8–10 the device shows Spain's text (the table's fallback)"),
            LocalizedString(t.reminderBefore13, "\"%@\" ha estado usando tu ubicación en segundo plano. ¿Quieres seguir permitiéndoselo?", bands: s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 11–12; its iOS 9.3 scan leaves this language's file unchanged; on iOS 8–10 the device shows Spain's text (the table's fallback); straight quotation marks, as the file gives them"),
            LocalizedString("Don’t Allow", "No permitir", bands: s.bandB, .medium, ["S153"],
                            note: "AutoMate's 11.0–12.2 Don’t Allow list, its only Spanish entry, although its 12.2 lists hold the Latin American titles too (its 10.x lists have no Latin American Spanish text, so iOS 8–10 is only carried)"),
        ] + s.locationd15("es-419", skipping: ["Allow"]))
    }()
}

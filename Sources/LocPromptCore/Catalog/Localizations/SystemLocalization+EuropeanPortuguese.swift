/// European Portuguese (pt-PT) system strings. Source: calabash DeviceAgent's simulator scans (S161,
/// springboard-alerts-pt_PT: iOS 9.3 and 11–16). Bare pt and pt-BR stay on the Brazilian table.
/// Each text is dated by the first DeviceAgent scan that holds it; where a string has one text, it is
/// shown as L (carried) on the iOS bands the scans do not date. The Precise switch and the iOS 13+ upgrade, reminder and Location Services texts come from Apple's iOS 15 strings (S171). What is
/// missing stays English.
/// Left out: Allow Once before iOS 14 (the iOS 13.2 scan's Maps.app strings add none to this file).
/// AutoMate's iOS 10.2–12.2 lists (S152, S153; one entry per language, assigned by its wording) add Don’t Allow on iOS
/// 8–12, the iOS 8–10 When In Use title and the iOS 10 upgrade alert's Cancel (blind audit 21c).
/// Don’t Allow: the lists hold “Não Permitir” and “Não permitir”; the lower-case one is European, as Apple's iOS 15
/// strings (S171) show (pt_PT “Não permitir”, pt “Não Permitir”), so it is M, no longer L.
extension SystemLocalizations {
    static let europeanPortuguese: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "pt-PT", name: "European Portuguese", strings: [
            LocalizedString(t.alwaysB, "Permitir que “%@” aceda à sua localização?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.whenInUseB, "Permitir que “%@” aceda à sua localização enquanto usa a aplicação?", bands: s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_WHENINUSE in DeviceAgent's first scan (iOS 13.0 strings), with the iOS 11–12 button Only While Using the App"),
            LocalizedString(t.reminder13, "“%@” tem estado a usar a sua localização em segundo plano nos últimos 3 dias. Deseja continuar a permitir o uso em segundo plano?", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT_ZERO in DeviceAgent's first scan (iOS 13.0); its 13.4, 14 and 16 scans add no other text"),
            LocalizedString(t.reminder13Once, "“%@” usou a sua localização uma vez em segundo plano nos últimos 3 dias. Deseja continuar a permitir o uso em segundo plano?", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "LOCATION_CLIENT_PERMISSION_REPROMPT_ONE, as the one above"),
            LocalizedString(t.firstPrompt13, "Permitir que “%@” use a sua localização?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3); its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alsoUse13, "Permitir que “%@” também use a sua localização quando não está a usar a aplicação?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3): of its two new “not using the app” titles, the one that says “also” like the iOS 13.0 upgrade title; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.fullAccuracy, "Permitir que “%@” use a sua localização exata uma vez?", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, TEMPORARY_PRECISE_TITLE) agree"),
            LocalizedString(t.widgetTitle, "Permitir que os widgets de “%@” usem a sua localização?", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_TITLE) agree"),
            LocalizedString("Allow", "Permitir", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the accept button DeviceAgent pairs with the iOS 11–12 titles; iOS 8–10: the accept button DeviceAgent pairs with the Always and upgrade titles, which its iOS 9.3 scan leaves unchanged"),
            LocalizedString("Allow", "Permitir", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "the widget alert's accept button in DeviceAgent's iOS 14 scan (85f95809) and in Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_YES_BUTTON)"),
            LocalizedString("Only While Using the App", "Só ao usar a aplicação", bands: s.bandB, .medium, ["S161"],
                            note: "the LOCATION_CLIENT_PERMISSION_WHENINUSE_BUTTON DeviceAgent pairs with the iOS 11–12 titles"),
            LocalizedString("Always Allow", "Permitir sempre", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's KEEP_ALWAYS_BUTTON (the reminder's Always Allow) in DeviceAgent's 13.0 and 13.4 scans; its 14 and 16 scans add no other text"),
            LocalizedString("Allow While Using App", "Permitir durante utilização", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; its iOS 14 and 16 scans add no other text"),
            LocalizedString("Allow Once", "Permitir uma vez", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan (85f95809)"),
            LocalizedString(t.alwaysA, "Permitir que “%@” aceda à sua localização mesmo que não esteja a usar a aplicação?", bands: s.bandA, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_ALWAYS in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–10 (from iOS 11 the Always request shows the shorter title); its iOS 9.3 scan (c0c46500) adds no other text"),
            LocalizedString(t.upgradeAB, "Permitir que “%@” também aceda à sua localização quando não está a usar a aplicação?", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_UPGRADE_WHENINUSE_ALWAYS in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–12; its iOS 9.3 scan (c0c46500) adds no other text"),
            LocalizedString(t.reminderBefore13, "“%@” tem usado a sua localização em segundo plano. Deseja continuar a permitir este uso?", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–12; its iOS 9.3 scan (c0c46500) adds no other text"),
            LocalizedString("Cancel", "Cancelar", bands: s.bandA, kinds: [.upgrade], .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 Cancel list, the only Spanish or Portuguese entry, Spain, Brazil and Portugal alike; the Cancel its iOS 10 model gives the upgrade alert (LocationAlerts.swift at 9663f67, 2017-02-15: LocationUpgradeWhenInUseAlwaysAlert is LocationAlertAllow and LocationAlertCancel); the Location Services alert's Cancel is not sourced"),
            LocalizedString(t.whenInUseA, "Permitir que “%@” aceda à sua localização enquanto usa a aplicação?", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 When In Use list: of its two Portuguese entries, the European one (“aceda”, “aplicação”; the Brazilian one says “tenha acesso … aplicativo”); the same text as iOS 11–12 (S161)"),
            LocalizedString("Don’t Allow", "Não permitir", bands: s.bandA, .medium, ["S152", "S171"],
                            note: "S152 lists “Não Permitir” and “Não permitir”; the lower-case one is European: Apple's iOS 15 strings (S171) give “Não permitir” for pt_PT and “Não Permitir” for pt (Brazil)"),
            LocalizedString("Don’t Allow", "Não permitir", bands: s.bandB, .medium, ["S153", "S171"],
                            note: "AutoMate's 11.0–12.2 lists also hold both “Não Permitir” and “Não permitir”; the lower-case one is European, as on iOS 8–10 (Apple's iOS 15 strings, S171)"),
        ] + s.locationd15("pt-PT", skipping: ["Allow"]))
    }()
}

/// Canadian French (fr-CA) system strings. Source: calabash DeviceAgent's simulator scans (S161,
/// springboard-alerts-fr_CA: iOS 9.3 and 11–16): no-break spaces inside « » as the file gives them, none before “?”
/// (audit 19 catalog D2). Other fr-* regions stay on the France table.
/// Each text is dated by the first DeviceAgent scan that holds it; where a string has one text, it is
/// shown as L (carried) on the iOS bands the scans do not date. The Precise switch and the iOS 13+ upgrade, reminder and Location Services texts come from Apple's iOS 15 strings (S171). What is
/// missing stays English.
/// Left out: Allow Once before iOS 14 (the iOS 13.2 scan's Maps.app strings add none to this file).
/// AutoMate's iOS 10.2–12.2 lists (S152, S153; one entry per language, assigned by its wording) add Don’t Allow on iOS
/// 8–12, the iOS 8–10 When In Use title and the iOS 10 upgrade alert's Cancel (blind audit 21c).
extension SystemLocalizations {
    static let canadianFrench: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "fr-CA", name: "Canadian French", strings: [
            LocalizedString(t.alwaysB, "Autoriser «\u{00A0}%@\u{00A0}» à accéder à vos données de localisation?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.whenInUseB, "Autoriser «\u{00A0}%@\u{00A0}» à accéder à vos données de localisation lorsque vous utilisez cette app?", bands: s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_WHENINUSE in DeviceAgent's first scan (iOS 13.0 strings), with the iOS 11–12 button Only While Using the App"),
            LocalizedString(t.reminder13, "«\u{00A0}%@\u{00A0}» utilise votre position en arrière-plan depuis les 3\u{00A0}derniers jours. Voulez-vous continuer à autoriser l’utilisation de la position en arrière-plan?", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT_ZERO in DeviceAgent's first scan (iOS 13.0); its 13.4, 14 and 16 scans add no other text"),
            LocalizedString(t.reminder13Once, "«\u{00A0}%@\u{00A0}» a utilisé votre position une fois en arrière-plan au cours des 3\u{00A0}derniers jours. Voulez-vous continuer à autoriser l’utilisation de la position en arrière-plan?", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "LOCATION_CLIENT_PERMISSION_REPROMPT_ONE, as the one above"),
            LocalizedString(t.firstPrompt13, "Autoriser «\u{00A0}%@\u{00A0}» à utiliser vos données de localisation?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3); its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alsoUse13, "Autoriser «\u{00A0}%@\u{00A0}» à utiliser aussi vos données de localisation même si vous n’utilisez pas l’app?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3): of its two new “not using the app” titles, the one that says “also” like the iOS 13.0 upgrade title; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.fullAccuracy, "Autoriser «\u{00A0}%@\u{00A0}» à utiliser une fois votre position exacte?", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, TEMPORARY_PRECISE_TITLE) agree"),
            LocalizedString(t.widgetTitle, "Autoriser les widgets de «\u{00A0}%@\u{00A0}» à utiliser vos données de localisation?", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_TITLE) agree"),
            LocalizedString("Allow", "Autoriser", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the accept button DeviceAgent pairs with the iOS 11–12 titles; iOS 8–10: the accept button DeviceAgent pairs with the Always and upgrade titles, which its iOS 9.3 scan leaves unchanged"),
            LocalizedString("Allow", "Autoriser", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "the widget alert's accept button in DeviceAgent's iOS 14 scan (85f95809) and in Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_YES_BUTTON)"),
            LocalizedString("Only While Using the App", "Lorsque l’app est active", bands: s.bandB, .medium, ["S161"],
                            note: "the LOCATION_CLIENT_PERMISSION_WHENINUSE_BUTTON DeviceAgent pairs with the iOS 11–12 titles"),
            LocalizedString("Always Allow", "Toujours autoriser", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's KEEP_ALWAYS_BUTTON (the reminder's Always Allow) in DeviceAgent's 13.0 and 13.4 scans; its 14 and 16 scans add no other text"),
            LocalizedString("Allow While Using App", "Autoriser lorsque l’app est active", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; its iOS 14 and 16 scans add no other text"),
            LocalizedString("Allow Once", "Autoriser une fois", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan (85f95809)"),
            LocalizedString(t.alwaysA, "Autoriser «\u{00A0}%@\u{00A0}» à accéder à vos données de localisation même si vous n’utilisez pas l’app?", bands: s.bandA, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_ALWAYS in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–10 (from iOS 11 the Always request shows the shorter title); its iOS 9.3 scan (c0c46500) adds no other text"),
            LocalizedString(t.upgradeAB, "Autoriser «\u{00A0}%@\u{00A0}» à accéder aussi à vos données de localisation même si vous n’utilisez pas l’app?", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_UPGRADE_WHENINUSE_ALWAYS in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–12; its iOS 9.3 scan (c0c46500) adds no other text"),
            LocalizedString(t.reminderBefore13, "«\u{00A0}%@\u{00A0}» utilise vos données de localisation en arrière-plan. Souhaitez-vous continuer à l’y autoriser?", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–12; its iOS 9.3 scan (c0c46500) adds no other text"),
            LocalizedString("Cancel", "Annuler", bands: s.bandA, kinds: [.upgrade], .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 Cancel list, the only French entry, France and Canada alike; the Cancel its iOS 10 model gives the upgrade alert (LocationAlerts.swift at 9663f67, 2017-02-15: LocationUpgradeWhenInUseAlwaysAlert is LocationAlertAllow and LocationAlertCancel); the Location Services alert's Cancel is not sourced"),
            LocalizedString(t.whenInUseA, "Autoriser «\u{00A0}%@\u{00A0}» à accéder à vos données de localisation lorsque vous utilisez cette app?", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 When In Use list: of its two French entries, the one with no space before “?”, DeviceAgent's fr_CA text for iOS 11–12 (S161)"),
            LocalizedString("Don’t Allow", "Refuser", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 Don’t Allow list, its only French entry (France and Canada alike) (the deny button its iOS 10 model gives the When In Use and Always alerts)"),
            LocalizedString("Don’t Allow", "Refuser", bands: s.bandB, .medium, ["S153"],
                            note: "AutoMate's 11.0–12.2 Don’t Allow list, its only French entry (France and Canada alike)"),
        ] + s.locationd15("fr-CA", skipping: ["Allow"], notes: [
            "Keep Only While Using": "Canada's file gives the bare level name here, not France's “Conserver « … »”",
            "Change to Always Allow": "Canada's file gives the bare level name here, not France's “Passer à « … »”",
            "Change to Only While Using": "Canada's file gives the bare level name here (the same text as Keep Only While Using), not France's “Passer à « … »”",
            "Precise: On": "France's current label is “Précis : Activé” (Patrol, S151), so iOS 18+ may differ",
            "Precise: Off": "France's current label is “Précis : Désactivé” (Patrol, S151), so iOS 18+ may differ",
        ]))
    }()
}

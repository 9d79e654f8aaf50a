/// Turkish system strings. Source: calabash DeviceAgent's simulator scans (S161, springboard-alerts-tr: iOS 9.3, 10
/// and 11–16); several titles end in a no-break space before “mi?”, as the file gives them.
/// Each text is dated by the first DeviceAgent scan that holds it; where a string has one text, it is
/// shown as L (carried) on the iOS bands the scans do not date. The Precise switch and the iOS 13+ upgrade, reminder and Location Services texts come from Apple's iOS 15 strings (S171). What is
/// missing stays English.
/// AutoMate's iOS 10.2–12.2 lists (S152, S153; one entry per language, assigned by its wording) add Don’t Allow on iOS
/// 8–12, the iOS 8–10 When In Use title and the iOS 10 upgrade alert's Cancel (blind audit 21c).
/// The scans did not say which of their two When In Use texts iOS 8–10 showed; AutoMate's 10.x list has the one with
/// the no-break space.
extension SystemLocalizations {
    static let turkish: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "tr", name: "Turkish", strings: [
            LocalizedString(t.alwaysB, "“%@”, konumunuza erişebilsin\u{00A0}mi?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.whenInUseB, "“%@”, uygulamayı kullanırken konumunuza erişebilsin mi?", bands: s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_WHENINUSE in DeviceAgent's first scan (iOS 13.0 strings), with the iOS 11–12 button Only While Using the App (an ordinary space before “mi”; the same words with a no-break space carry only Allow and, from the iOS 13.2 scan, Allow Once: Maps.app's strings)"),
            LocalizedString(t.reminder13, "“%@” son 3 gündür arka planda konumunuzu kullanıyor. Arka planda konumun kullanılmasına izin vermeyi sürdürmek istiyor\u{00A0}musunuz?", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT_ZERO in DeviceAgent's first scan (iOS 13.0); its 13.4, 14 and 16 scans add no other text"),
            LocalizedString(t.reminder13Once, "“%@” son 3 gündür arka planda bir kez konumunuzu kullandı. Arka planda konumun kullanılmasına izin vermeyi sürdürmek istiyor\u{00A0}musunuz?", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "LOCATION_CLIENT_PERMISSION_REPROMPT_ONE, as the one above"),
            LocalizedString(t.firstPrompt13, "“%@”, konumunuzu kullanabilsin\u{00A0}mi?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3); its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alsoUse13, "“%@”, uygulamayı kullanmıyorken bile konumunuzu da kullanabilsin\u{00A0}mi?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3): of its two new “not using the app” titles, the one that says “also” like the iOS 13.0 upgrade title; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.fullAccuracy, "“%@” tam konumunuzu bir kez kullanabilsin\u{00A0}mi?", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, TEMPORARY_PRECISE_TITLE) agree"),
            LocalizedString(t.widgetTitle, "“%@” araç takımları konumunuzu kullanabilsin\u{00A0}mi?", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_TITLE) agree"),
            LocalizedString("Allow", "İzin Ver", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the accept button DeviceAgent pairs with the iOS 11–12 titles; iOS 8–10: the accept button DeviceAgent pairs with the Always and upgrade titles, which its iOS 9.3 scan leaves unchanged"),
            LocalizedString("Allow", "İzin Ver", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "the widget alert's accept button in DeviceAgent's iOS 14 scan (85f95809) and in Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_YES_BUTTON)"),
            LocalizedString("Only While Using the App", "Uygulamayı Kullanırken", bands: s.bandB, .medium, ["S161"],
                            note: "the LOCATION_CLIENT_PERMISSION_WHENINUSE_BUTTON DeviceAgent pairs with the iOS 11–12 titles"),
            LocalizedString("Always Allow", "Her Zaman İzin Ver", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's KEEP_ALWAYS_BUTTON (the reminder's Always Allow) in DeviceAgent's 13.0 and 13.4 scans; its 14 and 16 scans add no other text"),
            LocalizedString("Allow While Using App", "Uygulamayı Kullanırken İzin Ver", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; its iOS 14 and 16 scans add no other text"),
            LocalizedString("Allow Once", "Bir Kez İzin Ver", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan (85f95809)"),
            LocalizedString("Allow Once", "Bir Kez İzin Ver", bands: s.iOS13, .medium, ["S161"],
                            note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan (c42388a9)"),
            LocalizedString(t.alwaysA, "“%@”, uygulamayı kullanmıyorken bile konumunuza erişebilsin\u{00A0}mi?", bands: s.bandA, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_ALWAYS in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–10 (from iOS 11 the Always request shows the shorter title); its iOS 9.3 scan (c0c46500) adds no other text; its iOS 10 scan (10d87112) neither"),
            LocalizedString(t.upgradeAB, "“%@”, uygulamayı kullanmıyorken bile konumunuza da erişebilsin\u{00A0}mi?", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_UPGRADE_WHENINUSE_ALWAYS in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–12; its iOS 9.3 scan (c0c46500) adds no other text; its iOS 10 scan (10d87112) neither"),
            LocalizedString(t.reminderBefore13, "“%@” arkaplanda konumunuzu kullanıyor. Buna izin vermeyi sürdürmek istiyor\u{00A0}musunuz?", bands: s.bandA, before: OSVersion(10), .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT in DeviceAgent's iOS 9.3 scan (c0c46500, “arkaplanda”); iOS 8–9.2 assumed the same, and the change to “arka planda” placed at 10.0 (its iOS 10 scan, 10d87112, adds no “arkaplanda” text)"),
            LocalizedString(t.reminderBefore13, "“%@” arka planda konumunuzu kullanıyor. Buna izin vermeyi sürdürmek istiyor\u{00A0}musunuz?", bands: s.bandA + s.bandB, from: OSVersion(10), .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 10–12: its iOS 10 scan (10d87112) adds no other text; iOS 9.3 wrote “arkaplanda”"),
            LocalizedString("Cancel", "Vazgeç", bands: s.bandA, kinds: [.upgrade], .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 Cancel list, its only entry in this language; the Cancel its iOS 10 model gives the upgrade alert (LocationAlerts.swift at 9663f67, 2017-02-15: LocationUpgradeWhenInUseAlwaysAlert is LocationAlertAllow and LocationAlertCancel); the Location Services alert's Cancel is not sourced"),
            LocalizedString(t.whenInUseA, "“%@”, uygulamayı kullanırken konumunuza erişebilsin\u{00A0}mi?", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 When In Use list, its only Turkish entry, with a no-break space before “mi?” (its 12.2 list and DeviceAgent's iOS 11–12 text have an ordinary space)"),
            LocalizedString("Don’t Allow", "İzin Verme", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 Don’t Allow list, its only Turkish entry (the deny button its iOS 10 model gives the When In Use and Always alerts)"),
            LocalizedString("Don’t Allow", "İzin Verme", bands: s.bandB, .medium, ["S153"],
                            note: "AutoMate's 11.0–12.2 Don’t Allow list, its only Turkish entry"),
        ] + s.locationd15("tr", skipping: ["Allow"]))
    }()
}

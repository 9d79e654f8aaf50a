/// Traditional Chinese (Taiwan, zh-Hant) system strings. Source: calabash DeviceAgent's simulator scans (S161,
/// springboard-alerts-zh_TW: iOS 9.3 and 11–16). Its iOS 16 scan turned 您 into 你 in the location titles, dated with
/// `from`/`before` as for Simplified Chinese. Served for zh-Hant and zh-TW; Hong Kong (zh-HK) is not served: its file
/// (zh_HK) differs (你, 總是允許, 使用App時允許) and mixes several texts for the same alerts.
/// Each text is dated by the first DeviceAgent scan that holds it; where a string has one text, it is
/// shown as L (carried) on the iOS bands the scans do not date. The Precise switch and the iOS 13+ upgrade, reminder and Location Services texts come from Apple's iOS 15 strings (S171). What is
/// missing stays English.
/// Left out: the iOS 13.0–13.3 deferred alert's title (the iOS 13.0 file has two “not using the app” texts, both
/// saying 也可 and differing only in the spaces around App, so neither can be tied to that alert); Allow Once before
/// iOS 14 (the iOS 13.2 scan adds none to this file).
/// AutoMate's iOS 10.2–12.2 lists (S152, S153; one entry per language, assigned by its wording) add Don’t Allow on iOS
/// 8–12, the iOS 8–10 When In Use title and the iOS 10 upgrade alert's Cancel (blind audit 21c).
/// AutoMate also gives the iOS 8–12 Always and upgrade titles: both its Always and its upgrade lists hold the 您 text
/// with spaces around App (the 你 entries are taken as Hong Kong's).
extension SystemLocalizations {
    static let traditionalChinese: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "zh-Hant", name: "Traditional Chinese", strings: [
            LocalizedString(t.alwaysB, "要允許「%@」取用您的位置嗎？", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.whenInUseB, "要允許「%@」在您使用 App 時取用您的位置嗎？", bands: s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_WHENINUSE in DeviceAgent's first scan (iOS 13.0 strings), with the iOS 11–12 button Only While Using the App"),
            LocalizedString(t.reminderBefore13, "「%@」已在背景使用了您的位置。要繼續允許嗎？", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–12; its iOS 9.3 scan (c0c46500) adds no other text"),
            LocalizedString(t.reminder13, "「%@」在過去三天已在背景使用了您的位置。要繼續允許在背景使用位置嗎？", bands: s.iOS13 + s.iOS14to17, before: OSVersion(16), .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT_ZERO in DeviceAgent's first scan (iOS 13.0); its 13.4 and 14 scans add no other text"),
            LocalizedString(t.reminder13, "「%@」在過去三天已在背景使用了您的位置。要繼續允許在背景使用位置嗎？", bands: s.iOS14to17, from: OSVersion(16), .low, ["S161"],
                            note: "DeviceAgent's iOS 16 scan adds no other text, but it turned 您 into 你 in the other location titles and shows no 你 form of this one: iOS 16–17 may read 你"),
            LocalizedString(t.reminder13Once, "「%@」在過去三天已在背景使用了您的位置一次。要繼續允許在背景使用位置嗎？", bands: s.iOS13 + s.iOS14to17, before: OSVersion(16), .medium, ["S161"],
                            note: "LOCATION_CLIENT_PERMISSION_REPROMPT_ONE, as the one above"),
            LocalizedString(t.reminder13Once, "「%@」在過去三天已在背景使用了您的位置一次。要繼續允許在背景使用位置嗎？", bands: s.iOS14to17, from: OSVersion(16), .low, ["S161"],
                            note: "as the one above: iOS 16–17 may read 你"),
            LocalizedString(t.firstPrompt13, "要允許「%@」使用您的位置嗎？", bands: s.iOS13_4 + s.iOS14to17, before: OSVersion(16), .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3); its iOS 14 scan adds no other text; the 你 form first appears in its iOS 16 scan"),
            LocalizedString(t.firstPrompt13, "要允許「%@」使用你的位置嗎？", bands: s.iOS14to17, from: OSVersion(16), .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 16 scan (b1d5b669), which turned 您 into 你 in the Traditional Chinese location titles"),
            LocalizedString(t.firstPrompt13, "要允許「%@」使用你的位置嗎？", bands: s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's iOS 16 scan; its scans end there, so iOS 18+ is assumed unchanged (earlier versions differ, so it is not carried automatically)"),
            LocalizedString(t.alsoUse13, "要允許「%@」在您未使用App時也可使用您的位置嗎？", bands: s.iOS13_4 + s.iOS14to17, before: OSVersion(16), .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan (b9d90bd3): of its two new “not using the app” titles, the one that says 也 (also); its iOS 14 scan adds no other text; the 你 form first appears in its iOS 16 scan"),
            LocalizedString(t.alsoUse13, "要允許「%@」在你未使用App時也可使用你的位置嗎？", bands: s.iOS14to17, from: OSVersion(16), .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 16 scan (b1d5b669), which turned 您 into 你 in the Traditional Chinese location titles"),
            LocalizedString(t.alsoUse13, "要允許「%@」在你未使用App時也可使用你的位置嗎？", bands: s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's iOS 16 scan; its scans end there, so iOS 18+ is assumed unchanged (earlier versions differ, so it is not carried automatically)"),
            LocalizedString(t.fullAccuracy, "要允許「%@」使用您的準確位置一次嗎？", bands: s.iOS14to17, before: OSVersion(16), .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, TEMPORARY_PRECISE_TITLE) agree"),
            LocalizedString(t.fullAccuracy, "要允許「%@」使用你的準確位置一次嗎？", bands: s.iOS14to17, from: OSVersion(16), .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 16 scan (b1d5b669), which turned 您 into 你 in the Traditional Chinese location titles (audit 24b D1)"),
            LocalizedString(t.fullAccuracy, "要允許「%@」使用你的準確位置一次嗎？", bands: s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's iOS 16 scan; its scans end there, so iOS 18+ is assumed unchanged (earlier versions differ, so it is not carried automatically)"),
            LocalizedString(t.widgetTitle, "要允許來自「%@」的小工具使用您的位置嗎？", bands: s.iOS14to17, before: OSVersion(16), .high, ["S161", "S171"],
                            note: "DeviceAgent's iOS 14 scan (85f95809) and Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_TITLE) agree; the 你 form first appears in its iOS 16 scan"),
            LocalizedString(t.widgetTitle, "要允許來自「%@」的小工具使用你的位置嗎？", bands: s.iOS14to17, from: OSVersion(16), .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 16 scan (b1d5b669), which turned 您 into 你 in the Traditional Chinese location titles"),
            LocalizedString(t.widgetTitle, "要允許來自「%@」的小工具使用你的位置嗎？", bands: s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's iOS 16 scan; its scans end there, so iOS 18+ is assumed unchanged (earlier versions differ, so it is not carried automatically)"),
            LocalizedString("Allow", "允許", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the accept button DeviceAgent pairs with the iOS 11–12 titles; iOS 8–10: the reminder's accept button, which its iOS 9.3 scan leaves unchanged"),
            LocalizedString("Allow", "允許", bands: s.iOS14to17, .high, ["S161", "S171"],
                            note: "the widget alert's accept button in DeviceAgent's iOS 14 scan (85f95809) and in Apple's iOS 15 locationd.strings (S171, INCIDENTAL_USE_MODE_YES_BUTTON), again under the 你 title of its iOS 16 scan"),
            LocalizedString("Only While Using the App", "只在使用 App 期間", bands: s.bandB, .medium, ["S161"],
                            note: "the LOCATION_CLIENT_PERMISSION_WHENINUSE_BUTTON DeviceAgent pairs with the iOS 11–12 titles"),
            LocalizedString("Always Allow", "永遠允許", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "the system's KEEP_ALWAYS_BUTTON (the reminder's Always Allow) in DeviceAgent's 13.0 and 13.4 scans, and again under the 你 title of its iOS 16 scan"),
            LocalizedString("Allow While Using App", "使用App期間允許", bands: s.iOS13 + s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans, and again under the 你 title of its iOS 16 scan"),
            LocalizedString("Allow Once", "允許一次", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan (85f95809)"),
            LocalizedString("Cancel", "取消", bands: s.bandA, kinds: [.upgrade], .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 Cancel list, the only Chinese entry, Simplified and Traditional alike; the Cancel its iOS 10 model gives the upgrade alert (LocationAlerts.swift at 9663f67, 2017-02-15: LocationUpgradeWhenInUseAlwaysAlert is LocationAlertAllow and LocationAlertCancel); the Location Services alert's Cancel is not sourced"),
            LocalizedString(t.whenInUseA, "要允許「%@」在您使用 App 時取用您的位置嗎？", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 When In Use list: of its two Traditional Chinese entries, the 您 one, DeviceAgent's zh_TW text for iOS 11–12 (S161); the other (你, 正在使用) is taken as Hong Kong's, like DeviceAgent's zh_HK file"),
            LocalizedString(t.alwaysA, "要允許「%@」在您未使用 App 時也可取用您的位置嗎？", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 Always list: of its two Traditional Chinese entries, the 您 one (the other, 你, is taken as Hong Kong's); the same text as its upgrade list, as in Simplified Chinese, with spaces around App"),
            LocalizedString(t.upgradeAB, "要允許「%@」在您未使用 App 時也可取用您的位置嗎？", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 upgrade list: the same 您 text as its Always list"),
            LocalizedString(t.upgradeAB, "要允許「%@」在您未使用 App 時也可取用您的位置嗎？", bands: s.bandB, .medium, ["S153"],
                            note: "AutoMate's 11.0–12.2 upgrade lists: unchanged since iOS 10 (DeviceAgent's iOS 13.0 file has this text and one without the spaces around App, tied to neither alert)"),
            LocalizedString("Don’t Allow", "不允許", bands: s.bandA, .medium, ["S152"],
                            note: "AutoMate's 10.2/10.3 Don’t Allow list, its only Traditional Chinese entry (the deny button its iOS 10 model gives the When In Use and Always alerts)"),
            LocalizedString("Don’t Allow", "不允許", bands: s.bandB, .medium, ["S153"],
                            note: "AutoMate's 11.0–12.2 Don’t Allow list, its only Traditional Chinese entry"),
        ] + s.locationd15("zh-Hant", skipping: ["Allow"]))
    }()
}

/// Simplified Chinese system strings. Sources: AutoMate's iOS 10–12 strings (S152, S153), facebook-wda (S158, iOS 13
/// Allow While Using App), DeviceAgent's simulator scans (S161, iOS 11–16). No citable source was found for Don’t Allow
/// on iOS 13+ or the Precise switch: they stay English. What is missing stays English.
extension SystemLocalizations {
    static let simplifiedChinese: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "zh-Hans", name: "Simplified Chinese", strings: [
            LocalizedString(t.whenInUseA, "允许“%@”在您使用该应用时访问您的位置吗？", bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.alwaysA, "允许“%@”在您并未使用该应用时访问您的位置吗？", bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.upgradeAB, "允许“%@”在您并未使用该应用时访问您的位置吗？", bands: s.bandA, .medium, ["S152"],
                            note: "S152 gives the same text for the Always and the upgrade alert"),
            LocalizedString(t.upgradeAB, "允许“%@”在您并未使用该应用时访问您的位置吗？", bands: s.bandB, .high, ["S153", "S161"],
                            note: "AutoMate's 11.0–12.2 lists and DeviceAgent's first scan (iOS 13.0 strings): unchanged since iOS 10"),
            LocalizedString(t.whenInUseB, "允许“%@”在您使用该应用时访问您的位置吗？", bands: s.bandB, .high, ["S153", "S161"],
                            note: "AutoMate's 11.0–12.2 lists and DeviceAgent's first scan, with the iOS 11–12 buttons: the iOS 8–10 text unchanged"),
            LocalizedString(t.reminderBefore13, "“%@”一直在后台使用您的位置。您要继续允许吗？", bands: s.bandA + s.bandB, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT in DeviceAgent's first scan (iOS 13.0 strings), assumed for iOS 8–12; its iOS 9.3 scan adds no other text"),
            LocalizedString(t.reminder13, "“%@”在过去3天中一直在后台使用您的位置。您要继续允许后台位置使用吗？", bands: s.iOS13, .medium, ["S161"],
                            note: "the system's LOCATION_CLIENT_PERMISSION_REPROMPT_ZERO in DeviceAgent's first scan (iOS 13.0); its 13.4 scan adds no other text"),
            LocalizedString(t.reminder13, "“%@”在过去3天中一直在后台使用您的位置。您要继续允许后台位置使用吗？", bands: s.iOS14to17, .low, ["S161"],
                            note: "DeviceAgent's iOS 14 and 16 scans add no other text, but its iOS 16 scan turned 您 into 你 in every other location title and shows no 你 form of this one: iOS 16–17 may read 你"),
            LocalizedString(t.reminder13Once, "“%@”在过去3天中已在后台使用了您的位置1次。您要继续允许后台位置使用吗？", bands: s.iOS13, .medium, ["S161"],
                            note: "LOCATION_CLIENT_PERMISSION_REPROMPT_ONE, as the one above"),
            LocalizedString("Allow", "允许", bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Allow", "允许", bands: s.bandB, .high, ["S153", "S161"],
                            note: "AutoMate's 11.0–12.2 Allow list; the accept button DeviceAgent pairs with the iOS 11–12 titles"),
            LocalizedString("Don’t Allow", "不允许", bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Don’t Allow", "不允许", bands: s.bandB, .medium, ["S153"], note: "AutoMate's 11.0–12.2 Don’t Allow list"),
            LocalizedString("Only While Using the App", "仅在使用应用期间", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Always Allow", "始终允许", bands: s.bandB + s.iOS13 + s.iOS14to17, .medium, ["S153", "S161"],
                            note: "iOS 11–12: AutoMate's 11.0–12.2 lists; iOS 13–16: the system's KEEP_ALWAYS_BUTTON (the reminder's Always Allow) in DeviceAgent's 13.0, 13.4, 14 and 16 scans"),
            LocalizedString("Allow While Using App", "使用App时允许", bands: s.iOS13, .high, ["S158", "S161"],
                            note: "in the tool's list since August 2020 (iOS 13); UI tests in the code index also tap “使用 App 时允许” with spaces, presumably on newer versions"),
            LocalizedString("Allow While Using App", "使用App时允许", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 and 16 scans add no other text (its iOS 16 scan repeats it under the new 你 title)"),
            LocalizedString("Allow Once", "允许一次", bands: s.iOS13, .medium, ["S161"],
                            note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan"),
            LocalizedString("Allow Once", "允许一次", bands: s.iOS14to17, .medium, ["S161"],
                            note: "the full-accuracy alert's button in DeviceAgent's iOS 14 scan and again in its iOS 16 scan"),
            LocalizedString(t.alwaysB, "允许“%@”访问您的位置？", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.firstPrompt13, "允许“%@”使用您的位置？", bands: s.iOS13_4, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.4 scan"),
            LocalizedString(t.firstPrompt13, "允许“%@”使用你的位置？", bands: s.iOS14to17 + s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's iOS 16 scan; its iOS 14 scan still has 您 (“允许“%@”使用您的位置？”), so iOS 14–15 presumably show that; on iOS 18+ assumed unchanged"),
            LocalizedString(t.fullAccuracy, "允许“%@”使用你的精确位置一次？", bands: s.iOS14to17 + s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's iOS 16 scan; its iOS 14 scan has 您 (“允许“%@”使用您的精确位置一次？”), presumably iOS 14–15; on iOS 18+ assumed unchanged"),
            LocalizedString(t.widgetTitle, "允许来自“%@”的小组件使用你的位置？", bands: s.iOS14to17 + s.iOS18, .low, ["S161"],
                            note: "DeviceAgent's iOS 16 scan; its iOS 14 scan has 您 (“允许来自“%@”的小组件使用您的位置？”), presumably iOS 14–15; on iOS 18+ assumed unchanged"),
        ])
    }()
}

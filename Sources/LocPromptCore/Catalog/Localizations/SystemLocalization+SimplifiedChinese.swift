/// Simplified Chinese system strings. Sources: AutoMate's iOS 10/11 strings (S152, S153), facebook-wda (S158, iOS 13
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
            LocalizedString("Allow", "允许", bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Don’t Allow", "不允许", bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Only While Using the App", "仅在使用应用期间", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Always Allow", "始终允许", bands: s.bandB, .medium, ["S153"]),
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

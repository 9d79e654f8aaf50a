/// Japanese system strings. Sources: Apple's Japanese Human Interface Guidelines (S155), Patrol's Japanese labels
/// (S159), AutoMate's iOS 10/11 strings (S152, S153), DeviceAgent's simulator scans (S161, iOS 11–16). What is missing stays English.
extension SystemLocalizations {
    static let japanese: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "ja", name: "Japanese", strings: [
            LocalizedString(t.whenInUseA, "“%@”の使用中に位置情報の利用を許可しますか?", bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.alwaysA, "“%@”を使用していないときでも位置情報の利用を許可しますか?", bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.upgradeAB, "“%@”を使用していないときでも位置情報の利用を許可しますか?", bands: s.bandA, .medium, ["S152"],
                            note: "S152 gives the same Japanese text for the Always and the upgrade alert"),
            LocalizedString("Allow", "許可", bands: s.bandA + s.current, .high, ["S152", "S159"]),
            LocalizedString("Don’t Allow", "許可しない", bands: s.bandA + s.current, .high, ["S152", "S155", "S159"]),
            LocalizedString("Only While Using the App", "このAppの使用中のみ許可", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Always Allow", "常に許可", bands: s.bandB, .medium, ["S153"]),
            LocalizedString(t.firstPrompt13, "“%@”に位置情報の使用を許可しますか?", bands: s.iOS13_4, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.4 scan"),
            LocalizedString(t.firstPrompt13, "“%@”に位置情報の使用を許可しますか?", bands: s.iOS14to17, .high, ["S155", "S161"],
                            note: "S161's iOS 14 and 16 scans add no other text and give the quotation marks “ ”; the HIG quotes the name with ” ”"),
            LocalizedString(t.firstPrompt13, "“%@”に位置情報の使用を許可しますか?", bands: s.iOS18, .medium, ["S155"],
                            note: "from the HIG's description of the alert, which quotes the name with ” ”; the quotation marks here are those of the system's strings up to iOS 16 (S161)"),
            LocalizedString("Allow Once", "1度だけ許可", bands: s.current, .high, ["S155", "S159"]),
            LocalizedString("Allow Once", "1度だけ許可", bands: s.iOS13, .medium, ["S161"], note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan"),
            LocalizedString("Allow While Using App", "Appの使用中は許可", bands: s.iOS13, .medium, ["S161"],
                            note: "DeviceAgent's iOS 13.0 and 13.4 scans; UI tests in the code index tap it too (not citable)"),
            LocalizedString("Allow While Using App", "Appの使用中は許可", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 and 16 scans add no other spelling, so iOS 14–16 presumably still read “App”; iOS 17 is not covered, and current iOS reads “アプリの使用中は許可” (S155, S159): the change falls after iOS 16, version unknown"),
            LocalizedString("Allow While Using App", "アプリの使用中は許可", bands: s.iOS18, .high, ["S155", "S159"],
                            note: "both sources show current iOS (2026); before iOS 17 the label read “Appの使用中は許可” (S161), and which version from 17 on changed it is not known"),
            LocalizedString("Precise: On", "正確な位置情報: オン", bands: s.current, .high, ["S155", "S159"]),
            LocalizedString("Precise: Off", "正確な位置情報: オフ", bands: s.current, .medium, ["S159"]),
            LocalizedString("Change to Always Allow", "”常に許可”に変更", bands: s.current, .low, ["S160"],
                            note: "one app manual's transcription; it writes both quotation marks as ” and the real marks are not confirmed"),
            LocalizedString(t.alwaysB, "“%@”に位置情報の利用を許可しますか?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.fullAccuracy, "“%@”に正確な位置情報の使用を1度だけ許可しますか?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
            LocalizedString(t.widgetTitle, "“%@”のウィジェットに位置情報の使用を許可しますか?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
        ])
    }()
}

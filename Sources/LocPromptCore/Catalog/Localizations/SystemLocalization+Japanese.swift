/// Japanese system strings. Sources: Apple's Japanese Human Interface Guidelines (S155), Patrol's Japanese labels
/// (S159), AutoMate's iOS 10/11 strings (S152, S153). What is missing stays English.
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
            LocalizedString(t.firstPrompt13, "“%@”に位置情報の使用を許可しますか?", bands: s.current, .medium, ["S155"],
                            note: "from the HIG's description of the alert, which quotes the name with ” ”; the quotation marks here follow the English alert"),
            LocalizedString("Allow Once", "1度だけ許可", bands: s.current, .high, ["S155", "S159"]),
            LocalizedString("Allow While Using App", "アプリの使用中は許可", bands: s.current, .high, ["S155", "S159"],
                            note: "UI tests in the code index also tap “Appの使用中は許可”, presumably on older iOS versions"),
            LocalizedString("Precise: On", "正確な位置情報: オン", bands: s.current, .high, ["S155", "S159"]),
            LocalizedString("Precise: Off", "正確な位置情報: オフ", bands: s.current, .medium, ["S159"]),
            LocalizedString("Change to Always Allow", "”常に許可”に変更", bands: s.current, .low, ["S160"],
                            note: "one app manual's transcription; it writes both quotation marks as ” and the real marks are not confirmed"),
        ])
    }()
}

/// Simplified Chinese system strings. Sources: AutoMate's iOS 10/11 strings (S152, S153), facebook-wda (S158, iOS 13
/// Allow While Using App). No citable source was found for the other iOS 13+ buttons: they stay English. What is missing stays English.
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
            LocalizedString("Allow While Using App", "使用App时允许", bands: s.iOS13, .medium, ["S158"],
                            note: "in the tool's list since August 2020 (iOS 13); UI tests in the code index also tap “使用 App 时允许” with spaces, presumably on newer versions"),
        ])
    }()
}

/// Korean system strings. Sources: Apple's Korean Human Interface Guidelines (S156), AutoMate's iOS 10/11 strings
/// (S152, S153). What is missing stays English.
extension SystemLocalizations {
    static let korean: SystemLocalization = {
        let t = CatalogText.self, s = SystemLocalizations.self
        return SystemLocalization(id: "ko", name: "Korean", strings: [
            LocalizedString(t.whenInUseA, "앱을 사용하는 동안 ‘%@’에서 사용자의 위치에 접근하도록 허용하겠습니까?", bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.alwaysA, "이 앱을 사용하지 않을 때에도 ‘%@’이(가) 사용자의 위치에 접근하도록 허용하겠습니까?", bands: s.bandA, .medium, ["S152"]),
            LocalizedString(t.upgradeAB, "‘%@’을(를) 사용하지 않을 때에도 해당 앱이 사용자의 위치에 접근하도록 허용하곘습니까?", bands: s.bandA, .medium,
                            ["S152"], note: "kept exactly as the source spells it (허용하곘습니까)"),
            LocalizedString("Allow", "허용", bands: s.bandA, .medium, ["S152"]),
            LocalizedString("Don’t Allow", "허용 안 함", bands: s.bandA + s.current, .high, ["S152", "S156"]),
            LocalizedString("Only While Using the App", "앱을 사용하는 동안", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Always Allow", "항상 허용", bands: s.bandB, .medium, ["S153"]),
            LocalizedString("Allow Once", "한 번 허용", bands: s.current, .high, ["S156"]),
            LocalizedString("Allow While Using App", "앱을 사용하는 동안 허용", bands: s.current, .high, ["S156"]),
            LocalizedString("Precise: On", "정확한 위치 켬", bands: s.current, .medium, ["S156"],
                            note: "from the HIG's description of the map's notice, not a quoted label"),
        ])
    }()
}

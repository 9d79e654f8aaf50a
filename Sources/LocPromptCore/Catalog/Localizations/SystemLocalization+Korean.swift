/// Korean system strings. Sources: Apple's Korean Human Interface Guidelines (S156), Patrol's Korean labels (S162),
/// AutoMate's iOS 10/11 strings (S152, S153), DeviceAgent's simulator scans (S161, iOS 11–16). What is missing stays English.
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
            LocalizedString("Allow Once", "한 번 허용", bands: s.current, .high, ["S156", "S162"]),
            LocalizedString("Allow Once", "한 번 허용", bands: s.iOS13, .medium, ["S161"], note: "from Maps.app's strings in DeviceAgent's iOS 13.2 scan"),
            LocalizedString("Allow While Using App", "앱을 사용하는 동안 허용", bands: s.current, .high, ["S156", "S162"]),
            LocalizedString("Allow While Using App", "앱을 사용하는 동안 허용", bands: s.iOS13, .medium, ["S161"], note: "DeviceAgent's iOS 13.0 and 13.4 scans"),
            LocalizedString("Precise: On", "정확한 위치: 켬", bands: s.current, .medium, ["S162"],
                            note: "Patrol's label, with the colon of the other languages' “X: On”; the HIG (S156) describes the map's notice in prose as “정확한 위치 켬”"),
            LocalizedString("Precise: Off", "정확한 위치: 끔", bands: s.current, .medium, ["S162"]),
            LocalizedString(t.alwaysB, "‘%@’이(가) 사용자의 위치에 접근하도록 허용하겠습니까?", bands: s.bandB + s.iOS13_0, .medium, ["S161"],
                            note: "DeviceAgent lists it with the iOS 11–12 buttons and the iOS 13 ones (scans up to iOS 13.0)"),
            LocalizedString(t.firstPrompt13, "‘%@’이(가) 사용자의 위치를 사용하도록 허용하겠습니까?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.alsoUse13, "‘%@’을(를) 사용하지 않을 때도 해당 앱이 사용자의 위치를 사용하도록 허용하겠습니까?", bands: s.iOS13_4 + s.iOS14to17, .medium, ["S161"],
                            note: "first in DeviceAgent's iOS 13.4 scan; its iOS 14 and 16 scans add no other text"),
            LocalizedString(t.fullAccuracy, "‘%@’이(가) 사용자의 정확한 위치를 한 번 사용하도록 허용하겠습니까?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
            LocalizedString(t.widgetTitle, "‘%@’에서 위젯이 사용자의 위치를 사용하도록 허용하겠습니까?", bands: s.iOS14to17, .medium, ["S161"],
                            note: "DeviceAgent's iOS 14 scan"),
        ])
    }()
}

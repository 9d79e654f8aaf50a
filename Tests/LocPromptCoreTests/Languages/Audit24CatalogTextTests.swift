import Testing
@testable import LocPromptCore

/// Blind audit 24b (findings D1–D4): texts DeviceAgent's simulator scans (S161, calabash/DeviceAgent.iOS,
/// springboard-alerts-<lang>.dataset/alerts.json) and AutoMate's lists (S152) give, which locprompt showed in English,
/// in the wrong version's wording, or mixed with English. Each expectation failed on the old tables.
@Suite struct Audit24CatalogTextTests {
    /// D1: the Xcode 14 (iOS 16) scan b1d5b669 holds “要允許「%@」使用你的準確位置一次嗎？”: 你, as in every other
    /// Traditional Chinese location title of that scan; iOS 14–15 keep 您.
    @Test func traditionalChineseFullAccuracyTitleFromIOS16() throws {
        for version in [OSVersion(16, 0), OSVersion(17, 4), OSVersion(18, 0)] {
            let title = try CatalogFixtures.alert(.temporaryFullAccuracy, os: version, "zh-Hant").title
            #expect(title == "要允許「Where Am I?」使用你的準確位置一次嗎？", "\(version)")
        }
        let iOS15 = try CatalogFixtures.alert(.temporaryFullAccuracy, os: OSVersion(15, 7), "zh-Hant").title
        #expect(iOS15 == "要允許「Where Am I?」使用您的準確位置一次嗎？")
    }

    /// D2: the iOS 9.3 scan c0c46500 adds the Korean Always title with “이 App을”; iOS 10.2/10.3 (AutoMate) say
    /// “이 앱을”. Maps.app, the scan's other source of location titles, has no Always title.
    @Test func koreanAlwaysTitleBeforeIOS10() throws {
        let iOS9 = try CatalogFixtures.alert(.always, os: OSVersion(9, 3), "ko").title
        #expect(iOS9 == "이 App을 사용하지 않을 때에도 ‘Where Am I?’이(가) 사용자의 위치에 접근하도록 허용하겠습니까?")
        let iOS10 = try CatalogFixtures.alert(.always, os: OSVersion(10, 3), "ko").title
        #expect(iOS10 == "이 앱을 사용하지 않을 때에도 ‘Where Am I?’이(가) 사용자의 위치에 접근하도록 허용하겠습니까?")
    }

    /// D3: AutoMate's 10.x lists hold Spain's Spanish only (a Latin American text appears from 11.0), so a Latin
    /// American device on iOS 8–10 shows Spain's texts: title and buttons alike, never English beside Spanish.
    @Test func latinAmericanSpanishFallsBackToSpainsBeforeIOS11() throws {
        for version in [OSVersion(8, 4), OSVersion(10, 3)] {
            let content = try CatalogFixtures.alert(.whenInUse, os: version, "es-419")
            let spain = try CatalogFixtures.alert(.whenInUse, os: version, "es")
            #expect(content.title == spain.title && content.buttons.map(\.label) == spain.buttons.map(\.label), "\(version)")
            #expect(content.title.hasPrefix("¿Permitir a Where Am I? acceder"))
            #expect(content.localization?.pieces.allSatisfy { $0.confidence != nil && $0.confidence! <= .medium } == true)
        }
        #expect(try CatalogFixtures.alert(.upgrade, os: OSVersion(10, 3), "es-MX").buttons.map(\.label) == ["Cancelar", "Permitir"])
        // From iOS 11 the table's own texts again.
        let iOS12 = try CatalogFixtures.alert(.whenInUse, os: OSVersion(12, 4), "es-419").title
        #expect(iOS12 == "¿Permitir que “Where Am I?” acceda a tu ubicación mientras la app esté en uso?")
    }

    /// D4: on iOS 13.0–13.3 the deferred alert's English title is the iOS 11–12 upgrade title (one key), and the
    /// Xcode 11.0 scan 26fd14cd holds each language's translation of it.
    @Test(arguments: [
        ("de", "Darf „Where Am I?“ auch auf deinen Standort zugreifen, wenn du die App nicht benutzt?"),
        ("nl", "Wil je Where Am I? zelfs toegang tot je locatie toestaan als je de app niet gebruikt?"),
        ("es", "¿Permitir a Where Am I? acceder también a tu ubicación aunque no estés utilizando la app?"),
        ("ko", "‘Where Am I?’을(를) 사용하지 않을 때에도 해당 앱이 사용자의 위치에 접근하도록 허용하겠습니까?"),
        ("pt-BR", "Permitir que “Where Am I?” também tenha acesso à sua localização mesmo quando você não estiver usando o app?"),
    ])
    func deferredTitleOnIOS13_0To13_3(tag: String, title: String) throws {
        for version in [OSVersion(13, 0), OSVersion(13, 3)] {
            #expect(try CatalogFixtures.alert(.deferredAlways, os: version, tag).title == title, "\(tag) \(version)")
        }
    }
}

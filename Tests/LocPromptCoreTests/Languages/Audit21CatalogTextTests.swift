import Testing
@testable import LocPromptCore

/// Blind audit 21c (findings D1–D4): strings AutoMate's lists give (S152 for iOS 10.2/10.3, S153 for 11.0–12.2) that
/// locprompt showed in English or carried from another version. Each expectation is the exact string of the list
/// (PGSSoft/AutoMate, AutoMate/Models/Messages/*.json), so each failed on the old tables.
@Suite struct Audit21CatalogTextTests {
    func alert(_ kind: PromptKind, os version: OSVersion, _ tag: String) throws -> AlertContent {
        try CatalogFixtures.alert(kind, os: version, tag)
    }

    func piece(_ content: AlertContent, _ role: String) throws -> LocalizedPiece { try CatalogFixtures.piece(content, role) }

    /// D1: the iOS 10 upgrade alert's Cancel, from LocationAlertCancel.json 10.2/10.3, which AutoMate's iOS 10 model
    /// (LocationAlerts.swift at 9663f67) gives the upgrade alert.
    @Test(arguments: [("de", "Abbrechen"), ("fr", "Annuler"), ("fr-CA", "Annuler"), ("es", "Cancelar"), ("it", "Annulla"),
                      ("ja", "キャンセル"), ("zh-Hans", "取消"), ("zh-Hant", "取消"), ("pt-BR", "Cancelar"),
                      ("pt-PT", "Cancelar"), ("nl", "Annuleer"), ("ko", "취소"), ("sv", "Avbryt"), ("tr", "Vazgeç")])
    func upgradeCancelOnIOS10(tag: String, cancel: String) throws {
        for version in [OSVersion(10, 3), OSVersion(10, 0)] {
            let content = try alert(.upgrade, os: version, tag)
            #expect(content.buttons.first?.label == cancel, "\(tag) \(version)")
            let button = try piece(content, "button 1")
            #expect(!button.carried && button.confidence == .medium && button.sources == ["S152"])
        }
    }

    /// The Cancel list is the upgrade alert's: the Location Services alert's Cancel is not taken from it (it has its own
    /// key, LOCATION_DISABLED_CANCEL, in Apple's iOS 15 strings, S171: sourced on iOS 14–17, carried elsewhere), and
    /// Latin American Spanish (no text of its own in AutoMate's 10.x lists) shows Spain's Cancel on iOS 10 (audit 24b
    /// D3: the device falls back to Spain's strings, not to English).
    @Test func cancelIsLimitedToTheUpgradeAlert() throws {
        for version in [OSVersion(10, 3), OSVersion(12, 4), OSVersion(17, 4)] {
            let content = try alert(.locationServicesOff, os: version, "de")
            #expect(content.buttons.map(\.label).contains("Abbrechen"), "\(version): \(content.buttons.map(\.label))")
            #expect(try piece(content, "button 2").sources == ["S171"], "\(version)")
        }
        #expect(try alert(.upgrade, os: OSVersion(10, 3), "es-419").buttons.first?.label == "Cancelar")
        let german = try #require(SystemLocalizations.all.first { $0.id == "de" })
        guard case .carried(let carried) = german.lookup("Cancel", bandID: "ios-8-10", kind: .locationServicesOff) else {
            Issue.record("the Location Services alert's Cancel on iOS 8–10 should be carried from S171")
            return
        }
        #expect(carried.sources == ["S171"] && carried.kinds == [.locationServicesOff])
        guard case .sourced(let string) = german.lookup("Cancel", bandID: "ios-8-10", kind: .upgrade) else {
            Issue.record("the upgrade alert's Cancel should be sourced")
            return
        }
        #expect(string.text == "Abbrechen" && string.kinds == [.upgrade])
    }

    /// D2: Don’t Allow on iOS 8–12, from LocationAlertDeny.json 10.2/10.3 (S152) and 11.0–12.2 (S153).
    @Test(arguments: [("sv", "Tillåt inte", Confidence.medium), ("tr", "İzin Verme", .medium), ("fr-CA", "Refuser", .medium),
                      ("zh-Hant", "不允許", .medium), ("zh-TW", "不允許", .medium), ("pt-PT", "Não permitir", .medium)])
    func dontAllowOnIOS8To12(tag: String, label: String, confidence: Confidence) throws {
        for (version, source) in [(OSVersion(10, 3), "S152"), (OSVersion(12, 4), "S153")] {
            let content = try alert(.whenInUse, os: version, tag)
            #expect(content.buttons.first?.label == label, "\(tag) \(version)")
            let button = try piece(content, "button 1")
            // pt-PT also cites Apple's iOS 15 strings (S171), which tell its lower-case text from Brazil's.
            #expect(!button.carried && button.confidence == confidence && button.sources.first == source, "\(tag) \(version)")
        }
        // The three-option Always alert of iOS 11–12 ends with it too.
        #expect(try alert(.always, os: OSVersion(12, 4), tag).buttons.last?.label == label)
    }

    /// D2: Latin American Spanish “No permitir” on iOS 11–12 (S153's only Spanish deny, though its 12.2 lists hold the
    /// es-419 titles); on iOS 8–10 Spain's, which the device falls back to (audit 24b D3), at most medium.
    @Test func latinAmericanSpanishDontAllow() throws {
        let iOS12 = try alert(.whenInUse, os: OSVersion(12, 4), "es-419")
        #expect(iOS12.buttons.map(\.label) == ["No permitir", "Permitir"])
        let button = try piece(iOS12, "button 1")
        #expect(!button.carried && button.confidence == .medium && button.sources == ["S153"])
        #expect(try alert(.always, os: OSVersion(12, 4), "es-MX").buttons.map(\.label)
                == ["Sólo al usar la app", "Permitir siempre", "No permitir"])
        let iOS10 = try piece(try alert(.whenInUse, os: OSVersion(10, 3), "es-419"), "button 1")
        #expect(iOS10.text == "No permitir" && !iOS10.carried && iOS10.confidence == .medium)
        #expect(iOS10.note.hasPrefix("Spain's Spanish"))
    }

    /// D4: German iOS 8–10 Don’t Allow is AutoMate's 10.x “Nein”, not “Nicht erlauben” carried from iOS 11.
    @Test func germanDontAllowOnIOS10IsNein() throws {
        for version in [OSVersion(10, 3), OSVersion(9, 3), OSVersion(8, 4)] {
            for kind in [PromptKind.whenInUse, .always] {
                let content = try alert(kind, os: version, "de")
                #expect(content.buttons.map(\.label) == ["Nein", "Erlauben"], "\(kind) \(version)")
                let button = try piece(content, "button 1")
                #expect(!button.carried && button.confidence == .medium && button.sources == ["S152"])
            }
        }
        #expect(try alert(.whenInUse, os: OSVersion(11, 0), "de").buttons.first?.label == "Nicht erlauben")
    }

    /// D3: the iOS 8–10 When In Use title, from LocationWhenInUseAlert.json 10.2/10.3 (Turkish with a no-break space
    /// before “mi?”, unlike its iOS 11–12 text).
    @Test(arguments: [
        ("sv", "Vill du tillåta ”Where Am I?” att se din platsinfo när du använder appen?"),
        ("tr", "“Where Am I?”, uygulamayı kullanırken konumunuza erişebilsin\u{00A0}mi?"),
        ("pt-PT", "Permitir que “Where Am I?” aceda à sua localização enquanto usa a aplicação?"),
        ("fr-CA", "Autoriser «\u{00A0}Where Am I?\u{00A0}» à accéder à vos données de localisation lorsque vous utilisez cette app?"),
        ("zh-Hant", "要允許「Where Am I?」在您使用 App 時取用您的位置嗎？"),
    ])
    func whenInUseTitleOnIOS10(tag: String, title: String) throws {
        let content = try alert(.whenInUse, os: OSVersion(10, 3), tag)
        #expect(content.title == title)
        let translated = try piece(content, "title")
        #expect(!translated.carried && translated.confidence == .medium && translated.sources == ["S152"])
        #expect(content.localization?.fallbackNote == nil, "\(content.localization?.fallbackNote ?? "")")
    }

    /// D3: the Traditional Chinese Always and upgrade titles before iOS 13, the 您 text AutoMate's Always and upgrade
    /// lists both hold (10.2–12.2).
    @Test func traditionalChineseAlwaysAndUpgradeTitles() throws {
        let title = "要允許「Where Am I?」在您未使用 App 時也可取用您的位置嗎？"
        #expect(try alert(.always, os: OSVersion(10, 3), "zh-Hant").title == title)
        #expect(try alert(.upgrade, os: OSVersion(10, 3), "zh-Hant").title == title)
        let iOS12 = try alert(.upgrade, os: OSVersion(12, 4), "zh-Hant")
        #expect(iOS12.title == title)
        let translated = try piece(iOS12, "title")
        #expect(!translated.carried && translated.sources == ["S153"])
        #expect(try alert(.upgrade, os: OSVersion(10, 3), "zh-Hant").localization?.fallbackNote == nil)
    }
}

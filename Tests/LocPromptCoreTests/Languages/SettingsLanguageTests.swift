import Testing
@testable import LocPromptCore

/// Settings' words in the device language (session 26, research 25s): before, the Settings page was drawn in English
/// on every device. “Location Services” is Apple's own text in two bundles of one iOS 15 build (S171 locationd, S172
/// Screen Time's row), M on iOS 14–17 in all 15 tables (H where an Apple page agrees) and carried as L elsewhere; rows come from Apple pages in the
/// language (S157, S173, S174, S175), dated by the versions each page is for. What no source gives stays English.
@Suite struct SettingsLanguageTests {
    /// A device on iOS `version` set to `tag`, with the sample app listed at `authorization`.
    static func state(_ tag: String, _ version: OSVersion, _ authorization: StoredAuthorization = .whenInUse(temporary: false)) throws -> EngineState {
        let language = try #require(DeviceLanguage(tag))
        let os = try DeviceOS.resolve(platform: .iOS, version: version).get().speaking(language)
        var state = EngineState(os: os, app: TestApps.allKeys)
        state.authorization = authorization
        state.askedPermission = true
        return state
    }

    /// The table's “Location Services”: LOCATION_CLIENT_ATTEMPTING_TO_RECEIVE_HEADER (S171) and
    /// LocationServicesSpecifierName (S172), the same text in each language.
    static let services: [(String, String)] = [
        ("de", "Ortungsdienste"), ("fr", "Service de localisation"), ("es", "Localización"), ("it", "Localizzazione"),
        ("ja", "位置情報サービス"), ("zh-Hans", "定位服务"), ("pt-BR", "Serviços de Localização"), ("nl", "Locatievoorzieningen"),
        ("ko", "위치 서비스"), ("sv", "Platstjänster"), ("es-419", "Localización"), ("pt-PT", "Serviços de localização"),
        ("fr-CA", "Service de localisation"), ("tr", "Konum Servisleri"), ("zh-Hant", "定位服務"),
    ]

    @Test("every table: Location Services is the page's title, back label and switch row on iOS 15 (H where an Apple page agrees, else M)", arguments: services)
    func locationServicesOnIOS15(tag: String, text: String) throws {
        let state = try Self.state(tag, OSVersion(15, 4))
        let piece = state.os.settingsPiece(SettingsText.locationServices)
        // S171 and S172 are one extraction (one publisher): M, as the tables grade S171 alone; an Apple page makes it H.
        let paged = ["de", "fr-CA", "es", "it", "ko"].contains(tag)
        #expect(piece.text == text && piece.confidence == (paged ? .high : .medium) && !piece.carried, "\(piece)")
        #expect(Set(piece.sources).isSuperset(of: ["S171", "S172"]))
        let list = state.settingsPage(at: .list)
        #expect(list.title == text)
        #expect(list.rows.first.map { $0.label(in: state).text } == text)
        #expect(state.settingsPage.back == text, "the app's page goes back to the list")
    }

    @Test("every table: on iOS 12 and 18 Location Services is carried (L), said in the language note", arguments: services)
    func locationServicesCarried(tag: String, text: String) throws {
        for version in [OSVersion(12, 4), OSVersion(18, 0)] {
            let state = try Self.state(tag, version)
            let piece = state.os.settingsPiece(SettingsText.locationServices)
            #expect(piece.text == text, "\(tag) \(version)")
            // German and Canadian French (iOS 15 or older) and Spanish (current) have an Apple page for these versions (M),
            // German and Korean an Apple legal page naming the setting now (H); the others carry iOS 15's.
            let paged = (tag == "de" || tag == "fr-CA") && version.major == 12 || tag == "es" && version.major == 18
            let legal = (tag == "de" || tag == "ko") && version.major == 18
            #expect(piece.confidence == (legal ? .high : paged ? .medium : .low) && piece.carried == !(paged || legal),
                    "\(tag) \(version): \(piece)")
        }
        let note = try #require(try Self.state(tag, OSVersion(18, 0)).settingsLanguageNote(at: .app))
        if !["es", "de", "ko"].contains(tag) { #expect(note.contains("unverified (L): “\(text)” for “Location Services”")) }
        #expect(note.contains("“ALLOW LOCATION ACCESS”") == false && note.contains("headers"))
    }

    @Test("German iOS 15: Datenschutz › Ortungsdienste, Nie (Apple's Personal Safety guide, iOS 15 or older); the rest English")
    func germanIOS15() throws {
        let state = try Self.state("de", OSVersion(15, 4))
        let page = state.settingsPage
        #expect(page.back == "Ortungsdienste" && page.title == "Where Am I?")
        #expect(page.lines.contains(.path("Datenschutz › Ortungsdienste")))
        #expect(state.settingsPage(at: .list).back == "Datenschutz")
        let labels = page.rows.map { $0.label(in: state).text }
        #expect(labels.prefix(4) == ["  Nie", "  Ask Next Time Or When I Share", "✓ While Using the App", "  Always"])
        #expect(state.os.settingsPiece(SettingsText.never).confidence == .high)
        #expect(page.lines.contains(.header("ALLOW LOCATION ACCESS")), "no source gives the header")
        // Tools keep the English label (scenarios, transcripts, plans).
        #expect(SettingsChoice.never.label(on: state.os) == "Never")
        let note = try #require(state.settingsLanguageNote(at: .app))
        #expect(note.contains("“Ask Next Time Or When I Share”, “While Using the App”, “Always”, “Precise Location”"))
    }

    @Test("German iOS 17: Nie is carried from iOS ≤15 (L); the iOS 16+ pane name is not sourced")
    func germanIOS17() throws {
        let state = try Self.state("de", OSVersion(17, 4))
        let never = state.os.settingsPiece(SettingsText.never)
        #expect(never.text == "Nie" && never.confidence == .low && never.carried)
        #expect(state.privacyPaneLabel == "Privacy & Security")
    }

    @Test("Canadian French iOS 14: Confidentialité, Jamais (Apple's Personal Safety guide)")
    func canadianFrench() throws {
        let state = try Self.state("fr-CA", OSVersion(14, 8))
        #expect(state.privacyPaneLabel == "Confidentialité")
        #expect(state.os.settingsWord(SettingsText.never) == "Jamais")
        #expect(state.settingsPage.back == "Service de localisation")
    }

    @Test("Spain's Spanish iOS 17: every row from Apple Support (S157); While Using M (the page words it two ways)")
    func spanishIOS17() throws {
        let state = try Self.state("es", OSVersion(17, 4))
        let page = state.settingsPage
        #expect(page.rows.prefix(4).map { $0.label(in: state).text }
                == ["  Nunca", "  Preguntar la próxima vez o al compartir", "✓ Cuando se use la app", "  Siempre"])
        #expect(state.settingsPage(at: .list).back == "Privacidad y seguridad")
        #expect(state.os.settingsPiece(SettingsText.whileUsing).confidence == .medium)
        #expect(state.os.settingsPiece(SettingsText.askNextTimeOrShare).confidence == .high)
        // The list's app row shows the choice in the language too.
        let list = try Self.state("es", OSVersion(17, 4))
        #expect(SettingsRow.app.label(in: list).value == "Cuando se use la app ›")
    }

    @Test("Spain's Spanish iOS 15: the page is for 16+, so the rows stay English there (nothing carried: the label differs)")
    func spanishIOS15() throws {
        let state = try Self.state("es", OSVersion(15, 4))
        #expect(state.os.settingsWord(SettingsText.askNextTime) == "Ask Next Time")
        #expect(state.os.settingsPiece(SettingsText.never).carried, "Nunca: sourced on 16+, carried to 15 as L")
    }

    @Test("Italian iOS 16: Posizione esatta and Privacy e sicurezza (the iOS 16.0 User Guide, S173)")
    func italianIOS16() throws {
        let state = try Self.state("it", OSVersion(16, 4))
        #expect(state.settingsPage.rows.contains(.precise))
        #expect(SettingsRow.precise.label(in: state).text == "Posizione esatta")
        #expect(state.privacyPaneLabel == "Privacy e sicurezza")
        let ask = try Self.state("it", OSVersion(14, 8), .notDetermined)
        #expect(ask.os.settingsPiece(SettingsText.askNextTime).confidence == .low, "the 16.0 guide's name, read back to 13–15")
    }

    @Test("English and the languages without a table are unchanged; the Mac's list is not translated")
    func englishUnchanged() throws {
        let english = try Self.state("en", OSVersion(17, 4))
        #expect(english.settingsPage(at: .list).title == "Location Services")
        #expect(english.settingsLanguageNote(at: .app) == nil)
        let danish = try Self.state("da", OSVersion(17, 4))
        #expect(danish.settingsPage(at: .list).title == "Location Services")
        #expect(danish.settingsLanguageNote(at: .app)?.contains("Settings is shown in English") == true)
        let mac = try DeviceOS.resolve(platform: .macOS, version: OSVersion(14, 0)).get().speaking(try #require(DeviceLanguage("de")))
        #expect(mac.settingsWord(SettingsText.locationServices) == "Location Services")
    }

    @Test("every Settings string is graded like the alerts' (H: Apple's page or two publishers; L says why) and words a Settings text")
    func everySettingsStringIsGraded() {
        let words: Set<String> = [SettingsText.locationServices, SettingsText.privacy, SettingsText.privacySecurity, SettingsText.never,
                                  SettingsText.askNextTime, SettingsText.askNextTimeOrShare, SettingsText.whileUsing, SettingsText.always,
                                  SettingsText.whileUsingOrWidgets, SettingsText.preciseLocation]
        #expect(Set(SettingsChoice.allCases.flatMap { [$0.label(on: Self.ios(15)), $0.label(on: Self.ios(16))] }).isSubset(of: words))
        for table in SystemLocalizations.all {
            for string in table.settingsStrings {
                #expect(words.contains(string.english), "\(table.id): “\(string.english)”")
                #expect(!string.bands.isEmpty && string.bands.allSatisfy { OSBand.band(id: $0) != nil })
                for id in string.sources { #expect(Bibliography.source(id: id) != nil && (150...199).contains(Int(id.dropFirst()) ?? 0), "\(id)") }
                if string.confidence == .high {
                    let apple = string.sources.contains { Bibliography.source(id: $0)?.publisher.hasPrefix("Apple") == true }
                    let publishers = Set(string.sources.compactMap { Bibliography.source(id: $0)?.publisher })
                    #expect(apple || publishers.count >= 2, "\(table.id) “\(string.text)” is H without two publishers or Apple's page")
                }
                if string.confidence == .low { #expect(!string.note.isEmpty) }
            }
        }
    }

    static func ios(_ major: Int) -> DeviceOS { try! DeviceOS.resolve(platform: .iOS, version: OSVersion(major, 0)).get() }
}

import Testing
@testable import LocPromptCore

/// Don’t Allow on iOS 14–17 and the widget alert's Allow / Don’t Allow, from Apple's iOS 15 locationd.strings (S171:
/// DONT_ALLOW, whose text equals INCIDENTAL_USE_MODE_NO_BUTTON, TEMPORARY_PRECISE_NO_BUTTON and NEVER_BUTTON in every
/// language, and INCIDENTAL_USE_MODE_YES_BUTTON; kishikawakatsumi/applelocalization-tools at 176cb3f). Before, ten
/// tables carried Don’t Allow from iOS 8–12 (L) and six carried the widget's Allow; where another source already gave
/// the same text on iOS 14–17 the two now agree (H). Japanese had both as H already (S155, S159) and is unchanged.
@Suite struct Locationd15ButtonTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let tag: String, dontAllow: String, dontAllowGrade: Confidence, allow: String, allowGrade: Confidence
        init(_ tag: String, _ dontAllow: String, _ dontAllowGrade: Confidence, _ allow: String, _ allowGrade: Confidence) {
            self.tag = tag; self.dontAllow = dontAllow; self.dontAllowGrade = dontAllowGrade
            self.allow = allow; self.allowGrade = allowGrade
        }
        var testDescription: String { tag }
    }

    // The file's DONT_ALLOW and INCIDENTAL_USE_MODE_YES_BUTTON per language, and the grade on iOS 14–17: M where S171
    // is the only source there, H where Patrol (S150, S151), a HIG (S155, S156, S157, S159) or DeviceAgent's iOS 14
    // scan (S161, the widget's Allow) agrees.
    static let cases: [Case] = [
        Case("de", "Nicht erlauben", .high, "Erlauben", .high),
        Case("fr", "Ne pas autoriser", .high, "Autoriser", .high),
        Case("es", "No permitir", .high, "Permitir", .medium),
        Case("it", "Non consentire", .medium, "Consenti", .medium),
        Case("ja", "許可しない", .high, "許可", .high),
        Case("zh-Hans", "不允许", .medium, "允许", .medium),
        Case("pt-BR", "Não Permitir", .medium, "Permitir", .medium),
        Case("nl", "Sta niet toe", .medium, "Sta toe", .medium),
        Case("ko", "허용 안 함", .high, "허용", .medium),
        Case("sv", "Tillåt inte", .medium, "Tillåt", .high),
        Case("es-419", "No permitir", .medium, "Permitir", .high),
        Case("pt-PT", "Não permitir", .medium, "Permitir", .high),
        Case("fr-CA", "Refuser", .medium, "Autoriser", .high),
        Case("tr", "İzin Verme", .medium, "İzin Ver", .high),
        Case("zh-Hant", "不允許", .medium, "允許", .high),
    ]

    func alert(_ kind: PromptKind, os version: OSVersion, _ tag: String) throws -> AlertContent {
        try CatalogFixtures.alert(kind, os: version, tag)
    }

    /// The piece for the English label `english` (its button number differs per alert).
    func piece(_ content: AlertContent, _ english: String) throws -> LocalizedPiece {
        try #require(content.localization?.pieces.first { $0.english == english && $0.role.hasPrefix("button") })
    }

    func expectSourced(_ piece: LocalizedPiece, _ text: String, _ grade: Confidence, _ what: String) {
        #expect(piece.text == text && !piece.carried && piece.confidence == grade, "\(what): \(piece)")
        // M: S171 alone; H: S171 with the agreeing source (Japanese and the older H rows keep their own sources).
        if grade == .medium { #expect(piece.sources == ["S171"], "\(what)") }
    }

    /// The first prompt's, the full-accuracy alert's and the widget alert's Don’t Allow, and the widget's Allow, on
    /// iOS 14–17 (15.4 and 17.4): sourced on the band, not carried.
    @Test(arguments: cases)
    func buttonsOnIOS14to17(c: Case) throws {
        let first = try alert(.whenInUse, os: OSVersion(15, 4), c.tag)
        expectSourced(try piece(first, "Don’t Allow"), c.dontAllow, c.dontAllowGrade, "first prompt")
        let widget = try alert(.widget, os: OSVersion(17, 4), c.tag)
        #expect(widget.buttons.map(\.label) == [c.allow, c.dontAllow])
        expectSourced(try piece(widget, "Allow"), c.allow, c.allowGrade, "widget Allow")
        expectSourced(try piece(widget, "Don’t Allow"), c.dontAllow, c.dontAllowGrade, "widget Don’t Allow")
        let language = try #require(DeviceLanguage(c.tag))
        let os = try DeviceOS.resolve(platform: .iOS, version: OSVersion(16, 4)).get().speaking(language)
        let accuracy = try PromptCatalog.content(kind: .temporaryFullAccuracy, os: os, app: CatalogFixtures.reducedApp).get()
        expectSourced(try piece(accuracy, "Don’t Allow"), c.dontAllow, c.dontAllowGrade, "full accuracy")
    }

    /// Where S171 and Patrol agree, iOS 14–17 is H with both; iOS 18+ keeps Patrol alone (M), as for the Precise switch.
    @Test(arguments: [("de", "Nicht erlauben", "S150"), ("fr", "Ne pas autoriser", "S151")])
    func dontAllowAgreesWithPatrol(tag: String, text: String, patrol: String) throws {
        let iOS16 = try piece(try alert(.whenInUse, os: OSVersion(16, 4), tag), "Don’t Allow")
        #expect(iOS16.text == text && iOS16.confidence == .high && iOS16.sources == [patrol, "S171"])
        let iOS18 = try piece(try alert(.whenInUse, os: OSVersion(18, 0), tag), "Don’t Allow")
        #expect(iOS18.text == text && iOS18.confidence == .medium && iOS18.sources == [patrol])
    }

    /// Outside iOS 14–17 the ten tables still carry Don’t Allow as L (one iOS 15 build dates it); the widget's Allow
    /// stays on the widget alert (the iOS 10 When In Use alert's Allow keeps AutoMate's).
    @Test func otherVersionsAndAlerts() throws {
        let iOS18 = try piece(try alert(.whenInUse, os: OSVersion(18, 0), "it"), "Don’t Allow")
        #expect(iOS18.text == "Non consentire" && iOS18.carried && iOS18.confidence == .low)
        let iOS13 = try piece(try alert(.whenInUse, os: OSVersion(13, 4), "nl"), "Don’t Allow")
        #expect(iOS13.text == "Sta niet toe" && iOS13.carried)
        let iOS10 = try piece(try alert(.whenInUse, os: OSVersion(10, 3), "it"), "Allow")
        #expect(iOS10.text == "Consenti" && iOS10.sources == ["S152"] && !iOS10.carried)
    }

    /// Portuguese: AutoMate's iOS 10–12 lists hold “Não Permitir” and “Não permitir” unlabelled; Apple's iOS 15 file
    /// gives the title case to pt (Brazil) and the lower case to pt_PT, so the reading by case is M, no longer L.
    @Test(arguments: [("pt-BR", "Não Permitir"), ("pt-PT", "Não permitir")], [OSVersion(10, 3), OSVersion(12, 4)])
    func portugueseDontAllowBefore13(tag: (String, String), version: OSVersion) throws {
        let button = try piece(try alert(.whenInUse, os: version, tag.0), "Don’t Allow")
        #expect(button.text == tag.1 && !button.carried && button.confidence == .medium && button.sources.contains("S171"))
    }

    /// The widget alert's English message is Apple's (INCIDENTAL_USE_MODE_PURPOSE, en), final period included; the
    /// title, message and buttons are the system's strings (H), the order one article's (M).
    @Test func widgetEnglishMessageIsApples() throws {
        #expect(CatalogText.widgetMessage == "Widgets may use your location for up to 15 minutes after being viewed to stay up to date.")
        let english = try alert(.widget, os: OSVersion(17, 4), "en")
        #expect(english.message == CatalogText.widgetMessage)
        let band = try #require(OSBand.band(id: "ios-14-17"))
        let entry = try #require(PromptCatalog.entry(kind: .widget, band: band))
        let grades = Dictionary(uniqueKeysWithValues: entry.evidence.map { ($0.part, $0) })
        #expect(grades[.title]?.confidence == .high && grades[.message]?.confidence == .high
                && grades[.buttons]?.confidence == .high && grades[.order]?.confidence == .medium)
        #expect(grades[.message]?.sources.contains("S171") == true && entry.confidence == .medium)
        #expect(entry.evidence.allSatisfy { $0.followsModel })
    }
}

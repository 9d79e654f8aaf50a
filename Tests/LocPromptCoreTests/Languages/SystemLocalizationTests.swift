import Testing
@testable import LocPromptCore

/// The localized system strings (issue 13 §4): every one is sourced, graded and tied to a real catalog string.
@Suite struct SystemLocalizationTests {
    static let strings: [(SystemLocalization, LocalizedString)] =
        SystemLocalizations.all.flatMap { table in table.strings.map { (table, $0) } }

    /// Every English text the catalog shows: title templates and their variants, button labels and the Precise switch.
    static let catalogTexts: Set<String> = {
        var texts = Set(PromptCatalog.entries.flatMap { [$0.title] + $0.titleVariants + $0.buttons.map(\.label) })
        texts.insert(AlertExtra.preciseSwitch(on: true).text)
        texts.insert(AlertExtra.preciseSwitch(on: false).text)
        // A message the system supplies (the widget alert's) is translated like a title (S171).
        for entry in PromptCatalog.entries { if case .fixed(let message) = entry.message { texts.insert(message) } }
        return texts
    }()

    @Test func thereAreStringsForEveryRequiredLanguage() {
        let ids = Set(SystemLocalizations.all.map(\.id))
        #expect(ids == ["de", "fr", "es", "it", "ja", "zh-Hans", "pt-BR", "nl", "ko",
                       "sv", "es-419", "pt-PT", "fr-CA", "tr", "zh-Hant"])
        for table in SystemLocalizations.all { #expect(!table.strings.isEmpty, "\(table.id) has no strings") }
    }

    @Test func everyStringHasASourceInTheBibliographyAndAConfidence() {
        for (table, string) in Self.strings {
            #expect(!string.sources.isEmpty, "\(table.id) “\(string.text)” cites no source")
            for id in string.sources {
                #expect(Bibliography.source(id: id) != nil, "\(table.id) “\(string.text)” cites \(id), which the bibliography lacks")
                let number = Int(id.dropFirst()) ?? 0
                #expect((150...199).contains(number), "\(id) is outside the languages range S150–S199")
            }
            // The confidence follows the reference's scale: H needs two sources or Apple's own text.
            if string.confidence == .high {
                let apple = string.sources.contains { Bibliography.source(id: $0)?.publisher.hasPrefix("Apple") == true }
                let publishers = Set(string.sources.compactMap { Bibliography.source(id: $0)?.publisher })
                #expect(apple || publishers.count >= 2, "\(table.id) “\(string.text)” is H without two independent sources or Apple's text")
            }
            if string.confidence == .low { #expect(!string.note.isEmpty, "\(table.id) “\(string.text)” is L without saying why") }
        }
    }

    @Test func everySourceHasAnAddressAndTheReadDate() {
        for source in Bibliography.languages {
            #expect(source.url.hasPrefix("https://"), "\(source.id)")
            // Read in the sessions of 2026-11-23 (S150–S160), 2026-11-26 (S161–S162; S153 read again) and 2026-11-27
            // (S161 read again for more languages).
            #expect(["2026-11-23", "2026-11-26", "2026-11-27"].contains(source.read), "\(source.id)")
            #expect(!source.facts.isEmpty, "\(source.id)")
        }
    }

    @Test func everyStringTranslatesACatalogStringOnARealBand() {
        for (table, string) in Self.strings {
            #expect(Self.catalogTexts.contains(string.english), "\(table.id): “\(string.english)” is not a catalog string")
            #expect(!string.bands.isEmpty)
            for band in string.bands { #expect(OSBand.band(id: band) != nil, "\(table.id): unknown band \(band)") }
            #expect(string.english.contains("%@") == string.text.contains("%@"), "\(table.id) “\(string.text)” loses or adds the app name")
        }
    }

    @Test func oneTextPerStringAndBand() {
        for table in SystemLocalizations.all {
            var seen: [String: [LocalizedString]] = [:]
            for string in table.strings {
                for band in string.bands {
                    let key = string.english + "|" + band
                    for other in seen[key, default: []] {
                        // Two texts on one band only where the sources date them apart (`from` / `before`, no overlap).
                        let apart = [(string, other), (other, string)].contains { earlier, later in
                            if let end = earlier.before, let start = later.from { return end <= start }
                            return false
                        }
                        #expect(apart, "\(table.id) has two texts for “\(string.english)” on \(band)")
                    }
                    seen[key, default: []].append(string)
                }
            }
        }
    }

    /// A text limited to part of a band leaves no gap: the band's first version and its representative both find one.
    @Test func textsDatedWithinABandCoverTheWholeBand() {
        for table in SystemLocalizations.all {
            for string in table.strings where string.from != nil || string.before != nil {
                for id in string.bands {
                    let band = OSBand.band(id: id)!
                    for version in [band.first, band.representative] {
                        guard case .sourced = table.lookup(string.english, bandID: id, version: version) else {
                            Issue.record("\(table.id) “\(string.english)” has no text on \(version) (\(id))")
                            continue
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [("de", "de"), ("de-AT", "de"), ("fr_FR.UTF-8", "fr"), ("es", "es"), ("es-ES", "es"), ("it", "it"),
                      ("ja-JP", "ja"), ("zh-Hans", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"), ("pt-BR", "pt-BR"),
                      ("pt", "pt-BR"), ("nl-BE", "nl"), ("ko", "ko"), ("fr-BE", "fr"), ("fr-CH", "fr"),
                      ("sv", "sv"), ("sv-FI", "sv"), ("tr-TR", "tr"), ("es-419", "es-419"), ("es-MX", "es-419"),
                      ("es_US", "es-419"), ("es-AR", "es-419"), ("pt-PT", "pt-PT"), ("pt_PT.UTF-8", "pt-PT"),
                      ("fr-CA", "fr-CA"), ("fr_CA.UTF-8", "fr-CA"), ("zh-Hant", "zh-Hant"), ("zh-TW", "zh-Hant"),
                      ("zh-Hant-TW", "zh-Hant"), ("zh-Hans-TW", "zh-Hans")])
    func aLanguageIsServedByItsTable(tag: String, table: String) throws {
        let language = try #require(DeviceLanguage(tag))
        #expect(language.localization?.id == table)
    }

    @Test(arguments: ["en", "en-GB", "zh-HK", "zh-Hant-HK", "zh-MO", "es-GQ", "pt-AO", "da", "ru", "pl"])
    func aLanguageWhoseTextDiffersHasNoTable(tag: String) throws {
        #expect(try #require(DeviceLanguage(tag)).localization == nil)
    }

    @Test func languageTagsAreNormalisedAndJunkIsRefused() {
        #expect(DeviceLanguage("zh-hans")?.code == "zh-Hans")
        #expect(DeviceLanguage("pt_br")?.code == "pt-BR")
        #expect(DeviceLanguage("fr_FR.UTF-8")?.code == "fr-FR")
        for junk in ["", "1234", "d", "de--AT", "de-AT-", "\u{1b}[31m", "toolongsubtagxx-x", "C", "POSIX", "d€"] {
            #expect(DeviceLanguage(junk) == nil, "“\(junk)” was accepted")
        }
    }
}

/// Audit 19 catalog D1: DeviceAgent's iOS 14 scan (and its unchanged iOS 15 one) has 您 in the Simplified Chinese
/// location titles; the 你 forms first appear in its iOS 16 scan [S161].
@Suite("Simplified Chinese titles switch from 您 to 你 at iOS 16")
struct SimplifiedChineseFormalityTests {
    @Test(arguments: [("14.0", "允许“Where Am I?”使用您的位置？"), ("15.7", "允许“Where Am I?”使用您的位置？"),
                      ("16.0", "允许“Where Am I?”使用你的位置？"), ("18.0", "允许“Where Am I?”使用你的位置？")])
    func whenInUseTitle(os: String, title: String) throws {
        let version = try #require(OSVersion(parsing: os))
        var device = try DeviceOS.resolve(platform: .iOS, version: version).get()
        device.language = try #require(DeviceLanguage("zh-Hans"))
        let app = AppProfile(displayName: "Where Am I?", bundleIdentifier: "x", usageDescriptions: [.whenInUse: "Map."])
        let content = PromptCatalog.content(for: PresentedAlert(kind: .whenInUse, manager: 1), os: device, app: app)
        #expect(content.title == title)
    }
}

/// The tables added from DeviceAgent's scans of more languages (S161): each renders its own title and a button on a
/// version its scans date.
@Suite("Swedish, Latin American Spanish, European Portuguese, Canadian French, Turkish and Traditional Chinese alerts")
struct MoreLanguagesTests {
    @Test(arguments: [
        ("sv", "16.4", "Tillåter du att ”Where Am I?” använder din platsinformation?", "Tillåt medan appen används"),
        ("es-MX", "14.5", "¿Permitir a “Where Am I?” utilizar tu ubicación?", "Permitir al usar la app"),
        ("es-419", "13.4", "¿Permitir a “Where Am I?” utilizar tu ubicación?", "Permitir al usar la app"),
        ("pt-PT", "12.4", "Permitir que “Where Am I?” aceda à sua localização enquanto usa a aplicação?", "Permitir"),
        ("fr-CA", "16.4", "Autoriser «\u{00A0}Where Am I?\u{00A0}» à utiliser vos données de localisation?",
         "Autoriser lorsque l’app est active"),
        ("tr", "13.2", "“Where Am I?”, konumunuza erişebilsin\u{00A0}mi?", "Bir Kez İzin Ver"),
        ("zh-TW", "15.0", "要允許「Where Am I?」使用您的位置嗎？", "使用App期間允許"),
        ("zh-Hant", "16.0", "要允許「Where Am I?」使用你的位置嗎？", "使用App期間允許"),
    ])
    func whenInUseAlert(language: String, os: String, title: String, button: String) throws {
        let version = try #require(OSVersion(parsing: os))
        var device = try DeviceOS.resolve(platform: .iOS, version: version).get()
        device.language = try #require(DeviceLanguage(language))
        let app = AppProfile(displayName: "Where Am I?", bundleIdentifier: "x", usageDescriptions: [.whenInUse: "Map."])
        let content = PromptCatalog.content(for: PresentedAlert(kind: .whenInUse, manager: 1), os: device, app: app)
        #expect(content.title == title)
        #expect(content.buttons.map(\.label).contains(button), "\(content.buttons.map(\.label))")
    }

    /// Turkish wrote “arkaplanda” in DeviceAgent's iOS 9.3 scan and “arka planda” from its iOS 10 and 13.0 scans.
    @Test(arguments: [("9.3", "“Where Am I?” arkaplanda konumunuzu kullanıyor. Buna izin vermeyi sürdürmek istiyor\u{00A0}musunuz?"),
                      ("12.4", "“Where Am I?” arka planda konumunuzu kullanıyor. Buna izin vermeyi sürdürmek istiyor\u{00A0}musunuz?")])
    func turkishReminderBeforeIOS13(os: String, title: String) throws {
        let table = try #require(SystemLocalizations.all.first { $0.id == "tr" })
        let version = try #require(OSVersion(parsing: os))
        let band = try #require(OSBand.all.first { $0.platform == .iOS && $0.contains(version) })
        guard case .sourced(let string) = table.lookup(CatalogText.reminderBefore13, bandID: band.id, version: version) else {
            Issue.record("no sourced Turkish reminder on \(os)")
            return
        }
        #expect(string.text.replacingOccurrences(of: "%@", with: "Where Am I?") == title)
    }
}

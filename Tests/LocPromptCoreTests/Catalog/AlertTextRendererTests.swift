import PropertyBased
import Testing
@testable import LocPromptCore

@Suite struct AlertTextRendererTests {
    private func content(_ kind: PromptKind, _ version: String, _ app: AppProfile = CatalogFixtures.app,
                         platform: Platform = .iOS) throws -> (AlertContent, DeviceOS) {
        let os = try DeviceOS.resolve(platform: platform, versionText: version).get()
        return (try PromptCatalog.content(kind: kind, os: os, app: app).get(), os)
    }

    private func named(_ name: String, purpose: String) -> AppProfile {
        var app = CatalogFixtures.app
        app.displayName = name
        for key in UsageKey.allCases { app.usageDescriptions[key] = purpose }
        app.temporaryUsageDescriptions = [CatalogFixtures.temporaryKey: purpose]
        return app
    }

    /// The frame lines: from the top border to the bottom border.
    private func boxLines(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let end = lines.firstIndex { $0.hasPrefix("╰") }!
        return Array(lines[...end])
    }

    /// Every line of the box has the same display width, and nothing (footer included) is wider.
    private func expectAligned(_ text: String, inner: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in boxLines(text) {
            #expect(DisplayWidth.of(line) == inner + 2, "“\(line)”", sourceLocation: sourceLocation)
        }
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= inner + 2, "“\(line)” overflows", sourceLocation: sourceLocation)
        }
    }

    private func expectInert(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for scalar in text.unicodeScalars where scalar != "\n" {
            #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value), "control U+\(String(scalar.value, radix: 16)) in output",
                    sourceLocation: sourceLocation)
        }
        #expect(SafeText.isInert(text, allowNewlines: true), sourceLocation: sourceLocation)
    }

    @Test func sideBySideAndStackedButtons() throws {
        let (old, os10) = try content(.whenInUse, "10.3")
        let two = AlertTextRenderer.render(old, os: os10)
        #expect(two.contains("│     Don’t Allow     │        Allow         │"))
        #expect(two.contains("├─────────────────────┬──────────────────────┤"))
        let (new, os17) = try content(.whenInUse, "17.4")
        let three = AlertTextRenderer.render(new, os: os17)
        let order = ["Allow Once", "Allow While Using App", "Don’t Allow"].map { three.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
        #expect(three.contains("│ Precise: On "))
        #expect(three.contains("[map: your location]"))
        // Graded M (confidence model): not unverified; its open points are "not confirmed".
        #expect(three.hasPrefix("╭──"))
        #expect(!three.contains("unverified"))
        #expect(three.contains("not confirmed: label and place of the Precise"))
        #expect(!three.contains("button order"))
    }

    @Test func provenanceLines() throws {
        let (alert, os) = try content(.whenInUse, "12.2")
        let text = AlertTextRenderer.render(alert, os: os)
        #expect(text.contains("iOS 12.2 · when-in-use · confidence H\n"))
        #expect(text.contains("sources: S21 S126 S23\n"))
        #expect(!text.contains("unverified"))
    }

    @Test func longPurposeWrapsWithinTheWidth() throws {
        let long = String(repeating: "Where Am I? needs your location to draw the map. ", count: 12)
            + "Averyveryveryveryveryveryveryveryveryveryverylongwordwithoutanyspaces."
        for width in [AlertTextRenderer.minimumWidth, 30, 44, 61] {
            let (alert, os) = try content(.always, "13.5", named("Where Am I?", purpose: long))
            let text = AlertTextRenderer.render(alert, width: width, os: os)
            expectAligned(text, inner: width)
            #expect(text.contains("Averyvery"))
        }
    }

    @Test(arguments: ["地図アプリ", "Карта 🗺️", "👩‍💻 Dev Maps", "Ｗｈｅｒｅ　Ａｍ　Ｉ？", "e\u{301}\u{301}tude", "🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷"])
    func wideNamesKeepTheFrameAligned(name: String) throws {
        for entry in PromptCatalog.entries {
            let app = named(name, purpose: "用途：" + name + " shows where you are 🧭.")
            let alert = PromptCatalog.content(of: entry, os: DeviceOS(band: entry.band), app: app,
                                              purposeKey: CatalogFixtures.temporaryKey)
            for width in [AlertTextRenderer.minimumWidth, 31, 44] {
                expectAligned(AlertTextRenderer.render(alert, width: width), inner: width)
            }
        }
    }

    @Test func controlCharactersAreNeutralised() throws {
        let evil = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}\r\u{9B}31m\u{202E}gnp.exe\u{0}\u{7F}"
        let (alert, os) = try content(.whenInUse, "17.4", named("App\u{1B}[31m\n", purpose: evil + "\nsecond line\tand tab"))
        let text = AlertTextRenderer.render(alert, os: os)
        expectInert(text)
        expectAligned(text, inner: AlertTextRenderer.defaultWidth)
        #expect(text.contains("␛[2J"))
        #expect(text.contains("second line and tab"), "the purpose's own newline is kept as a line break")
        let json = AlertJSON.object(alert, os: os)
        expectInert(json)
        #expect(json.contains(#"\u001b[2J"#))
        #expect(json.contains(#"\u202e"#))
    }

    @Test func renderingIsTotalForAnyTextAndWidth() async {
        let pieces = ["a", "Where", " ", "  ", "\n", "\t", "\u{1B}", "\u{0}", "地", "🗺️", "👩‍💻", "e\u{301}", "\u{202E}", "\u{200B}",
                      "‘", "’", "“", "”", "%@", "Ｗ", "—", "\u{9B}", "\r", "verylongwordwithnospacesatallinit"]
        let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 150, input: text, text, Gen.int(in: AlertTextRenderer.minimumWidth...90),
                            Gen.int(in: 0...(PromptCatalog.entries.count - 1))) { name, purpose, width, index in
            let entry = PromptCatalog.entries[index]
            let app = named(name, purpose: purpose)
            let alert = PromptCatalog.content(of: entry, os: DeviceOS(band: entry.band), app: app, purposeKey: CatalogFixtures.temporaryKey)
            let rendered = AlertTextRenderer.render(alert, width: width)
            expectAligned(rendered, inner: width)
            expectInert(rendered)
        }
    }

    @Test func widthIsClampedToTheSupportedRange() throws {
        let (alert, os) = try content(.whenInUse, "17.4")
        let narrow = AlertTextRenderer.render(alert, width: 5, os: os)
        expectAligned(narrow, inner: AlertTextRenderer.minimumWidth)
    }

    @Test func jsonShape() throws {
        let (alert, os) = try content(.whenInUse, "17.4")
        let json = AlertJSON.object(alert, os: os)
        let expected = """
            {
              "formatVersion": 2,
              "platform": "ios",
              "os": "17.4",
              "band": "ios-14-17",
              "kind": "whenInUse",
              "title": "Allow “Where Am I?” to use your location?",
              "message": "\(CatalogFixtures.purposes[.whenInUse]!)",
              "messageSource": "NSLocationWhenInUseUsageDescription",
              "buttons": ["Allow Once", "Allow While Using App", "Don’t Allow"],
              "answers": ["allowOnce", "allowWhileUsingApp", "dontAllow"],
              "preferred": null,
              "layout": "stacked",
              "extras": ["[map: your location]", "Precise: On"],
              "confidence": "M",
              "unverified": false,
            """
        #expect(json.hasPrefix(expected))
        #expect(json.contains(#""sources": ["S19", "S32", "S50", "S45", "S7", "S20", "S126", "S155", "S156", "S2"]"#))
        #expect(json.contains(#"{"part": "order", "confidence": "H", "sources": ["S155", "S156", "S45", "S50"], "disputed": false, "note": "#))
        #expect(json.hasSuffix("\n}"))
        let (old, os10) = try content(.upgrade, "10.3")
        let oldJSON = AlertJSON.object(old, os: os10)
        #expect(oldJSON.contains(#""buttons": ["Cancel", "Allow"]"#))
        #expect(oldJSON.contains(#""layout": "side-by-side""#))
        #expect(oldJSON.contains(#""extras": []"#))
        #expect(oldJSON.contains(#""confidence": "M""#))
        #expect(oldJSON.contains(#""preferred": null"#))
        #expect(AlertJSON.array([]) == "[]")
        #expect(AlertJSON.string("a\"b\\c\n") == #""a\"b\\c\n""#)
    }
}

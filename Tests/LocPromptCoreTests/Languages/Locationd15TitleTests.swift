import Testing
@testable import LocPromptCore

/// The widget alert's and the full-accuracy alert's titles in Apple's iOS 15 locationd.strings (S171:
/// INCIDENTAL_USE_MODE_TITLE, TEMPORARY_PRECISE_TITLE) are the texts DeviceAgent's iOS 14 scan (S161) gave every
/// table, so on iOS 14–17 (the 您 forms before iOS 16 in Chinese) they are H with both sources, no longer M. And the
/// English full-accuracy alert's Don’t Allow is the system's TEMPORARY_PRECISE_NO_BUTTON (S171), no longer one report's.
@Suite struct Locationd15TitleTests {
    static let tags = SystemLocalizations.all.map(\.id)

    @Test("every table: the widget and full-accuracy titles on iOS 15 are H with S161 and S171", arguments: tags)
    func titlesAgree(tag: String) throws {
        for kind in [PromptKind.widget, .temporaryFullAccuracy] {
            let language = try #require(DeviceLanguage(tag))
            let os = try DeviceOS.resolve(platform: .iOS, version: OSVersion(15, 4)).get().speaking(language)
            let content = try PromptCatalog.content(kind: kind, os: os, app: CatalogFixtures.reducedApp).get()
            let title = try CatalogFixtures.piece(content, "title")
            #expect(title.confidence == .high && title.sources == ["S161", "S171"] && !title.carried, "\(tag) \(kind): \(title)")
        }
    }

    @Test("Chinese: the iOS 16 你 titles keep their own grade (S171 is an iOS 15 build)", arguments: ["zh-Hans", "zh-Hant"])
    func chineseIOS16Unchanged(tag: String) throws {
        let title = try CatalogFixtures.piece(try CatalogFixtures.alert(.widget, os: OSVersion(16, 4), tag), "title")
        #expect(title.text.contains("你") && title.sources == ["S161"] && title.confidence != .high)
    }

    @Test("English full-accuracy alert: both buttons H (Don’t Allow is TEMPORARY_PRECISE_NO_BUTTON, S171); the order stays M")
    func englishFullAccuracyButtons() throws {
        let band = try #require(OSBand.band(id: "ios-14-17"))
        let entry = try #require(PromptCatalog.entry(kind: .temporaryFullAccuracy, band: band))
        let buttons = try #require(entry.evidence.first { $0.part == .buttons })
        #expect(buttons.confidence == .high && buttons.sources.contains("S171"))
        #expect(entry.evidence.first { $0.part == .order }?.confidence == .medium)
        #expect(entry.caveats.allSatisfy { !$0.contains("Don’t Allow") })
        #expect(entry.sources.contains("S171"))
    }
}

import Testing
@testable import LocPromptCore

/// Audit 18 D1 and D2: the location button's entry cites the HIG's mock-up (S67), and watchOS 8+ has an entry
/// that reuses the iOS confirmation, low and marked unverified.
@Suite("Catalog: the location button (audit 18 D1, D2)")
struct LocationButtonCatalogTests {
    @Test("the watchOS 7+ band has a location-button entry: the iOS confirmation, low confidence, with a caveat that no source shows it on watchOS")
    func watchOSEntry() throws {
        let band = try #require(OSBand.band(id: "watchos-7+"))
        let entry = try #require(PromptCatalog.entry(kind: .locationButton, band: band))
        let ios = try #require(PromptCatalog.entry(kind: .locationButton, band: OSBand.band(id: "ios-14-17")!))
        #expect(entry.confidence == .low)
        #expect(entry.buttons == ios.buttons)
        #expect(entry.caveats.contains { $0.contains("no source shows the location button's confirmation on watchOS") })
        #expect(entry.sources.contains("S123") && entry.sources.contains("S67"))
        #expect(entry.evidence.allSatisfy { $0.confidence == .low })
        // watchOS 8 and 10.2 have it; watchOS 7 has no button.
        let watch8 = try DeviceOS.resolve(platform: .watchOS, versionText: "8.0").get()
        let watch10 = try DeviceOS.resolve(platform: .watchOS, versionText: "10.2").get()
        let watch7 = try DeviceOS.resolve(platform: .watchOS, versionText: "7.6").get()
        let app = TestApps.allKeys
        #expect((try? PromptCatalog.content(kind: .locationButton, os: watch8, app: app).get()) != nil)
        #expect((try? PromptCatalog.content(kind: .locationButton, os: watch10, app: app).get()) != nil)
        #expect((try? PromptCatalog.content(kind: .locationButton, os: watch7, app: app).get()) == nil)
        // Older watchOS bands, visionOS, macOS and tvOS still have none.
        for id in ["watchos-2-3", "watchos-4-6", "visionos-1+", "macos-11+", "tvos-14+"] {
            let other = try #require(OSBand.band(id: id))
            #expect(PromptCatalog.entry(kind: .locationButton, band: other) == nil, "\(id)")
        }
    }

    @Test("the iOS location-button entry cites the HIG (S67): its caveat names the mock-up and why locprompt keeps two buttons; it stays low")
    func iOSEntryCitesHIG() throws {
        for id in ["ios-14-17", "ios-18+"] {
            let entry = try #require(PromptCatalog.entry(kind: .locationButton, band: OSBand.band(id: id)!))
            #expect(entry.sources.contains("S67"), "\(id)")
            #expect(entry.confidence == .low)
            #expect(entry.buttons.map(\.label) == ["Allow Once", "Don’t Allow"])
            #expect(!entry.caveats.contains { $0.contains("no source quotes this alert") })
            #expect(entry.caveats.contains { $0.contains("HIG") && $0.contains("mock-up") && $0.contains("three buttons") })
            #expect(entry.evidence.contains { $0.part == .buttons && $0.sources.contains("S67") && $0.confidence == .low })
        }
        let source = try #require(Bibliography.all.first { $0.id == "S67" })
        #expect(source.url.contains("human-interface-guidelines/privacy"))
        #expect(source.facts.contains { $0.contains("mock-up") })
    }
}

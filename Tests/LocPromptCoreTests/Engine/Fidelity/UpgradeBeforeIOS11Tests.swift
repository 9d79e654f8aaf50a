import Testing
@testable import LocPromptCore

/// requestAlwaysAuthorization() from When In Use before iOS 11 (session-16 audit C1, C2). iOS 8–9: it does nothing,
/// the system prompts "the first time and not per type" (WWDC 2014 706 [S53]; the header's "will do nothing"
/// [S15]): rule no-upgrade-before-ios10. iOS 10: the upgrade alert the scraped 10.x strings show, against the
/// header (sources conflict): rule upgrade-prompt-ios10. iOS 11+: rule upgrade-prompt.
@Suite("Always from When In Use before iOS 11 (no-upgrade-before-ios10, upgrade-prompt-ios10)")
struct UpgradeBeforeIOS11Tests {
    @Test("no-upgrade-before-ios10: on iOS 8–9 requestAlwaysAuthorization() from When In Use shows no alert and calls no delegate",
          arguments: ["8.0", "8.4", "9.0", "9.3"])
    func nothingOnIOS8And9(version: String) {
        var h = Harness(.iOS, version, app: TestApps.ios10Always)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allow))
        #expect(h.state.authorization == .whenInUse(temporary: false))
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.nothingHappened)
        #expect(h.presented == nil && h.state.alert == nil)
        #expect(h.callbacks.isEmpty)
        #expect(h.rules == [Rule.noUpgradeBeforeIOS10.id])
        #expect(h.state.authorization == .whenInUse(temporary: false))
        // Nothing took effect: a second call does the same, and Settings can still give Always.
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.rules == [Rule.noUpgradeBeforeIOS10.id])
        h.do(.settings(.appAuthorization(.always)))
        #expect(h.state.authorization == .always(provisional: false))
    }

    @Test("no-upgrade-before-ios10 comes before the key check: an app without NSLocationAlwaysUsageDescription gets the same nothing")
    func nothingWhateverTheKeys() {
        var h = Harness(.iOS, "9.3", app: TestApps.whenInUseOnly)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allow), .app(.requestAlwaysAuthorization))
        #expect(h.nothingHappened)
        #expect(h.rules == [Rule.noUpgradeBeforeIOS10.id])
    }

    @Test("upgrade-prompt-ios10: iOS 10 still shows the upgrade alert (Cancel | Allow), cited as an emulator decision",
          arguments: ["10.0", "10.3"])
    func upgradeAlertOnIOS10(version: String) throws {
        var h = Harness(.iOS, version, app: TestApps.ios10Always)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allow), .app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .upgrade)
        #expect(h.rules == [Rule.upgradePromptIOS10.id])
        #expect(!Rule.upgradePromptIOS10.documented)
        let content = PromptCatalog.content(for: try #require(h.presented), os: h.state.os, app: h.state.app)
        #expect(content.buttons.map(\.label) == ["Cancel", "Allow"])
        h.do(.tap(.allow))
        #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: authorizedAlways)"])
    }

    @Test("upgrade-prompt: iOS 11–12 and 13.4+ cite it; its range starts at iOS 11 and no longer claims iOS 8–10",
          arguments: ["11.0", "12.4", "13.4", "17.4"])
    func upgradePromptFromIOS11(version: String) {
        var h = Harness(.iOS, version)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        h.do(.tap(h.state.os.era.hasAllowOnce ? .allowWhileUsingApp : .allow), .app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .upgrade)
        #expect(h.rules == [Rule.upgradePrompt.id])
        #expect(Rule.upgradePrompt.range.description == "iOS 11.0+")
        #expect(!Rule.upgradePrompt.sources.contains("S152"))
    }

    @Test("the catalog and render agree: no upgrade alert on iOS 9.3, the band's entry is iOS 10's")
    func catalogHasNoUpgradeOnIOS9() throws {
        let ios9 = try DeviceOS.resolve(platform: .iOS, versionText: "9.3").get()
        guard case .failure(.noSuchPrompt(_, let band, let reason)) = PromptCatalog.content(kind: .upgrade, os: ios9, app: TestApps.ios10Always) else {
            Issue.record("iOS 9.3 rendered an upgrade alert")
            return
        }
        #expect(band.label == "iOS 9.3")
        #expect(reason.contains("no-upgrade-before-ios10"))
        let ios10 = try DeviceOS.resolve(platform: .iOS, versionText: "10.3").get()
        #expect((try? PromptCatalog.content(kind: .upgrade, os: ios10, app: TestApps.ios10Always).get()) != nil)
    }

    @Test("the plan explores iOS 8–9 and iOS 10 apart: the upgrade paths are iOS 10's only")
    func planPieces() {
        let bands = OSBand.band(id: "ios-8-10")!.behaviourPieces
        #expect(bands.map(\.label) == ["iOS 8–9", "iOS 10"])
        #expect(bands.map(\.representative) == [OSVersion(9, 3), OSVersion(10, 3)])
        #expect(bands.allSatisfy { $0.id == "ios-8-10" && $0.era == .ios8 })
        #expect(OSBand.band(id: "ios-11-12")!.behaviourPieces == [OSBand.band(id: "ios-11-12")!])
    }

    // MARK: The citations the same audit corrected (C2–C4)

    @Test("session-16 citations: S17 no longer claims an iOS 8–10 upgrade; background-reminder-before-13 cites WWDC 2014 706 first; resume-reports-authorization's S3 quotes Apple")
    func citations() throws {
        let wwdc2017 = try #require(Bibliography.source(id: "S17"))
        #expect(!wwdc2017.facts.contains { $0.contains("iOS 8–10: a When In Use app may ask") })
        let wwdc2014 = try #require(Bibliography.source(id: "S53"))
        #expect(wwdc2014.url == "https://asciiwwdc.com/2014/sessions/706")
        #expect(Rule.backgroundReminderBefore13.sources.first == "S53")
        #expect(Rule.noUpgradeBeforeIOS10.sources.contains("S53"))
        let reminder = try #require(PromptCatalog.entry(kind: .backgroundReminder, band: OSBand.band(id: "ios-8-10")!))
        #expect(reminder.sources.first == "S53")
        #expect(reminder.evidence.first { $0.part == .title }?.sources.contains("S53") == true)
        let article = try #require(Bibliography.source(id: "S3"))
        #expect(article.facts.contains { $0.contains("calls the method when a suspended iOS app starts running again") })
        #expect(Rule.resumeReportsAuthorization.sources.contains("S3"))
        #expect(Rule.resumeReportsAuthorization.reference.contains("when a suspended iOS app starts running again"))
    }
}

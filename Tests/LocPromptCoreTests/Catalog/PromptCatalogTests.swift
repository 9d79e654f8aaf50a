import Testing
@testable import LocPromptCore

@Suite struct PromptCatalogTests {
    // MARK: - Every entry is sourced and answerable

    @Test(arguments: PromptCatalog.entries)
    func entryNamesItsSources(entry: CatalogEntry) {
        #expect(!entry.sources.isEmpty, "\(entry.bandID) \(entry.kind)")
        for source in entry.sources {
            let number = source.hasPrefix("S") ? Int(source.dropFirst()) : nil
            // A reference id (S1–S52) or one of the project's own bibliography ids (S120–S149 for the catalog).
            #expect(number.map { (1...52).contains($0) } == true || Bibliography.source(id: source) != nil,
                    "\(entry.bandID) \(entry.kind): \(source) is neither a reference source id nor in the bibliography")
        }
        #expect(Set(entry.sources).count == entry.sources.count, "duplicate source ids in \(entry.bandID) \(entry.kind)")
        #expect(!entry.note.isEmpty)
        #expect(OSBand.band(id: entry.bandID) != nil)
    }

    @Test(arguments: PromptCatalog.entries)
    func everyButtonMapsToAnEngineOutcome(entry: CatalogEntry) {
        let band = entry.band
        let alert = PresentedAlert(kind: entry.kind, manager: 1,
                                   viaAlwaysRequest: entry.kind == .always || entry.kind == .upgrade,
                                   precise: entry.extras.contains(.preciseSwitch) ? true : nil,
                                   purposeKey: entry.kind == .temporaryFullAccuracy ? CatalogFixtures.temporaryKey : nil)
        #expect(!entry.buttons.isEmpty)
        for button in entry.buttons {
            #expect(AlertOutcome.of(button.answer, on: alert, platform: band.platform, era: band.era) != nil,
                    "\(band.id) \(entry.kind.rawValue): “\(button.label)” (\(button.answer)) has no engine outcome")
        }
        #expect(Set(entry.buttons.map(\.answer)).count == entry.buttons.count, "two buttons with one meaning")
    }

    // MARK: - Coverage of the reference's tables

    @Test func everyBandAndKindIsAnEntryOrAnAbsenceWithAReason() {
        for band in OSBand.all {
            for kind in PromptKind.allCases {
                let entry = PromptCatalog.entry(kind: kind, band: band)
                let absence = PromptCatalog.absence(kind: kind, band: band)
                #expect((entry == nil) != (absence == nil), "\(band.id) \(kind)")
                if let absence { #expect(absence != "no entry", "\(band.id) \(kind) has neither an entry nor a reason") }
            }
        }
        #expect(Set(PromptCatalog.entries.map { "\($0.bandID)|\($0.kind)" }).count == PromptCatalog.entries.count)
    }

    /// The reference's iOS tables, cell by cell (§1.1 A–F, §1.3): which kinds exist on which band.
    @Test func iOSCellsOfTheReference() {
        let expected: [String: [PromptKind]] = [
            "ios-8-10": [.whenInUse, .always, .upgrade, .backgroundReminder, .locationServicesOff],
            "ios-11-12": [.whenInUse, .always, .upgrade, .backgroundReminder, .locationServicesOff],
            "ios-13.0-13.3": [.whenInUse, .always, .deferredAlways, .backgroundReminder, .locationServicesOff],
            "ios-13.4-13.7": [.whenInUse, .always, .upgrade, .deferredAlways, .backgroundReminder, .locationServicesOff],
            "ios-14-17": PromptKind.allCases,
            "ios-18+": PromptKind.allCases,
        ]
        for (bandID, kinds) in expected {
            #expect(PromptCatalog.entries(for: OSBand.band(id: bandID)!).map(\.kind) == kinds, "\(bandID)")
        }
    }

    // MARK: - Text exactly as the reference gives it

    @Test(arguments: PromptCatalog.entries)
    func textUsesCurlyQuotes(entry: CatalogEntry) {
        let texts = [entry.title] + entry.buttons.map(\.label) + { if case .fixed(let t) = entry.message { [t] } else { [] } }()
        for text in texts {
            #expect(!text.contains("'") && !text.contains("\""), "straight quote in “\(text)”")
        }
        if !entry.title.isEmpty {
            #expect(entry.title.components(separatedBy: "%@").count == 2, "title must name the app once: \(entry.title)")
            #expect(entry.title.contains("“%@”"), "the app name sits in curly quotes: \(entry.title)")
        }
    }

    @Test func titlesPerBand() {
        func title(_ kind: PromptKind, _ band: String) -> String? { PromptCatalog.entry(kind: kind, band: OSBand.band(id: band)!)?.title }
        #expect(title(.whenInUse, "ios-8-10") == "Allow \u{201C}%@\u{201D} to access your location while you use the app?")
        #expect(title(.always, "ios-8-10") == "Allow \u{201C}%@\u{201D} to access your location even when you are not using the app?")
        #expect(title(.upgrade, "ios-8-10") == "Allow \u{201C}%@\u{201D} to also access your location even when you are not using the app?")
        #expect(title(.whenInUse, "ios-11-12") == "Allow \u{201C}%@\u{201D} to access your location while you are using the app?")
        #expect(title(.always, "ios-11-12") == "Allow \u{201C}%@\u{201D} to access your location?")
        #expect(title(.upgrade, "ios-11-12") == title(.upgrade, "ios-8-10"))
        // iOS 13.0–13.3 most likely keeps the iOS 12 title (reference §1.1 band C note, DeviceAgent #380/#381 [S127]).
        #expect(title(.whenInUse, "ios-13.0-13.3") == "Allow \u{201C}%@\u{201D} to access your location?")
        for band in ["ios-13.0-13.3", "ios-13.4-13.7", "ios-14-17", "ios-18+"] {
            if band != "ios-13.0-13.3" { #expect(title(.whenInUse, band) == "Allow \u{201C}%@\u{201D} to use your location?") }
            #expect(title(.always, band) == title(.whenInUse, band))
            // iOS 13.0–13.3: the 13.0 and 13.2 string scans hold only the iOS 11–12 “also access” title [S161] (audit 22c).
            #expect(title(.deferredAlways, band) == (band == "ios-13.0-13.3" ? title(.upgrade, "ios-11-12")
                : "Allow \u{201C}%@\u{201D} to also use your location even when you are not using the app?"))
            #expect(title(.locationServicesOff, band) == "Turn On Location Services to Allow \u{201C}%@\u{201D} to Determine Your Location")
        }
        #expect(title(.upgrade, "ios-13.4-13.7") == title(.deferredAlways, "ios-13.4-13.7"))
        #expect(title(.temporaryFullAccuracy, "ios-14-17") == "Allow \u{201C}%@\u{201D} to use your precise location once?")
        #expect(title(.whenInUse, "macos-11+") == "\u{201C}%@\u{201D} would like to use your current location.")
    }

    /// Button order per the Decisions table and §1.1; Don’t Allow with U+2019.
    @Test func buttonOrders() {
        func labels(_ kind: PromptKind, _ band: String) -> [String] {
            PromptCatalog.entry(kind: kind, band: OSBand.band(id: band)!)!.buttons.map(\.label)
        }
        #expect(labels(.whenInUse, "ios-8-10") == ["Don\u{2019}t Allow", "Allow"])
        #expect(labels(.upgrade, "ios-8-10") == ["Cancel", "Allow"])
        #expect(labels(.always, "ios-11-12") == ["Only While Using the App", "Always Allow", "Don\u{2019}t Allow"])
        #expect(labels(.upgrade, "ios-11-12") == ["Only While Using the App", "Always Allow"])
        for band in ["ios-13.0-13.3", "ios-13.4-13.7"] {
            #expect(labels(.whenInUse, band) == ["Allow While Using App", "Allow Once", "Don\u{2019}t Allow"])
            #expect(labels(.deferredAlways, band) == ["Keep Only While Using", "Change to Always Allow"])
            #expect(labels(.backgroundReminder, band) == ["Change to Only While Using", "Always Allow"])
        }
        for band in ["ios-14-17", "ios-18+"] {
            #expect(labels(.whenInUse, band) == ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"])
            #expect(labels(.always, band) == labels(.whenInUse, band))
            #expect(labels(.temporaryFullAccuracy, band) == ["Allow Once", "Don\u{2019}t Allow"])
            #expect(labels(.locationServicesOff, band) == ["Settings", "Cancel"])
        }
        #expect(labels(.whenInUse, "macos-10.15") == ["Don\u{2019}t Allow", "Allow"])
    }

    /// §1.1 and §6 D1: which Info.plist key is the message.
    @Test func messageKeys() {
        func source(_ kind: PromptKind, _ band: String) -> MessageSource {
            PromptCatalog.entry(kind: kind, band: OSBand.band(id: band)!)!.message
        }
        #expect(source(.always, "ios-8-10") == .usageKey(.always))
        #expect(source(.upgrade, "ios-8-10") == .usageKey(.always))
        #expect(source(.always, "ios-11-12") == .usageKey(.alwaysAndWhenInUse))
        #expect(source(.upgrade, "ios-11-12") == .usageKey(.alwaysAndWhenInUse))
        for band in ["ios-13.0-13.3", "ios-13.4-13.7", "ios-14-17", "ios-18+"] {
            #expect(source(.always, band) == .usageKey(.whenInUse), "iOS 13+ Always request shows the When In Use purpose")
            #expect(source(.deferredAlways, band) == .usageKey(.alwaysAndWhenInUse))
        }
        #expect(source(.upgrade, "ios-14-17") == .usageKey(.alwaysAndWhenInUse))
        #expect(source(.temporaryFullAccuracy, "ios-14-17") == .temporaryPurpose)
        #expect(source(.whenInUse, "macos-11+") == .usageKey(.legacy, fallback: .whenInUse))
    }

    @Test func layoutsAndExtras() {
        for entry in PromptCatalog.entries where entry.layout == .sideBySide {
            #expect(entry.buttons.count == 2, "side by side takes two buttons: \(entry.bandID) \(entry.kind)")
        }
        let e = PromptCatalog.entry(kind: .whenInUse, band: OSBand.band(id: "ios-14-17")!)!
        #expect(e.extras == [.map, .preciseSwitch])
        #expect(PromptCatalog.entry(kind: .whenInUse, band: OSBand.band(id: "ios-13.4-13.7")!)!.extras.isEmpty)
        #expect(PromptCatalog.entry(kind: .backgroundReminder, band: OSBand.band(id: "ios-13.0-13.3")!)!.extras == [.locationsMap])
    }

    // MARK: - Confidence

    @Test func nonIOSEntriesAreLowConfidenceAndUnverified() {
        for entry in PromptCatalog.entries where entry.band.platform != .iOS {
            #expect(entry.confidence == .low, "\(entry.bandID) \(entry.kind)")
            let content = PromptCatalog.content(of: entry, os: DeviceOS(band: entry.band), app: CatalogFixtures.app)
            #expect(content.unverified)
            #expect(!content.caveats.isEmpty)
        }
    }

    @Test func lowConfidenceEntriesSayWhatIsUnverified() {
        for entry in PromptCatalog.entries where entry.confidence == .low {
            #expect(!entry.caveats.isEmpty, "\(entry.bandID) \(entry.kind) is L but names no unverified part")
        }
    }

    @Test func iOS8And9AreMediumConfidence() throws {
        let entry = PromptCatalog.entry(kind: .whenInUse, band: OSBand.band(id: "ios-8-10")!)!
        let ios9 = try DeviceOS.resolve(platform: .iOS, versionText: "9.3").get()
        let ios103 = try DeviceOS.resolve(platform: .iOS, versionText: "10.3").get()
        #expect(PromptCatalog.content(of: entry, os: ios9, app: CatalogFixtures.app).confidence == .medium)
        #expect(PromptCatalog.content(of: entry, os: ios103, app: CatalogFixtures.app).confidence == .high)
        #expect(PromptCatalog.content(of: entry, os: ios9, app: CatalogFixtures.app).caveats.count == 1)
    }

    // MARK: - Filling in an app

    @Test func contentFillsNameAndPurpose() throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
        let content = try PromptCatalog.content(kind: .always, os: os, app: CatalogFixtures.app).get()
        #expect(content.title == "Allow \u{201C}Where Am I?\u{201D} to use your location?")
        #expect(content.message == CatalogFixtures.purposes[.whenInUse])
        #expect(content.extras == [.map(approximate: false), .preciseSwitch(on: true)])
        let reduced = try PromptCatalog.content(kind: .whenInUse, os: os, app: CatalogFixtures.reducedApp).get()
        // NSLocationDefaultAccuracyReduced: an approximate map and no switch, even when asked for one (WWDC 2020 10660).
        #expect(reduced.extras == [.map(approximate: true)])
        let switchedOn = try PromptCatalog.content(kind: .whenInUse, os: os, app: CatalogFixtures.reducedApp, precise: true).get()
        #expect(switchedOn.extras == [.map(approximate: true)])
        let off = try PromptCatalog.content(kind: .whenInUse, os: os, app: CatalogFixtures.app, precise: false).get()
        #expect(off.extras == [.map(approximate: true), .preciseSwitch(on: false)])
    }

    @Test func contentForAPresentedAlertUsesItsSwitchAndPurposeKey() throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "15.1").get()
        let first = PromptCatalog.content(for: PresentedAlert(kind: .whenInUse, manager: 1, precise: false), os: os, app: CatalogFixtures.app)
        #expect(first.extras == [.map(approximate: true), .preciseSwitch(on: false)])
        let full = PromptCatalog.content(for: PresentedAlert(kind: .temporaryFullAccuracy, manager: 1, purposeKey: CatalogFixtures.temporaryKey),
                                         os: os, app: CatalogFixtures.app)
        #expect(full.message == CatalogFixtures.temporaryPurpose)
        #expect(!full.unverified, "title and Allow Once are the system's strings (session-15 audit F3): M")
    }

    @Test func noSuchPromptExplainsWhy() throws {
        let ios10 = try DeviceOS.resolve(platform: .iOS, versionText: "10.3").get()
        guard case .failure(.noSuchPrompt(_, _, let reason)) = PromptCatalog.content(kind: .deferredAlways, os: ios10, app: CatalogFixtures.app) else {
            Issue.record("no deferred prompt before iOS 13"); return
        }
        #expect(reason.contains("iOS 13"))
        let ios132 = try DeviceOS.resolve(platform: .iOS, versionText: "13.2").get()
        guard case .failure(.noSuchPrompt(_, _, let silent)) = PromptCatalog.content(kind: .upgrade, os: ios132, app: CatalogFixtures.app) else {
            Issue.record("no upgrade alert on iOS 13.0–13.3"); return
        }
        #expect(silent.contains("provisional"))
        let tv = try DeviceOS.resolve(platform: .tvOS, versionText: "17").get()
        guard case .failure(.noSuchPrompt) = PromptCatalog.content(kind: .always, os: tv, app: CatalogFixtures.app) else {
            Issue.record("no Always on tvOS"); return
        }
    }

    @Test func missingKeysMeanNoAlert() throws {
        let ios17 = try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
        var app = CatalogFixtures.app
        app.usageDescriptions[.alwaysAndWhenInUse] = nil
        #expect(PromptCatalog.content(kind: .always, os: ios17, app: app) == .failure(.missingKeys([.alwaysAndWhenInUse], .always)))
        #expect(PromptCatalog.content(kind: .deferredAlways, os: ios17, app: app) == .failure(.missingKeys([.alwaysAndWhenInUse], .deferredAlways)))
        #expect((try? PromptCatalog.content(kind: .whenInUse, os: ios17, app: app).get()) != nil)
        app.usageDescriptions[.whenInUse] = nil
        #expect(PromptCatalog.content(kind: .whenInUse, os: ios17, app: app) == .failure(.missingKeys([.whenInUse], .whenInUse)))
        // iOS 8–10: only NSLocationAlwaysUsageDescription gates Always [S15].
        let ios10 = try DeviceOS.resolve(platform: .iOS, versionText: "10.3").get()
        #expect((try? PromptCatalog.content(kind: .always, os: ios10, app: app).get()) != nil)
        app.usageDescriptions[.always] = nil
        #expect(PromptCatalog.content(kind: .always, os: ios10, app: app) == .failure(.missingKeys([.always], .always)))
        // macOS accepts NSLocationUsageDescription.
        let mac = try DeviceOS.resolve(platform: .macOS, versionText: "14").get()
        let macContent = try PromptCatalog.content(kind: .whenInUse, os: mac, app: app).get()
        #expect(macContent.message == CatalogFixtures.purposes[.legacy])
        app.usageDescriptions[.legacy] = nil
        #expect(PromptCatalog.content(kind: .whenInUse, os: mac, app: app) == .failure(.missingKeys([.legacy, .whenInUse], .whenInUse)))
        // The Location Services alert needs no key.
        #expect((try? PromptCatalog.content(kind: .locationServicesOff, os: ios17, app: app).get()) != nil)
    }

    @Test func purposeKeyChecks() throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "16.0").get()
        #expect(PromptCatalog.content(kind: .temporaryFullAccuracy, os: os, app: CatalogFixtures.app, purposeKey: "Nope")
                == .failure(.missingPurposeKey("Nope")))
        let chosen = try PromptCatalog.content(kind: .temporaryFullAccuracy, os: os, app: CatalogFixtures.app).get()
        #expect(chosen.message == CatalogFixtures.temporaryPurpose)
        var bare = CatalogFixtures.app
        bare.temporaryUsageDescriptions = [:]
        guard case .failure(let error) = PromptCatalog.content(kind: .temporaryFullAccuracy, os: os, app: bare) else {
            Issue.record("no dictionary, no alert"); return
        }
        #expect(error == .missingPurposeKey(""))
        #expect(error.description.contains("no NSLocationTemporaryUsageDescriptionDictionary entry"))
    }

    @Test func entriesAreInBandThenKindOrder() {
        let bandOrder = OSBand.all.map(\.id)
        let positions = PromptCatalog.entries.map { bandOrder.firstIndex(of: $0.bandID)! * 100 + PromptKind.allCases.firstIndex(of: $0.kind)! }
        #expect(positions == positions.sorted())
    }

    // MARK: - The app's name in the title

    @Test(arguments: [
        ("Allow “%@” to use your location?", "Allow “Fernweh” to use your location?"),
        ("%@%@", "FernwehFernweh"),
        ("100% sure: %@", "100% sure: Fernweh"),
        ("ends with %", "ends with %"),
        ("%%@", "%Fernweh"),
        ("no name here", "no name here"),
        ("", ""),
    ])
    func titlePutsTheAppNameInEveryPlaceholder(template: String, expected: String) {
        let entry = CatalogEntry(.whenInUse, "ios-17.0+", title: template, message: .none, buttons: [], layout: .stacked,
                                 confidence: .high, sources: ["S1"])
        #expect(entry.title(for: "Fernweh") == expected)
    }
}

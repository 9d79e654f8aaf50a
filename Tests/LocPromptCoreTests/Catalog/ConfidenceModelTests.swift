import Testing
@testable import LocPromptCore

/// The confidence model (Documentation/Catalog.md, `Evidence`): H = two sources or Apple's own text,
/// M = one credible source, L = weak, disputed or unsourced; an entry is as sure as its least sure part;
/// only L is shown as unverified.
@Suite struct ConfidenceModelTests {
    private func entry(_ kind: PromptKind, _ band: String) -> CatalogEntry {
        PromptCatalog.entry(kind: kind, band: OSBand.band(id: band)!)!
    }

    @Test(arguments: PromptCatalog.entries)
    func everyEntryIsGradedPartByPart(entry: CatalogEntry) {
        #expect(!entry.evidence.isEmpty, "\(entry.bandID) \(entry.kind) has no graded parts")
        for part in entry.evidence {
            #expect(part.followsModel, "\(entry.bandID) \(entry.kind) \(part.part): \(part.confidence.rawValue) with \(part.sources)")
            for source in part.sources {
                let number = Int(source.dropFirst()) ?? 0
                #expect((1...52).contains(number) || Bibliography.source(id: source) != nil, "\(source) is not a known source")
                #expect(entry.sources.contains(source), "the entry lists every source of its parts")
            }
        }
        let lowest = entry.evidence.map(\.confidence).min()!
        // Band F is carried from band E and capped at M (no iOS 18 confirmation): never above its parts.
        #expect(entry.confidence <= lowest)
        if entry.bandID != "ios-18+" { #expect(entry.confidence == lowest) }
    }

    @Test func onlyLowConfidenceIsUnverified() {
        for entry in PromptCatalog.entries {
            let content = PromptCatalog.content(of: entry, os: DeviceOS(band: entry.band), app: CatalogFixtures.app,
                                                purposeKey: CatalogFixtures.temporaryKey)
            #expect(content.unverified == (content.confidence == .low), "\(entry.bandID) \(entry.kind)")
        }
    }

    @Test("an alert text confirmed by two independent sources is not unverified (iOS 13.4–18 first prompt)")
    func confirmedFirstPromptIsNotUnverified() {
        for band in ["ios-13.4-13.7", "ios-14-17", "ios-18+"] {
            for kind in [PromptKind.whenInUse, .always] {
                let graded = entry(kind, band)
                #expect(graded.confidence >= .medium, "\(band) \(kind)")
                let title = graded.evidence.first { $0.part == .title }!
                #expect(title.confidence == .high && title.sources.count >= 2)
            }
        }
        #expect(entry(.whenInUse, "ios-13.4-13.7").confidence == .high, "text, labels and WWDC's order: all H")
        #expect(entry(.whenInUse, "ios-14-17").confidence == .medium, "order from two transcriptions, no Apple source")
        // iOS 13.0–13.3: the iOS 12 title, from the 13.0–13.2 simulator scans (M), not the 13.4 wording.
        #expect(entry(.whenInUse, "ios-13.0-13.3").title == "Allow \u{201C}%@\u{201D} to access your location?")
        #expect(entry(.whenInUse, "ios-13.0-13.3").confidence == .medium)
    }

    @Test("a disputed part is L: the macOS message key (§6 D10)")
    func disputedTextsAreLow() {
        for band in ["macos-10.15", "macos-11+"] {
            let graded = entry(.whenInUse, band)
            #expect(graded.confidence == .low)
            #expect(graded.evidence.contains { $0.part == .message && $0.disputed && $0.confidence == .low })
        }
    }

    @Test("the iOS 11–12 three-option title is no longer disputed (§6 D4, session-15 audit F8): M from two recorded UI tests")
    func threeOptionTitleIsSettled() {
        let graded = entry(.always, "ios-11-12")
        let title = graded.evidence.first { $0.part == .title }!
        #expect(!title.disputed && title.confidence == .medium)
        #expect(title.sources == ["S22", "S300", "S161"])
        for id in ["S22", "S300"] { #expect(Bibliography.source(id: id)?.url.hasPrefix("https://github.com/") == true, "\(id)") }
        #expect(graded.confidence == .medium)
        #expect(!graded.caveats.contains { $0.contains("disputed") })
        let text = AlertTextRenderer.render(PromptCatalog.content(of: graded, os: DeviceOS(band: OSBand.band(id: "ios-11-12")!),
                                                                  app: CatalogFixtures.app))
        #expect(!text.hasPrefix("╭─ unverified "))
    }

    @Test("grades follow the system's strings (session-15 audit F3, F4, F10)")
    func gradesFromTheSystemsStrings() {
        // F3: the temporary full-accuracy title and Allow Once are the system's strings (DeviceAgent's iOS 14 scan).
        let accuracy = entry(.temporaryFullAccuracy, "ios-14-17")
        #expect(accuracy.evidence.first { $0.part == .title }?.confidence == .high)
        // Session 26: Apple's iOS 15 locationd.strings (S171) hold the same title.
        #expect(accuracy.evidence.first { $0.part == .title }?.sources == ["S31", "S161", "S171"])
        #expect(accuracy.confidence == .medium)
        #expect(!accuracy.caveats.contains { $0.contains("single transcription") })
        // F4: the pre-iOS 13 reminder's title is the system's sentence-case string; the alert stays L (order).
        // Session-16 audit C4: WWDC 2014 706 reads the same title for iOS 8 [S53], an Apple source: H.
        for band in ["ios-8-10", "ios-11-12"] {
            let reminder = entry(.backgroundReminder, band)
            #expect(reminder.evidence.first { $0.part == .title }?.confidence == .high)
            #expect(reminder.evidence.first { $0.part == .title }?.sources.first == "S53")
            #expect(reminder.title == "\u{201C}%@\u{201D} has been using your location in the background. Do you want to continue allowing this?")
            #expect(!reminder.caveats.contains { $0.contains("title case") })
            #expect(reminder.confidence == .low)
        }
        // F10: no source shows the Location Services alert's button order: that part is L, so the alert is unverified.
        for band in ["ios-8-10", "ios-11-12", "ios-13.0-13.3", "ios-13.4-13.7", "ios-14-17", "ios-18+"] {
            let off = entry(.locationServicesOff, band)
            #expect(off.evidence.first { $0.part == .order }?.confidence == .low, "\(band)")
            #expect(off.confidence == .low && off.caveats.contains { $0.hasPrefix("order of the two buttons") }, "\(band)")
        }
    }

    @Test func theModelRejectsOverstatedGrades() {
        #expect(!Evidence(.title, .high, ["S50"]).followsModel, "one non-Apple source is at most M")
        #expect(Evidence(.title, .high, ["S20"]).followsModel, "the system's own strings")
        #expect(Evidence(.title, .high, ["S45", "S50"]).followsModel)
        #expect(!Evidence(.order, .medium, []).followsModel)
        #expect(!Evidence(.title, .medium, ["S21", "S22"], disputed: true).followsModel)
    }

    @Test("the preferred (bold) button: nil where no source shows it, drawn *bold* in text and named in JSON")
    func preferredButton() throws {
        #expect(PromptCatalog.entries.allSatisfy { $0.preferred == nil }, "no source found shows a bold button yet")
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "10.3").get()
        var content = try PromptCatalog.content(kind: .whenInUse, os: os, app: CatalogFixtures.app).get()
        #expect(content.preferredLabel == nil)
        content.preferred = .allow
        #expect(content.preferredLabel == "Allow")
        let text = AlertTextRenderer.render(content, os: os)
        #expect(text.contains("*Allow*"))
        #expect(text.contains("preferred (bold): Allow\n"))
        #expect(AlertJSON.object(content, os: os).contains(#""preferred": "Allow""#))
    }

    @Test("the session-15 catalog audit's sources are S300–S319, each once, with a URL, the day read and the facts taken")
    func catalogAuditBibliography() {
        let cited = Set(PromptCatalog.entries.flatMap(\.sources))
        for source in Bibliography.catalogAudit {
            let number = Int(source.id.dropFirst()) ?? 0
            #expect((300...319).contains(number), "\(source.id)")
            #expect(source.url.hasPrefix("https://") && source.read == "2026-11-26" && !source.facts.isEmpty, "\(source.id)")
            #expect(Bibliography.all.filter { $0.id == source.id }.count == 1, "\(source.id) is defined once in the whole bibliography")
            #expect(cited.contains(source.id), "\(source.id) is never cited")
        }
    }

    @Test("the catalog's sources are S120–S149, each once, with a URL, the day read and the facts taken")
    func catalogBibliography() {
        let ids = Bibliography.catalog.map(\.id)
        #expect(Set(ids).count == ids.count)
        for source in Bibliography.catalog {
            let number = Int(source.id.dropFirst()) ?? 0
            #expect((120...149).contains(number), "\(source.id)")
            #expect(source.url.hasPrefix("https://") && source.read == "2026-11-23" && !source.facts.isEmpty, "\(source.id)")
            #expect(Bibliography.all.filter { $0.id == source.id }.count == 1, "\(source.id) is defined once in the whole bibliography")
        }
        // Every catalog source is cited by an entry or a rule.
        let cited = Set(PromptCatalog.entries.flatMap(\.sources) + RuleRegistry.all.flatMap(\.sources))
        for id in ids { #expect(cited.contains(id), "\(id) is never cited") }
    }
}


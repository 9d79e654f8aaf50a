import Foundation
import LocPromptCore
@testable import LocPromptScenario
import LocPromptFiles
import Testing

private func ios(_ version: String) -> DeviceOS { try! DeviceOS.resolve(platform: .iOS, versionText: version).get() }

private func bundled(_ name: String) throws -> Scenario {
    try ScenarioParser.load(path: bundledScenarioFolder + "/" + name)
}

@Suite("compare: the same steps side by side")
struct CompareTests {
    @Test("Alignment: one row per acting step (expect: and say left out), one cell per column, numbered as in the file")
    func alignment() throws {
        let scenario = try bundled("upgrade-change-to-always.yaml")
        let columns = [ios("12.4"), ios("13.3"), ios("17.4")]
        let comparison = Comparison(plan: ComparePlan(scenario: scenario), columns: columns)
        let acting = scenario.steps.enumerated().filter { step in
            switch step.element.action {
            case .expect, .say: return false
            default: return true
            }
        }
        #expect(comparison.rows.count == acting.count)
        #expect(comparison.rows.map(\.step.number) == acting.map { $0.offset + 1 })
        for row in comparison.rows {
            #expect(row.cells.count == columns.count)
            for line in row.lines { #expect(line.texts.count == columns.count) }
        }
    }

    @Test("On the scenario's own OS, every cell is what a scenario session observes for that step", arguments: bundledScenarioFiles)
    func ownColumnMatchesTheSession(file: String) throws {
        let scenario = try bundled(file)
        var session = ScenarioSession(scenario: scenario)
        let records = session.runToEnd()
        let plan = ComparePlan(scenario: scenario)
        let cells = CompareRunner.cells(plan, on: scenario.device.os)
        for (step, cell) in zip(plan.steps, cells) {
            guard let record = records.first(where: { $0.index == step.number - 1 }) else { continue }
            let expected = StepObservation(effects: record.effects, state: record.state)
            #expect(cell == .played(expected), "\(file) step \(step.number) (\(step.text))")
        }
    }

    @Test("A tap: on an alert without that button ends the column with “no such button”; the other columns go on")
    func noSuchButtonStopsTheColumn() throws {
        let scenario = try parse(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow Once
              - call: startUpdatingLocation
            """)
        let comparison = Comparison(plan: ComparePlan(scenario: scenario), columns: [ios("12.4"), ios("17.4")])
        let tap = comparison.rows[2]
        #expect(tap.cells[0] == .noSuchButton(buttons: ["Don’t Allow", "Allow"], status: "notDetermined"))
        #expect(tap.cells[1].observation?.status == "authorizedWhenInUse (Allow Once)")
        #expect(comparison.rows[3].cells[0] == .notReached(stoppedAt: 3))
        #expect(comparison.rows[3].cells[1].observation != nil)
        let alertLine = try #require(tap.lines.first { $0.aspect == .alert })
        #expect(alertLine.texts[0] == "no such button on iOS 12.4: this column stops here")
        #expect(alertLine.differs)
    }

    @Test("An answer: step finds its button by what it does, in every column's language and wording")
    func answerFindsTheButtonByWhatItDoes() throws {
        let scenario = try parse(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - answer: dontAllow
            """)
        let comparison = Comparison(plan: ComparePlan(scenario: scenario), columns: [ios("8.4"), ios("12.4"), ios("17.4")])
        for cell in comparison.rows[2].cells { #expect(cell.observation?.status == "denied") }
        let once = try parse(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - answer: allowOnce
            """)
        let onceRow = Comparison(plan: ComparePlan(scenario: once), columns: [ios("12.4"), ios("17.4")]).rows[2]
        #expect(onceRow.cells[0] == .noSuchButton(buttons: ["Don’t Allow", "Allow"], status: "notDetermined"))
        #expect(onceRow.cells[1].observation?.status == "authorizedWhenInUse (Allow Once)")
    }

    @Test("A tap: with no alert on that version (no upgrade alert on iOS 13.0–13.3) says so and the column goes on")
    func noAlertGoesOn() {
        let comparison = Comparison(plan: .defaultWalkthrough(), columns: [ios("13.3"), ios("13.4")])
        let upgradeTap = comparison.rows[4]
        #expect(upgradeTap.step.number == 5)
        #expect(upgradeTap.cells[0] == .noAlert(status: "authorizedAlways (provisional)"))
        #expect(upgradeTap.cells[1].observation?.status == "authorizedAlways")
        // The column goes on: the region entry is held while Always is provisional, and heard with Always.
        let regionEntry = comparison.rows[7]
        #expect(regionEntry.cells[0].observation != nil)
        #expect(regionEntry.cells[1].observation?.callbacks == ["locationManager(_:didEnterRegion:)"])
        #expect(regionEntry.differs)
    }

    @Test("The default walkthrough plays on every iOS band: every tap: finds one of its labels")
    func defaultWalkthroughPlaysEverywhere() {
        let bands = OSBand.bands(for: .iOS).map(DeviceOS.init(band:))
        let comparison = Comparison(plan: .defaultWalkthrough(), columns: bands)
        for row in comparison.rows {
            for (cell, os) in zip(row.cells, bands) {
                #expect(!cell.stops, "\(os): step \(row.step.number)")
                if case .notReached = cell { Issue.record("\(os): step \(row.step.number) not reached") }
            }
        }
        // Each alternative label is a real button of some band's alert.
        let labels = Set(OSBand.bands(for: .iOS).flatMap { band in
            PromptCatalog.entries(for: band).flatMap { $0.buttons.map(\.label) }
        })
        for step in ComparePlan.defaultWalkthrough().steps { for label in step.tapLabels { #expect(labels.contains(label), "\(label)") } }
    }

    @Test("An alert still on screen from an earlier step reads “still up: <title>”, not “—” (no alert) (audit 14 F5)")
    func alertStillUpIsNotNoAlert() throws {
        let scenario = try bundled("reduced-accuracy-precise-off.yaml")
        let comparison = Comparison(plan: ComparePlan(scenario: scenario), columns: [ios("13.4"), ios("14.5")])
        let precise = try #require(comparison.rows.first { $0.step.number == 3 })
        let alert = try #require(precise.lines.first { $0.aspect == .alert })
        #expect(alert.texts[0] == "no Precise switch on iOS 13.4")
        #expect(alert.texts[1] == "still up: Allow “Where Am I?” to use your location?")
        // The tap that answers it shows no alert afterwards: that is “—”.
        let tap = try #require(comparison.rows.first { $0.step.number == 4 })
        #expect(Comparison.text(of: tap.cells[1], .alert, on: nil) == Comparison.none)
    }

    @Test("A call the version does not have is shown as refused, and the column goes on")
    func refusedCall() throws {
        let scenario = try parse("""
            name: Full accuracy
            device: { platform: ios, os: "17.4" }
            app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "x", NSLocationTemporaryUsageDescriptionDictionary: { Nav: "y" } } }
            steps:
              - launch
              - call: { requestTemporaryFullAccuracyAuthorization: Nav }
              - call: requestWhenInUseAuthorization
            """)
        let comparison = Comparison(plan: ComparePlan(scenario: scenario), columns: [ios("13.4"), ios("17.4")])
        let alert = try #require(comparison.rows[1].lines.first { $0.aspect == .alert })
        #expect(alert.texts[0].hasPrefix("refused: requestTemporaryFullAccuracyAuthorization(withPurposeKey:) exists from iOS 14.0"))
        #expect(comparison.rows[2].cells[0].observation?.alerts.first?.kind == .whenInUse)
    }

    @Test("Differences are marked where the columns disagree, and only there")
    func differences() {
        let comparison = Comparison(plan: .defaultWalkthrough(), columns: [ios("12.4"), ios("17.0")])
        let launch = comparison.rows[0]
        #expect(launch.lines.first { $0.aspect == .status }?.differs == false)
        #expect(launch.lines.first { $0.aspect == .callbacks }?.differs == true)  // the iOS 14 callback
        let request = comparison.rows[1]
        #expect(request.lines.first { $0.aspect == .alert }?.differs == true)
        #expect(request.lines.first { $0.aspect == .buttons }?.texts == ["Don’t Allow · Allow", "Allow Once · Allow While Using App · Don’t Allow"])
        // The same version twice differs nowhere.
        let same = Comparison(plan: .defaultWalkthrough(), columns: [ios("17.0"), ios("17.4")])
        #expect(same.differingSteps == 0)
        let marked = CompareTextRenderer.render(same).split(separator: "\n").filter { line in
            CompareAspect.allCases.contains { line.hasPrefix("≠ " + $0.rawValue) }
        }
        #expect(marked.isEmpty)
    }

    @Test("Text fits the width asked for, at 80, 100 and 120 columns; too narrow is a clear error", arguments: [80, 100, 120])
    func textFitsWidth(width: Int) throws {
        let comparison = Comparison(plan: .defaultWalkthrough(), columns: CompareVersions.defaults(for: .iOS))
        let text = try CompareTextRenderer.render(comparison, width: width)
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= width, "\(line)")
            #expect(line.last != " ")
        }
        #expect(text.contains("≠ alert"))
        #expect(throws: CompareError.self) { try CompareTextRenderer.render(comparison, width: 40) }
    }

    @Test("Markdown: one table row per aspect, scenario text escaped")
    func markdown() throws {
        let scenario = try parse("""
            name: "Pipes | and <b>tags</b>"
            device: { platform: ios, os: "17.4" }
            app: { name: "A|B", plist: { NSLocationWhenInUseUsageDescription: "x" } }
            steps:
              - launch
              - call: requestWhenInUseAuthorization
            """)
        let comparison = Comparison(plan: ComparePlan(scenario: scenario), columns: [ios("12.4"), ios("17.4")])
        let markdown = CompareMarkdownRenderer.render(comparison)
        #expect(markdown.contains("# locprompt compare: Pipes \\| and &lt;b&gt;tags&lt;/b&gt;"))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Step") }
        #expect(rows.count == comparison.rows.map(\.lines.count).reduce(0, +))
        for row in rows { #expect(row.components(separatedBy: " | ").count == 4, "\(row)") }
        #expect(markdown.contains("Allow “A\\|B” to"))
    }

    @Test("--os lists: parsed per platform; empty, repeated, unknown and too many versions are refused")
    func versionLists() {
        #expect((try? CompareVersions.parse("12.4, 13.4,17.0", platform: .iOS).get())?.map(\.description) == ["iOS 12.4", "iOS 13.4", "iOS 17.0"])
        for bad in ["12.4,,17", "17.0,17.0", "12.4,banana", "19.0", "8,9,10,11,12,13,14"] {
            guard case .failure(let error) = CompareVersions.parse(bad, platform: .iOS) else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(!error.message.isEmpty)
        }
        #expect(CompareVersions.defaults(for: .iOS).map(\.description) == ["iOS 12.4", "iOS 13.4", "iOS 14.5", "iOS 17.0"])
        #expect(CompareVersions.defaults(for: .macOS).count == OSBand.bands(for: .macOS).count)
    }

    @Test("Golden: the upgrade scenario on iOS 12.4, 13.3, 13.4 and 17.4 as text (100 columns) and Markdown")
    func golden() throws {
        let scenario = try bundled("upgrade-change-to-always.yaml")
        let relative = Scenario(name: scenario.name, summary: scenario.summary, file: "Assets/Scenarios/upgrade-change-to-always.yaml",
                                device: scenario.device, app: scenario.app, steps: scenario.steps)
        let comparison = Comparison(plan: ComparePlan(scenario: relative), columns: [ios("12.4"), ios("13.3"), ios("13.4"), ios("17.4")])
        try ReportGolden.check(try CompareTextRenderer.render(comparison, width: 100), file: "compare-upgrade.txt")
        try ReportGolden.check(CompareMarkdownRenderer.render(comparison), file: "compare-upgrade.md")
        let walkthrough = Comparison(plan: .defaultWalkthrough(), columns: CompareVersions.defaults(for: .iOS))
        try ReportGolden.check(try CompareTextRenderer.render(walkthrough, width: 80), file: "compare-default-80.txt")
    }
}

extension CompareTextRenderer {
    /// For tests: the text at 120 columns.
    static func render(_ comparison: Comparison) -> String { (try? render(comparison, width: 120)) ?? "" }
}

/// Documentation/Compare-and-Quiz.md's compare excerpt is real output: every line of it is a line of the comparison.
@Suite("Documentation: compare example")
struct CompareDocumentationTests {
    @Test func excerptIsRealOutput() throws {
        let root = URL(fileURLWithPath: bundledScenarioFolder).deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Documentation/Compare-and-Quiz.md"), encoding: .utf8)
        let start = try #require(page.range(of: "Output for the upgrade scenario"))
        let block = try #require(page[start.upperBound...].range(of: "```text\n"))
        let end = try #require(page[block.upperBound...].range(of: "```"))
        let excerpt = page[block.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        #expect(excerpt.count > 10)
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/upgrade-change-to-always.yaml")
        let relative = Scenario(name: scenario.name, summary: scenario.summary, file: "Assets/Scenarios/upgrade-change-to-always.yaml",
                                device: scenario.device, app: scenario.app, steps: scenario.steps)
        let versions = ["12.4", "13.3", "17.4"].map { try! DeviceOS.resolve(platform: .iOS, versionText: $0).get() }
        let output = try CompareTextRenderer.render(Comparison(plan: ComparePlan(scenario: relative), columns: versions), width: 100)
        let lines = Set(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        for line in excerpt { #expect(lines.contains(line), "not in the output: \(line)") }
    }
}

@Suite("compare: wrapping cells")
struct CompareWrapTests {
    @Test("Long delegate names break after ( or :, else before a capital; nothing is lost; no line is too wide",
          arguments: [8, 12, 15, 20, 26, 40])
    func wrap(columns: Int) {
        let text = "locationManager(_:didChangeAuthorization: authorizedWhenInUse); locationManagerDidChangeAuthorization(authorizedAlways (provisional))"
        let lines = CompareTextRenderer.wrapCell(text, columns: columns)
        for line in lines { #expect(DisplayWidth.of(line) <= columns, "\(line)") }
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
    }

    @Test("Where a ( or : falls, the break is after it")
    func prefersPunctuation() {
        #expect(CompareTextRenderer.wrapCell("locationManagerDidChangeAuthorization(notDetermined)", columns: 26)
                == ["locationManagerDidChange", "Authorization(", "notDetermined)"])
        #expect(CompareTextRenderer.wrapCell("locationManager(_:didChangeAuthorization: denied)", columns: 26)
                == ["locationManager(_:", "didChangeAuthorization:", "denied)"])
        #expect(CompareTextRenderer.wrapCell("", columns: 10) == [""])
    }
}

@Suite("compare: real apps")
struct CompareRealAppTests {
    static let root = URL(fileURLWithPath: bundledScenarioFolder).deletingLastPathComponent().deletingLastPathComponent()
    static let plists: [String] = {
        let folder = root.appendingPathComponent("Tests/Fixtures/real-apps").path
        let all = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".plist") }.sorted().map { folder + "/" + $0 }
    }()

    @Test("The built-in walkthrough with each real app's Info.plist plays on every iOS band; a missing Always key shows as a note, not a stop",
          arguments: plists)
    func realApp(path: String) throws {
        let app = try AppLoader.load(path: path).profile
        let bands = OSBand.bands(for: .iOS).map(DeviceOS.init(band:))
        let comparison = Comparison(plan: .defaultWalkthrough(app: app), columns: bands)
        for row in comparison.rows { for cell in row.cells { #expect(!cell.stops) } }
        let request = comparison.rows[3]
        if !app.has(.alwaysAndWhenInUse) && !app.has(.always) {
            #expect(request.lines.contains { $0.aspect == .note })
        }
        _ = try CompareTextRenderer.render(comparison, width: 200)
    }
}

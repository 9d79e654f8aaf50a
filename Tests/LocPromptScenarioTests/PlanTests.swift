import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptScenario
import LocPromptTestSupport
import Testing

/// `locprompt plan` (issue 17): the plan's paths come from the engine, their scenarios pass the runner,
/// merged paths behave the same on every band they list, missing keys show as silent failures, and the
/// CSV is RFC 4180 with formula injection neutralised.
@Suite("Test plans")
struct PlanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Loads an app with no language variables (deterministic) and builds its plan.
    static func plan(_ relative: String, minimum: OSVersion? = nil, explorer: PathExplorer = PathExplorer()) throws -> (TestPlan, LoadedApp) {
        let loaded = try AppLoader.load(path: root.appendingPathComponent(relative).path, language: nil, environment: [:])
        let platform = loaded.platformHint
        let plan = TestPlanBuilder.build(app: loaded.profile, appFile: relative, platform: platform,
                                         bands: TestPlanBuilder.bands(platform: platform, minimum: minimum ?? loaded.minimumOSVersion),
                                         minimumOSNote: "test", explorer: explorer)
        return (plan, loaded)
    }

    /// Every real-app fixture and every sample app.
    static let apps: [String] = {
        var apps: [String] = []
        let fixtures = root.appendingPathComponent("Tests/Fixtures/real-apps")
        if let walker = FileManager.default.enumerator(atPath: fixtures.path) {
            for case let path as String in walker where path.hasSuffix(".plist") { apps.append("Tests/Fixtures/real-apps/" + path) }
        }
        let samples = root.appendingPathComponent("Assets/Apps")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? [] {
            apps.append("Assets/Apps/" + name)
        }
        return apps.sorted()
    }()

    static func runScenario(_ yaml: String, file: String) -> ScenarioRun {
        ScenarioRunner.run(data: Data(yaml.utf8), file: file, baseDirectory: "/")
    }

    @Test func fixturesAreFound() {
        #expect(Self.apps.filter { $0.hasPrefix("Tests/Fixtures/") }.count >= 10)
        #expect(Self.apps.contains("Assets/Apps/WhereAmI.plist"))
        #expect(Self.apps.contains("Assets/Apps/Fernweh"))
    }

    /// `plan` on every real-app fixture and sample app: every path's scenario passes the runner.
    @Test(arguments: apps) func everyScenarioPasses(app: String) throws {
        let (plan, loaded) = try Self.plan(app)
        #expect(!plan.paths.isEmpty)
        #expect(plan.cuts.isEmpty, "the default bounds cut \(app): \(plan.cuts)")
        #expect(Set(plan.paths.flatMap(\.bands)) == Set(plan.bands), "every band has a path")
        let absolute = Self.root.appendingPathComponent(app).path
        for path in plan.paths {
            let run = Self.runScenario(path.scenarioYAML(appPath: absolute, language: loaded.language, appName: plan.appName),
                                       file: "\(path.id).yaml")
            #expect(run.outcome == .passed, "\(app) \(path.id) \(path.title): \(run.outcome)")
        }
    }

    /// Paths merged across bands behave the same on each band: the scenario passes on every band it lists.
    @Test func mergedPathsPassOnEveryBandTheyList() throws {
        let (plan, loaded) = try Self.plan("Assets/Apps/WhereAmI.plist")
        let merged = plan.paths.filter { $0.bands.count > 1 }
        #expect(merged.count >= 10)
        #expect(merged.contains { $0.bands.map(\.id) == ["ios-14-17", "ios-18+"] })
        let absolute = Self.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path
        for path in merged {
            for band in path.bands {
                let yaml = path.scenarioYAML(appPath: absolute, language: loaded.language, appName: plan.appName, on: DeviceOS(band: band))
                let run = Self.runScenario(yaml, file: "\(path.id)-\(band.id).yaml")
                #expect(run.outcome == .passed, "\(path.id) on \(band.label): \(run.outcome)")
            }
        }
        // And no two paths of the plan are the same steps.
        #expect(Set(plan.paths.map(\.steps)).count == plan.paths.count)
    }

    /// The flows the issue names are all in the sample app's plan, with what the engine says.
    @Test func samplePlanCoversTheFlows() throws {
        let (plan, _) = try Self.plan("Assets/Apps/WhereAmI.plist")
        let newest = plan.paths.filter { $0.bands.contains { $0.id == "ios-18+" } }
        let titles = newest.map(\.title)
        #expect(titles.contains("When In Use request → Allow Once → leave and return"))
        #expect(titles.contains { $0.hasPrefix("When In Use request → Don’t Allow") })
        #expect(titles.contains("When In Use request → Allow While Using App → Always request → Change to Always Allow"))
        #expect(titles.contains("Always request → Allow While Using App → system’s Always prompt → Keep Only While Using"))
        #expect(titles.contains { $0.contains("Settings: Never") })
        #expect(titles.contains { $0.contains("Location Services off → Location Services on") })
        let expiry = try #require(newest.first { $0.title == "When In Use request → Allow Once → leave and return" })
        #expect(expiry.steps.last?.expected.status == "notDetermined")
        #expect(expiry.steps.last?.expected.callbacks == ["locationManagerDidChangeAuthorization(notDetermined)"])
        #expect(expiry.steps[1].expected.alert?.buttons == ["Allow Once", "Allow While Using App", "Don’t Allow"])
    }

    /// An app that declares only When In Use: the Always request is the path that fails silently, with the fix.
    @Test func missingKeyShowsAsSilentFailureWithFix() throws {
        let profile = AppProfile(infoPlist: ["CFBundleDisplayName": "Half Keys", "NSLocationWhenInUseUsageDescription": "Near you."],
                                 fallbackName: "Half Keys")
        let bands = TestPlanBuilder.bands(platform: .iOS, minimum: OSVersion(15))
        let plan = TestPlanBuilder.build(app: profile, appFile: "Half.plist", platform: .iOS, bands: bands, minimumOSNote: "--min-os 15.0")
        #expect(plan.bands.map(\.id) == ["ios-14-17", "ios-18+"])
        let silent = plan.paths.filter { !$0.fixes.isEmpty }
        // From notDetermined and as the upgrade from While Using: both fail silently.
        #expect(silent.map(\.title) == ["Always request", "When In Use request → Allow While Using App → Always request"])
        #expect(silent.allSatisfy { $0.fixes == ["requestAlwaysAuthorization does nothing: add NSLocationAlwaysAndWhenInUseUsageDescription to the Info.plist"] })
        #expect(silent.first?.steps.last?.expected.alert == nil)
        #expect(silent.first?.steps.last?.expected.console.first?.contains("NSLocationAlwaysAndWhenInUseUsageDescription") == true)
        let markdown = plan.markdown()
        #expect(markdown.contains("## Silent failures (missing keys)"))
        #expect(markdown.contains("requestAlwaysAuthorization does nothing: add NSLocationAlwaysAndWhenInUseUsageDescription to the Info.plist."))
        // iOS 8–10 says nothing at all: the fix names the old key.
        let old = TestPlanBuilder.build(app: profile, appFile: "Half.plist", platform: .iOS,
                                        bands: [OSBand.band(id: "ios-8-10")!], minimumOSNote: "test")
        #expect(Set(old.paths.flatMap(\.fixes)) == ["requestAlwaysAuthorization does nothing: add NSLocationAlwaysUsageDescription to the Info.plist"])
        #expect(old.paths.first { !$0.fixes.isEmpty }?.steps.last?.expected.console == [])
    }

    /// `--min-os 17.5` cuts the iOS 14–17 band: the plan names the versions the app runs on, and each path's
    /// scenario plays on one of them (audit 14 F3).
    @Test func minimumInsideABandCutsItsLabelAndDevice() throws {
        let bands = TestPlanBuilder.bands(platform: .iOS, minimum: OSVersion(17, 5))
        #expect(bands.map(\.id) == ["ios-14-17", "ios-18+"])
        #expect(bands.map(\.label) == ["iOS 17.5–17.7", "iOS 18+"])
        #expect(bands.allSatisfy { $0.representative >= OSVersion(17, 5) })
        #expect(TestPlanBuilder.bands(platform: .iOS, minimum: OSVersion(12)).map(\.label) == ["iOS 12.0–12.5", "iOS 13.0–13.3", "iOS 13.4–13.7", "iOS 14–17", "iOS 18+"])
        #expect(TestPlanBuilder.bands(platform: .iOS, minimum: OSVersion(18, 2)).map(\.label) == ["iOS 18.2+"])
        // A minimum at a band's first version leaves the band as it is.
        #expect(TestPlanBuilder.bands(platform: .iOS, minimum: OSVersion(14)) == Array(OSBand.bands(for: .iOS).suffix(2)))
        let profile = AppProfile(infoPlist: ["CFBundleDisplayName": "Late", "NSLocationWhenInUseUsageDescription": "Near you."],
                                 fallbackName: "Late")
        let plan = TestPlanBuilder.build(app: profile, appFile: "Late.plist", platform: .iOS, bands: bands, minimumOSNote: "--min-os 17.5")
        #expect(plan.markdown().contains("- OS versions: iOS 17.5–17.7, iOS 18+"))
        #expect(!plan.markdown().contains("iOS 14–17"))
        #expect(plan.paths.allSatisfy { $0.device.version >= OSVersion(17, 5) })
        #expect(plan.paths.allSatisfy { $0.bands.allSatisfy { DeviceOS(band: $0).version >= OSVersion(17, 5) } })
    }

    @Test func boundsSayWhenTheyCut() throws {
        let (shallow, _) = try Self.plan("Assets/Apps/WhereAmI.plist", explorer: PathExplorer(maxDepth: 1, maxPaths: 200))
        #expect(shallow.cuts.count == shallow.bands.count)
        #expect(shallow.cuts.allSatisfy { $0.contains("--max-depth") })
        #expect(shallow.paths.allSatisfy { $0.steps.count <= 2 })
        #expect(shallow.markdown().contains("**Bound reached:**"))
        let (few, _) = try Self.plan("Assets/Apps/WhereAmI.plist", explorer: PathExplorer(maxDepth: 8, maxPaths: 3))
        #expect(few.exploredPaths <= 3 * few.bands.count)
        #expect(few.cuts.contains { $0.contains("--max-paths") })
        let (full, _) = try Self.plan("Assets/Apps/WhereAmI.plist")
        #expect(full.cuts.isEmpty)
    }

    /// Session-16 audit C1: iOS 8–9 have no upgrade alert (rule no-upgrade-before-ios10), iOS 10 has one
    /// (upgrade-prompt-ios10), so the plan explores them apart and lists the upgrade paths under iOS 10 only.
    @Test func upgradePathsAreIOS10Only() throws {
        let (plan, _) = try Self.plan("Assets/Apps/WhereAmI.plist", minimum: OSVersion(8))
        #expect(plan.bands.prefix(2).map(\.label) == ["iOS 8–9", "iOS 10"])
        let upgrades = plan.paths.filter { $0.steps.contains { $0.expected.alert?.kind == PromptKind.upgrade.scenarioName } }
        #expect(!upgrades.isEmpty)
        #expect(upgrades.allSatisfy { path in !path.bands.contains { $0.label == "iOS 8–9" } })
        #expect(upgrades.contains { $0.bandsText == "iOS 10" })
        // On iOS 8–9 the request changes nothing, so no path goes on from it; a path both pieces share is the band's.
        #expect(!plan.paths.contains { $0.bands.contains { $0.label == "iOS 8–9" } && $0.title.contains("Allow → Always request") })
        #expect(plan.paths.contains { $0.bands.map(\.label) == ["iOS 8–9", "iOS 10"] && $0.bandsText == "iOS 8–10" })
        #expect(plan.markdown().contains("- OS versions: iOS 8–9, iOS 10, iOS 11–12"))
    }

    @Test func minimumOSDropsOlderBands() {
        #expect(TestPlanBuilder.bands(platform: .iOS, minimum: OSVersion(15)).map(\.id) == ["ios-14-17", "ios-18+"])
        #expect(TestPlanBuilder.bands(platform: .iOS, minimum: OSVersion(13, 4)).map(\.id) == ["ios-13.4-13.7", "ios-14-17", "ios-18+"])
        // iOS 8–10 is explored in two pieces (the upgrade alert exists on iOS 10 only): one more than the bands.
        #expect(TestPlanBuilder.bands(platform: .iOS, minimum: nil).count == OSBand.bands(for: .iOS).count + 1)
        #expect(TestPlanBuilder.bands(platform: .iOS, minimum: OSVersion(10)).map(\.label).first == "iOS 10")
        #expect(TestPlanBuilder.bands(platform: .macOS, minimum: OSVersion(10, 13)).map(\.id) == ["macos-10.15", "macos-11+"])
    }

    // MARK: Golden files

    @Test func goldenSampleApp() throws {
        let (plan, _) = try Self.plan("Assets/Apps/WhereAmI.plist")
        try PlanGolden.check(plan.markdown(), file: "WhereAmI.md")
        try PlanGolden.check(plan.csv(), file: "WhereAmI.csv")
    }

    @Test func goldenRealApp() throws {
        let (plan, _) = try Self.plan("Tests/Fixtures/real-apps/owntracks__ios/OwnTracks/OwnTracks/OwnTracks-Info.plist")
        try PlanGolden.check(plan.markdown(), file: "OwnTracks.md")
        try PlanGolden.check(plan.csv(), file: "OwnTracks.csv")
    }

    /// The excerpts in Documentation/Plan.md are the golden plan's own lines, not hand-written.
    @Test func documentationExcerptsComeFromTheGoldens() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("Documentation/Plan.md"), encoding: .utf8)
        let markdown = try String(contentsOf: PlanGolden.directory.appendingPathComponent("WhereAmI.md"), encoding: .utf8)
        let csv = try String(contentsOf: PlanGolden.directory.appendingPathComponent("WhereAmI.csv"), encoding: .utf8)
            .replacingOccurrences(of: "\r\n", with: "\n")
        let mdExcerpt = try #require(doc.components(separatedBy: "```markdown\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(markdown.contains(mdExcerpt))
        let csvExcerpt = try #require(doc.components(separatedBy: "```csv\n").dropFirst().first?.components(separatedBy: "```").first)
        let (header, rows) = (csvExcerpt.prefix { $0 != "\n" }, csvExcerpt.drop { $0 != "\n" }.dropFirst())
        #expect(csv.hasPrefix(header + "\n"))
        #expect(csv.contains(rows))
    }

    // MARK: Untrusted names

    @Test func hostileAppNameIsInertInEveryOutput() throws {
        let name = "=HYPERLINK(\"http://x\",\"y\") *bold* <b>|\u{1B}[31m"
        let profile = AppProfile(infoPlist: ["CFBundleDisplayName": name, "NSLocationWhenInUseUsageDescription": "-2+3, \"quoted\"\nnext"],
                                 fallbackName: "x")
        let plan = TestPlanBuilder.build(app: profile, appFile: "evil`.plist", platform: .iOS,
                                         bands: [OSBand.newest(for: .iOS)], minimumOSNote: "test")
        let markdown = plan.markdown()
        #expect(!markdown.contains("\u{1B}"))
        #expect(!markdown.contains("<b>"))
        #expect(markdown.contains("\\*bold\\*"))
        let rows = try CSVParser.parse(plan.csv())
        #expect(rows.first == ["Path", "Title", "OS versions", "Step", "Action", "Expected"])
        #expect(rows.count == 1 + plan.paths.map(\.steps.count).reduce(0, +))
        for row in rows {
            #expect(row.count == 6)
            for cell in row {
                #expect(!(cell.first.map { "=+-@".contains($0) } ?? false), "a cell starts a formula: \(cell)")
                #expect(!cell.contains("\u{1B}"))
            }
        }
        #expect(rows.contains { $0[5].contains("=HYPERLINK(\"http://x\"") }, "the name is kept inside its cell")
        // The scenarios still pass with that name (Yams quotes it).
        for path in plan.paths {
            let yaml = path.scenarioYAML(appPath: "/nonexistent.plist", language: nil, appName: name)
            #expect(yaml.contains("app: \"/nonexistent.plist\""))
            #expect(!yaml.contains("\u{1B}"))
        }
    }

    @Test("bidi and zero-width controls in an app name are written as \\u escapes in the plan's scenarios, which still pass")
    func invisibleControlsEscapedInScenarioYAML() throws {
        let name = "Evil\u{202E}lpp\u{2066}A\u{200B}\u{061C}\u{E0041}"
        let info: [String: Any] = ["CFBundleDisplayName": name, "NSLocationWhenInUseUsageDescription": "why\u{202E}gnirts",
                                   "NSLocationAlwaysAndWhenInUseUsageDescription": "always"]
        let profile = AppProfile(infoPlist: info, fallbackName: "x")
        let plan = TestPlanBuilder.build(app: profile, appFile: "a.plist", platform: .iOS,
                                         bands: [OSBand.newest(for: .iOS)], minimumOSNote: "test")
        let scratch = TemporaryFolder("plan-bidi")
        let folder = scratch.subfolder()
        let plist = folder.appendingPathComponent("a.plist")
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: plist)
        for path in plan.paths {
            let yaml = path.scenarioYAML(appPath: plist.path, language: nil, appName: plan.appName)
            #expect(SafeText.isInert(yaml, allowNewlines: true), "\(yaml.debugDescription)")
            #expect(yaml.contains("Evil\\u202Elpp\\u2066A\\u200B\\u061C\\U000E0041"))
            #expect(Self.runScenario(yaml, file: "\(path.id).yaml").outcome == .passed, "\(path.id)")
        }
    }

    @Test func csvCellQuotingAndInjection() {
        #expect(CSVText.cell("plain") == "plain")
        #expect(CSVText.cell("=SUM(A1:A2)") == "'=SUM(A1:A2)")
        #expect(CSVText.cell("+1") == "'+1")
        #expect(CSVText.cell("-1") == "'-1")
        #expect(CSVText.cell("@cmd") == "'@cmd")
        #expect(CSVText.cell("a,b") == "\"a,b\"")
        #expect(CSVText.cell("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVText.cell("=1,\"2\"") == "\"'=1,\"\"2\"\"\"")
        #expect(CSVText.cell("line 1\nline 2") == "\"line 1\nline 2\"")
        #expect(CSVText.cell(" padded") == "\" padded\"")
        #expect(!CSVText.cell("bell\u{07}").contains("\u{07}"))
        #expect(CSVText.cell("\tTAB").first != "\t")
        #expect(CSVText.cell("") == "")
        #expect(CSVText.row(["a", "b,c", ""]) == "a,\"b,c\",\r\n")
        #expect(CSVText.cell("a=b") == "a=b", "only a leading formula character is neutralised")
    }

    @Test func csvParsesBackToTheSameCells() throws {
        let cells = ["=x", "a,b", "q\"q", "multi\nline", "-", "plain", "@"]
        let rows = try CSVParser.parse(CSVText.row(cells) + CSVText.row(["1", "2"]))
        #expect(rows == [["'=x", "a,b", "q\"q", "multi\nline", "'-", "plain", "'@"], ["1", "2"]])
    }
}

/// A strict RFC 4180 reader for the tests: CRLF records, quoted fields with doubled quotes.
enum CSVParser {
    struct Malformed: Error {}

    static func parse(_ text: String) throws -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = ""
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false, fieldStarted = false
        while let c = scalars.popFirst() {
            if quoted {
                if c == "\"" {
                    if scalars.first == "\"" { field.unicodeScalars.append("\""); scalars.removeFirst() } else { quoted = false }
                } else {
                    field.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"":
                guard !fieldStarted else { throw Malformed() }
                quoted = true; fieldStarted = true
            case ",":
                row.append(field); field = ""; fieldStarted = false
            case "\r":
                guard scalars.popFirst() == "\n" else { throw Malformed() }
                row.append(field); rows.append(row); row = []; field = ""; fieldStarted = false
            case "\n":
                throw Malformed()
            default:
                field.unicodeScalars.append(c); fieldStarted = true
            }
        }
        guard !quoted, field.isEmpty, row.isEmpty else { throw Malformed() }
        return rows
    }
}

/// Golden plans under `Tests/Golden/Plans/`, checked and recorded like the reports' (`LOCPROMPT_RECORD=1`).
enum PlanGolden {
    static let directory = PlanTests.root.appendingPathComponent("Tests/Golden/Plans", isDirectory: true)

    static func check(_ actual: String, file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try ReportGolden.check(actual, file: file, in: directory, sourceLocation: sourceLocation)
    }
}

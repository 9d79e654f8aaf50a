import Foundation
import LocPromptCore
@testable import LocPromptScenario
import Testing

/// The report's date, tool and app version (issue 16), and the one-screen `run --summary`.
@Suite("Report date, versions and summary")
struct ReportAboutTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func bundled(_ names: [String]) throws -> [ScenarioRun] {
        try names.map { name in
            let relative = "Assets/Scenarios/\(name)"
            let data = try Data(contentsOf: root.appendingPathComponent(relative))
            return ScenarioRunner.run(data: data, file: relative, baseDirectory: root.appendingPathComponent("Assets/Scenarios").path)
        }
    }

    @Test("ISO 8601 dates in UTC from Unix seconds, leap days and before 1970 included")
    func isoDates() {
        let cases: [(Int, String)] = [(0, "1970-01-01T00:00:00Z"), (1_700_000_000, "2023-11-14T22:13:20Z"),
                                      (951_782_400, "2000-02-29T00:00:00Z"), (-1, "1969-12-31T23:59:59Z"),
                                      (1_795_392_000, "2026-11-23T00:00:00Z"), (4_107_542_399, "2100-02-28T23:59:59Z")]
        for (seconds, text) in cases {
            #expect(ReportAbout(date: seconds, toolVersion: "x").isoDate == text, "\(seconds)")
        }
        // Every day for 600 years is one more than the day before (no gap, no repeat).
        var last = ReportAbout.iso8601(-86_400 * 365 * 100)
        for day in stride(from: -86_400 * 365 * 100 + 86_400, to: 86_400 * 365 * 500, by: 86_400 * 37) {
            let now = ReportAbout.iso8601(day)
            #expect(now > last, "\(day)")
            last = now
        }
    }

    @Test("App versions: CFBundleShortVersionString with the build in parentheses, either alone, or none")
    func appVersions() {
        func version(_ plist: [String: Any]) -> String? { AppProfile(infoPlist: plist, fallbackName: "A").version }
        #expect(version(["CFBundleShortVersionString": "2.1", "CFBundleVersion": "45"]) == "2.1 (45)")
        #expect(version(["CFBundleShortVersionString": "2.1", "CFBundleVersion": "2.1"]) == "2.1")
        #expect(version(["CFBundleShortVersionString": "2.1"]) == "2.1")
        #expect(version(["CFBundleVersion": "45"]) == "build 45")
        #expect(version(["CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": " "]) == nil)
        #expect(version([:]) == nil)
    }

    @Test("The report starts with its date, the tool's version and each app with its version")
    func header() throws {
        let runs = try Self.bundled(["device-language-french.yaml", "allow-once-expiry.yaml"])
        let report = MarkdownReport.render(runs, about: ReportAbout(date: 1_700_000_000, toolVersion: "9.8.7"))
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(3)) == ["# locprompt scenario report", "", "- **Date:** 2023-11-14T22:13:20Z"])
        #expect(lines[3] == "- **Tool:** locprompt 9\\.8\\.7" || lines[3] == "- **Tool:** locprompt 9.8.7")
        let apps = try #require(lines.first { $0.hasPrefix("- **Apps:** ") })
        let fernweh = try #require(runs[0].scenario?.app)
        #expect(fernweh.profile.version != nil, "the Fernweh fixture's plist carries a version")
        #expect(apps.contains(ReportText.markdown(ReportText.app(fernweh))))
        // The same runs and date give the same bytes; another date changes only the date line.
        #expect(MarkdownReport.render(runs, about: ReportAbout(date: 1_700_000_000, toolVersion: "9.8.7")) == report)
        let later = MarkdownReport.render(runs, about: ReportAbout(date: 1_700_000_001, toolVersion: "9.8.7"))
        #expect(zip(later.split(separator: "\n"), report.split(separator: "\n")).filter { $0 != $1 }.count == 1)
    }

    @Test("--summary: 20 scenarios fit 80×24, one line per scenario, failures with file:line, totals last")
    func summaryFitsOneScreen() throws {
        let folder = Self.root.appendingPathComponent("Assets/Scenarios")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var runs = try Self.bundled(Array(names.prefix(18)))
        let failing = """
            name: \(String(repeating: "A very long scenario name | with `code` ", count: 4))
            device: { platform: ios, os: "17.4" }
            app: ../Apps/WhereAmI.plist
            steps:
              - launch
              - expect: { status: denied }

            """
        runs.append(ScenarioRunner.run(data: Data(failing.utf8), file: "qa/long-and-failing.yaml", baseDirectory: folder.path))
        runs.append(ScenarioRunner.run(data: Data("name: [".utf8), file: "broken.yaml", baseDirectory: folder.path))
        let text = MarkdownReport.summary(runs, about: ReportAbout(date: 1_700_000_000, toolVersion: LocPromptVersion.current))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count <= 24, "\(lines.count) lines")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(lines.filter { DisplayWidth.of($0) > 80 })")
        #expect(lines[0] == "# locprompt scenario summary")
        #expect(lines[1] == "2023-11-14T22:13:20Z · locprompt \(ReportText.markdown(LocPromptVersion.current)) · 20 scenarios")
        let items = lines.filter { $0.hasPrefix("- ") }
        #expect(items.count == 20)
        #expect(items.filter { $0.hasPrefix("- ✅ ") }.count == 18)
        #expect(items[18].hasPrefix("- ❌ A very long scenario name \\| with \\`code\\`") && items[18].hasSuffix("… · qa/long-and-failing.yaml:6"))
        #expect(items[19].hasPrefix("- ⚠️ invalid scenario · broken.yaml:"))
        // The broken file is counted as invalid, not failed (audit 24h D6; "18 passed, 2 failed" before).
        #expect(lines.last == "18 passed, 1 failed, 1 invalid" && lines[lines.count - 2].isEmpty)
    }

    @Test("an interrupted run: the report, its table, its verdict and the summary say what did not run")
    func interruptedRunIsSaid() throws {
        let runs = try Self.bundled(["allow-once-expiry.yaml"])
        let stop = ReportAbout.Interruption(signal: 2, notRun: ["b.yaml", "c|d.yaml"])
        let about = ReportAbout(date: 1_700_000_000, toolVersion: "1.0", interruption: stop)
        let report = MarkdownReport.render(runs, about: about)
        #expect(report.contains("- **Interrupted:** by SIGINT (Ctrl-C) after 1 of 3 scenarios; not run: b.yaml, c\\|d.yaml\n"))
        #expect(report.contains("| 2 | — | b.yaml | — | — | ⏹ not run (interrupted) |\n| 3 | — | c\\|d.yaml | — | — | ⏹ not run (interrupted) |"))
        #expect(report.hasSuffix("1 passed, 0 failed (interrupted by SIGINT (Ctrl-C): 2 scenarios not run)\n"))
        let whole = MarkdownReport.render(runs, about: ReportAbout(date: 1_700_000_000, toolVersion: "1.0"))
        #expect(!whole.contains("Interrupted") && !whole.contains("⏹") && !whole.contains("(interrupted"))
        let summary = MarkdownReport.summary(runs, about: about)
        #expect(summary.contains("\n- ⏹ interrupted by SIGINT (Ctrl-C): 2 scenarios not run\n\n1 passed, 0 failed\n"))
    }

    @Test("an interrupted run of many files names five on its Interrupted line, the rest as a count (the table lists each)")
    func interruptedLineStaysShort() throws {
        let runs = try Self.bundled(["allow-once-expiry.yaml"])
        let notRun = (1...271).map { "qa/scenario-\($0).yaml" }
        let about = ReportAbout(date: 1_700_000_000, toolVersion: "1.0", interruption: ReportAbout.Interruption(signal: 15, notRun: notRun))
        let report = MarkdownReport.render(runs, about: about)
        let line = try #require(report.split(separator: "\n").first { $0.hasPrefix("- **Interrupted:**") })
        #expect(line.hasSuffix("not run: qa/scenario-1.yaml, qa/scenario-2.yaml, qa/scenario-3.yaml, qa/scenario-4.yaml, qa/scenario-5.yaml and 266 more (the ⏹ rows below)"), "\(line)")
        #expect(report.components(separatedBy: "⏹ not run (interrupted)").count - 1 == 271, "every file keeps its row")
    }
}

import Foundation
import LocPromptCore
@testable import LocPromptScenario
import LocPromptTestSupport
import Testing

// Report files, the golden reports and the QA reports page (moved out of ReportTests.swift, which passed 500 lines).

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

// MARK: Files

@Suite("Report files")
struct ReportFileTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("report")

    @Test func writesAndReplacesWithoutLeftovers() throws {
        let folder = scratch.subfolder().path
        let path = (folder as NSString).appendingPathComponent("report.md")
        try ReportFile.write("first\n", to: path)
        try ReportFile.write("second\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.md"])
    }

    @Test func unwritablePathsAreOneLineErrors() throws {
        let folder = scratch.subfolder().path
        let missing = (folder as NSString).appendingPathComponent("no/such/report.md")
        #expect(throws: ReportFileError.self) { try ReportFile.write("x", to: missing) }
        do {
            try ReportFile.write("x", to: missing)
        } catch {
            #expect(error.description == "cannot write \(missing): the folder \(folder)/no/such does not exist; create it first")
        }
        do {
            try ReportFile.write("x", to: folder)
            Issue.record("writing over a folder should fail")
        } catch {
            #expect(error.description == "cannot write \(folder): it is a folder; name a file inside it")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}

// MARK: Golden files

/// Golden reports under `Tests/Golden/Reports/`. A missing golden file fails; `LOCPROMPT_RECORD=1` writes it
/// and fails too, so recording is never how a test passes.
enum ReportGolden {
    static let directory = repositoryRoot.appendingPathComponent("Tests/Golden/Reports", isDirectory: true)

    /// `in`: another golden folder (the plans use `Tests/Golden/Plans`).
    static func check(_ actual: String, file: String, in directory: URL = directory,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(file)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if ProcessInfo.processInfo.environment["LOCPROMPT_RECORD"] == "1" {
            guard expected != actual else { return }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file); run again without LOCPROMPT_RECORD to check it", sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record("missing golden file \(url.path); record it with LOCPROMPT_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        Issue.record("""
            \(file) differs at line \(line + 1):
              golden: \(line < e.count ? String(e[line]) : "<end>")
              report: \(line < a.count ? String(a[line]) : "<end>")
            """, sourceLocation: sourceLocation)
    }
}

// MARK: README

/// The QA reports page's excerpts (Documentation/QA-Reports.md) are real output: every line of them (but `…`) is
/// in the reports of the page's example run.
@Suite("Documentation: QA reports example")
struct ReadmeReportExampleTests {
    @Test func excerptsAreRealOutput() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("Documentation/QA-Reports.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "# QA reports (--report, --junit)"))
        let text = String(readme[section.upperBound...])
        func block(after marker: String, fence: String) throws -> [String] {
            let start = try #require(text.range(of: marker))
            let open = try #require(text.range(of: fence + "\n", range: start.upperBound..<text.endIndex))
            let close = try #require(text.range(of: "\n" + String(fence.prefix { $0 == "`" }) + "\n", range: open.upperBound..<text.endIndex))
            return text[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let yaml = try block(after: "with `always-too-soon.yaml`", fence: "```yaml").joined(separator: "\n")
        let bundled = try Data(contentsOf: repositoryRoot.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml"))
        // As the page's command runs them, from the repository's root.
        let all = [ScenarioRunner.run(data: bundled, file: "Assets/Scenarios/allow-once-expiry.yaml",
                                      baseDirectory: repositoryRoot.appendingPathComponent("Assets/Scenarios").path),
                   ScenarioRunner.run(data: Data(yaml.utf8), file: "always-too-soon.yaml", baseDirectory: NSTemporaryDirectory())]
        let outputs = [("Excerpt of `qa.md`", "````markdown", MarkdownReport.render(all, about: testAbout)),
                       ("Excerpt of `junit.xml`", "```xml", JUnitReport.render(all))]
        for (marker, fence, output) in outputs {
            let lines = try block(after: marker, fence: fence)
            #expect(lines.count > 10)
            let real = Set(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            for line in lines where !line.contains("…") {
                let found = real.contains(line)
                #expect(found, "Documentation/QA-Reports.md line not in the real \(fence) output: \(line)")
            }
        }
    }
}

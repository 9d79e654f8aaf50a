import Foundation
import FoundationXML
import LocPromptTestSupport
import Testing

/// `locprompt run … --report FILE.md --junit FILE.xml` through the built binary (issue 7 part 3).
@Suite struct ReportCLITests {
    static let scenarios = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios")

    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("report")

    /// A fresh empty folder inside `scratch`.
    func folder() throws -> URL { scratch.subfolder() }

    static let failing = """
        name: Expects Always after While Using
        device: { platform: ios, os: "17.4" }
        app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Shown | on `the` <map>." } }
        steps:
          - launch
          - call: requestWhenInUseAuthorization
          - tap: Allow While Using App
          - expect: { status: authorizedAlways }

        """

    @Test func writesBothReportsForSeveralScenarios() throws {
        let folder = try folder()
        let failing = folder.appendingPathComponent("failing.yaml")
        try Data(Self.failing.utf8).write(to: failing)
        let markdown = folder.appendingPathComponent("report.md"), junit = folder.appendingPathComponent("junit.xml")
        let files = [Self.scenarios.appendingPathComponent("allow-once-expiry.yaml").path,
                     Self.scenarios.appendingPathComponent("restrictions.yaml").path, failing.path]
        let dated = ["PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1700000000"]
        let result = try LocPromptBinary.run(["run", "--quiet"] + files + ["--report", markdown.path, "--junit", junit.path],
                                             environment: dated)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 passed, 1 failed\n"))

        let report = try String(contentsOf: markdown, encoding: .utf8)
        #expect(report.hasPrefix("# locprompt scenario report\n\n- **Date:** 2023-11-14T22:13:20Z\n- **Tool:** locprompt "))
        #expect(report.hasSuffix("\n2 passed, 1 failed\n"), "the report ends with the same verdict as the run")
        #expect(report.split(separator: "\n").filter { $0.hasPrefix("## ") }.count == 3, "one section per scenario file")
        #expect(report.contains(#"Shown \| on \`the\` &lt;map&gt;."#) || report.contains("Shown | on `the` <map>."),
                "the purpose string appears, escaped in text or verbatim in the alert block")
        #expect(report.contains("- ❌ `status`: expected authorizedAlways, got authorizedWhenInUse (line 8, column 15)"))

        let document = try XMLDocument(contentsOf: junit, options: [])
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "9")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        #expect(root.attribute(forName: "errors")?.stringValue == "0")
        #expect(root.elements(forName: "testsuite").compactMap { $0.attribute(forName: "name")?.stringValue } == files)

        // Atomic writes leave nothing else behind; a second run with the same SOURCE_DATE_EPOCH gives the same bytes.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["failing.yaml", "junit.xml", "report.md"])
        let again = try LocPromptBinary.run(["run", "--quiet"] + files + ["--report", markdown.path, "--junit", junit.path],
                                            environment: dated)
        #expect(again.status == 1)
        #expect(try String(contentsOf: markdown, encoding: .utf8) == report)
    }

    @Test func invalidScenarioAndStandardInput() throws {
        let folder = try folder()
        let markdown = folder.appendingPathComponent("r.md"), junit = folder.appendingPathComponent("r.xml")
        let result = try LocPromptBinary.run(["run", "-", "--report", markdown.path, "--junit", junit.path],
                                             stdin: Data("name: x\nsteps: [jump]\n".utf8))
        #expect(result.status == 2)
        let report = try String(contentsOf: markdown, encoding: .utf8)
        #expect(report.contains("| 1 | — | &lt;stdin&gt; | — | — | ⚠️ invalid |"))
        #expect(report.contains("**Error:** &lt;stdin&gt;:1:1: "))
        let suite = try #require(try XMLDocument(contentsOf: junit, options: []).rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == "<stdin>")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
    }

    @Test func unwritableReportIsOneCleanLine() throws {
        let folder = try folder()
        let missing = folder.appendingPathComponent("no-such-folder/report.md").path
        let junit = folder.appendingPathComponent("junit.xml")
        let result = try LocPromptBinary.run(["run", "--quiet", Self.scenarios.appendingPathComponent("allow-once-expiry.yaml").path,
                                              "--report", missing, "--junit", junit.path])
        #expect(result.status == 2)
        #expect(result.stderr == "locprompt: cannot write \(missing): the folder \(folder.path)/no-such-folder does not exist; create it first\n")
        // Found before the run (audit 24h, QA friction 3): nothing played, no other output written.
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: junit.path), "the run stopped before any output was written")

        let same = try LocPromptBinary.run(["run", "x.yaml", "--report", junit.path, "--junit", junit.path])
        // A bad option value, not a usage mistake: exit 2 (audit 14 H14-5; it was 64).
        #expect(same.status == 2)
        #expect(same.stderr == "locprompt: --report and --junit must be different files\n")
    }
}

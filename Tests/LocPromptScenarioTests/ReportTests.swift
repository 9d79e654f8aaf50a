import Foundation
import FoundationXML
import LocPromptCore
@testable import LocPromptScenario
import LocPromptTestSupport
import Testing

// MARK: Fixtures

/// A failing scenario: one expectation holds, one does not.
private let failingYAML = header + """
      - launch
      - call: requestWhenInUseAuthorization
      - tap: Allow While Using App
      - expect: { status: authorizedAlways, settings: While Using the App }

    """

/// Invalid while playing: a tap on a button that is not there, then an expect that is never reached.
private let invalidStepYAML = header + """
      - launch
      - expect: { status: notDetermined }
      - call: requestWhenInUseAuthorization
      - tap: Maybe Later
      - expect: { status: denied }

    """

/// Hostile text everywhere a scenario can put it: the name, the description, the app name, the purpose
/// string, narration, a tap label, expected values.
private let hostileYAML = #"""
    name: "Evil | `tick` ``` <script>alert(1)</script> & \e[31m #"
    description: |
      - a list?
      1. a numbered list?
      ===
      <img src=x onerror=alert(1)> | ````
    device: { platform: ios, os: "17.4" }
    app:
      name: "App | `x` <b>bold</b>"
      plist:
        NSLocationWhenInUseUsageDescription: "Purpose | with `tick` and\n````\n``` <script>x</script> & \e]0;title\a \u0000 \uFFFE"
    steps:
      - launch
      - call: requestWhenInUseAuthorization
        say: "| cell | <i>narration</i> `code` \e[2J"
      - expect:
          alert: { title: "Wrong | `title` <script>", message: "\e[31m" }
      - tap: Allow Once

    """#

/// A fixed date (SOURCE_DATE_EPOCH=1700000000) and the real tool version, as `locprompt run` passes them.
let testAbout = ReportAbout(date: 1_700_000_000, toolVersion: LocPromptVersion.current)

private func runs(_ yamls: [(String, String)]) -> [ScenarioRun] {
    yamls.map { file, yaml in
        ScenarioRunner.run(data: Data(yaml.utf8), file: file, baseDirectory: NSTemporaryDirectory())
    }
}

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A bundled scenario run under its repository-relative name, so the report does not depend on the checkout.
private func bundledRun(_ name: String) throws -> ScenarioRun {
    let relative = "Assets/Scenarios/\(name)"
    let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(relative))
    return ScenarioRunner.run(data: data, file: relative, baseDirectory: repositoryRoot.appendingPathComponent("Assets/Scenarios").path)
}

// MARK: Markdown shape

/// A Markdown document split into its fenced code blocks and the lines outside them (CommonMark rules for
/// backtick fences: a fence closes only on a line of at least as many backticks and nothing else).
private struct MarkdownShape {
    var outside: [String] = []
    var blocks: [[String]] = []
    var unclosed = false

    init(_ text: String) {
        var fence: Int?
        var block: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let ticks = line.prefix { $0 == "`" }.count
            if let open = fence {
                if ticks >= open && line.allSatisfy({ $0 == "`" }) {
                    blocks.append(block)
                    block = []
                    fence = nil
                } else {
                    block.append(line)
                }
            } else if ticks >= 3 {
                fence = ticks
            } else {
                outside.append(line)
            }
        }
        unclosed = fence != nil
    }

    /// `|` not preceded by a backslash.
    static func unescapedPipes(_ line: String) -> Int {
        var count = 0, escaped = false
        for c in line {
            if c == "|" && !escaped { count += 1 }
            escaped = c == "\\" && !escaped
        }
        return count
    }

    var tableRows: [String] { outside.filter { $0.hasPrefix("|") } }
}

@Suite("Markdown report")
struct MarkdownReportTests {
    @Test func structureOfAMixedReport() throws {
        let all = try [bundledRun("allow-once-expiry.yaml")]
            + runs([("failing.yaml", failingYAML), ("invalid-step.yaml", invalidStepYAML), ("broken.yaml", "name: [")])
        let report = MarkdownReport.render(all, about: testAbout)
        let shape = MarkdownShape(report)
        #expect(!shape.unclosed)
        #expect(shape.outside.first == "# locprompt scenario report")
        // Header, separator, one row per run; every row has the header's number of cells.
        #expect(shape.tableRows.count == 2 + all.count)
        #expect(Set(shape.tableRows.map(MarkdownShape.unescapedPipes)) == [7])
        // One section per scenario file.
        #expect(shape.outside.filter { $0.hasPrefix("## ") }.count == all.count)
        #expect(shape.outside.contains("## 2. Test"))
        #expect(shape.outside.contains("## 4. Invalid scenario"))
        // The verdicts.
        #expect(report.contains("| ✅ passed |"))
        #expect(report.contains("| ❌ failed (1 failed check) |"))
        #expect(report.contains("- ✅ `settings`: While Using the App"))
        #expect(report.contains("- ❌ `status`: expected authorizedAlways, got authorizedWhenInUse (line 8, column 15)"))
        // An invalid step shows its file:line:col message; a file that does not parse too.
        #expect(report.contains("#### Step 4: tap: Maybe Later (line 8)"))
        #expect(report.contains("⚠️ **Invalid:** invalid-step.yaml:8:5: tap: there is no “Maybe Later” button"))
        #expect(report.contains("The scenario stops here: 1 more step was not played."))
        #expect(report.contains("**Error:** broken.yaml:"))
        // Each alert presented is drawn by AlertTextRenderer in a fenced block: one per run that asked.
        #expect(shape.blocks.count == 3)
        #expect(shape.blocks.allSatisfy { $0.first?.hasPrefix("╭") == true })
        // Effects carry their rule and reference row.
        #expect(report.contains("- `t+0ms` alert: when-in-use · rule `when-in-use-request`, §5"))
        // The last line is the verdict, as `locprompt run` prints it.
        #expect(report.hasSuffix("\n---\n\n" + ScenarioRunner.summary(all) + "\n"))
        // The two invalid runs are counted apart (audit 24h D6; "1 passed, 3 failed" before).
        #expect(ScenarioRunner.summary(all) == "1 passed, 1 failed, 2 invalid")
    }

    @Test func hostileTextIsInert() throws {
        let all = runs([("evil|`x`<b>.yaml", hostileYAML)])
        guard case .failed = all[0].outcome else {
            Issue.record("the hostile scenario should run and fail its alert check: \(all[0].outcome)")
            return
        }
        let report = MarkdownReport.render(all, about: testAbout)
        let shape = MarkdownShape(report)
        #expect(!shape.unclosed)
        // No control character reaches the file (newlines aside), inside blocks or out.
        #expect(report.unicodeScalars.allSatisfy { $0 == "\n" || !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) })
        #expect(!report.contains("\u{FFFE}"))
        // Outside code blocks: no raw HTML, no unescaped backtick except our own code spans around trusted ids.
        for line in shape.outside {
            let body = line.hasPrefix(">") ? line.dropFirst() : Substring(line)
            #expect(!body.contains("<") && !body.contains(">"), "raw HTML in: \(line)")
        }
        // The table keeps its columns; the hostile cells are escaped.
        #expect(Set(shape.tableRows.map(MarkdownShape.unescapedPipes)) == [7])
        #expect(shape.tableRows.last?.contains(##"Evil \| \`tick\` \`\`\` &lt;script&gt;alert(1)&lt;/script&gt; &amp; ␛\[31m \#"##) == true)
        #expect(shape.tableRows.last?.contains(#"App \| \`x\` &lt;b&gt;bold&lt;/b&gt;"#) == true)
        #expect(shape.outside.contains(##"## 1. Evil \| \`tick\` \`\`\` &lt;script&gt;alert(1)&lt;/script&gt; &amp; ␛\[31m \#"##))
        // Description lines cannot become lists, headings or HTML.
        #expect(shape.outside.contains(#"> \- a list?"#))
        #expect(shape.outside.contains(#"> 1\. a numbered list?"#))
        #expect(shape.outside.contains(#"> \==="#))
        #expect(shape.outside.contains(#"> &lt;img src=x onerror=alert(1)&gt; \| \`\`\`\`"#))
        // Narration.
        #expect(shape.outside.contains(#"> \| cell \| &lt;i&gt;narration&lt;/i&gt; \`code\` ␛\[2J"#))
        // Failed check: expected and actual escaped.
        #expect(report.contains(#"- ❌ `alert.title`: expected Wrong \| \`title\` &lt;script&gt;, got"#))
        // The alert block: the purpose string's backtick lines cannot close the fence.
        #expect(shape.blocks.count == 1)
        let block = try #require(shape.blocks.first)
        #expect(block.contains { $0.contains("<script>x</script>") }, "the alert text stays verbatim inside its block")
        let fence = try #require(report.split(separator: "\n").first { $0.hasPrefix("```") })
        #expect(fence == "`````text", "five backticks: longer than the purpose string's four")
    }

    @Test func escapingHelpers() {
        #expect(ReportText.markdown("a|b`c*d_e[f]g~h#i$j\\k") == ##"a\|b\`c\*d\_e\[f\]g\~h\#i\$j\\k"##)
        #expect(ReportText.markdown("<a href='x'>&amp;</a>") == "&lt;a href='x'&gt;&amp;amp;&lt;/a&gt;")
        #expect(ReportText.markdown("one\ntwo\u{1B}[0m") == "one␊two␛\\[0m")
        #expect(ReportText.markdownLine("  + item") == #"\+ item"#)
        #expect(ReportText.markdownLine("12) item") == #"12\) item"#)
        #expect(ReportText.markdownLine("12 items") == "12 items")
        #expect(ReportText.code("a`b") == "``a`b``")
        #expect(ReportText.code("`a") == "`` `a ``")
        #expect(ReportText.fencedBlock("x\n``````\ny\n") == ["```````text", "x", "``````", "y", "```````"])
    }

    @Test("a bare address in untrusted text is not a link in GitHub Markdown: the : of :// and the . of www. are escaped (audit 14 H14-9)")
    func bareAddressesAreNotLinks() {
        #expect(ReportText.markdown("see https://evil.example/x www.evil.example") == #"see https\://evil.example/x www\.evil.example"#)
        #expect(ReportText.markdown("=HYPERLINK(\"http://evil\") FTP://x WWW.x") == #"=HYPERLINK("http\://evil") FTP\://x WWW\.x"#)
        #expect(ReportText.markdown("a: b, 10:30, www, .www, wwww.x") == #"a: b, 10:30, www, .www, wwww\.x"#)
        #expect(ReportText.markdownLine("https://x.example") == #"https\://x.example"#)
        // What the table and plan.md show: the one escaping function.
        let plan = TestPlanBuilder.build(app: AppProfile(infoPlist: ["CFBundleDisplayName": "www.evil.example",
                                                                     "NSLocationWhenInUseUsageDescription": "https://evil.example/x"],
                                                         fallbackName: "x"),
                                         appFile: "a.plist", platform: .iOS, bands: [OSBand.newest(for: .iOS)], minimumOSNote: "test")
        #expect(!plan.markdown().contains("www.evil"))
        #expect(!plan.markdown().contains("https://evil"))
    }

    /// The report of one bundled scenario, byte for byte. Re-record with
    /// `LOCPROMPT_RECORD=1 swift test --filter ReportTests/golden` (recording fails the test so it is never how it passes).
    @Test func golden() throws {
        try ReportGolden.check(MarkdownReport.render([bundledRun("allow-once-expiry.yaml")], about: testAbout), file: "allow-once-expiry.md")
    }

    @Test func deterministic() throws {
        let first = MarkdownReport.render(try [bundledRun("restrictions.yaml")] + runs([("failing.yaml", failingYAML)]), about: testAbout)
        let second = MarkdownReport.render(try [bundledRun("restrictions.yaml")] + runs([("failing.yaml", failingYAML)]), about: testAbout)
        #expect(first == second)
    }
}

// MARK: JUnit

@Suite("JUnit report")
struct JUnitReportTests {
    private func document(_ xml: String) throws -> XMLDocument {
        try XMLDocument(data: Data(xml.utf8), options: [])
    }

    private func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    private func int(_ element: XMLElement, _ name: String) -> Int? {
        attribute(element, name).flatMap { Int($0) }
    }

    /// The widely used junit-10.xsd (Jenkins xunit plugin; `Tests/Fixtures/junit-10.xsd`, MIT) accepts the
    /// report of passing, failing, invalid and unparsable scenarios. Needs `xmllint` (libxml2-utils; `.ci/run`).
    @Test func validatesAgainstJUnit10Schema() throws {
        let all = try [bundledRun("allow-once-expiry.yaml")]
            + runs([("failing.yaml", failingYAML), ("invalid-step.yaml", invalidStepYAML), ("broken.yaml", "name: [")])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-xsd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Also the report of an interrupted run, whose files that did not run are skipped testsuites.
        let interruption = ReportAbout.Interruption(signal: 2, notRun: ["later.yaml", "<odd & name>.yaml"])
        for (index, stop) in [nil, interruption].enumerated() {
        let xml = folder.appendingPathComponent("junit-\(index).xml")
        try Data(JUnitReport.render(all, interruption: stop).utf8).write(to: xml)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint", "--noout", "--schema",
                             repositoryRoot.appendingPathComponent("Tests/Fixtures/junit-10.xsd").path, xml.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "xmllint: \(message)")
        #expect(message.contains("validates"))
        }
    }

    @Test("an interrupted run: each file that did not run is a testsuite with one skipped testcase, counted at the top")
    func interruptedRunSkipsTheRest() throws {
        let all = try [bundledRun("allow-once-expiry.yaml")]
        let plain = try #require(try document(JUnitReport.render(all)).rootElement())
        let interruption = ReportAbout.Interruption(signal: 15, notRun: ["qa/later.yaml", "more.yaml"])
        let root = try #require(try document(JUnitReport.render(all, interruption: interruption)).rootElement())
        #expect(int(root, "tests") == int(plain, "tests").map { $0 + 2 })
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 3)
        let last = suites[2]
        #expect(attribute(last, "file") == "more.yaml" && int(last, "skipped") == 1 && int(last, "tests") == 1)
        let skipped = try #require(last.elements(forName: "testcase").first?.elements(forName: "skipped").first)
        #expect(attribute(skipped, "message") == "not run: the run was interrupted by SIGTERM: 2 scenarios not run")
        #expect(attribute(try #require(suites[1].elements(forName: "testcase").first), "classname") == "locprompt.later_yaml")
    }

    @Test func countsAndShape() throws {
        let all = try [bundledRun("allow-once-expiry.yaml")]
            + runs([("failing.yaml", failingYAML), ("invalid-step.yaml", invalidStepYAML), ("broken.yaml", "name: [")])
        let xml = JUnitReport.render(all)
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"))
        let root = try #require(try document(xml).rootElement())
        #expect(root.name == "testsuites")
        // junit-10.xsd has no `skipped` attribute on <testsuites> (there was one skipped case here).
        #expect(root.attribute(forName: "skipped") == nil && root.attribute(forName: "tests") != nil)
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { attribute($0, "name") } == ["Assets/Scenarios/allow-once-expiry.yaml", "failing.yaml", "invalid-step.yaml", "broken.yaml"])
        // Per suite: tests / failures / errors / skipped.
        let expected: [[Int]] = [[3, 0, 0, 0], [1, 1, 0, 0], [3, 0, 1, 1], [1, 0, 1, 0]]
        for (suite, counts) in zip(suites, expected) {
            #expect([int(suite, "tests"), int(suite, "failures"), int(suite, "errors"), int(suite, "skipped")] == counts.map { $0 },
                    "\(attribute(suite, "name") ?? "?")")
            let cases = suite.elements(forName: "testcase")
            #expect(cases.count == int(suite, "tests"))
            #expect(cases.filter { !$0.elements(forName: "failure").isEmpty }.count == int(suite, "failures"))
            #expect(cases.filter { !$0.elements(forName: "error").isEmpty }.count == int(suite, "errors"))
            #expect(cases.filter { !$0.elements(forName: "skipped").isEmpty }.count == int(suite, "skipped"))
            #expect(attribute(suite, "file") == attribute(suite, "name"), "the scenario path on <testsuite file=…>")
            #expect(cases.allSatisfy { attribute($0, "time") == "0" })
            // One classname per suite, `locprompt.` + a name without dots: a CI tool splits at the last dot.
            let classnames = Set(cases.compactMap { attribute($0, "classname") })
            #expect(classnames.count == 1 && classnames.first?.hasPrefix("locprompt.") == true)
            #expect(classnames.first.map { $0.dropFirst("locprompt.".count).contains(".") } == false, "\(classnames)")
            #expect(attribute(suite, "time") == "0" && attribute(suite, "timestamp") == nil, "no wall-clock time")
            #expect(suite.elements(forName: "system-out").count == 1)
        }
        // The totals are the sums.
        for name in ["tests", "failures", "errors"] {
            #expect(int(root, name) == suites.compactMap { int($0, name) }.reduce(0, +), "\(name)")
        }
        #expect(attribute(root, "time") == "0")

        // A failure names the field, expected and actual; its body has file:line:col for every check.
        let failing = suites[1].elements(forName: "testcase")[0]
        #expect(attribute(failing, "name") == "expect: status, settings (line 8)")
        let failure = try #require(failing.elements(forName: "failure").first)
        #expect(attribute(failure, "message") == "failing.yaml:8: status: expected authorizedAlways, got authorizedWhenInUse")
        #expect(failure.stringValue == """
            ✗ failing.yaml:8:15: expectation failed: status: expected authorizedAlways, got authorizedWhenInUse
            ✓ failing.yaml:8:41: settings: While Using the App
            """)
        // An invalid step is an error with its position; the expect after it is skipped.
        let invalid = suites[2].elements(forName: "testcase")
        #expect(invalid.map { attribute($0, "name") } == ["expect: status (line 6)", "tap: Maybe Later (line 8)", "expect: status (line 9)"])
        #expect(invalid[1].elements(forName: "error").first.flatMap { attribute($0, "message") }?
            .hasPrefix("invalid-step.yaml:8:5: tap: there is no “Maybe Later” button") == true)
        #expect(invalid[2].elements(forName: "skipped").first.flatMap { attribute($0, "message") } == "not run: the scenario stopped at line 8")
        // A file that does not parse is one error testcase.
        let broken = suites[3].elements(forName: "testcase")
        #expect(broken.count == 1 && attribute(broken[0], "name")?.hasPrefix("load scenario (line ") == true)
        #expect(broken[0].elements(forName: "error").first.flatMap { attribute($0, "message") }?.hasPrefix("broken.yaml:") == true)
        // Properties describe the scenario.
        let properties = suites[0].elements(forName: "properties").first?.elements(forName: "property") ?? []
        let values = Dictionary(uniqueKeysWithValues: properties.compactMap { p in attribute(p, "name").map { ($0, attribute(p, "value") ?? "") } })
        #expect(values["scenario"] == "Allow Once expires when the app leaves use")
        #expect(values["device"] == "iOS 15.7 (iOS 14–17), Allow Once grace 5s")
        #expect(values["app"] == "Where Am I? 1.0 (1) (../Apps/WhereAmI.plist)")
        #expect(values["result"] == "passed")
        #expect(values["virtualDuration"] == "1m")
    }

    /// Each failing step names its file and line (the file on its <testsuite>, the line in the testcase's name
    /// and at the head of its failure message, `file:line:`), and the classname is the scenario's name with its
    /// dots replaced, never the dot-split file name.
    @Test func fileLineAndClassname() throws {
        let renamed = failingYAML.replacingOccurrences(of: "name: Test", with: "name: iOS 17.4 v2. Test")
        let all = try [bundledRun("allow-once-expiry.yaml")] + runs([("dir.v1/failing.yaml", renamed), ("broken.v2.yaml", "name: [")])
        let suites = try #require(try document(JUnitReport.render(all)).rootElement()).elements(forName: "testsuite")
        let classnames = suites.map { $0.elements(forName: "testcase").first.flatMap { attribute($0, "classname") } }
        #expect(classnames == ["locprompt.Allow Once expires when the app leaves use", "locprompt.iOS 17_4 v2_ Test",
                               "locprompt.broken_v2_yaml"])
        #expect(suites.map { attribute($0, "file") } == ["Assets/Scenarios/allow-once-expiry.yaml", "dir.v1/failing.yaml", "broken.v2.yaml"])
        let failing = try #require(suites[1].elements(forName: "testcase").first)
        #expect(attribute(failing, "name") == "expect: status, settings (line 8)")
        let message = try #require(failing.elements(forName: "failure").first.flatMap { attribute($0, "message") })
        #expect(message.hasPrefix("dir.v1/failing.yaml:8: status: expected authorizedAlways"))
    }

    @Test func hostileTextStaysWellFormed() throws {
        let all = runs([("evil\"&'<x>.yaml", hostileYAML), ("broken\u{1B}[2J.yaml", "name: \"\u{1B}]0;x\u{07}\"\nsteps: [")])
        let xml = JUnitReport.render(all)
        // Only characters XML 1.0 allows.
        #expect(xml.unicodeScalars.allSatisfy { s in
            s == "\t" || s == "\n" || s == "\r" || (0x20...0xD7FF).contains(s.value) || (0xE000...0xFFFD).contains(s.value) || s.value >= 0x10000
        })
        let root = try #require(try document(xml).rootElement())
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 2)
        #expect(attribute(suites[0], "name") == "evil\"&'<x>.yaml")
        #expect(attribute(suites[1], "name") == "broken␛[2J.yaml")
        let scenario = suites[0].elements(forName: "properties").first?.elements(forName: "property")
            .first { attribute($0, "name") == "scenario" }
        #expect(scenario.flatMap { attribute($0, "value") } == "Evil | `tick` ``` <script>alert(1)</script> & ␛[31m #")
        let failure = try #require(suites[0].elements(forName: "testcase").first?.elements(forName: "failure").first)
        #expect(attribute(failure, "message")?.contains("alert.title: expected Wrong | `title` <script>, got") == true)
        // The transcript is there, neutralized: no raw ESC.
        let out = try #require(suites[0].elements(forName: "system-out").first?.stringValue)
        #expect(out.contains("<script>x</script>") && !out.contains("\u{1B}"))
    }

    /// Every C0 control, DEL, C1, U+FFFE/U+FFFF, the line and paragraph separators, CR LF and bidi overrides,
    /// in the scenario's name and description, a step, an expected value and a tap label (red-team pass, low).
    static let controlYAML: String = {
        let controls = (0...0x1F).map { String(format: "\\u%04X", $0) }.joined() + #"\u007F\u0085\u009B\uFFFE\uFFFF\u2028\u2029\u202E\r\n"#
        return """
            name: "Name \(controls) end"
            description: "Description \(controls) end"
            device: { platform: ios, os: "17.4" }
            app: { name: "App \(controls)", plist: { NSLocationWhenInUseUsageDescription: "Purpose \(controls)" } }
            steps:
              - launch
              - call: requestWhenInUseAuthorization
                say: "Say \(controls)"
              - expect:
                  alert: { title: "Title \(controls)\\n✓ fake.yaml:1:1: all good", message: "\(controls)" }
              - tap: "Label \(controls)"

            """
    }()

    /// The report of `controlYAML` (failing, then invalid at the tap) and of a file that does not parse.
    static func controlReport() -> String {
        JUnitReport.render(runs([("c\u{0}\u{1}\u{B}\u{1B}[2J\n\r\u{7F}\u{FFFE}.yaml", controlYAML),
                                 ("broken.yaml", "name: \"a\\u0000b\\nc\u{7}\"\nsteps: [")]))
    }

    @Test("control characters in scenario text: the XML is well-formed (XMLParser), no attribute holds a raw line break, tab or control character, and no body a character XML 1.0 forbids")
    func controlCharactersStayOutOfTheXML() throws {
        let xml = Self.controlReport()
        // Foundation's XML parser reads the whole document.
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "XMLParser: \(String(describing: parser.parserError))")
        // Only characters XML 1.0 allows, anywhere.
        #expect(xml.unicodeScalars.allSatisfy { s in
            s == "\t" || s == "\n" || s == "\r" || (0x20...0xD7FF).contains(s.value) || (0xE000...0xFFFD).contains(s.value) || s.value >= 0x10000
        })
        // No CR or tab at all (a raw CR in a body becomes LF when read; in an attribute, a space).
        #expect(!xml.unicodeScalars.contains("\r") && !xml.unicodeScalars.contains("\t"))
        // Every line break is between elements or inside an element's text, never inside a tag: each line that
        // opens a tag closes it on the same line.
        for line in xml.split(separator: "\n") where line.contains("<") {
            let opens = line.filter { $0 == "<" }.count, closes = line.filter { $0 == ">" }.count
            #expect(opens == closes || line.hasPrefix("    <system-out>") || line.hasPrefix("      <failure") || line.hasPrefix("      <error"),
                    "a tag split over lines: \(line.prefix(200))")
        }
        // Attributes read back have no line break (XML would have turned a raw one into a space).
        let root = try #require(try document(xml).rootElement())
        func attributes(_ element: XMLElement) -> [String] {
            (element.attributes ?? []).compactMap(\.stringValue) + (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap(attributes)
        }
        let all = attributes(root)
        #expect(all.contains { $0.contains("Title ␀␁") }, "the expectation text is in the failure message")
        #expect(all.allSatisfy { !$0.contains("\n") && !$0.contains("\r") && !$0.contains("\t") })
        #expect(all.allSatisfy { value in !value.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } })
    }

    @Test("a failure body has one line per check: a line break inside an expected or actual value is shown as ␊, so it cannot add a line (a fake ✓) of its own")
    func failureBodyLinesAreChecks() throws {
        let root = try #require(try document(Self.controlReport()).rootElement())
        let failure = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first?
            .elements(forName: "failure").first?.stringValue)
        let lines = failure.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2, "one line per check (title, message):\n\(failure)")
        #expect(lines.allSatisfy { $0.hasPrefix("✗ ") }, "\(failure)")
        #expect(!failure.contains("\n✓ fake") && failure.contains("␊✓ fake.yaml:1:1: all good"))
        // The error body of the invalid tap step and of the file that does not parse: one line each.
        let errors = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
            .flatMap { $0.elements(forName: "error") }.map(\.stringValue)
        #expect(errors.count == 2 && errors.allSatisfy { $0?.contains("\n") == false }, "\(errors)")
    }

    @Test("xmllint --noout reads the report of control characters (skipped without xmllint)",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint"), "xmllint is not installed"))
    func controlCharactersXmllintIfInstalled() throws {
        try withTemporaryFolder("junit-controls") { folder in
            let file = folder.appendingPathComponent("junit.xml")
            try Data(Self.controlReport().utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
            process.arguments = ["--noout", file.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0 && message.isEmpty, "xmllint: \(message)")
        }
    }

    @Test func xmlEscaping() {
        #expect(ReportText.xml(#"a&b<c>d"e'f"#, attribute: true) == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
        #expect(ReportText.xml("one\ntwo", attribute: true) == "one␊two")
        #expect(ReportText.xml("one\ntwo") == "one\ntwo")
        #expect(ReportText.xml("\u{0}\u{8}\u{B}\u{C}\u{1B}\r") == "␀␈␋␌␛␍")
        #expect(ReportText.xml("\u{FFFE}\u{FFFF}\u{85}\u{202E}") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func golden() throws {
        try ReportGolden.check(JUnitReport.render([bundledRun("allow-once-expiry.yaml")]), file: "allow-once-expiry.xml")
    }
}

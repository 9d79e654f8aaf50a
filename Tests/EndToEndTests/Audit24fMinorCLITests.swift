import Foundation
import LocPromptTestSupport
import Testing

/// Audit 24f's minor problems (M1, M4, M5) and audit 24h's QA friction 3, through the built binary: errors that
/// name their place, unknown YAML tags refused, and outputs and widths checked before any work.
@Suite struct Audit24fMinorCLITests {
    let scratch = TemporaryFolder("audit24f-minor")
    static let scenario = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path

    static let header = """
        name: t
        device: { platform: ios, os: "15.7" }
        app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Shown on the map." } }
        steps:

        """

    @Test("M1: a scenario with a byte that is not UTF-8 names its line and column")
    func invalidUTF8Scenario() throws {
        let file = scratch.url.appendingPathComponent("bad.yaml")
        try Data(Array(Self.header.utf8) + Array("  - say: \"ab".utf8) + [0xFF, 0xFE] + Array("\"\n  - launch\n".utf8)).write(to: file)
        let result = try LocPromptBinary.run(["run", "--quiet", file.path])
        #expect(result.status == 2)
        #expect(result.stderr == "\(file.path):5:13: cannot read the scenario: it is not UTF-8 text (byte 0xFF is not UTF-8)\n")
    }

    @Test("M4: an unknown YAML tag is refused at its place; the core schema's tags still read as written",
          arguments: [("  - !foo launch\n", "5:5", "!foo"), ("  - say: !!binary aGVsbG8=\n  - launch\n", "5:10", "!!binary"),
                      ("  - !!timestamp 2001-12-14\n", "5:5", "!!timestamp")])
    func unknownTags(steps: String, place: String, tag: String) throws {
        let file = scratch.url.appendingPathComponent("tag.yaml")
        try Data((Self.header + steps).utf8).write(to: file)
        let result = try LocPromptBinary.run(["run", "--quiet", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(file.path):\(place): unknown YAML tag “\(tag)”"), "\(result.stderr)")
    }

    @Test("M4: !!str, !!int, !!null, !!seq and !!map are accepted as before")
    func standardTags() throws {
        let file = scratch.url.appendingPathComponent("std.yaml")
        try Data("""
            name: !!str t
            device: !!map { platform: ios, os: !!str "15.7" }
            app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: !!str "Shown on the map." } }
            steps: !!seq
              - ! launch
              - call: requestWhenInUseAuthorization
              - say: !!int 12
              - tap: Allow While Using App

            """.utf8).write(to: file)
        let result = try LocPromptBinary.run(["run", "--quiet", file.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("M5: compare checks the width before it plays anything")
    func compareWidthFirst() throws {
        // A scenario that does not exist is only read after the width check: the width is what is said.
        let result = try LocPromptBinary.run(["compare", "--os", "12.4,13.4,14.5,15.7,16.0,17.0", "--width", "100",
                                              scratch.url.appendingPathComponent("missing.yaml").path])
        #expect(result.status == 2)
        #expect(result.stderr == "locprompt: 6 columns need at least 102 terminal columns (got 100); widen the terminal, give --width, or compare fewer versions\n")
    }

    @Test("D5 leftover: a flag given thousands of times is read once, before the parser, with the same result as once")
    func repeatedFlags() throws {
        // The parser's time grows with the square of repeated options (4,000 --quiet took about 20 s); kept once, the
        // line is read as `run FILE --quiet --explain`. (How fast is for scripts/bench, not a test.)
        let once = try LocPromptBinary.run(["run", Self.scenario, "--quiet", "--explain"])
        let repeated = try LocPromptBinary.run(["run", Self.scenario] + Array(repeating: ["--quiet", "--explain"], count: 2_000).flatMap { $0 })
        #expect(repeated.status == once.status && repeated.stdout == once.stdout && repeated.stderr == once.stderr)
        #expect(once.status == 0 && once.stdout.hasPrefix("PASS "), "\(once.stdout)")
        // An error in the line still gets the parser's own message.
        let wrong = try LocPromptBinary.run(["run", Self.scenario, "--quiet", "--quiet", "--bogus"])
        #expect(wrong.status == 64 && wrong.stderr.contains("--bogus"), "\(wrong.stderr)")
    }

    @Test("D5 leftover: check with one --os value given thousands of times reads as once")
    func repeatedCheckVersions() throws {
        let plist = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path
        let once = try LocPromptBinary.run(["check", plist, "--os", "17.4", "--os", "10.3", "--request", "always"])
        let copies = Array(repeating: ["--os", "17.4", "--os=10.3", "--request", "always"], count: 1_000).flatMap { $0 }
        let repeated = try LocPromptBinary.run(["check", plist] + copies)
        #expect(repeated.status == once.status && repeated.stdout == once.stdout && repeated.stderr == once.stderr)
        #expect(once.stdout.contains("10.3") && once.stdout.contains("17.4"), "\(once.stdout)")
        // After `--`, nothing is touched.
        let terminated = try LocPromptBinary.run(["check", "--os", "17.4", "--os", "17.4", "--", plist])
        let single = try LocPromptBinary.run(["check", "--os", "17.4", "--", plist])
        #expect(terminated.status == single.status && terminated.stdout == single.stdout)
    }

    @Test("QA friction 3: a report path that cannot be written stops the run before the first scenario",
          arguments: ["missing-folder/qa.md", "a-folder", "a-folder/"])
    func unwritableReportFirst(path: String) throws {
        let folder = scratch.subfolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a-folder"), withIntermediateDirectories: true)
        let existing = folder.appendingPathComponent("junit.xml")
        try Data("old".utf8).write(to: existing)
        for option in ["--report", "--junit", "--storyboard"] {
            let other = option == "--junit" ? "--report" : "--junit"
            let target = folder.appendingPathComponent(path).path
            let result = try LocPromptBinary.run(["run", Self.scenario, option, target, other, existing.path])
            #expect(result.status == 2, "\(option) \(path)")
            #expect(result.stdout.isEmpty, "nothing played: \(result.stdout)")
            #expect(result.stderr.hasPrefix("locprompt: cannot write \(target): "), "\(result.stderr)")
            #expect(result.stderr.hasSuffix(path.hasPrefix("missing") ? "does not exist; create it first\n" : "it is a folder; name a file inside it\n"))
            // Checked, not created or truncated.
            #expect(try String(contentsOf: existing, encoding: .utf8) == "old")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing-folder").path))
    }
}

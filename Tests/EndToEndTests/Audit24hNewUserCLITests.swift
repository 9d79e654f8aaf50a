import Foundation
import LocPromptTestSupport
import Testing

/// Audit 24h, a new user's first hour with the README and `--help`: the quick starts' paths outside the checkout
/// (D1), what `run --quiet` prints (D3), how an invalid scenario is counted (D6) and Why.md's `--explain`
/// sample (D7), each against the real binary.
@Suite("Audit 24h: a new user's commands, end to end")
struct Audit24hNewUserCLITests {
    let scratch = TemporaryFolder("audit24h")

    /// The path the hint names after `prefix`, up to the end of the line.
    private func hinted(_ stderr: String, after prefix: String) -> String? {
        guard let range = stderr.range(of: prefix) else { return nil }
        return String(stderr[range.upperBound...].prefix { $0 != "\n" })
    }

    @Test("D1: walk and run of a bundled scenario by the README's relative path, from another folder, name the bundled copy",
          arguments: [["walk", "Assets/Scenarios/allow-once-expiry.yaml"], ["walk", "allow-once-expiry"],
                      ["present", "allow-once-expiry.yaml"], ["run", "--quiet", "Assets/Scenarios/allow-once-expiry.yaml"]])
    func bundledCopyNamed(arguments: [String]) throws {
        let result = try LocPromptBinary.run(arguments, currentDirectory: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot read the scenario: no such file; the bundled scenario is "), "\(result.stderr)")
        let path = try #require(hinted(result.stderr, after: "the bundled scenario is "))
        #expect(path.hasSuffix("/Assets/Scenarios/allow-once-expiry.yaml") && path.hasPrefix("/"))
        #expect(FileManager.default.fileExists(atPath: path), "the hint names a file that is there: \(path)")
    }

    @Test("D1: the quick start's unexpanded Assets/Scenarios/*.yaml names the bundled folder, which runs")
    func bundledFolderNamed() throws {
        let result = try LocPromptBinary.run(["run", "--quiet", "Assets/Scenarios/*.yaml"], currentDirectory: scratch.url)
        #expect(result.status == 2)
        let hint = try #require(hinted(result.stderr, after: "the bundled scenarios are in "), "\(result.stderr)")
        let folder = String(hint.prefix { $0 != " " })
        #expect(folder.hasSuffix("/Assets/Scenarios/"))
        let again = try LocPromptBinary.run(["run", "--quiet", folder], currentDirectory: scratch.url)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test("D1: a missing file that names no bundled scenario gets no hint", arguments: ["nothere.yaml", "qa/allow-once-expiry.yaml", "lesson"])
    func noHintElsewhere(path: String) throws {
        let result = try LocPromptBinary.run(["run", path], currentDirectory: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read the scenario: no such file"))
        #expect(!result.stderr.contains("bundled"), "\(result.stderr)")
    }

    @Test("D3: run --help says --quiet prints one verdict line per scenario, and it does")
    func quietHelpSaysWhatItDoes() throws {
        // Words joined by single spaces: the help wraps and aligns its columns to the terminal's width.
        let joined = try LocPromptBinary.run(["run", "--help"]).stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(joined.contains("--quiet Print only failures, errors, one verdict line per scenario (PASS, FAIL or INVALID) and the totals."),
                "\(joined)")
        let scenarios = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios")
        let files = ["allow-once-expiry.yaml", "restrictions.yaml"].map { scenarios.appendingPathComponent($0).path }
        let run = try LocPromptBinary.run(["run", "--quiet"] + files)
        #expect(run.stdout.split(separator: "\n").map { String($0.prefix(5)) } == ["PASS ", "PASS ", "2 pas"], "\(run.stdout)")
    }

    @Test("D6: an invalid scenario is counted as invalid, not failed, as its exit code 2 and JUnit error say")
    func invalidCountedApart() throws {
        let bad = scratch.url.appendingPathComponent("e3.yaml")
        try Data("name: Typo\ndevice: { platform: ios, os: \"17.4\" }\nsteps:\n  - lanch\n".utf8).write(to: bad)
        let junit = scratch.url.appendingPathComponent("junit.xml"), report = scratch.url.appendingPathComponent("qa.md")
        let result = try LocPromptBinary.run(["run", bad.path, "--junit", junit.path, "--report", report.path])
        #expect(result.status == 2)
        #expect(result.stdout.hasSuffix("\n0 passed, 0 failed, 1 invalid\n"), "\(result.stdout)")
        #expect(try String(contentsOf: report, encoding: .utf8).hasSuffix("\n0 passed, 0 failed, 1 invalid\n"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("failures=\"0\"") && xml.contains("errors=\"1\""))
    }

    @Test("D7: Why.md's run --explain sample is lines the tool prints for the Allow Once lesson")
    func whyExplainSample() throws {
        let page = try String(contentsOf: LocPromptBinary.root.appendingPathComponent("Documentation/Why.md"), encoding: .utf8)
        let command = "$ locprompt run --explain Assets/Scenarios/allow-once-expiry.yaml\n"
        let start = try #require(page.range(of: command), "Why.md no longer shows \(command)")
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let sample = page[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        #expect(sample.count >= 3)
        let output = try LocPromptBinary.run(["run", "--explain", "Assets/Scenarios/allow-once-expiry.yaml"],
                                             currentDirectory: LocPromptBinary.root).stdout.split(separator: "\n").map(String.init)
        var from = output.startIndex
        for line in sample {
            // A line cut short with “…” is a prefix of the real one; the lines keep the output's order.
            let cut = line.hasSuffix("…")
            let text = cut ? String(line.dropLast()) : line
            guard let found = output[from...].firstIndex(where: { cut ? $0.hasPrefix(text) : $0 == text }) else {
                Issue.record("Why.md shows a line run --explain does not print (in this order): \(line)")
                return
            }
            from = found + 1
        }
    }

    @Test("D7: Why.md's command lines are commands as typed, without [optional] brackets")
    func whyCommandsPaste() throws {
        let page = try String(contentsOf: LocPromptBinary.root.appendingPathComponent("Documentation/Why.md"), encoding: .utf8)
        let commands = page.split(separator: "\n").filter { $0.hasPrefix("locprompt ") }
            .map { $0.split(separator: "#", maxSplits: 1)[0] }
        #expect(!commands.isEmpty)
        for command in commands { #expect(!command.contains("["), "\(command)") }
    }

    @Test("QA friction 4: an empty scenario folder still writes --junit and --report, with one error, exit 2")
    func emptyFolderWritesReports() throws {
        let empty = scratch.subfolder()
        let junit = scratch.url.appendingPathComponent("e.xml"), report = scratch.url.appendingPathComponent("e.md")
        let result = try LocPromptBinary.run(["run", empty.path, "--junit", junit.path, "--report", report.path])
        #expect(result.status == 2)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("errors=\"1\"") && xml.contains("a folder with no .yaml or .yml scenario files in it"), "\(xml)")
        #expect(try String(contentsOf: report, encoding: .utf8).hasSuffix("\n0 passed, 0 failed, 1 invalid\n"))
    }
}

import Foundation
import LocPromptTestSupport
import Testing

/// Bad input at the command line: one clean line on standard error, exit code 2, nothing from the
/// libraries underneath (issue 4 "Bad input", issue 8 "Hardening").
@Suite struct BadInputCLITests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("badinput")

    /// Writes `text` as `name` in a fresh folder of its own (inside `scratch`) and returns its path.
    func write(_ text: String, name: String) throws -> String {
        let file = scratch.subfolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test("an old-style (non-XML) plist gives one clean line, never CoreFoundation's own log", arguments: ["check", "render"])
    func oldStylePlist(command: String) throws {
        let path = try write("{ a = b }", name: "Info.plist")
        let arguments = command == "check" ? [command, path] : [command, "--prompt", "when-in-use", "--app", path]
        let result = try LocPromptBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("locprompt: \(path):1: not an XML or binary property list"))
        #expect(!result.stderr.contains("CFPropertyList"))
    }

    /// An Info.plist whose extra key `A` holds `value` (hostile-input audit F11: a 19-digit `<integer>` crashed).
    func plist(extra value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        <key>A</key><integer>\(value)</integer>
        <key>CFBundleName</key><string>Big</string>
        <key>NSLocationWhenInUseUsageDescription</key><string>Shows you on the map.</string>
        </dict>
        </plist>

        """
    }

    @Test("integers past Int64 in an Info.plist: check and a scenario's app: read or refuse them, never a signal")
    func hugeIntegers() throws {
        // Int64.max + 1 fits an unsigned 64-bit number: Foundation reads it, and so does locprompt.
        let big = try write(plist(extra: "9223372036854775808"), name: "Info.plist")
        let checked = try LocPromptBinary.run(["check", big])
        #expect(!checked.killedBySignal && checked.status == 0, "\(checked.status) \(checked.stderr)")
        let scenario = (big as NSString).deletingLastPathComponent + "/s.yaml"
        try Data("name: T\ndevice: { platform: ios, os: \"17.4\" }\napp: Info.plist\nsteps: [launch]\n".utf8)
            .write(to: URL(fileURLWithPath: scenario))
        let ran = try LocPromptBinary.run(["run", scenario])
        #expect(!ran.killedBySignal && ran.status == 0, "\(ran.status) \(ran.stderr)")
        // 20 digits, or below Int64.min: one line with the file and line, exit 2.
        for (value, word) in [("99999999999999999999", "overflow"), ("-9223372036854775809", "underflow")] {
            let path = try write(plist(extra: value), name: "Info.plist")
            let result = try LocPromptBinary.run(["check", path])
            #expect(!result.killedBySignal && result.status == 2)
            #expect(result.stderr == "locprompt: \(path):4: malformed or truncated property list (Integer \(word) in <integer> on line 4)\n")
        }
    }

    /// Hostile-input audit F10: `{A: [[[[[x × 200] × 200] …]]]}` as a binary plist, every level's 200 members one
    /// shared object: 2 kB that Foundation would build as about 3·10^11 values.
    static func dagBomb() -> [UInt8] {
        func big(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        var objects: [[UInt8]] = [[0xD1, 1, 2], [0x51] + Array("A".utf8)]  // the root {1: 2}, 1-byte references
        for level in 0..<5 { objects.append([0xAF, 0x11] + big(200, 2) + Array(repeating: UInt8(3 + level), count: 200)) }
        objects.append([0x51] + Array("x".utf8))
        var bytes = Array("bplist00".utf8), offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += big(offset, 2) }
        return bytes + [0, 0, 0, 0, 0, 0, 2, 1] + big(objects.count, 8) + big(0, 8) + big(table, 8)
    }

    @Test("a binary plist whose shared references multiply (a 2 kB \"DAG bomb\"): one line, exit 2, at once", arguments: ["check", "render"])
    func dagBomb(command: String) throws {
        let folder = (try write("", name: "unused")) as NSString
        let path = folder.deletingLastPathComponent + "/Info.plist"
        try Data(Self.dagBomb()).write(to: URL(fileURLWithPath: path))
        let arguments = command == "check" ? [command, path] : [command, "--prompt", "when-in-use", "--app", path]
        let start = ContinuousClock.now
        let result = try LocPromptBinary.run(arguments)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(!result.killedBySignal && result.status == 2)
        #expect(result.stderr == "locprompt: \(path): binary property list expands to more than 1,000,000 values: its arrays and "
            + "dictionaries refer to shared objects, each use counts, and here they multiply (an Info.plist holds a few hundred)\n")
    }

    @Test("an unknown subcommand names the nearest one, once, and exits with the usage status")
    func unknownSubcommand() throws {
        let result = try LocPromptBinary.run(["chekc", "x"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("locprompt: unknown command “chekc”; did you mean “check”?"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("graph: an unknown version or state is one line and exit 2; a good call prints Mermaid")
    func graphErrors() throws {
        let unknown = try LocPromptBinary.run(["graph", "--os", "21.0"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "locprompt: --os: iOS 21.0 is not a version locprompt knows; supported: iOS 8–18 and 26–27. Bands: iOS 8–10, iOS 11–12, iOS 13.0–13.3, iOS 13.4–13.7, iOS 14–17, iOS 18+\n")
        let noState = try LocPromptBinary.run(["graph", "--from", "no such state"])
        #expect(noState.status == 2 && noState.stderr.hasPrefix("locprompt: no state matches"))
        let good = try LocPromptBinary.run(["graph", "--os", "13.3", "--format", "mermaid"])
        #expect(good.status == 0 && good.stdout.hasPrefix("stateDiagram-v2\n"))
    }

    @Test("a line break inside an argument is shown as ␊: the error stays one line and cannot fake a second one")
    func lineBreakInArgument() throws {
        let run = try LocPromptBinary.run(["render", "--os", "17.4", "--prompt", "when-in-use", "--app", "/nonexistent\nlocprompt: fake"])
        #expect(run.status == 2)
        #expect(run.stderr == "locprompt: /nonexistent␊locprompt: fake: no such file or folder\n", "\(run.stderr)")
        // The one message laid out on lines of its own keeps them.
        let graph = try LocPromptBinary.run(["graph", "--from", "nope\nx"])
        #expect(graph.stderr.hasPrefix("locprompt: no state matches “nope␊x”; states are:\n  "), "\(graph.stderr)")
    }

    @Test("the argument parser's usage errors quote arguments neutralised: no escape sequence, bidi or C1 control reaches the terminal",
          arguments: [["render", "--bogus\u{1B}]0;pwned\u{07}"], ["render", "extra\u{1B}[2J\u{202E}"],
                      ["device", "show", "a", "\u{9B}31m"], ["--x\u{1B}[31m"],
                      ["render", "--bogus\nlocprompt: fake"]])
    func usageErrorsNeutralised(arguments: [String]) throws {
        let run = try LocPromptBinary.run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
        #expect(!run.stderr.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E },
                "\(run.stderr.debugDescription)")
        #expect(!run.stderr.contains("\nlocprompt: fake"), "\(run.stderr)")
    }

    /// A usage error or a bad value quoting a huge argument (red-team pass, low): 120 kB, near the most Linux passes
    /// in one argument (128 kB; macOS takes 1 MB in all), quoted as a 60-character excerpt like every other
    /// value in an error; the exit status is the one it was.
    @Test("a 120 kB argument in a usage error or a bad value is quoted as an excerpt, exit status unchanged",
          arguments: hugeArgumentCases)
    func hugeArgumentsQuotedAsExcerpts(arguments: HugeArguments) throws {
        let run = try LocPromptBinary.run(arguments.arguments)
        let status = arguments.status
        #expect(run.status == status, "\(run.stderr.prefix(300))")
        #expect(run.stderr.utf8.count < 3_000, "\(run.stderr.utf8.count) bytes: \(run.stderr.prefix(300))")
        #expect(run.stderr.contains(String(repeating: "a", count: 20)) || run.stderr.contains("--bogus"), "\(run.stderr.prefix(300))")
        #expect(!run.stderr.contains(String(repeating: "a", count: 61)), "\(run.stderr.prefix(300))")
    }

    @Test("a 100 kB --os or --language value is quoted in its error as an excerpt, not echoed whole", arguments: ["--os", "--language"])
    func longOptionValuesQuotedAsExcerpts(option: String) throws {
        let run = try LocPromptBinary.run(["render", "--prompt", "when-in-use", option, String(repeating: "1", count: 100_000)])
        #expect(run.status == 2)
        #expect(run.stderr.count < 1_000 && run.stderr.contains(String(repeating: "1", count: 57) + "…”"), "\(run.stderr.prefix(300))")
    }
}

/// 120,000 characters, with one line break: a huge argument for the usage-error tests.
private let hugeArgument = String(repeating: "a", count: 60_000) + "\n" + String(repeating: "a", count: 60_000)

/// Arguments quoting `hugeArgument` and the exit status they give (64 a usage error, 2 a bad value), named in the
/// test's results with the huge argument as `<120 kB>`.
struct HugeArguments: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    var testDescription: String {
        arguments.map { $0.replacingOccurrences(of: hugeArgument, with: "<120 kB>") }.joined(separator: " ") + " → \(status)"
    }
}

private let hugeArgumentCases: [HugeArguments] = {
    let huge = hugeArgument
    var cases: [([String], Int32)] = []
    cases.append((["render", "--bogus" + huge], 64))
    cases.append((["render", huge], 64))
    cases.append((["render", "--bogus=" + huge], 64))
    cases.append((["--" + huge], 64))
    cases.append((["render", "--prompt", huge], 2))
    cases.append((["render", "--prompt=" + huge], 2))
    cases.append((["render", "--width", huge], 2))
    cases.append((["render", "--prompt", "when-in-use", "--precise", huge], 2))
    cases.append((["run", "--record-size", huge, "x.yaml"], 2))
    cases.append((["rules", huge], 2))
    cases.append((["walk", "--autoplay", huge, "x.yaml"], 2))
    return cases.map { HugeArguments(arguments: $0.0, status: $0.1) }
}()

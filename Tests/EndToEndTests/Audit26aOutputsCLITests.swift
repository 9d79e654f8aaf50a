import Foundation
import Testing

/// Audit 26a (hostile text through every output): the defects it found, each through the real binary.
@Suite("Audit 26a: hostile text in render's footer, JSON's bidi controls, a storyboard's ids")
struct Audit26aOutputsCLITests {
    static let scenarios = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios")

    /// D2: the footer's caveat under a French iOS 18 alert quotes the app's name; it reached the terminal raw
    /// (an OSC title change and C1's 8-bit CSI), while the box above it was neutralized.
    @Test("D2: render's footer neutralizes the app name it quotes (no ESC, BEL or C1 anywhere in the output)")
    func renderFooterIsNeutralized() throws {
        let name = "Evil\u{1B}]0;PWNED\u{07}\u{1B}[41m\u{9B}31m"
        let result = try LocPromptBinary.run(["render", "--app-name", name, "--purpose", "x", "--language", "fr",
                                              "--os", "18.0", "--prompt", "when-in-use"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("unverified: "), "the caveat line is there: \(result.stdout)")
        #expect(result.stdout.contains("Evil␛]0;PWNED␇"), "the name is shown, its controls as pictures")
        let controls = result.stdout.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "raw controls: \(controls.map { String($0.value, radix: 16) })")
    }

    /// D4: U+061C (ARABIC LETTER MARK) was written raw by render's and run's JSON, escaped by check's.
    @Test("D4: every JSON writer escapes U+061C and DEL like the other bidi and control characters")
    func jsonEscapesArabicLetterMark() throws {
        let name = "A\u{061C}B\u{7F}C"
        let render = try LocPromptBinary.run(["render", "--app-name", name, "--purpose", "p\u{061C}", "--prompt", "when-in-use",
                                              "--format", "json"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(!render.stdout.unicodeScalars.contains("\u{061C}") && !render.stdout.unicodeScalars.contains("\u{7F}"))
        #expect(render.stdout.contains("\\u061c"), "\(render.stdout.prefix(400))")
        let dir = NSTemporaryDirectory() + "locprompt-26a-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = dir + "/alm.yaml"
        try Data("""
            name: "ALM \\u061C in the name"
            device: { platform: ios, os: "17.4" }
            app: { name: "A\\u061CB", plist: { NSLocationWhenInUseUsageDescription: "why\\u061C" } }
            steps:
              - launch
              - call: requestWhenInUseAuthorization
            """.utf8).write(to: URL(fileURLWithPath: scenario))
        let run = try LocPromptBinary.run(["run", "--format", "json", scenario])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.unicodeScalars.contains("\u{061C}"))
        #expect(run.stdout.contains("\\u061c"))
        for line in run.stdout.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
        }
    }

    /// D1: each picture's clip path was named `s<figure>-<step>-<alert>-panel` afresh in every scenario, so a page
    /// of several scenarios repeated ids and browsers clipped every later alert to the first scenario's panel.
    @Test("D1: a storyboard of several scenarios has no id twice")
    func storyboardIdsAreUnique() throws {
        let dir = NSTemporaryDirectory() + "locprompt-26a-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let page = dir + "/story.html"
        let result = try LocPromptBinary.run(["run", "--quiet",
                                              Self.scenarios.appendingPathComponent("ios10-when-in-use.yaml").path,
                                              Self.scenarios.appendingPathComponent("ios14-precise-and-new-callback.yaml").path,
                                              "--storyboard", page])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let ids = html.components(separatedBy: "id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.count >= 2, "the pictures carry ids")
        var seen: [Substring: Int] = [:]
        for id in ids { seen[id, default: 0] += 1 }
        #expect(seen.filter { $0.value > 1 }.isEmpty, "ids used twice: \(seen.filter { $0.value > 1 }.keys.sorted())")
    }
}

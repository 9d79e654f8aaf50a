import Foundation
import LocPromptScenario
import Testing

/// Abuse suite, sizes (issue 14 "Bounded work"): YAML aliases are counted as expanded before any value is
/// built, so an alias bomb fails at once with its position instead of growing to gigabytes.
@Suite("Abuse: YAML alias bombs")
struct AliasBombTests {
    /// Nine levels of nine aliases each: 9^9 (387 million) strings once expanded, in under 500 bytes.
    static func bomb(inside place: String) -> String {
        var lines = ["a0: &a0 [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]"]
        for level in 1...8 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [" + Array(repeating: previous, count: 9).joined(separator: ",") + "]")
        }
        return lines.joined(separator: "\n") + "\n" + place
    }

    @Test("a bomb in an inline plist fails with file:line and a clear message")
    func inlinePlist() {
        let yaml = """
            name: bomb
            device: { platform: ios, os: "17.4" }
            app: { name: "X", plist: { NSLocationWhenInUseUsageDescription: "w", Bomb: &b0 [x, x, x, x, x, x, x, x, x],
              B1: &b1 [*b0, *b0, *b0, *b0, *b0, *b0, *b0, *b0, *b0], B2: &b2 [*b1, *b1, *b1, *b1, *b1, *b1, *b1, *b1, *b1],
              B3: &b3 [*b2, *b2, *b2, *b2, *b2, *b2, *b2, *b2, *b2], B4: &b4 [*b3, *b3, *b3, *b3, *b3, *b3, *b3, *b3, *b3],
              B5: &b5 [*b4, *b4, *b4, *b4, *b4, *b4, *b4, *b4, *b4], B6: &b6 [*b5, *b5, *b5, *b5, *b5, *b5, *b5, *b5, *b5],
              B7: &b7 [*b6, *b6, *b6, *b6, *b6, *b6, *b6, *b6, *b6], B8: &b8 [*b7, *b7, *b7, *b7, *b7, *b7, *b7, *b7, *b7] } }
            steps:
              - launch
            """
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "bomb.yaml", baseDirectory: ".")
        guard case .invalid(let error) = run.outcome else {
            Issue.record("expected an invalid scenario, got \(run.outcome)")
            return
        }
        #expect(error.description.hasPrefix("bomb.yaml:"))
        // file:line:column of the alias where the count crosses the limit: B5's first *b4 (B0 to B4 hold 74,740
        // values expanded, b4 alone 66,430), counted before the tree is built (it was the line of b0's first value,
        // where the copy the tree check stopped at came from).
        #expect(error.position.line == 6 && error.position.column == 12, "\(error.position)")
        #expect(error.description.contains("expands to more than"))
        #expect(error.description.contains("aliases"))
    }

    @Test("a bomb anywhere in the document fails the same way")
    func topLevel() {
        let yaml = Self.bomb(inside: "name: x\n")
        #expect(yaml.utf8.count < 500)
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "laughs.yaml", baseDirectory: ".")
        guard case .invalid(let error) = run.outcome else {
            Issue.record("expected an invalid scenario, got \(run.outcome)")
            return
        }
        #expect(error.description.contains("expands to more than 100000 values"))
    }

    @Test("an alias bomb used as a mapping key (`? *a8`) is refused at once, before Yams hashes the key value by value",
          arguments: ["? *a8\n: 1\n", "name: { *a8 : 1 }\n", "steps:\n  - { *a8 : x, *a7 : y }\n"])
    func bombAsKey(place: String) {
        let yaml = Self.bomb(inside: place)
        let started = Date()
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "keys.yaml", baseDirectory: ".")
        guard case .invalid(let error) = run.outcome else {
            Issue.record("expected an invalid scenario, got \(run.outcome)")
            return
        }
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(error.description.contains("expands to more than 100000 values"), "\(error)")
        // The alias where the expanded count crosses the limit: a5's first *a4 (a0 to a4 hold 74,732 values expanded,
        // a4 alone 66,430), on line 6; the key, on the last line, is never reached.
        #expect(error.position.line == 6, "\(error.position)")
    }

    @Test("a few honest aliases still work")
    func honestAliases() {
        let yaml = """
            name: aliases
            device: { platform: ios, os: "17.4" }
            app: { name: "X", plist: { NSLocationWhenInUseUsageDescription: &purpose "Find you", NSLocationAlwaysAndWhenInUseUsageDescription: *purpose } }
            steps:
              - launch
            """
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "ok.yaml", baseDirectory: ".")
        if case .invalid(let error) = run.outcome { Issue.record("\(error)") }
    }

    @Test("a document of too many plain values is refused at the value over the limit, before its tree is built")
    func tooManyValues() {
        let yaml = "name: many\ndevice: { platform: ios, os: \"17.4\" }\nsteps:\n  - launch\nfiller: ["
            + String(repeating: "a, ", count: 120_000) + "]\n"
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "many.yaml", baseDirectory: ".")
        guard case .invalid(let error) = run.outcome else {
            Issue.record("expected an invalid scenario, got \(run.outcome)")
            return
        }
        // The value budget (libyaml events), not the expanded-size check that runs on a built tree.
        #expect(error.message.contains("has more than 100000 values"), "\(error)")
        #expect(error.position.line == 5)
        // The 100,001st value: the first lines hold 14 (the root mapping, keys, values, the device mapping, the
        // steps list and launch, the filler key and its list), so it is the 99,987th "a" of line 5.
        #expect(error.position.column == "filler: [".count + 3 * (99_987 - 1) + 1, "\(error.position)")
    }

}

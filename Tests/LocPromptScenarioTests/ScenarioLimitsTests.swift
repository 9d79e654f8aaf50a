import Foundation
import LocPromptScenario
import Testing

/// Hardening (issue 8 "Limits"): very long and deeply nested scenarios end with a result or a precise
/// error, never a crash. Speed is measured by `locprompt-bench`, not here.
@Suite("Scenario limits")
struct ScenarioLimitsTests {
    static let header = """
        name: long
        device: { platform: ios, os: "17.4" }
        app: { name: "Where Am I?", plist: { NSLocationWhenInUseUsageDescription: "w" } }
        steps:
          - launch
          - call: requestWhenInUseAuthorization
          - tap: Allow While Using App

        """

    @Test("a scenario of 6,000 steps runs to the end and passes")
    func thousandsOfSteps() {
        var yaml = Self.header
        for _ in 0..<2_000 {
            yaml += "  - settings: { app: Never }\n  - settings: { app: While Using the App }\n  - expect: { status: authorizedWhenInUse }\n"
        }
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "long.yaml", baseDirectory: ".")
        #expect(run.outcome == .passed, "\(run.outcome)")
        #expect(run.records.count == 6_003)
    }

    @Test("a 1 MB os: or tap: value is quoted in its error as an excerpt, not echoed whole", arguments: ["os", "tap"])
    func longValuesQuotedAsExcerpts(key: String) {
        let long = String(repeating: "1", count: 1_000_000)
        let yaml = key == "os" ? Self.header.replacingOccurrences(of: "os: \"17.4\"", with: "os: \"\(long)\"")
                               : Self.header.replacingOccurrences(of: "tap: Allow While Using App", with: "tap: \(long)")
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "long.yaml", baseDirectory: ".")
        guard case .invalid(let error) = run.outcome else {
            Issue.record("expected an invalid scenario, got \(run.outcome)")
            return
        }
        #expect(error.description.count < 1_000, "\(error.description.prefix(300))")
        #expect(error.description.contains("“" + String(repeating: "1", count: 57) + "…”"), "\(error.description.prefix(300))")
    }

    @Test("200,000 levels of nesting: a YAML error with its position")
    func deepNesting() {
        let yaml = Self.header + "  - say: " + String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000) + "\n"
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "deep.yaml", baseDirectory: ".")
        guard case .invalid(let error) = run.outcome else {
            Issue.record("expected an invalid scenario, got \(run.outcome)")
            return
        }
        #expect(error.description.hasPrefix("deep.yaml:8:"))
        #expect(error.message.contains("nesting"))
    }

    @Test("a 100 kB say: text and app name stay inert in the transcript")
    func hugeText() {
        let hostile = String(repeating: "say \u{1B}[2J\u{07} ", count: 10_000)
        let yaml = Self.header + "  - say: \"\(hostile.replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\u{07}", with: "\\a"))\"\n"
        let run = ScenarioRunner.run(data: Data(yaml.utf8), file: "huge.yaml", baseDirectory: ".")
        #expect(run.outcome == .passed, "\(run.outcome)")
        let text = Transcript.text(run, quiet: false)
        #expect(text.utf8.count > 100_000)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}

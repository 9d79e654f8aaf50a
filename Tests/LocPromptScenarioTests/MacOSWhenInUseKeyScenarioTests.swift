import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// Audit 17 K1, as a scenario: `macos-when-in-use-key-accepted.yaml` expects the prompt (scenarios cannot check cited
/// rules, so this test checks that the start cites the decision, and that run --explain and the JSON lines name it).
@Suite("Bundled scenario: macos-when-in-use-key-accepted")
struct MacOSWhenInUseKeyScenarioTests {
    static let path = (bundledScenarioFolder as NSString).appendingPathComponent("macos-when-in-use-key-accepted.yaml")

    @Test("the scenario passes and its startUpdatingLocation step cites macos-when-in-use-key-accepted")
    func startCitesTheDecision() throws {
        let run = ScenarioRunner.run(path: Self.path)
        #expect(run.outcome == .passed, "\(run.outcome)")
        let start = try #require(run.records.first { $0.step.text.contains("startUpdatingLocation") })
        #expect(start.effects.contains { if case .alertPresented = $0.kind { true } else { false } })
        #expect(start.effects.contains { $0.rule.id == "macos-when-in-use-key-accepted" })
        #expect(Transcript.text(run, explain: true).contains("why: macos-when-in-use-key-accepted"))
        #expect(Transcript.jsonLines(run).joined(separator: "\n").contains("macos-when-in-use-key-accepted"))
    }
}

import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// Every scenario in `Assets/Scenarios` runs and passes.
@Suite("Bundled scenarios")
struct BundledScenarioTests {
    @Test func thereAreBundledScenarios() {
        #expect(bundledScenarioFiles.count >= 40, "found \(bundledScenarioFiles.count) in \(bundledScenarioFolder)")
    }

    @Test(arguments: bundledScenarioFiles)
    func bundledScenarioPasses(_ file: String) throws {
        let path = (bundledScenarioFolder as NSString).appendingPathComponent(file)
        let scenario = try ScenarioParser.load(path: path)
        #expect(scenario.steps.contains { if case .expect = $0.action { return true } else { return false } },
                "every bundled scenario checks something")
        let result = ScenarioRunner.run(scenario)
        switch result.outcome {
        case .passed: break
        case .failed(let failures):
            for failure in failures { Issue.record(Comment(rawValue: failure.failureMessage)) }
        case .invalid(let error):
            Issue.record(Comment(rawValue: error.description))
        }
    }

    /// A trainer presents these (`locprompt walk`): each one says what happens at its steps that matter, not only
    /// in its description (issue 16). A step that acts (not `expect:`, not a narration-only `say:`) carries `say:`.
    @Test(arguments: bundledScenarioFiles)
    func bundledScenarioNarratesItsSteps(_ file: String) throws {
        let scenario = try ScenarioParser.load(path: (bundledScenarioFolder as NSString).appendingPathComponent(file))
        let narrated = scenario.steps.filter { step in
            if case .expect = step.action { return false }
            if case .say = step.action { return false }
            return !(step.say ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        }
        #expect(!narrated.isEmpty, "\(file): no step has say: narration")
    }

    @Test func bundledScenariosAreDeterministic() throws {
        for file in bundledScenarioFiles.prefix(5) {
            let path = (bundledScenarioFolder as NSString).appendingPathComponent(file)
            #expect(Transcript.jsonLines(ScenarioRunner.run(path: path)) == Transcript.jsonLines(ScenarioRunner.run(path: path)))
        }
    }
}

/// The scenario format page's complete example (Documentation/Scenario-Format.md) stays a valid, passing scenario.
@Suite("Documentation: scenario example")
struct ReadmeExampleTests {
    @Test func completeExampleInTheReadmePasses() throws {
        let readmePath = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Scenario-Format.md").path
        let readme = try String(contentsOfFile: readmePath, encoding: .utf8)
        let section = try #require(readme.range(of: "### A complete example"))
        let start = try #require(readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let yaml = String(readme[start.upperBound..<end.lowerBound])
        let result = ScenarioRunner.run(data: Data(yaml.utf8), file: "Scenario-Format.md", baseDirectory: ".")
        #expect(result.outcome == .passed, "\(result.outcome)")
        #expect(result.records.count == 10)
    }
}

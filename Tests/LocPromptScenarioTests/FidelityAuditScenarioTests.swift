import Foundation
import LocPromptScenario
import Testing

/// The scenarios the fidelity audits wrote from Apple's sources (Tests/Fixtures/fidelity-audits, one folder per
/// audit and session) keep passing: each quotes the Apple sentence it checks, so a change to a rule that breaks
/// one breaks what a source says. The scenarios an audit found failing for a documented emulator decision are not
/// here; the folder's README lists them with the rule that decides them.
@Suite("Fidelity audit scenarios")
struct FidelityAuditScenarioTests {
    static let folder: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/fidelity-audits").path

    /// Paths relative to `folder`, e.g. `s13-lifecycle/02-….yaml`.
    static let files: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func theAuditsAreHere() {
        #expect(Self.files.count >= 190, "found \(Self.files.count) in \(Self.folder)")
        #expect(Set(Self.files.map { $0.split(separator: "/").first.map(String.init) ?? "" }).count >= 11)
    }

    @Test(arguments: files)
    func auditScenarioPasses(_ file: String) throws {
        let path = (Self.folder as NSString).appendingPathComponent(file)
        let scenario = try ScenarioParser.load(path: path)
        // A scenario checks something: an `expect:` step, or a step the emulated system must refuse.
        #expect(scenario.steps.contains { step in
            if case .expect = step.action { return true }
            return step.rejected != nil
        }, "\(file) checks nothing")
        switch ScenarioRunner.run(scenario).outcome {
        case .passed: break
        case .failed(let failures):
            for failure in failures { Issue.record(Comment(rawValue: "\(file): \(failure.failureMessage)")) }
        case .invalid(let error):
            Issue.record(Comment(rawValue: "\(file): \(error.description)"))
        }
    }
}

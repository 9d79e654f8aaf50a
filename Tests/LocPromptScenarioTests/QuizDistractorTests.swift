import LocPromptCore
@testable import LocPromptScenario
import Testing

/// Audit 24h, trainer friction 5: two choices of a question differed only in the authorization callback's spelling
/// (iOS 13's `locationManager(_:didChangeAuthorization:)` against iOS 14's `locationManagerDidChangeAuthorization`),
/// which tests the API generation, not the concept. Every choice must differ from the others in substance.
@Suite("Quiz: distractors differ in substance, not in the callback's spelling")
struct QuizDistractorTests {
    /// A choice as the trainee reads it, with both spellings of the authorization callback made one. Written out
    /// here rather than through `CallbackSpelling`, so that the check does not trust the code it checks.
    static func normalised(_ choice: QuizChoice) -> String {
        choice.text
            .replacingOccurrences(of: "locationManager(_:didChangeAuthorization: ", with: "didChangeAuthorization(")
            .replacingOccurrences(of: "locationManagerDidChangeAuthorization(", with: "didChangeAuthorization(")
    }

    @Test("No two choices of any question of a bundled scenario read the same once the callback's spelling is made one",
          arguments: bundledScenarioFiles)
    func choicesDifferInSubstance(file: String) throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/" + file)
        // The seeds pick among the variants: the default (1), the tests' (7) and the audit's --seed 4.
        for seed: UInt64 in [1, 4, 7] {
            for (question, _, _) in QuizDeriverTests.questions(scenario, seed: seed) {
                let texts = question.choices.map(Self.normalised)
                #expect(Set(texts).count == texts.count,
                        "\(file) step \(question.stepIndex + 1), seed \(seed): two choices differ only in the callback's spelling: \(texts)")
            }
        }
    }

    @Test("Two choices share a status line only when the step has no variant with a status not offered yet",
          arguments: bundledScenarioFiles)
    func statusLinesDistinctWhenPossible(file: String) throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/" + file)
        var session = ScenarioSession(scenario: scenario)
        while !session.isFinished {
            if let question = QuizDeriver.question(for: session, seed: 1) {
                let truth = question.choices[question.correct]
                let available = Set([truth.statusLine] + QuizDeriver.variants(of: session, step: question.step).map(\.statusLine))
                let offered = Set(question.choices.map(\.statusLine))
                #expect(offered.count == min(question.choices.count, available.count),
                        "\(file) step \(question.stepIndex + 1): \(question.choices.map(\.text)) while \(available.count) statuses were available")
            }
            guard (try? session.step()) != nil else { break }
        }
    }

    @Test("The audit's question: provisional Always from Allow While Using App is asked once, in iOS 17's spelling")
    func auditQuestion() throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/deferred-prompt-change-to-always.yaml")
        let asked = QuizDeriverTests.questions(scenario, seed: 1)
        let question = try #require(asked.first { if case .tap = $0.0.step.action { true } else { false } }?.0)
        let provisional = question.choices.filter { $0.lines.contains("Status → authorizedAlways (provisional)") }
        // The audit saw A and D: the same status and alert, one heard as iOS 13 names the callback.
        #expect(provisional.count <= 1, "\(question.choices.map(\.text))")
        for choice in question.choices {
            #expect(!choice.text.contains("locationManager(_:didChangeAuthorization:"), "an iOS 13 spelling on iOS 17.4: \(choice.text)")
        }
    }

    @Test("CallbackSpelling respells the authorization callback either way, keeps a queued note and leaves others alone")
    func respelling() {
        let legacy = "locationManager(_:didChangeAuthorization: authorizedAlways) (queued until the app runs)"
        let modern = "locationManagerDidChangeAuthorization(authorizedAlways) (queued until the app runs)"
        #expect(CallbackSpelling.spelled(legacy, modern: true) == modern)
        #expect(CallbackSpelling.spelled(modern, modern: false) == legacy)
        #expect(CallbackSpelling.spelled(modern, modern: true) == modern)
        #expect(CallbackSpelling.neutral(legacy) == CallbackSpelling.neutral(modern))
        let other = "locationManager(_:didFailWithError: kCLErrorDenied)"
        #expect(CallbackSpelling.spelled(other, modern: true) == other)
        #expect(CallbackSpelling.spelled(other, modern: false) == other)
    }
}

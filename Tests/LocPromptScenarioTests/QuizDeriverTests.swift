import Foundation
import LocPromptCore
@testable import LocPromptScenario
import Testing

@Suite("Quiz: questions derived from the engine")
struct QuizDeriverTests {
    /// Every question of a scenario, asked as the walk asks them: before each step, then the step is played.
    static func questions(_ scenario: Scenario, seed: UInt64 = 7) -> [(QuizQuestion, StepRecord, String)] {
        var session = ScenarioSession(scenario: scenario)
        var out: [(QuizQuestion, StepRecord, String)] = []
        while !session.isFinished {
            let question = QuizDeriver.question(for: session, seed: seed)
            let before = StepObservation.statusText(session.state)
            guard let record = try? session.step() else { break }
            if let question { out.append((question, record, before)) }
        }
        return out
    }

    @Test("The right choice is among the choices and is what the engine then does; wrong choices differ from it and from each other",
          arguments: bundledScenarioFiles)
    func rightAnswerIsTheEngine(file: String) throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/" + file)
        for (question, record, before) in Self.questions(scenario) {
            let truth = QuizChoice.lines(StepObservation(effects: record.effects, state: record.state), statusBefore: before)
            #expect(question.choices.indices.contains(question.correct))
            #expect(question.choices[question.correct].lines == truth, "\(file) step \(question.stepIndex + 1)")
            #expect((2...QuizDeriver.maximumChoices).contains(question.choices.count))
            #expect(Set(question.choices.map(\.lines)).count == question.choices.count, "\(file): two choices read the same")
            for (index, choice) in question.choices.enumerated() where index != question.correct {
                #expect(choice.lines != truth)
                #expect(!choice.origin.hasPrefix("what this device"))
            }
            #expect(question.step == record.step)
            if case .expect = question.step.action { Issue.record("\(file): an expect: step was asked") }
        }
    }

    @Test("Most bundled scenarios give questions; the When In Use request is asked with the right alert among the choices")
    func whenInUseQuestion() throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/when-in-use-allow-while-using.yaml")
        let asked = Self.questions(scenario)
        let request = try #require(asked.first { $0.0.step.action == .call(.requestWhenInUseAuthorization) }?.0)
        #expect(request.prompt == "The app calls requestWhenInUseAuthorization(). What happens?")
        let right = request.choices[request.correct]
        #expect(right.lines.first == "Alert: Allow “Where Am I?” to use your location?")
        #expect(right.lines.contains("The app hears nothing"))
        #expect(request.why().first == .whenInUseRequest)
        let total = bundledScenarioFiles.map { file in
            (try? ScenarioParser.load(path: bundledScenarioFolder + "/" + file)).map { Self.questions($0).count } ?? 0
        }
        #expect(total.filter { $0 > 0 }.count >= bundledScenarioFiles.count * 3 / 4)
    }

    @Test("A tap's variants include the alert's other buttons; a request's include other bands and other statuses")
    func variantSources() throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/when-in-use-allow-while-using.yaml")
        var session = ScenarioSession(scenario: scenario)
        while let step = session.nextStep, step.action != .call(.requestWhenInUseAuthorization) { try session.step() }
        let requestVariants = QuizDeriver.variants(of: session, step: try #require(session.nextStep))
        #expect(requestVariants.contains { $0.origin.hasPrefix("what iOS 12.2 (iOS 11–12) does") })
        #expect(requestVariants.contains { $0.origin == "what happens from denied" && $0.lines == ["No alert", "Status: unchanged", "The app hears nothing"] })
        while let step = session.nextStep, step.action != .tap(.label("Allow While Using App")) { try session.step() }
        let tapVariants = QuizDeriver.variants(of: session, step: try #require(session.nextStep))
        let dontAllow = try #require(tapVariants.first { $0.origin == "what “Don’t Allow” does" })
        #expect(dontAllow.lines.contains("Status → denied"))
        #expect(tapVariants.contains { $0.origin == "what “Allow Once” does" && $0.lines.contains("Status → authorizedWhenInUse (Allow Once)") })
    }

    @Test("Bands kept step by step give the same questions as bands replayed from the start", arguments: bundledScenarioFiles)
    func incrementalBands(file: String) throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/" + file)
        var session = ScenarioSession(scenario: scenario)
        var bands = QuizBands(scenario: scenario)
        while !session.isFinished {
            let kept = QuizDeriver.question(for: session, seed: 9, bands: &bands)
            #expect(kept == QuizDeriver.question(for: session, seed: 9), "\(file) step \(session.nextIndex + 1)")
            guard (try? session.step()) != nil else { break }
        }
    }

    @Test("Seeded: the same seed gives the same questions; other seeds shuffle differently")
    func seeded() throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/upgrade-change-to-always.yaml")
        let first = Self.questions(scenario, seed: 1).map(\.0)
        #expect(first == Self.questions(scenario, seed: 1).map(\.0))
        let orders = Set((1...8).map { seed in Self.questions(scenario, seed: UInt64(seed)).map { $0.0.choices.map(\.text) } })
        #expect(orders.count > 1)
        #expect(Self.questions(scenario, seed: 3).map(\.0.correct) != Self.questions(scenario, seed: 4).map(\.0.correct)
                || Self.questions(scenario, seed: 3).map(\.0.correct) != Self.questions(scenario, seed: 5).map(\.0.correct))
    }

    @Test("Answers: JSON with formatVersion and the score; CSV with a formatVersion column, quoting and no formulas")
    func answersFiles() throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/when-in-use-allow-while-using.yaml")
        let asked = Self.questions(scenario).map(\.0)
        let answers = asked.enumerated().map { QuizAnswer(question: $0.element, chosen: $0.offset == 0 ? $0.element.correct : ($0.element.correct + 1) % $0.element.choices.count) }
        let results = QuizResults(scenario: "=cmd|' /C calc'!A0", file: "lesson.yaml", os: "iOS 17.4", seed: 7, answers: answers, finished: true)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(results.json.utf8)) as? [String: Any])
        #expect(json["formatVersion"] as? Int == JSONOutput.formatVersion)
        #expect(json["right"] as? Int == 1)
        #expect(json["asked"] as? Int == asked.count)
        #expect((json["answers"] as? [[String: Any]])?.first?["right"] as? Bool == true)
        // RFC 4180: every record ends with CRLF, as plan.csv's (one writer, CSVText); audit 14 H14-11.
        #expect(results.csv.hasSuffix("\r\n"))
        #expect(!results.csv.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare LF line end")
        let csv = results.csv.components(separatedBy: "\r\n").dropLast()
        #expect(csv.first == QuizResults.csvHeader)
        #expect(csv.count == asked.count + 1)
        #expect(csv.dropFirst().allSatisfy { $0.hasPrefix("\(JSONOutput.formatVersion),'=cmd|") })
        #expect(QuizResults.Format(path: "a.CSV") == .csv && QuizResults.Format(path: "a.json") == .json)
        #expect(results.scoreText == "1 of \(asked.count) right")
    }
}

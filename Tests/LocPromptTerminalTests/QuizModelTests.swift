import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

@Suite("walk --quiz and walk --compare without a terminal")
struct QuizModelTests {
    @Test("A quiz asks before each step with something to predict, plays the step on the answer, scores, and ends")
    func quizRunsToTheEnd() throws {
        let scenario = try WalkFixtures.bundled("when-in-use-allow-while-using.yaml")
        var quiz = QuizModel(scenario: scenario, seed: 3)
        guard case .asking(let first) = quiz.phase else { Issue.record("no first question"); return }
        #expect(quiz.session.nextIndex == first.stepIndex)
        var asked = 0
        var expectedScore = 0
        while case .asking(let question) = quiz.phase {
            asked += 1
            // Alternate right and wrong answers: by key for the right one, ↓ Enter for a wrong one.
            if asked % 2 == 1 {
                quiz.handle(.char(Character(QuizQuestion.letter(question.correct).lowercased())))
                expectedScore += 1
            } else {
                let wrong = (question.correct + 1) % question.choices.count
                for _ in 0..<wrong { quiz.handle(.down) }
                quiz.handle(.enter)
            }
            guard case .revealed(let shown, let chosen) = quiz.phase else { Issue.record("no truth after the answer"); return }
            #expect(shown == question)
            // The step played: the session moved past it.
            #expect(quiz.session.nextIndex == question.stepIndex + 1)
            let canvas = GridCanvas(Size(rows: 24, cols: 80))
            QuizScreen.draw(quiz, on: canvas)
            #expect(canvas.text.contains(chosen == question.correct ? "✓ Right" : "✗ You chose"))
            #expect(canvas.text.contains("Why:") && canvas.text.contains(" \(question.why()[0].id)"))
            quiz.handle(.space)
        }
        #expect(quiz.phase == .finished)
        #expect(quiz.answers.count == asked)
        #expect(quiz.score == expectedScore)
        #expect(quiz.results.finished)
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        QuizScreen.draw(quiz, on: canvas)
        #expect(canvas.text.contains("Quiz over: \(expectedScore) of \(asked) right"))
        #expect(quiz.handle(.char("q")) == .quit)
    }

    @Test("Keys that do nothing while asking say what to do; Space does not skip a question")
    func noSkipping() throws {
        var quiz = QuizModel(scenario: try WalkFixtures.bundled("when-in-use-allow-while-using.yaml"))
        guard case .asking(let question) = quiz.phase else { Issue.record("no question"); return }
        quiz.handle(.space)
        #expect(quiz.phase == .asking(question))
        #expect(quiz.screen.message?.hasPrefix("Predict first") == true)
        quiz.handle(.char("x"))
        #expect(quiz.answers.isEmpty)
    }

    @Test("? shows the quiz's own keys, generated from its table", arguments: [Size(rows: 24, cols: 80), Size(rows: 40, cols: 120)])
    func help(size: Size) throws {
        var quiz = QuizModel(scenario: try WalkFixtures.bundled("when-in-use-allow-while-using.yaml"), size: size)
        quiz.handle(.char("?"))
        let canvas = GridCanvas(size)
        QuizScreen.draw(quiz, on: canvas)
        for row in QuizKeyBindings.helpRows { #expect(canvas.text.contains(row.summary), "\(row.summary)") }
        #expect(canvas.text.contains("The quiz"))
        for binding in QuizKeyBindings.all {
            guard case .quiz = binding.action else { Issue.record("\(binding.keyLabel) is not a quiz action"); continue }
        }
        let keys = QuizKeyBindings.all.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test("The question screen fits 80×24 and 120×40: the prompt and every choice letter show", arguments: [Size(rows: 24, cols: 80), Size(rows: 40, cols: 120)])
    func questionFits(size: Size) throws {
        for file in ["upgrade-change-to-always.yaml", "ios12-three-option-alert.yaml", "allow-once-expiry.yaml"] {
            var quiz = QuizModel(scenario: try WalkFixtures.bundled(file), seed: 2, size: size)
            while case .asking(let question) = quiz.phase {
                let canvas = GridCanvas(size)
                QuizScreen.draw(quiz, on: canvas)
                let text = canvas.text
                #expect(text.contains(String(DisplayWidth.wrap(question.prompt, columns: size.cols - 40)[0])), "\(file): \(question.prompt)")
                for index in question.choices.indices {
                    #expect(text.contains("\(QuizQuestion.letter(index))  "), "\(file) step \(question.stepIndex + 1) at \(size)")
                }
                quiz.handle(.enter)
                quiz.handle(.enter)
            }
        }
    }

    @Test("walk --compare: the steps one at a time on every version; ← and → move, the ends say so")
    func compareScreen() throws {
        let scenario = try WalkFixtures.bundled("upgrade-change-to-always.yaml")
        let versions = ["12.4", "13.3", "17.4"].map { try! DeviceOS.resolve(platform: .iOS, versionText: $0).get() }
        var model = CompareWalkModel(comparison: Comparison(plan: ComparePlan(scenario: scenario), columns: versions))
        for size in [Size(rows: 24, cols: 80), Size(rows: 40, cols: 120)] {
            model.size = size
            let canvas = GridCanvas(size)
            CompareScreen.draw(model, on: canvas)
            for os in versions { #expect(canvas.text.contains("─ \(os) ─") && canvas.text.contains(os.band.label)) }
            #expect(canvas.text.contains("› 1. launch"))
        }
        model.handle(.left)
        #expect(model.message == "This is the first step")
        model.handle(.space)
        #expect(model.current == 1)
        let canvas = GridCanvas(Size(rows: 40, cols: 120))
        model.size = canvas.size
        CompareScreen.draw(model, on: canvas)
        #expect(canvas.text.contains("≠ alert"))
        #expect(canvas.text.contains("Don’t Allow · Allow"))
        model.handle(.end)
        model.handle(.right)
        #expect(model.message?.hasPrefix("That was the last step") == true)
        model.handle(.char("?"))
        CompareScreen.draw(model, on: canvas)
        for row in CompareKeyBindings.helpRows { #expect(canvas.text.contains(row.summary)) }
        model.handle(.char("x"))
        #expect(model.handle(.char("q")) == .quit)
    }
}

import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// Audit 24h, a trainer's first hour: the quiz must not print the answer above its question (D2), and the walk's
/// step numbers must agree between the header, free play and a step that stopped the walk (D5).
@Suite("Audit 24h: quiz narration and walk step numbers")
struct Audit24hWalkQuizTests {
    /// The question pane's text as drawn at 100×30, the audit's size, lines joined with spaces (narration wraps).
    private func pane(_ quiz: QuizModel) -> String {
        QuizScreen.lines(quiz, columns: 60, rows: 40).map(\.0).joined(separator: " ")
    }

    @Test("walk --quiz: a narrated step's say: is not shown with its question, and is shown with its answer")
    func narrationFollowsTheAnswer() throws {
        var quiz = QuizModel(scenario: try WalkFixtures.bundled("deferred-prompt-change-to-always.yaml"), size: Size(rows: 30, cols: 100))
        var narratedQuestions = 0
        while case .asking(let question) = quiz.phase {
            let say = question.step.say.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }
            if let say {
                narratedQuestions += 1
                // The lesson's narration states the outcome (“The app now holds provisional Always …”).
                #expect(!pane(quiz).contains(String(say.prefix(30))), "question \(quiz.answers.count + 1) shows its say: \(say)")
            }
            quiz.handle(.char(Character(QuizQuestion.letter(question.correct).lowercased())))
            if let say {
                let shown = pane(quiz).replacingOccurrences(of: "  ", with: " ")
                #expect(shown.contains(String(say.prefix(30))), "the answer to question \(quiz.answers.count) leaves out its say: \(say)")
            }
            quiz.handle(.space)
        }
        #expect(narratedQuestions >= 3, "the audit saw questions 3, 6 and 7 narrated")
    }

    @Test("walk: free play at the first tap leaves and returns to the step the header shows (4 of 9)")
    func freePlayCountsLikeTheHeader() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true))
        while case .paused = walk.phase { walk.handle(.space) }
        guard case .awaitingTap = walk.phase else { Issue.record("no tap awaited: \(walk.phase)"); return }
        #expect(walk.stepInFocus == 4)
        walk.handle(.char("T"))
        #expect(walk.freePlay?.step == 4)
        let canvas = GridCanvas(Size(rows: 30, cols: 100))
        WalkScreen.draw(walk, on: canvas)
        #expect(canvas.text.contains("left the script at step 4 of 9"), "\(canvas.text)")
        #expect(canvas.text.contains("T returns to step 4"))
        walk.handle(.char("T"))
        #expect(walk.screen.log.last?.text == "— back to step 4 of the script —")
        #expect(walk.stepInFocus == 4)
    }

    @Test("walk: a refused tap: in fourth place stops the walk at step 4, as a playable one is counted")
    func refusedTapIsTheStepInFocus() throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { kind: whenInUse } }
              - tap: Allow While Using
              - expect: { status: authorizedWhenInUse }
            """)
        var walk = WalkModel(scenario: scenario, options: WalkOptions(stepByStep: true))
        for _ in 0..<4 { walk.handle(.space) }
        guard case .stopped = walk.phase else { Issue.record("not stopped: \(walk.phase)"); return }
        #expect(walk.stepInFocus == 4)
        let canvas = GridCanvas(Size(rows: 30, cols: 100))
        WalkScreen.draw(walk, on: canvas)
        #expect(canvas.text.contains("step 4/5"))
        #expect(canvas.text.contains("Walkthrough · step 4 of 5 · stopped"))
        #expect(canvas.text.contains("› tap: Allow While Using"))
    }

    @Test("walk: a button pressed while the alert is up before the script's tap: is said, not dropped in silence (trainer friction 3)")
    func earlyTapIsSaid() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true))
        walk.handle(.space)
        walk.handle(.space)
        #expect(walk.screen.alertContent != nil)
        guard case .paused = walk.phase else { Issue.record("not paused before the tap: \(walk.phase)"); return }
        walk.handle(.char("1"))
        #expect(walk.screen.message == "Not yet: the script is at step 2; its tap: is step 4 · Space plays the next step now")
        #expect(walk.played == 2, "the key plays nothing")
        // Without an alert on screen the digits stay silent, as before (a presenter pressing a moment late).
        var start = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true))
        start.handle(.char("1"))
        #expect(start.screen.message == nil)
    }
}

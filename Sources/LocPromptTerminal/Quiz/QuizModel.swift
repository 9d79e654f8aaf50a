import LocPromptCore
import LocPromptScenario

/// Where a quiz is.
public enum QuizPhase: Hashable, Sendable {
    /// A question waits for the trainee's prediction; the step has not played yet.
    case asking(QuizQuestion)
    /// The trainee answered `chosen`; the step has played and the truth and its why are shown.
    case revealed(QuizQuestion, chosen: Int)
    /// Every step played: the score.
    case finished
    /// A step turned out invalid; the quiz ends there (the answers so far count).
    case stopped(ScenarioError)
}

/// `walk --quiz` without a terminal: before each step with something to predict, a question derived by
/// `QuizDeriver` (the engine's truth and the same step elsewhere); the answer plays the step and shows what
/// the engine did and why. Steps with nothing to predict play by themselves. Tests drive it with keys.
public struct QuizModel: Sendable {
    public let seed: UInt64
    public private(set) var session: ScenarioSession
    /// The device, alert, inspector and log, as in the walkthrough.
    public private(set) var screen: FrontEndModel
    public private(set) var phase: QuizPhase = .finished
    /// The highlighted choice while asking.
    public private(set) var selected = 0
    public private(set) var answers: [QuizAnswer] = []
    /// The newest `say:` narration of a step that has played (a question's own comes with its answer).
    public private(set) var narration: String?
    public private(set) var helpVisible = false
    public private(set) var helpPage = 0
    /// The scenario on the other OS bands, kept in step with the session (the questions' band variants).
    private var bands: QuizBands

    public init(scenario: Scenario, seed: UInt64 = 1, size: Size = Size(rows: 24, cols: 80)) {
        self.seed = seed
        self.bands = QuizBands(scenario: scenario)
        let session = ScenarioSession(scenario: scenario)
        self.session = session
        self.screen = WalkModel.initialScreen(session, size: size)
        moveToNextQuestion()
    }

    public var scenario: Scenario { session.scenario }

    public var size: Size {
        get { screen.size }
        set { screen.size = newValue }
    }

    public var score: Int { answers.filter(\.right).count }

    /// The answers so far, for the trainer's file.
    public var results: QuizResults {
        let finished: Bool
        if case .finished = phase { finished = true } else { finished = false }
        return QuizResults(scenario: scenario.name, file: scenario.file, os: "\(scenario.device.os)", seed: seed,
                           answers: answers, finished: finished)
    }

    public var keyTable: [KeyBinding] { QuizKeyBindings.all }

    // MARK: Keys

    @discardableResult
    public mutating func handle(_ key: Key) -> Redraw {
        screen.setMessage(nil)
        if key == .resize { return .full }
        if helpVisible {
            return HelpOverlay.handleKey(key, rows: QuizKeyBindings.helpRows, in: size, visible: &helpVisible, page: &helpPage)
        }
        guard let binding = KeyBindings.lookup(key, in: keyTable), case .quiz(let action) = binding.action else {
            screen.setMessage(hint)
            return .frame
        }
        return perform(action)
    }

    /// What the footer suggests after a key that does nothing.
    var hint: String {
        switch phase {
        case .asking(let question): return "Predict first: press a–\(QuizQuestion.letter(question.choices.count - 1).lowercased()) (or ↑↓ Enter) · ? keys · q quit"
        case .revealed: return "Space/→ next question · ? keys · q quit"
        case .finished, .stopped: return "The quiz is over: q quits"
        }
    }

    mutating func perform(_ action: QuizAction) -> Redraw {
        switch action {
        case .quit: return .quit
        case .redraw: return .full
        case .toggleHelp: helpVisible.toggle(); helpPage = 0
        case .scrollLog(let delta): return screen.perform(.ui(.scrollLog(delta)))
        case .choose(let index):
            if case .asking(let question) = phase {
                guard question.choices.indices.contains(index) else {
                    screen.setMessage("This question has \(question.choices.count) choices")
                    return .frame
                }
                answer(index)
            }
        case .selectNext, .selectPrevious:
            if case .asking(let question) = phase {
                let count = question.choices.count
                selected = (selected + (action == .selectNext ? 1 : count - 1)) % count
            }
        case .confirm:
            switch phase {
            case .asking: answer(selected)
            case .revealed: moveToNextQuestion()
            default: screen.setMessage(hint)
            }
        case .next:
            switch phase {
            case .revealed: moveToNextQuestion()
            default: screen.setMessage(hint)
            }
        }
        return .frame
    }

    /// A notice of the run loop (the ASCII fallback), in the log.
    mutating func note(_ text: String) { screen.note(text) }

    // MARK: Playing

    /// Records the answer, plays the step and shows the truth.
    public mutating func answer(_ index: Int) {
        guard case .asking(let question) = phase else { return }
        answers.append(QuizAnswer(question: question, chosen: index))
        let right = index == question.correct
        let verdict = right ? "✓ predicted right: \(QuizQuestion.letter(index))"
            : "✗ predicted \(QuizQuestion.letter(index)), the answer was \(QuizQuestion.letter(question.correct))"
        screen.append([LogEntry(at: session.state.clock, text: verdict, kind: .note, style: right ? .good : .bad)])
        guard play() else { return }
        phase = .revealed(question, chosen: index)
    }

    /// Plays steps with nothing to predict until the next question, the end, or an invalid step.
    public mutating func moveToNextQuestion() {
        selected = 0
        while !session.isFinished {
            if let question = QuizDeriver.question(for: session, seed: seed, bands: &bands) {
                // The step's `say:` waits until it plays (`answer`): the bundled lessons narrate the outcome, so
                // shown with the question it gave the answer away (audit 24h D2).
                phase = .asking(question)
                return
            }
            guard play() else { return }
        }
        phase = .finished
        screen.append([LogEntry(at: session.state.clock, text: "quiz over: \(results.scoreText)", kind: .note, style: .title)])
    }

    /// Plays the next step through the session and logs it; false (and `.stopped`) when it is invalid.
    mutating func play() -> Bool {
        guard let step = session.nextStep else { return false }
        let clock = session.state.clock
        var entries = [LogEntry(at: clock, text: "› \(step.text)  (line \(step.position.line))", kind: .input, style: .title)]
        if let say = step.say { narration = say }
        do {
            guard let record = try session.step() else { return false }
            entries += record.effects.map { LogEntry(effect: $0, on: record.state.os) }
            for result in record.results {
                entries.append(LogEntry(at: record.state.clock, text: (result.passed ? "✓ " : "✗ ") + "\(result.field): \(result.expected)",
                                        kind: .note, style: result.passed ? .good : .bad))
            }
            screen.show(record.state, logging: entries)
            return true
        } catch {
            entries.append(LogEntry(at: clock, text: "✗ invalid step, the quiz stops here: \(error.message) (line \(error.position.line))",
                                    kind: .note, style: .bad))
            screen.append(entries)
            phase = .stopped(error)
            return false
        }
    }
}

import LocPromptCore
import LocPromptScenario

/// `walk --quiz` as a `TerminalProgram`: nothing happens by itself (the trainee answers), so key reads block.
/// After each answer the recording gets a marker and `onAnswers` gets the answers so far, so a trainer's
/// file holds every answer given even when the connection drops before the end.
struct QuizProgram: TerminalProgram {
    private(set) var model: QuizModel
    private let onAnswers: @Sendable (QuizResults) -> Void
    private var reported = -1
    private var reportedFinish = false

    init(_ model: QuizModel, onAnswers: @escaping @Sendable (QuizResults) -> Void) {
        self.model = model
        self.onAnswers = onAnswers
    }

    var keyTable: [KeyBinding] { model.keyTable }
    var size: Size {
        get { model.size }
        set { model.size = newValue }
    }
    var recordingTitle: String { "locprompt walk --quiz: \(model.scenario.name)" }
    func isTooSmall(_ size: Size) -> Bool { QuizLayout(size).isTooSmall }
    func draw(on canvas: Canvas) { QuizScreen.draw(model, on: canvas) }
    mutating func notice(_ text: String) { model.note(text) }
    mutating func handle(_ key: Key) -> Redraw { model.handle(key) }
    func timeout() -> Int32? { nil }
    func timerFired() -> Redraw { .none }

    mutating func afterEvent(recorder: TerminalRecorder?) {
        let finished = model.results.finished
        if model.answers.count != reported || finished != reportedFinish {
            if let recorder, model.answers.count > max(reported, 0), let answer = model.answers.last {
                recorder.marker("question \(model.answers.count), step \(answer.step): chose \(QuizQuestion.letter(answer.chosen)), "
                                + "answer \(QuizQuestion.letter(answer.correct)) \(answer.right ? "✓" : "✗")")
            }
            reported = model.answers.count
            reportedFinish = finished
            onAnswers(model.results)
        }
        recorder?.observe(model.screen)
    }
}

/// The quiz's entry point.
public enum QuizSession {
    /// Runs the quiz until `q`; returns the exit status. `onAnswers` is called with the answers so far at the
    /// start, after every answer and at the end. Throws before touching the screen when there is no usable terminal.
    public static func run(_ initial: QuizModel, recording: AsciicastWriter? = nil,
                           onAnswers: @escaping @Sendable (QuizResults) -> Void = { _ in }) throws(TerminalUnavailable) -> Int32 {
        try TerminalRunLoop.run(QuizProgram(initial, onAnswers: onAnswers), recording: recording)
    }
}

/// What a key does in a quiz (`walk --quiz`): pick a choice, confirm it, move on.
public enum QuizAction: Hashable, Sendable {
    /// Answer with choice `index` (A = 0) at once.
    case choose(Int)
    case selectNext
    case selectPrevious
    /// Enter: answer with the highlighted choice; on a revealed answer, the next question.
    case confirm
    /// Space / → / n: the next question once the answer is shown.
    case next
    case scrollLog(Int)
    case redraw
    case toggleHelp
    case quit
}

/// The quiz's own key table: `QuizModel` dispatches through it and its `?` help is generated from it.
public enum QuizKeyBindings {
    private static func quiz(_ keys: [Key], _ action: QuizAction, _ summary: String, label: String? = nil,
                             inHelp: Bool = true) -> KeyBinding {
        KeyBinding(keys, .quiz(action), summary, .quiz, label: label, inHelp: inHelp)
    }

    public static let all: [KeyBinding] = [
        quiz([.char("1"), .char("a")], .choose(0), "answer A, B, C or D at once (1–4 too)", label: "a b c d"),
        quiz([.char("2"), .char("b")], .choose(1), "answer B", inHelp: false),
        quiz([.char("3"), .char("c")], .choose(2), "answer C", inHelp: false),
        quiz([.char("4"), .char("d")], .choose(3), "answer D", inHelp: false),
        quiz([.down, .tab], .selectNext, "highlight the next choice", label: "↓ ↑"),
        quiz([.up, .backTab], .selectPrevious, "highlight the previous choice", inHelp: false),
        quiz([.enter], .confirm, "answer the highlighted choice / next question"),
        quiz([.space, .right, .char("n")], .next, "next question (once the answer shows)", label: "Space → n"),
        quiz([.pageUp], .scrollLog(-5), "scroll the log", label: "PgUp PgDn"),
        quiz([.pageDown], .scrollLog(5), "scroll the log forward", inHelp: false),
        quiz([.ctrl("l")], .redraw, "redraw the screen"),
        quiz([.char("?")], .toggleHelp, "show/hide this help"),
        quiz([.char("q")], .quit, "quit (the answers so far are kept)"),
    ]

    public static var helpRows: [KeyBinding] { all.filter(\.inHelp) }
}

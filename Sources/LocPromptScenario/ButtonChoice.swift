import LocPromptCore

/// Which button a `tap:` or `answer:` step presses on the visible alert.
///
/// `tap:` names the button by its label, as the person reads it (“Allow While Using App”); the label is the
/// catalog's for the scenario's OS version and language. `answer:` names it by what it does
/// (`allowWhileUsingApp`), so one scenario reads the same in every language: the engine's answers are the same
/// whatever the words on the button.
public enum ButtonChoice: Hashable, Sendable {
    case label(String)
    case answer(AlertAnswer)

    /// The step as an error names it: `tap: “Allow Once”` or `answer: allowOnce`.
    public var quoted: String {
        switch self {
        case .label(let label): return "tap: “\(label)”"
        case .answer(let answer): return "answer: \(answer.rawValue)"
        }
    }

    /// The step as a scenario writes it: `tap: Allow Once` or `answer: allowOnce`.
    public var scenarioText: String {
        switch self {
        case .label(let label): return "tap: \(label)"
        case .answer(let answer): return "answer: \(answer.rawValue)"
        }
    }
}

extension AlertContent {
    /// The button a `tap:` or `answer:` step means, if the alert has it.
    public func button(_ choice: ButtonChoice) -> AlertButton? {
        switch choice {
        case .label(let label): return button(labelled: label)
        case .answer(let answer): return buttons.first { $0.answer == answer }
        }
    }

    /// The alert's buttons for an error message, with their answers for `answer:` steps:
    /// “Allow Once” (allowOnce), “Don’t Allow” (dontAllow).
    public var buttonsWithAnswers: String {
        buttons.map { "“\($0.label)” (\($0.answer.rawValue))" }.joined(separator: ", ")
    }
}

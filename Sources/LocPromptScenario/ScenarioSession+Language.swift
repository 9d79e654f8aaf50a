import LocPromptCore

extension ScenarioSession {
    /// Why a `tap:` or `answer:` step found no button: the buttons on screen, each with the answer an `answer:`
    /// step names it by, and for a label, a hint when the device speaks another language.
    static func noSuchButton(_ choice: ButtonChoice, _ content: AlertContent) -> String {
        let onScreen = "buttons on screen: \(content.buttonsWithAnswers)"
        switch choice {
        case .label(let label):
            return "tap: there is no “\(YAMLReader.excerpt(label))” button on the \(content.kind.scenarioName) alert; \(onScreen)"
                + languageHint(label, content)
        case .answer(let answer):
            return "answer: the \(content.kind.scenarioName) alert has no \(answer.rawValue) button; \(onScreen)"
        }
    }

    /// When a `tap:` names a label that is not on screen because the device speaks another language (issue 13 §4):
    /// names the on-screen button that label means in English, so the scenario can be fixed. Empty otherwise.
    static func languageHint(_ label: String, _ content: AlertContent) -> String {
        guard let localization = content.localization else { return "" }
        let curly = String(label.map { $0 == "'" ? "’" : $0 })
        let matches = localization.pieces.filter { $0.role.hasPrefix("button") && ($0.english == label || $0.english == curly) }
        guard let piece = matches.first else {
            return "; the device language is \(localization.language.code): tap the label shown on screen, or name the button "
                + "by its answer (answer: …), which reads the same in every language"
        }
        return "; the device language is \(localization.language.code): “\(piece.english)” is shown as “\(piece.text)” "
            + "(or write answer: \(content.button(labelled: piece.text)?.answer.rawValue ?? "…"), the same in every language)"
    }
}

import LocPromptCore

extension ScenarioSession {
    /// When a `tap:` names a label that is not on screen because the device speaks another language (issue 13 §4):
    /// names the on-screen button that label means in English, so the scenario can be fixed. Empty otherwise.
    static func languageHint(_ label: String, _ content: AlertContent) -> String {
        guard let localization = content.localization else { return "" }
        let curly = String(label.map { $0 == "'" ? "’" : $0 })
        let matches = localization.pieces.filter { $0.role.hasPrefix("button") && ($0.english == label || $0.english == curly) }
        guard let piece = matches.first else {
            return "; the device language is \(localization.language.code): tap the label shown on screen"
        }
        return "; the device language is \(localization.language.code): “\(piece.english)” is shown as “\(piece.text)”"
    }
}

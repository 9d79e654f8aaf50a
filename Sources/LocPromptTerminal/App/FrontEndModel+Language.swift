import LocPromptCore

extension FrontEndModel {
    /// Sets the device language (the `L` key, `--language`): the system's alert text and the app's `.lproj`
    /// follow it; authorization and everything else stay, as on a device (issue 13 §4).
    public mutating func setLanguage(_ language: DeviceLanguage) {
        speak(language, app: app.profile(in: language))
        let table = language.localization
        let system = language.isEnglish ? "English"
            : table.map { "\($0.name) where sources give it (unsourced text stays English)" }
                ?? "English: locprompt has no sourced system strings for \(language.code)"
        note("device language: \(language.code) — system alerts in \(system); the app’s texts from its \(language.code) localization or its development region")
        noteLanguageFallback()
    }

    /// Logs which system text of the alert on screen is English because no source gives it in the device language.
    mutating func noteLanguageFallback() {
        if let note = alertContent?.localization?.fallbackNote { self.note("note: \(SafeText.neutralize(note))") }
    }
}

/// Settings' words in the device language (`SettingsText`, `SystemLocalizations.settingsTexts`): `SettingsPage` asks
/// here for every word it draws that a table can translate, so the front end gets them worded and decides nothing.
/// Looked up like the alerts' strings (`SystemLocalization.settingsLookup`): the text the sources give on the
/// device's band and version, else the only text they give on other iOS bands, carried as L; else English.
extension DeviceOS {
    /// Settings' word `english` as this device shows it.
    public func settingsWord(_ english: String) -> String {
        // English, the default, needs no table (the first frame asks for these words on every draw).
        guard !language.isEnglish else { return english }
        return settingsPiece(english).text
    }

    /// Settings' word `english` with its confidence and sources (`confidence` nil: no source, shown in English).
    public func settingsPiece(_ english: String) -> LocalizedPiece {
        func english_(_ note: String) -> LocalizedPiece {
            LocalizedPiece(role: "settings", english: english, text: english, confidence: nil, sources: [], carried: false, note: note)
        }
        guard !language.isEnglish else { return english_("") }
        guard let table = language.localization else { return english_("no sourced system strings for \(language.code)") }
        switch table.settingsLookup(english, bandID: band.id, version: version) {
        case .sourced(let string):
            return LocalizedPiece(role: "settings", english: english, text: string.text, confidence: string.confidence,
                                  sources: string.sources, carried: false, note: string.note)
        case .carried(let string):
            let listed = Set(table.settingsStrings.filter { $0.english == english && $0.text == string.text }.flatMap(\.bands))
            let where_ = OSBand.all.filter { listed.contains($0.id) }.map(\.label).joined(separator: ", ")
            return LocalizedPiece(role: "settings", english: english, text: string.text, confidence: .low, sources: string.sources,
                                  carried: true, note: "sourced for \(where_) only, assumed unchanged on \(band.label)")
        case .missing(let reason):
            return english_(reason)
        }
    }
}

extension SettingsChoice {
    /// The choice's row as Settings draws it in the device language. `label(on:)` stays the English label that
    /// scenarios, transcripts, plans and the inspector use, whatever the language.
    public func shownLabel(on os: DeviceOS) -> String { os.settingsWord(label(on: os)) }
}

extension EngineState {
    /// The English words Settings shows at `level` that a table can translate (`SettingsText`).
    func settingsWords(at level: SettingsPage.Level) -> [String] {
        guard os.platform != .macOS else { return [] }
        var words = [SettingsText.locationServices, privacyPaneEnglish]
        if isListedInSettings {
            let choices = level == .list && os.era.hasAllowOnce ? [settingsChoice].compactMap { $0 } : listedSettingsChoices
            words += choices.map { $0.label(on: os) }
            if showsPreciseLocationSetting && !(level == .list && os.era.hasAllowOnce) { words.append(SettingsText.preciseLocation) }
        }
        return words
    }

    /// What the Settings page at `level` shows in English and what it shows unverified, for the log (as an alert's
    /// `fallbackNote` and `unverified:` lines say it); nil on an English device.
    public func settingsLanguageNote(at level: SettingsPage.Level) -> String? {
        guard !os.language.isEnglish, os.platform != .macOS else { return nil }
        guard let name = os.language.localization?.name else {
            return "no sourced system strings for \(os.language.code): Settings is shown in English"
        }
        let pieces = settingsWords(at: level).map(os.settingsPiece)
        let english = pieces.filter(\.isFallback).map { "“\($0.english)”" }
        let unverified = pieces.filter { $0.confidence == .low }.map { "“\($0.text)” for “\($0.english)”: \($0.note)" }
        var parts = ["Settings in \(name) where sourced"]
        parts.append("in English, no sourced \(name) text: " + (english + ["the headers, footers and paths"]).joined(separator: ", "))
        if !unverified.isEmpty { parts.append("unverified (L): " + unverified.joined(separator: "; ")) }
        return parts.joined(separator: "; ")
    }
}

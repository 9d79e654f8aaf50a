/// One piece of an alert's system text in the device language: what the catalog says in English, what the
/// device shows, and where that comes from. A piece with no confidence is shown in English (no sourced text).
public struct LocalizedPiece: Hashable, Sendable {
    /// `title`, `message` (a system message, the widget alert's), `button 1`…, `precise on`, `precise off`.
    public let role: String
    /// The catalog's English text (the app's name filled in for a title).
    public let english: String
    /// What the device shows.
    public let text: String
    /// nil: no sourced text, `text` is the English.
    public let confidence: Confidence?
    public let sources: [String]
    /// Sourced only on other iOS versions, shown here as unverified.
    public let carried: Bool
    public let note: String

    public var isFallback: Bool { confidence == nil }
}

/// How the device language worded an alert (issue 13 §4): every system string with its confidence and sources,
/// and which ones fell back to English.
public struct AlertLocalization: Hashable, Sendable {
    public let language: DeviceLanguage
    /// The table used (`de`, `zh-Hans`), nil when the catalog has none for this language.
    public let localizationID: String?
    /// The table's language name (`German`), or the tag when there is no table.
    public let languageName: String
    public let pieces: [LocalizedPiece]

    public var fallbacks: [LocalizedPiece] { pieces.filter(\.isFallback) }

    /// Says what is shown in English and why, nil when every piece is in the device language.
    public var fallbackNote: String? {
        guard localizationID != nil else {
            return "no sourced system strings for \(language.code): the alert is shown in English"
        }
        let english = fallbacks.map { $0.role == "title" ? "the title" : $0.role == "message" ? "the message" : "“\($0.english)”" }
        guard !english.isEmpty else { return nil }
        return "no sourced \(languageName) text for \(english.joined(separator: ", ")): shown in English"
    }

    /// The Precise switch's label in the device language, nil when not sourced.
    public func preciseLabel(on: Bool) -> String? {
        pieces.first { $0.role == (on ? "precise on" : "precise off") && !$0.isFallback }?.text
    }
}

/// Words an English alert in the device language, string by string, from `SystemLocalizations`.
enum AlertLocalizer {
    /// `version`: the device's version, for texts the sources date more finely than a band (nil: the band's representative).
    static func localize(_ content: AlertContent, entry: CatalogEntry, appName: String, language: DeviceLanguage,
                         version: OSVersion? = nil) -> AlertContent {
        let table = language.localization
        let bandID = content.band.id
        var pieces: [LocalizedPiece] = []

        func piece(_ role: String, _ english: String, shown: (String) -> String) -> LocalizedPiece {
            guard let table else {
                return LocalizedPiece(role: role, english: shown(english), text: shown(english), confidence: nil, sources: [],
                                      carried: false, note: "")
            }
            switch table.lookup(english, bandID: bandID, version: version, kind: content.kind) {
            case .sourced(let string):
                return LocalizedPiece(role: role, english: shown(english), text: shown(string.text), confidence: string.confidence,
                                      sources: string.sources, carried: false, note: string.note)
            case .carried(let string):
                // Every band the table gives this text on (one text may be listed per band, with its own sources).
                let listed = Set(table.strings.filter { $0.english == string.english && $0.text == string.text
                    && $0.applies(to: content.kind) }.flatMap(\.bands))
                let where_ = OSBand.all.filter { listed.contains($0.id) }.map(\.label).joined(separator: ", ")
                return LocalizedPiece(role: role, english: shown(english), text: shown(string.text), confidence: .low,
                                      sources: string.sources, carried: true,
                                      note: "sourced for \(where_) only, assumed unchanged on \(content.band.label)")
            case .missing(let reason):
                return LocalizedPiece(role: role, english: shown(english), text: shown(english), confidence: nil, sources: [],
                                      carried: false, note: reason)
            }
        }

        var title = content.title
        if !entry.title.isEmpty {
            let translated = piece("title", entry.title) { CatalogEntry.filling($0, with: appName) }
            pieces.append(translated)
            title = translated.text
        }
        // A message the system supplies (the widget alert's, S171) is system text like the title; an app's purpose
        // string is the app's and comes from its own .lproj instead.
        var message = content.message
        if case .fixed(let english) = entry.message, content.message == english {
            let translated = piece("message", english) { $0 }
            pieces.append(translated)
            message = translated.text
        }
        var buttons: [AlertButton] = []
        for (index, button) in content.buttons.enumerated() {
            let translated = piece("button \(index + 1)", button.label) { $0 }
            pieces.append(translated)
            buttons.append(AlertButton(translated.text, button.answer))
        }
        for extra in content.extras {
            guard case .preciseSwitch(let on) = extra else { continue }
            // Both states: the person can flip the switch while the alert is up.
            for state in [on, !on] {
                pieces.append(piece(state ? "precise on" : "precise off", AlertExtra.preciseSwitch(on: state).text) { $0 })
            }
        }

        let sourced = pieces.compactMap(\.confidence)
        let confidence = ([content.confidence] + sourced).min()!
        let name = table?.name ?? language.code
        let unverified = pieces.filter { $0.confidence == .low }.map { piece in
            "\(name) “\(piece.text)” for “\(piece.english)”" + (piece.note.isEmpty ? "" : ": \(piece.note)")
        }
        var localized = AlertContent(kind: content.kind, band: content.band, title: title, message: message, buttons: buttons,
                                     layout: content.layout, extras: content.extras, confidence: confidence,
                                     sources: content.sources, messageSource: content.messageSource,
                                     caveats: content.caveats + unverified, note: content.note)
        localized.localization = AlertLocalization(language: language, localizationID: table?.id, languageName: name, pieces: pieces)
        // The title's other wordings (the reminder's “once” form) where the table gives them on this band; the
        // others are English text and are left out.
        localized.titleVariants = entry.titleVariants.compactMap { template in
            guard let table, case .sourced(let string) = table.lookup(template, bandID: bandID, version: version, kind: content.kind) else { return nil }
            return CatalogEntry.filling(string.text, with: appName)
        }
        return localized
    }
}

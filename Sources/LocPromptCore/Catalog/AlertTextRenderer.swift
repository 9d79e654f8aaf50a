/// Draws an alert as plain UTF-8 text (box-drawing characters, no escape codes) so designers can paste it
/// and tests can compare it. Layout follows the real alert: title, message, the map / Precise switch where
/// the alert has one, then the buttons side by side (two-button horizontal alerts) or stacked.
/// App text (title, message) is drawn through `SafeText`; widths are measured with `DisplayWidth`.
public enum AlertTextRenderer {
    /// Columns inside the frame by default, about a phone alert's proportions.
    public static let defaultWidth = 44
    /// The narrowest box that still holds the side-by-side buttons and the map box.
    public static let minimumWidth = 24
    public static let maximumWidth = 200

    /// The alert in a frame `width` + 2 columns wide, then its provenance lines (confidence, sources and one
    /// `unverified: …` line per caveat), wrapped to the same width. Ends with a newline.
    /// `os` names the exact version in the provenance line (default: the band's label).
    public static func render(_ content: AlertContent, width: Int = defaultWidth, os: DeviceOS? = nil) -> String {
        let inner = min(max(width, minimumWidth), maximumWidth)
        return (box(content, inner: inner) + footer(content, columns: inner + 2, os: os))
            .joined(separator: "\n") + "\n"
    }

    /// Just the framed alert, one string per line; every line is `width` + 2 columns wide.
    public static func box(_ content: AlertContent, inner: Int) -> [String] {
        let textWidth = inner - 4
        var lines: [String] = []
        let tag = content.unverified ? "─ unverified " : ""
        lines.append("╭" + tag + String(repeating: "─", count: inner - DisplayWidth.of(tag)) + "╮")
        lines.append(row("", inner))

        let title = SafeText.neutralize(content.title)
        if !title.isEmpty {
            for line in DisplayWidth.wrap(title, columns: textWidth) { lines.append(row(centered(line, textWidth), inner)) }
            lines.append(row("", inner))
        }
        let message = SafeText.neutralize(content.message, keepNewlines: true)
        if !message.isEmpty {
            for line in DisplayWidth.wrap(message, columns: textWidth) { lines.append(row(centered(line, textWidth), inner)) }
            lines.append(row("", inner))
        }
        if !content.extras.isEmpty {
            lines += mapBox(content.extras, outer: textWidth, text: content.text(of:)).map { row($0, inner) }
            lines.append(row("", inner))
        }
        lines += buttons(content, inner: inner)
        return lines
    }

    /// `│  text  │` padded to the frame.
    private static func row(_ text: String, _ inner: Int) -> String {
        "│  " + pad(text, inner - 4) + "  │"
    }

    private static func pad(_ text: String, _ columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - DisplayWidth.of(text)))
    }

    private static func centered(_ text: String, _ columns: Int) -> String {
        let free = max(0, columns - DisplayWidth.of(text))
        return String(repeating: " ", count: free / 2) + text + String(repeating: " ", count: free - free / 2)
    }

    /// The map preview as a small inner frame: the Precise switch top left (as on iOS 14 [S32]), the map label centred.
    private static func mapBox(_ extras: [AlertExtra], outer: Int, text: (AlertExtra) -> String) -> [String] {
        let inner = outer - 2
        var content: [String] = []
        for extra in extras {
            if case .preciseSwitch = extra { content += DisplayWidth.wrap(text(extra), columns: inner - 1).map { " " + $0 } }
        }
        for extra in extras {
            switch extra {
            case .preciseSwitch: continue
            case .map, .locationsMap: content += DisplayWidth.wrap(text(extra), columns: inner).map { centered($0, inner) }
            }
        }
        let rule = String(repeating: "─", count: inner)
        return ["┌" + rule + "┐"] + content.map { "│" + pad($0, inner) + "│" } + ["└" + rule + "┘"]
    }

    /// Button labels as drawn; plain text has no bold, so the preferred (bold) button is marked `*Label*`.
    static func drawnLabels(_ content: AlertContent) -> [String] {
        content.buttons.map { SafeText.neutralize($0.answer == content.preferred ? "*\($0.label)*" : $0.label) }
    }

    private static func buttons(_ content: AlertContent, inner: Int) -> [String] {
        let labels = drawnLabels(content)
        if content.layout == .sideBySide && labels.count == 2 {
            let left = (inner - 1) / 2, right = inner - 1 - left
            let l = DisplayWidth.wrap(labels[0], columns: left - 2), r = DisplayWidth.wrap(labels[1], columns: right - 2)
            var lines = ["├" + String(repeating: "─", count: left) + "┬" + String(repeating: "─", count: right) + "┤"]
            for i in 0..<max(l.count, r.count) {
                lines.append("│" + centered(i < l.count ? l[i] : "", left) + "│" + centered(i < r.count ? r[i] : "", right) + "│")
            }
            lines.append("╰" + String(repeating: "─", count: left) + "┴" + String(repeating: "─", count: right) + "╯")
            return lines
        }
        var lines: [String] = []
        for label in labels {
            lines.append("├" + String(repeating: "─", count: inner) + "┤")
            for line in DisplayWidth.wrap(label, columns: inner - 4) { lines.append("│" + centered(line, inner) + "│") }
        }
        lines.append("╰" + String(repeating: "─", count: inner) + "╯")
        return lines
    }

    /// Provenance under the box: where the alert comes from and what is not confirmed.
    private static func footer(_ content: AlertContent, columns: Int, os: DeviceOS?) -> [String] {
        let place = os.map { "\($0.platform.displayName) \($0.version)" } ?? content.band.label
        let confidence = "confidence \(content.confidence.rawValue)" + (content.unverified ? " (unverified)" : "")
        let sources = "sources: " + (content.sources.isEmpty ? "none" : content.sources.joined(separator: " "))
        var lines = hanging("\(place) · \(content.kind.rawValue) · \(confidence)", columns) + hanging(sources, columns)
        if let preferred = content.preferredLabel { lines += hanging("preferred (bold): \(preferred)", columns) }
        // Only an L alert is unverified; an M alert's open points are "not confirmed" (confidence model: Evidence).
        let prefix = content.unverified ? "unverified: " : "not confirmed: "
        for caveat in content.caveats { lines += hanging(prefix + caveat, columns) }
        if content.unverified && content.caveats.isEmpty {
            lines += hanging("unverified: the reference rates this alert \(content.confidence.rawValue)", columns)
        }
        for variant in content.titleVariants { lines += hanging("variant: " + variant, columns) }
        if let localization = content.localization { lines += languageLines(localization, columns: columns) }
        return lines
    }

    /// The device language's lines: each system string with its confidence and sources, then what is English.
    private static func languageLines(_ localization: AlertLocalization, columns: Int) -> [String] {
        let table = localization.localizationID == nil ? "no table" : localization.languageName
        var lines = hanging("device language: \(localization.language.code) (\(table))", columns)
        for piece in localization.pieces where !piece.isFallback {
            let text = piece.text, english = piece.english
            let mark = piece.confidence!.rawValue + (piece.confidence == .low ? " unverified" : "")
            lines += hanging("· \(piece.role): “\(text)” for “\(english)” · \(mark) · \(piece.sources.joined(separator: " "))", columns)
        }
        if let note = localization.fallbackNote { lines += hanging("note: " + note, columns) }
        return lines
    }

    /// Wraps with a two-column hanging indent. Every footer line goes through here, and many quote the app's own
    /// text (its name inside a translated title, a caveat, a variant), so the line is neutralized here, once, for
    /// all of them: a caveat quoting an app name with an escape sequence reached the terminal raw (audit 26a D2).
    private static func hanging(_ unsafeText: String, _ columns: Int) -> [String] {
        let text = SafeText.neutralize(unsafeText)
        let first = DisplayWidth.wrap(text, columns: columns)
        guard first.count > 1 else { return first }
        let rest = DisplayWidth.wrap(first.dropFirst().joined(separator: " "), columns: columns - 2).map { "  " + $0 }
        return [first[0]] + rest
    }
}

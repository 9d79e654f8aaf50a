/// An alert as JSON data for other tools (`locprompt render --format json`): keys in a fixed order, text
/// exactly as the alert has it, with every character a terminal could interpret (C0/C1 controls, DEL,
/// bidi and zero-width controls) escaped as `\uXXXX`, so printing the JSON is safe.
public enum AlertJSON {
    /// One alert as a JSON object (pretty-printed, two-space indent, no trailing newline).
    public static func object(_ content: AlertContent, os: DeviceOS? = nil, indent: Int = 0) -> String {
        let fields: [(String, String)] = [
            ("formatVersion", String(JSONOutput.formatVersion)),
            ("platform", string(content.band.platform.rawValue)),
            ("os", os.map { string($0.version.description) } ?? "null"),
            ("band", string(content.band.id)),
            ("kind", string(content.kind.scenarioName)),
            ("title", string(content.title)),
            ("message", string(content.message)),
            ("messageSource", string(content.messageSource.description)),
            ("buttons", array(content.buttons.map { string($0.label) })),
            ("answers", array(content.buttons.map { string($0.answer.rawValue) })),
            ("preferred", content.preferredLabel.map(string) ?? "null"),
            ("layout", string(content.layout.rawValue)),
            ("extras", array(content.extras.map { string(content.text(of: $0)) })),
            ("confidence", string(content.confidence.rawValue)),
            ("unverified", content.unverified ? "true" : "false"),
            ("caveats", array(content.caveats.map(string))),
            ("sources", array(content.sources.map(string))),
            ("evidence", array(content.evidence.map(evidence))),
            ("titleVariants", array(content.titleVariants.map(string))),
            ("note", string(content.note)),
        ] + (content.localization.map { [("language", language($0, indent: indent + 2))] } ?? [])
        let pad = String(repeating: " ", count: indent)
        let body = fields.map { "\(pad)  \(string($0.0)): \($0.1)" }.joined(separator: ",\n")
        return "{\n" + body + "\n\(pad)}"
    }

    /// The device language (issue 13 §4): every system string with its confidence and sources; `confidence`
    /// null and `fallback` true where no sourced text exists and the English is shown.
    private static func language(_ localization: AlertLocalization, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let strings = localization.pieces.map { piece in
            "{" + [("role", string(piece.role)), ("english", string(piece.english)), ("text", string(piece.text)),
                   ("confidence", piece.confidence.map { string($0.rawValue) } ?? "null"),
                   ("unverified", piece.confidence == .low ? "true" : "false"),
                   ("sources", array(piece.sources.map(string))), ("carried", piece.carried ? "true" : "false"),
                   ("fallback", piece.isFallback ? "true" : "false"), ("note", string(piece.note))]
                .map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        let fields: [(String, String)] = [
            ("device", string(localization.language.code)),
            ("table", localization.localizationID.map(string) ?? "null"),
            ("name", string(localization.languageName)),
            ("strings", strings.isEmpty ? "[]" : "[\n" + strings.map { pad + "    " + $0 }.joined(separator: ",\n") + "\n\(pad)  ]"),
            ("fallbackNote", localization.fallbackNote.map(string) ?? "null"),
        ]
        return "{\n" + fields.map { "\(pad)  \(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(pad)}"
    }

    /// Several alerts as a JSON array.
    public static func array(_ contents: [(AlertContent, DeviceOS?)]) -> String {
        if contents.isEmpty { return "[]" }
        return "[\n" + contents.map { "  " + object($0.0, os: $0.1, indent: 2) }.joined(separator: ",\n") + "\n]"
    }

    /// One graded part: `{"part": "title", "confidence": "H", "sources": ["S20"], "disputed": false, "note": "…"}`.
    private static func evidence(_ item: Evidence) -> String {
        "{\"part\": \(string(item.part.rawValue)), \"confidence\": \(string(item.confidence.rawValue)), "
            + "\"sources\": \(array(item.sources.map(string))), \"disputed\": \(item.disputed), \"note\": \(string(item.note))}"
    }

    private static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    /// A JSON string literal.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00...0x1F:
                out += "\\u" + JSONOutput.hex4(scalar.value)
            case _ where JSONOutput.escapesBeyondASCII(scalar):
                // The one list of invisible and bidi characters (audit 26a D4: this list had missed U+061C);
                // a scalar outside the BMP as its surrogate pair.
                for unit in String(scalar).utf16 { out += "\\u" + JSONOutput.hex4(UInt32(unit)) }
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

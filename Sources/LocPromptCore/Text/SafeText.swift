/// Untrusted text (purpose strings, app names, scenario text) made safe for a terminal: control
/// characters, escape sequences, bidi overrides and other invisible formatting become visible,
/// harmless characters. Every output path (screen, `render`, reports, recordings) draws through this.
public enum SafeText {
    /// Returns `text` with every C0/C1 control character (except newline and tab when allowed) replaced by
    /// its visible Control Pictures symbol (U+2400 block) or `�`, and bidi/format controls shown as `�`.
    /// Invalid UTF-8 never reaches here as bytes: Swift `String` already decoded it to U+FFFD.
    public static func neutralize(_ text: String, keepNewlines: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x0A where keepNewlines:
                out.append(scalar)
            case 0x09:
                out.append(" ")
            case 0x00...0x1F:
                // ␀…␟: visible pictures of the control characters (ESC → ␛).
                out.append(Unicode.Scalar(0x2400 + v)!)
            case 0x7F:
                out.append(Unicode.Scalar(0x2421)!) // ␡
            case 0x80...0x9F:
                out.append(Unicode.Scalar(0xFFFD)!)
            case 0x061C, 0x200B...0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB:
                // Zero-width and bidi controls (ALM, LRM/RLM, LRE/RLE/PDF/LRO/RLO, isolates) could reorder or
                // hide text; the line and paragraph separators break lines in some terminals and viewers.
                out.append(Unicode.Scalar(0xFFFD)!)
            case 0xE0000...0xE007F:
                out.append(Unicode.Scalar(0xFFFD)!)
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// True when `text` contains nothing a terminal would interpret (what `neutralize` removes).
    public static func isInert(_ text: String, allowNewlines: Bool = false) -> Bool {
        neutralize(text, keepNewlines: allowNewlines) == text
    }
}

/// Untrusted text (purpose strings, app names, scenario text) made safe for a terminal: control
/// characters, escape sequences, bidi overrides and other invisible formatting become visible,
/// harmless characters. Every output path (screen, `render`, reports, recordings) draws through this.
public enum SafeText {
    /// Returns `text` with every C0/C1 control character (except newline and tab when allowed) replaced by
    /// its visible Control Pictures symbol (U+2400 block) or `�`, and bidi/format controls shown as `�` (a
    /// zero-width joiner inside an emoji sequence excepted).
    /// Invalid UTF-8 never reaches here as bytes: Swift `String` already decoded it to U+FFFD.
    public static func neutralize(_ text: String, keepNewlines: Bool = false) -> String {
        // Almost every string drawn is already inert: return it as it is, without building a copy (every frame
        // passes every visible string through here, so this is most of a recording's text work).
        if isPrintableASCII(text, allowNewlines: keepNewlines) { return text }
        // Box drawing, curly quotes and other letters: nothing `replacement` changes, found from the UTF-8 bytes
        // without decoding scalars (a recording neutralizes every visible string of every frame: issue 15).
        if !mayNeedReplacement(text.utf8, keepNewlines: keepNewlines) { return text }
        let scalars = text.unicodeScalars
        if !scalars.indices.contains(where: { replacement(at: $0, in: scalars, keepNewlines: keepNewlines) != nil }) { return text }
        var out = String.UnicodeScalarView()
        for index in scalars.indices {
            out.append(replacement(at: index, in: scalars, keepNewlines: keepNewlines) ?? scalars[index])
        }
        return String(out)
    }

    /// `replacement(for:keepNewlines:)` in context: a zero-width joiner between two emoji (👩‍👩‍👧, 🏳️‍🌈) is part
    /// of one emoji sequence, drawn as one two-column character, so it stays; anywhere else it is shown as `�`.
    static func replacement(at index: String.UnicodeScalarView.Index, in scalars: String.UnicodeScalarView,
                            keepNewlines: Bool) -> Unicode.Scalar? {
        let scalar = scalars[index]
        if scalar.value == 0x200D && joinsEmoji(at: index, in: scalars) { return nil }
        return replacement(for: scalar, keepNewlines: keepNewlines)
    }

    /// The scalar before (past a variation selector U+FE0F or a skin tone) and the one after are emoji.
    static func joinsEmoji(at index: String.UnicodeScalarView.Index, in scalars: String.UnicodeScalarView) -> Bool {
        let after = scalars.index(after: index)
        guard index > scalars.startIndex, after < scalars.endIndex, isEmoji(scalars[after]) else { return false }
        var before = scalars.index(before: index)
        while scalars[before].value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(scalars[before].value) {
            guard before > scalars.startIndex else { return false }
            before = scalars.index(before: before)
        }
        return isEmoji(scalars[before])
    }

    /// An emoji that can be joined: not the ASCII digits, `#` and `*` (which are "emoji" only with a keycap).
    static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xA9 && scalar.properties.isEmoji
    }

    /// What `neutralize` draws instead of `scalar`, or nil when the scalar is safe as it is.
    static func replacement(for scalar: Unicode.Scalar, keepNewlines: Bool) -> Unicode.Scalar? {
        let v = scalar.value
        switch v {
        case 0x0A where keepNewlines:
            return nil
        case 0x09:
            return " "
        case 0x00...0x1F:
            // ␀…␟: visible pictures of the control characters (ESC → ␛).
            return Unicode.Scalar(0x2400 + v)!
        case 0x7F:
            return Unicode.Scalar(0x2421)! // ␡
        case 0x80...0x9F:
            return Unicode.Scalar(0xFFFD)!
        case 0x061C, 0x200B...0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB:
            // Zero-width and bidi controls (ALM, LRM/RLM, LRE/RLE/PDF/LRO/RLO, isolates) could reorder or
            // hide text; the line and paragraph separators break lines in some terminals and viewers.
            return Unicode.Scalar(0xFFFD)!
        case 0xE0000...0xE007F:
            return Unicode.Scalar(0xFFFD)!
        case 0xFFFE, 0xFFFF:
            // Noncharacters: never text; terminals draw them in their own ways, and the XML outputs already
            // replace them (audit 26a O1: they reached the text outputs raw).
            return Unicode.Scalar(0xFFFD)!
        default:
            return nil
        }
    }

    /// False when no scalar of `utf8` is one `replacement(for:)` changes; true when one may be (then the scalar
    /// path decides, with the emoji joiner's context). Reads the UTF-8 encodings of the replaced ranges: C0 and
    /// DEL, C1 (C2 80–9F), U+061C (D8 9C), U+200B–U+200F and U+2028–U+202E (E2 80 8B–8F, A8–AE), U+2060–U+2069
    /// (E2 81 A0–A9), U+FEFF (EF BB BF), U+FFF9–U+FFFB (EF BF B9–BB), U+FFFE–U+FFFF (EF BF BE–BF) and the tags U+E0000–U+E007F (F3 A0 80–81).
    static func mayNeedReplacement(_ utf8: String.UTF8View, keepNewlines: Bool) -> Bool {
        var iterator = utf8.makeIterator()
        // The two bytes before the current one (0 when there are none).
        var first: UInt8 = 0, second: UInt8 = 0
        while let byte = iterator.next() {
            if byte < 0x20 && !(keepNewlines && byte == 0x0A) { return true }
            if byte == 0x7F { return true }
            switch (first, second, byte) {
            case (_, 0xC2, 0x80...0x9F), (_, 0xD8, 0x9C),
                 (0xE2, 0x80, 0x8B...0x8F), (0xE2, 0x80, 0xA8...0xAE), (0xE2, 0x81, 0xA0...0xA9),
                 (0xEF, 0xBB, 0xBF), (0xEF, 0xBF, 0xB9...0xBB), (0xEF, 0xBF, 0xBE...0xBF), (0xF3, 0xA0, 0x80...0x81):
                return true
            default:
                break
            }
            first = second
            second = byte
        }
        return false
    }

    /// True when every byte of `text` is printable ASCII (space to `~`), or a newline where those are kept.
    static func isPrintableASCII(_ text: String, allowNewlines: Bool) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || (allowNewlines && $0 == 0x0A) }
    }

    /// Untrusted text quoted in a one-line message: at most 60 characters, the rest as `…` (a 3 MB value is not
    /// echoed whole; the position in the message says where it is).
    public static func excerpt(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    /// True when `text` contains nothing a terminal would interpret (what `neutralize` removes).
    public static func isInert(_ text: String, allowNewlines: Bool = false) -> Bool {
        neutralize(text, keepNewlines: allowNewlines) == text
    }
}

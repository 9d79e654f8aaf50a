import LocPromptCore

/// An *estimated* glyph-width model of San Francisco / Helvetica-like system text, in ems: the renderer cannot
/// measure the font a viewer will use (the picture names a font stack, not a font file), so it wraps with average
/// advances by character class. Lines break where the device would break them for typical Latin text; narrow
/// or wide runs may break one word earlier or later than on a device. CJK and emoji are one em (DisplayWidth 2).
enum GlyphWidths {
    /// The advance of one character in ems.
    static func em(_ character: Character, bold: Bool) -> Double {
        let columns = DisplayWidth.of(character)
        if columns == 0 { return 0 }
        if columns == 2 { return 1.0 }
        let base: Double
        switch character {
        case " ": base = 0.27
        case "i", "j", "l", ".", ",", ":", ";", "'", "’", "‘", "|", "!", "·": base = 0.26
        case "f", "r", "t", "I", "(", ")", "[", "]", "\"", "“", "”", "-", "/", "?": base = 0.37
        case "m", "w": base = 0.84
        case "M", "W", "@", "%": base = 0.92
        case "…", "—": base = 1.0
        default:
            if character.isNumber { base = 0.6 }
            else if character.isUppercase { base = 0.68 }
            else if character.isLetter { base = 0.55 }
            else { base = 0.6 }
        }
        return bold ? base * 1.05 : base
    }

    /// Width of `text` in points at `size`.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        text.reduce(0) { $0 + em($1, bold: bold) } * size
    }

    /// `text` broken into lines no wider than `width` points, by the project's one wrapping routine
    /// (`DisplayWidth.wrap`) measuring in hundredths of a point.
    static func lines(_ text: String, size: Double, bold: Bool = false, width: Double) -> [String] {
        DisplayWidth.wrap(text, columns: Int(width * 100), measure: { Int((em($0, bold: bold) * size * 100).rounded()) })
    }
}

/// Where a line may break inside a run with no spaces: Chinese and Japanese text has none between words, and may
/// break between any two ideographs or kana (UAX #14 “Unicode Line Breaking Algorithm”, class ID, rule LB31),
/// except before closing punctuation, small kana, the prolonged sound mark and iteration marks (classes CL, EX,
/// IS, NS, CJ: LB13, LB16, LB21) and after opening punctuation (OP: LB14). A closing quote may break before an
/// ideograph (LB19a, Unicode 15.1: quotation marks break next to East Asian text), so `“Where Am I?”に位置情報の…`
/// breaks after the app's name rather than at the only space, inside it (audit 24e D3).
///
/// Korean (Hangul) is left out: it puts spaces between words, and UIKit's line-break strategy for UI labels
/// (`NSParagraphStyle.LineBreakStrategy.standard`, all strategies) includes `.hangulWordPriority`, which “prohibits
/// breaking between Hangul characters” (Apple's documentation of it), so a Hangul word stays whole as a Latin one does.
/// This is the subset of UAX #14 the alert, Settings and picture texts need, not the whole algorithm: a pair of
/// two non-East-Asian characters never breaks here (Latin words still break only at spaces, and a word too long
/// for a line is cut by `DisplayWidth.breakingEnd`).
public enum EastAsianBreaks {
    /// Whether a line may break between `before` and `after`, two neighbouring characters of a run with no spaces.
    public static func mayBreak(between before: Character, and after: Character) -> Bool {
        guard let a = before.unicodeScalars.first?.value, let b = after.unicodeScalars.first?.value else { return false }
        return mayBreak(between: a, and: b)
    }

    /// The same for the first scalars of the two characters.
    static func mayBreak(between a: UInt32, and b: UInt32) -> Bool {
        (isIdeographic(a) || isIdeographic(b)) && !noBreakAfter(a) && !noBreakBefore(b)
    }

    /// Whether `word` holds a code point from U+2E80 on, where every East Asian character is; Latin, the curly
    /// quotes and arrows are below it, so most words are ruled out by one pass over their scalars, with no
    /// grapheme breaking.
    static func mayContainIdeographs(_ word: Substring) -> Bool {
        word.unicodeScalars.contains { $0.value >= 0x2E80 }
    }

    /// Ideographs, kana, CJK symbols and punctuation, fullwidth forms (UAX #14 classes ID, CJ and the East Asian
    /// CL, OP, NS of the ranges below). Hangul (U+1100–U+11FF, U+3130–U+318F, U+AC00–U+D7AF) is not among them.
    static func isIdeographic(_ v: UInt32) -> Bool {
        switch v {
        case 0x2E80...0x2FFF,   // CJK radicals, Kangxi radicals, ideographic description characters
             0x3000...0x312F,   // CJK symbols and punctuation, hiragana, katakana, bopomofo
             0x3190...0x31FF,   // kanbun, bopomofo extended, CJK strokes, katakana phonetic extensions
             0x3200...0x4DBF,   // enclosed CJK, CJK compatibility, CJK extension A
             0x4E00...0x9FFF,   // CJK unified ideographs
             0xA000...0xA4CF,   // Yi
             0xF900...0xFAFF,   // CJK compatibility ideographs
             0xFE30...0xFE4F,   // CJK compatibility forms (vertical punctuation)
             0xFF00...0xFFEF,   // fullwidth and halfwidth forms
             0x20000...0x3FFFD: // CJK extensions B onwards
            return true
        default:
            return false
        }
    }

    /// Characters a line may not begin with: closing punctuation and marks (CL, CP, EX, IS, NS, IN) and small kana
    /// and the prolonged sound mark (CJ, which the normal line-breaking style keeps off a line's start in Japanese).
    static func noBreakBefore(_ v: UInt32) -> Bool {
        switch v {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,  // ! ) , . : ; ? ] }
             0x2019, 0x201D, 0xBB, 0x203A,                          // ’ ” » ›
             0x2025, 0x2026,                                        // ‥ …
             0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0x301C, 0x301E, 0x301F, 0x303B, 0x303C,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x309B...0x309E,
             0x30A0, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x30FB...0x30FE,
             0x31F0...0x31FF,
             0xFE50...0xFE57,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60,
             0xFF61, 0xFF63, 0xFF64, 0xFF65, 0xFF67...0xFF70, 0xFF9E, 0xFF9F:
            return true
        default:
            return false
        }
    }

    /// Characters a line may not end with: opening punctuation (OP) and opening quotes.
    static func noBreakAfter(_ v: UInt32) -> Bool {
        switch v {
        case 0x28, 0x5B, 0x7B,                                       // ( [ {
             0x2018, 0x201C, 0xAB, 0x2039,                           // ‘ “ « ‹
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
             0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return true
        default:
            return false
        }
    }

    /// `word` (a run with no spaces) cut where a line may break inside it, in order, each part with its width by
    /// `measure`; nil when it holds no East Asian character (the wrapper then takes it whole, as a Latin word).
    /// One pass over its characters, each measured once (linear); the parts share the word's storage.
    static func measuredParts(_ word: Substring, measure: (Character) -> Int) -> [(part: Substring, width: Int)]? {
        guard mayContainIdeographs(word) else { return nil }
        // Where every code point is a grapheme of its own (Chinese and Japanese text is), walk the scalars: walking
        // the Characters does grapheme breaking, most of the time of a long Japanese text (issue 15).
        if word.unicodeScalars.allSatisfy({ DisplayWidth.isAloneInItsGrapheme($0.value) }) {
            return measuredScalarParts(word, measure: measure)
        }
        return measuredCharacterParts(word, measure: measure)
    }

    /// `measuredParts` character by character: any text (the reference the scalar walk is tested against).
    static func measuredCharacterParts(_ word: Substring, measure: (Character) -> Int) -> [(part: Substring, width: Int)] {
        var parts: [(part: Substring, width: Int)] = []
        var start = word.startIndex
        var boundary = word.startIndex
        var width = 0
        var previous: UInt32? = nil
        for character in word {
            let value = character.unicodeScalars.first!.value
            if let previous, mayBreak(between: previous, and: value) {
                parts.append((word[start..<boundary], width))
                start = boundary
                width = 0
            }
            width += measure(character)
            previous = value
            boundary = word.utf8.index(boundary, offsetBy: character.utf8.count)
        }
        parts.append((word[start..<word.endIndex], width))
        return parts
    }

    /// `measuredParts` of a word whose every code point is a grapheme of its own: the same parts, by scalar.
    static func measuredScalarParts(_ word: Substring, measure: (Character) -> Int) -> [(part: Substring, width: Int)] {
        var parts: [(part: Substring, width: Int)] = []
        // Chinese and Japanese may break at nearly every character (three UTF-8 bytes each): one allocation, not
        // the doubling and copying of a growing array (a fifth of a 200,000-character Japanese text's time).
        parts.reserveCapacity(word.utf8.count / 3 + 1)
        let scalars = word.unicodeScalars
        var start = scalars.startIndex
        var width = 0
        var previous: UInt32? = nil
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if let previous, mayBreak(between: previous, and: scalar.value) {
                parts.append((word[start..<index], width))
                start = index
                width = 0
            }
            width += measure(Character(scalar))
            previous = scalar.value
            scalars.formIndex(after: &index)
        }
        parts.append((word[start..<word.endIndex], width))
        return parts
    }
}

import Foundation
import LocPromptCore

/// The characters a canvas may send to the terminal.
public enum GlyphSet: Sendable, Equatable {
    /// UTF-8: box drawing, curly quotes, symbols, every script.
    case unicode
    /// ASCII only, for a terminal whose locale is not UTF-8 (`LANG=C`): anything else would arrive as mojibake.
    case ascii
}

/// Drawing without UTF-8 (issue 14 "No UTF-8 locale"): every character becomes ASCII of the same width, so the
/// layout computed for the real characters stays aligned. Frames become `+ - |`, pointers `>`, switches
/// `*`/`o`, checks `+`/`x`, curly quotes straight, accented letters their base letter, and anything else `?`
/// (two for a wide character).
public enum AsciiFallback {
    /// The one-line notice shown once (in the log) when the fallback is in use.
    public static let notice = "No UTF-8 locale: drawing with ASCII only; a UTF-8 locale (LANG=C.UTF-8) gives the full look."

    /// `text` (already neutralized or not) as ASCII, column for column.
    public static func transliterate(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                out.append(character)
                continue
            }
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            let replacement = ascii(for: character)
            out += replacement.count == width ? replacement : String(repeating: replacement.first ?? "?", count: width)
        }
        return out
    }

    /// One character's ASCII stand-in (one character, or `?`).
    static func ascii(for character: Character) -> String {
        guard let scalar = character.unicodeScalars.first else { return "?" }
        let v = scalar.value
        if let mapped = symbols[v] { return String(mapped) }
        switch v {
        case 0x2500...0x257F: return boxDrawing(v)
        case 0x2580...0x259F: return "#"  // block elements (the signal bars)
        case 0x2400...0x2421: return "?"  // control pictures: what SafeText made of a control character
        default: break
        }
        // A Latin letter with accents: its base letter (é → e, Å → A, ñ → n).
        let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first
        if let base, base.isASCII, base.properties.isAlphabetic { return String(Character(base)) }
        return "?"
    }

    /// Box drawing: the horizontal lines `-`, the vertical ones `|`, corners and joints `+`.
    static func boxDrawing(_ v: UInt32) -> String {
        switch v {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A,
             0x257C, 0x257E:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B,
             0x257D, 0x257F:
            return "|"
        default:
            return "+"
        }
    }

    static let symbols: [UInt32: Character] = [
        // Quotes, dashes, spaces, dots.
        0x2018: "'", 0x2019: "'", 0x201A: "'", 0x201B: "'", 0x201C: "\"", 0x201D: "\"", 0x201E: "\"", 0x201F: "\"",
        0x00AB: "<", 0x00BB: ">", 0x2039: "<", 0x203A: ">", 0x2013: "-", 0x2014: "-", 0x2212: "-", 0x2010: "-",
        0x2011: "-", 0x00A0: " ", 0x2007: " ", 0x2009: " ", 0x202F: " ", 0x2026: ".", 0x00B7: ".", 0x2022: "*",
        0x00D7: "x", 0x00A7: "S", 0x00B0: "o", 0x00A9: "C", 0x00AE: "R", 0x2122: "T",
        // Pointers and arrows.
        0x2192: ">", 0x27A4: ">", 0x27A2: ">", 0x25B8: ">", 0x25B6: ">", 0x25BA: ">", 0x276F: ">", 0x21D2: ">",
        0x2190: "<", 0x25C2: "<", 0x25C0: "<", 0x25C4: "<", 0x276E: "<", 0x21D0: "<",
        0x2191: "^", 0x25B2: "^", 0x21E7: "^", 0x25B4: "^", 0x2193: "v", 0x25BC: "v", 0x21E9: "v", 0x25BE: "v",
        // Switches, checks, bullets.
        0x25CF: "*", 0x2B24: "*", 0x25C9: "*", 0x25CB: "o", 0x25EF: "o", 0x25E6: "o",
        0x2713: "+", 0x2714: "+", 0x2611: "+", 0x2717: "x", 0x2718: "x", 0x2612: "x",
        // Letters that do not decompose.
        0x00DF: "s", 0x00F8: "o", 0x00D8: "O", 0x00E6: "a", 0x00C6: "A", 0x0153: "o", 0x0152: "O", 0x0131: "i",
        0x0142: "l", 0x0141: "L", 0x00F0: "d", 0x00D0: "D", 0x00FE: "p", 0x00DE: "P", 0x0111: "d", 0x0110: "D",
        // The replacement character (what invalid bytes and neutralized controls became).
        0xFFFD: "?",
    ]
}

/// A canvas that draws through another with ASCII only (`GlyphSet.ascii`): the in-memory twin of what the
/// ncurses canvas does under a non-UTF-8 locale, for tests and headless dumps.
public final class AsciiFallbackCanvas: Canvas {
    public let base: Canvas
    public init(_ base: Canvas) { self.base = base }
    public var size: Size { base.size }
    public func clear() { base.clear() }
    @discardableResult
    public func put(_ text: String, row: Int, col: Int, style: Style) -> Int {
        base.put(AsciiFallback.transliterate(SafeText.neutralize(text)), row: row, col: col, style: style)
    }
}

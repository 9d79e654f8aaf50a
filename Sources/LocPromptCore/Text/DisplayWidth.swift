/// Terminal column widths of text, without the C library's locale-dependent `wcwidth`:
/// East Asian wide and emoji characters take two columns, combining marks none.
public enum DisplayWidth {
    /// Columns one Unicode scalar takes.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if isZeroWidth(v) { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    /// Columns a grapheme cluster takes (the widest scalar of the cluster; emoji presentation makes it 2).
    public static func of(_ character: Character) -> Int {
        var width = 0
        var emojiPresentation = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { emojiPresentation = true }
            width = max(width, of(scalar))
        }
        if emojiPresentation && width == 1 { width = 2 }
        return width
    }

    /// Columns a string takes.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Cuts `text` to at most `columns` columns, never splitting a wide character.
    public static func prefix(_ text: String, columns: Int) -> String {
        var used = 0
        var out = ""
        for character in text {
            let w = of(character)
            if used + w > columns { break }
            used += w
            out.append(character)
        }
        return out
    }

    /// Word-wraps `text` to lines of at most `columns` columns; breaks inside words only when a word is too
    /// long; explicit newlines are kept. Never returns a line wider than `columns` (for `columns` ≥ 2).
    /// With `maxLines`, stops once it has that many lines (a view that shows only the first rows need not lay
    /// out the rest). The one wrapping routine of every screen, `render` and the recordings: linear in the
    /// text's length (each character is measured once, a long word is cut by index, not re-copied per line).
    public static func wrap(_ text: String, columns: Int, maxLines: Int? = nil) -> [String] {
        let width = max(columns, 2)
        let limit = maxLines ?? Int.max
        var lines: [String] = []
        guard limit > 0 else { return lines }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let wordWidth = of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " "
                    line += word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    if lines.count >= limit { return lines }
                    line = ""
                    lineWidth = 0
                }
                if wordWidth <= width {
                    line = String(word)
                    lineWidth = wordWidth
                    continue
                }
                // A word wider than a line: measured once, then cut into lines by index (each line is one copy of
                // the word's bytes between two character boundaries).
                var bounds: [String.Index] = []
                var widths: [Int] = []
                var breaks: [Bool] = []
                var boundary = word.startIndex
                for character in word {
                    bounds.append(boundary)
                    widths.append(of(character))
                    breaks.append(isBreak(character))
                    boundary = word.utf8.index(boundary, offsetBy: character.utf8.count)
                }
                bounds.append(word.endIndex)
                var start = 0
                var rest = wordWidth
                while rest > width {
                    let end = breakingEnd(widths, breaks, from: start, columns: width)
                    lines.append(String(word[bounds[start]..<bounds[end]]))
                    if lines.count >= limit { return lines }
                    rest -= widths[start..<end].reduce(0, +)
                    start = end
                }
                line = String(word[bounds[start]...])
                lineWidth = rest
            }
            lines.append(line)
            if lines.count >= limit { return lines }
        }
        return lines
    }

    /// Columns a run of characters takes.
    static func of(_ text: Substring) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Where the part of a too-long word that goes on this line ends: after the last `(`, `:`, `/`, `,` or `.`
    /// that fits (so `locationManagerDidChangeAuthorization(authorizedAlways)` breaks after the parenthesis,
    /// not inside a name) when that keeps at least half the line, or simply as much as fits.
    static func breakingEnd(_ widths: [Int], _ breaks: [Bool], from start: Int, columns: Int) -> Int {
        var end = start
        var used = 0
        while end < widths.count, used + widths[end] <= columns {
            used += widths[end]
            end += 1
        }
        var cut = end - 1
        while cut > start, !breaks[cut] { cut -= 1 }
        if cut > start {
            let kept = widths[start...cut].reduce(0, +)
            if kept * 2 >= columns { return cut + 1 }
        }
        return end
    }

    /// A character a too-long word may break after: `(`, `:`, `/`, `,` or `.`.
    static func isBreak(_ character: Character) -> Bool {
        switch character.asciiValue {
        case UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: "."): return true
        default: return false
        }
    }

    private static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x0483...0x0489).contains(v) || (0x0591...0x05BD).contains(v)
            || (0x0610...0x061A).contains(v) || (0x064B...0x065F).contains(v) || (0x0E31 == v)
            || (0x0E34...0x0E3A).contains(v) || (0x1AB0...0x1AFF).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x200B...0x200F).contains(v) || (0x20D0...0x20FF).contains(v) || (0xFE00...0xFE0F).contains(v)
            || (0xFE20...0xFE2F).contains(v) || (0xE0100...0xE01EF).contains(v) || v == 0x200D
            || (0x3099...0x309A).contains(v)
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x1F680...0x1F6FF).contains(v) || (0x1FA70...0x1FAFF).contains(v)
            || (0x20000...0x2FFFD).contains(v) || (0x30000...0x3FFFD).contains(v) || (0x231A...0x231B).contains(v)
            || (0x23E9...0x23EC).contains(v) || (0x25FD...0x25FE).contains(v) || (0x2614...0x2615).contains(v)
            || (0x2648...0x2653).contains(v) || (0x26AA...0x26AB).contains(v) || (0x26BD...0x26BE).contains(v)
            || (0x2705 == v) || (0x270A...0x270B).contains(v) || (0x2728 == v) || (0x274C == v)
            || (0x2753...0x2755).contains(v) || (0x2795...0x2797).contains(v) || (0x1F1E6...0x1F1FF).contains(v)
    }
}

/// Terminal column widths of text, as the C library's `wcwidth` gives them (ncurses places every character with
/// it), read from a table generated from glibc (`DisplayWidthTable`, `scripts/generate-width-table`) rather than
/// calling `wcwidth`, whose answer depends on the process's locale: Core reads no global state.
public enum DisplayWidth {
    /// Columns one Unicode scalar takes: the C library's width; controls take none (they never reach a terminal
    /// raw: `SafeText` shows them as symbols) and code points the C library does not know take one.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        if contains(DisplayWidthTable.zero, v) { return 0 }
        if contains(DisplayWidthTable.wide, v) { return 2 }
        return 1
    }

    /// Columns a grapheme cluster takes: the sum of its scalars' widths, as ncurses advances the cursor (so a
    /// Devanagari consonant and its spacing vowel sign take two columns, U+093F does not vanish). Emoji sequences
    /// (joined by U+200D or with a skin-tone modifier) are drawn by terminals as one picture: they take the widest
    /// scalar's columns; emoji presentation (U+FE0F) makes a one-column symbol two.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return of(only) }
        var sum = 0
        var widest = 0
        var emojiPresentation = false
        var emojiSequence = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: emojiPresentation = true
            case 0x200D, 0x1F3FB...0x1F3FF: emojiSequence = true
            default: break
            }
            let width = of(scalar)
            sum += width
            widest = max(widest, width)
        }
        var width = emojiSequence ? widest : sum
        if emojiPresentation && width == 1 { width = 2 }
        return width
    }

    /// Whether `v` is inside one of the sorted, inclusive `start, end` pairs of `ranges` (binary search).
    static func contains(_ ranges: [UInt32], _ v: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if v < ranges[2 * middle] {
                high = middle - 1
            } else if v > ranges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
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
        wrap(text, columns: columns, maxLines: maxLines, measure: of)
    }

    /// The same wrapping with another measure of a character: `render --format svg` wraps in hundredths of a
    /// point with an estimated glyph-width model (LocPromptPictures), so a picture breaks its lines by the one
    /// routine the terminal uses. The space between two words counts `measure(" ")`.
    public static func wrap(_ text: String, columns: Int, maxLines: Int? = nil, measure: (Character) -> Int) -> [String] {
        let width = max(columns, 2)
        let space = measure(" ")
        let limit = maxLines ?? Int.max
        var lines: [String] = []
        guard limit > 0 else { return lines }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let wordWidth = word.reduce(0) { $0 + measure($1) }
                if lineWidth > 0 && lineWidth + space + wordWidth <= width {
                    line += " "
                    line += word
                    lineWidth += space + wordWidth
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
                // A word wider than a line: measured once, then cut into lines by index.
                let characters = Array(word)
                let widths = characters.map { measure($0) }
                var start = 0
                var rest = wordWidth
                while rest > width {
                    let end = breakingEnd(characters, widths, from: start, columns: width)
                    lines.append(String(characters[start..<end]))
                    if lines.count >= limit { return lines }
                    rest -= widths[start..<end].reduce(0, +)
                    start = end
                }
                line = String(characters[start...])
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
    static func breakingEnd(_ characters: [Character], _ widths: [Int], from start: Int, columns: Int) -> Int {
        var end = start
        var used = 0
        while end < characters.count, used + widths[end] <= columns {
            used += widths[end]
            end += 1
        }
        var cut = end - 1
        while cut > start, !"(:/,.".contains(characters[cut]) { cut -= 1 }
        if cut > start {
            let kept = widths[start...cut].reduce(0, +)
            if kept * 2 >= columns { return cut + 1 }
        }
        return end
    }
}

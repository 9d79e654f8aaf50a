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
        if v < 0x10000, case let width = blockWidths[Int(v >> 4)], width >= 0 { return Int(width) }
        return searchedWidth(v)
    }

    /// The width of a code point from 0xA0 on, found by binary search in the tables: the reference that
    /// `blockWidths` is checked against.
    static func searchedWidth(_ v: UInt32) -> Int {
        if contains(DisplayWidthTable.zero, v) { return 0 }
        if contains(DisplayWidthTable.wide, v) { return 2 }
        return 1
    }

    /// The width every code point of a block of 16 in the Basic Multilingual Plane shares (block `v >> 4`), or
    /// -1 where a block mixes widths (blocks this small keep the curly quotes apart from the zero-width spaces).
    /// Generated with the ranges (`scripts/generate-width-table`) as a literal the compiler lays out as static
    /// data, so that the box drawing, punctuation and letters of every frame cost one index instead of two binary
    /// searches, and nothing is built at launch (building it from the ranges was 93k instructions of the first
    /// frame; issue 15). Only the code points from 0xA0 on are ever looked up here; a test holds every one of
    /// them to `searchedWidth`.
    static var blockWidths: [Int8] { DisplayWidthTable.blocks }

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
        // Printable ASCII is one column a byte: no grapheme breaking needed (most of what is drawn).
        if isPrintableASCII(text.utf8) { return text.utf8.count }
        // Where every code point is a grapheme of its own, a character's width is its scalar's.
        var sum = 0
        for scalar in text.unicodeScalars {
            guard isAloneInItsGrapheme(scalar.value) else { return text.reduce(0) { $0 + of($1) } }
            sum += of(scalar)
        }
        return sum
    }

    /// True when every byte is printable ASCII (space to `~`): one character, one column, per byte.
    @inlinable
    public static func isPrintableASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Code points that never join a neighbour into one grapheme (no combining marks, joiners, variation
    /// selectors, regional indicators or emoji modifiers among them): Latin-1 and Latin Extended letters and
    /// symbols, general punctuation without its invisible controls, arrows and technical symbols, box drawing,
    /// blocks, geometric shapes, miscellaneous symbols and dingbats. A text made only of these and printable
    /// ASCII is one grapheme per code point, so the canvases place it code point by code point (their width
    /// still checked one by one) without grapheme breaking (issue 15).
    /// Chinese, Japanese and Korean text too: CJK punctuation, kana, ideographs, precomposed Hangul syllables and
    /// fullwidth forms, without the marks that join the character before them (U+302A–U+302F, the combining voiced
    /// sound marks U+3099–U+309A, the halfwidth ones U+FF9E–U+FF9F) or the conjoining jamo a syllable joins (UAX #29
    /// GB6–GB8: a syllable next to a syllable is two graphemes). A 200,000-character Japanese purpose string was
    /// 6× the time of a Latin one, most of it in grapheme breaking. A test holds every pair of these to Swift's
    /// grapheme breaking.
    @inlinable
    public static func isAloneInItsGrapheme(_ value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x23FF, 0x2500...0x27BF,
             0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFF01...0xFF60:
            return true
        default: return false
        }
    }

    /// Cuts `text` to at most `columns` columns, never splitting a wide character.
    public static func prefix(_ text: String, columns: Int) -> String {
        if isPrintableASCII(text.utf8) {
            return text.utf8.count <= columns ? text : String(text.utf8.prefix(max(0, columns)))!
        }
        // Where every code point is a grapheme of its own, the cut falls between two scalars.
        if text.unicodeScalars.allSatisfy({ isAloneInItsGrapheme($0.value) }) {
            var used = 0
            var end = text.unicodeScalars.startIndex
            for scalar in text.unicodeScalars {
                used += of(scalar)
                if used > columns { break }
                text.unicodeScalars.formIndex(after: &end)
            }
            return String(text.unicodeScalars[..<end])
        }
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
    /// long, or between Chinese and Japanese characters (`EastAsianBreaks`); explicit newlines are kept. Never
    /// returns a line wider than `columns` (for `columns` ≥ 2).
    /// With `maxLines`, stops once it has that many lines (a view that shows only the first rows need not lay
    /// out the rest). The one wrapping routine of every screen, `render` and the recordings: linear in the
    /// text's length (each character is measured once, a long word is cut by index, not re-copied per line).
    public static func wrap(_ text: String, columns: Int, maxLines: Int? = nil) -> [String] {
        wrap(text, columns: columns, maxLines: maxLines, measure: of, asciiIsOneColumn: true)
    }

    /// The same wrapping with another measure of a character: `render --format svg` wraps in hundredths of a
    /// point with an estimated glyph-width model (LocPromptPictures), so a picture breaks its lines by the one
    /// routine the terminal uses. The space between two words counts `measure(" ")`.
    public static func wrap(_ text: String, columns: Int, maxLines: Int? = nil, measure: (Character) -> Int) -> [String] {
        wrap(text, columns: columns, maxLines: maxLines, measure: measure, asciiIsOneColumn: false)
    }

    /// The routine itself. With `asciiIsOneColumn` (`measure` is the terminal's, `of`), a text of lone code points
    /// goes to `wrapOnBytes`, and elsewhere a word of printable ASCII is measured and cut by its bytes, without
    /// breaking it into grapheme clusters: the same lines, several times faster on the long words of hostile
    /// purpose strings.
    /// (`bytesMaySplit: false` makes it split by Character always: the reference the tests hold the short cuts to.)
    static func wrap(_ text: String, columns: Int, maxLines: Int?, measure: (Character) -> Int,
                     asciiIsOneColumn: Bool, bytesMaySplit: Bool = true) -> [String] {
        let width = max(columns, 2)
        let limit = maxLines ?? Int.max
        guard limit > 0 else { return [] }
        if bytesMaySplit && asciiIsOneColumn, let lines = wrapOnBytes(text, width: width, limit: limit) { return lines }
        let space = measure(" ")
        var lines: [String] = []
        // Where every code point is a grapheme of its own (an alert title's curly quotes, say), a space or a
        // newline byte is always a whole Character, so the text is split into paragraphs and words on its bytes:
        // splitting by Character walks grapheme breaks, which was a third of `render`'s time on a long word.
        let splitsOnBytes = bytesMaySplit && text.unicodeScalars.allSatisfy { $0.value == 0x0A || isAloneInItsGrapheme($0.value) }
        let paragraphs: [Substring] = splitsOnBytes
            ? text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { text[$0.startIndex..<$0.endIndex] }
            : text.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            var line = ""
            var lineWidth = 0
            let words: [Substring] = splitsOnBytes
                ? paragraph.utf8.split(separator: 0x20, omittingEmptySubsequences: true).map { paragraph[$0.startIndex..<$0.endIndex] }
                : paragraph.split(separator: " ", omittingEmptySubsequences: true)
            // Chinese and Japanese runs have no spaces: a line may also break between two ideographs or kana
            // (`EastAsianBreaks`, UAX #14 class ID), where the next part joins the line with no space.
            for whole in words {
                let measured = EastAsianBreaks.measuredParts(whole, measure: measure)
                for index in 0..<(measured?.count ?? 1) {
                    let word = measured?[index].part ?? whole
                    let gap = index == 0 ? space : 0
                    let ascii = asciiIsOneColumn && isPrintableASCII(word.utf8)
                    let wordWidth = measured?[index].width ?? (ascii ? word.utf8.count : word.reduce(0) { $0 + measure($1) })
                    if lineWidth > 0 && lineWidth + gap + wordWidth <= width {
                        if gap > 0 { line += " " }
                        line.append(contentsOf: word)
                        lineWidth += gap + wordWidth
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
                    var breaks: [UInt8] = []
                    if ascii {
                        // One byte, one character, one column.
                        bounds.reserveCapacity(wordWidth + 1)
                        breaks.reserveCapacity(wordWidth)
                        var index = word.utf8.startIndex
                        var previous: UInt8 = 0
                        for byte in word.utf8 {
                            bounds.append(index)
                            if isCamelBoundary(previous, byte) { breaks[breaks.count - 1] = camelBreak }
                            breaks.append(isBreak(byte) ? punctuationBreak : 0)
                            previous = byte
                            index = word.utf8.index(after: index)
                        }
                        widths = Array(repeating: 1, count: wordWidth)
                    } else {
                        var boundary = word.startIndex
                        var previous: UInt8 = 0
                        for character in word {
                            bounds.append(boundary)
                            widths.append(measure(character))
                            let byte = character.asciiValue ?? 0
                            if isCamelBoundary(previous, byte) { breaks[breaks.count - 1] = camelBreak }
                            breaks.append(isBreak(character) ? punctuationBreak : 0)
                            previous = byte
                            boundary = word.utf8.index(boundary, offsetBy: character.utf8.count)
                        }
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
            }
            lines.append(line)
            if lines.count >= limit { return lines }
        }
        return lines
    }

    /// The terminal's wrap (`of`, one column a space) of a text whose code points are each a grapheme of their own
    /// (`isAloneInItsGrapheme`) or newlines: most of what is drawn, alert titles with curly quotes, log lines with
    /// arrows. It walks the UTF-8 bytes once, measures each scalar as it passes, and copies each line once from
    /// the text (a line is one run of it unless its words were apart by more than one space); `nil` for any other
    /// text. The same lines as the general routine (tests hold it to the Character split); several times faster,
    /// and the first frame wraps every alert and log line (issue 15).
    static func wrapOnBytes(_ text: String, width: Int, limit: Int) -> [String]? {
        if let lines = text.utf8.withContiguousStorageIfAvailable({ wrapOnBytes($0, width: width, limit: limit) }) {
            return lines
        }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { wrapOnBytes($0, width: width, limit: limit) } ?? nil
    }

    /// The scalar at `index` of valid UTF-8 `bytes` and its length in bytes.
    @inline(__always)
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return ((lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F), 4)
    }

    private static func wrapOnBytes(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, limit: Int) -> [String]? {
        var index = 0
        while index < bytes.count {
            let (value, length) = scalar(in: bytes, at: index)
            // Chinese and Japanese break between characters (`EastAsianBreaks`): the general routine does that.
            guard value == 0x0A || isAloneInItsGrapheme(value) && !EastAsianBreaks.isIdeographic(value) else { return nil }
            index += length
        }
        func string(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
        }
        // The line being filled: `head` (copied, only when its words were apart by more than one space) followed
        // by the run `runStart..<runEnd` of the text.
        var head = ""
        var runStart = 0, runEnd = 0
        var lineWidth = 0
        func line() -> String {
            let run = runEnd > runStart ? string(runStart, runEnd) : ""
            return head.isEmpty ? run : head + run
        }
        func startLine(_ from: Int, _ to: Int) {
            head = ""
            runStart = from
            runEnd = to
        }
        var lines: [String] = []
        var paragraphStart = 0
        while true {
            var paragraphEnd = paragraphStart
            while paragraphEnd < bytes.count && bytes[paragraphEnd] != 0x0A { paragraphEnd += 1 }
            startLine(paragraphStart, paragraphStart)
            lineWidth = 0
            var next = paragraphStart
            while next < paragraphEnd {
                if bytes[next] == 0x20 { next += 1; continue }
                let wordStart = next
                var wordWidth = 0
                var ascii = true
                while next < paragraphEnd && bytes[next] != 0x20 {
                    if bytes[next] < 0x80 {
                        wordWidth += 1
                        next += 1
                    } else {
                        let (value, length) = scalar(in: bytes, at: next)
                        wordWidth += of(Unicode.Scalar(value)!)
                        ascii = false
                        next += length
                    }
                }
                let wordEnd = next
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    if runEnd > runStart && wordStart == runEnd + 1 {
                        runEnd = wordEnd
                    } else {
                        head = line() + " "
                        runStart = wordStart
                        runEnd = wordEnd
                    }
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line())
                    if lines.count >= limit { return lines }
                    startLine(wordStart, wordStart)
                    lineWidth = 0
                }
                if wordWidth <= width {
                    startLine(wordStart, wordEnd)
                    lineWidth = wordWidth
                    continue
                }
                // A word wider than a line: measured once, then cut into lines by byte offsets (each line one copy).
                var bounds: [Int] = [], widths: [Int] = [], breaks: [UInt8] = []
                bounds.reserveCapacity(wordEnd - wordStart + 1)
                widths.reserveCapacity(wordEnd - wordStart)
                breaks.reserveCapacity(wordEnd - wordStart)
                var offset = wordStart
                var previous: UInt8 = 0
                while offset < wordEnd {
                    bounds.append(offset)
                    if ascii || bytes[offset] < 0x80 {
                        widths.append(1)
                        if isCamelBoundary(previous, bytes[offset]) { breaks[breaks.count - 1] = camelBreak }
                        breaks.append(isBreak(bytes[offset]) ? punctuationBreak : 0)
                        previous = bytes[offset]
                        offset += 1
                    } else {
                        previous = 0
                        let (value, length) = scalar(in: bytes, at: offset)
                        widths.append(of(Unicode.Scalar(value)!))
                        breaks.append(0)
                        offset += length
                    }
                }
                bounds.append(wordEnd)
                var start = 0
                var rest = wordWidth
                while rest > width {
                    let end = breakingEnd(widths, breaks, from: start, columns: width)
                    lines.append(string(bounds[start], bounds[end]))
                    if lines.count >= limit { return lines }
                    rest -= widths[start..<end].reduce(0, +)
                    start = end
                }
                startLine(bounds[start], wordEnd)
                lineWidth = rest
            }
            lines.append(line())
            if lines.count >= limit || paragraphEnd == bytes.count { return lines }
            paragraphStart = paragraphEnd + 1
        }
    }

    /// Columns a run of characters takes.
    static func of(_ text: Substring) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// A too-long word may break after this character: `(`, `:`, `/`, `,`, `.`, `_`, `-` (`isBreak`).
    static let punctuationBreak: UInt8 = 2
    /// ... or after this lower-case letter, before the upper-case one that follows it (`isCamelBoundary`).
    static let camelBreak: UInt8 = 1

    /// Where the part of a too-long word that goes on this line ends: after the last `(`, `:`, `/`, `,`, `.`, `_`
    /// or `-` that fits when that keeps more than a third of the line; else between the last lower-case letter and
    /// upper-case one that fit when that keeps at least half; else simply as much as fits. So
    /// `locationManagerDidChangeAuthorization(authorizedWhenInUse)` breaks before `Authorization` and after the
    /// parenthesis, not inside a name (audit 24e friction 4), and a hyphenated word after a hyphen (friction 7).
    /// Each line looks back at most its own width: the wrap stays linear.
    static func breakingEnd(_ widths: [Int], _ breaks: [UInt8], from start: Int, columns: Int) -> Int {
        var end = start
        var used = 0
        while end < widths.count, used + widths[end] <= columns {
            used += widths[end]
            end += 1
        }
        var cut = end - 1
        var kept = used
        var camel: Int? = nil
        while cut > start {
            if breaks[cut] == punctuationBreak, kept * 3 > columns { return cut + 1 }
            if breaks[cut] == camelBreak, camel == nil, kept * 2 >= columns { camel = cut + 1 }
            kept -= widths[cut]
            cut -= 1
        }
        return camel ?? end
    }

    /// A character a too-long word may break after: `(`, `:`, `/`, `,`, `.`, `_` or `-` (UAX #14 lets a line break
    /// after a hyphen, class HY, and after a solidus, SY; the others are where an identifier's parts meet).
    static func isBreak(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return isBreak(byte)
    }

    static func isBreak(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "-"): return true
        default: return false
        }
    }

    /// Whether a too-long word may break between `previous` and `byte`: a lower-case ASCII letter followed by an
    /// upper-case one, where the words of a camelCase identifier meet (`DidChange|Authorization`).
    @inline(__always)
    static func isCamelBoundary(_ previous: UInt8, _ byte: UInt8) -> Bool {
        previous >= UInt8(ascii: "a") && previous <= UInt8(ascii: "z") && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}

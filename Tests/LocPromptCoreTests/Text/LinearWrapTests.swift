import PropertyBased
import Testing
@testable import LocPromptCore

/// The linear `DisplayWidth.wrap` (issue 15) gives exactly the lines of the straightforward version it replaced,
/// which re-measured and re-copied a long word for every line it cut (quadratic in the word's length).
@Suite("Linear wrapping")
struct LinearWrapTests {
    /// The replaced implementation, kept here as the reference.
    static func reference(_ text: String, columns: Int) -> [String] {
        let width = max(columns, 2)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for (word, gap) in paragraph.split(separator: " ", omittingEmptySubsequences: true).flatMap(referenceParts) {
                var word = word
                var wordWidth = DisplayWidth.of(word)
                if lineWidth > 0 && lineWidth + gap + wordWidth <= width {
                    line += (gap > 0 ? " " : "") + word
                    lineWidth += gap + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    let head = referencePrefix(word, columns: width)
                    lines.append(head)
                    word = String(word.dropFirst(head.count))
                    wordWidth = DisplayWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// A word cut between two characters where `EastAsianBreaks` allows a break (audit 24e D3: Chinese and
    /// Japanese break between ideographs), each part with the columns of space before it (1 for the first).
    static func referenceParts(_ word: Substring) -> [(String, Int)] {
        var parts: [(String, Int)] = []
        var part = ""
        for character in word {
            if let last = part.last, EastAsianBreaks.mayBreak(between: last, and: character) {
                parts.append((part, parts.isEmpty ? 1 : 0))
                part = ""
            }
            part.append(character)
        }
        parts.append((part, parts.isEmpty ? 1 : 0))
        return parts
    }

    /// The head of a too-long word: up to the last punctuation break that keeps more than a third of the line,
    /// else the last lower-to-upper-case boundary that keeps half (audit 24e frictions 4 and 7), else what fits.
    static func referencePrefix(_ word: String, columns: Int) -> String {
        let head = DisplayWidth.prefix(word, columns: columns)
        let characters = Array(word)
        func kept(_ count: Int) -> Int { DisplayWidth.of(String(characters[..<count])) }
        func isLower(_ c: Character) -> Bool { c.isASCII && c.isLowercase }
        func isUpper(_ c: Character) -> Bool { c.isASCII && c.isUppercase }
        for index in stride(from: head.count - 1, to: 0, by: -1) where "(:/,._-".contains(characters[index]) {
            if kept(index + 1) * 3 > columns { return String(characters[...index]) }
        }
        for index in stride(from: head.count - 1, to: 0, by: -1)
        where index + 1 < characters.count && isLower(characters[index]) && isUpper(characters[index + 1]) {
            if kept(index + 1) * 2 >= columns { return String(characters[...index]) }
        }
        return head
    }

    static let pieces = ["a", "Where", " ", "  ", "\n", "地图", "🗺️", "👩‍💻", "e\u{301}", "(", ":", "/", ",", ".", "_", "-", "Ｗ", "—",
                         "locationManagerDidChangeAuthorization", "verylongwordwithnospacesatallinit", "x.y", "🇫🇷"]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...60).map { $0.map { pieces[$0] }.joined() }

    @Test("The same lines as the replaced wrap, for random texts and widths")
    func sameAsReference() async {
        await propertyCheck(count: 300, input: Self.text, Gen.int(in: 0...50)) { text, columns in
            #expect(DisplayWidth.wrap(text, columns: columns) == Self.reference(text, columns: columns))
        }
    }

    @Test("maxLines gives the first lines of the full wrap")
    func maxLinesIsAPrefix() async {
        await propertyCheck(count: 200, input: Self.text, Gen.int(in: 2...30), Gen.int(in: 0...8)) { text, columns, limit in
            let full = DisplayWidth.wrap(text, columns: columns)
            #expect(DisplayWidth.wrap(text, columns: columns, maxLines: limit) == Array(full.prefix(limit)))
        }
    }

    @Test("A 200,000-character word is cut into full lines (no line lost or repeated)")
    func longWord() {
        let word = String(repeating: "abcdefghij", count: 20_000)
        let lines = DisplayWidth.wrap(word, columns: 40)
        #expect(lines.count == 5_000)
        #expect(lines.allSatisfy { $0.count == 40 })
        #expect(lines.joined() == word)
    }
}

import PropertyBased
import Testing
@testable import LocPromptCore

/// Printable ASCII takes short cuts in `SafeText.neutralize`, `DisplayWidth.of`, `DisplayWidth.prefix` and
/// `DisplayWidth.wrap` (issue 15: they were most of `run --record` and of `render` on a long purpose string).
/// Each short cut must give exactly what the general, character-by-character path gives.
@Suite("Printable ASCII short cuts")
struct PrintableASCIIFastPathTests {
    static let pieces = ["a", "Where", " ", "  ", "\n", "\t", "\u{1B}[2J", "\r\n", "\u{7F}", "地图", "e\u{301}", "(", ":", "/",
                         ",", ".", "~", "\u{202E}", "locationManagerDidChangeAuthorization", "verylongwordwithnospacesatall",
                         "👩", "\u{200D}", "\u{FE0F}", "🏳",
                         // What the UTF-8 scan must find or pass (box drawing, quotes, C1, bidi, separators, tags).
                         "─", "│", "“", "”", "’", "…", "é", "\u{85}", "\u{9F}", "\u{A0}", "\u{061C}", "\u{061B}", "\u{200A}", "\u{200B}",
                         "\u{2027}", "\u{2028}", "\u{202F}", "\u{2066}", "\u{206A}", "\u{FEFF}", "\u{FEFE}", "\u{FFF9}", "\u{FFFD}",
                         "\u{E0041}", "\u{E0100}", "\u{F3A0}"]
    /// Mostly ASCII, sometimes not, sometimes control characters: both sides of every short cut's test.
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).map { $0.map { pieces[$0] }.joined() }

    static func referenceNeutralize(_ text: String, keepNewlines: Bool) -> String {
        var out = String.UnicodeScalarView()
        let scalars = text.unicodeScalars
        for index in scalars.indices { out.append(SafeText.replacement(at: index, in: scalars, keepNewlines: keepNewlines) ?? scalars[index]) }
        return String(out)
    }

    static func referencePrefix(_ text: String, columns: Int) -> String {
        var used = 0
        var out = ""
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > columns { break }
            used += width
            out.append(character)
        }
        return out
    }

    @Test("neutralize: the same text as rebuilding it scalar by scalar")
    func neutralize() async {
        await propertyCheck(count: 300, input: Self.text, Gen.bool) { text, keep in
            #expect(SafeText.neutralize(text, keepNewlines: keep) == Self.referenceNeutralize(text, keepNewlines: keep))
        }
    }

    @Test("width and prefix: the same as measuring character by character")
    func widthAndPrefix() async {
        await propertyCheck(count: 300, input: Self.text, Gen.int(in: 0...60)) { text, columns in
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
            #expect(DisplayWidth.prefix(text, columns: columns) == Self.referencePrefix(text, columns: columns))
        }
    }

    @Test("wrap: the same lines as the general measure (no ASCII short cut)")
    func wrap() async {
        await propertyCheck(count: 300, input: Self.text, Gen.int(in: 0...50), Gen.int(in: 0...6)) { text, columns, limit in
            let general: (Character) -> Int = { DisplayWidth.of($0) }
            #expect(DisplayWidth.wrap(text, columns: columns) == DisplayWidth.wrap(text, columns: columns, measure: general))
            #expect(DisplayWidth.wrap(text, columns: columns, maxLines: limit)
                    == DisplayWidth.wrap(text, columns: columns, maxLines: limit, measure: general))
        }
    }

    /// Code points that are graphemes of their own, next to ones that are not (a combining accent after a space,
    /// CR LF): the texts the byte split takes and the ones it must leave to the Character split.
    static let alonePieces = ["“", "”", "Where Am I?", " ", "\n", "é", "—", "·", "→", "●", "地图", " \u{301}", "\r\n",
                              "e\u{301}", "😀", "\u{200D}", "x"]
    static let aloneText = Gen.int(in: 0...(alonePieces.count - 1)).array(of: 0...30).map { $0.map { alonePieces[$0] }.joined() }

    @Test("wrap: splitting on bytes where every code point stands alone gives the Character split's lines")
    func byteSplit() async {
        await propertyCheck(count: 400, input: Self.aloneText, Gen.int(in: 0...40), Gen.bool) { text, columns, terminal in
            let measure: (Character) -> Int = { DisplayWidth.of($0) }
            #expect(DisplayWidth.wrap(text, columns: columns, maxLines: nil, measure: measure, asciiIsOneColumn: terminal)
                    == DisplayWidth.wrap(text, columns: columns, maxLines: nil, measure: measure, asciiIsOneColumn: terminal,
                                         bytesMaySplit: false))
        }
    }

    @Test("width and prefix: where every code point stands alone, the same as measuring character by character")
    func aloneWidthAndPrefix() async {
        await propertyCheck(count: 400, input: Self.aloneText, Gen.int(in: 0...40)) { text, columns in
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
            #expect(DisplayWidth.prefix(text, columns: columns) == Self.referencePrefix(text, columns: columns))
        }
    }

    @Test("wrap on bytes: long words of curly quotes, dashes and arrows, with runs of spaces, cut as the Character split cuts them")
    func byteSplitLongWords() async {
        let pieces = ["“", "”", "—", "→", "é", "x", ".", "(", " ", "  ", "\n", "─"]
        let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...80).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 400, input: text, Gen.int(in: 0...12), Gen.int(in: 0...5)) { text, columns, limit in
            let measure: (Character) -> Int = { DisplayWidth.of($0) }
            #expect(DisplayWidth.wrapOnBytes(text, width: max(columns, 2), limit: Int.max) != nil)
            #expect(DisplayWidth.wrap(text, columns: columns, maxLines: limit)
                    == DisplayWidth.wrap(text, columns: columns, maxLines: limit, measure: measure, asciiIsOneColumn: true,
                                         bytesMaySplit: false))
        }
    }

    @Test("A long ASCII word with break characters is cut where the general path cuts it")
    func longWordBreaks() {
        let word = String(repeating: "locationManager(didChange:authorization/.),", count: 500)
        let general: (Character) -> Int = { DisplayWidth.of($0) }
        for columns in [2, 7, 40, 79] {
            #expect(DisplayWidth.wrap(word, columns: columns) == DisplayWidth.wrap(word, columns: columns, measure: general))
        }
    }
}

import PropertyBased
import Testing
@testable import LocPromptCore

/// Chinese, Japanese and Korean text takes the short cuts for code points that are graphemes of their own
/// (`DisplayWidth.isAloneInItsGrapheme`): a 200,000-character Japanese purpose string was 6× the time of a Latin one,
/// most of it in grapheme breaking (issue 15). The short cuts must give what the Character walk gives.
@Suite("East Asian short cuts")
struct EastAsianFastPathTests {
    /// The East Asian ranges the short cut takes, as (first, last) code points.
    static let ranges: [ClosedRange<UInt32>] = [0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF,
                                                0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF01...0xFF60]

    @Test("every code point of those ranges is taken, and each pair of them, and each with ASCII and a curly quote, is two graphemes to Swift")
    func pairsAreTwoGraphemes() {
        var values: [UInt32] = []
        for range in Self.ranges {
            // Every value of the small ranges, every 7th of the large ones, and every range's ends.
            let step: UInt32 = range.count > 2_000 ? 7 : 1
            values += stride(from: range.lowerBound, through: range.upperBound, by: Int(step)).map { $0 }
            values.append(range.upperBound)
        }
        let partners: [UInt32] = [0x41, 0x20, 0x201C, 0x201D, 0x3001, 0x3099 - 1, 0x309B, 0x4E00, 0xAC00, 0xAC01, 0xD7A3, 0xFF01]
        for value in values {
            #expect(DisplayWidth.isAloneInItsGrapheme(value), "U+\(String(value, radix: 16))")
            let scalar = Unicode.Scalar(value)!
            for partner in partners {
                let other = Unicode.Scalar(partner)!
                #expect(String(String.UnicodeScalarView([scalar, other])).count == 2, "U+\(String(value, radix: 16)) U+\(String(partner, radix: 16))")
                #expect(String(String.UnicodeScalarView([other, scalar])).count == 2, "U+\(String(partner, radix: 16)) U+\(String(value, radix: 16))")
            }
        }
        // The joining marks next to them are left out (they would join the character before).
        for value: UInt32 in [0x302A, 0x302F, 0x3099, 0x309A, 0xFF9E, 0xFF9F, 0x1100, 0x11A8, 0xD7B0] {
            #expect(!DisplayWidth.isAloneInItsGrapheme(value), "U+\(String(value, radix: 16))")
        }
    }

    static let pieces = ["日本語", "の", "説明", "です。", "「", "」", "、", "ー", "ッ", "位置情報", "我们需要您的位置信息", "，", "（", "）",
                         "위치", "정보를", " ", "\n", "“Where Am I?”", "abc", "-", "ｶﾞ", "か\u{3099}", "e\u{301}", "😀", "\u{302A}"]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).map { $0.map { pieces[$0] }.joined() }

    @Test("wrap: the same lines as the Character split, for the terminal's measure and another")
    func wrapMatchesCharacterSplit() async {
        // The other measure gives a character at most 7 units: lines of at least 9 (a wrapper's line holds any one character).
        await propertyCheck(count: 400, input: Self.text, Gen.int(in: 3...40), Gen.bool) { text, columns, terminal in
            let measure: (Character) -> Int = terminal ? { DisplayWidth.of($0) } : { DisplayWidth.of($0) * 3 + 1 }
            #expect(DisplayWidth.wrap(text, columns: terminal ? columns : columns * 3, maxLines: nil, measure: measure,
                                      asciiIsOneColumn: terminal)
                    == DisplayWidth.wrap(text, columns: terminal ? columns : columns * 3, maxLines: nil, measure: measure,
                                         asciiIsOneColumn: terminal, bytesMaySplit: false))
        }
    }

    @Test("the East Asian parts of a word: the scalar walk gives the Character walk's parts and widths")
    func partsMatch() async {
        let word = Self.text.map { $0.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "") }
        await propertyCheck(count: 400, input: word) { word in
            let measure: (Character) -> Int = { DisplayWidth.of($0) }
            let whole = Substring(word)
            guard whole.unicodeScalars.allSatisfy({ DisplayWidth.isAloneInItsGrapheme($0.value) }) else { return }
            let fast = EastAsianBreaks.measuredScalarParts(whole, measure: measure)
            let reference = EastAsianBreaks.measuredCharacterParts(whole, measure: measure)
            #expect(fast.map { String($0.part) } == reference.map { String($0.part) })
            #expect(fast.map(\.width) == reference.map(\.width))
        }
    }

    @Test("width and prefix of East Asian text: the same as measuring character by character")
    func widthAndPrefix() async {
        await propertyCheck(count: 400, input: Self.text, Gen.int(in: 0...40)) { text, columns in
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
            #expect(DisplayWidth.prefix(text, columns: columns) == PrintableASCIIFastPathTests.referencePrefix(text, columns: columns))
        }
    }
}

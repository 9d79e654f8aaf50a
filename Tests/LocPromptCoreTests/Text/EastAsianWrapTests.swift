import PropertyBased
import Testing
@testable import LocPromptCore

/// Chinese and Japanese text breaks between ideographs and kana (UAX #14 class ID), not at the only space, which
/// may be inside a Latin app name (audit 24e D3); never before closing punctuation or small kana, nor after an
/// opening bracket.
@Suite("East Asian line breaks")
struct EastAsianWrapTests {
    static let japaneseTitle = "“Where Am I?”に位置情報の使用を許可しますか?"

    @Test("a Japanese title keeps the Latin app name on one line and breaks between kana/kanji")
    func japaneseTitle() {
        #expect(DisplayWidth.wrap(Self.japaneseTitle, columns: 28) == ["“Where Am I?”に位置情報の使", "用を許可しますか?"])
        #expect(DisplayWidth.wrap(Self.japaneseTitle, columns: 40) == ["“Where Am I?”に位置情報の使用を許可しま", "すか?"])
        // The same with the measure of the pictures (the general routine, no column short cuts).
        #expect(DisplayWidth.wrap(Self.japaneseTitle, columns: 28, measure: DisplayWidth.of) == ["“Where Am I?”に位置情報の使", "用を許可しますか?"])
    }

    @Test("Chinese breaks between ideographs; Latin words and Korean words still break only at spaces")
    func otherScripts() {
        #expect(DisplayWidth.wrap("允许“地图”使用你的位置吗？", columns: 12) == ["允许“地图”使", "用你的位置", "吗？"])
        #expect(DisplayWidth.wrap("Allow “Maps” to use your location?", columns: 12) == ["Allow “Maps”", "to use your", "location?"])
        #expect(DisplayWidth.wrap("위치 정보를 사용하도록 허용하겠습니까?", columns: 12) == ["위치 정보를", "사용하도록", "허용하겠습니", "까?"])
    }

    @Test("no line starts with closing punctuation, small kana or ー, nor ends with an opening bracket")
    func kinsoku() async {
        // No spaces: every break is one the wrapper chose inside a run.
        let pieces = ["位置", "情報", "。", "、", "「", "」", "ッ", "ょ", "ー", "（", "）", "？", "“App”", "アップデート", "A"]
        let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...30).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 200, input: text, Gen.int(in: 6...30)) { text, columns in
            let lines = DisplayWidth.wrap(text, columns: columns)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
            #expect(lines.joined() == text, "no character lost or added")
            for (line, next) in zip(lines, lines.dropFirst()) {
                guard let last = line.last?.unicodeScalars.first?.value, let first = next.first else { continue }
                let forbidden = EastAsianBreaks.noBreakBefore(first.unicodeScalars.first!.value) || EastAsianBreaks.noBreakAfter(last)
                // Only a run with no allowed break that is wider than a line is cut there, and then the line is full.
                if forbidden { #expect(DisplayWidth.of(line) + DisplayWidth.of(first) > columns, "\(line) | \(next)") }
            }
        }
    }

    @Test("a 200,000-character Japanese purpose wraps into full lines (linear: each character is measured once)")
    func longJapanese() {
        let text = String(repeating: "位置情報を使用します", count: 20_000)
        let lines = DisplayWidth.wrap(text, columns: 40)
        #expect(lines.count == 10_000)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 40 })
        #expect(lines.joined() == text)
    }
}

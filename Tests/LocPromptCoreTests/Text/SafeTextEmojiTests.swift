import Testing
@testable import LocPromptCore

/// A zero-width joiner inside an emoji sequence stays (it is one two-column character); elsewhere it is shown
/// as `�` like every zero-width control (session-13 hostile-input audit F1: 👩‍👩‍👧‍👦 was drawn as four emoji and three `�`).
@Suite("SafeText: emoji sequences")
struct SafeTextEmojiTests {
    @Test("family, rainbow flag, profession with a skin tone: kept whole, two columns each")
    func emojiSequencesStay() {
        for sequence in ["👩\u{200D}👩\u{200D}👧\u{200D}👦", "🏳\u{FE0F}\u{200D}🌈", "👩🏽\u{200D}💻"] {
            #expect(SafeText.neutralize("Fam " + sequence + " ily") == "Fam " + sequence + " ily")
            #expect(DisplayWidth.of(sequence) == 2, "\(sequence.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("a joiner that joins no two emoji is still shown: between letters, digits, at either end, doubled")
    func strayJoinersAreShown() {
        let cases = ["a\u{200D}b", "1\u{200D}2", "\u{200D}👩", "👩\u{200D}", "👩\u{200D}\u{200D}👧", "#\u{200D}👩", "\u{FE0F}\u{200D}👩"]
        for text in cases {
            #expect(SafeText.neutralize(text).unicodeScalars.contains { $0.value == 0xFFFD },
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // The other zero-width and bidi controls are unaffected.
        #expect(SafeText.neutralize("👩\u{200B}👧") == "👩\u{FFFD}👧")
        #expect(SafeText.neutralize("👩\u{202E}👧") == "👩\u{FFFD}👧")
    }
}

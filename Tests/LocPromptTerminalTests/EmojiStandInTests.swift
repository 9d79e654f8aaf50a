import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// An emoji sequence is one two-column picture for `DisplayWidth`, but ncurses places each of its scalars in cells
/// of its own, and terminals join it each their own way: the real terminal is handed a stand-in of exactly the
/// grapheme's width (session 21's UX pass: `--app-name 'Family 👨‍👩‍👧'` shifted every row of the phone and the
/// inspector that held it).
@Suite("Emoji sequences handed to ncurses")
struct EmojiStandInTests {
    /// The width ncurses gives a string: the sum of its scalars' C-library widths (the generated glibc table).
    static func ncursesAdvance(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) } }

    static func standIn(_ character: Character) -> String {
        TerminalGlyph.standIn(for: character, width: DisplayWidth.of(character)) { DisplayWidth.of($0) }
    }

    @Test("an emoji sequence becomes its first picture, padded: ncurses advances exactly the grapheme's width",
          arguments: ["👨‍👩‍👧", "👩🏽‍🚀", "👍🏽", "🏳️‍🌈", "☺️", "1️⃣", "❤️‍🔥"])
    func emojiSequence(_ text: String) throws {
        let character = try #require(text.first)
        let width = DisplayWidth.of(character)
        #expect(width == 2)
        let drawn = Self.standIn(character)
        #expect(Self.ncursesAdvance(drawn) == width, "\(text) → \(drawn.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(drawn.unicodeScalars.first == character.unicodeScalars.first)
        // No joiner, modifier or variation selector left for a terminal to join differently.
        #expect(!drawn.unicodeScalars.contains { [0x200D, 0xFE0F].contains($0.value) || (0x1F3FB...0x1F3FF).contains($0.value) })
    }

    @Test("graphemes ncurses already places at their width are handed over unchanged",
          arguments: ["é", "e\u{301}", "a\u{300}\u{301}", "地", "🇫🇷", "⭐", "क\u{93F}", "👨"])
    func unchanged(_ text: String) throws {
        let character = try #require(text.first)
        #expect(Self.standIn(character) == text)
    }

}

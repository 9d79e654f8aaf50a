import PropertyBased
import Testing
@testable import LocPromptCore

/// `RepeatedText.make` copies bytes instead of appending one copy at a time (issue 15): it must give exactly the
/// standard library's `String(repeating:count:)`.
@Suite("Repeated text")
struct RepeatedTextTests {
    static let pieces = ["", " ", "─", "━", "ab", "“x”", "地", "e\u{301}", "👩‍💻", "\u{1B}[2J"]

    @Test("the same string as String(repeating:count:), for pieces of one to many bytes and counts from -2 on")
    func sameAsStandardLibrary() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.pieces.count - 1)), Gen.int(in: -2...300)) { index, count in
            let piece = Self.pieces[index]
            let made = RepeatedText.make(piece, count: count)
            #expect(made == String(repeating: piece, count: max(count, 0)))
            #expect(made.utf8.count == piece.utf8.count * max(count, 0))
        }
    }
}

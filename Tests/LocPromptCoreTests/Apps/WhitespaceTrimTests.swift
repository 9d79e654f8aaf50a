import Foundation
import PropertyBased
import Testing
@testable import LocPromptCore

/// The app's version is trimmed without Foundation (issue 15); it must trim exactly what Foundation's
/// `trimmingCharacters(in: .whitespaces)` trims: spaces (general category Zs) and tabs, not newlines.
@Suite("Trimming a version's whitespace")
struct WhitespaceTrimTests {
    static let pieces = ["1.2", " ", "\t", "\n", "\u{00A0}", "\u{3000}", "\u{2009}", "\u{200B}", "x", "é", "e\u{301}", "\r", "地"]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8).map { $0.map { pieces[$0] }.joined() }

    @Test("The same text as Foundation's trimmingCharacters(in: .whitespaces)")
    func sameAsFoundation() async {
        await propertyCheck(count: 300, input: Self.text) { text in
            #expect(AppProfile.trimmingWhitespace(text) == text.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test("Every code point: trimmed alone exactly when Foundation trims it")
    func everyCodePoint() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar)) + "1"
            if AppProfile.trimmingWhitespace(text) != text.trimmingCharacters(in: .whitespaces) { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).map { String($0, radix: 16) })")
    }

    @Test("A version with spaces around it is shown without them")
    func version() {
        #expect(AppProfile.version(short: " 2.1\t", build: "\u{00A0}310 ") == "2.1 (310)")
        #expect(AppProfile.version(short: "  ", build: nil) == nil)
    }
}

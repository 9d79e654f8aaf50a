import Foundation
import PropertyBased
import Testing
@testable import LocPromptTerminal

/// `AsciicastWriter.jsonString` escapes byte by byte over the UTF-8 (issue 15: it was 14% of `run --record`,
/// scalar by scalar). It must give exactly what the scalar-by-scalar escape gives, and valid JSON that reads back.
@Suite("Asciicast JSON strings")
struct AsciicastJSONStringTests {
    static let pieces = ["a", " ", "\"", "\\", "\n", "\u{1B}[1;31m", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "─",
                         "“", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "👩‍👩‍👧", "地图", "\u{0}", "\u{1F}", "~"]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...30).map { $0.map { pieces[$0] }.joined() }

    /// The escape as it was written before: scalar by scalar.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test("The same literal as the scalar-by-scalar escape, and JSON that decodes to the text")
    func sameAsReference() async {
        await propertyCheck(count: 400, input: Self.text) { text in
            let literal = AsciicastWriter.jsonString(text)
            #expect(literal == Self.reference(text))
            let decoded = try? JSONDecoder().decode(String.self, from: Data(literal.utf8))
            #expect(decoded == text)
        }
    }

    @Test("Control characters, C1, DEL and the separators are escaped; other text is kept")
    func examples() {
        #expect(AsciicastWriter.jsonString("\u{1B}[0m") == "\"\\u001b[0m\"")
        #expect(AsciicastWriter.jsonString("a\u{85}b\u{2028}c\u{2029}") == "\"a\\u0085b\\u2028c\\u2029\"")
        #expect(AsciicastWriter.jsonString("“─” \"\\") == "\"“─” \\\"\\\\\"")
    }
}

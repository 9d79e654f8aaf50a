import Foundation
@testable import LocPromptCore
import Testing

/// `JSONSyntaxLocator`: the line and column of a hand-edited device file's first JSON error (Foundation's
/// decoder gives none on Linux).
@Suite("JSON syntax locator")
struct JSONSyntaxLocatorTests {
    /// Accepts any JSON value without reading it: what the decoder's own scan of the text accepts.
    private struct AnyJSON: Decodable { init(from decoder: Decoder) throws {} }

    private func decoderAccepts(_ text: String) -> Bool {
        (try? JSONDecoder().decode(AnyJSON.self, from: Data(text.utf8))) != nil
    }

    private func problem(_ text: String) -> JSONSyntaxLocator.Problem? {
        JSONSyntaxLocator.firstProblem(in: Data(text.utf8))
    }

    @Test("each kind of error is found at its line and column, with what was expected")
    func kinds() {
        let cases: [(String, Int, Int, String)] = [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected “:” after the key, found “2”"),
            ("{\"a\": tru}", 1, 7, "found “tru”"),
            ("{\"a\": 1", 1, 8, "the file ends before “}” closes the object"),
            ("[1, 2", 1, 6, "the file ends before “]” closes the array"),
            ("", 1, 1, "the file is empty"),
            ("{\"a\": 1} x", 1, 10, "unexpected “x” after the end of the JSON value"),
            ("{'a': 1}", 1, 2, "expected a key in double quotes, found “'”"),
            ("{\"a\": 'x'}", 1, 7, "(JSON strings take double quotes)"),
            ("{\"a\": \"open", 1, 7, "a string that starts here is never closed"),
            ("{\"a\": \"\\u12\"}", 1, 8, "four hexadecimal digits"),
            ("{\"a\": nullx}", 1, 7, "found “nullx”"),
            ("{\"a\": 1 \"b\": 2}", 1, 9, "expected “,” or “}”, found “\"”"),
            ("{\"é\": ü}", 1, 7, "found a non-ASCII character"),
            ("\u{FEFF}{\"a\": x}", 1, 7, "found “x”"),
            ("{\r\n\"a\": x}", 2, 6, "found “x”"),
            ("{\"a\":\u{1B}[31m}", 1, 6, "found byte 0x1B"),
            ("[1, ,]", 1, 5, "expected a value, found “,”"),
            ("{\"a\": ]}", 1, 7, "expected a value, found “]”"),
            ("{\"a\": +1}", 1, 7, "expected a value, found “+”"),
        ]
        for (text, line, column, message) in cases {
            let found = problem(text)
            #expect(found?.line == line && found?.column == column, "\(text.debugDescription): \(String(describing: found))")
            #expect(found?.message.contains(message) == true, "\(text.debugDescription): \(String(describing: found))")
            // The locator is asked only when the decoder refused the text: both must see an error here.
            #expect(!decoderAccepts(text), "\(text.debugDescription)")
        }
    }

    @Test("what Foundation's JSONDecoder accepts passes: a comma before } or ], raw control characters and unknown escapes in strings")
    func decoderLeniencies() {
        for text in ["{\"a\": 1,}", "{\"a\": \"x\ny\t\u{01}\"}", "{\"a\": \"\\q\"}", "{\"a\": 01, \"b\": 1.}", "[1, 2,]", "{\"a\": [[],]}"] {
            #expect(problem(text) == nil, "\(text.debugDescription): \(String(describing: problem(text)))")
            #expect(decoderAccepts(text), "\(text.debugDescription)")
        }
    }

    @Test("no raw control character reaches the message")
    func messagesAreInert() {
        for text in ["{\"a\": \"x\u{1B}]0;t\u{07}\"", "{\u{1B}}", "{\"a\": \u{7F}}", "{\"a\": \u{01}}"] {
            let message = problem(text)?.description ?? ""
            #expect(!message.isEmpty, "\(text.debugDescription)")
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(message.debugDescription)")
        }
    }

    @Test("valid JSON has no problem; every strict prefix of it has one, never past the prefix's end")
    func validAndTruncated() throws {
        let device = SavedDevice(os: DeviceFixtures.ios17).encoded()
        let texts = [device, Data("[1, -2.5e+3, true, false, null, \"\\u00e9\\n\", {}, [], {\"x\": [[]]}]".utf8)]
        for data in texts {
            #expect(JSONSyntaxLocator.firstProblem(in: data) == nil)
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for cut in 0..<data.count where data[cut] != 0x20 && data[cut] != 0x0A {
                let found = try #require(JSONSyntaxLocator.firstProblem(in: data.prefix(cut)), "prefix of \(cut) bytes")
                #expect(found.line <= lines.count)
            }
        }
    }

    @Test("a deep or long hostile text costs linear work (no recursion)")
    func deepNesting() {
        let deep = String(repeating: "[", count: 200_000)
        #expect(problem(deep)?.message == "the file ends where a value was expected")
        let closed = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(problem(closed) == nil)
    }

    @Test("a whole number past 64 bits is found for the device file (the decoder refuses it with no position)")
    func oversizedIntegers() {
        let text = "{\n  \"a\": 1.5e400,\n  \"b\": -9223372036854775808,\n  \"c\": 99999999999999999999999\n}"
        let found = JSONSyntaxLocator.firstOversizedInteger(in: Data(text.utf8))
        #expect(found == JSONSyntaxLocator.Problem(line: 4, column: 8, message: "the whole number 99999999999999999999999 does not fit in 64 bits"))
        #expect(JSONSyntaxLocator.firstProblem(in: Data(text.utf8)) == nil)
        #expect(JSONSyntaxLocator.firstOversizedInteger(in: Data("{\"a\": 9223372036854775807}".utf8)) == nil)
    }
}

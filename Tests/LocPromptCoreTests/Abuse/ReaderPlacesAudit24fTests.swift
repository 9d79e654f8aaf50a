import Foundation
import Testing
@testable import LocPromptCore

/// Audit 24f M1–M3: readers that refused a file without saying where, or for the wrong reason.
@Suite("Abuse: readers name the place and the true reason (audit 24f M1–M3)")
struct ReaderPlacesAudit24fTests {
    // MARK: UTF-8

    @Test("the first byte that is not UTF-8: its offset, line and column (in scalars), whatever the line breaks")
    func utf8Position() throws {
        #expect(UTF8Position.firstInvalid(in: Array("héllo\nwörld".utf8)) == nil)
        let lf = try #require(UTF8Position.firstInvalid(in: Self.bytes("ab\ncé", 0xFF)))
        #expect((lf.line, lf.column, lf.offset, lf.byte) == (2, 3, 6, 0xFF))
        let crlf = try #require(UTF8Position.firstInvalid(in: Self.bytes("a\r\nb\rc", 0x80)))
        #expect((crlf.line, crlf.column) == (3, 2))
        // A sequence cut short, an overlong form, an encoded surrogate: each refused at its first byte.
        for bad: [UInt8] in [[0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let bytes: [UInt8] = [0x41] + bad
            #expect(UTF8Position.firstInvalid(in: bytes)?.column == 2, "\(bad)")
        }
        #expect(UTF8Position.firstInvalid(in: [0x41, 0xC3, 0xA9, 0xFE])?.message == "byte 0xFE is not UTF-8")
    }

    @Test("a .strings file with a byte that is not UTF-8 names its line and column (it said only “not UTF-8 or UTF-16 text”)")
    func stringsPosition() {
        let bytes: [UInt8] = Self.bytes("\"A\" = \"x\";\n\"B\" = \"y", 0xFF, "\";\n")
        #expect(throws: StringsFileError(line: 2, column: 9, message: "not UTF-8 or UTF-16 text (byte 0xFF is not UTF-8)")) {
            try StringsFileParser.parse(Data(bytes))
        }
    }

    // MARK: Device files

    static let head = #"{"format": "locprompt-device", "formatVersion": 2, "platform": "ios", "settings": {"locationServices": true, "allowOnceGrace": "5s"}, "apps": {},"#

    func damageReason(_ bytes: [UInt8]) -> String? {
        if case .failure(.damaged(let reason)) = SavedDevice.decode(Data(bytes)) { return reason }
        return nil
    }

    /// Bytes of an `os` line: text, one raw byte, text.
    static func bytes(_ before: String, _ byte: UInt8? = nil, _ after: String = "") -> [UInt8] {
        let middle: [UInt8] = byte.map { [$0] } ?? []
        return Array(before.utf8) + middle + Array(after.utf8)
    }

    static let badStrings: [([UInt8], String)] = [
        (bytes(#""os": "18"#, 0x00, #"0"}"#),
         "not valid JSON, line 2, column 10: a raw control character (byte 0x00) inside a string; JSON writes it as an escape such as \\u0000"),
        (bytes(#""os": "18.0\ud800"}"#),
         "not valid JSON, line 2, column 12: “\\ud800” is the first half of a surrogate pair, and the second half (\\uDC00 to \\uDFFF) does not follow it"),
        (bytes(#""os": "18.0\udc00"}"#),
         "not valid JSON, line 2, column 12: “\\udc00” is the second half of a surrogate pair, with no first half (\\uD800 to \\uDBFF) before it"),
        (bytes(#""os": "18.0"#, 0xFF, #""}"#), "not valid JSON, line 2, column 12: byte 0xFF inside a string is not UTF-8"),
        (bytes(#""os": "18\q0"}"#), "not valid JSON, line 2, column 10: “\\q” is not a JSON escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
    ]

    @Test("a string the decoder refuses is named with its line and column (it said “not valid JSON”)", arguments: badStrings)
    func deviceStrings(os: [UInt8], expected: String) {
        let text: [UInt8] = Array(Self.head.utf8) + [0x0A] + os
        #expect(damageReason(text) == expected)
    }

    @Test("strings the decoder reads are not flagged: a surrogate pair, escapes, UTF-8")
    func deviceGoodStrings() {
        let text = #"{"a": "\ud83d\ude00 \" \\ \/ \b \f \n \r \t \u00e9 é"}"#
        #expect(JSONSyntaxLocator.firstStringProblem(in: Data(text.utf8)) == nil)
    }

    @Test("an integer field holding 1.5, 1e20 or 1e308 is named, with its place (it said “not valid JSON”)",
          arguments: [("1.5", "1.5"), ("1e20", "1e20"), ("1e+308", "1e+308"), ("99999999999999999999999", "99999999999999999999999")])
    func deviceWholeNumbers(number: String, shown: String) {
        let apps = #"{"com.a": {"bundleIdentifier": "com.a", "authorization": "denied",\#n  "locationServicesAlertCount": \#(number)}}"#
        let text = #"{"format": "locprompt-device", "formatVersion": 2, "platform": "ios", "os": "17.4", "settings": {"locationServices": true, "allowOnceGrace": "5s"}, "apps": "#
            + apps + "}"
        #expect(damageReason(Array(text.utf8))
                == "line 2, column 33: \"apps.com.a.locationServicesAlertCount\" must be a whole number from 0 to 9223372036854775807, found \(shown)")
        // The format version too; whole numbers written otherwise (1e0, 2.0) are read as the decoder reads them.
        #expect(damageReason(Array(#"{"format": "locprompt-device", "formatVersion": 2.5}"#.utf8))
                == "line 1, column 49: \"formatVersion\" must be a whole number from 0 to 9223372036854775807, found 2.5")
        #expect(JSONSyntaxLocator.wholeNumber("2.0") == 2 && JSONSyntaxLocator.wholeNumber("1e3") == 1000)
    }

    // MARK: Binary plists

    /// A chain of `depth` nested one-element arrays around one string.
    static func chain(_ depth: Int) -> [UInt8] {
        var objects: [[UInt8]] = (0..<depth).map { BinaryPlistExpansionTests.array([$0 + 1], referenceSize: 4) }
        objects.append(BinaryPlistExpansionTests.string("x"))
        return BinaryPlistExpansionTests.bplist(objects, referenceSize: 4)
    }

    @Test("a binary plist nested deeper than Foundation reads is refused as such (it said “malformed” or “multiply”)")
    func binaryDepth() throws {
        let limit = BinaryPlistPrecheck.maximumDepth
        // Foundation's own limit, which the precheck matches: 512 levels load, 513 do not.
        #expect(BinaryPlistPrecheck.problem(in: Self.chain(limit)) == nil)
        _ = try PropertyListSerialization.propertyList(from: Data(Self.chain(limit)), options: [], format: nil)
        #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(Self.chain(limit + 1)), options: [], format: nil) }
        let message = "binary property list nested too deeply: arrays and dictionaries more than 512 levels deep (an Info.plist nests three or four)"
        for depth in [limit + 1, 100_000, 1_000_001] {
            #expect(BinaryPlistPrecheck.problem(in: Self.chain(depth)) == message, "\(depth)")
        }
        #expect(throws: StringsFileError(line: nil, message: message)) { try StringsFileParser.parse(Data(Self.chain(100_000))) }
    }
}

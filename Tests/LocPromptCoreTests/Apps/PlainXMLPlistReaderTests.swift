import Foundation
import PropertyBased
import Testing
@testable import LocPromptCore
import LocPromptFuzz

/// `PlainXMLPlistReader` reads the plain XML that Xcode writes without Foundation (issue 15). It may decline any
/// document (Foundation then reads it), but what it returns must be what Foundation returns, as the rest of
/// locprompt sees values: their `PlistValueType` and the casts the app code makes.
@Suite("Plain XML plist reader")
struct PlainXMLPlistReaderTests {
    // MARK: What "the same value" means (`PlistReaderAgreement`, shared with the fuzz target "plist-reader")

    static func foundation(_ data: Data) -> [String: Any]? {
        (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
    }

    /// The reader's answer is Foundation's whenever it gives one; returns whether it gave one.
    @discardableResult
    static func expectAgreement(_ data: Data, _ comment: @autoclosure () -> String) -> Bool {
        switch PlistReaderAgreement.check(data) {
        case .declined: return false
        case .agrees: return true
        case .disagrees(let why):
            Issue.record("\(why): \(comment())")
            return true
        }
    }

    // MARK: The repository's plists

    static func repositoryPlists() -> [String] {
        let root = AppTestSupport.repoRoot.path
        var found: [String] = []
        for folder in ["Assets", "Tests/Fixtures", "Tests/Corpus/plist", "Tests/Corpus/plist-reader", "Benchmarks"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".plist") || relative.hasSuffix(".xml") { found.append(folder + "/" + relative) }
            }
        }
        return found.sorted()
    }

    @Test("Every plist in the repository: the same values as Foundation; the apps locprompt ships and the real apps' Info.plists are read without it")
    func repositoryFiles() throws {
        let files = Self.repositoryPlists()
        #expect(files.count >= 20, "found \(files)")
        var declined: [String] = []
        for file in files {
            let data = try Data(contentsOf: AppTestSupport.repoRoot.appendingPathComponent(file))
            if !Self.expectAgreement(data, file) { declined.append(file) }
        }
        // Xcode's plain XML: nothing here should need Foundation, or the first frame pays for it again.
        let mustRead = declined.filter {
            ($0.hasPrefix("Assets/Apps/") || $0.hasPrefix("Tests/Fixtures/real-apps/") || $0.hasPrefix("Tests/Corpus/plist-reader/"))
                && !(try! Data(contentsOf: AppTestSupport.repoRoot.appendingPathComponent($0))).starts(with: Array("bplist".utf8))
        }
        #expect(mustRead.isEmpty, "declined: \(mustRead)")
    }

    // MARK: Generated documents

    /// Text pieces: markup characters that must be escaped, quotes, non-ASCII, tab, CR, line feeds, and one
    /// control character that the reader leaves to Foundation.
    static let pieces = ["a", "Where Am I?", " ", "<", ">", "&", "\"", "'", "\t", "\r\n", "\n", "\r", "é", "地图", "😀",
                         "\u{200B}", "]]>", "$(PRODUCT_NAME)", "\u{1}", "--", "&amp;"]
    static let keys = ["CFBundleName", "NSLocationWhenInUseUsageDescription", "UIBackgroundModes", "a", "", " spaced ",
                       "é", "a"]
    static let integers: [Int64] = [0, 1, -1, 2, 7, 12, 127, 128, 255, 256, -128, -129, 32767, 65536, 2_147_483_647,
                                    -2_147_483_648, 2_147_483_648, 5_000_000_000, 999_999_999_999_999_999,
                                    -999_999_999_999_999_999, 1_000_000_000_000_000_000, Int64.max, Int64.min]

    /// Builds a document from a stream of choices, so that the property library can shrink a failure.
    struct Writer {
        var choices: [Int]
        var position = 0
        var usesControlCharacter = false

        mutating func next(_ bound: Int) -> Int {
            defer { position += 1 }
            return choices.isEmpty ? 0 : abs(choices[position % choices.count]) % bound
        }

        mutating func escaped(_ text: String) -> String {
            var out = ""
            for character in text {
                switch character {
                case "<": out += "&lt;"
                case "&": out += "&amp;"
                case ">": out += next(2) == 0 ? ">" : "&gt;"
                case "\"": out += next(2) == 0 ? "\"" : "&quot;"
                case "'": out += next(2) == 0 ? "'" : "&apos;"
                default: out.append(character)
                }
            }
            return out
        }

        mutating func text() -> String {
            var text = ""
            for _ in 0..<next(5) { text += PlainXMLPlistReaderTests.pieces[next(PlainXMLPlistReaderTests.pieces.count)] }
            if text.unicodeScalars.contains(where: { $0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value) }) {
                usesControlCharacter = true
            }
            return text
        }

        mutating func space() -> String { ["", " ", "\n", "\n\t", "\r\n  ", "\t\t"][next(6)] }

        mutating func value(depth: Int) -> String {
            switch next(depth > 3 ? 5 : 7) {
            case 0:
                let text = text()
                return text.isEmpty && next(2) == 0 ? "<string/>" : "<string>\(escaped(text))</string>"
            case 1: return next(2) == 0 ? "<true/>" : "<false/>"
            case 2: return "<integer>\(PlainXMLPlistReaderTests.integers[next(PlainXMLPlistReaderTests.integers.count)])</integer>"
            case 3: return next(2) == 0 ? "<array/>" : "<dict/>"
            case 4: return "<string>\(escaped(PlainXMLPlistReaderTests.keys[next(PlainXMLPlistReaderTests.keys.count)]))</string>"
            case 5:
                var out = "<array>"
                for _ in 0..<next(4) { out += space() + value(depth: depth + 1) }
                return out + space() + "</array>"
            default:
                return dictionary(depth: depth + 1)
            }
        }

        mutating func dictionary(depth: Int) -> String {
            var out = "<dict>"
            for _ in 0..<next(5) {
                let key = PlainXMLPlistReaderTests.keys[next(PlainXMLPlistReaderTests.keys.count)]
                out += space() + "<key>\(escaped(key))</key>" + space() + value(depth: depth)
            }
            return out + space() + "</dict>"
        }

        mutating func document() -> String {
            var out = ""
            switch next(3) {
            case 0: out += #"<?xml version="1.0" encoding="UTF-8"?>"# + space()
            case 1: out += #"<?xml version="1.0" encoding="utf-8"?>"# + "\n"
            default: break
            }
            if next(2) == 0 {
                out += #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
                    + space()
            }
            return out + #"<plist version="1.0">"# + space() + dictionary(depth: 0) + space() + "</plist>" + space()
        }
    }

    static let choices = Gen.int(in: 0...9_999).array(of: 1...120)

    @Test("Generated Xcode-style documents are read, with Foundation's values")
    func generated() async {
        await propertyCheck(count: 400, input: Self.choices) { choices in
            var writer = Writer(choices: choices)
            let document = writer.document()
            let read = Self.expectAgreement(Data(document.utf8), document.debugDescription)
            // Declining is allowed only for what the reader leaves to Foundation on purpose.
            if !writer.usesControlCharacter {
                #expect(read, "declined: \(document.debugDescription)")
            }
        }
    }

    /// Edits that make documents malformed or push them outside the subset.
    static let insertions = ["<", ">", "&", "/", "\"", " ", "0", "-", "+", "x", "<key>", "</key>", "<string>", "</string>",
                             "<dict>", "</dict>", "<array>", "</array>", "<true/>", "<integer>", "</integer>", "&amp;",
                             "&#65;", "&lt", "<!--x-->", "<![CDATA[x]]>", "\u{0}", "\u{1B}", "<real>1</real>",
                             "<plist version=\"1.0\">", "</plist>", "<key/>", "<string />", "é"]

    @Test("Damaged documents: whatever the reader still accepts, Foundation reads to the same values")
    func damaged() async {
        await propertyCheck(count: 600, input: Self.choices, Gen.int(in: 0...9_999).array(of: 1...12)) { choices, edits in
            var writer = Writer(choices: choices)
            var bytes = Array(writer.document().utf8)
            var edit = edits.makeIterator()
            while let kind = edit.next(), let where_ = edit.next() {
                let at = bytes.isEmpty ? 0 : where_ % bytes.count
                switch kind % 4 {
                case 0: bytes.insert(contentsOf: Array(Self.insertions[(kind / 4) % Self.insertions.count].utf8), at: at)
                case 1: if !bytes.isEmpty { bytes.removeSubrange(at..<min(bytes.count, at + 1 + (kind / 4) % 8)) }
                case 2: if !bytes.isEmpty { bytes[at] = UInt8((kind / 4) % 256) }
                default: bytes.insert(UInt8(0x80 + (kind / 4) % 0x80), at: at)  // a stray byte, not UTF-8 on its own
                }
            }
            Self.expectAgreement(Data(bytes), String(decoding: bytes, as: UTF8.self).debugDescription)
        }
    }

    // MARK: Edges, each against Foundation

    @Test("What Foundation reads its own way is left to it", arguments: [
        "<string><![CDATA[x]]></string>", "<string>&#65;</string>", "<string>a\u{1}b</string>", "<integer>007</integer>",
        "<integer>+5</integer>", "<integer>-0</integer>", "<integer>0x10</integer>", "<integer>9223372036854775808</integer>",
        "<integer>18446744073709551615</integer>",
        "<real>1.5</real>", "<date>2020-01-01T00:00:00Z</date>", "<data>AAAA</data>", "<true />", "<!-- c --><string>x</string>",
    ])
    func declined(value: String) throws {
        let document = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key>"# + value + "</dict></plist>"
        #expect(PlainXMLPlistReader.dictionary(from: Data(document.utf8)) == nil)
        // …and locprompt still loads it, through Foundation.
        let loaded = try AppLoader.parseInfoPlist(Data(document.utf8), path: "Info.plist")
        #expect(loaded["k"] != nil)
    }

    @Test("19-digit integers that fit an Int64, up to its exact bounds, are read, as Foundation reads them", arguments: [
        "1000000000000000000", "1234567890123456789", "-1234567890123456789", "9223372036854775807",
        "-9223372036854775807", "-9223372036854775808", "9223372036854775806", "-999999999999999999",
    ])
    func nineteenDigits(text: String) throws {
        let document = Data((#"<plist version="1.0"><dict><key>k</key><integer>"# + text + "</integer></dict></plist>").utf8)
        let read = try #require(PlainXMLPlistReader.dictionary(from: document))
        #expect((read["k"] as? NSNumber)?.int64Value == Int64(text))
        #expect(Self.expectAgreement(document, text))
    }

    /// Hostile-input audit F11: `<integer>9223372036854775808</integer>` (Int64.max + 1) trapped the process
    /// ("arithmetic overflow", SIGILL) before the reader's digit limit was checked. Past Int64 the reader
    /// declines, and Foundation decides: up to UInt64.max it reads an unsigned number; beyond, or below
    /// Int64.min, it refuses the file, and the loader says so with the file and line.
    @Test("Integers past Int64: declined without trapping; Foundation reads or refuses them, with the line", arguments: [
        ("9223372036854775808", true), ("-9223372036854775809", false), ("18446744073709551615", true),
        ("18446744073709551616", false), ("99999999999999999999", false), ("-99999999999999999999", false),
        ("123456789012345678901234567890", false), (String(repeating: "9", count: 60), false),
    ])
    func pastInt64(text: String, accepted: Bool) throws {
        let document = Data((#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<plist version="1.0">"# + "\n<dict>\n"
            + "<key>k</key><integer>" + text + "</integer>\n</dict>\n</plist>\n").utf8)
        #expect(PlainXMLPlistReader.dictionary(from: document) == nil)
        if accepted {
            let loaded = try AppLoader.parseInfoPlist(document, path: "Info.plist")
            #expect((loaded["k"] as? NSNumber)?.stringValue == text)
        } else {
            do {
                _ = try AppLoader.parseInfoPlist(document, path: "Info.plist")
                Issue.record("\(text.prefix(40)) was accepted")
            } catch {
                #expect(error.description.hasPrefix("Info.plist:4: malformed or truncated property list (Integer "), "\(error)")
            }
        }
    }

    @Test("Malformed documents are declined, so that Foundation's error (with its line) is the one shown", arguments: [
        "<key>a</key>", "<key>a</key><string>x</string><string>y</string>", "<string>x</string>", "junk",
        "<key>a</key><integer></integer>", "<key>a</key><string>&bogus;</string>", "<key>a</key><string>x",
    ])
    func malformed(body: String) {
        let document = #"<plist version="1.0"><dict>"# + body + "</dict></plist>"
        #expect(PlainXMLPlistReader.dictionary(from: Data(document.utf8)) == nil)
        #expect(Self.foundation(Data(document.utf8)) == nil, "Foundation refuses it too")
        #expect(throws: AppLoadError.self) { try AppLoader.parseInfoPlist(Data(document.utf8), path: "Info.plist") }
    }

    @Test("Nesting: up to the limit it reads, beyond it declines without recursing further (a million levels)")
    func nesting() {
        func nested(_ levels: Int) -> Data {
            Data(("<plist version=\"1.0\"><dict><key>k</key>" + String(repeating: "<array>", count: levels - 1)
                + String(repeating: "</array>", count: levels - 1) + "</dict></plist>").utf8)
        }
        let deepest = nested(PlainXMLPlistReader.maximumDepth)
        #expect(PlainXMLPlistReader.dictionary(from: deepest) != nil)
        #expect(Self.expectAgreement(deepest, "depth \(PlainXMLPlistReader.maximumDepth)"))
        #expect(PlainXMLPlistReader.dictionary(from: nested(PlainXMLPlistReader.maximumDepth + 1)) == nil)
        #expect(PlainXMLPlistReader.dictionary(from: nested(1_000_000)) == nil)
    }

    @Test("Every value type is named as Xcode names it, from this reader and from Foundation (XML and binary)")
    func typeNames() throws {
        let body = "<key>s</key><string>x</string><key>t</key><true/><key>f</key><false/><key>i</key><integer>12</integer>"
            + "<key>a</key><array><string>x</string></array><key>d</key><dict><key>k</key><string>v</string></dict>"
            + "<key>e</key><dict/><key>z</key><array/>"
        let extra = "<key>r</key><real>1.5</real><key>w</key><date>2020-01-01T00:00:00Z</date><key>b</key><data>AAAA</data>"
        let expected: [String: PlistValueType] = ["s": .string, "t": .boolean, "f": .boolean, "i": .number, "a": .array,
                                                  "d": .dictionary, "e": .dictionary, "z": .array, "r": .number, "w": .date,
                                                  "b": .data]
        let plain = Data((#"<plist version="1.0"><dict>"# + body + "</dict></plist>").utf8)
        let ours = try #require(PlainXMLPlistReader.dictionary(from: plain))
        #expect(ours.mapValues { PlistValueType(of: $0) } == expected.filter { ours[$0.key] != nil })
        let full = Data((#"<plist version="1.0"><dict>"# + body + extra + "</dict></plist>").utf8)
        let xml = try #require(Self.foundation(full))
        #expect(xml.mapValues { PlistValueType(of: $0) } == expected)
        let binary = try PropertyListSerialization.data(fromPropertyList: xml, format: .binary, options: 0)
        let fromBinary = try #require(Self.foundation(binary))
        #expect(fromBinary.mapValues { PlistValueType(of: $0) } == expected)
    }

    @Test("A root that is not a dictionary is declined (the loader's own message names its type)")
    func nonDictionaryRoot() {
        #expect(PlainXMLPlistReader.dictionary(from: Data(#"<plist version="1.0"><array/></plist>"#.utf8)) == nil)
        #expect(PlainXMLPlistReader.dictionary(from: Data(#"<plist version="1.0"><string>x</string></plist>"#.utf8)) == nil)
    }
}

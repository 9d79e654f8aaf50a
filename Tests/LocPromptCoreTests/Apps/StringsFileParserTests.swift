import Foundation
import Testing
@testable import LocPromptCore

@Suite struct StringsFileParserTests {
    @Test func readsXcodeStyleStringsWithCommentsAndEscapes() throws {
        let text = """
        /* Bundle display name */
        "CFBundleDisplayName" = "Say \\"Hi\\"";
        // a line comment
        "Tabs" = "a\\tb\\\\c";
        "Unicode" = "\\U2019 and \\u00e9";
        "Octal" = "\\101";
        Unquoted = Value_1.0;
        "SameAsKey";
        "Multi
        line" = 'single quotes';
        """
        let strings = try StringsFileParser.parse(text: text)
        #expect(strings["CFBundleDisplayName"] == "Say \"Hi\"")
        #expect(strings["Tabs"] == "a\tb\\c")
        #expect(strings["Unicode"] == "’ and é")
        #expect(strings["Octal"] == "A")
        #expect(strings["Unquoted"] == "Value_1.0")
        #expect(strings["SameAsKey"] == "SameAsKey")
        #expect(strings["Multi\nline"] == "single quotes")
    }

    @Test("a stray NUL in a UTF-8 strings file keeps it UTF-8 (it was read as UTF-16 and reported as “≃”)")
    func strayNulStaysUTF8() throws {
        // 80 bytes, even, one NUL: not UTF-16 (session-12 hostile-input audit F8).
        let data = Data("\"NSLocationWhenInUseUsageDescription\" = \"To show you on the map.\";\n\"A\" = \"x\u{0}y\";\n".utf8)
        #expect(data.count % 2 == 0)
        #expect(try StringsFileParser.decode(data).hasPrefix("\"NSLocationWhenInUseUsageDescription\""))
        // BOM-less UTF-16 of ASCII text is still recognised.
        var utf16 = Data()
        for unit in "\"k\" = \"v\";".utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(try StringsFileParser.parse(utf16) == ["k": "v"])
    }

    @Test func decodesUTF16WithAndWithoutBOMAndUTF8WithBOM() throws {
        let text = "\"k\" = \"Grüße 🌍\";"
        var littleEndian = Data([0xFF, 0xFE])
        for unit in text.utf16 { littleEndian.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        var bigEndianNoBOM = Data()
        for unit in text.utf16 { bigEndianNoBOM.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        let utf8BOM = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        for data in [littleEndian, bigEndianNoBOM, utf8BOM, Data(text.utf8)] {
            #expect(try StringsFileParser.parse(data) == ["k": "Grüße 🌍"])
        }
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", 3, 1, "expected “;”"),
        ("\"a\" = \"b\";\n\n\"c\" = \"never closed;\n", 3, 7, "never closed"),
        ("/* fine */\n\"a\" \"b\";", 2, 5, "expected “=”"),
        ("\"a\" = \"b\";\n  /* open comment\n\"c\" = \"d\";", 2, 3, "comment"),
        ("\"a\" = \"b\";\n\"c\" = ;", 2, 7, "expected a value"),
        ("\"a\" = \"b\";\n\n\n\"c\" =", 4, 6, "ends after “=”"),
        ("\"a\" = \"b\"", 1, 10, "ends before “;”"),
        ("\"a\" = \"b\";\n= \"c\";", 2, 1, "expected a key"),
        ("\"é\" = \"ü\" \"x\";", 1, 11, "expected “;”"),
    ])
    func syntaxErrorsNameTheLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect {
            try StringsFileParser.parse(text: text)
        } throws: { error in
            guard let error = error as? StringsFileError else { return false }
            return error.line == line && error.column == column && error.message.contains(message)
                && error.description.hasPrefix("line \(line), column \(column): ")
        }
    }

    @Test func invalidBytesAreAnErrorNotACrash() {
        #expect(throws: StringsFileError.self) { try StringsFileParser.parse(Data([0x22, 0xC3, 0x28, 0x22])) }
        #expect(throws: StringsFileError.self) { try StringsFileParser.parse(Data([0xFF, 0xFE, 0x22])) }
    }

    @Test func everyRealStringsFixtureParses() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: AppTestSupport.fixtures.path).filter { $0.hasSuffix(".strings") }
        #expect(files.count == 5)
        for file in files {
            let strings = try StringsFileParser.parse(Data(contentsOf: AppTestSupport.fixtures.appendingPathComponent(file)))
            #expect(strings["NSLocationWhenInUseUsageDescription"] != nil, "\(file)")
        }
    }

    @Test("a \\U surrogate pair is one character, as Foundation reads it; only a lone half is U+FFFD (audit 24f D7)")
    func surrogatePairEscapes() throws {
        // Expected scalars are what swift-corelibs Foundation's PropertyListSerialization (CFOldStylePList.c)
        // returned for the same text on this machine.
        let cases: [(String, [UInt32])] = [
            ("a \\UD83D\\UDE00 b", [0x61, 0x20, 0x1F600, 0x20, 0x62]),
            ("a \\UD83D b", [0x61, 0x20, 0xFFFD, 0x20, 0x62]),
            ("a \\UDE00 b", [0x61, 0x20, 0xFFFD, 0x20, 0x62]),
            ("a \\UD83D\\UD83D\\UDE00 b", [0x61, 0x20, 0xFFFD, 0x1F600, 0x20, 0x62]),
            ("a \\UD83D\\n b", [0x61, 0x20, 0xFFFD, 0x0A, 0x20, 0x62]),
            ("a \\UD83Dx b", [0x61, 0x20, 0xFFFD, 0x78, 0x20, 0x62]),
            ("\\UDE00\\UD83D", [0xFFFD, 0xFFFD]),
        ]
        for (body, scalars) in cases {
            let strings = try StringsFileParser.parse(text: "\"k\" = \"\(body)\";")
            #expect(strings["k"]?.unicodeScalars.map(\.value) == scalars, "\(body)")
        }
        #expect(try StringsFileParser.parse(text: "\"k\" = \"Find friends \\UD83D\\UDE00 nearby\";")["k"] == "Find friends 😀 nearby")
    }
}

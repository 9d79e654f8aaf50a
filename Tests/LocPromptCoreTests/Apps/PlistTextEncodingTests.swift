import Foundation
import LocPromptFiles
import LocPromptTestSupport
import Testing
@testable import LocPromptCore

/// XML property lists in UTF-16 (LE and BE) and UTF-32 with a byte-order mark, as Xcode and Apple's
/// PropertyListSerialization read them: an Info.plist, and an InfoPlist.strings as an XML property list (a built
/// app's) or as old-style text (Xcode's, very often UTF-16). They were refused as "not an XML or binary
/// property list" (red-team pass, low).
@Suite("Info.plist and .strings in UTF-16 and UTF-32")
struct PlistTextEncodingTests {
    let scratch = TemporaryFolder("plist-encoding")

    enum Encoding: String, CaseIterable, CustomTestStringConvertible {
        case utf16LE, utf16BE, utf32LE, utf32BE
        var testDescription: String { rawValue }
        var declared: String { self == .utf16LE || self == .utf16BE ? "UTF-16" : "UTF-32" }

        /// `text` with its byte-order mark, as an editor saves it.
        func bytes(_ text: String, mark: Bool = true) -> Data {
            var data = Data()
            func put(_ value: UInt32, width: Int, little: Bool) {
                let bytes = (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
                data.append(contentsOf: little ? bytes : bytes.reversed())
            }
            switch self {
            case .utf16LE, .utf16BE:
                let little = self == .utf16LE
                for unit in ((mark ? "\u{FEFF}" : "") + text).utf16 { put(UInt32(unit), width: 2, little: little) }
            case .utf32LE, .utf32BE:
                let little = self == .utf32LE
                for scalar in ((mark ? "\u{FEFF}" : "") + text).unicodeScalars { put(scalar.value, width: 4, little: little) }
            }
            return data
        }
    }

    /// An Info.plist as Xcode writes it, with a name outside the BMP (a surrogate pair in UTF-16) and accents.
    static func infoPlist(encoding declared: String) -> String {
        """
        <?xml version="1.0" encoding="\(declared)"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Carte 🗺️ Élan</string>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>en</string>
        \t<key>NSLocationWhenInUseUsageDescription</key>
        \t<string>Pour vous montrer sur la carte.</string>
        </dict>
        </plist>

        """
    }

    @Test("an XML Info.plist in UTF-16 or UTF-32 with a byte-order mark loads like its UTF-8 twin",
          arguments: Encoding.allCases)
    func infoPlistLoads(encoding: Encoding) throws {
        let utf8 = AppTestSupport.write(Self.infoPlist(encoding: "UTF-8"), to: scratch.subfolder(), "Info.plist")
        let other = AppTestSupport.write(encoding.bytes(Self.infoPlist(encoding: encoding.declared)), to: scratch.subfolder(), "Info.plist")
        let expected = try AppTestSupport.load(utf8)
        let app = try AppTestSupport.load(other)
        #expect(app.profile == expected.profile)
        #expect(app.profile.displayName == "Carte 🗺️ Élan")
        #expect(app.profile.purpose(.whenInUse) == "Pour vous montrer sur la carte.")
        #expect(app.findings.map(\.code) == expected.findings.map(\.code))
        #expect(try AppLoader.readInfoPlist(at: other)["CFBundleDisplayName"] as? String == "Carte 🗺️ Élan")
    }

    @Test("a UTF-16 Info.plist without a byte-order mark (XML appendix F: it starts “<?” in UTF-16) loads too",
          arguments: [Encoding.utf16LE, .utf16BE])
    func utf16WithoutMark(encoding: Encoding) throws {
        let data = encoding.bytes(Self.infoPlist(encoding: "UTF-16"), mark: false)
        #expect(try AppLoader.parseInfoPlist(data, path: "Info.plist")["CFBundleDisplayName"] as? String == "Carte 🗺️ Élan")
    }

    @Test("a plist without a declaration, or declared with single quotes, in UTF-16")
    func declarationForms() throws {
        let bare = Self.infoPlist(encoding: "UTF-16").split(separator: "\n", maxSplits: 1)[1]
        #expect(try AppLoader.parseInfoPlist(Encoding.utf16LE.bytes(String(bare)), path: "Info.plist").count == 3)
        let single = Self.infoPlist(encoding: "UTF-16").replacingOccurrences(of: #"encoding="UTF-16""#, with: "encoding = 'utf-16'")
        #expect(try AppLoader.parseInfoPlist(Encoding.utf16BE.bytes(single), path: "Info.plist").count == 3)
        #expect(PlistTextEncoding.declaringUTF8(#"<?xml version="1.0" encoding = 'utf-16' ?><a/>"#)
            == #"<?xml version="1.0" encoding = 'UTF-8' ?><a/>"#)
        #expect(PlistTextEncoding.declaringUTF8(#"<?xml version="1.0"?><a encoding="x"/>"#) == #"<?xml version="1.0"?><a encoding="x"/>"#)
    }

    @Test("errors keep their line numbers and messages; a damaged UTF-16 file is one clean error")
    func errors() throws {
        // A mistake on line 6, in UTF-16: Foundation's error names the same line as for UTF-8.
        let broken = Self.infoPlist(encoding: "UTF-16").replacingOccurrences(of: "\t<string>Carte 🗺️ Élan</string>", with: "\t<strin>Carte</string>")
        let brokenUTF8 = broken.replacingOccurrences(of: "UTF-16", with: "UTF-8")
        let utf8Error = #expect(throws: AppLoadError.self) { try AppLoader.parseInfoPlist(Data(brokenUTF8.utf8), path: "Info.plist") }
        let utf16Error = #expect(throws: AppLoadError.self) { try AppLoader.parseInfoPlist(Encoding.utf16LE.bytes(broken), path: "Info.plist") }
        #expect(utf16Error?.line == 6 && utf16Error?.description == utf8Error?.description, "\(String(describing: utf16Error)) / \(String(describing: utf8Error))")
        // An odd number of bytes, a lone surrogate: one line naming the problem.
        var odd = Encoding.utf16LE.bytes(Self.infoPlist(encoding: "UTF-16"))
        odd.append(0x41)
        let oddError = #expect(throws: AppLoadError.self) { try AppLoader.parseInfoPlist(odd, path: "Info.plist") }
        #expect(oddError?.description == "Info.plist: UTF-16 text with an odd number of bytes (truncated?)")
        var lone = Encoding.utf16BE.bytes("<plist><dict/></plist>")
        lone.append(contentsOf: [0xD8, 0x00])
        let loneError = #expect(throws: AppLoadError.self) { try AppLoader.parseInfoPlist(lone, path: "Info.plist") }
        #expect(loneError?.description == "Info.plist: invalid UTF-16 text")
        // Old-style text in UTF-16 is still refused as before, not handed to CoreFoundation's old-style parser.
        let oldStyle = #expect(throws: AppLoadError.self) { try AppLoader.parseInfoPlist(Encoding.utf16LE.bytes("{ a = b; }"), path: "Info.plist") }
        #expect(oldStyle?.message.hasPrefix("not an XML or binary property list") == true)
        // The root must still be a dictionary.
        let array = #expect(throws: AppLoadError.self) { try AppLoader.parseInfoPlist(Encoding.utf32BE.bytes("<plist><array/></plist>"), path: "Info.plist") }
        #expect(array?.message.contains("not a Dictionary") == true)
    }

    @Test("an InfoPlist.strings that is an XML property list in UTF-16 or UTF-32 (a built app's) is read",
          arguments: Encoding.allCases)
    func stringsPropertyList(encoding: Encoding) throws {
        let xml = """
            <?xml version="1.0" encoding="\(encoding.declared)"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDisplayName</key>
            \t<string>Karte 🗺️</string>
            \t<key>Build</key>
            \t<integer>7</integer>
            </dict>
            </plist>

            """
        let data = encoding.bytes(xml)
        #expect(try StringsFileParser.parse(data) == ["CFBundleDisplayName": "Karte 🗺️"])
        #expect(StringsFileParser.nonStringValues(data) == ["Build": .number])
    }

    @Test("an old-style InfoPlist.strings in UTF-16 or UTF-32 with a byte-order mark (as Xcode saves many) is read",
          arguments: Encoding.allCases)
    func stringsText(encoding: Encoding) throws {
        let text = "/* Localized versions of Info.plist keys */\n\"CFBundleDisplayName\" = \"Karte 🗺️\";\n"
            + "\"NSLocationWhenInUseUsageDescription\" = \"<Um> Sie auf der Karte zu zeigen.\";\n"
        #expect(try StringsFileParser.parse(encoding.bytes(text))
            == ["CFBundleDisplayName": "Karte 🗺️", "NSLocationWhenInUseUsageDescription": "<Um> Sie auf der Karte zu zeigen."])
    }

    @Test("an app folder whose Info.plist is UTF-16 and whose de.lproj strings are a UTF-16 XML plist and UTF-32 text")
    func wholeApp() throws {
        let folder = scratch.subfolder().appendingPathComponent("Karte.app")
        AppTestSupport.write(Encoding.utf16BE.bytes(Self.infoPlist(encoding: "UTF-16")), to: folder, "Info.plist")
        AppTestSupport.write(Encoding.utf16LE.bytes("""
            <?xml version="1.0" encoding="UTF-16"?>
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Karte</string></dict></plist>
            """), to: folder, "de.lproj/InfoPlist.strings")
        AppTestSupport.write(Encoding.utf32LE.bytes("\"CFBundleDisplayName\" = \"Mapa\";"), to: folder, "es.lproj/InfoPlist.strings")
        #expect(try AppTestSupport.load(folder.path, language: "de").profile.displayName == "Karte")
        #expect(try AppTestSupport.load(folder.path, language: "es").profile.displayName == "Mapa")
        #expect(try AppTestSupport.load(folder.path, language: "en").profile.displayName == "Carte 🗺️ Élan")
    }
}

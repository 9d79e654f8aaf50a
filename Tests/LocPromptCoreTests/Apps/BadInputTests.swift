import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore

/// Files that cannot be an app: one error naming the file (and the line for strings files), never a crash.
@Suite struct BadInputTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("apps")

    func loadError(_ path: String, language: String? = nil) -> AppLoadError? {
        do {
            _ = try AppTestSupport.load(path, language: language)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFile() throws {
        let path = scratch.subfolder().appendingPathComponent("Nope-Info.plist").path
        let error = try #require(loadError(path))
        #expect(error.path == path)
        #expect(error.description == "\(path): no such file or folder")
    }

    @Test func emptyFile() throws {
        let path = AppTestSupport.write("", to: scratch.subfolder(), "Info.plist")
        #expect(loadError(path)?.message.contains("empty") == true)
    }

    @Test func malformedXMLNamesTheLine() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>NSLocationWhenInUseUsageDescription</key>
        \t<strin>typo</string>
        </dict>
        </plist>
        """
        let path = AppTestSupport.write(text, to: scratch.subfolder(), "Info.plist")
        let error = try #require(loadError(path))
        #expect(error.path == path)
        #expect(error.line == 5)
        #expect(error.message.hasPrefix("malformed or truncated property list"))
        #expect(!error.description.contains("\n"))
    }

    @Test func truncatedXMLAndBinary() throws {
        let folder = scratch.subfolder()
        let xml = try Data(contentsOf: URL(fileURLWithPath: AppTestSupport.sample("CheckIn.plist")))
        let truncatedXML = AppTestSupport.write(xml.prefix(xml.count / 2), to: folder, "Half.plist")
        #expect(loadError(truncatedXML)?.message.hasPrefix("malformed or truncated property list") == true)
        let binary = try AppTestSupport.binaryCopy(of: AppTestSupport.sample("CheckIn.plist"), in: folder, as: "Binary.plist")
        let data = try Data(contentsOf: URL(fileURLWithPath: binary))
        for cut in [8, data.count / 2, data.count - 1] {
            let truncated = AppTestSupport.write(data.prefix(cut), to: folder, "Cut\(cut).plist")
            let error = loadError(truncated)
            #expect(error?.message == "malformed or truncated binary property list", "cut at \(cut)")
        }
    }

    @Test func rootThatIsNotADictionary() throws {
        let folder = scratch.subfolder()
        let array = try PropertyListSerialization.data(fromPropertyList: ["NSLocationWhenInUseUsageDescription"], format: .xml, options: 0)
        let path = AppTestSupport.write(array, to: folder, "Info.plist")
        #expect(loadError(path)?.message.contains("root is an Array, not a Dictionary") == true)
        let text = AppTestSupport.write("just some text", to: folder, "Text.plist")
        #expect(loadError(text) != nil)
    }

    @Test func stringsSyntaxErrorNamesTheStringsFileAndLine() throws {
        let folder = scratch.subfolder()
        AppTestSupport.write(AppTestSupport.plist(["CFBundleDisplayName": "Broken", "NSLocationWhenInUseUsageDescription": "x"]),
                             to: folder, "Broken/Info.plist")
        let strings = AppTestSupport.write("/* ok */\n\"CFBundleDisplayName\" = \"Kaputt\";\n\"NSLocationWhenInUseUsageDescription\" = \"y\"\n",
                                           to: folder, "Broken/de.lproj/InfoPlist.strings")
        // Xcode would not build this app, whatever the language: the error stands for every language.
        for language in ["de", "en", nil] {
            let error = try #require(loadError(folder.appendingPathComponent("Broken").path, language: language))
            #expect(error.path == strings)
            #expect(error.line == 4 && error.column == 1)
            #expect(error.description.hasPrefix("\(strings):4:1: "))
        }
    }

    @Test("InfoPlist.strings files that together pass 16 MB (.lproj links to one big file) are refused before any is parsed")
    func stringsFilesTogetherAreBounded() throws {
        let folder = scratch.subfolder()
        AppTestSupport.write(AppTestSupport.plist(["CFBundleDisplayName": "Big", "NSLocationWhenInUseUsageDescription": "x"]),
                             to: folder, "Big/Info.plist")
        let big = AppTestSupport.write("\"CFBundleDisplayName\" = \"" + String(repeating: "x", count: 7_000_000) + "\";\n",
                                       to: folder, "big.strings")
        for language in ["de", "fr", "it"] {
            let lproj = folder.appendingPathComponent("Big/\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: lproj.appendingPathComponent("InfoPlist.strings").path,
                                                       withDestinationPath: big)
        }
        let error = try #require(loadError(folder.appendingPathComponent("Big").path))
        #expect(error.path.hasSuffix("it.lproj/InfoPlist.strings"), "\(error)")
        #expect(error.message.contains("more than 16 MB together (3 files read"), "\(error)")
    }

    @Test func nonStringUsageValueLoadsAsMissingAndCheckSaysWhy() throws {
        let path = AppTestSupport.write(AppTestSupport.plist([
            "CFBundleDisplayName": "Typed", "NSLocationWhenInUseUsageDescription": 42,
            "NSLocationAlwaysAndWhenInUseUsageDescription": ["not", "a", "string"],
            "NSLocationDefaultAccuracyReduced": "YES", "UIBackgroundModes": "location",
            "NSLocationTemporaryUsageDescriptionDictionary": ["Purpose": true],
        ]), to: scratch.subfolder(), "Info.plist")
        let app = try AppTestSupport.load(path)
        #expect(!app.profile.has(.whenInUse) && !app.profile.has(.alwaysAndWhenInUse))
        #expect(app.keyTypes["NSLocationWhenInUseUsageDescription"] == .number)
        let report = AppTestSupport.check(app)
        #expect(report.requests.map(\.request) == [.whenInUse, .always])
        #expect(report.bands.allSatisfy { $0.results.allSatisfy { $0.outcome == .failsSilently } })
        #expect(report.exitCode == 1)
        let wrongTypes = report.findings.filter { $0.code == .wrongType }
        #expect(wrongTypes.contains { $0.severity == .error && $0.message.contains("NSLocationWhenInUseUsageDescription is a Number, not a String") })
        #expect(wrongTypes.contains { $0.severity == .error && $0.message.contains("is an Array, not a String") })
        #expect(wrongTypes.contains { $0.key == "NSLocationDefaultAccuracyReduced" && $0.message.contains("a String, not a Boolean") })
        #expect(wrongTypes.contains { $0.key == "UIBackgroundModes" })
        #expect(wrongTypes.contains { $0.key == "NSLocationTemporaryUsageDescriptionDictionary.Purpose" && $0.message.contains("a Boolean") })
    }

    @Test func controlCharactersStayDataButAreNeutralisedWhenDrawn() throws {
        let hostile = "Tap \u{1B}[31mAllow\u{1B}[0m\u{07} \u{202E}won\u{9B}"
        let path = AppTestSupport.write(AppTestSupport.plist([
            "CFBundleDisplayName": "Evil\u{1B}]0;title\u{07}", "NSLocationWhenInUseUsageDescription": hostile,
        ]), to: scratch.subfolder(), "Info.plist")
        let app = try AppTestSupport.load(path)
        #expect(app.profile.purpose(.whenInUse) == hostile, "kept as data")
        let report = AppTestSupport.check(app)
        let text = report.text()
        #expect(SafeText.isInert(text, allowNewlines: true))
        #expect(text.contains("␛[31mAllow"))
        let json = report.json()
        #expect(SafeText.isInert(json, allowNewlines: true))
        // The JSON still carries the exact text.
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let bands = decoded?["bands"] as? [[String: Any]]
        let results = bands?.first?["results"] as? [[String: Any]]
        #expect(results?.first?["message"] as? String == hostile)
    }

    @Test func folderWithoutInfoPlist() throws {
        let folder = scratch.subfolder()
        AppTestSupport.write("x", to: folder, "README.md")
        #expect(loadError(folder.path)?.message.contains("no Info.plist") == true)
    }

    @Test func folderWithSeveralAppsNeedsAChoice() throws {
        let folder = scratch.subfolder()
        AppTestSupport.write(AppTestSupport.plist(["CFBundleName": "One"]), to: folder, "One/Info.plist")
        AppTestSupport.write(AppTestSupport.plist(["CFBundleName": "Two"]), to: folder, "Two/Two-Info.plist")
        let error = try #require(loadError(folder.path))
        #expect(error.message.contains("2 Info.plist files found; pass one of them: One/Info.plist, Two/Two-Info.plist"))
        // The one with location keys is the one meant.
        AppTestSupport.write(AppTestSupport.plist(["CFBundleName": "Three", "NSLocationWhenInUseUsageDescription": "x"]),
                             to: folder, "Three/Info.plist")
        let app = try AppTestSupport.load(folder.path)
        #expect(app.profile.displayName == "Three")
        #expect(app.notes.contains { $0.contains("only Info.plist here with location keys") })
    }
}

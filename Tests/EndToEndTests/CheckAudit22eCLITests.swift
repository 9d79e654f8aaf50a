import Foundation
import LocPromptTestSupport
import Testing

/// Audit 22e of `locprompt check`, on the command line: an empty --app-name, repeated --request/--os, the help's
/// language default, a tvOS request that does not exist and a band below the minimum OS, as a CI script reads them.
@Suite struct CheckAudit22eCLITests {
    static let app = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path

    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("check22e")

    func plist(_ keys: [String: Any]) throws -> String {
        let url = scratch.url.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: keys, format: .xml, options: 0).write(to: url)
        return url.path
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("B2: --app-name '' (or blank) is refused with one line and exit status 2", arguments: ["", "   "])
    func emptyAppName(name: String) throws {
        let result = try LocPromptBinary.run(["check", Self.app, "--app-name", name])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("locprompt: --app-name: the name is empty"), "\(result.stderr)")
    }

    @Test("U5: --request always twice and one version three ways: each checked once, JSON failures not doubled")
    func repeatsAreMerged() throws {
        let path = try plist(["CFBundleDisplayName": "Audit", "NSLocationWhenInUseUsageDescription": "w"])
        let result = try LocPromptBinary.run(["check", path, "--request", "always", "--request", "always",
                                              "--os", "17.4", "--os", "17.4", "--format", "json"])
        #expect(result.status == 1)
        let json = try Self.json(result.stdout)
        #expect(json["failures"] as? Int == 1)
        #expect((json["bands"] as? [Any])?.count == 1)
        #expect((json["requests"] as? [Any])?.count == 1)
    }

    @Test("W2: tvOS --request always: exit 0, passed with nothing checked, and a result line that says the call does not exist")
    func tvOSAlways() throws {
        let path = try plist(["CFBundleDisplayName": "TV", "NSLocationWhenInUseUsageDescription": "w",
                              "CFBundleSupportedPlatforms": ["AppleTVOS"]])
        let text = try LocPromptBinary.run(["check", path, "--request", "always"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Result: nothing checked: requestAlwaysAuthorization() does not exist on tvOS"), "\(text.stdout)")
        #expect(!text.stdout.contains("every request shows its alert"))
        let json = try Self.json(try LocPromptBinary.run(["check", path, "--request", "always", "--format", "json"]).stdout)
        #expect(json["passed"] as? Bool == true && json["failures"] as? Int == 0)
        #expect(json["checked"] as? Int == 0 && (json["unavailable"] as? Int ?? 0) > 0)
    }

    @Test("U6: --os below MinimumOSVersion: exit 0, the band says the app cannot be installed there")
    func belowMinimum() throws {
        let path = try plist(["CFBundleDisplayName": "Audit", "MinimumOSVersion": "12.0",
                              "NSLocationWhenInUseUsageDescription": "w", "NSLocationAlwaysAndWhenInUseUsageDescription": "a"])
        let result = try LocPromptBinary.run(["check", path, "--os", "10.3"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("not checked: the app cannot be installed on iOS 10.3"))
        let json = try Self.json(try LocPromptBinary.run(["check", path, "--os", "10.3", "--format", "json"]).stdout)
        let band = try #require((json["bands"] as? [[String: Any]])?.first)
        #expect((band["notInstallable"] as? String)?.contains("MinimumOSVersion") == true)
    }

    @Test("U3: --help says the system text follows the language variables in check, as it does")
    func helpLanguageDefault() throws {
        // Wrapped to the terminal's width: compared with its spaces and line breaks folded.
        let help = try LocPromptBinary.run(["check", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!help.contains("Default: system text in English;"))
        #expect(help.contains("the device language (the alerts' system text and the app's strings) follows LANGUAGE, LC_ALL, LC_MESSAGES, LANG, else English"))
        #expect(help.contains("the system text in English unless the command's description above says otherwise"))
        let german = try LocPromptBinary.run(["check", Self.app, "--os", "17.4"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.stdout.contains("Darf „"), "\(german.stdout)")
    }
}

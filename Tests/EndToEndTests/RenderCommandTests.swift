import Foundation
import LocPromptTestSupport
import Testing

/// `locprompt render` run as a process (build first: `swift build`, as `scripts/test` does).
@Suite struct RenderCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    typealias Run = LocPromptBinary.Run

    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("render")

    func run(_ arguments: [String]) throws -> Run {
        try LocPromptBinary.run(["render"] + arguments)
    }

    /// The golden tests' app (LocPromptCoreTests/Catalog/CatalogFixtures.swift) as an Info.plist.
    func writeApp(_ keys: [String: Any]? = nil) throws -> String {
        let plist: [String: Any] = keys ?? [
            "CFBundleDisplayName": "Where Am I?",
            "CFBundleIdentifier": "com.example.whereami",
            "NSLocationWhenInUseUsageDescription": "[NSLocationWhenInUseUsageDescription] Where Am I? shows your position and the street you are on while you use it.",
            "NSLocationAlwaysAndWhenInUseUsageDescription": "[NSLocationAlwaysAndWhenInUseUsageDescription] Where Am I? keeps a trail of where you have been, even when the app is closed.",
            "NSLocationAlwaysUsageDescription": "[NSLocationAlwaysUsageDescription] Where Am I? records your trail in the background (iOS 10 and earlier).",
            "NSLocationUsageDescription": "[NSLocationUsageDescription] Where Am I? shows your position on this Mac.",
            "NSLocationTemporaryUsageDescriptionDictionary": [
                "FindNearbyFriends": "[NSLocationTemporaryUsageDescriptionDictionary.FindNearbyFriends] Your precise location finds the friend standing next to you.",
            ],
            "UIBackgroundModes": ["location"],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let url = scratch.url.appendingPathComponent("locprompt-render-\(UUID().uuidString).plist")
        try data.write(to: url)
        return url.path
    }

    func golden(_ name: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("Tests/Golden/Catalog/\(name)"), encoding: .utf8)
    }

    @Test func rendersTheGoldenAlertFromAPlist() throws {
        let app = try writeApp()
        let result = try run(["--platform", "ios", "--os", "17.4", "--prompt", "when-in-use", "--app", app])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == (try golden("ios-14-17__when-in-use__w44.txt")))
        let narrow = try run(["--platform", "ipados", "--os", "12.2", "--prompt", "always", "--app", app, "--width", "30"])
        #expect(narrow.stdout == (try golden("ios-11-12__always__w30.txt")))
    }

    @Test func rendersFromANameAndPurpose() throws {
        let result = try run(["--os", "12.2", "--prompt", "always", "--app-name", "Where Am I?", "--purpose", "To find your way back.", "--width", "80"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Allow “Where Am I?” to access your location?"))
        #expect(result.stdout.contains("To find your way back."))
        #expect(!result.stdout.contains("\u{1B}"), "plain text, no escape codes")
    }

    @Test func allPrintsEveryEntry() throws {
        let result = try run(["--all", "--app", try writeApp()])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") && $0.hasSuffix(" ==") }
        // 58 before issue 13, + the reminder before iOS 13 (2 bands), the location button (2), watchOS 2–3 (4),
        // the location button on watchOS 8+ (audit 18 D2).
        #expect(headers.count == 67)
        #expect(headers.contains("== watchOS 7+ · location-button =="))
        #expect(headers.first == "== iOS 8–10 · when-in-use ==")
        #expect(headers.contains("== iOS 14–17 · widget =="))
        let ios = try run(["--all", "--platform", "ios", "--app", try writeApp()])
        #expect(ios.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }.count == 39)
    }

    @Test func jsonFormat() throws {
        let result = try run(["--os", "17.4", "--prompt", "full-accuracy", "--app", try writeApp(), "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "Allow “Where Am I?” to use your precise location once?")
        #expect(object?["buttons"] as? [String] == ["Allow Once", "Don’t Allow"])
        #expect(object?["layout"] as? String == "stacked")
        // M since the session-15 catalog audit (F3): the title and Allow Once are the system's strings (S161).
        #expect(object?["confidence"] as? String == "M")
        // Session 26: Apple's iOS 15 locationd.strings (S171) give its title and Don’t Allow too.
        #expect(object?["sources"] as? [String] == ["S13", "S6", "S31", "S161", "S171"])
        #expect((object?["extras"] as? [String])?.isEmpty == true)
        let all = try run(["--all", "--platform", "macos", "--app", try writeApp(), "--format", "json"])
        let array = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]]
        #expect(array?.count == 5)
    }

    @Test func missingKeySaysSoAndDrawsNothing() throws {
        let app = try writeApp(["CFBundleDisplayName": "No Keys"])
        let result = try run(["--os", "17.4", "--prompt", "when-in-use", "--app", app])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("locprompt: "))
        #expect(result.stderr.contains("NSLocationWhenInUseUsageDescription"))
        #expect(result.stderr.contains("shows no when-in-use alert"))
    }

    @Test("no app given: the sample app “Where Am I?”, as the emulator opens with, and a note on stderr (audit 24e friction 2)")
    func defaultAppIsTheSample() throws {
        let result = try run(["--os", "17.4", "--prompt", "when-in-use"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Allow “Where Am I?” to use your"))
        #expect(result.stdout.contains("Your location is shown on the map and"))
        #expect(result.stderr.contains("note: no --app given: the sample app “Where Am I?”"))
        let json = try run(["--os", "17.4", "--prompt", "when-in-use", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix("{") || json.stdout.hasPrefix("["))
    }

    @Test func badArgumentsExitTwo() throws {
        let app = try writeApp()
        let cases: [([String], String)] = [
            (["--os", "21.0", "--prompt", "always", "--app", app], "supported: iOS 8–18 and 26–27"),
            (["--os", "seventeen", "--prompt", "always", "--app", app], "is not an OS version"),
            (["--prompt", "always", "--app", app, "--width", "10"], "--width: “10” is not between 24 and 200 columns"),
            (["--prompt", "nope", "--app", app], "expected one of: when-in-use, always"),
            (["--platform", "android", "--prompt", "always", "--app", app], "unknown platform"),
            (["--prompt", "always", "--app", "/nonexistent/Info.plist"], "no such file or folder"),
            (["--os", "10.3", "--prompt", "deferred-always", "--app", app], "does not exist before iOS 13"),
            (["--os", "13.2", "--prompt", "upgrade", "--app", app], "provisional"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr.hasPrefix("locprompt: ") && result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}

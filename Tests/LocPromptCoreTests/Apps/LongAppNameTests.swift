import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore

/// A 5 MB app name (CFBundleDisplayName, CFBundleName, `--app-name`, a scenario's) made every key of the emulator
/// take about 2.5 s in a debug build: each frame measured, wrapped and neutralised the whole name. The name is
/// now cut once, when it is set, to `AppProfile.maximumDisplayNameLength` characters (red-team pass, low).
@Suite("A very long app name is cut once, to 200 characters with “…”")
struct LongAppNameTests {
    let scratch = TemporaryFolder("long-name")
    static let huge = String(repeating: "N", count: 5 * 1024 * 1024)

    @Test("AppProfile keeps at most 200 characters, from its initialiser and from a later assignment")
    func cap() {
        let limit = AppProfile.maximumDisplayNameLength
        #expect(limit == 200)
        let profile = AppProfile(displayName: Self.huge)
        #expect(profile.displayName == String(repeating: "N", count: limit - 1) + "…")
        var renamed = AppProfile(displayName: "Maps")
        renamed.displayName = Self.huge
        #expect(renamed.displayName == profile.displayName)
        // Up to the limit nothing changes; one more and the last kept character is “…”.
        let exact = String(repeating: "界", count: limit)
        #expect(AppProfile(displayName: exact).displayName == exact)
        #expect(AppProfile(displayName: exact + "x").displayName == String(repeating: "界", count: limit - 1) + "…")
        #expect(AppProfile(displayName: "").displayName == "")
        #expect(AppProfile(displayName: "Where Am I?").displayName == "Where Am I?")
        // Characters, not scalars: an emoji sequence is never split.
        let family = String(repeating: "👩‍👩‍👧", count: limit + 5)
        #expect(AppProfile(displayName: family).displayName == String(repeating: "👩‍👩‍👧", count: limit - 1) + "…")
    }

    @Test("an Info.plist's 5 MB CFBundleDisplayName or CFBundleName is cut, and a note says so", arguments: ["CFBundleDisplayName", "CFBundleName"])
    func infoPlist(key: String) throws {
        let path = AppTestSupport.write(AppTestSupport.plist([key: Self.huge, "NSLocationWhenInUseUsageDescription": "To show you on the map."]),
                                        to: scratch.url, "Info.plist")
        let app = try AppTestSupport.load(path)
        #expect(app.profile.displayName.count == AppProfile.maximumDisplayNameLength && app.profile.displayName.hasSuffix("N…"))
        #expect(app.notes.contains { $0.hasPrefix("the app's name is longer than 200 characters") }, "\(app.notes)")
        // A short name has no such note.
        let short = AppTestSupport.write(AppTestSupport.plist([key: "Maps", "NSLocationWhenInUseUsageDescription": "x"]),
                                         to: scratch.subfolder(), "Info.plist")
        #expect(try AppTestSupport.load(short).notes.allSatisfy { !$0.contains("longer than") })
    }

    @Test("a long localized name (InfoPlist.strings) is cut too")
    func localized() throws {
        let folder = scratch.url.appendingPathComponent("Maps.app")
        AppTestSupport.write(AppTestSupport.plist(["CFBundleDisplayName": "Maps", "CFBundleDevelopmentRegion": "en",
                                                   "NSLocationWhenInUseUsageDescription": "x"]), to: folder, "Info.plist")
        AppTestSupport.write("\"CFBundleDisplayName\" = \"\(String(repeating: "K", count: 300_000))\";\n", to: folder, "de.lproj/InfoPlist.strings")
        let app = try AppTestSupport.load(folder.path, language: "de")
        #expect(app.profile.displayName == String(repeating: "K", count: 199) + "…")
    }
}

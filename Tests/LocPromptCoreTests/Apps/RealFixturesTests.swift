import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore

/// Real Info.plist files from public apps (Tests/Fixtures/real-apps, see its SOURCES.md).
@Suite struct RealFixturesTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("binary")

    /// Saved path → the name the alerts should use.
    static let expectedNames: [(String, String)] = [
        ("ScottLogic__iOS8-day-by-day/34-corelocation-auth/WhereAmI/WhereAmI/Info.plist", "WhereAmI"),
        ("ScottLogic__iOS8-day-by-day/36-location-notifications/NearlyThere/NearlyThere/Info.plist", "NearlyThere"),
        ("home-assistant__iOS/Sources/App/Resources/Info.plist", "App"),
        ("organicmaps__organicmaps/iphone/Maps/OMaps.plist", "OMaps"),
        ("maplibre__maplibre-native/platform/ios/app/Info.plist", "app"),
        ("bryceco__GoMap/src/iOS/Go Map!!-Info.plist", "Go Map!!"),
        ("owntracks__ios/OwnTracks/OwnTracks/OwnTracks-Info.plist", "OwnTracks"),
        ("owntracks__ios@1ffc8f9/OwnTracks/OwnTracks/OwnTracks-Info.plist", "OwnTracks"),
        ("wikimedia__wikipedia-ios/Wikipedia/Wikipedia-Info.plist", "Wikipedia"),
        ("mapbox__ios-sdk-examples/Examples/Info.plist", "Examples"),
    ]

    @Test func everyFixtureIsCovered() throws {
        let plists = try FileManager.default.subpathsOfDirectory(atPath: AppTestSupport.fixtures.path).filter { $0.hasSuffix(".plist") }
        #expect(Set(plists) == Set(Self.expectedNames.map(\.0)))
    }

    @Test(arguments: expectedNames)
    func loadsWithASensibleNameAndSaysHowToOverrideIt(path: String, name: String) throws {
        let app = try AppTestSupport.load(AppTestSupport.fixture(path))
        #expect(app.profile.displayName == name)
        #expect(!app.profile.displayName.contains("$(") && !app.profile.displayName.contains("${"))
        #expect(app.nameSource == .fileName)
        #expect(app.notes.contains { $0.contains("use --app-name to override") })
        // Binary form behaves the same.
        let binary = try AppTestSupport.binaryCopy(of: AppTestSupport.fixture(path), in: scratch.subfolder(),
                                                   as: (path as NSString).lastPathComponent)
        let binaryApp = try AppTestSupport.load(binary)
        #expect(binaryApp.profile.usageDescriptions == app.profile.usageDescriptions)
    }

    @Test func whereAmIFolderIsFoundFromTheProjectFolder() throws {
        let app = try AppTestSupport.load(AppTestSupport.fixture("ScottLogic__iOS8-day-by-day/34-corelocation-auth/WhereAmI"))
        #expect(app.infoPlistPath.hasSuffix("WhereAmI/WhereAmI/Info.plist"))
        #expect(app.profile.displayName == "WhereAmI")
        #expect(app.profile.purpose(.whenInUse) == "Please can I stalk you?")
        #expect(app.profile.bundleIdentifier == nil, "com.shinobicontrols.$(PRODUCT_NAME:rfc1034identifier) is not a real id")
    }

    /// Request → band outcomes per fixture, as a real device would behave (reference §3 "Required keys").
    @Test func checkBehavesAsARealDevice() throws {
        func report(_ path: String) throws -> AppCheckReport { AppTestSupport.check(try AppTestSupport.load(AppTestSupport.fixture(path))) }

        // 2014 OwnTracks: only NSLocationUsageDescription: never prompts on iOS 8+ [S3][S13][S47].
        let ownTracks2014 = try report("owntracks__ios@1ffc8f9/OwnTracks/OwnTracks/OwnTracks-Info.plist")
        #expect(ownTracks2014.requests.map(\.request) == [.whenInUse])
        #expect(ownTracks2014.bands.allSatisfy { $0.results.allSatisfy { $0.outcome == .failsSilently } })
        #expect(ownTracks2014.exitCode == 1)

        // 2016 OwnTracks: Always without the iOS 11 keys: works on iOS 8–10 only [S15][S17].
        let ownTracks2016 = try report("owntracks__ios/OwnTracks/OwnTracks/OwnTracks-Info.plist")
        #expect(ownTracks2016.requests.map(\.request) == [.always])
        for band in AppTestSupport.iOSBands {
            #expect(AppTestSupport.outcome(ownTracks2016, band, .always) == (band == "ios-8-10" ? .alert : .failsSilently))
        }
        #expect(ownTracks2016.findings.contains { $0.code == .olderSystemsOnly && $0.severity == .warning })

        // Wikipedia: an empty When In Use string still prompts (decision), with a warning.
        let wikipedia = try report("wikimedia__wikipedia-ios/Wikipedia/Wikipedia-Info.plist")
        #expect(wikipedia.bands.allSatisfy { $0.results.allSatisfy { $0.outcome == .alert && $0.message == "" } })
        #expect(wikipedia.findings.map(\.code) == [.emptyPurpose])
        #expect(wikipedia.exitCode == 0)

        // Home Assistant, GoMap, MapLibre: every key, every request works everywhere.
        for path in ["home-assistant__iOS/Sources/App/Resources/Info.plist", "bryceco__GoMap/src/iOS/Go Map!!-Info.plist",
                     "maplibre__maplibre-native/platform/ios/app/Info.plist"] {
            let result = try report(path)
            #expect(result.requests.map(\.request) == [.whenInUse, .always], "\(path)")
            #expect(result.exitCode == 0, "\(path)")
            #expect(!result.findings.contains { $0.severity == .error }, "\(path)")
        }

        // Organic Maps: When In Use plus the location background mode: no Always request inferred.
        let organic = try report("organicmaps__organicmaps/iphone/Maps/OMaps.plist")
        #expect(organic.requests.map(\.request) == [.whenInUse])
        #expect(organic.exitCode == 0)
        #expect(organic.notes.contains { $0.contains("--request always") })

        // Mapbox: emoji-only purpose string, shown as is.
        let mapbox = try report("mapbox__ios-sdk-examples/Examples/Info.plist")
        #expect(mapbox.bands.first?.results.first?.message == "🥑🍋🍉")
        #expect(mapbox.exitCode == 0)

        // Home Assistant's purpose strings keep their embedded newlines, tabs and quotes as data.
        let home = try AppTestSupport.load(AppTestSupport.fixture("home-assistant__iOS/Sources/App/Resources/Info.plist"))
        #expect(home.profile.purpose(.alwaysAndWhenInUse)?.contains("\"Always Allow\" for the best location experience.\n\t\t\tSelecting") == true)
        #expect(!AppTestSupport.check(home).text().contains("\t"))
    }

    @Test func checkWithAnExplicitRequestOverridesTheInference() throws {
        let app = try AppTestSupport.load(AppTestSupport.fixture("organicmaps__organicmaps/iphone/Maps/OMaps.plist"))
        let report = AppCheck.run(app, devices: [.newest(.iOS)], requests: [.always])
        #expect(report.bands.first?.results.first?.outcome == .failsSilently)
        #expect(report.exitCode == 1)
    }
}

import Testing
import LocPromptCore
@testable import LocPromptTerminal

/// An app that is not running sits where a person finds it on that device: no "Home Screen" on a Mac (UI audit 14 F11).
@Suite("Device screen: where the app waits")
struct LauncherNameTests {
    @Test(arguments: [(Platform.iOS, "Home Screen"), (.macOS, "Dock"), (.visionOS, "Home View"), (.watchOS, "Home Screen"), (.tvOS, "Home Screen")])
    func launcher(platform: Platform, name: String) {
        let model = Fixtures.model(os: DeviceOS(band: OSBand.newest(for: platform)))
        let screen = Fixtures.render(model, Size(rows: 24, cols: 80)).text
        #expect(screen.contains(name))
        if platform == .macOS || platform == .visionOS { #expect(!screen.contains("Home Screen")) }
    }
}

/// The inspector names the platform's own first version with accuracy authorization (UI audit 14 F11).
@Suite("Inspector: accuracy before it exists")
struct InspectorAccuracyVersionTests {
    @Test(arguments: [("10.15", Platform.macOS, "n/a (before macOS 11.0)"), ("13.7", .iOS, "n/a (before iOS 14.0)"),
                      ("6.2", .watchOS, "n/a (before watchOS 7.0)")])
    func accuracyBefore(version: String, platform: Platform, text: String) throws {
        let os = try DeviceOS.resolve(platform: platform, versionText: version).get()
        let screen = Fixtures.render(Fixtures.model(os: os), Size(rows: 30, cols: 100)).text
        #expect(screen.contains(text))
        if platform != .iOS { #expect(!screen.contains("iOS 14")) }
    }
}

/// A setting applied to an app that never asked shows as such in the inspector (settings-unlisted-app-applied-as-grant).
@Suite("Inspector: granted without asking")
struct InspectorGrantedWithoutAskingTests {
    @Test func grantedWithoutAsking() {
        let granted = Fixtures.model(events: [.app(.launch), .settings(.appAuthorization(.whileUsing))])
        #expect(granted.state.grantedWithoutAsking)
        #expect(Fixtures.render(granted, Size(rows: 30, cols: 100)).text.contains("While Using the App (granted without asking)"))
        let asked = Fixtures.model(events: [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp)])
        #expect(!Fixtures.render(asked, Size(rows: 30, cols: 100)).text.contains("granted without asking"))
    }
}

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

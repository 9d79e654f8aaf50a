import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// The inspector's Info.plist rows name the usage keys the device reads (`KeyRequirements.keysRead`): a key it
/// never reads is "–", not a missing key; a missing key is flagged only where a request needs it.
@Suite("Inspector: the Info.plist keys this device reads")
struct InspectorKeyRowsTests {
    static func rows(_ platform: Platform, _ version: String, app: AppProfile, wide: Bool) throws -> [InspectorPane.Row] {
        let os = try DeviceOS.resolve(platform: platform, versionText: version).get()
        return InspectorPane.rows(FrontEndModel(state: EngineState(os: os, app: app), apps: Fixtures.apps), wide: wide)
    }

    static let whenInUseOnly = AppProfile(displayName: "Route", usageDescriptions: [.whenInUse: "WIU"])

    @Test("iOS: the macOS key and, from iOS 11, the old Always key are not read; a missing Always key is")
    func iOS() throws {
        let values = try Self.rows(.iOS, "18.0", app: Self.whenInUseOnly, wide: true).map(\.value)
        #expect(values.contains("✓ NSLocationWhenInUseUsageDescription"))
        #expect(values.contains("✗ NSLocationAlwaysAndWhenInUseUsageDescription (missing)"))
        #expect(values.contains("– NSLocationAlwaysUsageDescription"))
        #expect(values.contains("– NSLocationUsageDescription"))
        #expect(values.contains("(– = not read on iOS 18.0)"))
        let narrow = try Self.rows(.iOS, "18.0", app: Self.whenInUseOnly, wide: false).first { $0.label == "Info.plist" }
        #expect(narrow?.value == "✓WhenInUse ✗AlwaysAndWhenInUse")
    }

    @Test("iOS 10: the old Always key is read, the combined one is not, nor the temporary purposes")
    func iOS10() throws {
        let values = try Self.rows(.iOS, "10.3", app: Self.whenInUseOnly, wide: true).map(\.value)
        #expect(values.contains("✗ NSLocationAlwaysUsageDescription (missing)"))
        #expect(values.contains("– NSLocationAlwaysAndWhenInUseUsageDescription"))
        #expect(values.contains("– Temporary purposes: none"))
    }

    @Test("macOS: either usage key opens the alert, so the other is not missing; NSLocationUsageDescription absent reads as Apple's required key; the Always keys are not read")
    func macOS() throws {
        let values = try Self.rows(.macOS, "14.0", app: Self.whenInUseOnly, wide: true).map(\.value)
        #expect(values.contains("✗ NSLocationUsageDescription (Apple: required)"))
        #expect(!values.contains { $0.contains("(missing)") })
        #expect(values.contains("– NSLocationAlwaysAndWhenInUseUsageDescription"))
        let narrow = try Self.rows(.macOS, "14.0", app: Self.whenInUseOnly, wide: false).first { $0.label == "Info.plist" }
        #expect(narrow?.value == "✓WhenInUse")
        let bare = try Self.rows(.macOS, "14.0", app: AppProfile(displayName: "Bare"), wide: true).map(\.value)
        #expect(bare.contains("✗ NSLocationUsageDescription (missing)"))
        #expect(bare.contains("✗ NSLocationWhenInUseUsageDescription (missing)"))
    }
}

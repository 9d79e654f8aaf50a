import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// Session 26: turning Location Services off showed the iPhone's confirmation, in an iPhone's box, on every
/// platform. The terminal now draws the engine's confirmation (`SettingsRow.confirmation(in:)`) in the device's
/// look; off iOS its edge says “not sourced” and the log says why, citing settings-turn-off-confirmation.
@Suite("Settings: the turn-off confirmation per platform, drawn")
struct SettingsTurnOffConfirmationScreenTests {
    static let size = Size(rows: 24, cols: 80)

    /// Settings open on the global switch, Enter pressed: the confirmation is up.
    static func asking(_ os: DeviceOS) -> FrontEndModel {
        var model = Fixtures.model(os: os)
        model.size = size
        for key: Key in [.char("S"), .enter] { model.handle(key) }
        return model
    }

    @Test("macOS 14: the confirmation in the Mac's panel, marked not sourced, the log citing the rule; Turn Off still acts")
    func mac() throws {
        var model = Self.asking(try DeviceOS.resolve(platform: .macOS, versionText: "14.0").get())
        let confirmation = try #require(model.confirmation)
        #expect(confirmation.look == .mac(classic: false) && confirmation.caveat != nil)
        let text = Fixtures.render(model, Self.size).text
        #expect(text.contains("not sourced") && !text.contains("unverified"), "\(text)")
        #expect(text.contains("› Cancel ‹"), "Cancel focused, both marks: \(text)")
        let note = try #require(model.log.last)
        #expect(note.rule == .settingsTurnOffConfirmation && note.text.contains("locprompt's reading") && note.text.contains("macOS"))
        model.handle(.char("1"))
        #expect(!model.state.locationServicesEnabled)
    }

    @Test("watchOS, tvOS, visionOS: unsourced too, in their looks", arguments: [(Platform.watchOS, "10.0"), (.tvOS, "17.0"), (.visionOS, "1.0")])
    func otherPlatforms(platform: Platform, version: String) throws {
        let os = try DeviceOS.resolve(platform: platform, versionText: version).get()
        let model = Self.asking(os)
        let confirmation = try #require(model.confirmation)
        #expect(confirmation.look == DeviceLook(os) && confirmation.caveat != nil)
        #expect(model.log.last?.rule == .settingsTurnOffConfirmation)
        #expect(Fixtures.render(model, Self.size).text.contains("not sourced"))
    }

    @Test("iOS: the iPhone's box as before, unverified wording, no unsourced note")
    func iOS() throws {
        let model = Self.asking(Fixtures.ios18)
        let confirmation = try #require(model.confirmation)
        #expect(confirmation.look == .phone && confirmation.caveat == nil)
        #expect(!model.log.contains { $0.rule == .settingsTurnOffConfirmation })
        let text = Fixtures.render(model, Self.size).text
        #expect(text.contains("unverified") && !text.contains("not sourced"))
    }
}

import Foundation
import Testing
@testable import LocPromptCore

/// Every source of an app name keeps at most 200 characters (`AppProfile.capped`): `privacy … name:<name>` and a
/// hand-written device file kept a name of any length (audit 24f D8).
@Suite("Saved device: app names capped from every source")
struct AppNameCapTests {
    func damageReason(_ text: String) -> String? {
        if case .failure(.damaged(let reason)) = SavedDevice.decode(Data(text.utf8)) { return reason }
        return nil
    }

    static let header = #"{"format": "locprompt-device", "formatVersion": 2, "platform": "ios", "os": "17.4", "#
        + #""settings": {"locationServices": true, "allowOnceGrace": "5s"}, "#

    static let longName = String(repeating: "W", count: 100_000)
    static let capped = String(repeating: "W", count: 199) + "…"

    @Test("privacy … name:<100,000 characters> stores the name cut to 200, under the key the emulator uses for that app")
    func privacyNameCapped() throws {
        let command = try PrivacyCommand.parse(action: "grant", service: "location", target: "name:" + Self.longName).get()
        #expect(command.target == "name:" + Self.capped)
        var device = SavedDevice(os: DeviceFixtures.ios17)
        let changes = try command.apply(to: &device).get()
        #expect(changes.map(\.displayName) == [Self.capped])
        #expect(Array(device.apps.keys) == ["name:" + Self.capped])
        // The app the emulator runs with that name (cut when read) is the one granted.
        let app = AppProfile(displayName: Self.longName)
        #expect(device.state(for: app).settingsChoice == .whileUsing)
        #expect(device.encoded().count < 2_000)
    }

    @Test("a hand-written device file's long name (key and displayName) is cut when read")
    func deviceFileNameCapped() throws {
        let text = Self.header + #""apps": {"name:\#(Self.longName)": {"displayName": "\#(Self.longName)", "authorization": "always"}}}"#
        let device = try SavedDevice.decode(Data(text.utf8)).get()
        #expect(Array(device.apps.keys) == ["name:" + Self.capped])
        #expect(device.apps["name:" + Self.capped]?.displayName == Self.capped)
        #expect(device.describe(title: "d.json").joined().count < 2_000)
        // A bundle-identified app's long displayName is cut too.
        let named = Self.header + #""apps": {"com.example.a": {"bundleIdentifier": "com.example.a", "displayName": "\#(Self.longName)", "#
            + #""authorization": "denied"}}}"#
        #expect(try SavedDevice.decode(Data(named.utf8)).get().apps["com.example.a"]?.displayName == Self.capped)
    }

    @Test("two names that are the same once cut are one app: the file is refused rather than one record dropped")
    func cappedNamesCollide() throws {
        let a = Self.longName, b = Self.longName + "X"
        let text = Self.header + #""apps": {"name:\#(a)": {"displayName": "\#(a)", "authorization": "always"}, "#
            + #""name:\#(b)": {"displayName": "\#(b)", "authorization": "denied"}}}"#
        let reason = try #require(damageReason(text))
        #expect(reason.contains("once their names are cut to 200 characters"))
    }

    @Test("an AppRecord's name is cut however it is set")
    func recordNameCapped() {
        var record = AppRecord(displayName: Self.longName)
        #expect(record.displayName == Self.capped)
        record.displayName = "Short"
        #expect(record.displayName == "Short")
        record.displayName = Self.longName + "Y"
        #expect(record.displayName == Self.capped)
        #expect(SavedDevice.key(bundleIdentifier: nil, displayName: Self.longName) == "name:" + Self.capped)
    }
}

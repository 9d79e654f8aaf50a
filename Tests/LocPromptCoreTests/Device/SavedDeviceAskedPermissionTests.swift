import Foundation
import Testing
@testable import LocPromptCore

/// The device file keeps whether each app asked permission, so Settings lists it in the next run
/// (settings-lists-apps-that-asked); files written before the field still load.
@Suite("Saved device: askedPermission")
struct SavedDeviceAskedPermissionTests {
    func decode(_ apps: String) throws -> SavedDevice {
        try SavedDevice.decode(Data("""
            {"format": "locprompt-device", "formatVersion": 2, "platform": "ios", "os": "17.4",
             "settings": {"locationServices": true, "allowOnceGrace": "5s"}, "apps": {\(apps)}}
            """.utf8)).get()
    }

    @Test("an Allow Once that lapsed is saved as not determined and still listed (settings-lists-apps-that-asked); the flag is written and read back")
    func keptBetweenRuns() throws {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        #expect(device.apps["com.example.whereami"]?.authorization == .notDetermined)
        #expect(device.apps["com.example.whereami"]?.askedPermission == true)
        #expect(String(decoding: device.encoded(), as: UTF8.self).contains("\"askedPermission\" : true"))
        let reread = try SavedDevice.decode(device.encoded()).get()
        #expect(reread == device)
        #expect(reread.state(for: TestApps.allKeys).settingsChoice == .askNextTime)
        // An app that ran without asking is saved as not asked: not listed next time either.
        var quiet = Harness(.iOS, "17.4", app: TestApps.whenInUseOnly)
        quiet.launch()
        device.record(quiet.state)
        #expect(device.apps["name:Route"]?.askedPermission == false)
        #expect(device.state(for: TestApps.whenInUseOnly).settingsChoice == nil)
    }

    @Test("a file without the field derives it: a stored answer, a used request or a moved Precise switch means asked")
    func oldFiles() throws {
        let device = try decode("""
            "com.a": {"bundleIdentifier": "com.a", "authorization": "denied"},
            "com.b": {"bundleIdentifier": "com.b", "authorization": "notDetermined"},
            "com.c": {"bundleIdentifier": "com.c", "authorization": "notDetermined", "alwaysRequestUsed": true},
            "com.d": {"bundleIdentifier": "com.d", "authorization": "notDetermined", "preciseLocation": false},
            "com.e": {"bundleIdentifier": "com.e", "authorization": "notDetermined", "askedPermission": true}
            """)
        #expect(device.apps.mapValues(\.askedPermission) == ["com.a": true, "com.b": false, "com.c": true, "com.d": true, "com.e": true])
        #expect(device.state(for: AppProfile(displayName: "B", bundleIdentifier: "com.b")).settingsChoice == nil)
        #expect(device.state(for: AppProfile(displayName: "C", bundleIdentifier: "com.c")).settingsChoice == .askNextTime)
    }

    @Test("privacy grant and revoke list the app as granted without asking (settings-unlisted-app-applied-as-grant); privacy reset and Reset Location & Privacy take it off")
    func privacyCommands() throws {
        var device = SavedDevice(os: DeviceFixtures.ios17)
        _ = PrivacyCommand(action: .revoke, service: .location, target: "com.example.whereami").apply(to: &device)
        #expect(device.apps["com.example.whereami"]?.askedPermission == false)
        #expect(device.apps["com.example.whereami"]?.grantedWithoutAsking == true)
        #expect(device.state(for: TestApps.allKeys).settingsChoice == .never)
        #expect(device.describe(title: "d").contains { $0.hasPrefix("    granted without asking:") })
        _ = PrivacyCommand(action: .reset, service: .location, target: "com.example.whereami").apply(to: &device)
        #expect(device.apps["com.example.whereami"]?.hasSettingsRecord == false)
        #expect(device.state(for: TestApps.allKeys).settingsChoice == nil)
        _ = PrivacyCommand(action: .grant, service: .location, target: "com.example.whereami").apply(to: &device)
        device.resetLocationAndPrivacy()
        #expect(device.apps["com.example.whereami"]?.hasSettingsRecord == false)
        // An app that asked keeps its record as asked when granted.
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow))
        device.record(h.state)
        _ = PrivacyCommand(action: .grant, service: .location, target: "com.example.whereami").apply(to: &device)
        #expect(device.apps["com.example.whereami"]?.askedPermission == true)
        #expect(device.apps["com.example.whereami"]?.grantedWithoutAsking == false)
    }

    @Test("a settings change applied to an unasked app is saved as granted without asking, and read back listed")
    func grantedWithoutAskingKept() throws {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.settings(.appAuthorization(.askNextTime)))
        #expect(h.state.grantedWithoutAsking && h.state.settingsChoice == .askNextTime)
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        #expect(String(decoding: device.encoded(), as: UTF8.self).contains("\"grantedWithoutAsking\" : true"))
        let reread = try SavedDevice.decode(device.encoded()).get()
        #expect(reread == device)
        let state = reread.state(for: TestApps.allKeys)
        #expect(state.grantedWithoutAsking && !state.askedPermission && state.settingsChoice == .askNextTime)
    }

    @Test("a hand-written record with an answer and askedPermission false is granted without asking, so the invariant holds")
    func answerWithoutAskingInAFile() throws {
        let device = try decode("""
            "com.a": {"bundleIdentifier": "com.a", "authorization": "whenInUse", "askedPermission": false},
            "com.b": {"bundleIdentifier": "com.b", "authorization": "notDetermined", "locationButtonApproved": true}
            """)
        #expect(device.apps["com.a"]?.askedPermission == false && device.apps["com.a"]?.grantedWithoutAsking == true)
        #expect(device.apps["com.b"]?.askedPermission == true, "an approved location button means its alert asked")
        #expect(device.apps.values.allSatisfy { !$0.grantedWithoutAsking || !$0.askedPermission })
    }
}

import Testing
@testable import LocPromptCore

/// `locprompt privacy --device FILE grant|revoke|reset location|location-always [BUNDLE-ID]`, read from
/// `xcrun simctl privacy`'s help text; the outcomes are the Settings choices of reference §4.1.
@Suite("Saved device: privacy grant, revoke, reset")
struct PrivacyCommandTests {
    func run(_ action: String, _ service: String, _ target: String?, on device: inout SavedDevice) -> [PrivacyChange] {
        let command = try! PrivacyCommand.parse(action: action, service: service, target: target).get()
        return try! command.apply(to: &device).get()
    }

    func parseError(_ action: String, _ service: String, _ target: String?) -> String? {
        if case .failure(let error) = PrivacyCommand.parse(action: action, service: service, target: target) { return error.message }
        return nil
    }

    @Test("grant location: While Using the App; the app reads authorizedWhenInUse and is not asked")
    func grantLocation() {
        var device = SavedDevice(os: DeviceFixtures.ios17)
        let changes = run("grant", "location", "com.example.whereami", on: &device)
        #expect(changes == [PrivacyChange(key: "com.example.whereami", displayName: nil, before: .notDetermined, after: .whenInUse, restricted: false,
                                          recordedBefore: false, recordedAfter: true)])
        var state = device.state(for: TestApps.allKeys)
        #expect(state.status == .authorizedWhenInUse)
        #expect(state.settingsChoice == .whileUsing)
        state.apply(.app(.launch))
        #expect(state.apply(.app(.requestWhenInUseAuthorization)).allSatisfy { if case .alertPresented = $0.kind { false } else { true } })
    }

    @Test("grant location-always: Always (permanent, not provisional)")
    func grantAlways() {
        var device = DeviceFixtures.sample
        _ = run("grant", "location-always", "com.example.whereami", on: &device)
        #expect(device.apps["com.example.whereami"]?.authorization == .always)
        #expect(device.state(for: TestApps.allKeys).settingsChoice == .always)
        // The other fields of the record are untouched.
        #expect(device.apps["com.example.whereami"]?.alwaysRequestUsed == true)
        #expect(device.apps["com.example.whereami"]?.preciseLocation == false)
    }

    @Test("revoke location and revoke location-always: Never (denied)", arguments: ["location", "location-always", "all"])
    func revoke(service: String) {
        var device = DeviceFixtures.sample
        _ = run("revoke", service, "com.example.granted", on: &device)
        #expect(device.apps["com.example.granted"]?.authorization == .denied)
        #expect(device.state(for: AppProfile(displayName: "G", bundleIdentifier: "com.example.granted")).settingsChoice == .never)
    }

    @Test("reset one app: not determined, once-only flags cleared, Precise back to the app's default; restrictions stay")
    func resetOne() {
        var device = DeviceFixtures.sample
        _ = run("reset", "location", "com.example.whereami", on: &device)
        #expect(device.apps["com.example.whereami"] == AppRecord(displayName: "Where Am I?", bundleIdentifier: "com.example.whereami"))
        _ = run("reset", "location-always", "name:Route", on: &device)
        #expect(device.apps["name:Route"] == AppRecord(displayName: "Route", restricted: true))
        // Only the named apps changed.
        #expect(device.apps["com.example.granted"]?.authorization == .always)
        device.settings.locationServices = true
        var state = device.state(for: TestApps.allKeys)
        state.apply(.app(.launch))
        let effects = state.apply(.app(.requestAlwaysAuthorization))
        #expect(effects.contains { if case .alertPresented = $0.kind { true } else { false } })
    }

    @Test("grant and revoke take back the widget grant, as a row chosen in Settings does; reset also forgets the location button's approval")
    func widgetGrantAndButtonApproval() {
        for action in ["grant", "revoke"] {
            var device = DeviceFixtures.sample
            let changes = run(action, "location", "com.example.wiu", on: &device)
            #expect(changes.first?.widgetsBefore == true && changes.first?.widgetsAfter == false, "\(action)")
            #expect(device.apps["com.example.wiu"]?.widgetLocationAllowed == false, "\(action)")
            #expect(device.apps["com.example.wiu"]?.locationButtonApproved == true, "\(action)")
        }
        var device = DeviceFixtures.sample
        _ = run("reset", "location", "com.example.wiu", on: &device)
        #expect(device.apps["com.example.wiu"]?.widgetLocationAllowed == false)
        #expect(device.apps["com.example.wiu"]?.locationButtonApproved == false)
    }

    @Test("reset without a bundle identifier resets every app, as simctl does; settings are kept")
    func resetAll() {
        var device = DeviceFixtures.sample
        let changes = run("reset", "location", nil, on: &device)
        #expect(changes.map(\.key) == device.apps.keys.sorted())
        #expect(device.apps.values.allSatisfy { $0.authorization == .notDetermined && !$0.alwaysRequestUsed && $0.preciseLocation == nil })
        #expect(device.settings == DeviceFixtures.sample.settings)
        var reset = DeviceFixtures.sample
        reset.resetLocationAndPrivacy()
        #expect(device == reset)
    }

    @Test("reset of an app the device does not know changes nothing")
    func resetUnknown() {
        var device = DeviceFixtures.sample
        #expect(run("reset", "location", "com.example.unknown", on: &device).isEmpty)
        #expect(device == DeviceFixtures.sample)
    }

    @Test("grant for an app the device has not seen yet creates its record; the app finds it when it runs")
    func grantNewApp() {
        var device = SavedDevice(os: DeviceFixtures.ios17)
        _ = run("grant", "location", "name:Route", on: &device)
        // It never asked: its record is granted without asking, as simctl writes it (settings-unlisted-app-applied-as-grant).
        #expect(device.apps["name:Route"] == AppRecord(displayName: "Route", authorization: .whenInUse, askedPermission: false,
                                                       grantedWithoutAsking: true))
        #expect(device.state(for: TestApps.whenInUseOnly).status == .authorizedWhenInUse)
    }

    @Test("a restricted app keeps reading restricted after a grant")
    func restrictedStays() {
        var device = DeviceFixtures.sample
        device.settings.locationServices = true
        let changes = run("grant", "location", "name:Route", on: &device)
        #expect(changes.first?.restricted == true)
        #expect(device.state(for: TestApps.whenInUseOnly).status == .restricted)
    }

    @Test("platforms: macOS grants Always for both services; tvOS and visionOS have no Always")
    func platforms() {
        var mac = SavedDevice(os: DeviceFixtures.os(.macOS, "14.0"))
        _ = run("grant", "location", "com.a", on: &mac)
        #expect(mac.apps["com.a"]?.authorization == .always)
        for os in [DeviceFixtures.os(.tvOS, "17.0"), DeviceFixtures.os(.visionOS, "1.0")] {
            var device = SavedDevice(os: os)
            let command = try! PrivacyCommand.parse(action: "grant", service: "location-always", target: "com.a").get()
            guard case .failure(let error) = command.apply(to: &device) else {
                Issue.record("\(os): grant location-always accepted")
                continue
            }
            #expect(error.message.contains("has no Always"))
            #expect(device.apps.isEmpty)
            _ = run("grant", "location", "com.a", on: &device)
            #expect(device.apps["com.a"]?.authorization == .whenInUse)
        }
    }

    @Test("arguments: grant and revoke need a bundle identifier; unknown words and unsafe identifiers are refused")
    func arguments() {
        #expect(parseError("grant", "location", nil)?.contains("requires a bundle identifier") == true)
        #expect(parseError("revoke", "location-always", nil)?.contains("requires a bundle identifier") == true)
        #expect(parseError("reset", "location", nil) == nil)
        #expect(parseError("GRANT", "Location", "com.a") == nil)
        #expect(parseError("allow", "location", "com.a")?.contains("unknown action") == true)
        #expect(parseError("grnat", "location", "com.a") == "unknown action “grnat”; expected grant, revoke or reset; did you mean “grant”?")
        #expect(parseError("grant", "camera", "com.a")?.contains("unknown service") == true)
        // A typo names the nearest service (session-13 docs audit F15); a word near none names none.
        #expect(parseError("grant", "locaton", "com.a")
                == "unknown service “locaton”; locprompt emulates location and location-always (and all, meaning those); did you mean “location”?")
        #expect(parseError("grant", "camera", "com.a")?.contains("did you mean") == false)
        #expect(parseError("grant", "all", "com.a")?.contains("ambiguous") == true)
        #expect(parseError("reset", "all", nil) == nil)
        #expect(parseError("grant", "location", "com example") != nil)
        #expect(parseError("grant", "location", "")?.contains("not a bundle identifier") == true)
        #expect(parseError("grant", "location", "name:") != nil)
        let hostile = parseError("grant", "location", "com.\u{1B}[2Jevil")
        #expect(hostile != nil)
        #expect(hostile.map { SafeText.isInert($0) } == true)
    }

    @Test("summaries name the stored value and what Settings shows on the device's OS")
    func summaries() {
        #expect(SavedAuthorization.notDetermined.summary(on: DeviceFixtures.ios17, recorded: true) == "not determined (Settings: Ask Next Time Or When I Share)")
        // An app that never asked is not listed, on every version (rule settings-lists-apps-that-asked).
        #expect(SavedAuthorization.notDetermined.summary(on: DeviceFixtures.ios17, recorded: false) == "not determined (not listed in Settings: it has not asked yet)")
        #expect(SavedAuthorization.notDetermined.summary(on: DeviceFixtures.ios12, recorded: true) == "not determined (not listed in Settings)")
        #expect(SavedAuthorization.provisionalAlways.summary(on: DeviceFixtures.ios17, recorded: true)
                == "provisional Always, the app reads authorizedAlways (Settings: While Using the App)")
    }
}

import Foundation
import Testing
import PropertyBased
@testable import LocPromptCore

/// Between a saved device and the engine's one-app state: what survives the app's run and what does not
/// (reference §3 "Allow Once lifetime", "Temporary full accuracy rules"; §4.2 Reset Location & Privacy [S35]).
@Suite("Saved device: engine state between runs")
struct SavedDeviceEngineStateTests {
    @Test("an app the device has never seen starts as a fresh install, with the device's Settings")
    func unknownApp() {
        var device = SavedDevice(os: DeviceFixtures.ios17, settings: DeviceSettings(locationServices: false, allowOnceGrace: .seconds(9)))
        device.apps["com.other"] = AppRecord(bundleIdentifier: "com.other", authorization: .always)
        let state = device.state(for: TestApps.allKeys)
        var expected = EngineState(os: DeviceFixtures.ios17, app: TestApps.allKeys, allowOnceGrace: .seconds(9))
        expected.locationServicesEnabled = false
        #expect(state == expected)
    }

    @Test("a permanent answer is kept for the next run: no second alert")
    func permanentAnswerKept() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        #expect(device.apps["com.example.whereami"]?.authorization == .whenInUse)

        var next = Harness(.iOS, "17.4")
        next.state = device.state(for: TestApps.allKeys)
        next.launch()
        #expect(next.state.status == .authorizedWhenInUse)
        next.do(.app(.requestWhenInUseAuthorization))
        #expect(next.presented == nil)
        #expect(next.nothingHappened)
    }

    @Test("Allow Once does not outlive the run: saved as not determined, so the next run asks again (§3 Allow Once lifetime)")
    func allowOnceSavedAsNotDetermined() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)   // the app is still in the foreground when locprompt saves
        #expect(device.apps["com.example.whereami"]?.authorization == .notDetermined)

        var next = Harness(.iOS, "17.4")
        next.state = device.state(for: TestApps.allKeys)
        next.launch()
        next.do(.app(.requestWhenInUseAuthorization))
        #expect(next.presented != nil)
    }

    @Test("provisional Always and the once-only flags are kept: a second requestAlwaysAuthorization does nothing")
    func provisionalAlwaysKept() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.authorization == .always(provisional: true))
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        #expect(device.apps["com.example.whereami"]?.authorization == .provisionalAlways)
        #expect(device.apps["com.example.whereami"]?.alwaysRequestUsed == true)

        var next = Harness(.iOS, "17.4")
        next.state = device.state(for: TestApps.allKeys)
        #expect(next.state.authorization == .always(provisional: true))
        #expect(next.state.settingsChoice == .whileUsing)
        next.launch()
        next.do(.app(.requestAlwaysAuthorization))
        #expect(next.presented == nil)
    }

    @Test("Precise Location: nothing stored while the app is undetermined at its default; the person's choice is kept")
    func precise() {
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        #expect(device.apps["name:Weather"]?.preciseLocation == nil)
        h.launch()
        // The app sets NSLocationDefaultAccuracyReduced: its alert has no Precise switch, Settings' switch turns it on.
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .settings(.preciseLocation(true)))
        device.record(h.state)
        #expect(device.apps["name:Weather"]?.preciseLocation == true)
        #expect(device.state(for: TestApps.reduced).accuracy == .full)
    }

    @Test("the widget alert's Allow outlives the run, through the file: widgets still authorized, Settings still While Using the App or Widgets")
    func widgetGrantKept() throws {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .systemPrompt(.widget), .tap(.allow))
        #expect(h.state.widgetLocationAllowed && h.state.isAuthorizedForWidgetUpdates)
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        #expect(device.apps["com.example.whereami"]?.widgetLocationAllowed == true)

        let next = try SavedDevice.decode(device.encoded()).get().state(for: TestApps.allKeys)
        #expect(next.widgetLocationAllowed)
        #expect(next.isAuthorizedForWidgetUpdates)
        #expect(next.settingsChoice == .whileUsingOrWidgets)
        #expect(try SavedDevice.decode(device.encoded()).get().describe(title: "phone.json").contains(
            "    stored: When In Use (Settings: While Using the App or Widgets)"))
    }

    @Test("the location button's approval outlives the run, through the file: the next run's first tap grants without the alert (§ location-button [S37])")
    func locationButtonApprovalKept() throws {
        var h = Harness(.iOS, "16.4")
        h.launch()
        h.do(.app(.tapLocationButton), .tap(.allowOnce))
        #expect(h.state.locationButtonApproved && h.state.authorization.isTemporary)
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        // The grant itself is one-time (it lapses like Allow Once); the approval is what stays.
        #expect(device.apps["com.example.whereami"]?.authorization == .notDetermined)
        #expect(device.apps["com.example.whereami"]?.locationButtonApproved == true)

        var next = Harness(.iOS, "16.4")
        next.state = try SavedDevice.decode(device.encoded()).get().state(for: TestApps.allKeys)
        #expect(next.state.locationButtonApproved)
        next.launch()
        next.do(.app(.tapLocationButton))
        #expect(next.presented == nil)
        #expect(next.state.status == .authorizedWhenInUse)

        // Without the approval (a file that does not have it), the confirmation comes back.
        var fresh = Harness(.iOS, "16.4")
        device.apps["com.example.whereami"]?.locationButtonApproved = false
        fresh.state = device.state(for: TestApps.allKeys)
        fresh.launch()
        fresh.do(.app(.tapLocationButton))
        #expect(fresh.presented?.kind == .locationButton)
    }

    @Test("apps without a bundle identifier are keyed name:<display name>; apps do not share records")
    func keys() {
        #expect(SavedDevice.key(for: TestApps.allKeys) == "com.example.whereami")
        #expect(SavedDevice.key(for: TestApps.whenInUseOnly) == "name:Route")
        var device = SavedDevice(os: DeviceFixtures.ios17)
        var a = device.state(for: TestApps.allKeys)
        a.authorization = .denied
        device.record(a)
        #expect(device.state(for: TestApps.whenInUseOnly).authorization == .notDetermined)
        #expect(device.state(for: TestApps.allKeys).authorization == .denied)
    }

    /// Random runs of the engine, as the property tests drive it.
    static let alphabet: [Event] = EventAlphabet.baseEvents() + AlertAnswer.allCases.map { .tap($0) } + [.togglePrecise]
        + [.settings(.resetLocationAndPrivacy), .settings(.restricted(true)), .settings(.locationServices(false))]

    static func randomState(band: Int, indices: [Int]) -> EngineState {
        var state = EngineState(os: DeviceOS(band: OSBand.all[band]), app: EventAlphabet.exploringApp)
        for index in indices { state.apply(alphabet[index]) }
        return state
    }

    @Test("after any run, the next run starts with what the system keeps, and the file reads back the same")
    func recordThenState() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...(OSBand.all.count - 1)),
                            Gen.int(in: 0...(Self.alphabet.count - 1)).array(of: 0...40)) { band, indices in
            let state = Self.randomState(band: band, indices: indices)
            var device = SavedDevice(os: state.os)
            device.record(state)
            #expect((try? SavedDevice.decode(device.encoded()).get()) == device)
            let next = device.state(for: state.app)
            let expectedAuthorization: StoredAuthorization = state.authorization.isTemporary ? .notDetermined : state.authorization
            #expect(next.authorization == expectedAuthorization)
            #expect(next.locationServicesEnabled == state.locationServicesEnabled)
            #expect(next.restricted == state.restricted)
            #expect(next.alwaysRequestUsed == state.alwaysRequestUsed)
            #expect(next.deferredPromptUsed == state.deferredPromptUsed)
            #expect(next.locationServicesAlertCount == state.locationServicesAlertCount)
            #expect(next.widgetLocationAllowed == state.widgetLocationAllowed)
            #expect(next.locationButtonApproved == state.locationButtonApproved)
            // An Always app's background use outlives the run (the reminder may come later) [S53].
            #expect(next.usedLocationInBackground == state.usedLocationInBackground)
            #expect(next.allowOnceGrace == state.allowOnceGrace)
            if state.os.era.hasAccuracyAuthorization { #expect(next.preciseLocation == state.preciseLocation) }
            // What ends with the run.
            #expect(next.lifecycle == .notRunning && next.managers.isEmpty && next.alert == nil && next.heldEvents.isEmpty)
            #expect(!next.temporaryFullAccuracy && next.clock == .zero)
        }
    }

    @Test("device reset keeps exactly what the engine's Reset Location & Privacy keeps (§4.2 [S35])")
    func resetMirrorsEngine() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...(OSBand.all.count - 1)),
                            Gen.int(in: 0...(Self.alphabet.count - 1)).array(of: 0...40)) { band, indices in
            let state = Self.randomState(band: band, indices: indices)
            var viaEngine = SavedDevice(os: state.os)
            var resetState = state
            // `device reset` acts between runs, when no alert is on screen (the engine refuses Settings
            // changes while one is up), so the engine's reset is taken from the same state without it.
            resetState.alert = nil
            resetState.apply(.settings(.resetLocationAndPrivacy))
            viaEngine.record(resetState)

            var viaDevice = SavedDevice(os: state.os)
            viaDevice.record(state)
            viaDevice.resetLocationAndPrivacy()
            #expect(viaDevice == viaEngine)
        }
    }
}

import Testing
@testable import LocPromptCore

/// Rule 9: the global switch, per-app Settings, Precise Location, restrictions and Reset; each change
/// notifies the running app, none prompts. Reference §3 "Global switch" [S10][S8], "Restricted" [S9],
/// §4.1 [S36], §4.2 [S35], §5 "Settings change" [S5].
@Suite("Rule 9: device and Settings")
struct Rule09SettingsTests {
    func authorizedApp() -> Harness {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        return h
    }

    @Test("Location Services off: denied and locationServicesEnabled() false; on: the previous status returns")
    func globalSwitch() {
        var h = authorizedApp()
        h.do(.settings(.locationServices(false)))
        #expect(h.state.status == .denied)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(denied)"])
        h.do(.app(.locationServicesEnabled))
        #expect(h.last.map(\.kind) == [.returned(call: "CLLocationManager.locationServicesEnabled()", value: "false")])
        h.do(.settings(.locationServices(true)))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
        #expect(h.state.settingsChoice == .whileUsing)
    }

    @Test("restrictions make the status restricted; neither the app nor Settings can change it")
    func restrictions() {
        var h = authorizedApp()
        h.do(.settings(.restricted(true)))
        #expect(h.state.status == .restricted)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(restricted)"])
        h.do(.settings(.appAuthorization(.never)))
        #expect(h.rejected)
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.nothingHappened)
        h.do(.settings(.restricted(false)))
        #expect(h.state.status == .authorizedWhenInUse)
    }

    @Test("per-app choices set the status and notify; none prompts", arguments: [
        (SettingsChoice.never, AuthorizationStatus.denied),
        (.askNextTime, .notDetermined),
        (.always, .authorizedAlways),
    ])
    func appChoices(choice: SettingsChoice, status: AuthorizationStatus) {
        var h = authorizedApp()
        h.do(.settings(.appAuthorization(choice)))
        #expect(h.state.status == status)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(\(status.name))"])
        #expect(h.presented == nil)
    }

    @Test("Always is offered only when the app declares the Always key")
    func alwaysNeedsKey() {
        var h = Harness(.iOS, "17.4", app: TestApps.whenInUseOnly)
        h.launch()
        h.do(.settings(.appAuthorization(.always)))
        #expect(h.rejected)
        #expect(h.rules == ["settings-always-needs-key"])
    }

    @Test("a change that keeps the reported status sends no callback (While Using from Allow Once)")
    func sameStatusNoCallback() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .settings(.appAuthorization(.whileUsing)))
        #expect(h.state.authorization == .whenInUse(temporary: false))
        #expect(h.callbacks.isEmpty)
    }

    @Test("a denied app with updates running is told kCLErrorDenied")
    func deniedWhileUpdating() {
        var h = authorizedApp()
        h.do(.app(.startUpdatingLocation), .settings(.appAuthorization(.never)))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(denied)", "locationManager(_:didFailWithError: kCLErrorDenied)"])
    }
}

/// Audit 25b friction: asked for the deferred prompt, a restricted app whose stored authorization is provisional Always
/// was told the prompt "exists only while Always is provisional", which it is; the reason is the restriction.
@Suite("The deferred prompt's refusal says why")
struct DeferredPromptRefusalTests {
    static func reason(_ h: Harness) -> String? {
        h.last.lazy.compactMap { if case .nothing(let text) = $0.kind { return text } else { return nil } }.first
    }

    @Test("a restricted provisional app: the restriction is the reason; an app that is not provisional: provisional is")
    func reasons() {
        var h = Harness(.iOS, "13.0")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.authorization.isProvisional)
        h.do(.settings(.restricted(true)), .systemPrompt(.deferredAlways))
        #expect(h.nothingHappened)
        #expect(Self.reason(h) == "the app's provisional Always does not apply while it is restricted, so there is no deferred prompt")

        var plain = Harness(.iOS, "13.0")
        plain.launch()
        plain.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .systemPrompt(.deferredAlways))
        #expect(Self.reason(plain) == "the deferred prompt exists only while Always is provisional")
    }
}

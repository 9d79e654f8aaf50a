import Testing
@testable import LocPromptCore

/// Audit 23d (what can happen while a location alert is on screen): the four findings fixed in session 23. Each test
/// failed on the engine before its change.
@Suite("Audit 23d: alerts on screen")
struct AlertOnScreenAudit23Tests {
    /// A provisional Always app (iOS 13+: requestAlwaysAuthorization() answered Allow While Using App) [S1][S18].
    func provisional(_ version: String = "18.0") -> Harness {
        var h = Harness(.iOS, version, app: TestApps.modern)
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.authorization.isProvisional)
        return h
    }

    @Test("D1: the deferred prompt is an authorization request in progress for the iOS 18 diagnostics [S212][S1]")
    func deferredPromptSetsRequestInProgress() {
        var h = provisional()
        h.call(.startLiveUpdates)
        #expect(!h.flags.contains("authorizationRequestInProgress"))
        h.do(.systemPrompt(.deferredAlways))
        #expect(h.state.alert?.kind == .deferredAlways)
        #expect(h.flags.contains("authorizationRequestInProgress"))
        h.do(.tap(.keepOnlyWhileUsing))
        #expect(!h.flags.contains("authorizationRequestInProgress"))
    }

    @Test("D2: an event held under another alert brings the deferred prompt once that alert is answered [S1]")
    func deferredPromptFollowsTheOtherAlert() {
        var h = provisional("17.4")
        h.do(.settings(.preciseLocation(false)), .app(.startMonitoringVisits),
             .requestTemporaryFullAccuracy(purposeKey: "Nav"))
        #expect(h.state.alert?.kind == .temporaryFullAccuracy)
        h.do(.app(.background), .advance(.minutes(1)), .world(.visit))
        #expect(h.state.alert?.kind == .temporaryFullAccuracy, "one alert at a time: the held visit waits")
        #expect(h.state.heldEvents.map(\.event) == [.visit])
        h.do(.tap(.dontAllow))
        #expect(h.state.alert?.kind == .deferredAlways)
        #expect(h.last.contains { $0.rule == .deferredPrompt })
        h.do(.tap(.changeToAlwaysAllow))
        #expect(h.effects.contains { if case .callback(_, .didVisit) = $0.kind { true } else { false } })
    }

    @Test("19: Allow Once lapsed under the precise-location alert: its Allow Once grants no full accuracy [S13]")
    func noFullAccuracyAfterAllowOnceLapsed() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .togglePrecise, .tap(.allowOnce),
             .requestTemporaryFullAccuracy(purposeKey: "Nav"), .app(.background), .advance(.minutes(1)))
        #expect(h.state.status == .notDetermined)
        #expect(h.state.alert?.kind == .temporaryFullAccuracy)
        h.do(.tap(.allowOnce))
        #expect(!h.state.temporaryFullAccuracy)
        #expect(h.nothingHappened || h.last.contains { if case .nothing(let why) = $0.kind { why.contains("no longer authorized") } else { false } })
        #expect(h.callbacks.contains("requestTemporaryFullAccuracyAuthorization completion(nil)"))
    }

    @Test("45: the Turn On Location Services alert's Settings button takes an iOS app to the background")
    func settingsButtonLeavesTheApp() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .settings(.locationServices(false)),
             .app(.startUpdatingLocation))
        #expect(h.state.alert?.kind == .locationServicesOff)
        h.do(.tap(.openSettings))
        #expect(h.state.lifecycle == .background)
        #expect(h.state.alert == nil)
        // Cancel keeps the person in the app.
        var cancel = Harness(.iOS, "17.4", app: TestApps.modern)
        cancel.launch()
        cancel.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .settings(.locationServices(false)),
                  .app(.startUpdatingLocation), .tap(.cancel))
        #expect(cancel.state.lifecycle == .foreground)
    }
}

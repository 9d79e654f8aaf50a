import Testing
@testable import LocPromptCore

/// Rule 12: location delivery is gated by authorization. Reference §2 "Error side" [S11], §3 [S2][S3][S13],
/// §1.3 "Location Services globally off" [S20][S10][S23].
@Suite("Rule 12: delivery")
struct Rule12DeliveryTests {
    @Test("nothing is delivered without authorization; startUpdatingLocation does not prompt (delivery-gate, start-does-not-prompt)")
    func noDeliveryWithoutAuthorization() {
        var store = EngineStore(.iOS, "17.4")
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .full))
        store.send(.app(.startUpdatingLocation), effects: [.nothing(.startDoesNotPrompt)]) {
            $0.managers[0].updates = .awaitingInitialFix
            $0.managers[0].updatesRanInUse = true
        }
        store.send(.world(.locationUpdate), effects: [.nothing(.deliveryGate)])
        // Once authorized, updates flow, beginning with the initial fix (standard-updates-initial-fix-waits).
        store.requestWhenInUse(showing: PresentedAlert(kind: .whenInUse, manager: 1, precise: true))
        store.answer(.allowWhileUsingApp, on: .whenInUse, storing: .whenInUse(temporary: false), rule: .buttonOutcome,
                     callback: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full),
                     also: [.effect(.callback(manager: 1, .didUpdateLocations(.full)), .standardUpdatesInitialFixWaits),
                            .effect(.indicator(.solidArrow), .locationIndicator)]) {
            $0.managers[0].updates = .running
            $0.lastDelivery = .zero
        }
        store.send(.world(.locationUpdate), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .deliveryGate),
        ])
        store.send(.advance(.seconds(3)), effects: [.effect(.indicator(.hollowArrow), .locationIndicator)]) {
            $0.clock = VirtualTime(milliseconds: 3000)
        }
    }

    @Test("a denied app that starts updates gets didFailWithError(kCLErrorDenied) (denied-error)")
    func deniedError() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .denied }
        store.launch(reporting: .didChangeAuthorization(.denied, accuracy: .full))
        store.send(.app(.startUpdatingLocation), effects: [.effect(.callback(manager: 1, .didFailWithDenied), .deniedError)]) {
            $0.managers[0].updates = .running  // kCLErrorDenied answers the start: no initial fix later
            $0.managers[0].updatesRanInUse = true
        }
    }

    @Test("Location Services off: starting updates brings up Turn On Location Services (at most twice) and kCLErrorDenied")
    func servicesOffAlert() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.settings(.locationServices(false)))
        for _ in 0..<2 {
            h.do(.app(.startUpdatingLocation))
            #expect(h.presented?.kind == .locationServicesOff)
            #expect(h.callbacks == ["locationManager(_:didFailWithError: kCLErrorDenied)"])
            h.do(.tap(.cancel))
        }
        h.do(.app(.startUpdatingLocation))
        #expect(h.presented == nil)
    }

    @Test("background without a location session: no updates once out of use; with one (When In Use): updates and the blue pill")
    func backgroundSession() {
        var plain = Harness(.iOS, "17.4")
        plain.launch()
        // Past the few seconds of "in use" after the foreground: a running When In Use app in them still gets its
        // updates without a session (CLLocationManager.h, rule updates-while-running; session-16 lifecycle audit D3).
        plain.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startUpdatingLocation), .app(.background),
                 .advance(.seconds(10)), .world(.locationUpdate))
        #expect(plain.callbacks.isEmpty)
        var fit = Harness(.iOS, "17.4", app: TestApps.background)
        fit.launch()
        fit.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startUpdatingLocation), .app(.background), .world(.locationUpdate))
        #expect(fit.callbacks == ["locationManager(_:didUpdateLocations:)"])
        #expect(fit.state.indicator == .bluePill)
    }
}

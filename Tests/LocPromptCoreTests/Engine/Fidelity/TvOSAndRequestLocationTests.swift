import Testing
@testable import LocPromptCore

/// tvOS has no continuous updates or monitoring; `requestLocation()` gives one location [S13][S108][S107].
@Suite("tvOS services and requestLocation (tvos-unavailable-services, request-location, request-location-waits)")
struct TvOSAndRequestLocationTests {
    @Test("tvos-unavailable-services: startUpdatingLocation and the monitoring APIs are refused on tvOS")
    func tvOSRefuses() {
        var store = EngineStore(.tvOS, "17.0", app: TestApps.whenInUseOnly) { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        store.send(.app(.startUpdatingLocation), effects: [.rejected(.tvOSUnavailableServices)])
        store.send(.app(.startMonitoringRegion), effects: [.rejected(.tvOSUnavailableServices)])
        store.send(.app(.startMonitoringSignificantLocationChanges), effects: [.rejected(.tvOSUnavailableServices)])
        store.send(.app(.startMonitoringVisits), effects: [.rejected(.tvOSUnavailableServices)])
    }

    @Test("request-location: one location when authorized; kCLErrorDenied when denied; refused before iOS 9")
    func oneLocationOrDenied() {
        var tv = EngineStore(.tvOS, "17.0", app: TestApps.whenInUseOnly) { $0.authorization = .whenInUse(temporary: false) }
        tv.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        tv.send(.app(.requestLocation), effects: [.effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce)]) {
            $0.lastDelivery = .zero
            $0.lastDeliveryWasOneShot = true
        }
        var denied = EngineStore(.iOS, "12.2") { $0.authorization = .denied }
        denied.launch(reporting: .legacyDidChangeAuthorization(.denied))
        denied.send(.app(.requestLocation), effects: [.effect(.callback(manager: 1, .didFailWithDenied), .requestLocationOnce)])
        var old = EngineStore(.iOS, "8.4") { $0.authorization = .whenInUse(temporary: false) }
        old.launch(reporting: .legacyDidChangeAuthorization(.authorizedWhenInUse))
        old.send(.app(.requestLocation), effects: [.rejected(.requestLocationOnce)])
    }

    @Test("request-location-waits: from notDetermined no prompt; the location arrives once the person allows")
    func waitsForAuthorization() {
        var store = EngineStore(.iOS, "17.4")
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .full))
        store.send(.app(.requestLocation), effects: [.nothing(.requestLocationWaits)]) { $0.pendingLocationRequests = [1] }
        store.requestWhenInUse(showing: PresentedAlert(kind: .whenInUse, manager: 1, precise: true))
        store.answer(.allowWhileUsingApp, on: .whenInUse, storing: .whenInUse(temporary: false), rule: .buttonOutcome,
                     callback: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full),
                     also: [.effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce),
                            .effect(.indicator(.solidArrow), .locationIndicator)]) {
            $0.pendingLocationRequests = []
            $0.lastDelivery = .zero
            $0.lastDeliveryWasOneShot = true
        }
    }

    @Test("request-location-waits: Don't Allow ends the waiting request with kCLErrorDenied")
    func deniedEndsWaiting() {
        var store = EngineStore(.iOS, "17.4")
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .full))
        store.skip(.app(.requestLocation), .app(.requestWhenInUseAuthorization))
        store.answer(.dontAllow, on: .whenInUse, storing: .denied, rule: .dontAllowFinal,
                     callback: .didChangeAuthorization(.denied, accuracy: .full),
                     also: [.effect(.callback(manager: 1, .didFailWithDenied), .requestLocationWaits)]) {
            $0.pendingLocationRequests = []
        }
    }
}

extension TvOSAndRequestLocationTests {
    @Test("request-location-waits: on macOS requestLocation() prompts like any service start; Allow delivers the location")
    func macOSPrompts() {
        var store = EngineStore(.macOS, "14.0")
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .full))
        let alert = PresentedAlert(kind: .whenInUse, manager: 1)
        // The test app has no NSLocationUsageDescription: the alert comes with the note of that decision (audit 17 K1).
        store.send(.app(.requestLocation), effects: [.effect(.alertPresented(alert), .macOSPromptOnStart),
                                                     .note(.macOSWhenInUseKeyAccepted)]) {
            $0.pendingLocationRequests = [1]
            $0.hasRequestedAuthorization = true
            $0.askedPermission = true
            $0.alert = alert
        }
        store.answer(.allow, on: .whenInUse, storing: .always(provisional: false), rule: .macOSEquivalent,
                     callback: .didChangeAuthorization(.authorizedAlways, accuracy: .full),
                     also: [.effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce),
                            .effect(.indicator(.solidArrow), .locationIndicator)]) {
            $0.pendingLocationRequests = []
            $0.lastDelivery = .zero
            $0.lastDeliveryWasOneShot = true
        }
    }
}

/// watchOS keeps standard updates but has no monitoring APIs [S13][S108].
@Suite("watchOS monitoring (watchos-unavailable-monitoring)")
struct WatchOSMonitoringTests {
    @Test("watchos-unavailable-monitoring: region, significant-change and visit monitoring are refused; updates start")
    func watchOSRefusesMonitoring() {
        var store = EngineStore(.watchOS, "10.0", app: TestApps.whenInUseOnly) { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        store.send(.app(.startMonitoringRegion), effects: [.rejected(.watchOSUnavailableMonitoring)])
        store.send(.app(.startMonitoringSignificantLocationChanges), effects: [.rejected(.watchOSUnavailableMonitoring)])
        store.send(.app(.startMonitoringVisits), effects: [.rejected(.watchOSUnavailableMonitoring)])
        let (after, effects) = Engine.reduce(store.state, .app(.startUpdatingLocation))
        #expect(!effects.contains { $0.rule == .watchOSUnavailableMonitoring || $0.rule == .tvOSUnavailableServices })
        #expect(after.updatingLocation)
    }
}

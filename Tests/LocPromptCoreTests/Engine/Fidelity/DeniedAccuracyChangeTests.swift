import Testing
@testable import LocPromptCore

/// kCLErrorDenied reports a denial: "If the user denies your app’s use of the location service, this method
/// reports a CLError.Code.denied error" (locationManager(_:didFailWithError:) [S11]). An app that is already
/// denied or restricted is not denied again when only its accuracy changes, which brings the authorization
/// callback alone ("Invoked when either the authorizationStatus or accuracyAuthorization properties change").
/// Audit 15 F1: each Precise toggle in Settings re-sent the error (and monitoringDidFailFor for regions).
@Suite("A denied app is told kCLErrorDenied once, not again on an accuracy change (denied-error, region-monitoring-failure)")
struct DeniedAccuracyChangeTests {
    /// A denied iOS 17.4 app in the foreground with updates and region monitoring started.
    func deniedWithServices() -> Harness {
        var h = Harness()
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow))
        h.do(.app(.startUpdatingLocation))
        #expect(h.callbacks.contains { $0.contains("kCLErrorDenied") })
        h.do(.app(.startMonitoringRegion))
        return h
    }

    @Test("Turning Precise off and on for a denied app runs the authorization callback only")
    func preciseToggleWhileDenied() {
        var h = deniedWithServices()
        for precise in [false, true] {
            h.do(.settings(.preciseLocation(precise)))
            #expect(h.callbacks.count == 1, "\(h.callbacks)")
            #expect(h.callbacks.allSatisfy { $0.hasPrefix("locationManagerDidChangeAuthorization") }, "\(h.callbacks)")
        }
    }

    @Test("Restrictions on a denied app: the callback, no second kCLErrorDenied")
    func restrictedAfterDenied() {
        var h = deniedWithServices()
        h.do(.settings(.restricted(true)))
        #expect(!h.callbacks.contains { $0.contains("kCLErrorDenied") || $0.contains("monitoringDidFail") }, "\(h.callbacks)")
    }

    @Test("An authorized app with updates running that is denied in Settings still gets kCLErrorDenied")
    func losingAccessStillReports() {
        var h = Harness()
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startUpdatingLocation))
        h.do(.settings(.appAuthorization(.never)))
        #expect(h.callbacks.contains { $0.contains("kCLErrorDenied") }, "\(h.callbacks)")
    }
}

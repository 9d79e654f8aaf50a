import Testing
@testable import LocPromptCore

/// Rule 12: location delivery is gated by authorization. Reference §2 "Error side" [S11], §3 [S2][S3][S13],
/// §1.3 "Location Services globally off" [S20][S10][S23].
@Suite("Rule 12: delivery")
struct Rule12DeliveryTests {
    @Test("nothing is delivered without authorization; startUpdatingLocation does not prompt")
    func noDeliveryWithoutAuthorization() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.startUpdatingLocation), .world(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        #expect(h.state.alert == nil)
        // Once authorized, updates flow.
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
        #expect(h.state.indicator == .solidArrow)
        h.do(.advance(.seconds(3)))
        #expect(h.state.indicator == .hollowArrow)
        #expect(h.last.map(\.kind) == [.indicator(.hollowArrow)])
    }

    @Test("a denied app that starts updates gets didFailWithError(kCLErrorDenied)")
    func deniedError() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow), .app(.startUpdatingLocation))
        #expect(h.callbacks == ["locationManager(_:didFailWithError: kCLErrorDenied)"])
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

    @Test("background without a location session: no updates; with one (When In Use): updates and the blue pill")
    func backgroundSession() {
        var plain = Harness(.iOS, "17.4")
        plain.launch()
        plain.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startUpdatingLocation), .app(.background), .world(.locationUpdate))
        #expect(plain.callbacks.isEmpty)
        var fit = Harness(.iOS, "17.4", app: TestApps.background)
        fit.launch()
        fit.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startUpdatingLocation), .app(.background), .world(.locationUpdate))
        #expect(fit.callbacks == ["locationManager(_:didUpdateLocations:)"])
        #expect(fit.state.indicator == .bluePill)
    }
}

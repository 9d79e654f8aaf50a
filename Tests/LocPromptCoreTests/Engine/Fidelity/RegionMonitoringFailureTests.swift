import Testing
@testable import LocPromptCore

/// startMonitoring(for:): "If there is an error, the location manager calls the
/// locationManager(_:monitoringDidFailFor:withError:) method of your delegate instead" [S135][S136]; the code is
/// kCLErrorRegionMonitoringDenied [S137] (rule region-monitoring-failure).
@Suite("Region monitoring failures go to monitoringDidFailFor (region-monitoring-failure)")
struct RegionMonitoringFailureTests {
    static let regionFailure = "locationManager(_:monitoringDidFailFor:withError: kCLErrorRegionMonitoringDenied)"
    static let denied = "locationManager(_:didFailWithError: kCLErrorDenied)"

    @Test("region-monitoring-failure: a denied or restricted app starting region monitoring gets monitoringDidFailFor, not didFailWithError",
          arguments: [false, true])
    func deniedStart(restricted: Bool) {
        var h = Harness(.iOS, "17.4")
        if restricted { h.state.restricted = true } else { h.state.authorization = .denied }
        h.launch()
        h.do(.app(.startMonitoringRegion))
        #expect(h.callbacks == [Self.regionFailure])
        #expect(h.rules == [Rule.regionMonitoringFailure.id])
        // The other services keep kCLErrorDenied through didFailWithError [S11].
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == [Self.denied])
        h.do(.app(.startUpdatingLocation))
        #expect(h.callbacks == [Self.denied])
    }

    @Test("region-monitoring-failure: with Location Services off the alert still shows; the failure goes to monitoringDidFailFor")
    func servicesOff() {
        var h = Harness(.iOS, "17.4")
        h.state.authorization = .always(provisional: false)
        h.state.locationServicesEnabled = false
        h.launch()
        h.do(.app(.startMonitoringRegion))
        #expect(h.presented?.kind == .locationServicesOff)
        #expect(h.callbacks == [Self.regionFailure])
        #expect(!h.callbacks.contains(Self.denied))
    }

    @Test("region-monitoring-failure: losing access while monitoring a region calls monitoringDidFailFor; running updates still get didFailWithError")
    func lostAccess() {
        var h = Harness(.iOS, "17.4")
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startMonitoringRegion))
        #expect(h.callbacks.isEmpty)
        h.do(.settings(.appAuthorization(.never)))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(denied)", Self.regionFailure])
        #expect(h.rules.contains(Rule.regionMonitoringFailure.id))
        var both = Harness(.iOS, "17.4")
        both.state.authorization = .always(provisional: false)
        both.launch()
        both.do(.app(.startMonitoringRegion), .app(.startUpdatingLocation), .settings(.locationServices(false)))
        #expect(both.callbacks == ["locationManagerDidChangeAuthorization(denied)", Self.denied, Self.regionFailure])
    }
}

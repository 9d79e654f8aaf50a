import Testing
@testable import LocPromptCore

/// Audit 24d D1: a suspended When In Use app that an active CLBackgroundActivitySession keeps in use is resumed for
/// its CLLocationManager events, as for a live update: the session "allows a when-in-use authorized app to receive
/// location updates or monitoring events" (CLBackgroundActivitySession page [S207]). Each D1 test fails on the engine
/// that dropped them ("the app is not running"). Scenarios: fidelity-audits/s24-time-fixes/15, 16, 18 (62 the control).
@Suite("Audit 24d D1: a suspended app's background activity session brings its classic events")
struct SuspendedBackgroundActivityTests {
    /// A When In Use app (Allow Once with `allowOnce`) that started `services` and a background activity session in
    /// the foreground, then went to the background and was suspended: the session keeps it in use.
    static func suspendedWithSession(_ version: String = "17.0", allowOnce: Bool = false, starting services: Event...) -> Harness {
        var h = Harness(.iOS, version, app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(allowOnce ? .allowOnce : .allowWhileUsingApp))
        for service in services { h.do(service) }
        h.do(.modern(.startBackgroundActivitySession), .app(.background), .app(.suspend))
        #expect(h.state.lifecycle == .suspended)
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.isInUse)
        return h
    }

    @Test("background-activity-keeps-in-use: a visit resumes the suspended When In Use app and reaches it (iOS 17.0)")
    func visitResumesApp() {
        var h = Self.suspendedWithSession(starting: .app(.startMonitoringVisits))
        h.do(.world(.visit))
        #expect(h.state.lifecycle == .background)
        // Resumed, the app is told its authorization first, as at every resume (audit 25a D1, rule
        // resume-reports-authorization), then gets the visit.
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)", "locationManager(_:didVisit:)"])
        #expect(h.rules.contains("background-activity-keeps-in-use"))
        #expect(h.rules.contains("resume-reports-authorization"))
        #expect(h.rules.contains("monitoring-while-in-use"))
    }

    @Test("background-activity-keeps-in-use: a region entry reaches a suspended Allow Once app an hour later (iOS 18.6)")
    func regionEntryAfterAnHour() {
        var h = Self.suspendedWithSession("18.6", allowOnce: true, starting: .app(.startMonitoringRegion))
        h.do(.advance(.minutes(60)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        h.do(.world(.regionEntry))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)", "locationManager(_:didEnterRegion:)"])
        #expect(h.state.lifecycle == .background)
    }

    @Test("background-activity-keeps-in-use: a significant change reaches the suspended app's manager")
    func significantChangeResumesApp() {
        var h = Self.suspendedWithSession("17.4", starting: .app(.startMonitoringSignificantLocationChanges))
        h.do(.world(.significantChange))
        #expect(h.state.lifecycle == .background)
        #expect(h.callbacks.count == 2)
        #expect(h.callbacks.first == "locationManagerDidChangeAuthorization(authorizedWhenInUse)")
        #expect(h.callbacks.last?.hasPrefix("locationManager(_:didUpdateLocations:)") == true)
    }

    @Test("background-activity-keeps-in-use: a standard update reaches the suspended app the session alone keeps in use")
    func standardUpdateResumesApp() {
        var h = Self.suspendedWithSession(starting: .app(.startUpdatingLocation), .setProperty(.allowsBackgroundLocationUpdates, false))
        h.do(.world(.locationUpdate))
        #expect(h.state.lifecycle == .background)
        #expect(h.callbacks.count == 2)
        #expect(h.callbacks.first == "locationManagerDidChangeAuthorization(authorizedWhenInUse)")
        #expect(h.callbacks.last?.hasPrefix("locationManager(_:didUpdateLocations:)") == true)
        #expect(h.rules.contains("background-activity-keeps-in-use"))
    }

    @Test("relaunch-always: a terminated When In Use app is still not relaunched for a visit, session or not")
    func terminatedWhenInUseNotRelaunched() {
        var h = Self.suspendedWithSession(starting: .app(.startMonitoringVisits))
        h.do(.app(.terminate))
        #expect(h.state.indicator == .bluePill)
        h.do(.world(.visit))
        #expect(h.state.lifecycle == .notRunning)
        #expect(h.callbacks.isEmpty)
        #expect(h.rules == ["relaunch-always"])
    }

    @Test("needs-always: without a background activity session a suspended When In Use app still gets no visit")
    func noSessionNoVisit() {
        var h = Harness(.iOS, "17.0", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringVisits), .app(.background),
             .app(.suspend), .advance(.minutes(1)), .world(.visit))
        #expect(h.state.lifecycle == .suspended)
        #expect(h.callbacks.isEmpty)
        #expect(h.queued.isEmpty)
        h.do(.app(.foreground))
        #expect(!h.callbacks.contains("locationManager(_:didVisit:)"))
    }
}

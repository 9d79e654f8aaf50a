import Testing
@testable import LocPromptCore

/// Region and visit events reach every live manager. locationManager(_:didEnterRegion:) (and didExitRegion): "Because
/// regions are a shared application resource, every active location manager object delivers this message to its
/// associated delegate. It doesn’t matter which location manager actually registered the specified region." [S64][S65];
/// startMonitoringVisits(): "Enabling visit events for one location manager enables visit events for all other
/// location manager objects in your app." [S166] (audit 18 D1).
@Suite("Region and visit events reach every manager (monitoring-events-every-manager)")
struct MonitoringEventsEveryManagerTests {
    /// An authorized app in the foreground with two managers; calls go to the newest (manager 2).
    func twoManagers(_ authorization: StoredAuthorization = .whenInUse(temporary: false)) -> Harness {
        Harness.withTwoManagers(authorization, app: TestApps.background)
    }

    @Test("monitoring-events-every-manager: a region registered on manager 2 is entered: both managers' delegates are told, oldest first, once each",
          arguments: [(AppAction.startMonitoringRegion, WorldEvent.regionEntry, "locationManager(_:didEnterRegion:)"),
                      (.startMonitoringVisits, .visit, "locationManager(_:didVisit:)")])
    func everyManagerGetsTheEvent(start: AppAction, event: WorldEvent, callback: String) {
        var h = twoManagers()
        h.do(.app(start), .world(event))
        #expect(h.addressed == ["manager 1: \(callback)", "manager 2: \(callback)"])
        // Manager 1's callback cites the gate (in use: monitoring-while-in-use), manager 2's the every-manager rule.
        let rules = h.last.filter { if case .callback = $0.kind { return true } else { return false } }.map(\.rule.id)
        #expect(rules == [Rule.monitoringWhileInUse.id, "monitoring-events-every-manager"])
    }

    @Test("monitoring-events-every-manager: a manager created after the registration gets the events too; a released one does not")
    func laterAndReleasedManagers() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.startMonitoringVisits), .app(.createManager), .app(.createManager), .world(.visit))
        #expect(h.addressed == ["manager 1: locationManager(_:didVisit:)", "manager 2: locationManager(_:didVisit:)",
                                 "manager 3: locationManager(_:didVisit:)"])
        h.do(.app(.releaseManager), .world(.regionEntry))
        #expect(h.callbacks.isEmpty)  // no region registered: nothing
        h.do(.app(.startMonitoringRegion), .world(.regionEntry))
        #expect(h.addressed == ["manager 1: locationManager(_:didEnterRegion:)", "manager 2: locationManager(_:didEnterRegion:)"])
    }

    @Test("monitoring-events-every-manager: a suspended Always app is woken once and every manager's delegate is told")
    func suspendedAppWokenOnce() {
        var h = twoManagers(.always(provisional: false))
        h.do(.app(.startMonitoringRegion), .app(.suspend), .world(.regionEntry))
        #expect(h.last.filter { $0.kind == .lifecycle(.background) }.count == 1)
        #expect(h.addressed.filter { $0.hasSuffix("didEnterRegion:)") }
            == ["manager 1: locationManager(_:didEnterRegion:)", "manager 2: locationManager(_:didEnterRegion:)"])
    }
}

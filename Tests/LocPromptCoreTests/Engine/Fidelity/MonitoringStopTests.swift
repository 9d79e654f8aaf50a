import Testing
@testable import LocPromptCore

/// Region exits, and stopping visit and region monitoring (session 19). locationManager(_:didExitRegion:) is sent on
/// the same terms as an entry, to every live manager [S65]; stopMonitoringVisits() "disables the delivery of
/// visit-related events for your app" [S73]; stopMonitoring(for:): "If the specified region object is not currently
/// being monitored, this method has no effect" [S74]; regions "are shared by all location manager objects in your
/// app" [S117].
@Suite("Region exits and stopping visit and region monitoring (monitoring-stop)")
struct MonitoringStopTests {
    static let exit = "locationManager(_:didExitRegion:)"

    /// An authorized app in the foreground with two managers; calls go to the newest (manager 2).
    func twoManagers(_ authorization: StoredAuthorization = .always(provisional: false)) -> Harness {
        Harness.withTwoManagers(authorization, app: TestApps.background)
    }

    @Test("a region exit reaches every live manager's delegate as didExitRegion, oldest first")
    func exitReachesEveryManager() {
        var h = twoManagers(.whenInUse(temporary: false))
        h.do(.app(.startMonitoringRegion), .world(.regionExit))
        #expect(h.addressed == ["manager 1: \(Self.exit)", "manager 2: \(Self.exit)"])
    }

    @Test("a region exit relaunches a terminated Always app on iOS, as an entry does, but not a Mac app")
    func exitRelaunchesLikeAnEntry() {
        var h = twoManagers()
        h.do(.app(.startMonitoringRegion), .app(.terminate), .world(.regionExit))
        #expect(h.last.contains { $0.kind == .relaunched(.regionExit) })
        #expect(h.callbacks.contains(Self.exit))

        var mac = Harness(.macOS, "14.0", app: TestApps.background)
        mac.state.authorization = .always(provisional: false)
        mac.state.askedPermission = true
        mac.launch()
        mac.do(.app(.startMonitoringRegion), .app(.terminate), .world(.regionExit))
        #expect(mac.state.lifecycle == .notRunning)
        #expect(mac.rules == ["macos-no-launch-for-regions"])
    }

    @Test("a region exit is not delivered to a When In Use app out of use on iOS 13+, like an entry")
    func exitFollowsTheEntryGate() {
        var h = twoManagers(.whenInUse(temporary: false))
        h.do(.app(.startMonitoringRegion), .app(.background), .advance(.minutes(1)), .world(.regionExit))
        #expect(h.callbacks.isEmpty)
    }

    @Test("monitoring-stop: stopMonitoringVisits() on any manager ends visits for the whole app, relaunch included",
          arguments: [false, true])
    func stopVisitsForTheApp(fromOtherManager: Bool) {
        var h = twoManagers()
        h.do(.app(.startMonitoringVisits))
        if fromOtherManager { h.do(.app(.createManager)) }
        h.do(.app(.stopMonitoringVisits))
        #expect(h.rules.contains("monitoring-stop"))
        #expect(!h.state.monitoring.contains(.visits))
        h.do(.world(.visit))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.terminate), .world(.visit))
        #expect(h.state.lifecycle == .notRunning)
        // Started again, visits come back.
        h.do(.app(.launch), .app(.startMonitoringVisits), .world(.visit))
        #expect(h.callbacks == ["locationManager(_:didVisit:)"])
    }

    @Test("monitoring-stop: stopMonitoring(for:) ends region entries and exits for every manager")
    func stopRegion() {
        var h = twoManagers()
        h.do(.app(.startMonitoringRegion), .app(.stopMonitoringRegion))
        #expect(h.rules.first == "monitoring-stop")
        // The hollow arrow of region monitoring goes with it.
        #expect(h.last.contains { $0.kind == .indicator(.none) })
        for event in [WorldEvent.regionEntry, .regionExit] {
            h.do(.world(event))
            #expect(h.callbacks.isEmpty)
        }
        // Stopping the region leaves visits alone.
        h.do(.app(.startMonitoringVisits), .app(.stopMonitoringRegion), .world(.visit))
        #expect(h.callbacks.count == 2)
    }

    @Test("monitoring-stop: a stop when nothing is monitored has no effect")
    func stopWithoutStart() {
        var h = twoManagers()
        let before = h.state
        h.do(.app(.stopMonitoringRegion))
        #expect(h.rules == ["monitoring-stop"])
        #expect(h.last.contains { $0.kind == .nothing("the app is not monitoring its region, so stopMonitoring(for:) has no effect") })
        #expect(h.state == before)
    }

    @Test("the stops are refused on tvOS and watchOS and do nothing in visionOS, like the starts")
    func platforms() {
        for (platform, os, rule) in [(Platform.tvOS, "17.0", "tvos-unavailable-services"), (.watchOS, "10.0", "watchos-unavailable-monitoring")] {
            var h = Harness(platform, os, app: TestApps.background)
            h.launch()
            h.do(.app(.stopMonitoringVisits))
            #expect(h.last.contains { if case .rejected = $0.kind { return $0.rule.id == rule } else { return false } })
        }
        var vision = Harness(.visionOS, "2.0", app: TestApps.background)
        vision.launch()
        vision.do(.app(.stopMonitoringRegion))
        #expect(vision.rules == ["visionos-monitoring-does-nothing"])
    }
}

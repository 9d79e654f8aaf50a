import Testing
@testable import LocPromptCore

/// Standard updates and significant-change monitoring run per `CLLocationManager`: CLLocationManager is "the object
/// you use to start and stop the delivery of location-related events to your app" [S169]; startUpdatingLocation()
/// notifies "your delegate" [S112]; the delegate receives "events from an associated location-manager object" [S170]
/// (audit 17 D1).
@Suite("Updates per manager (updates-per-manager, updates-end-with-manager)")
struct UpdatesPerManagerTests {
    /// An authorized When In Use app in the foreground with two managers; calls go to the newest (manager 2).
    func twoManagers(_ platform: Platform = .iOS, _ version: String = "17.4") -> Harness {
        Harness.withTwoManagers(.whenInUse(temporary: false), platform, version)
    }

    @Test("updates-per-manager: locations go to the manager that started updates, not to the oldest")
    func locationsGoToTheStartingManager() {
        var h = twoManagers()
        h.do(.app(.startUpdatingLocation), .world(.locationUpdate))
        #expect(h.addressed == ["manager 2: locationManager(_:didUpdateLocations:)"])
        #expect(h.state.updatingManagerIDs == [2])
        #expect(h.state.standardUpdatesLabel == "on (#2)")
    }

    @Test("updates-per-manager: each manager that started updates gets each location; a stop ends only its own")
    func bothManagersAndStopPerManager() {
        var h = Harness()
        h.state.authorization = .whenInUse(temporary: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.createManager), .app(.startUpdatingLocation), .world(.locationUpdate))
        #expect(h.addressed == ["manager 1: locationManager(_:didUpdateLocations:)", "manager 2: locationManager(_:didUpdateLocations:)"])
        h.do(.app(.stopUpdatingLocation))
        #expect(h.state.updatingManagerIDs == [1])
        #expect(h.state.updatingLocation)
        h.do(.world(.locationUpdate))
        #expect(h.addressed == ["manager 1: locationManager(_:didUpdateLocations:)"])
        // Manager 2 has nothing left to stop: the call says so, and manager 1's updates go on.
        h.do(.app(.stopUpdatingLocation))
        #expect(h.last.contains { $0.rule == .updatesPerManager })
        #expect(h.state.updatingManagerIDs == [1])
    }

    @Test("Losing access: kCLErrorDenied goes to the manager whose updates run, not to a manager that started nothing")
    func deniedErrorOnlyToTheRunningManager() {
        var h = twoManagers()
        h.do(.app(.startUpdatingLocation), .settings(.restricted(true)))
        let errors = h.addressed.filter { $0.contains("didFailWithError") }
        #expect(errors == ["manager 2: locationManager(_:didFailWithError: kCLErrorDenied)"])
        // Both managers are told the new status: that callback is every manager's [S5].
        #expect(h.addressed.filter { $0.contains("DidChangeAuthorization(restricted)") }.count == 2)
        // Visit monitoring is the app's (its events reach every manager): locprompt tells its oldest manager only
        // (Apple does not say which delegates get the error; EngineState.deniedErrorManagerIDs).
        var visits = twoManagers()
        visits.do(.app(.startMonitoringVisits), .settings(.locationServices(false)))
        #expect(visits.addressed.filter { $0.contains("didFailWithError") } == ["manager 1: locationManager(_:didFailWithError: kCLErrorDenied)"])
    }

    @Test("updates-end-with-manager: releasing the manager that started updates ends them; the other manager gets nothing")
    func releasedManagerUpdatesEnd() {
        var h = twoManagers()
        h.do(.app(.startUpdatingLocation), .app(.releaseManager))
        #expect(h.last.contains { $0.rule == .updatesEndWithManager })
        #expect(!h.state.updatingLocation)
        // The remaining manager never asked for updates: stopping on it has nothing to stop.
        #expect(h.state.standardUpdates == .stopped)
        h.do(.world(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        #expect(h.state.indicator == .none)
    }

    @Test("updates-per-manager: a suspended Always app queues the location for the manager that started updates")
    func queuedForTheStartingManager() {
        var h = Harness(.iOS, "17.4", app: TestApps.allKeys)
        h.state.authorization = .always(provisional: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.createManager), .app(.startUpdatingLocation), .app(.suspend), .world(.locationUpdate))
        #expect(h.last.contains { $0.kind == .callbackQueued(manager: 2, .didUpdateLocations(.full)) })
        #expect(h.state.managers[0].queued.isEmpty)
        h.do(.app(.foreground))
        #expect(!h.addressed.contains("manager 1: locationManager(_:didUpdateLocations:)"))
        #expect(h.addressed.contains("manager 2: locationManager(_:didUpdateLocations:)"))
    }

    @Test("updates-per-manager: significant changes go to the manager that started monitoring them; region events reach every manager")
    func significantChangesPerManager() {
        var h = Harness()
        h.state.authorization = .always(provisional: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.startMonitoringRegion), .app(.createManager), .app(.startMonitoringSignificantLocationChanges))
        h.do(.world(.significantChange))
        #expect(h.addressed == ["manager 2: locationManager(_:didUpdateLocations:)"])
        h.do(.world(.regionEntry))
        // Regions are the app's: every live manager's delegate is told (monitoring-events-every-manager).
        #expect(h.addressed == ["manager 1: locationManager(_:didEnterRegion:)", "manager 2: locationManager(_:didEnterRegion:)"])
        // Released: its significant changes end with it; the service stays registered (the arrow, a relaunch).
        h.do(.app(.releaseManager))
        #expect(h.last.contains { $0.rule == .updatesEndWithManager })
        h.do(.world(.significantChange))
        #expect(h.callbacks.isEmpty)
        #expect(h.last.contains { $0.rule == .updatesEndWithManager })
        #expect(h.state.monitoring.contains(.significantChange))
        // A live manager that starts it again receives the next change.
        h.do(.app(.startMonitoringSignificantLocationChanges), .world(.significantChange))
        #expect(h.addressed == ["manager 1: locationManager(_:didUpdateLocations:)"])
    }

    @Test("updates-per-manager: the app-wide views read any manager's updates (arrow, background session, requestLocation)")
    func appWideViewsReadAnyManager() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.createManager))
        // Manager 1's updates: requestLocation() on manager 2 does nothing (request-location-while-updating).
        h.do(.app(.requestLocation))
        #expect(h.callbacks.isEmpty)
        #expect(h.last.contains { $0.rule == .requestLocationWhileUpdating })
        h.do(.app(.background))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.indicator == .bluePill)
        h.do(.app(.suspend))
        #expect(h.rejected)
    }
}

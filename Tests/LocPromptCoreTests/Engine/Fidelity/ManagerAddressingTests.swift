import Testing
@testable import LocPromptCore

/// `manager: N` on a call step (`Event.onManager`): the call is made on live manager N instead of the newest. What it
/// does there is the call's own rule: updates and significant changes are per manager (updates-per-manager) [S169]
/// [S112], regions and visits the app's (monitoring-stop) [S74][S73], a released manager's updates end with it
/// (updates-end-with-manager). A manager that is not live is refused (manager-addressing).
@Suite("Manager addressing (manager-addressing)")
struct ManagerAddressingTests {
    /// Both managers of an authorized When In Use app run standard updates.
    func bothUpdating() -> Harness {
        var h = Harness.launched()
        h.do(.app(.startUpdatingLocation), .app(.createManager), .app(.startUpdatingLocation))
        #expect(h.state.updatingManagerIDs == [1, 2])
        return h
    }

    func rejection(_ h: Harness) -> String? {
        h.last.lazy.compactMap { if case .rejected(let why) = $0.kind { return why } else { return nil } }.first
    }

    @Test("updates-per-manager: manager 1 stops its updates while manager 2's go on; a location reaches manager 2 only")
    func olderManagerStopsItsUpdates() {
        var h = bothUpdating()
        h.do(.onManager(1, .app(.stopUpdatingLocation)))
        #expect(!h.rejected)
        #expect(h.state.updatingManagerIDs == [2])
        #expect(h.state.updatingLocation)
        h.do(.world(.locationUpdate))
        #expect(h.addressed == ["manager 2: locationManager(_:didUpdateLocations:)"])
        // Stopping it again names the addressed manager, not "this manager".
        h.do(.onManager(1, .app(.stopUpdatingLocation)))
        #expect(h.last.contains { $0.rule == .updatesPerManager && $0.kind == .nothing("manager 1's updates were not running; manager 2's go on (updates are started and stopped per CLLocationManager)") })
    }

    @Test("Without manager: the call goes to the newest live manager, as before")
    func defaultIsTheNewest() {
        var h = bothUpdating()
        h.do(.app(.stopUpdatingLocation))
        #expect(h.state.updatingManagerIDs == [1])
        var addressed = bothUpdating()
        addressed.do(.onManager(2, .app(.stopUpdatingLocation)))
        #expect(addressed.state == h.state)
        #expect(addressed.last == h.last)
    }

    @Test("request-location-once: manager 1's requestLocation() is answered on manager 1")
    func requestLocationOnTheOlderManager() {
        var h = Harness.withTwoManagers()
        h.do(.onManager(1, .app(.requestLocation)))
        #expect(h.addressed == ["manager 1: locationManager(_:didUpdateLocations:)"])
        // Pending while notDetermined, it is answered on manager 1 once the app is authorized.
        var pending = Harness(.iOS, "17.4")
        pending.launch()
        pending.do(.app(.createManager), .onManager(1, .app(.requestLocation)))
        #expect(pending.state.pendingLocationRequests == [1])
        // Manager 2's stopUpdatingLocation() does not cancel manager 1's request; manager 1's does.
        pending.do(.app(.stopUpdatingLocation))
        #expect(pending.state.pendingLocationRequests == [1])
        pending.do(.onManager(1, .app(.stopUpdatingLocation)))
        #expect(pending.state.pendingLocationRequests.isEmpty)
    }

    /// Audit 23a D1: one app-wide slot let manager 2's requestLocation() replace manager 1's pending one, which was
    /// then never answered. requestLocation() is an instance method ("There can only be one outstanding location
    /// request", CLLocationManager.h) and only the calling manager's stop or start cancels it [S107][S13].
    func twoPendingRequests(_ version: String = "17.0") -> Harness {
        var h = Harness(.iOS, version)
        h.launch()
        h.do(.app(.createManager), .onManager(1, .app(.requestLocation)), .onManager(2, .app(.requestLocation)))
        #expect(h.state.pendingLocationRequests == [1, 2])
        return h
    }

    @Test("request-location-waits: two managers' pending requests are both answered, oldest manager first")
    func bothPendingRequestsAnswered() {
        var allowed = twoPendingRequests()
        allowed.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        let locations = allowed.addressed.filter { $0.contains("didUpdateLocations") }
        #expect(locations == ["manager 1: locationManager(_:didUpdateLocations:)", "manager 2: locationManager(_:didUpdateLocations:)"])
        #expect(allowed.state.pendingLocationRequests.isEmpty)
        var denied = twoPendingRequests()
        denied.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow))
        #expect(denied.addressed.filter { $0.contains("kCLErrorDenied") }.count == 2)
        #expect(denied.addressed.filter { $0.contains("kCLErrorDenied") }.map { $0.prefix(9) } == ["manager 1", "manager 2"])
    }

    @Test("request-location-stop-cancels: manager 2's stopUpdatingLocation() cancels its own request, not manager 1's")
    func stopCancelsOnlyItsOwn() {
        var h = twoPendingRequests()
        h.do(.onManager(2, .app(.stopUpdatingLocation)))
        #expect(h.state.pendingLocationRequests == [1])
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.addressed.filter { $0.contains("didUpdateLocations") } == ["manager 1: locationManager(_:didUpdateLocations:)"])
    }

    @Test("A released manager's pending request is dropped; the other manager's is still answered")
    func releasedManagersRequestDropped() {
        var h = twoPendingRequests()
        h.do(.onManager(1, .app(.releaseManager)))
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.addressed.filter { $0.contains("didUpdateLocations") } == ["manager 2: locationManager(_:didUpdateLocations:)"])
        #expect(h.state.pendingLocationRequests.isEmpty)
    }

    @Test("updates-end-with-manager: releasing manager 1 keeps manager 2 and its updates")
    func releaseTheOlderManager() {
        var h = bothUpdating()
        h.do(.onManager(1, .app(.releaseManager)))
        #expect(h.state.managerIDs == [2])
        #expect(h.state.updatingManagerIDs == [2])
        #expect(h.last.contains { $0.rule == .updatesEndWithManager })
        h.do(.world(.locationUpdate))
        #expect(h.addressed == ["manager 2: locationManager(_:didUpdateLocations:)"])
    }

    @Test("A request from manager 1 brings up the alert for manager 1; releasing manager 1 takes it away")
    func alertBelongsToTheAddressedManager() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.createManager), .onManager(1, .app(.requestWhenInUseAuthorization)))
        #expect(h.presented?.manager == 1)
        h.do(.app(.releaseManager))
        #expect(h.state.alert != nil)
        h.do(.onManager(1, .app(.releaseManager)))
        #expect(h.state.alert == nil)
    }

    @Test("manager-addressing: a manager that is not live is refused, naming the live managers")
    func deadManagerRefused() {
        var h = Harness.withTwoManagers()
        h.do(.onManager(3, .app(.stopUpdatingLocation)))
        #expect(rejection(h) == "manager 3 is not a live CLLocationManager of the app (never created, released, or ended with the app); live managers: 1, 2")
        #expect(h.rules == ["manager-addressing"])
        h.do(.app(.releaseManager), .onManager(2, .app(.requestLocation)))
        #expect(rejection(h) == "manager 2 is not a live CLLocationManager of the app (never created, released, or ended with the app); live manager: 1")
        // Managers end with the app; numbers go on across relaunch, so manager 1 never comes back.
        h.do(.app(.relaunch))
        #expect(h.state.managerIDs == [3])
        h.do(.onManager(1, .app(.startUpdatingLocation)))
        #expect(rejection(h)?.hasSuffix("live manager: 3") == true)
        h.do(.app(.terminate), .onManager(3, .setProperty(.allowsBackgroundLocationUpdates, true)))
        #expect(rejection(h)?.hasSuffix("the app is not running, so it has none (launch it first)") == true)
    }

    @Test("manager-addressing: only CLLocationManager calls can be addressed")
    func onlyManagerCalls() {
        var h = Harness.withTwoManagers()
        for event: Event in [.app(.createManager), .app(.locationServicesEnabled), .app(.launch), .world(.locationUpdate),
                             .onManager(1, .app(.stopUpdatingLocation))] {
            h.do(.onManager(1, event))
            #expect(rejection(h) == "manager 1: only a CLLocationManager instance call or property can be addressed to a manager")
        }
        #expect(h.state.managerIDs == [1, 2])
        #expect(Event.app(.requestAlwaysAuthorization).isManagerCall && Event.setProperty(.showsBackgroundLocationIndicator, true).isManagerCall)
        #expect(Event.requestTemporaryFullAccuracy(purposeKey: "Navigation").isManagerCall)
    }

    @Test("significant-change-stop: manager 1 stops its significant changes; manager 2's go on")
    func significantChangesPerManager() {
        var h = Harness.launched(with: .always(provisional: false))
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.createManager), .app(.startMonitoringSignificantLocationChanges))
        h.do(.onManager(1, .app(.stopMonitoringSignificantLocationChanges)))
        #expect(h.state.significantChangeManagerIDs == [2])
        #expect(h.state.monitoring.contains(.significantChange))
        h.do(.world(.significantChange))
        #expect(h.addressed == ["manager 2: locationManager(_:didUpdateLocations:)"])
    }

    @Test("monitoring-stop: regions are shared by every manager, so manager 1's stop ends manager 2's region")
    func regionStopFromAnyManager() {
        var h = Harness.launched(with: .always(provisional: false))
        h.do(.app(.createManager), .app(.startMonitoringRegion), .onManager(1, .app(.stopMonitoringRegion)))
        #expect(!h.state.monitoring.contains(.region))
        #expect(h.last.contains { $0.rule == .monitoringStop })
    }
}

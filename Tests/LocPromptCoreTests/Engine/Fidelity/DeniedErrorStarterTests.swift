import Testing
@testable import LocPromptCore

/// Who is told kCLErrorDenied when the app loses access (audit 24c D1). locationManager(_:didFailWithError:): the
/// `manager` parameter is "The location manager object that was unable to retrieve the location" [S11], so only a
/// manager whose own service runs is told (rule updates-per-manager). Significant changes that a released manager
/// started end with it (rule updates-end-with-manager), and after a relaunch "you must still configure a location
/// manager object and call this method to continue receiving location events" [S165] (rule significant-change-restart):
/// until a live manager starts them again, no manager retrieves anything, and none is told.
@Suite("kCLErrorDenied goes to the managers that started the service (updates-per-manager, audit 24c D1)")
struct DeniedErrorStarterTests {
    static let denied = "locationManager(_:didFailWithError: kCLErrorDenied)"

    /// The `manager N: didFailWithError(kCLErrorDenied)` lines of the last event.
    func deniedErrors(_ h: Harness) -> [String] { h.addressed.filter { $0.hasSuffix(Self.denied) } }

    @Test("updates-end-with-manager: a released manager's significant changes tell no other manager at a denial (24c 90-D1)")
    func releasedManagerLeavesNoOneToTell() {
        var h = Harness.withTwoManagers()
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.releaseManager))
        // The service stays registered with the system (updates-end-with-manager), but manager 1 never started it.
        #expect(h.state.monitoring.contains(.significantChange))
        h.do(.settings(.appAuthorization(.never)))
        #expect(h.state.status == .denied)
        #expect(deniedErrors(h).isEmpty)
        // Manager 1 is still told the new status: that callback is every manager's [S5].
        #expect(h.addressed.contains { $0.hasPrefix("manager 1: locationManagerDidChangeAuthorization(denied") })
        // Its own start while denied is answered with the error, once (denied-error).
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(deniedErrors(h) == ["manager 1: " + Self.denied])
    }

    @Test("updates-per-manager: a live manager that started the released manager's service again is told")
    func restartedOnLiveManagerIsTold() {
        var h = Harness.withTwoManagers()
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.releaseManager),
             .app(.startMonitoringSignificantLocationChanges), .settings(.locationServices(false)))
        #expect(deniedErrors(h) == ["manager 1: " + Self.denied])
    }

    @Test("significant-change-restart: after a relaunch the denial tells no one; the restart gets the error once (24c 91-D1)")
    func relaunchDeniedAtTheRestartOnly() {
        var h = Harness.launched(with: .always(provisional: false))
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.relaunch))
        #expect(h.state.significantChangeNeedsRestart)
        h.do(.settings(.appAuthorization(.never)))
        #expect(h.state.status == .denied)
        #expect(deniedErrors(h).isEmpty)
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(deniedErrors(h) == ["manager 2: " + Self.denied])
        #expect(!h.state.significantChangeNeedsRestart)
    }

    @Test("significant-change-restart: the same for an app the person opens again, with Location Services turned off")
    func userLaunchServicesOff() {
        var h = Harness.launched(with: .always(provisional: false))
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.terminate), .app(.launch),
             .settings(.locationServices(false)))
        #expect(deniedErrors(h).isEmpty)
    }

    @Test("updates-per-manager: visit monitoring is the app's and needs no restart: its oldest manager is told (recorded reading, unchanged)")
    func visitsStillTellTheOldestManager() {
        // Released: visits stay enabled for every manager [S166], so the remaining manager is told.
        var released = Harness.withTwoManagers()
        released.do(.app(.startMonitoringVisits), .app(.releaseManager), .settings(.appAuthorization(.never)))
        #expect(deniedErrors(released) == ["manager 1: " + Self.denied])
        // Relaunched: "You don't need to call this method again" [S166]; the new manager is told.
        var relaunched = Harness.launched(with: .always(provisional: false))
        relaunched.do(.app(.startMonitoringVisits), .app(.relaunch), .settings(.appAuthorization(.never)))
        #expect(deniedErrors(relaunched) == ["manager 2: " + Self.denied])
    }
}

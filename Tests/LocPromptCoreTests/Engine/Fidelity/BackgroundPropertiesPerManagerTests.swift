import Testing
@testable import LocPromptCore

/// Session 23: allowsBackgroundLocationUpdates and showsBackgroundLocationIndicator are each CLLocationManager's, as
/// Apple's instance properties are (rule background-location-properties-per-launch). allowsBackgroundLocationUpdates
/// [S111]: "When the value of this property is true and you start location updates while the app is in the
/// foreground, Core Location configures the system to keep the app running"; CLLocationManager.h [S13]: "set this
/// property to YES at runtime whenever calling -startUpdatingLocation with the intent to continue in the background".
/// Until session 23 locprompt kept one app-wide value, the newest manager's standing for all: every test here failed
/// on that engine. They use only what that engine had (events, the indicator, `hasBackgroundSession`), so they ran
/// against it unchanged.
@Suite("The background properties are each manager's (background-location-properties-per-launch)")
struct BackgroundPropertiesPerManagerTests {
    /// An app with UIBackgroundModes location holding `authorization`, with two managers (calls go to manager 2).
    func twoManagers(_ authorization: StoredAuthorization) -> Harness {
        Harness.withTwoManagers(authorization, app: TestApps.background)
    }

    static let bothDelegates = ["manager 1: locationManager(_:didUpdateLocations:)", "manager 2: locationManager(_:didUpdateLocations:)"]

    @Test("manager 1 sets allowsBackgroundLocationUpdates to false: manager 2's updates started in the foreground keep a background session (the pill, not suspended); manager 1's make none")
    func offOnTheOlderManager() {
        var h = twoManagers(.whenInUse(temporary: false))
        h.do(.onManager(1, .setProperty(.allowsBackgroundLocationUpdates, false)))
        #expect(h.rules == [Rule.allowsBackgroundLocationUpdates.id])
        h.do(.onManager(1, .app(.startUpdatingLocation)), .onManager(2, .app(.startUpdatingLocation)))
        h.do(.app(.background), .advance(.minutes(1)))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.isInUse)
        h.do(.app(.suspend))
        #expect(h.rejected && h.rules == [Rule.backgroundSessionKeepsAppRunning.id])
        // The pill keeps the app in use, so manager 1's updates reach it too, without a session of their own [S13].
        h.do(.world(.locationUpdate))
        #expect(h.addressed == Self.bothDelegates)
        // Manager 1's updates alone are no session: once manager 2 stops, nothing keeps the app running or in use.
        h.do(.onManager(2, .app(.stopUpdatingLocation)))
        #expect(!h.state.hasBackgroundSession)
        #expect(h.state.indicator != .bluePill)
        #expect(!h.state.isInUse)
        h.do(.world(.locationUpdate))
        #expect(h.addressed.isEmpty && h.rules == [Rule.updatesWhileRunning.id])
        h.do(.app(.suspend))
        #expect(h.state.lifecycle == .suspended)
    }

    @Test("without manager: the newest manager sets it to false: manager 1's updates keep their session, manager 2's make none")
    func offOnTheNewestManager() {
        var h = twoManagers(.whenInUse(temporary: false))
        // Unaddressed, the step goes where every call goes: the newest live manager (manager 2).
        h.do(.setProperty(.allowsBackgroundLocationUpdates, false))
        h.do(.onManager(1, .app(.startUpdatingLocation)), .app(.startUpdatingLocation))
        h.do(.app(.background), .advance(.minutes(1)))
        #expect(h.state.hasBackgroundSession && h.state.indicator == .bluePill)
        h.do(.app(.suspend))
        #expect(h.rejected)
        // Manager 2's updates alone are no session.
        h.do(.onManager(1, .app(.stopUpdatingLocation)))
        #expect(!h.state.hasBackgroundSession && h.state.indicator != .bluePill)
        h.do(.app(.suspend))
        #expect(h.state.lifecycle == .suspended)
    }

    @Test("turning it off on one manager while both managers' sessions run leaves the other's: the pill stays and the app is not suspended")
    func offOnOneManagerLeavesTheOthersSession() {
        var h = twoManagers(.whenInUse(temporary: false))
        h.do(.onManager(1, .app(.startUpdatingLocation)), .app(.startUpdatingLocation), .app(.background), .advance(.minutes(1)))
        #expect(h.state.indicator == .bluePill)
        h.do(.onManager(2, .setProperty(.allowsBackgroundLocationUpdates, false)))
        #expect(!h.last.contains { $0.kind == .indicator(.hollowArrow) })
        #expect(h.state.hasBackgroundSession && h.state.indicator == .bluePill)
        h.do(.app(.suspend))
        #expect(h.rejected)
        h.do(.onManager(1, .app(.stopUpdatingLocation)))
        #expect(!h.state.hasBackgroundSession)
    }

    @Test("showsBackgroundLocationIndicator on one manager only: an Always app's session shows the pill only while it is that manager's")
    func indicatorOnOneManager() {
        var h = twoManagers(.always(provisional: false))
        h.do(.onManager(1, .setProperty(.showsBackgroundLocationIndicator, true)))
        // Manager 2's session: its own value is the default, false (in-use-needs-indicator).
        h.do(.onManager(2, .app(.startUpdatingLocation)), .app(.background), .advance(.minutes(1)))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.indicator != .bluePill)
        #expect(!h.state.isInUse)
        // Manager 1's session shows it, by manager 1's value.
        h.do(.app(.foreground), .onManager(1, .app(.startUpdatingLocation)))
        let toBackground = h.do(.app(.background))
        #expect(toBackground.contains { $0.kind == .indicator(.bluePill) && $0.rule.id == Rule.showsBackgroundLocationIndicator.id })
        h.do(.advance(.minutes(1)))
        #expect(h.state.indicator == .bluePill && h.state.isInUse)
        // Manager 1 stops: manager 2's session goes on without the pill.
        h.do(.onManager(1, .app(.stopUpdatingLocation)))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.indicator != .bluePill)
        #expect(!h.state.isInUse)
        // And the pill follows manager 2's own value when the app sets it there.
        h.do(.onManager(2, .setProperty(.showsBackgroundLocationIndicator, true)))
        #expect(h.state.indicator == .bluePill)
    }

    @Test("a manager that is not live refuses the step (manager-addressing); a released manager's values end with it")
    func refusedAndReleased() {
        var h = twoManagers(.whenInUse(temporary: false))
        h.do(.onManager(5, .setProperty(.allowsBackgroundLocationUpdates, false)))
        #expect(h.rejected && h.rules == [Rule.managerAddressing.id])
        h.do(.onManager(2, .setProperty(.allowsBackgroundLocationUpdates, false)), .onManager(2, .app(.releaseManager)))
        h.do(.onManager(2, .setProperty(.allowsBackgroundLocationUpdates, true)))
        #expect(h.rejected && h.rules == [Rule.managerAddressing.id])
        // Manager 2's false went with it; manager 1 and a new manager 3 have the default (true with the mode).
        h.do(.app(.createManager), .onManager(1, .app(.startUpdatingLocation)), .onManager(3, .app(.startUpdatingLocation)))
        h.do(.app(.background), .advance(.minutes(1)))
        #expect(h.state.hasBackgroundSession && h.state.indicator == .bluePill)
        h.do(.onManager(1, .app(.stopUpdatingLocation)))
        #expect(h.state.hasBackgroundSession)
    }

    @Test("a relaunch brings back every manager's defaults: the new launch's managers make sessions and show no pill")
    func relaunchResetsEachManager() {
        var h = twoManagers(.always(provisional: false))
        h.do(.onManager(1, .setProperty(.allowsBackgroundLocationUpdates, false)), .onManager(2, .setProperty(.showsBackgroundLocationIndicator, true)))
        h.do(.onManager(1, .app(.startUpdatingLocation)), .onManager(2, .app(.startUpdatingLocation)), .app(.background), .advance(.minutes(1)))
        // Before the relaunch each manager's values act: manager 2's session, with its pill.
        #expect(h.state.hasBackgroundSession && h.state.indicator == .bluePill)
        h.do(.app(.relaunch))
        #expect(h.rules.contains(Rule.backgroundPropertiesPerLaunch.id))
        // Managers 3 and 4: allowsBackgroundLocationUpdates true (the mode), showsBackgroundLocationIndicator false.
        h.do(.app(.createManager), .onManager(3, .app(.startUpdatingLocation)), .onManager(4, .app(.startUpdatingLocation)))
        h.do(.app(.background), .advance(.minutes(1)))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.indicator != .bluePill)
        // Manager 4 turns it off: manager 3's session goes on, its own value true since the launch.
        h.do(.onManager(4, .setProperty(.allowsBackgroundLocationUpdates, false)))
        #expect(h.state.hasBackgroundSession)
        h.do(.app(.suspend))
        #expect(h.rejected)
    }

    @Test("updates started in the background on a second manager make no session of their own: the first manager's keeps the app running only while it runs")
    func sessionIsPerManager() {
        var h = twoManagers(.always(provisional: false))
        h.do(.onManager(1, .app(.startUpdatingLocation)), .app(.background), .advance(.minutes(1)))
        h.do(.onManager(2, .app(.startUpdatingLocation)))
        #expect(h.rules.contains(Rule.backgroundSessionKeepsAppRunning.id))
        h.do(.onManager(1, .app(.stopUpdatingLocation)))
        // Manager 2's updates started out of use: no session, so the app may be suspended (WWDC 2016 716 [S68]).
        #expect(!h.state.hasBackgroundSession)
        h.do(.app(.suspend))
        #expect(h.state.lifecycle == .suspended)
    }
}

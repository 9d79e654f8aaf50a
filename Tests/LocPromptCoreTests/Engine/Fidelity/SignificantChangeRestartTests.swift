import Testing
@testable import LocPromptCore

/// After a relaunch the significant-change service needs the app to start it again: "Upon relaunch, you must still
/// configure a location manager object and call this method to continue receiving location events. When you restart
/// location services, the current event is delivered to your delegate immediately" [S165] (also [S209]). Region and
/// visit events need only the new manager and its delegate [S166][S167][S168].
@Suite("Relaunch and monitoring restarts (significant-change-restart, relaunch-region-visit-delivered)")
struct SignificantChangeRestartTests {
    static let location = DelegateCallback.didUpdateLocations(.full)
    static let always = DelegateCallback.didChangeAuthorization(.authorizedAlways, accuracy: .full)

    /// An Always app monitoring `service`, then terminated.
    func terminatedAlwaysApp(monitoring start: AppAction) -> EngineStore {
        var store = EngineStore(.iOS, "17.4", app: TestApps.background) { $0.authorization = .always(provisional: false) }
        store.launch(reporting: Self.always)
        store.skip(.app(start), .app(.terminate))
        return store
    }

    @Test("significant-change-restart: the relaunch holds the event; the restart delivers it at once, once")
    func relaunchWaitsForRestart() {
        var store = terminatedAlwaysApp(monitoring: .startMonitoringSignificantLocationChanges)
        #expect(store.state.significantChangeNeedsRestart)
        // The first start's initial event made the arrow solid for a few seconds: let them pass.
        store.skip(.advance(.seconds(10)))
        store.send(.world(.significantChange), effects: [
            .effect(.relaunched(.significantChange), .relaunchForAlways),
            .effect(.callback(manager: 2, Self.always), .callbackOnCreate),
            .nothing(.significantChangeRestart),
        ]) {
            $0.lifecycle = .background
            $0.managers = [Manager(id: 2, for: $0.app)]
            $0.nextManagerID = 3
            $0.significantChangeWaiting = true
        }
        // A second change before the restart joins the waiting one: one didUpdateLocations batch.
        store.send(.world(.significantChange), effects: [.nothing(.significantChangeRestart)])
        store.send(.app(.startMonitoringSignificantLocationChanges), effects: [
            .effect(.callback(manager: 2, Self.location), .significantChangeRestart),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            // The restarting manager gets the changes (updates-per-manager); the delivered event was its initial event.
            $0.managers[0].significantChanges = .running
            $0.significantChangeNeedsRestart = false
            $0.significantChangeWaiting = false
            $0.lastDelivery = $0.clock
            // An Always app used location in the background: the reminder may come (background-reminder-from-13).
            $0.usedLocationInBackground = true
        }
        // Started again in this launch: later changes arrive as they happen.
        store.send(.world(.significantChange), effects: [.effect(.callback(manager: 2, Self.location), .deliveryGate)])
        // "Calling this method several times in succession does not automatically result in new events" [S165].
        store.send(.app(.startMonitoringSignificantLocationChanges), effects: [.nothing(.significantChangeInitialFix)])
    }

    @Test("significant-change-restart: an app the person opens again must also restart the service before changes arrive")
    func userLaunchNeedsRestartToo() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.terminate), .app(.launch), .world(.significantChange))
        #expect(h.callbacks.isEmpty)
        #expect(h.rules == [Rule.significantChangeRestart.id])
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == [Self.location.text])
    }

    @Test("significant-change-wait-ends-with-app: the waiting event is dropped when the app ends before restarting")
    func waitEndsWithTheApp() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.terminate), .world(.significantChange))
        #expect(h.state.significantChangeWaiting)
        h.do(.app(.terminate))
        #expect(h.last.contains { $0.kind == .eventDropped(.significantChange) && $0.rule == .significantChangeWaitEndsWithApp })
        #expect(!h.state.significantChangeWaiting && h.state.significantChangeNeedsRestart)
        // The service is still registered: the next change relaunches the app again, and waits again.
        h.do(.world(.significantChange))
        #expect(h.last.contains { $0.kind == .relaunched(.significantChange) })
        #expect(h.state.significantChangeWaiting)
    }

    @Test("significant-change-restart: the app lost its authorization before restarting → the waiting event is dropped, the start fails with kCLErrorDenied")
    func deniedBeforeRestart() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.terminate), .world(.significantChange))
        h.do(.settings(.appAuthorization(.never)), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == ["locationManager(_:didFailWithError: kCLErrorDenied)"])
        #expect(h.last.contains { $0.kind == .eventDropped(.significantChange) })
    }

    @Test("relaunch-region-visit-delivered: region and visit events reach the relaunched app with no start call",
          arguments: [(WorldEvent.regionEntry, AppAction.startMonitoringRegion, DelegateCallback.didEnterRegion),
                      (.visit, .startMonitoringVisits, .didVisit)])
    func regionAndVisitNeedNoRestart(event: WorldEvent, start: AppAction, callback: DelegateCallback) {
        var store = terminatedAlwaysApp(monitoring: start)
        #expect(!store.state.significantChangeNeedsRestart)
        store.send(.world(event), effects: [
            .effect(.relaunched(event), .relaunchForAlways),
            .effect(.callback(manager: 2, Self.always), .callbackOnCreate),
            .effect(.callback(manager: 2, callback), .relaunchRegionVisitDelivered),
            // "a solid arrow that will linger for a couple of seconds" after the event (WWDC 2017 713 [S17]).
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lifecycle = .background
            $0.managers = [Manager(id: 2, for: $0.app)]
            $0.nextManagerID = 3
            $0.lastDelivery = .zero
            // An Always app used location in the background: the reminder may come (background-reminder-from-13).
            $0.usedLocationInBackground = true
        }
    }
}

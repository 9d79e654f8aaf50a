import Testing
@testable import LocPromptCore

/// Rule 7: app lifecycle, relaunches, manager creation and the strong-reference pitfall.
/// Reference §3 "Manager lifetime" [S18][S40], §2 delegate callbacks [S5], §1.2 watchOS [S17], relaunch [S4].
@Suite("Rule 7: lifecycle and managers")
struct Rule07LifecycleTests {
    @Test("a When In Use app is never relaunched by the system")
    func whenInUseNeverRelaunched() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringSignificantLocationChanges), .app(.terminate))
        for event in [WorldEvent.significantChange] {
            h.do(.world(event))
            #expect(h.state.lifecycle == .notRunning)
            #expect(h.callbacks.isEmpty)
        }
    }

    @Test("an Always app is relaunched for significant-change, visit and region events only", arguments: [
        (WorldEvent.significantChange, AppAction.startMonitoringSignificantLocationChanges, "locationManager(_:didUpdateLocations:)"),
        (.visit, .startMonitoringVisits, "locationManager(_:didVisit:)"),
        (.regionEntry, .startMonitoringRegion, "locationManager(_:didEnterRegion:)"),
    ])
    func alwaysRelaunched(event: WorldEvent, start: AppAction, delivered: String) {
        var h = Harness(.iOS, "12.2")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.alwaysAllow), .app(start), .app(.startUpdatingLocation), .app(.terminate))
        h.do(.world(.locationUpdate))
        #expect(h.state.lifecycle == .notRunning) // standard updates never relaunch
        h.do(.world(event))
        #expect(h.last.contains { $0.kind == .relaunched(event) })
        #expect(h.state.lifecycle == .background)
        if event == .significantChange {
            // The relaunched app must start the service again; the event then arrives at once [S165].
            #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: authorizedAlways)"])
            h.do(.app(start))
            #expect(h.callbacks == [delivered])
        } else {
            #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: authorizedAlways)", delivered])
        }
    }

    @Test("watchOS apps are not launched even with Always (§1.2 watchOS)")
    func watchOSNoLaunch() {
        var h = Harness(.watchOS, "10.0")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        h.state.authorization = .always(provisional: false)
        // Monitoring APIs do not exist on watchOS (watchos-unavailable-monitoring); live updates do (watchOS 10).
        h.do(.modern(.startLiveUpdates), .app(.terminate), .world(.locationUpdate))
        #expect(h.state.lifecycle == .notRunning)
        #expect(h.rules.contains("watchos-no-launch"))
    }

    @Test("a new manager reports the current status to its delegate")
    func newManagerReports() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        h.do(.app(.createManager))
        #expect(h.last.map(\.kind) == [.callback(manager: 2, .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))])
        // Later changes reach every live manager.
        h.do(.settings(.appAuthorization(.never)))
        #expect(h.last.compactMap { if case .callback(let m, _) = $0.kind { return m } else { return nil } } == [1, 2])
    }

    @Test("callbacks queued while suspended arrive on resume")
    func queuedWhileSuspended() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.suspend))
        h.do(.settings(.appAuthorization(.never)), .settings(.appAuthorization(.whileUsing)))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.foreground))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(denied)", "locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
    }

    @Test("releasing the manager while its alert is up makes the alert vanish; the request is lost")
    func strongReferencePitfall() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.state.alert != nil)
        h.do(.app(.releaseManager))
        #expect(h.state.alert == nil)
        #expect(h.last.map(\.kind) == [.alertDismissed(.whenInUse, answer: nil)])
        #expect(h.state.status == .notDetermined)
        #expect(h.last.first?.rule == .managerLifetime)
        h.do(.tap(.allowOnce))
        #expect(h.rejected)
    }

    @Test("calls need a running app; a tap needs an alert")
    func invalidSteps() {
        var h = Harness(.iOS, "17.4")
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.rejected)
        h.do(.tap(.allow))
        #expect(h.rejected)
        h.launch()
        h.do(.app(.launch))
        #expect(h.rejected)
    }
}

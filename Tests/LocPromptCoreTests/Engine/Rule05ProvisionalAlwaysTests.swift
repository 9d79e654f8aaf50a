import Testing
@testable import LocPromptCore

/// Rule 5: provisional Always holds events that need Always and brings up the deferred second prompt.
/// Reference §2 "Deferred second prompt" rows [S1][S18], §3 "Provisional Always events" [S1][S18], Decisions (D9).
@Suite("Rule 5: provisional Always and the deferred prompt")
struct Rule05ProvisionalAlwaysTests {
    /// An iOS 17 app with provisional Always, monitoring significant changes, then terminated.
    func provisionalApp() -> Harness {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringSignificantLocationChanges))
        h.do(.app(.terminate))
        return h
    }

    @Test("an Always-only event is held and the deferred prompt appears")
    func eventHeldAndPrompted() {
        var h = provisionalApp()
        h.do(.world(.significantChange))
        #expect(h.last.contains { $0.kind == .eventHeld(.significantChange) })
        #expect(h.presented?.kind == .deferredAlways)
        #expect(h.callbacks.isEmpty)
        #expect(h.state.heldEvents.count == 1)
    }

    @Test("a standard update that reaches a running provisional app past its few seconds of use, without a background session, is held and brings the deferred prompt; Change to Always Allow delivers it (audit 22d)", arguments: ["13.3", "17.4"])
    func backgroundUpdateWithoutSessionNeedsAlways(_ os: String) {
        var h = Harness(.iOS, os)  // allKeys: no UIBackgroundModes location, so no background session
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp), .app(.startUpdatingLocation),
             .app(.background), .advance(.minutes(1)), .world(.locationUpdate))
        #expect(h.last.contains { $0.kind == .eventHeld(.locationUpdate) })
        #expect(h.presented?.kind == .deferredAlways)
        #expect(h.callbacks.isEmpty)
        h.do(.tap(.changeToAlwaysAllow))
        #expect(h.state.authorization == .always(provisional: false))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
        // Permanent Always gets the next update while the app runs, with no prompt (updates-while-running).
        h.do(.world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
        #expect(h.state.alert == nil)
    }

    @Test("Keep Only While Using → authorizedWhenInUse with callback, held event dropped")
    func keepOnlyWhileUsing() {
        var h = provisionalApp()
        // Out of use: past the few seconds after leaving the foreground (monitoring-while-in-use).
        h.do(.app(.launch), .app(.background), .advance(.minutes(1)))
        h.do(.world(.significantChange))
        h.do(.tap(.keepOnlyWhileUsing))
        #expect(h.state.authorization == .whenInUse(temporary: false))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
        #expect(h.last.contains { $0.kind == .eventDropped(.significantChange) })
        #expect(h.state.heldEvents.isEmpty)
    }

    @Test("Change to Always Allow → permanent Always, no authorization callback, held event delivered (relaunching the app)")
    func changeToAlwaysAllow() {
        var h = provisionalApp()
        h.do(.world(.significantChange))
        h.do(.advance(.seconds(30)), .tap(.changeToAlwaysAllow))
        #expect(h.state.authorization == .always(provisional: false))
        #expect(!h.callbacks.contains { $0.contains("Authorization") && !$0.contains("authorizedAlways") })
        #expect(h.last.contains { $0.kind == .relaunched(.significantChange) })
        // The relaunched app's new manager reports its status once [S5]; the held significant change then waits
        // until the relaunched app restarts the service, and arrives at once when it does [S165].
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedAlways)"])
        #expect(h.state.significantChangeWaiting)
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
    }

    @Test("Change to Always Allow while the app runs: no callback at all, held event delivered")
    func changeToAlwaysAllowRunning() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringRegion), .app(.background), .advance(.minutes(1)))
        h.do(.world(.regionEntry))
        #expect(h.presented?.kind == .deferredAlways)
        h.do(.tap(.changeToAlwaysAllow))
        #expect(h.callbacks == ["locationManager(_:didEnterRegion:)"])
    }

    @Test("an answer long after the event drops it (too-old events are dropped, [S1]; 10 min is the emulator's window)")
    func staleEventDropped() {
        var h = provisionalApp()
        h.do(.world(.significantChange), .advance(.minutes(30)))
        h.do(.tap(.changeToAlwaysAllow))
        #expect(h.last.contains { $0.kind == .eventDropped(.significantChange) })
        #expect(!h.callbacks.contains("locationManager(_:didUpdateLocations:)"))
    }

    @Test("newer held events displace older ones; the prompt starts only once")
    func newerDisplacesOlder() {
        var h = provisionalApp()
        h.do(.world(.significantChange))
        h.do(.world(.significantChange))
        #expect(h.state.heldEvents.count == 1)
        #expect(h.last.contains { $0.kind == .eventDropped(.significantChange) })
        #expect(h.presented == nil)
    }
}

import Testing
@testable import LocPromptCore

/// A suspended app gets no location; the system queues the updates and delivers them when the app runs again
/// ("Handling location updates in the background" [S209], startUpdatingLocation() [S112]).
@Suite("Standard updates while suspended (suspended-updates-queued)")
struct SuspendedUpdatesTests {
    /// Apps without the `location` background mode: with it, updates started in the foreground keep the app running
    /// and the system does not suspend it (rule background-session-keeps-app-running, session-16 lifecycle audit D2).
    static let noBackgroundMode = TestApps.allKeys

    func suspendedAlwaysApp() -> Harness {
        var h = Harness(.iOS, "17.4", app: Self.noBackgroundMode)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.suspend))
        return h
    }

    @Test("suspended-updates-queued: updates while suspended are queued as one batch and delivered when the app runs again")
    func queuedAndDeliveredOnResume() {
        var h = suspendedAlwaysApp()
        h.do(.world(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        #expect(h.queued == ["locationManager(_:didUpdateLocations:)"])
        #expect(h.rules == [Rule.suspendedUpdatesQueued.id])
        h.do(.world(.locationUpdate))
        #expect(h.queued.isEmpty)
        #expect(h.state.managers[0].queued.count == 1)
        h.do(.app(.foreground))
        #expect(h.callbacks.filter { $0.hasPrefix("locationManager(_:didUpdateLocations") } == ["locationManager(_:didUpdateLocations:)"])
        #expect(h.state.managers[0].queued.isEmpty)
    }

    @Test("suspended-updates-queued: a location queued while suspended is dropped if the app lost its authorization meanwhile")
    func droppedWhenNoLongerAuthorized() {
        var h = suspendedAlwaysApp()
        h.do(.world(.locationUpdate), .settings(.appAuthorization(.never)), .app(.foreground))
        #expect(!h.callbacks.contains { $0.hasPrefix("locationManager(_:didUpdateLocations") })
        #expect(h.last.contains { $0.kind == .eventDropped(.locationUpdate) && $0.rule == .suspendedUpdatesQueued })
        #expect(h.callbacks.contains("locationManager(_:didFailWithError: kCLErrorDenied)"))
    }

    @Test("suspended-updates-queued: a suspended When In Use app's updates are not queued: they wait until it is in use")
    func whenInUseNotQueued() {
        var h = Harness(.iOS, "17.4", app: Self.noBackgroundMode)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.suspend), .world(.locationUpdate))
        #expect(h.queued.isEmpty)
        // Audit 22f J: the rule that says a When In Use app's updates wait for use, not the generic delivery gate.
        #expect(h.rules == [Rule.suspendedUpdatesQueued.id])
    }
}

import Testing
@testable import LocPromptCore

/// Audit 23j D1: a provisional Always app's held visit or region entry came after the app had stopped that
/// monitoring, once the person chose Change to Always Allow. "Calling this method disables the delivery of
/// visit-related events for your app" (stopMonitoringVisits() [S73]); stopMonitoring(for:) "Stops monitoring the
/// specified region" [S74] (rule held-events-outcome).
@Suite("Held events of a service the app stopped")
struct HeldEventStoppedServiceTests {
    func heldUnderProvisional(start: AppAction, event: WorldEvent) -> Harness {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp), .app(start), .app(.background),
             .advance(.minutes(1)), .world(event))
        #expect(h.state.heldEvents.map(\.event) == [event])
        #expect(h.state.alert?.kind == .deferredAlways)
        return h
    }

    func delivered(_ h: Harness, _ callback: String) -> Bool { h.callbacks.contains { $0.contains(callback) } }

    @Test("A held visit is dropped when visit monitoring stopped before the answer; kept, it is delivered")
    func visit() {
        var stopped = heldUnderProvisional(start: .startMonitoringVisits, event: .visit)
        stopped.do(.app(.stopMonitoringVisits), .tap(.changeToAlwaysAllow))
        #expect(!delivered(stopped, "didVisit"))
        #expect(stopped.rules.contains("held-events-outcome"))
        var kept = heldUnderProvisional(start: .startMonitoringVisits, event: .visit)
        kept.do(.tap(.changeToAlwaysAllow))
        #expect(delivered(kept, "didVisit"))
    }

    @Test("A held region entry is dropped when the region's monitoring stopped before the answer")
    func region() {
        var stopped = heldUnderProvisional(start: .startMonitoringRegion, event: .regionEntry)
        stopped.do(.app(.stopMonitoringRegion), .tap(.changeToAlwaysAllow))
        #expect(!delivered(stopped, "didEnterRegion"))
        var kept = heldUnderProvisional(start: .startMonitoringRegion, event: .regionEntry)
        kept.do(.tap(.changeToAlwaysAllow))
        #expect(delivered(kept, "didEnterRegion"))
    }
}

import Testing
@testable import LocPromptCore

/// Provisional Always delivers what When In Use would deliver and holds the rest [S18][S1].
@Suite("Provisional Always in use (provisional-in-use-delivered)")
struct ProvisionalInUseTests {
    @Test("provisional-in-use-delivered: in the foreground the region entry is delivered, no deferred prompt; out of use it is held and prompts")
    func inUseDeliveredOutOfUseHeld() {
        var store = EngineStore(.iOS, "17.4") {
            $0.authorization = .always(provisional: true)
            $0.alwaysRequestUsed = true
        }
        store.launch(reporting: .didChangeAuthorization(.authorizedAlways, accuracy: .full))
        store.send(.app(.startMonitoringRegion), effects: [.effect(.indicator(.hollowArrow), .locationIndicator)]) {
            $0.monitoring = [.region]
        }
        // A delivered event makes the arrow solid for a few seconds (WWDC 2017 713 [S17]).
        store.send(.world(.regionEntry), effects: [
            .effect(.callback(manager: 1, .didEnterRegion), .provisionalInUseDelivered),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) { $0.lastDelivery = .zero }
        store.send(.app(.background), effects: [.effect(.lifecycle(.background), .lifecycle)]) {
            $0.lifecycle = .background
            $0.outOfUseSince = .zero
        }
        store.send(.advance(.minutes(1)), effects: [.effect(.indicator(.hollowArrow), .locationIndicator)]) {
            $0.clock = VirtualTime(milliseconds: 60_000)
        }
        let deferred = PresentedAlert(kind: .deferredAlways, manager: nil)
        store.send(.world(.regionEntry), effects: [
            .effect(.eventHeld(.regionEntry), .provisionalHold),
            .effect(.alertPresented(deferred), .deferredPrompt),
        ]) {
            $0.heldEvents = [HeldEvent(event: .regionEntry, at: VirtualTime(milliseconds: 60_000))]
            $0.deferredPromptUsed = true
            $0.alert = deferred
        }
    }
}

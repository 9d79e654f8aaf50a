/// Provisional Always's held events (iOS 13+): an event that needs Always, out of use, is held and starts the deferred
/// prompt once; the answer delivers or drops what was held (rules provisional-hold, deferred-prompt,
/// held-events-outcome) [S1][S18].
extension Transition {
    /// Provisional Always: hold the event (newest displaces older) and start the deferred prompt once [S1][S18].
    mutating func hold(_ event: WorldEvent) {
        for older in state.heldEvents { emit(.eventDropped(older.event), .provisionalHold) }
        state.heldEvents = [HeldEvent(event: event, at: state.clock)]
        emit(.eventHeld(event), .provisionalHold)
        presentDeferredPromptIfDue()
    }

    /// The deferred prompt asks once, when an event that needs Always is held [S1][S18]. An event held while another
    /// alert was up asks as soon as that alert is gone (called after every event): "when an event occurs that
    /// requires Always authorization, the system displays the second prompt" [S1] (audit 23d D2: the prompt was
    /// skipped then and never came, the event staying held until a later one replaced it).
    mutating func presentDeferredPromptIfDue() {
        guard !state.heldEvents.isEmpty, !state.deferredPromptUsed, state.alert == nil,
              state.authorization.isProvisional, state.status == .authorizedAlways else { return }
        state.deferredPromptUsed = true
        present(PresentedAlert(kind: .deferredAlways, manager: nil), .deferredPrompt)
    }

    /// How long a held event stays fresh enough to deliver: Apple says only "near the time" and that
    /// too-old events are dropped [S1][S18]; 10 minutes is locprompt's choice.
    static let heldEventFreshness = VirtualDuration.minutes(10)

    mutating func resolveHeldEvents(delivering: Bool) {
        let held = state.heldEvents
        state.heldEvents = []
        for item in held {
            // A service the app stopped while its event was held delivers nothing: "Calling this method disables the
            // delivery of visit-related events for your app" (stopMonitoringVisits()), and a stopped region is no
            // longer monitored (stopMonitoring(for:)) [S73][S74] (audit 23j D1: the held visit or entry still came).
            // Significant changes and standard updates are checked where they are delivered.
            if delivering, let service = item.event.service, service != .significantChange, !state.monitoring.contains(service) {
                nothing("the app stopped \(service == .visits ? "visit" : "region") monitoring while this \(item.event.rawValue) was held, so it is not delivered",
                        .heldEventsOutcome)
                emit(.eventDropped(item.event), .heldEventsOutcome)
                continue
            }
            if delivering && state.clock - item.at <= Transition.heldEventFreshness {
                deliver(item.event, rule: .heldEventsOutcome)
            } else {
                emit(.eventDropped(item.event), .heldEventsOutcome)
            }
        }
    }
}

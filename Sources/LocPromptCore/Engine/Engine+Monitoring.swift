/// The one place that decides whether a region, significant-change or visit event reaches an authorized app.
extension Transition {
    /// - Always (permanent): delivered, waking or relaunching the app [S4][S17][S13].
    /// - Before iOS 13, When In Use: never, not even in the foreground: the monitoring APIs need Always [S18][S109][S105].
    /// - From iOS 13, When In Use or Allow Once: delivered while the app is in use (foreground, the few seconds
    ///   after it, or a background session), dropped otherwise: "If your app is in use, it will receive that
    ///   significant location change, that region entry, that visit exit, and if it's not, it will not" [S18].
    /// - Provisional Always: what When In Use would deliver is delivered, without the deferred prompt; the rest
    ///   is held and starts the deferred prompt [S18][S1].
    mutating func deliverMonitored(_ event: WorldEvent, rule: Rule = .deliveryGate) {
        if state.status == .authorizedAlways && !state.authorization.isProvisional {
            deliver(event, rule: rule)
            return
        }
        // macOS reports authorizedAlways for an allowed app [S4][S13], so only iOS-family When In Use is left here.
        if state.os.era < .ios13_0 {
            nothing("before iOS 13 \(event.rawValue) needs Always: a When In Use app receives no monitoring events, even in the foreground",
                    .monitoringNeedsAlwaysBeforeIOS13)
            return
        }
        let provisional = state.authorization.isProvisional
        if state.isInUseWithGrace {
            deliver(event, rule: provisional ? .provisionalInUseDelivered : .monitoringWhileInUse)
            return
        }
        if provisional {
            hold(event)
            return
        }
        nothing("the app is not in use, so a When In Use app does not receive \(event.rawValue) (and is never relaunched for it)", .needsAlways)
    }
}

/// The one place that decides what a launch of the app needs before monitoring events reach it.
extension Transition {
    /// The app's process ends: the significant-change service stays registered with the system [S4][S165], but
    /// the next launch must start it again; an event still waiting for this launch's restart is dropped
    /// (Apple does not say what becomes of it: rule significant-change-wait-ends-with-app).
    mutating func significantChangeProcessEnded() {
        if state.significantChangeWaiting {
            state.significantChangeWaiting = false
            emit(.eventDropped(.significantChange), .significantChangeWaitEndsWithApp)
        }
        state.significantChangeNeedsRestart = state.monitoring.contains(.significantChange)
    }

    /// Called by `deliver` once the app runs: true when the event must wait for the app to call
    /// `startMonitoringSignificantLocationChanges()` in this launch. "Upon relaunch, you must still configure a
    /// location manager object and call this method to continue receiving location events" [S165]; Handling location
    /// updates in the background: restart the APIs upon launch [S209]. Region and visit events need only the new
    /// manager and its delegate, which the relaunch creates [S166][S167][S168].
    mutating func waitsForSignificantChangeRestart(_ event: WorldEvent, relaunched: Bool) -> Bool {
        guard event == .significantChange, state.significantChangeNeedsRestart else { return false }
        if state.significantChangeWaiting {
            nothing("the app has not called startMonitoringSignificantLocationChanges() since it launched: this change joins the waiting one",
                    .significantChangeRestart)
        } else {
            state.significantChangeWaiting = true
            nothing((relaunched ? "relaunched, the app" : "the app") + " receives significant changes only after it calls startMonitoringSignificantLocationChanges() again in this launch: the event waits and is delivered as soon as it does",
                    .significantChangeRestart)
        }
        return true
    }

    /// `startMonitoringSignificantLocationChanges()` in a launch that had not called it: the service goes on in this
    /// launch, and "the current event is delivered to your delegate immediately" [S165].
    mutating func significantChangeRestarted() {
        state.significantChangeNeedsRestart = false
        guard state.significantChangeWaiting else { return }
        state.significantChangeWaiting = false
        guard state.status.isAuthorized else {
            emit(.eventDropped(.significantChange), .significantChangeRestart)
            return
        }
        deliverMonitored(.significantChange, rule: .significantChangeRestart)
    }
}

/// The one place that decides whether a region, significant-change or visit event reaches an authorized app.
extension Transition {
    /// - Always (permanent): delivered, waking or relaunching the app [S4][S17][S13].
    /// - Before iOS 13, When In Use: never, not even in the foreground: the monitoring APIs need Always [S18][S109][S105].
    /// - From iOS 13, When In Use or Allow Once: delivered while the app is in use (foreground, the few seconds
    ///   after it, or a background session), dropped otherwise: "If your app is in use, it will receive that
    ///   significant location change, that region entry, that visit exit, and if it's not, it will not" [S18].
    /// - Provisional Always: what When In Use would deliver is delivered, without the deferred prompt; the rest
    ///   is held and starts the deferred prompt [S18][S1].
    mutating func deliverMonitored(_ event: WorldEvent) {
        if state.status == .authorizedAlways && !state.authorization.isProvisional {
            deliver(event)
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

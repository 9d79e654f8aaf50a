/// The initial fix of standard location updates and of significant-change monitoring: the one place that decides when
/// a manager's first location after `startUpdatingLocation()` (`Manager.updates`) or
/// `startMonitoringSignificantLocationChanges()` (`Manager.significantChanges`) reaches its delegate.
extension Transition {
    /// "Calling this method causes the location manager to obtain an initial location fix (which may take several
    /// seconds) and notify your delegate by calling its locationManager(_:didUpdateLocations:) method" [S112] (rule
    /// standard-updates-initial-fix). It is delivered when the app may receive its standard updates — the same
    /// conditions as any location (`EngineState.standardUpdates`) — at once in virtual time, as `requestLocation()`'s
    /// fix is: locprompt's clock moves only with `advance`, so "several seconds" are not modelled. Until then it waits,
    /// and is delivered as soon as the app may receive it (the person allows, the app is in use again): `reconcile()`
    /// calls this after every event with `rule` standard-updates-initial-fix-waits (an emulator decision; Apple does
    /// not say what becomes of the fix meanwhile).
    mutating func deliverInitialFixes(_ rule: Rule) {
        guard state.managers.contains(where: { $0.updates == .awaitingInitialFix }), state.standardUpdates == .delivering else { return }
        for index in state.managers.indices where state.managers[index].updates == .awaitingInitialFix {
            state.managers[index].updates = .running
            notify(manager: state.managers[index].id, .didUpdateLocations(state.deliveryAccuracy), rule)
        }
        // Like any delivery, the arrow is solid for a few seconds [S17].
        state.lastDelivery = state.clock
        state.lastDeliveryWasOneShot = false
    }

    /// "The first event to be delivered is usually the most recently cached location event (if any) but may be a newer
    /// event in some circumstances"; "Calling stopMonitoringSignificantLocationChanges() in between, however, does cause
    /// a new initial event to be sent the next time you call this method" [S165] (rule significant-change-initial-fix).
    /// Delivered when a significant-change event would reach the app now (`EngineState.significantChangesDeliveredNow`,
    /// the gate of `deliverMonitored`), at once in virtual time; until then it waits, and `reconcile()` delivers it as
    /// soon as the app may receive it, with `rule` significant-change-initial-fix-waits (an emulator decision, as for
    /// standard updates). locprompt always has a location to send: the "(if any)" cached location is assumed.
    mutating func deliverSignificantChangeInitialFixes(_ rule: Rule) {
        guard state.managers.contains(where: { $0.significantChanges == .awaitingInitialFix }), state.significantChangesDeliveredNow else { return }
        for index in state.managers.indices where state.managers[index].significantChanges == .awaitingInitialFix {
            state.managers[index].significantChanges = .running
            notify(manager: state.managers[index].id, .didUpdateLocations(state.deliveryAccuracy), rule)
        }
        // Like any delivery, the arrow is solid for a few seconds [S17].
        state.lastDelivery = state.clock
        state.lastDeliveryWasOneShot = false
    }

    /// `kCLErrorDenied` answers the updates or the significant-change monitoring instead of their initial fix: a start
    /// while denied, restricted or with Location Services off [S11], or access lost while the fix waited (the person's
    /// Don't Allow, a Settings change). No fix is sent for that start later, even if the app is authorized again
    /// (emulator decision, rules standard-updates-initial-fix-waits and significant-change-initial-fix-waits: Apple
    /// says only that the app "should stop the location service").
    mutating func initialFixesAnsweredByError() {
        for index in state.managers.indices {
            if state.managers[index].updates == .awaitingInitialFix { state.managers[index].updates = .running }
            if state.managers[index].significantChanges == .awaitingInitialFix { state.managers[index].significantChanges = .running }
        }
    }
}

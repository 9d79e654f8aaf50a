/// The initial fix of standard location updates: the one place that decides when a manager's first location after
/// `startUpdatingLocation()` reaches its delegate (`Manager.updates`).
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

    /// `kCLErrorDenied` answers the updates instead of their initial fix: a start while denied, restricted or with
    /// Location Services off [S11], or access lost while the fix waited (the person's Don't Allow, a Settings change).
    /// No fix is sent for that start later, even if the app is authorized again (emulator decision, rule
    /// standard-updates-initial-fix-waits: Apple says only that the app "should stop the location service").
    mutating func initialFixesAnsweredByError() {
        for index in state.managers.indices where state.managers[index].updates == .awaitingInitialFix {
            state.managers[index].updates = .running
        }
    }
}

/// What `Transition.modernAfter` needs of the state before an event: the lifecycle, the alert on screen and the
/// modern API objects. Kept instead of the whole state, whose copy retains every array, set and string in it once
/// per event.
struct ModernBefore {
    let lifecycle: AppLifecycle
    let alertKind: PromptKind?
    let modern: ModernSessionsState
    /// The app's status before the event (a background activity session is suspended and resumed on its changes).
    let status: AuthorizationStatus
    /// NSLocationRequireExplicitServiceSession was unmet before the event (a background activity session qualifies once it is met).
    let explicitSessionMissing: Bool

    init(_ state: EngineState) {
        lifecycle = state.lifecycle
        status = state.status
        alertKind = state.alert?.kind
        modern = state.modern
        explicitSessionMissing = state.explicitSessionMissing
    }
}

extension RuleRegistry {
    /// Rules of location authorization 2.0: live updates, CLMonitor, background activity and service sessions (issue 19).
    static let modern: [Rule] = [
        .modernAvailability,
        .liveUpdatesStart,
        .implicitServiceSession,
        .explicitSessionRequired,
        .modernDelivery,
        .monitorNeedsFullAccuracy,
        .modernQueued,
        .backgroundActivitySession,
        .backgroundActivityFromBackground,
        .backgroundActivityAllowOnce,
        .visionOSNoBackground,
        .serviceSessionAsks,
        .serviceSessionWhenInUse,
        .serviceSessionAlways,
        .serviceSessionFullAccuracy,
        .serviceSessionReasks,
        .serviceSessionStartedInUse,
        .alwaysNeedsSession,
        .sessionsSurviveSuspension,
        .relaunchRecreate,
        .relaunchWindow,
        .modernRelaunch,
        .diagnostics,
        .diagnosticsUnmodelled,
    ]
}

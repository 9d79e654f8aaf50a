/// One manager's standard location updates. "Calling this method causes the location manager to obtain an initial
/// location fix … and notify your delegate"; "Calling this method several times in succession does not automatically
/// result in new events being generated. Calling stopUpdatingLocation() in between, however, does cause a new initial
/// event to be sent the next time you call this method" (startUpdatingLocation() [S112]; rule
/// standard-updates-initial-fix).
public enum ManagerUpdates: Hashable, Sendable {
    /// `startUpdatingLocation()` not called on this manager, or stopped since.
    case stopped
    /// Started; the initial fix has not reached the delegate yet: the app may not receive updates yet (not
    /// determined, not in use, suspended), so it waits (rule standard-updates-initial-fix-waits).
    case awaitingInitialFix
    /// Started, with no initial fix to send: the delegate has had its first location since the start, or
    /// `kCLErrorDenied` answered the start instead (a denied start, or access lost while the fix waited). A repeated
    /// start sends no new one.
    case running
}

/// One manager's standard location updates, or its significant-change monitoring (`Manager.updates`,
/// `Manager.significantChanges`). "Calling this method causes the location manager to obtain an initial location fix …
/// and notify your delegate"; "Calling this method several times in succession does not automatically result in new
/// events being generated. Calling stopUpdatingLocation() in between, however, does cause a new initial event to be
/// sent the next time you call this method" (startUpdatingLocation() [S112]; rule standard-updates-initial-fix). The
/// significant-change page says the same of its service, with "The first event to be delivered is usually the most
/// recently cached location event (if any)" [S165] (rule significant-change-initial-fix).
public enum ManagerUpdates: Hashable, Sendable {
    /// The start method was not called on this manager, or the service was stopped since.
    case stopped
    /// Started; the initial fix has not reached the delegate yet: the app may not receive the service's locations yet
    /// (not determined, not in use, suspended), so it waits (rules standard-updates-initial-fix-waits,
    /// significant-change-initial-fix-waits).
    case awaitingInitialFix
    /// Started, with no initial fix to send: the delegate has had its first location since the start, or
    /// `kCLErrorDenied` answered the start instead (a denied start, or access lost while the fix waited). A repeated
    /// start sends no new one.
    case running
}

/// Where the app's standard location updates (`startUpdatingLocation()`) stand: the one place that decides
/// whether a location update reaches the app now. The delivery gate explains each case; the device screen
/// and the presentation phone show it.
public enum StandardUpdates: Hashable, Sendable {
    /// Not started (or stopped, or ended with the app).
    case stopped
    /// Started, but the app is suspended or not running: nothing reaches it.
    case appNotRunning
    /// Started, but the app is not authorized: nothing is delivered [S11].
    case notAuthorized
    /// Running out of use, with the background mode, but never run in use with it: the app turned
    /// allowsBackgroundLocationUpdates on out of use, or an Always app started them from the background and became
    /// When In Use. They wait until the app is in use again (rules allows-background-location-updates,
    /// background-start-needs-in-use) [S111][S113]. A When In Use app's own start out of use fails instead: nothing runs.
    case startedOutOfUse
    /// In the background without a background location session, and not in use with When In Use (past the few
    /// seconds after the foreground): nothing arrives until the app is in use again [S13][S4] (rule
    /// updates-while-running; an Always app running in the background gets them).
    case notInUse
    /// Updates reach the app.
    case delivering

    /// Short words for the screens.
    public var label: String {
        switch self {
        case .stopped: return "off"
        case .appNotRunning: return "on, app not running"
        case .notAuthorized: return "on, not authorized"
        case .startedOutOfUse: return "on, waiting for use"
        case .notInUse: return "on, paused"
        case .delivering: return "on"
        }
    }
}

extension EngineState {
    /// Standard updates reach a running, authorized app that is in use or has a background session, and,
    /// without a session, a running app in the background with Always, or When In Use in its few seconds of use
    /// [S4][S11][S13][S18].
    public var standardUpdates: StandardUpdates {
        guard updatingLocation else { return .stopped }
        guard lifecycle.isRunning else { return .appNotRunning }
        guard status.isAuthorized else { return .notAuthorized }
        // An Always app's background session delivers without making the app "in use" (no indicator) [S4][S13]; and
        // "Access to location is still permitted whenever the application is running (ie not suspended), and has
        // sufficient authorization" without the background mode [S13] (rule updates-while-running).
        guard isInUse || hasBackgroundSession || receivesUpdatesWhileRunning else {
            return waitsForUseWithBackgroundMode ? .startedOutOfUse : .notInUse
        }
        return .delivering
    }
}

extension EngineState {
    /// A When In Use app's manager runs updates with the location background mode that have not run in use since
    /// they started (or since its allowsBackgroundLocationUpdates was turned on): they wait for use, to go on as a
    /// session then (`StandardUpdates.startedOutOfUse`). Per manager, like the property [S111][S13]; the app's
    /// updates wait for use when one manager's do (the others, without the mode, get nothing out of use either).
    var waitsForUseWithBackgroundMode: Bool {
        !mayStartServicesWhileNotInUse
            && managers.contains { $0.updatesLocation && usesLocationBackgroundMode($0) && !$0.updatesRanInUse }
    }

    /// `standardUpdates.label` for the screens, naming the managers that run the updates when the app has more than
    /// one: updates are started and stopped per manager (rule updates-per-manager).
    public var standardUpdatesLabel: String {
        let label = standardUpdates.label
        guard managers.count > 1, updatingLocation else { return label }
        return label + " (" + updatingManagerIDs.map { "#\($0)" }.joined(separator: " ") + ")"
    }
}

/// The app's location-authorization-2.0 objects: the live-updates loop, the monitor, the background activity
/// session and the service sessions it holds, and what Core Location remembers of them across a relaunch.
/// Part of `EngineState` (`state.modern`).
public struct ModernSessionsState: Hashable, Sendable {
    /// The app is iterating `CLLocationUpdate.liveUpdates()`.
    public var liveUpdates: ModernObject?
    /// The app iterates the events of a `CLMonitor` with one circular condition.
    public var monitor: ModernObject?
    /// The app holds a `CLBackgroundActivitySession`.
    public var backgroundActivity: ModernObject?
    /// Explicit `CLServiceSession`s the app holds, oldest first.
    public var serviceSessions: [ServiceSession] = []
    /// Serial of the next object (orders objects: the newest carries the diagnostics `expect` reads).
    public var nextSerial: Int = 1
    /// What Core Location still tracks for an app that was terminated: it keeps the outstanding objects and
    /// relaunches the app for them; after a launch, only for a few seconds [S212][S213].
    public var remembered: RememberedObjects?
    /// When the remembered objects lapse, if the relaunched app does not recreate them first [S213].
    public var recreateDeadline: VirtualTime?
    /// Live updates waiting for the app to iterate `liveUpdates()` again (after a relaunch or while suspended) [S209].
    public var queuedLiveUpdates: Int = 0
    /// Monitor events waiting for the app to iterate `monitor.events` again [S209].
    public var queuedMonitorEvents: Int = 0
    /// The person declined the temporary precise-location alert a full-accuracy session showed: sessions ask only
    /// "when a person hasn't denied an earlier authorization request" [S203]; held until the process ends
    /// (emulator decision, rule service-session-full-accuracy-declined).
    public var fullAccuracyDeclined: Bool = false

    public init() {}

    /// True when the app uses none of these APIs and Core Location remembers none (the common, legacy case).
    public var isEmpty: Bool {
        liveUpdates == nil && monitor == nil && backgroundActivity == nil && serviceSessions.isEmpty && remembered == nil
    }

    /// The object whose diagnostics `expect: { diagnostics: }` reads: the newest one the app holds.
    public var newest: (source: DiagnosticSource, serial: Int)? { newest(of: nil) }

    /// The newest object of one kind (`diagnostics: { on: serviceSession, … }`), or of any kind when `kind` is nil.
    public func newest(of kind: DiagnosticSource?) -> (source: DiagnosticSource, serial: Int)? {
        var candidates: [(DiagnosticSource, Int)] = []
        if let object = liveUpdates { candidates.append((.liveUpdate, object.serial)) }
        if let object = monitor { candidates.append((.monitorEvent, object.serial)) }
        if let object = backgroundActivity { candidates.append((.backgroundActivitySession, object.serial)) }
        for session in serviceSessions { candidates.append((.serviceSession, session.serial)) }
        return candidates.filter { kind == nil || $0.0 == kind }.max { $0.1 < $1.1 }.map { (source: $0.0, serial: $0.1) }
    }
}

/// One live-updates loop, monitor or background activity session.
public struct ModernObject: Hashable, Sendable {
    public let serial: Int
    /// Started while the app was in use (or rejoined within the relaunch window) [S207][S210][S214]. For a
    /// background activity session: the session is active, which a new one becomes only in the foreground with
    /// effective authorization. An active one that loses authorization to a denial, Location Services off or a
    /// restriction stays active but suspended while that lasts (it keeps nothing in use: `hasBackgroundActivitySession`
    /// needs authorization) and resumes with it; it stops being active only when the authorization becomes not
    /// determined (CLBackgroundActivitySession.h [S180]; rules background-activity-suspended-while-denied,
    /// background-activity-ends-when-undetermined).
    public var startedInUse: Bool

    public init(serial: Int, startedInUse: Bool) {
        self.serial = serial
        self.startedInUse = startedInUse
    }
}

/// One explicit `CLServiceSession` [S200].
public struct ServiceSession: Hashable, Sendable {
    public let serial: Int
    public let goal: ServiceSessionGoal
    public let fullAccuracyPurposeKey: String?
    /// Started in the foreground, or while another session was in effect, or recreated in the relaunch
    /// window: only such a session is in effect [S212][S213][S214]. One created otherwise yields
    /// insufficientlyInUse "until the app returns to the foreground" (CLServiceSession.h [S218]), and is in effect from then.
    public var inEffect: Bool

    public init(serial: Int, goal: ServiceSessionGoal, fullAccuracyPurposeKey: String?, inEffect: Bool) {
        self.serial = serial
        self.goal = goal
        self.fullAccuracyPurposeKey = fullAccuracyPurposeKey
        self.inEffect = inEffect
    }

    /// `CLServiceSession(authorization: .always)` style label for the inspector.
    public var label: String {
        fullAccuracyPurposeKey.map { ".\(goal.rawValue) + full accuracy “\($0)”" } ?? ".\(goal.rawValue)"
    }
}

/// The objects of a terminated app that Core Location keeps track of [S212].
public struct RememberedObjects: Hashable, Sendable {
    public var liveUpdates: Bool
    public var monitor: Bool
    public var backgroundActivity: Bool
    public var goals: [ServiceSessionGoal]

    public init(liveUpdates: Bool, monitor: Bool, backgroundActivity: Bool, goals: [ServiceSessionGoal]) {
        self.liveUpdates = liveUpdates
        self.monitor = monitor
        self.backgroundActivity = backgroundActivity
        self.goals = goals
    }

    public var isEmpty: Bool { !liveUpdates && !monitor && !backgroundActivity && goals.isEmpty }
}

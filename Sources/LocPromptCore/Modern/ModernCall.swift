/// The iOS 17/18 location APIs an app can use instead of `CLLocationManager` requests (issue 19):
/// `CLLocationUpdate.liveUpdates()`, `CLMonitor`, `CLBackgroundActivitySession` and `CLServiceSession`.
public enum ModernCall: Hashable, Sendable {
    /// Start iterating `CLLocationUpdate.liveUpdates()` [S204][S205].
    case startLiveUpdates
    /// Stop iterating (break out of the loop or cancel the task) [S210].
    case stopLiveUpdates
    /// Create a `CLMonitor`, add one `CircularGeographicCondition` and iterate its events [S206][S211].
    case startMonitor
    /// Create (and hold) a `CLBackgroundActivitySession` [S207][S210].
    case startBackgroundActivitySession
    /// `invalidate()` the background activity session [S207].
    case endBackgroundActivitySession
    /// Create (and hold) a `CLServiceSession(authorization:)` or `(authorization:fullAccuracyPurposeKey:)` [S200][S202][S203].
    case serviceSession(ServiceSessionGoal, fullAccuracyPurposeKey: String?)
    /// `invalidate()` the newest held service session [S200].
    case endServiceSession

    /// The spelling scenarios use after `call:`.
    public var scenarioText: String {
        switch self {
        case .startLiveUpdates: return "startLiveUpdates"
        case .stopLiveUpdates: return "stopLiveUpdates"
        case .startMonitor: return "startMonitor"
        case .startBackgroundActivitySession: return "startBackgroundActivitySession"
        case .endBackgroundActivitySession: return "endBackgroundActivitySession"
        case .serviceSession(let goal, let key):
            return key.map { "{ serviceSession: \(goal.rawValue), fullAccuracyPurposeKey: \($0) }" } ?? "{ serviceSession: \(goal.rawValue) }"
        case .endServiceSession: return "endServiceSession"
        }
    }

    /// How Apple's API spells the call (for the log and the inspector).
    public var apiText: String {
        switch self {
        case .startLiveUpdates: return "for try await update in CLLocationUpdate.liveUpdates()"
        case .stopLiveUpdates: return "stops iterating CLLocationUpdate.liveUpdates()"
        case .startMonitor: return "CLMonitor with one CircularGeographicCondition, iterating monitor.events"
        case .startBackgroundActivitySession: return "CLBackgroundActivitySession()"
        case .endBackgroundActivitySession: return "CLBackgroundActivitySession.invalidate()"
        case .serviceSession(let goal, let key):
            return key.map { "CLServiceSession(authorization: .\(goal.rawValue), fullAccuracyPurposeKey: \"\($0)\")" }
                ?? "CLServiceSession(authorization: .\(goal.rawValue))"
        case .endServiceSession: return "CLServiceSession.invalidate() (the newest session)"
        }
    }

    /// The calls without arguments, as scenarios name them.
    public static let simpleCalls: [ModernCall] = [
        .startLiveUpdates, .stopLiveUpdates, .startMonitor, .startBackgroundActivitySession,
        .endBackgroundActivitySession, .endServiceSession,
    ]
}

/// `CLServiceSession.AuthorizationRequirement` [S200][S202].
public enum ServiceSessionGoal: String, Hashable, Sendable, CaseIterable, Comparable {
    case none
    case whenInUse
    case always

    private var rank: Int { self == .none ? 0 : self == .whenInUse ? 1 : 2 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// The diagnostic properties of iOS 18 (`CLLocationUpdate`, `CLMonitor.Event`, `CLServiceSession.Diagnostic`,
/// `CLBackgroundActivitySession.Diagnostic`) [S201][S204][S208][S212].
public enum DiagnosticFlag: String, Hashable, Sendable, CaseIterable, Comparable {
    case authorizationDenied
    case authorizationDeniedGlobally
    case authorizationRestricted
    case authorizationRequestInProgress
    case insufficientlyInUse
    case serviceSessionRequired
    case accuracyLimited
    case locationUnavailable
    case stationary
    case alwaysAuthorizationDenied
    case fullAccuracyDenied
    /// `CLMonitor.Event` only (iOS 18, macOS 15): never set in locprompt, whose monitor watches one condition of a kind
    /// it supports and always persists (rule `diagnostics-unmodelled`) [S220].
    case conditionLimitExceeded
    case conditionUnsupported
    case persistenceUnavailable

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The objects that carry diagnostics, each with the flags Apple's documentation lists for it.
public enum DiagnosticSource: String, Hashable, Sendable, CaseIterable {
    case liveUpdate = "CLLocationUpdate"
    case monitorEvent = "CLMonitor.Event"
    case backgroundActivitySession = "CLBackgroundActivitySession"
    case serviceSession = "CLServiceSession"

    /// How scenarios name the object: `diagnostics: { on: serviceSession, … }`.
    public var scenarioName: String {
        switch self {
        case .liveUpdate: return "liveUpdates"
        case .monitorEvent: return "monitor"
        case .backgroundActivitySession: return "backgroundActivitySession"
        case .serviceSession: return "serviceSession"
        }
    }

    /// The call that starts one, for the message when the app holds none.
    public var startCall: String {
        switch self {
        case .liveUpdate: return "startLiveUpdates"
        case .monitorEvent: return "startMonitor"
        case .backgroundActivitySession: return "startBackgroundActivitySession"
        case .serviceSession: return "{ serviceSession: … }"
        }
    }

    /// The properties the type has on `platform`: `flags` less those its header marks unavailable there.
    /// CLBackgroundActivitySession.h (iOS 18 SDK): `serviceSessionRequired` and `authorizationRequestInProgress` are
    /// `API_AVAILABLE(macos(15.0), ios(18.0)) API_UNAVAILABLE(watchos, tvos)` on CLBackgroundActivitySessionDiagnostic,
    /// whose other properties watchOS 11 has [S180] (audit 21d).
    public func flags(on platform: Platform) -> [DiagnosticFlag] {
        guard self == .backgroundActivitySession, platform == .watchOS || platform == .tvOS else { return flags }
        return flags.filter { $0 != .serviceSessionRequired && $0 != .authorizationRequestInProgress }
    }

    /// The properties the type has (iOS 18 SDK) [S201][S204][S208][S220].
    public var flags: [DiagnosticFlag] {
        switch self {
        case .liveUpdate:
            return [.authorizationDenied, .authorizationDeniedGlobally, .authorizationRestricted, .authorizationRequestInProgress,
                    .insufficientlyInUse, .serviceSessionRequired, .accuracyLimited, .locationUnavailable, .stationary]
        case .monitorEvent:
            return [.authorizationDenied, .authorizationDeniedGlobally, .authorizationRestricted, .authorizationRequestInProgress,
                    .insufficientlyInUse, .serviceSessionRequired, .accuracyLimited,
                    .conditionLimitExceeded, .conditionUnsupported, .persistenceUnavailable]
        case .backgroundActivitySession:
            return [.authorizationDenied, .authorizationDeniedGlobally, .authorizationRestricted, .authorizationRequestInProgress,
                    .insufficientlyInUse, .serviceSessionRequired]
        case .serviceSession:
            return [.alwaysAuthorizationDenied, .authorizationDenied, .authorizationDeniedGlobally, .authorizationRequestInProgress,
                    .authorizationRestricted, .fullAccuracyDenied, .insufficientlyInUse, .serviceSessionRequired]
        }
    }
}

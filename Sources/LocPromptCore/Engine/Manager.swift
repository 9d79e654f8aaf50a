/// A live `CLLocationManager` of the app: the delegate callbacks queued for it while the app is suspended, and the
/// location services started on it. Standard updates and significant-change monitoring are per manager: a
/// `CLLocationManager` is "the object you use to start and stop the delivery of location-related events to your
/// app", an app creates "one or more" [S169], and `startUpdatingLocation()` notifies "your delegate", the one of the
/// manager it was called on [S112][S170] (rule updates-per-manager). Region and visit monitoring stay app-wide
/// (`EngineState.monitoring`), and their events reach every live manager (rule monitoring-events-every-manager).
public struct Manager: Hashable, Sendable {
    public let id: Int
    public var queued: [DelegateCallback]
    /// This manager's standard location updates (`startUpdatingLocation()` called on it and not stopped).
    public var updates: ManagerUpdates
    /// This manager's significant-change monitoring (`startMonitoringSignificantLocationChanges()` called on it and
    /// not stopped): significant changes are delivered "through the same delegate callback as the standard location
    /// service" [S13], to this manager's delegate, the first of them at the start (rule significant-change-initial-fix).
    /// The service's registration with the system is app-wide and outlives the process (`EngineState.monitoring`).
    public var significantChanges: ManagerUpdates

    public init(id: Int, queued: [DelegateCallback] = [], updates: ManagerUpdates = .stopped,
                significantChanges: ManagerUpdates = .stopped) {
        self.id = id
        self.queued = queued
        self.updates = updates
        self.significantChanges = significantChanges
    }

    /// The manager's delegate is sent standard location updates: started and not stopped.
    public var updatesLocation: Bool { updates != .stopped }

    /// The manager's delegate is sent significant changes: started and not stopped.
    public var monitorsSignificantChanges: Bool { significantChanges != .stopped }
}

/// A delegate callback, named as Apple names it.
public enum DelegateCallback: Hashable, Sendable {
    /// iOS 14+ `locationManagerDidChangeAuthorization(_:)` [S5].
    case didChangeAuthorization(AuthorizationStatus, accuracy: AccuracyAuthorization?)
    /// Before iOS 14: `locationManager(_:didChangeAuthorization:)` [S5].
    case legacyDidChangeAuthorization(AuthorizationStatus)
    /// `locationManager(_:didFailWithError:)` with `kCLErrorDenied` [S11].
    case didFailWithDenied
    /// `locationManager(_:monitoringDidFailFor:withError:)` with `kCLErrorRegionMonitoringDenied`: region
    /// monitoring's errors go there "instead" of the region events [S135][S136][S137] (rule region-monitoring-failure).
    case monitoringDidFailDenied
    /// `locationManager(_:didUpdateLocations:)`.
    case didUpdateLocations(AccuracyAuthorization)
    /// `locationManager(_:didEnterRegion:)`.
    case didEnterRegion
    /// `locationManager(_:didExitRegion:)` [S65].
    case didExitRegion
    /// `locationManager(_:didVisit:)`.
    case didVisit
    /// The completion handler of `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)`.
    case temporaryFullAccuracyCompletion(error: String?)

    /// The text scenarios match against, e.g. `locationManagerDidChangeAuthorization(notDetermined)`.
    public var text: String {
        switch self {
        case .didChangeAuthorization(let status, _): return "locationManagerDidChangeAuthorization(\(status.name))"
        case .legacyDidChangeAuthorization(let status): return "locationManager(_:didChangeAuthorization: \(status.name))"
        case .didFailWithDenied: return "locationManager(_:didFailWithError: kCLErrorDenied)"
        case .monitoringDidFailDenied: return "locationManager(_:monitoringDidFailFor:withError: kCLErrorRegionMonitoringDenied)"
        case .didUpdateLocations(let accuracy):
            return accuracy == .full ? "locationManager(_:didUpdateLocations:)" : "locationManager(_:didUpdateLocations: reduced accuracy)"
        case .didEnterRegion: return "locationManager(_:didEnterRegion:)"
        case .didExitRegion: return "locationManager(_:didExitRegion:)"
        case .didVisit: return "locationManager(_:didVisit:)"
        case .temporaryFullAccuracyCompletion(let error):
            return "requestTemporaryFullAccuracyAuthorization completion(\(error ?? "nil"))"
        }
    }

    /// `completion(error)`: how scenarios say "a completion with some error" (`CallbackPattern` matches any error
    /// completion with it). The engine no longer sends it as such: since audit 18 every no-prompt case names
    /// kCLErrorPromptDeclined [S163][S164].
    public static let completionError = "error"
    /// `kCLErrorPromptDeclined` (CLError.h: 18): "The request always fails with a CLError.Code.promptDeclined
    /// error" for an unknown purpose key, an app already at full accuracy, or an app in the background [S163][S164].
    public static let promptDeclinedError = "kCLErrorPromptDeclined"

    /// A batch of locations (`locationManager(_:didUpdateLocations:)` carries an array).
    public var isLocationUpdate: Bool {
        if case .didUpdateLocations = self { return true }
        return false
    }

    /// The callback brings the app a location or a location event: `didUpdateLocations`, `didEnterRegion`,
    /// `didExitRegion`, `didVisit`.
    public var bringsLocation: Bool {
        switch self {
        case .didUpdateLocations, .didEnterRegion, .didExitRegion, .didVisit: return true
        default: return false
        }
    }

    public var isAuthorizationChange: Bool {
        switch self {
        case .didChangeAuthorization, .legacyDidChangeAuthorization: return true
        default: return false
        }
    }
}

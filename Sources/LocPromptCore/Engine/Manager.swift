/// A live `CLLocationManager` of the app: the delegate callbacks queued for it while the app is suspended, the
/// location services started on it, and the two background properties set on it. Standard updates and significant-change monitoring are per manager: a
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
    /// `allowsBackgroundLocationUpdates` as the app set it on this manager: an instance property, so "When the value
    /// of this property is true and you start location updates while the app is in the foreground, Core Location
    /// configures the system to keep the app running" speaks of this manager's updates [S111], and the header asks to
    /// "set this property to YES at runtime whenever calling -startUpdatingLocation with the intent to continue in the
    /// background" [S13] (rules allows-background-location-updates, background-location-properties-per-launch).
    /// A new manager starts with `ManagerProperty.defaultValue(for:)`: true in an app with `UIBackgroundModes`
    /// `location`, which counts as setting it before its updates (an emulator decision), false without. True only
    /// with the mode: setting it without the mode is refused [S111]. On iOS 8, before the property, it stands for the
    /// mode alone.
    public var allowsBackgroundLocationUpdates: Bool
    /// `showsBackgroundLocationIndicator` as the app set it on this manager: "The default value of this property is
    /// false" [S78]; it decides whether this manager's background session shows the blue indicator of an Always app
    /// (rule shows-background-location-indicator).
    public var showsBackgroundLocationIndicator: Bool
    /// This manager's running standard updates have run while the app was in use (and not since this manager's
    /// allowsBackgroundLocationUpdates was turned on out of use). Only then do they go on as a background session:
    /// "you must start your location updates while in the foreground" (WWDC 2016 716 [S68]; S111). Set and cleared
    /// in `Transition.reconcile()`, per manager: another manager's updates, started or run in use, do not make
    /// these a session (rules background-start-needs-in-use, background-session-keeps-app-running).
    public var updatesRanInUse: Bool

    /// A manager the app creates now, with Apple's defaults for the properties (`ManagerProperty.defaultValue(for:)`).
    public init(id: Int, for app: AppProfile, queued: [DelegateCallback] = [], updates: ManagerUpdates = .stopped,
                significantChanges: ManagerUpdates = .stopped) {
        self.id = id
        self.queued = queued
        self.updates = updates
        self.significantChanges = significantChanges
        self.allowsBackgroundLocationUpdates = ManagerProperty.allowsBackgroundLocationUpdates.defaultValue(for: app)
        self.showsBackgroundLocationIndicator = ManagerProperty.showsBackgroundLocationIndicator.defaultValue(for: app)
        self.updatesRanInUse = false
    }

    /// The manager's delegate is sent standard location updates: started and not stopped.
    public var updatesLocation: Bool { updates != .stopped }

    /// The manager's delegate is sent significant changes: started and not stopped.
    public var monitorsSignificantChanges: Bool { significantChanges != .stopped }

    /// The property's value on this manager.
    public func value(of property: ManagerProperty) -> Bool {
        switch property {
        case .allowsBackgroundLocationUpdates: return allowsBackgroundLocationUpdates
        case .showsBackgroundLocationIndicator: return showsBackgroundLocationIndicator
        }
    }
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

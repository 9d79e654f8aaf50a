/// A live `CLLocationManager` of the app and the delegate callbacks queued for it while the app is suspended.
public struct Manager: Hashable, Sendable {
    public let id: Int
    public var queued: [DelegateCallback]

    public init(id: Int, queued: [DelegateCallback] = []) {
        self.id = id
        self.queued = queued
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
        case .didVisit: return "locationManager(_:didVisit:)"
        case .temporaryFullAccuracyCompletion(let error):
            return "requestTemporaryFullAccuracyAuthorization completion(\(error ?? "nil"))"
        }
    }

    /// The text of a completion that got an error Apple does not name: the header promises only "an
    /// appropriate NSError" [S13]. Scenarios' `completion(error)` matches any error completion (`CallbackPattern`).
    public static let completionError = "error"
    /// `kCLErrorPromptDeclined` (CLError.h: 18): "The request always fails with a CLError.Code.promptDeclined
    /// error" for an unknown purpose key, an app already at full accuracy, or an app in the background [S163][S164].
    public static let promptDeclinedError = "kCLErrorPromptDeclined"

    /// A batch of locations (`locationManager(_:didUpdateLocations:)` carries an array).
    public var isLocationUpdate: Bool {
        if case .didUpdateLocations = self { return true }
        return false
    }

    /// The callback brings the app a location or a location event: `didUpdateLocations`, `didEnterRegion`, `didVisit`.
    public var bringsLocation: Bool {
        switch self {
        case .didUpdateLocations, .didEnterRegion, .didVisit: return true
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

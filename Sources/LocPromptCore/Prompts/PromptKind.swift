/// The kinds of system alert the engine can present; the catalog words each one per platform and band.
public enum PromptKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// `requestWhenInUseAuthorization()` from notDetermined (§1.1 case a).
    case whenInUse = "when-in-use"
    /// `requestAlwaysAuthorization()` from notDetermined (§1.1 case b). On iOS 13+ it is the
    /// When-In-Use-style alert whose "Allow While Using App" gives provisional Always.
    case always = "always"
    /// `requestAlwaysAuthorization()` from permanent When In Use (§1.1 case c).
    case upgrade = "upgrade"
    /// The deferred second prompt of provisional Always, iOS 13+ (§1.1 case d).
    case deferredAlways = "deferred-always"
    /// The periodic background-use reminder with a map, iOS 13+ (§1.1 case e).
    case backgroundReminder = "background-reminder"
    /// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)`, iOS 14+ (§1.1 case f).
    case temporaryFullAccuracy = "full-accuracy"
    /// "Turn On Location Services to Allow …" when a service starts while the global switch is off (§1.3).
    case locationServicesOff = "location-services-off"
    /// The widget location alert, iOS 14+ (§1.3).
    case widget = "widget"
    /// The one-time confirmation on the first tap of `CLLocationButton` / `LocationButton`, iOS 15+ [S37][S123].
    case locationButton = "location-button"

    /// The spelling used on the command line (`--prompt`).
    public var argument: String { rawValue }

    /// Alerts that an app's own request brings up; they need the app in the foreground (§3 "Foreground required").
    public var isAppRequest: Bool {
        switch self {
        case .whenInUse, .always, .upgrade, .temporaryFullAccuracy: return true
        default: return false
        }
    }

    /// Alerts in which "the system is requesting authorization from the user on behalf of the app" (the iOS 18
    /// diagnostics' authorizationRequestInProgress [S212]): the app's own requests, and the deferred prompt, which
    /// Apple calls the second of the "two prompts" requestAlwaysAuthorization() displays [S1] (audit 23d: the flag
    /// stayed false under it). The location button's confirmation and the widget alert are not counted: no source
    /// says either way, so the flag keeps its old reading there.
    public var requestsAuthorizationForTheApp: Bool {
        isAppRequest || self == .deferredAlways
    }

    /// Alerts that ask the person for Always: while one is up an `.always` session's earlier refusal is being asked
    /// again, so its alwaysAuthorizationDenied waits for the answer (audit 23e D3).
    public var asksForAlways: Bool {
        self == .always || self == .upgrade || self == .deferredAlways
    }
}

/// What a button on a system alert means to the engine. The catalog gives each button its label, its
/// position and one of these; the engine decides what each one does (reference §2).
public enum AlertAnswer: String, CaseIterable, Sendable, Hashable, Codable {
    case allow
    case dontAllow
    case allowOnce
    case allowWhileUsingApp
    case onlyWhileUsingApp
    case alwaysAllow
    case cancel
    case keepOnlyWhileUsing
    case changeToAlwaysAllow
    case changeToOnlyWhileUsing
    case openSettings
    /// “Continue” on the background-use reminder before iOS 13 [S121].
    case continueAllowing
}

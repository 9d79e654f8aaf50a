/// A saved emulated device: what the real system keeps between runs of an app (its Settings and every
/// app's stored authorization), written to a `--device FILE` as JSON by `DeviceStore`.
///
/// Only what outlives the app's process is here. What ends with it (managers, alerts on screen, timers,
/// held events, temporary full accuracy, the virtual clock) is not saved; see `record(_:)`.
public struct SavedDevice: Hashable, Sendable {
    /// The format marker every device file starts with.
    public static let formatName = "locprompt-device"
    /// The newest format version this locprompt reads and writes.
    public static let currentVersion = 2

    public var version: Int
    public var os: DeviceOS
    public var settings: DeviceSettings
    /// Every app the device knows, keyed by `SavedDevice.key(for:)`.
    public var apps: [String: AppRecord]

    public init(os: DeviceOS, settings: DeviceSettings = DeviceSettings(), apps: [String: AppRecord] = [:]) {
        self.version = SavedDevice.currentVersion
        self.os = os
        self.settings = settings
        self.apps = apps
    }

    /// A new device as it leaves the factory: Location Services on, no app known.
    public static func fresh(os: DeviceOS = .newest(.iOS)) -> SavedDevice { SavedDevice(os: os) }

    /// Apps sorted by key, for stable output.
    public var sortedApps: [(key: String, record: AppRecord)] {
        apps.keys.sorted().map { ($0, apps[$0]!) }
    }
}

/// Device-wide Settings.
public struct DeviceSettings: Hashable, Sendable {
    /// Settings › Privacy › Location Services, the global switch [S10].
    public var locationServices: Bool
    /// How long Allow Once survives after the app stops being in use (reference §6 D2; emulator setting).
    public var allowOnceGrace: VirtualDuration

    public init(locationServices: Bool = true, allowOnceGrace: VirtualDuration = EngineState.defaultAllowOnceGrace) {
        self.locationServices = locationServices
        self.allowOnceGrace = allowOnceGrace
    }
}

/// What the device stores for one app between its runs.
public struct AppRecord: Hashable, Sendable {
    /// The name the app last ran with (nil for an app only named by bundle id, e.g. through `privacy grant`), cut
    /// as every app name is (`AppProfile.capped`): a device file or `privacy … name:` is a source of app names too.
    public var displayName: String? {
        didSet { displayName = displayName.map(AppProfile.capped) }
    }
    public var bundleIdentifier: String?
    public var authorization: SavedAuthorization
    /// The app's Precise Location switch (iOS 14+) [S7]; nil until set: the app's own default
    /// (`NSLocationDefaultAccuracyReduced`) applies.
    public var preciseLocation: Bool?
    /// Restrictions on this app's location [S9].
    public var restricted: Bool
    /// `requestAlwaysAuthorization()` has taken effect once for this install [S1][S13].
    public var alwaysRequestUsed: Bool
    /// The deferred provisional-Always prompt has been started (only once) [S1][S18].
    public var deferredPromptUsed: Bool
    /// "Turn On Location Services" alerts shown to this app (at most twice) [S23].
    public var locationServicesAlertCount: Int
    /// The person allowed the widget alert: a When In Use authorization extends to the app's widgets
    /// (Settings “While Using the App or Widgets”) [S133][S134]. Choosing a row in Settings takes it back.
    public var widgetLocationAllowed: Bool
    /// The person agreed to the app's `CLLocationButton` once: later taps grant without an alert [S37][S123].
    public var locationButtonApproved: Bool
    /// The app has asked permission (a request reached its alert): Settings lists it (rule
    /// settings-lists-apps-that-asked).
    public var askedPermission: Bool
    /// Settings has a record of the app although it never asked: `privacy grant`/`revoke`, or a Settings change
    /// while the app was not listed, wrote one as `xcrun simctl privacy grant` does (rule
    /// settings-unlisted-app-applied-as-grant). Listed all the same.
    public var grantedWithoutAsking: Bool
    /// With Always, the app has used location in the background since Always was granted: the background-use
    /// reminder may come (rules background-reminder-before-13, background-reminder-from-13) [S53]. Kept only with
    /// `always`: a record at any other authorization reads back as false.
    public var usedLocationInBackground: Bool

    /// Settings has a record of the app (it asked, or was granted without asking): it is listed (rule
    /// settings-lists-apps-that-asked), and a stored answer always comes with one.
    public var hasSettingsRecord: Bool { askedPermission || grantedWithoutAsking }

    /// `askedPermission` nil: a file written before locprompt kept it, so it is derived (`hasAsked`). A stored answer
    /// always comes with a Settings record: one that says it did not ask and has no grant got it without asking.
    public init(
        displayName: String? = nil, bundleIdentifier: String? = nil,
        authorization: SavedAuthorization = .notDetermined, preciseLocation: Bool? = nil,
        restricted: Bool = false, alwaysRequestUsed: Bool = false, deferredPromptUsed: Bool = false,
        locationServicesAlertCount: Int = 0, widgetLocationAllowed: Bool = false, locationButtonApproved: Bool = false,
        askedPermission: Bool? = nil, grantedWithoutAsking: Bool = false, usedLocationInBackground: Bool = false
    ) {
        self.displayName = displayName.map(AppProfile.capped)
        self.bundleIdentifier = bundleIdentifier
        self.authorization = authorization
        self.preciseLocation = preciseLocation
        self.restricted = restricted
        self.alwaysRequestUsed = alwaysRequestUsed
        self.deferredPromptUsed = deferredPromptUsed
        self.locationServicesAlertCount = locationServicesAlertCount
        self.widgetLocationAllowed = widgetLocationAllowed
        self.locationButtonApproved = locationButtonApproved
        let asked = askedPermission ?? AppRecord.hasAsked(authorization: authorization, preciseLocation: preciseLocation,
                                                          alwaysRequestUsed: alwaysRequestUsed, deferredPromptUsed: deferredPromptUsed,
                                                          locationButtonApproved: locationButtonApproved)
        self.askedPermission = asked
        self.grantedWithoutAsking = grantedWithoutAsking || (!asked && authorization != .notDetermined)
        self.usedLocationInBackground = usedLocationInBackground && authorization == .always
    }

    /// Whether an app asked, for a record that does not say (a device file written before locprompt kept it): a
    /// stored answer, a used Always request or deferred prompt, an approved location button, or a Precise switch
    /// moved off the app's default (by the alert or in Settings) all mean it asked. A not-determined record with
    /// none of them is taken as not asked, although an Allow Once that lapsed leaves the same record: such an app
    /// asks again and is listed. (Such a file cannot say whether an answer came from `privacy grant`: it is taken
    /// as asked.)
    public static func hasAsked(authorization: SavedAuthorization, preciseLocation: Bool?, alwaysRequestUsed: Bool,
                                deferredPromptUsed: Bool, locationButtonApproved: Bool = false) -> Bool {
        authorization != .notDetermined || alwaysRequestUsed || deferredPromptUsed || preciseLocation != nil
            || locationButtonApproved
    }

    /// The app's location privacy as a fresh install has it (Reset Location & Privacy, `privacy reset`):
    /// not determined, the once-only flags cleared, Precise back to the app's default, the widget grant and the
    /// location button's approval taken back (as the engine's reset does), off Settings' list until it asks
    /// again. Restrictions are Screen Time, not location privacy, and stay (as the engine's reset keeps them).
    public mutating func resetLocationPrivacy() {
        authorization = .notDetermined
        preciseLocation = nil
        alwaysRequestUsed = false
        deferredPromptUsed = false
        locationServicesAlertCount = 0
        widgetLocationAllowed = false
        locationButtonApproved = false
        askedPermission = false
        grantedWithoutAsking = false
        usedLocationInBackground = false
    }
}

/// A `StoredAuthorization` that can outlive the app: there is no temporary When In Use, because Allow Once
/// "expires when the app is no longer in use, reverting to notDetermined" (reference §3 "Allow Once lifetime").
public enum SavedAuthorization: String, Hashable, Sendable, CaseIterable {
    case notDetermined
    case denied
    case whenInUse
    case provisionalAlways
    case always

    /// What is saved for what the engine holds when the app stops running.
    public init(_ stored: StoredAuthorization) {
        switch stored {
        case .notDetermined: self = .notDetermined
        case .denied: self = .denied
        // Allow Once does not survive the app ending: it lapses to notDetermined (reference §3 "Allow Once lifetime", [S2][S18]).
        case .whenInUse(temporary: true): self = .notDetermined
        case .whenInUse(temporary: false): self = .whenInUse
        // Provisional Always is stored by the system until the deferred prompt answers it [S1][S18].
        case .always(provisional: true): self = .provisionalAlways
        case .always(provisional: false): self = .always
        }
    }

    public var stored: StoredAuthorization {
        switch self {
        case .notDetermined: return .notDetermined
        case .denied: return .denied
        case .whenInUse: return .whenInUse(temporary: false)
        case .provisionalAlways: return .always(provisional: true)
        case .always: return .always(provisional: false)
        }
    }
}

/// The whole emulated world at one instant: the device, its Settings, the app and what is on screen.
/// A plain value: the engine derives every new state from the previous one and an `Event`.
public struct EngineState: Hashable, Sendable {
    // MARK: Device
    /// The device's OS and the app never change during a run; they live in one shared box so that copying
    /// a state (the engine copies one per event) costs one reference count instead of dozens.
    private var fixed: FixedContext
    public var os: DeviceOS { fixed.os }
    public var app: AppProfile { fixed.app }
    /// How long Allow Once survives after the app stops being in use. Not documented by Apple
    /// (reference §3 "Allow Once lifetime", §6 D2, §7.8): a named, changeable emulator setting.
    public var allowOnceGrace: VirtualDuration
    public var clock: VirtualTime = .zero

    // MARK: Settings
    /// Settings › Privacy › Location Services (the global switch) [S10].
    public var locationServicesEnabled: Bool = true
    /// Parental controls / restrictions on this app's location [S9].
    public var restricted: Bool = false
    /// The app's Precise Location switch (iOS 14+) [S7].
    public var preciseLocation: Bool

    // MARK: Stored authorization
    public var authorization: StoredAuthorization = .notDetermined
    /// `requestAlwaysAuthorization()` has taken effect once for this install [S1][S13].
    public var alwaysRequestUsed: Bool = false
    /// The deferred provisional-Always prompt has been started (it can be started only once) [S1][S18].
    public var deferredPromptUsed: Bool = false
    /// Temporary full accuracy granted by `requestTemporaryFullAccuracyAuthorization` [S13].
    public var temporaryFullAccuracy: Bool = false
    /// "Turn On Location Services" alerts shown to this app (at most twice; reference §1.3, L) [S23].
    public var locationServicesAlertCount: Int = 0
    /// The person agreed to the app's `CLLocationButton` once: later taps grant without an alert [S37][S123].
    public var locationButtonApproved: Bool = false
    /// The person allowed the widget alert: the app's authorization extends to its widgets [S133][S134]
    /// (rule widget-location-grant). Choosing a row in Settings, or Reset Location & Privacy, takes it back.
    public var widgetLocationAllowed: Bool = false
    /// The app has asked permission to use location: one of its requests reached its alert (an answer to it is
    /// then stored). Settings lists such apps; Reset Location & Privacy clears it (rule settings-lists-apps-that-asked).
    public var askedPermission: Bool = false
    /// Settings has a record of the app although it never asked: a Settings change (a scenario's `settings:` step)
    /// was applied to it while Settings did not list it, the way `xcrun simctl privacy grant` writes a setting for
    /// an app that never asked (rule settings-unlisted-app-applied-as-grant). Listed from then on; Reset Location
    /// & Privacy clears it. Not the same as asking: the app has never seen an alert.
    public var grantedWithoutAsking: Bool = false
    /// The app has used location in the background since Always was granted: with permanent Always, a location or
    /// location event reached it, or was queued for it, while it was not in the foreground (updates, significant
    /// change, visits, region events, `requestLocation()` answers, live updates and CLMonitor events). iOS only:
    /// the background-use reminder is shown only to such an app, "only if their Always authorization was exercised,
    /// that is the app did use location in the background" (WWDC 2014 706 [S53]; rules background-reminder-before-13,
    /// background-reminder-from-13). Cleared whenever the stored authorization stops being permanent Always (a
    /// Settings change, the reminder's own answer, Reset Location & Privacy): a new grant must be exercised again.
    public var usedLocationInBackground: Bool = false

    // MARK: App
    public var lifecycle: AppLifecycle = .notRunning
    public var managers: [Manager] = []
    public var nextManagerID: Int = 1
    // Which managers run standard updates or significant-change monitoring is kept on each `Manager`
    // (rule updates-per-manager); `updatingLocation` (derived) says whether any does. So are the two background
    // properties the app sets on a manager and whether its updates ran while the app was in use (`Manager`).
    public var monitoring: Set<MonitoredService> = []
    /// The significant-change service is registered with the system, but this launch of the app has not
    /// called `startMonitoringSignificantLocationChanges()` yet: events wait for it (rule significant-change-restart) [S165][S209].
    public var significantChangeNeedsRestart: Bool = false
    /// A significant-change event waits for that call; it is delivered at once when the app makes it [S165].
    public var significantChangeWaiting: Bool = false
    /// The app has asked for authorization at least once (for the MapKit warning) [S25].
    public var hasRequestedAuthorization: Bool = false
    /// Live updates, CLMonitor, background activity and service sessions (iOS 17/18, issue 19).
    public var modern = ModernSessionsState()
    // MARK: Screen and timers
    public var alert: PresentedAlert?
    /// When Allow Once lapses, if the app stays out of use until then.
    public var allowOnceDeadline: VirtualTime?
    /// When temporary full accuracy lapses, if the app stays out of use until then.
    public var fullAccuracyDeadline: VirtualTime?
    /// When an App Clip's When In Use resets (4:00 a.m. the next day) [S130].
    public var appClipResetAt: VirtualTime?
    /// Events held while Always is provisional, newest last (newer displace older) [S1][S18].
    public var heldEvents: [HeldEvent] = []
    /// When a location was last delivered (the iOS 11+ arrow is solid for a few seconds after) [S17].
    public var lastDelivery: VirtualTime?
    /// The last delivery was a `requestLocation()` answer: no service stays running after it, yet the arrow is
    /// solid for the same few seconds ("When you actually receive location information, we'll switch that to a
    /// solid arrow for a few seconds", WWDC 2017 713 [S17]; rule location-indicator).
    public var lastDeliveryWasOneShot = false
    /// When the app left the foreground, while it stays in the background, running or suspended (nil in the
    /// foreground, when not running, and for an app the system launched into the background): "in use" lasts "a few
    /// seconds more" after the app leaves the foreground [S18], also for an app whose background session ends inside
    /// those seconds (audit 23g D1; see `EngineState+InUse.swift`). Suspension keeps it: the few seconds are not
    /// started again when a suspended app stops being in use (audit 24d D2).
    public var outOfUseSince: VirtualTime?
    /// The managers whose `requestLocation()` is pending, in the order they asked (empty when none is): waiting for
    /// authorization, or suspended while a When In Use app is not in use [S107][S113]. Each manager's request is its
    /// own: only that manager's stopUpdatingLocation() or startUpdatingLocation() cancels it, and each gets its
    /// location or error (audit 23a: one app-wide slot let a second manager's request replace the first's).
    /// `Engine+RequestLocation.swift` decides each case.
    public var pendingLocationRequests: [Int] = []

    public init(os: DeviceOS, app: AppProfile, allowOnceGrace: VirtualDuration = EngineState.defaultAllowOnceGrace) {
        self.fixed = FixedContext(os: os, app: app)
        self.allowOnceGrace = allowOnceGrace
        self.preciseLocation = !app.defaultAccuracyReduced
    }

    /// The same state on a device set to another language, with the app as localized for it (the `ui` key
    /// that changes the device language). Authorization and everything else stay: a language change on a
    /// device resets nothing (issue 13 §4).
    public func speaking(_ language: DeviceLanguage, app: AppProfile? = nil) -> EngineState {
        var copy = self
        copy.fixed = FixedContext(os: os.speaking(language), app: app ?? self.app)
        return copy
    }

    /// Default Allow Once grace period: Apple says only "a few seconds" [S2][S18]; 5 s is locprompt's choice.
    public static let defaultAllowOnceGrace = VirtualDuration.seconds(5)
}

/// An event kept back during provisional Always.
public struct HeldEvent: Hashable, Sendable {
    public let event: WorldEvent
    public let at: VirtualTime
}

/// The parts of a state that are fixed for a run. Compared by value (identity first, for speed).
final class FixedContext: Hashable, Sendable {
    let os: DeviceOS
    let app: AppProfile

    init(os: DeviceOS, app: AppProfile) {
        self.os = os
        self.app = app
    }

    static func == (lhs: FixedContext, rhs: FixedContext) -> Bool {
        lhs === rhs || (lhs.os == rhs.os && lhs.app == rhs.app)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(os)
        hasher.combine(app)
    }
}

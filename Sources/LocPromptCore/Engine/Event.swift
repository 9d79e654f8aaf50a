/// Everything that can happen to the emulated device: the app's calls, the person's taps and
/// Settings changes, the world (time, locations), and system-initiated alerts.
public enum Event: Hashable, Sendable {
    case app(AppAction)
    case tap(AlertAnswer)
    /// Flips the `Precise: On/Off` switch on the visible alert (iOS 14+) [S19][S32].
    case togglePrecise
    case settings(SettingsChange)
    /// Moves the virtual clock and fires whatever is due on the way.
    case advance(VirtualDuration)
    case world(WorldEvent)
    /// Ask the system to show an alert it decides to show by itself (the deferred provisional-Always
    /// prompt, the background reminder, the widget alert); "on demand from the front end" (Decisions table).
    case systemPrompt(PromptKind)
    /// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)` (iOS 14+) [S13][S6].
    case requestTemporaryFullAccuracy(purposeKey: String)
    /// Live updates, CLMonitor, background activity and service sessions (iOS 17/18, issue 19).
    case modern(ModernCall)
    /// The app sets `allowsBackgroundLocationUpdates` or `showsBackgroundLocationIndicator` on its newest live manager,
    /// or on manager N inside `onManager`; each manager keeps its own value (`Manager`, `ManagerProperty`) [S13][S78].
    case setProperty(ManagerProperty, Bool)
    /// A `CLLocationManager` call made on live manager N (a scenario step's `manager: N`) instead of the newest:
    /// the wrapped event is `.app` of a manager instance call, `.requestTemporaryFullAccuracy` or `.setProperty`
    /// (`Event.isManagerCall`). The engine refuses a number that is not a live manager (rule manager-addressing).
    indirect case onManager(Int, Event)
}

/// What the app does: lifecycle and `CLLocationManager` calls.
public enum AppAction: String, Hashable, Sendable, CaseIterable {
    case launch
    case background
    case foreground
    case suspend
    case terminate
    /// Terminate (if running) and launch again.
    case relaunch
    case createManager
    case releaseManager
    case requestWhenInUseAuthorization
    case requestAlwaysAuthorization
    case startUpdatingLocation
    case stopUpdatingLocation
    case startMonitoringSignificantLocationChanges
    /// `stopMonitoringSignificantLocationChanges()` on the newest manager (rule significant-change-stop) [S118].
    case stopMonitoringSignificantLocationChanges
    case startMonitoringVisits
    /// `stopMonitoringVisits()`: "disables the delivery of visit-related events for your app" (rule monitoring-stop) [S73].
    case stopMonitoringVisits
    case startMonitoringRegion
    /// `stopMonitoring(for:)` of the app's one region; regions are shared by every manager (rule monitoring-stop) [S74].
    case stopMonitoringRegion
    case locationServicesEnabled
    /// Reads `isAuthorizedForWidgetUpdates` (iOS 14+, macOS 11+, visionOS); its value is checked with `returned:` [S133].
    case isAuthorizedForWidgetUpdates
    /// MapKit's `showsUserLocation = true` (logs a warning when authorization was never requested) [S25].
    case showUserLocationOnMap
    /// `requestLocation()`: one location, then the service stops (iOS 9+, tvOS, watchOS, macOS 10.14+) [S107][S13].
    case requestLocation
    /// The person taps the app's `CLLocationButton` / `LocationButton` (iOS 15+) [S37][S123].
    case tapLocationButton
}

/// The person in Settings › Privacy › Location Services (reference §4).
public enum SettingsChange: Hashable, Sendable {
    case appAuthorization(SettingsChoice)
    case preciseLocation(Bool)
    case locationServices(Bool)
    case restricted(Bool)
    /// Settings › General › Reset › Reset Location & Privacy [S35].
    case resetLocationAndPrivacy
}

/// The per-app choices in Settings (reference §4.1).
public enum SettingsChoice: String, Hashable, Sendable, CaseIterable, Codable {
    case never
    case askNextTime
    case whileUsing
    case always
    /// “While Using the App or Widgets”: what the row shows for a When In Use app once the person allowed its
    /// widgets to use location [S133] (rule widget-location-grant). Shown, never offered as a choice: no
    /// source says when Settings offers it.
    case whileUsingOrWidgets

    /// The choices a person can pick in Settings (before the OS and the app narrow them, `offeredSettingsChoices`).
    public static let choosable: [SettingsChoice] = [.never, .askNextTime, .whileUsing, .always]
}

/// Things that happen in the world and reach the app through Core Location.
public enum WorldEvent: String, Hashable, Sendable, CaseIterable, Codable {
    case locationUpdate
    case regionEntry
    /// The device leaves the monitored region: `locationManager(_:didExitRegion:)`, on the same terms as an entry [S65].
    case regionExit
    case significantChange
    case visit

    /// The monitored service that produces it (nil for standard updates).
    public var service: MonitoredService? {
        switch self {
        case .locationUpdate: return nil
        case .regionEntry, .regionExit: return .region
        case .significantChange: return .significantChange
        case .visit: return .visits
        }
    }
}

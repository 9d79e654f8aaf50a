/// What the system stores for the app, before the global switch and restrictions are applied.
/// It keeps the qualifiers that Apple's API hides (reference §2, [S39]): *temporary* When In Use
/// (Allow Once) and *provisional* Always.
public enum StoredAuthorization: Hashable, Sendable, Codable {
    case notDetermined
    case denied
    case whenInUse(temporary: Bool)
    case always(provisional: Bool)

    /// The status the API reports for it (provisional Always is reported as `authorizedAlways` [S1][S18]).
    public var status: AuthorizationStatus {
        switch self {
        case .notDetermined: return .notDetermined
        case .denied: return .denied
        case .whenInUse: return .authorizedWhenInUse
        case .always: return .authorizedAlways
        }
    }

    public var isTemporary: Bool { if case .whenInUse(true) = self { return true } else { return false } }
    public var isProvisional: Bool { if case .always(true) = self { return true } else { return false } }
    public var isPermanentWhenInUse: Bool { if case .whenInUse(false) = self { return true } else { return false } }
    public var isPermanentAlways: Bool { if case .always(false) = self { return true } else { return false } }

    /// What the app's row in Settings shows for it on `os`; nil where the app is not listed (reference §4.1).
    /// The one place that decides both, for every platform and version (rule settings-lists-apps-that-asked):
    /// an app is listed once Settings has a record of it (`recorded`: it asked, a request reaching its alert, or a
    /// setting was applied to it as `xcrun simctl privacy grant` does, rule settings-unlisted-app-applied-as-grant),
    /// and a stored answer always comes with a record. Back at notDetermined after that (Allow Once lapsed, Ask
    /// Next Time chosen) it reads Ask Next Time where Settings has that row (iOS 13+ and the platforms of its era);
    /// where it has none (iOS 8–12, macOS) a notDetermined app has no row to show and is not listed. The engine
    /// state and saved devices ask here.
    public func settingsChoice(on os: DeviceOS, recorded: Bool) -> SettingsChoice? {
        switch self {
        case .notDetermined: return recorded && os.settingsHasAskNextTime ? .askNextTime : nil
        case .denied: return .never
        // After Allow Once, Settings shows Ask Next Time [S28][S29].
        case .whenInUse(let temporary): return temporary ? .askNextTime : .whileUsing
        // Provisional Always shows While Using the App [S18].
        case .always(let provisional): return provisional ? .whileUsing : .always
        }
    }
}

/// The app's lifecycle as the system sees it.
public enum AppLifecycle: String, Hashable, Sendable, Codable, CaseIterable {
    case notRunning
    case foreground
    case background
    case suspended

    public var isRunning: Bool { self == .foreground || self == .background }
}

/// Location services the app can run besides standard updates.
public enum MonitoredService: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case significantChange
    case visits
    case region

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The `CLLocationManager` method that starts it.
    public var startMethod: String {
        switch self {
        case .significantChange: return "startMonitoringSignificantLocationChanges()"
        case .visits: return "startMonitoringVisits()"
        case .region: return "startMonitoring(for:)"
        }
    }
}

/// What the status bar shows for location use (reference §4.3).
public enum LocationIndicator: String, Hashable, Sendable, Codable, CaseIterable {
    case none
    case hollowArrow
    case solidArrow
    /// Blue double-height bar / blue pill: a When In Use app with a background location session [S17][S13].
    /// On watchOS it stands for the background location icon ("a small icon" [S113]), which every background
    /// session shows there, Always included (rule watchos-background-indicator-always-shown).
    case bluePill
}

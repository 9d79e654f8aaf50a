/// The arrow Settings › Location Services draws beside an app's row in its list (iOS), derived from what the engine
/// knows: when the app last received a location on the virtual clock (`EngineState.lastDelivery`) and whether it
/// monitors regions. Apple Support's "About privacy and Location Services" [S323] gives the legend: a hollow arrow,
/// "an item might receive your location under certain conditions"; purple, "an item has recently used your
/// location"; gray, "an item has used your location in the past 24 hours" (rule settings-list-arrow).
public enum LocationServicesArrow: String, Hashable, Sendable, CaseIterable {
    /// Might receive the location under certain conditions: region monitoring (a geofence) is active.
    case hollow
    /// Used the location recently (within `EngineState.recentlyUsedWindow`, locprompt's reading of "recently").
    case purple
    /// Used the location in the past 24 hours.
    case gray

    /// The legend's words for the arrow, as Apple Support explains it [S323] (shortened to fit a phone's line).
    public var meaning: String {
        switch self {
        case .hollow: return "might receive your location under certain conditions"
        case .purple: return "recently used your location"
        case .gray: return "used your location in the past 24 hours"
        }
    }
}

extension EngineState {
    /// How long after a delivery the app's arrow in the list stays purple: Apple says only "recently" [S323], with
    /// no figure. 15 minutes is locprompt's reading, not Apple's (rule settings-list-arrow); past it the arrow is
    /// gray until `usedInPast24Hours` has passed.
    public static let recentlyUsedWindow = VirtualDuration.minutes(15)

    /// "In the past 24 hours" [S323].
    public static let usedInPast24Hours = VirtualDuration.minutes(24 * 60)

    /// The arrow beside the app's row in Settings › Location Services, or nil for none (rule settings-list-arrow).
    /// A use of the location outranks the hollow arrow: an app that monitors a region and has just received a
    /// location shows purple (locprompt's reading: Apple's legend does not say which wins).
    public var settingsListArrow: LocationServicesArrow? {
        if let last = lastDelivery {
            let ago = clock - last
            if ago < Self.recentlyUsedWindow { return .purple }
            if ago < Self.usedInPast24Hours { return .gray }
        }
        // Region monitoring: the app may be woken with a location when the person crosses a region's boundary
        // (CLMonitor conditions likewise), "under certain conditions" [S323].
        if monitoring.contains(.region) || modern.monitor != nil { return .hollow }
        return nil
    }
}

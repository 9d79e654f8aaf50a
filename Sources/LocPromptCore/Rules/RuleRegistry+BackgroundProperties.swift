extension RuleRegistry {
    /// Rules of the two CLLocationManager properties a scenario sets (session 20; `Rules+BackgroundProperties.swift`).
    static let backgroundProperties: [Rule] = [
        .backgroundPropertiesAvailability,
        .allowsBackgroundLocationUpdates,
        .allowsBackgroundLocationUpdatesNeedsMode,
        .showsBackgroundLocationIndicator,
        .backgroundPropertiesPerLaunch,
    ]
}

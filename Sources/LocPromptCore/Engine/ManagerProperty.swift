/// A `CLLocationManager` property the app sets that changes what its background location does: scenarios write
/// `call: { allowsBackgroundLocationUpdates: false }` and `call: { showsBackgroundLocationIndicator: true }`.
///
/// Apple's property belongs to each manager object, and so does locprompt's value (`Manager`): a step sets it on the
/// newest live manager, or on manager N with `manager: N`; a new manager starts from the defaults, and the values end
/// with the managers, so a launch starts from them too (rule background-location-properties-per-launch).
public enum ManagerProperty: String, Hashable, Sendable, CaseIterable {
    /// `allowsBackgroundLocationUpdates`: NO is "equivalent to omitting "location" from the UIBackgroundModes value"
    /// for the manager's updates (CLLocationManager.h [S13]; rule allows-background-location-updates).
    case allowsBackgroundLocationUpdates
    /// `showsBackgroundLocationIndicator`: an Always app's background session shows the indicator only when it is
    /// YES [S78][S79] (rule shows-background-location-indicator).
    case showsBackgroundLocationIndicator

    /// The value a new manager starts with: an app with `UIBackgroundModes` `location` counts as setting
    /// allowsBackgroundLocationUpdates to true before its updates [S13]; showsBackgroundLocationIndicator is false
    /// [S78] (rule background-location-properties-per-launch).
    public func defaultValue(for app: AppProfile) -> Bool {
        switch self {
        case .allowsBackgroundLocationUpdates: return app.backgroundLocation
        case .showsBackgroundLocationIndicator: return false
        }
    }

    /// How the app's code writes setting it, for the log: `manager.showsBackgroundLocationIndicator = true`.
    public func apiText(_ value: Bool) -> String { "CLLocationManager.\(rawValue) = \(value)" }

    /// How a scenario writes setting it: `{ allowsBackgroundLocationUpdates: false }`.
    public func scenarioText(_ value: Bool) -> String { "{ \(rawValue): \(value) }" }

    /// The first version with the property on `platform`, or nil where it does not exist; the one place that
    /// decides where a scenario may set it (rule background-location-properties-availability).
    ///
    /// - allowsBackgroundLocationUpdates: `API_AVAILABLE(ios(9.0), macos(10.15), watchos(4.0)) API_UNAVAILABLE(tvos)`
    ///   (the macOS 12.1 SDK header [S114]); its page lists iOS 9.0+, Mac Catalyst 13.1+, macOS 10.15+ and watchOS
    ///   4.0+ and no visionOS [S111]. A native visionOS app cannot set it; a compatible iPad or iPhone app, the app
    ///   locprompt models in visionOS (as for the monitoring calls, rule visionos-monitoring-does-nothing), can,
    ///   and it changes nothing there: "Apps running in visionOS don't receive background updates" [S209].
    /// - showsBackgroundLocationIndicator: `API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos, tvos, macos)` [S114];
    ///   its page lists iOS 11.0+, Mac Catalyst 13.1+ and visionOS 1.0+ [S78].
    public func firstVersion(on platform: Platform) -> OSVersion? {
        switch (self, platform) {
        case (.allowsBackgroundLocationUpdates, .iOS): return OSVersion(9)
        case (.allowsBackgroundLocationUpdates, .macOS): return OSVersion(10, 15)
        case (.allowsBackgroundLocationUpdates, .watchOS): return OSVersion(4)
        case (.allowsBackgroundLocationUpdates, .visionOS): return OSVersion(1)
        case (.allowsBackgroundLocationUpdates, .tvOS): return nil
        case (.showsBackgroundLocationIndicator, .iOS): return OSVersion(11)
        case (.showsBackgroundLocationIndicator, .visionOS): return OSVersion(1)
        case (.showsBackgroundLocationIndicator, .macOS), (.showsBackgroundLocationIndicator, .watchOS),
             (.showsBackgroundLocationIndicator, .tvOS): return nil
        }
    }

    /// Why the app cannot set the property on this device, saying from which version it exists; nil when it can.
    public func unavailableReason(on os: DeviceOS) -> String? {
        guard let first = firstVersion(on: os.platform) else {
            let platforms = Platform.allCases.compactMap { platform -> String? in
                guard let version = firstVersion(on: platform) else { return nil }
                // Its page lists no visionOS: only an iPad or iPhone app running there sets it.
                if self == .allowsBackgroundLocationUpdates && platform == .visionOS { return "visionOS (an iPad or iPhone app's)" }
                return "\(platform.displayName) \(Self.shortText(version))"
            }
            return "\(rawValue) does not exist on \(os.platform.displayName) (it exists on \(platforms.joined(separator: ", ")))"
        }
        guard os.version < first else { return nil }
        return "\(rawValue) exists from \(os.platform.displayName) \(Self.shortText(first)); this device runs \(os)"
    }

    /// A first version as its page writes it: "9", "11", but "10.15".
    private static func shortText(_ version: OSVersion) -> String {
        version.minor == 0 && version.patch == 0 ? String(version.major) : version.description
    }
}

extension EngineState {
    /// The property's value on the newest live manager, where a step without `manager:` and the emulator's keys set
    /// it (`Transition.callingManagerID`); the default when the app has no live manager.
    public func value(of property: ManagerProperty) -> Bool {
        managers.last?.value(of: property) ?? property.defaultValue(for: app)
    }

    /// The properties set away from their defaults, manager by manager, oldest first (for the inspector and the
    /// log when they end with the app).
    public var managerPropertiesChanged: [(manager: Int, property: ManagerProperty, value: Bool)] {
        managers.flatMap { manager in
            ManagerProperty.allCases.filter { manager.value(of: $0) != $0.defaultValue(for: app) }
                .map { (manager: manager.id, property: $0, value: manager.value(of: $0)) }
        }
    }
}

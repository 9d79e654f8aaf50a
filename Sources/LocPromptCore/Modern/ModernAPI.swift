/// Which platform and OS version each location-authorization-2.0 API exists on, as Apple's documentation
/// pages for the types list it (the Swift pages; see the notes on each case).
public enum ModernAPI: String, Hashable, Sendable, CaseIterable {
    case liveUpdates = "CLLocationUpdate.liveUpdates()"
    case monitor = "CLMonitor"
    case backgroundActivitySession = "CLBackgroundActivitySession"
    case serviceSession = "CLServiceSession"
    /// Diagnostic properties, implicit service sessions and `NSLocationRequireExplicitServiceSession` [S204][S212][S217].
    case diagnostics = "diagnostic properties"

    /// The first version with the API on `platform`, or nil where it is unavailable.
    public func firstVersion(on platform: Platform) -> OSVersion? {
        switch (self, platform) {
        // CLLocationUpdate / liveUpdates(_:): iOS 17, macOS 14, tvOS 17, visionOS 1, watchOS 10 [S204][S205].
        case (.liveUpdates, .iOS): return OSVersion(17)
        case (.liveUpdates, .macOS): return OSVersion(14)
        case (.liveUpdates, .tvOS): return OSVersion(17)
        case (.liveUpdates, .watchOS): return OSVersion(10)
        case (.liveUpdates, .visionOS): return OSVersion(1)
        // CLMonitor: iOS 17 and macOS 14 only; unavailable on tvOS, watchOS and visionOS [S206][S215].
        case (.monitor, .iOS): return OSVersion(17)
        case (.monitor, .macOS): return OSVersion(14)
        case (.monitor, _): return nil
        // CLBackgroundActivitySession (Swift): iOS 17, watchOS 10, visionOS 1; not macOS, not tvOS [S207][S216].
        case (.backgroundActivitySession, .iOS): return OSVersion(17)
        case (.backgroundActivitySession, .watchOS): return OSVersion(10)
        case (.backgroundActivitySession, .visionOS): return OSVersion(1)
        case (.backgroundActivitySession, _): return nil
        // CLServiceSession: iOS 18, tvOS 18, watchOS 11, visionOS 2; not macOS [S200]. visionOS 2 is the SDK header's
        // `visionos(2.0)` and the Objective-C page's [S218]; the Swift page's "1.0" is not followed (audit 18 D1).
        case (.serviceSession, .iOS): return OSVersion(18)
        case (.serviceSession, .tvOS): return OSVersion(18)
        case (.serviceSession, .watchOS): return OSVersion(11)
        case (.serviceSession, .visionOS): return OSVersion(2)
        case (.serviceSession, .macOS): return nil
        // Diagnostic properties (e.g. CLLocationUpdate.serviceSessionRequired): iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2 [S217].
        case (.diagnostics, .iOS): return OSVersion(18)
        case (.diagnostics, .macOS): return OSVersion(15)
        case (.diagnostics, .tvOS): return OSVersion(18)
        case (.diagnostics, .watchOS): return OSVersion(11)
        case (.diagnostics, .visionOS): return OSVersion(2)
        }
    }

    /// True when the API exists on this device.
    public func exists(on os: DeviceOS) -> Bool {
        guard let first = firstVersion(on: os.platform) else { return false }
        return os.version >= first
    }

    /// Why the API cannot be used on this device, saying from which version it exists; nil when it exists.
    public func unavailableReason(on os: DeviceOS) -> String? {
        guard !exists(on: os) else { return nil }
        guard let first = firstVersion(on: os.platform) else {
            let platforms = Platform.allCases.compactMap { platform in
                firstVersion(on: platform).map { "\(platform.displayName) \($0.major == 10 && platform == .macOS ? $0.description : String($0.major))" }
            }
            return "\(rawValue) \(self == .diagnostics ? "do" : "does") not exist on \(os.platform.displayName) (\(self == .diagnostics ? "they exist" : "it exists") on \(platforms.joined(separator: ", ")))"
        }
        return "\(rawValue) \(self == .diagnostics ? "exist" : "exists") from \(os.platform.displayName) \(first.major); this device runs \(os)"
    }
}

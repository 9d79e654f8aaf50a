/// A range of OS versions of one platform in which the authorization alerts and rules do not change.
/// The bands are the reference's: iOS §1.1 bands A–F; other platforms §1.2.
public struct OSBand: Hashable, Sendable, CustomStringConvertible {
    /// Stable identifier used in golden files, JSON and diagrams, e.g. `ios-13.4-13.7`.
    public let id: String
    public let platform: Platform
    /// First version of the band (inclusive).
    public let first: OSVersion
    /// First version *after* the band (exclusive), nil for the newest band.
    public let end: OSVersion?
    public let era: AuthorizationEra
    /// Human label, e.g. `iOS 13.4–13.7`.
    public let label: String
    /// A version inside the band used when the band is rendered without a specific version.
    public let representative: OSVersion
    /// False where the platform's behaviour in this band is inferred, not documented (reference §7.3, §7.4).
    public let documented: Bool

    public var description: String { label }

    public func contains(_ version: OSVersion) -> Bool {
        version >= first && (end.map { version < $0 } ?? true)
    }
}

extension OSBand {
    /// Every band of every platform, oldest first within a platform.
    public static let all: [OSBand] = [
        // iOS / iPadOS: reference §1.1 bands A–F.
        OSBand(id: "ios-8-10", platform: .iOS, first: OSVersion(8), end: OSVersion(11), era: .ios8,
               label: "iOS 8–10", representative: OSVersion(10, 3), documented: true),
        OSBand(id: "ios-11-12", platform: .iOS, first: OSVersion(11), end: OSVersion(13), era: .ios11,
               label: "iOS 11–12", representative: OSVersion(12, 2), documented: true),
        OSBand(id: "ios-13.0-13.3", platform: .iOS, first: OSVersion(13), end: OSVersion(13, 4), era: .ios13_0,
               label: "iOS 13.0–13.3", representative: OSVersion(13, 3), documented: true),
        OSBand(id: "ios-13.4-13.7", platform: .iOS, first: OSVersion(13, 4), end: OSVersion(14), era: .ios13_4,
               label: "iOS 13.4–13.7", representative: OSVersion(13, 7), documented: true),
        OSBand(id: "ios-14-17", platform: .iOS, first: OSVersion(14), end: OSVersion(18), era: .ios14,
               label: "iOS 14–17", representative: OSVersion(17, 4), documented: true),
        OSBand(id: "ios-18+", platform: .iOS, first: OSVersion(18), end: nil, era: .ios18,
               label: "iOS 18+", representative: OSVersion(18, 0), documented: true),
        // macOS: requests exist since 10.15; When In Use ≡ Always; prompts when a service starts (§1.2, D6).
        OSBand(id: "macos-10.15", platform: .macOS, first: OSVersion(10, 15), end: OSVersion(11), era: .ios13_0,
               label: "macOS 10.15", representative: OSVersion(10, 15), documented: false),
        OSBand(id: "macos-11+", platform: .macOS, first: OSVersion(11), end: nil, era: .ios14,
               label: "macOS 11+", representative: OSVersion(14, 0), documented: false),
        // watchOS 2–3: the prompt appears on the paired iPhone, the watch says one is waiting there (§1.2) [S17].
        OSBand(id: "watchos-2-3", platform: .watchOS, first: OSVersion(2), end: OSVersion(4), era: .ios8,
               label: "watchOS 2–3", representative: OSVersion(3, 2), documented: false),
        // watchOS: prompts on the watch itself since watchOS 4 (§1.2); texts not confirmed (§7.4).
        OSBand(id: "watchos-4-6", platform: .watchOS, first: OSVersion(4), end: OSVersion(7), era: .ios11,
               label: "watchOS 4–6", representative: OSVersion(6, 0), documented: false),
        OSBand(id: "watchos-7+", platform: .watchOS, first: OSVersion(7), end: nil, era: .ios14,
               label: "watchOS 7+", representative: OSVersion(10, 0), documented: false),
        // tvOS: When In Use only; `requestAlwaysAuthorization` is API_UNAVAILABLE(tvos) (§1.2).
        OSBand(id: "tvos-9-13", platform: .tvOS, first: OSVersion(9), end: OSVersion(14), era: .ios11,
               label: "tvOS 9–13", representative: OSVersion(13, 0), documented: false),
        OSBand(id: "tvos-14+", platform: .tvOS, first: OSVersion(14), end: nil, era: .ios14,
               label: "tvOS 14+", representative: OSVersion(17, 0), documented: false),
        // visionOS: Always requests become When In Use requests (§1.2).
        OSBand(id: "visionos-1+", platform: .visionOS, first: OSVersion(1), end: nil, era: .ios18,
               label: "visionOS 1+", representative: OSVersion(1, 0), documented: false),
    ]

    public static func bands(for platform: Platform) -> [OSBand] {
        all.filter { $0.platform == platform }
    }

    /// The newest band of a platform (the default when no version is given).
    public static func newest(for platform: Platform) -> OSBand {
        bands(for: platform).last!
    }

    public static func band(id: String) -> OSBand? { all.first { $0.id == id } }

    /// The band from `minimum` on, when the minimum falls inside it after its first version (an app's deployment
    /// target, `plan --min-os`); else the band as it is. Same id and era (the catalog and the engine read those);
    /// the label names the versions left (`iOS 17.5–17.7`, `iOS 12.0–12.5`, `iOS 18.2+`), and the representative
    /// version is at least the minimum.
    public func clipped(from minimum: OSVersion) -> OSBand {
        guard contains(minimum), minimum > first else { return self }
        let name = platform.displayName
        let label: String
        if end == nil {
            label = "\(name) \(minimum)+"
        } else if let last = KnownReleases.releases(for: platform).last(where: contains), last > minimum {
            label = "\(name) \(minimum)–\(last)"
        } else {
            label = "\(name) \(minimum)"
        }
        return OSBand(id: id, platform: platform, first: minimum, end: end, era: era, label: label,
                      representative: Swift.max(representative, minimum), documented: documented)
    }

    /// The band in pieces whose versions the engine treats differently although they share the band's alerts, for
    /// `locprompt plan`, which explores each piece on its own: iOS 8–9, where requestAlwaysAuthorization() from When
    /// In Use does nothing, and iOS 10, which shows the upgrade alert (rules no-upgrade-before-ios10,
    /// upgrade-prompt-ios10). Each piece keeps the band's id and era; every other band is one piece.
    public var behaviourPieces: [OSBand] {
        // Split where the versioned rule ends inside the band (no-upgrade-before-ios10 ends with iOS 9.3), not by
        // the band's id: the rule's range is the one place that says where the behaviour changes.
        let range = Rule.noUpgradeBeforeIOS10.range
        guard range.platforms == [platform], let through = range.through, through >= first else { return [self] }
        let split = OSVersion(through.major + 1)
        guard end.map({ split < $0 }) ?? true else { return [self] }
        let name = platform.displayName
        return [OSBand(id: id, platform: platform, first: first, end: split, era: era,
                       label: "\(name) \(first.major)–\(through.major)", representative: through, documented: documented),
                OSBand(id: id, platform: platform, first: split, end: end, era: era,
                       label: "\(name) \(split.major)", representative: representative, documented: documented)]
    }

    /// `watchOS 7.0`: the first version of a platform whose era has something, for a message that refuses a step
    /// on an older one (a watchOS 6 device must not be told "from iOS 14").
    public static func firstVersion(of platform: Platform, where has: (AuthorizationEra) -> Bool) -> String? {
        bands(for: platform).first { has($0.era) }.map { "\(platform.displayName) \($0.first)" }
    }
}

/// Major versions that exist per platform. Apple jumped from 18 (iOS) / 15 (macOS) to 26 in 2025,
/// so a version in the gap is not a real version and is rejected. The 27 releases shipped in September 2026
/// [S77]; the 26 and 27 SDKs change nothing about location authorization that a source shows (session 19's
/// research: no new status, request, callback, key or alert text), so they fall in each platform's newest band.
public enum KnownVersions {
    public static func majors(for platform: Platform) -> [Int] {
        switch platform {
        case .iOS: return Array(8...18) + [26, 27]
        case .macOS: return [10] + Array(11...15) + [26, 27]
        case .watchOS: return Array(2...11) + [26, 27]
        case .tvOS: return Array(9...18) + [26, 27]
        case .visionOS: return [1, 2, 26, 27]
        }
    }

    /// Human summary used in error messages, e.g. `iOS 8–18 and 26–27`: runs of consecutive majors.
    public static func summary(for platform: Platform) -> String {
        var runs: [String] = platform == .macOS ? ["10.15"] : []
        var run: [Int] = []
        func close() {
            guard let first = run.first, let last = run.last else { return }
            runs.append(first == last ? "\(first)" : "\(first)–\(last)")
            run = []
        }
        for major in majors(for: platform) where !(platform == .macOS && major == 10) {
            if let last = run.last, major != last + 1 { close() }
            run.append(major)
        }
        close()
        let list = runs.count > 1 ? runs.dropLast().joined(separator: ", ") + " and " + runs.last! : runs.joined()
        return "\(platform.displayName) \(list)"
    }
}

/// A platform and a real OS version, resolved to its band.
public struct DeviceOS: Hashable, Sendable, CustomStringConvertible {
    public let platform: Platform
    public let version: OSVersion
    public let band: OSBand
    /// The language the device is set to: it words the system's alert text (issue 13 §4). Not part of the OS
    /// version; English unless a front end or scenario sets it.
    public var language: DeviceLanguage = .english

    public var era: AuthorizationEra { band.era }
    public var description: String { "\(platform.displayName) \(version)" }

    /// Whether the app's Settings row has an Ask Next Time choice, which is also how it shows a not determined
    /// app: iOS 13+ (reference §4.1 [S28][S29]) and the platforms that follow iOS's eras. Not macOS: its alert
    /// has no Allow Once and an app there is only allowed or denied ("Users can either allow or deny" [S4]), so
    /// its row offers Never and Always (`EngineState.offeredSettingsChoices`).
    public var settingsHasAskNextTime: Bool { platform != .macOS && era.hasAllowOnce }

    /// Resolves a version to its band, or explains what is supported.
    public static func resolve(platform: Platform, version: OSVersion) -> Result<DeviceOS, DeviceOSError> {
        let majors = KnownVersions.majors(for: platform)
        // Built only for an error: formatting it twice was 311 k of the first frame's 4.65 M instructions
        // (callgrind, session 25; issue 15).
        func supportedText() -> String { KnownVersions.summary(for: platform) }
        guard majors.contains(version.major) else {
            return .failure(DeviceOSError(message:
                "\(platform.displayName) \(version) is not a version locprompt knows; supported: \(supportedText()). "
                + "Bands: " + OSBand.bands(for: platform).map(\.label).joined(separator: ", ")))
        }
        // Before 10.15 a Mac app had no request method at all (the macOS 10.14 header marks both
        // API_UNAVAILABLE(macos); requestAlwaysAuthorization is macos(10.15) in the 10.15 header): not emulated.
        if platform == .macOS && version.major == 10 && version.minor != 15 {
            return .failure(DeviceOSError(message:
                "macOS \(version) is not emulated: before macOS 10.15 a Mac app had no authorization request method (requestAlwaysAuthorization came with 10.15; the prompt came when a service started); supported: \(supportedText())"))
        }
        // A major locprompt models, but a minor Apple never released (13.99): name the nearest real ones [S280][S281].
        guard KnownReleases.isReleased(version, on: platform) else {
            let near = KnownReleases.nearest(to: version, on: platform).map { "\(platform.displayName) \($0)" }
            let releases = KnownReleases.summary(major: version.major, on: platform).map { " (\($0))" } ?? ""
            return .failure(DeviceOSError(message:
                "\(platform.displayName) \(version) is not a released version; the nearest \(near.count == 1 ? "is" : "are") "
                + "\(near.joined(separator: " and "))\(releases)"))
        }
        guard let band = OSBand.bands(for: platform).first(where: { $0.contains(version) }) else {
            return .failure(DeviceOSError(message: "\(platform.displayName) \(version) is not supported; supported: \(supportedText())"))
        }
        return .success(DeviceOS(platform: platform, version: version, band: band))
    }

    /// Parses a version string such as `17.4` for a platform.
    public static func resolve(platform: Platform, versionText: String) -> Result<DeviceOS, DeviceOSError> {
        guard let version = OSVersion(parsing: versionText) else {
            return .failure(DeviceOSError(message:
                "“\(SafeText.excerpt(versionText))” is not an OS version (expected a number such as 17.4 or 13.3.1); supported: "
                + KnownVersions.summary(for: platform)))
        }
        return resolve(platform: platform, version: version)
    }

    /// The newest band's representative version.
    public static func newest(_ platform: Platform) -> DeviceOS {
        let band = OSBand.newest(for: platform)
        return DeviceOS(platform: platform, version: band.representative, band: band)
    }

    public init(platform: Platform, version: OSVersion, band: OSBand) {
        self.platform = platform
        self.version = version
        self.band = band
    }

    /// The device of a band at its representative version.
    public init(band: OSBand) {
        self.init(platform: band.platform, version: band.representative, band: band)
    }

    /// The same OS on a device set to another language.
    public func speaking(_ language: DeviceLanguage) -> DeviceOS {
        var copy = self
        copy.language = language
        return copy
    }
}

public struct DeviceOSError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

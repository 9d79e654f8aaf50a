/// Where a rule applies: which platforms, and on them which OS versions. `locprompt rules`, the generated
/// `Documentation/Rules.md` and the why pane print it; a rule that holds everywhere is `.all`.
public struct RuleRange: Hashable, Sendable, CustomStringConvertible {
    /// The platforms the rule applies to; empty means every platform locprompt emulates.
    public let platforms: [Platform]
    /// The first OS version (on `platforms`) it applies to, if it does not hold from the start.
    public let from: OSVersion?
    /// The last OS version it applies to, if it stopped applying.
    public let through: OSVersion?

    /// For a rule of location authorization 2.0: it applies only where this API exists (its first version differs
    /// per platform: CLServiceSession is iOS 18, watchOS 11, visionOS 2 and not macOS) [S200][S204]–[S207][S217].
    public let api: ModernAPI?
    /// …and only before this API exists (a behaviour the API's arrival changed, e.g. CLMonitor conditions before
    /// iOS 18 / macOS 15).
    public let beforeAPI: ModernAPI?

    public init(platforms: [Platform] = [], from: OSVersion? = nil, through: OSVersion? = nil,
                api: ModernAPI? = nil, beforeAPI: ModernAPI? = nil) {
        self.platforms = platforms
        self.from = from
        self.through = through
        self.api = api
        self.beforeAPI = beforeAPI
    }

    /// Where `api` exists, on every platform that has it.
    public static func whereExists(_ api: ModernAPI) -> RuleRange { RuleRange(api: api) }

    /// Every platform, every version.
    public static let all = RuleRange()

    /// iOS (and iPadOS) versions `from`…`through`; either end open.
    public static func iOS(from: OSVersion? = nil, through: OSVersion? = nil) -> RuleRange {
        RuleRange(platforms: [.iOS], from: from, through: through)
    }

    /// One platform, every version.
    public static func only(_ platform: Platform) -> RuleRange { RuleRange(platforms: [platform]) }

    /// Whether a device runs inside the range.
    public func contains(_ os: DeviceOS) -> Bool {
        if !platforms.isEmpty && !platforms.contains(os.platform) { return false }
        if let from, os.version < from { return false }
        // Inclusive to the minor version: `through: 13.3` covers 13.3.1.
        if let through, (os.version.major, os.version.minor) > (through.major, through.minor) { return false }
        if let api, !api.exists(on: os) { return false }
        if let beforeAPI, beforeAPI.exists(on: os) { return false }
        return true
    }

    /// True when `os` is on one of the range's platforms but older than where the range starts (its `from`, or
    /// its API's first version there): what a refusal "exists from …" cites.
    public func startsLater(than os: DeviceOS) -> Bool {
        if !platforms.isEmpty && !platforms.contains(os.platform) { return false }
        if let from, os.version < from { return true }
        if let api, let first = api.firstVersion(on: os.platform), os.version < first { return true }
        return false
    }

    /// `all platforms`, `iOS 13.0–13.3`, `iOS 14+`, `tvOS`.
    public var description: String {
        if api != nil || beforeAPI != nil { return apiDescription }
        let names = platforms.isEmpty ? "all platforms" : platforms.map(\.displayName).joined(separator: ", ")
        switch (from, through) {
        case (nil, nil): return names
        case (let from?, nil): return "\(names) \(from)+"
        case (nil, let through?): return "\(names) up to \(through)"
        case (let from?, let through?): return "\(names) \(from)–\(through)"
        }
    }

    /// `iOS 18+, tvOS 18+, watchOS 11+, visionOS 2+` (where CLServiceSession exists), `iOS 17, macOS 14`
    /// (CLMonitor before the diagnostics), one entry per platform the range admits.
    private var apiDescription: String {
        let candidates = platforms.isEmpty ? Platform.allCases : platforms
        let parts: [String] = candidates.compactMap { platform in
            var first = from
            if let api {
                guard let exists = api.firstVersion(on: platform) else { return nil }
                first = max(first ?? exists, exists)
            }
            let end = beforeAPI?.firstVersion(on: platform)
            if let first, let end, end <= first { return nil }
            let name = platform.displayName
            switch (first, end) {
            case (let first?, let end?):
                // Before the next major version: `iOS 17` (17.x), `iOS 15–17`.
                return end.major - 1 <= first.major ? "\(name) \(first.major)" : "\(name) \(first.shortDescription)–\(end.major - 1)"
            case (let first?, nil): return "\(name) \(first.shortDescription)+"
            case (nil, let end?): return "\(name) before \(end.shortDescription)"
            case (nil, nil): return name
            }
        }
        return parts.joined(separator: ", ")
    }
}

private extension OSVersion {
    /// `18`, `10.15`, `13.4`: the version without a trailing `.0`.
    var shortDescription: String { minor == 0 && patch == 0 ? "\(major)" : description }
}

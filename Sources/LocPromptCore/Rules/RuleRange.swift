/// Where a rule applies: which platforms, and on them which OS versions. `locprompt rules`, the generated
/// `Documentation/Rules.md` and the why pane print it; a rule that holds everywhere is `.all`.
public struct RuleRange: Hashable, Sendable, CustomStringConvertible {
    /// The platforms the rule applies to; empty means every platform locprompt emulates.
    public let platforms: [Platform]
    /// The first OS version (on `platforms`) it applies to, if it does not hold from the start.
    public let from: OSVersion?
    /// The last OS version it applies to, if it stopped applying.
    public let through: OSVersion?

    public init(platforms: [Platform] = [], from: OSVersion? = nil, through: OSVersion? = nil) {
        self.platforms = platforms
        self.from = from
        self.through = through
    }

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
        return true
    }

    /// `all platforms`, `iOS 13.0–13.3`, `iOS 14+`, `tvOS`.
    public var description: String {
        let names = platforms.isEmpty ? "all platforms" : platforms.map(\.displayName).joined(separator: ", ")
        switch (from, through) {
        case (nil, nil): return names
        case (let from?, nil): return "\(names) \(from)+"
        case (nil, let through?): return "\(names) up to \(through)"
        case (let from?, let through?): return "\(names) \(from)–\(through)"
        }
    }
}

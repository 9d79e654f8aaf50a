/// Why something happened: one Apple rule, the row of `Documentation/Reference/apple-location-authorization.md`
/// that states it, and the source ids behind that row. Every `Effect` carries one (and, where the engine applies
/// an iOS rule on another platform, that iOS rule too), so the front end, transcripts and reports can explain
/// each step. A class: every effect points at one of the shared rules below instead of copying its texts.
public final class Rule: Hashable, Sendable, CustomStringConvertible {
    /// Stable identifier, e.g. `one-time-prompt`.
    public let id: String
    /// One sentence a trainer can read out.
    public let summary: String
    /// Where the rule stands in the reference, e.g. `§3 One-time prompt`.
    public let reference: String
    /// Source ids from reference §0, e.g. `["S3", "S35"]`.
    public let sources: [String]
    /// False when the behaviour is an emulator decision (reference "Decisions" table) rather than documented.
    public let documented: Bool
    /// The platforms and OS versions the rule applies to (`.all` when it holds everywhere).
    public let range: RuleRange

    /// `range` is optional so that areas adding rules keep the `Rule(id:summary:reference:sources:documented:)` form.
    public init(id: String, summary: String, reference: String, sources: [String], documented: Bool = true,
                range: RuleRange = .all) {
        self.id = id
        self.summary = summary
        self.reference = reference
        self.sources = sources
        self.documented = documented
        self.range = range
    }

    /// How an effect on `os` cites this rule, the one place that decides it: `rule` is the rule the effect names
    /// (its “applies to” contains the device), `appliedIOSRule` the iOS rule the engine applied when that is
    /// another. This rule where it applies. An iOS rule the engine applies on another platform (whose band
    /// follows an iOS era and whose behaviour no source describes) is cited as `ios-rule-on-other-platform`, so
    /// that the why pane never prints an “applies to” that excludes the device (audit 14 F2), and carried as the
    /// applied iOS rule, so that every output still says which iOS rule it was (`allow-once-expiry` on watchOS).
    /// Anything else is cited as it is, and `RuleRangeCitationTests` catches it.
    public func citation(on os: DeviceOS) -> (rule: Rule, appliedIOSRule: Rule?) {
        if range.contains(os) { return (self, nil) }
        if os.platform != .iOS && range.platforms == [.iOS] { return (.iOSRuleOnOtherPlatform, self) }
        return (self, nil)
    }

    /// Rules are identified by their id.
    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs === rhs || lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String {
        "\(summary) [\(reference); \(sources.joined(separator: ", "))]" + (documented ? "" : " (emulator decision)")
    }
}

/// Something a person or the app can observe, with the rule that produced it.
public struct Effect: Hashable, Sendable, CustomStringConvertible {
    public let at: VirtualTime
    public let kind: EffectKind
    /// The rule the effect cites: its “applies to” contains the device the effect happened on.
    public let rule: Rule
    /// The iOS rule the engine applied, when `rule` is `ios-rule-on-other-platform`: no source describes the
    /// behaviour on this platform, so locprompt applies the iOS rule of the era the band follows, and this names
    /// it (`allow-once-expiry` on watchOS). Nil on iOS and wherever the cited rule is the one applied.
    public let appliedIOSRule: Rule?

    public init(at: VirtualTime, kind: EffectKind, rule: Rule, appliedIOSRule: Rule? = nil) {
        self.at = at
        self.kind = kind
        self.rule = rule
        self.appliedIOSRule = appliedIOSRule
    }

    /// An effect of `rule` on a device running `os`, cited as `Rule.citation(on:)` decides.
    public init(at: VirtualTime, kind: EffectKind, applying rule: Rule, on os: DeviceOS) {
        let citation = rule.citation(on: os)
        self.init(at: at, kind: kind, rule: citation.rule, appliedIOSRule: citation.appliedIOSRule)
    }

    /// The rules the effect names: the cited rule, then the applied iOS rule if there is one.
    public var rules: [Rule] { appliedIOSRule.map { [rule, $0] } ?? [rule] }

    /// The ids of `rules`: what outputs for tools and anything matching effects by rule id use.
    public var ruleIds: [String] { rules.map(\.id) }

    /// Whether the effect cites `rule` or applied it as the iOS rule: `allow-once-expiry` names the watchOS
    /// effect that cites `ios-rule-on-other-platform` for it, and so does `ios-rule-on-other-platform`.
    public func names(_ rule: Rule) -> Bool { self.rule == rule || appliedIOSRule == rule }

    /// Whether the effect names the rule with this id (see `names(_:)`).
    public func names(ruleId id: String) -> Bool { rule.id == id || appliedIOSRule?.id == id }

    public var description: String { "\(at) \(kind.text)" }
}

/// The observable kinds of effect.
public enum EffectKind: Hashable, Sendable {
    /// A system alert appears.
    case alertPresented(PresentedAlert)
    /// The alert goes away: answered with a button, or vanished (its manager was released, the app ended).
    case alertDismissed(PromptKind, answer: AlertAnswer?)
    /// A delegate method or completion handler runs on manager `manager`.
    case callback(manager: Int, DelegateCallback)
    /// A callback waits for a suspended app; it runs when the app resumes.
    case callbackQueued(manager: Int, DelegateCallback)
    /// A line the system writes to the app's console.
    case console(String)
    /// The status-bar location indicator changes.
    case indicator(LocationIndicator)
    /// The system launches the app in the background to deliver an event.
    case relaunched(WorldEvent)
    /// The app's lifecycle changes.
    case lifecycle(AppLifecycle)
    /// An event is kept back while Always is provisional [S1][S18].
    case eventHeld(WorldEvent)
    /// Held or undeliverable events are dropped.
    case eventDropped(WorldEvent)
    /// A synchronous API call returns a value (e.g. `locationServicesEnabled()`).
    case returned(call: String, value: String)
    /// The stored authorization changed without the app necessarily seeing it (for logs and the inspector).
    case authorizationStored(StoredAuthorization)
    /// Nothing observable happened; says why, for trainees.
    case nothing(String)
    /// Something did happen (the effect before it) and a remark about it is due: where locprompt decided what
    /// Apple's sources leave open. Not "nothing happens", which would contradict the alert just shown.
    case note(String)
    /// The event does not apply to the current state (e.g. a tap with no alert on screen).
    case rejected(String)
    /// `liveUpdates()` yields a `CLLocationUpdate`, or `CLMonitor` an event, with its diagnostics (issue 19).
    case modernUpdate(ModernDelivery)

    /// A location or a location event reaches the app, or is queued for it while it is suspended: a delegate's
    /// `didUpdateLocations`, `didEnterRegion` or `didVisit`, or a live update or CLMonitor event that carries one.
    public var bringsLocation: Bool {
        switch self {
        case .callback(_, let callback), .callbackQueued(_, let callback): return callback.bringsLocation
        case .modernUpdate(let delivery): return delivery.delivered
        default: return false
        }
    }

    /// One line for transcripts and the log.
    public var text: String {
        switch self {
        case .alertPresented(let alert): return "alert: \(alert.kind.rawValue)"
        case .alertDismissed(let kind, let answer):
            return answer.map { "alert \(kind.rawValue) answered: \($0.rawValue)" } ?? "alert \(kind.rawValue) vanished"
        case .callback(let manager, let callback): return "manager \(manager): \(callback.text)"
        case .callbackQueued(let manager, let callback): return "manager \(manager) (queued until the app runs): \(callback.text)"
        case .console(let line): return "console: \(line)"
        case .indicator(let indicator): return "status bar: \(indicator.rawValue)"
        case .relaunched(let event): return "system relaunched the app in the background for \(event.rawValue)"
        case .lifecycle(let lifecycle): return "app: \(lifecycle.rawValue)"
        case .eventHeld(let event): return "held: \(event.rawValue) (Always is provisional)"
        case .eventDropped(let event): return "dropped: \(event.rawValue)"
        case .returned(let call, let value): return "\(call) → \(value)"
        case .authorizationStored(let stored): return "stored authorization: \(stored.label)"
        case .nothing(let why): return "nothing happens: \(why)"
        case .note(let remark): return "note: \(remark)"
        case .rejected(let why): return "rejected: \(why)"
        case .modernUpdate(let delivery): return delivery.text
        }
    }
}

/// An alert on screen, with what the engine needs to answer it.
public struct PresentedAlert: Hashable, Sendable {
    public let kind: PromptKind
    /// The manager whose request brought it up (nil for system-initiated alerts).
    public let manager: Int?
    /// True when `requestAlwaysAuthorization()` brought up the first prompt (iOS 13+: same alert, provisional result).
    public let viaAlwaysRequest: Bool
    /// The `Precise: On/Off` switch, where the alert has one (iOS 14+ first prompt) [S19][S32].
    public var precise: Bool?
    /// The purpose key of a temporary full-accuracy request [S6].
    public let purposeKey: String?

    public init(kind: PromptKind, manager: Int?, viaAlwaysRequest: Bool = false, precise: Bool? = nil, purposeKey: String? = nil) {
        self.kind = kind
        self.manager = manager
        self.viaAlwaysRequest = viaAlwaysRequest
        self.precise = precise
        self.purposeKey = purposeKey
    }
}

extension StoredAuthorization {
    /// `authorizedWhenInUse (temporary)` style label.
    public var label: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .denied: return "denied"
        case .whenInUse(let temporary): return temporary ? "authorizedWhenInUse (temporary: Allow Once)" : "authorizedWhenInUse"
        case .always(let provisional): return provisional ? "authorizedAlways (provisional)" : "authorizedAlways"
        }
    }
}

import LocPromptCore

/// An alert that appeared during a step, as the person sees it: its kind, title and buttons in their order.
public struct ObservedAlert: Hashable, Sendable {
    public let kind: PromptKind
    /// The catalog's title for that OS (untrusted: it holds the app's name).
    public let title: String
    public let buttons: [String]

    public init(kind: PromptKind, title: String, buttons: [String]) {
        self.kind = kind
        self.title = title
        self.buttons = buttons
    }
}

/// What one step visibly did on one device: the alerts that appeared, the status the app reads afterwards,
/// the delegate callbacks it heard, a refusal, and the rules behind it all. `compare` puts these side by side
/// per OS version; the quiz turns the truth and its variants into choices. Derived from the engine's effects
/// only: nothing here decides a rule.
public struct StepObservation: Hashable, Sendable {
    public let alerts: [ObservedAlert]
    /// The alert still on screen after a step that brought none up (an earlier step's alert, not yet answered),
    /// so that `compare` can tell “no alert” from “the alert is still up”. Nil when the step showed an alert.
    public let stillUp: ObservedAlert?
    /// `authorizationStatus` after the step, with the qualifier the API hides (provisional, Allow Once).
    public let status: String
    /// Delegate callbacks and completion handlers that ran (queued ones say so).
    public let callbacks: [String]
    /// Why the emulated system refused the step, when it did.
    public let refusal: String?
    /// Why nothing visible happened, where the engine says (e.g. a key missing from the Info.plist).
    public let nothing: [String]
    /// The rules of the step's effects, most telling first (alerts, callbacks, refusals, then the rest), each once;
    /// an iOS rule applied on another platform follows the `ios-rule-on-other-platform` its effect cites.
    public let rules: [Rule]

    public init(effects: [Effect], state: EngineState) {
        alerts = effects.compactMap { effect in
            guard case .alertPresented(let alert) = effect.kind else { return nil }
            let content = PromptCatalog.content(for: alert, os: state.os, app: state.app)
            return ObservedAlert(kind: content.kind, title: content.title, buttons: content.buttons.map(\.label))
        }
        if alerts.isEmpty, let alert = state.alert {
            let content = PromptCatalog.content(for: alert, os: state.os, app: state.app)
            stillUp = ObservedAlert(kind: content.kind, title: content.title, buttons: content.buttons.map(\.label))
        } else {
            stillUp = nil
        }
        status = Self.statusText(state)
        callbacks = effects.compactMap { effect in
            switch effect.kind {
            case .callback(_, let callback): return callback.text
            case .callbackQueued(_, let callback): return callback.text + " (queued until the app runs)"
            default: return nil
            }
        }
        refusal = effects.lazy.compactMap { effect -> String? in
            if case .rejected(let why) = effect.kind { return why }
            return nil
        }.first
        nothing = effects.compactMap { effect in
            if case .nothing(let why) = effect.kind { return why }
            return nil
        }
        rules = Self.rankedRules(effects)
    }

    /// `authorizedAlways (provisional)`, `authorizedWhenInUse (Allow Once)`, `denied`...: the status the app
    /// reads, and the stored qualifier when the status comes from the stored authorization.
    public static func statusText(_ state: EngineState) -> String {
        let status = state.status
        guard status == state.authorization.status else { return status.name }
        if state.authorization.isProvisional { return status.name + " (provisional)" }
        if state.authorization.isTemporary { return status.name + " (Allow Once)" }
        return status.name
    }

    /// The effects' rules, the ones a trainee asks about first: what appeared, what the app heard, what was
    /// refused or did nothing; the indicator and stored-authorization bookkeeping last.
    static func rankedRules(_ effects: [Effect]) -> [Rule] {
        func rank(_ kind: EffectKind) -> Int {
            switch kind {
            case .alertPresented, .rejected: return 0
            case .callback, .callbackQueued, .nothing: return 1
            case .alertDismissed, .authorizationStored: return 2
            default: return 3
            }
        }
        var seen: Set<String> = []
        var rules: [Rule] = []
        for effect in effects.enumerated().sorted(by: { (rank($0.element.kind), $0.offset) < (rank($1.element.kind), $1.offset) }) {
            // An effect that applied an iOS rule on another platform names it right after ios-rule-on-other-platform.
            for rule in effect.element.rules where seen.insert(rule.id).inserted { rules.append(rule) }
        }
        return rules
    }
}

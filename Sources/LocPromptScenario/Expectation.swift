/// `expect:`: checks on the state after the previous step and on what happened since the previous `expect`.
public struct Expectation: Hashable, Sendable {
    public let checks: [ExpectationCheck]

    public init(checks: [ExpectationCheck]) { self.checks = checks }
}

/// One field of an `expect:` and where it is written.
public struct ExpectationCheck: Hashable, Sendable {
    public let field: ExpectedField
    public let position: SourcePosition

    public init(field: ExpectedField, position: SourcePosition) {
        self.field = field
        self.position = position
    }
}

/// The fields an `expect:` accepts (README "Scenarios").
public enum ExpectedField: Hashable, Sendable {
    /// `status:` `CLLocationManager.authorizationStatus` as the app reads it.
    case status(AuthorizationStatus)
    /// `temporary:` the authorization is Allow Once (temporary When In Use).
    case temporary(Bool)
    /// `provisional:` Always is provisional (iOS 13+ two-stage Always).
    case provisional(Bool)
    /// `accuracy: full | reduced | none` (`none`: no accuracy authorization before iOS 14).
    case accuracy(AccuracyAuthorization?)
    /// `settings:` what the app's row in Settings shows (`none`: not listed yet).
    case settings(SettingsChoice?)
    /// `alert: none`, or the visible alert's kind, title, message and buttons in order.
    case alert(AlertExpectation?)
    /// `callbacks:` exactly the delegate callbacks and completions that ran since the previous expect.
    case callbacks([String])
    /// `console:` lines that must appear (each is contained in a console line) since the previous expect;
    /// `[]` means no console line.
    case console([String])
    /// `delivered:` events delivered to the app since the previous expect.
    case delivered(DeliveredExpectation)
    /// `indicator: none | hollowArrow | solidArrow | bluePill`.
    case indicator(LocationIndicator)
    /// `indicator: { not: bluePill }`: any indicator but that one.
    case indicatorNot(LocationIndicator)
    /// `lifecycle: notRunning | foreground | background | suspended`.
    case lifecycle(AppLifecycle)
    /// `returned:` the value the last synchronous call (e.g. `locationServicesEnabled`) returned since the previous expect.
    case returned(String)
    /// `diagnostics:` the flags set now on the newest live update or session (iOS 18+, issue 19).
    case diagnostics(DiagnosticsExpectation)
    /// `callbacks: { include: [...], exclude: [...] }`: each included callback ran since the previous expect (others may
    /// have run too, in any order), and no excluded one did.
    case callbacksMatching(include: [String], exclude: [String])
    /// `error: true | false | kCLErrorDenied`: some / no / that `didFailWithError` since the previous expect.
    case error(ErrorExpectation)
    /// `rules: [id, ...]` or `rules: { include: [...], exclude: [...] }`: the rules the effects since the previous
    /// expect cited (each effect's rule, and the iOS rule a platform rule applies): each included id among them, no
    /// excluded one. What a scenario checks when Apple's text says *why* something happens, not only what.
    case rules(include: [String], exclude: [String])

    public var name: String {
        switch self {
        case .status: return "status"
        case .temporary: return "temporary"
        case .provisional: return "provisional"
        case .accuracy: return "accuracy"
        case .settings: return "settings"
        case .alert: return "alert"
        case .callbacks: return "callbacks"
        case .console: return "console"
        case .delivered: return "delivered"
        case .indicator, .indicatorNot: return "indicator"
        case .lifecycle: return "lifecycle"
        case .returned: return "returned"
        case .diagnostics: return "diagnostics"
        case .callbacksMatching: return "callbacks"
        case .error: return "error"
        case .rules: return "rules"
        }
    }

    /// Every field name, in the order the README lists them.
    public static let names = ["status", "temporary", "provisional", "accuracy", "settings", "alert", "callbacks",
                               "console", "delivered", "indicator", "lifecycle", "returned", "error", "diagnostics", "rules"]
}

/// `alert: { kind:, title:, message:, buttons: [...], preferred:, precise: }`; each part is optional.
public struct AlertExpectation: Hashable, Sendable {
    public let kind: PromptKind?
    public let title: String?
    public let message: String?
    /// Labels in on-screen order (top to bottom, or left to right).
    public let buttons: [String]?
    /// `buttons: { include: [...] }` / `buttonsInclude:`: labels that must be among the buttons, in any order.
    public let buttonsInclude: [String]?
    /// `preferred:` the label of the alert's preferred (bold) button, or `none` where no source shows one.
    public var preferred: String? = nil
    /// `precise: on | off | none`: the alert's Precise switch and its position, or `none` where the alert shows no
    /// switch (before iOS 14, an alert other than the first prompt, an app that sets NSLocationDefaultAccuracyReduced).
    public var precise: PreciseSwitch? = nil

    public enum PreciseSwitch: String, CaseIterable, Hashable, Sendable {
        case on, off, none
    }

    public init(kind: PromptKind? = nil, title: String? = nil, message: String? = nil, buttons: [String]? = nil,
                buttonsInclude: [String]? = nil) {
        self.kind = kind
        self.title = title
        self.message = message
        self.buttons = buttons
        self.buttonsInclude = buttonsInclude
    }
}

/// `delivered: { locationUpdate: 2, regionEntry: 0 }` (counts of the listed kinds only) or
/// `delivered: [significantChange, visit]` (exactly these deliveries, in order; `[]` for none).
public enum DeliveredExpectation: Hashable, Sendable {
    case counts([DeliveredCount])
    case sequence([WorldEvent])
}

public struct DeliveredCount: Hashable, Sendable {
    public let event: WorldEvent
    public let count: Int

    public init(event: WorldEvent, count: Int) {
        self.event = event
        self.count = count
    }
}

/// The outcome of one check: what was expected, what the emulator shows, where it is written.
public struct ExpectationResult: Hashable, Sendable {
    /// `status`, or `alert.title` for parts of an alert.
    public let field: String
    public let expected: String
    public let actual: String
    public let passed: Bool
    public let position: SourcePosition

    public init(field: String, expected: String, actual: String, passed: Bool, position: SourcePosition) {
        self.field = field
        self.expected = expected
        self.actual = actual
        self.passed = passed
        self.position = position
    }

    /// `file:line:col: expectation failed: status: expected authorizedAlways, got authorizedWhenInUse`; when the two
    /// differ only in their quotes, it says so (audit 24h, QA friction 2: a title typed with ASCII quotes failed with
    /// two lines that look the same on most terminals).
    public var failureMessage: String {
        let message = "\(position): expectation failed: \(field): expected \(expected), got \(actual)"
        return differsOnlyInQuotes ? message + " (only the quotes differ: the system writes “ ” and ’, not \" and ')" : message
    }

    /// True when a failed check's expected and actual texts are the same once “ ” ‘ ’ are read as " and '.
    var differsOnlyInQuotes: Bool {
        guard !passed, expected != actual else { return false }
        func plain(_ text: String) -> String {
            String(text.map { character -> Character in
                switch character {
                case "“", "”": return "\""
                case "‘", "’": return "'"
                default: return character
                }
            })
        }
        return plain(expected) == plain(actual)
    }
}

/// What happened since the previous `expect` (reset after each one).
public struct Observations: Hashable, Sendable {
    public struct Callback: Hashable, Sendable {
        public let manager: Int
        public let text: String
        /// The line of the step that made it run (for the already-counted hint).
        public var line: Int? = nil
    }

    /// Delegate callbacks and completions that ran (not those still queued for a suspended app), in order.
    public var callbacks: [Callback] = []
    public var console: [String] = []
    public var delivered: [WorldEvent] = []
    public var returned: [String] = []
    /// The ids of the rules the effects cited, in order (repeats kept).
    public var rules: [String] = []
    /// The previous expect's line and the callbacks it counted: a callback a scenario expects again after an
    /// earlier expect took it gets a hint in the failure, not only the lists (audit 16, format friction).
    public struct Counted: Hashable, Sendable {
        public let line: Int
        public let callbacks: [Callback]

        public init(line: Int, callbacks: [Callback]) {
            self.line = line
            self.callbacks = callbacks
        }
    }

    public var countedBefore: Counted?

    public init(countedBefore: Counted? = nil) {
        self.countedBefore = countedBefore
    }

    /// “ (locationManagerDidChangeAuthorization(notDetermined) ran before the expect at line 12; …)”
    /// for the expected callbacks that no callback since that expect matches but one it counted does; "" otherwise.
    /// With no earlier expect, a failed check says that it counted from the start of the scenario, the launch's
    /// callback included (session-16 lifecycle audit, format friction).
    func alreadyCountedHint(_ expected: [String]) -> String {
        guard let before = countedBefore else {
            return " (counted from the start of the scenario: there is no earlier expect)"
        }
        // Each missing text with the step that last sent it before that expect: naming the step lets the reader see
        // whether it is the callback they meant or an earlier one with the same text (audit 19 friction).
        let missing = expected.compactMap { want -> String? in
            guard !callbacks.contains(where: { CallbackPattern.matches(want, $0) }),
                  let earlier = before.callbacks.last(where: { CallbackPattern.matches(want, $0) }) else { return nil }
            return earlier.line.map { "\(want) ran at line \($0)" } ?? "\(want) ran"
        }
        guard !missing.isEmpty else { return "" }
        return " (\(missing.joined(separator: ", ")), before the expect at line \(before.line); "
            + "an expect sees only the callbacks since the previous expect)"
    }
}

extension Expectation {
    /// Checks every field against the state and what was observed since the previous expect.
    public func evaluate(state: EngineState, observed: Observations) -> [ExpectationResult] {
        checks.flatMap { $0.evaluate(state: state, observed: observed) }
    }
}

extension ExpectationCheck {
    public func evaluate(state: EngineState, observed: Observations) -> [ExpectationResult] {
        func result(_ name: String, _ expected: String, _ actual: String, _ passed: Bool) -> ExpectationResult {
            ExpectationResult(field: name, expected: expected, actual: actual, passed: passed, position: position)
        }
        func same(_ name: String, _ expected: String, _ actual: String) -> ExpectationResult {
            result(name, expected, actual, expected == actual)
        }
        switch field {
        case .status(let status):
            return [same("status", status.name, state.status.name)]
        case .temporary(let flag):
            return [same("temporary", "\(flag)", "\(state.authorization.isTemporary)")]
        case .provisional(let flag):
            return [same("provisional", "\(flag)", "\(state.authorization.isProvisional)")]
        case .accuracy(let accuracy):
            return [result("accuracy", accuracy?.name ?? "none", state.accuracy?.name ?? "none (no accuracyAuthorization before iOS 14)",
                           accuracy == state.accuracy)]
        case .settings(let choice):
            let actual = state.settingsChoice
            return [result("settings", choice.map { $0.label(on: state.os) } ?? "none",
                           actual.map { $0.label(on: state.os) } ?? "none (the app is not listed in Settings yet)",
                           choice == actual)]
        case .alert(let expectation):
            return evaluateAlert(expectation, state: state, result: result)
        case .callbacks(let expected):
            let usesManagers = expected.contains { $0.hasPrefix("manager ") }
            let actualTexts = observed.callbacks.map { usesManagers ? "manager \($0.manager): \($0.text)" : $0.text }
            let passed = expected.count == observed.callbacks.count
                && zip(expected, observed.callbacks).allSatisfy { CallbackPattern.matches($0, $1) }
            return [result("callbacks", list(expected), list(actualTexts) + (passed ? "" : observed.alreadyCountedHint(expected)), passed)]
        case .console(let expected):
            if expected.isEmpty {
                return [result("console", "no console line", observed.console.isEmpty ? "no console line" : list(observed.console),
                               observed.console.isEmpty)]
            }
            return expected.map { want in
                result("console", "a line containing “\(want)”", observed.console.isEmpty ? "no console line" : list(observed.console),
                       observed.console.contains { $0.contains(want) })
            }
        case .delivered(let delivered):
            switch delivered {
            case .sequence(let events):
                return [same("delivered", list(events.map(\.rawValue)), list(observed.delivered.map(\.rawValue)))]
            case .counts(let counts):
                return counts.map { item in
                    let actual = observed.delivered.filter { $0 == item.event }.count
                    return same("delivered.\(item.event.rawValue)", "\(item.count)", "\(actual)")
                }
            }
        case .indicator(let indicator):
            return [same("indicator", indicator.rawValue, state.indicator.rawValue)]
        case .indicatorNot(let indicator):
            return [result("indicator", "not \(indicator.rawValue)", state.indicator.rawValue, state.indicator != indicator)]
        case .lifecycle(let lifecycle):
            return [same("lifecycle", lifecycle.rawValue, state.lifecycle.rawValue)]
        case .returned(let value):
            return [result("returned", value, observed.returned.last ?? "nothing returned", observed.returned.last == value)]
        case .diagnostics(let expectation):
            return expectation.evaluate(state: state, result: result)
        case .callbacksMatching(let wanted, let unwanted):
            // What ran, as the failure shows it: with `manager N: ` when the checked text names a manager.
            func ran(for text: String) -> String {
                let usesManager = text.hasPrefix("manager ")
                return observed.callbacks.isEmpty ? "no callback"
                    : list(observed.callbacks.map { usesManager ? "manager \($0.manager): \($0.text)" : $0.text })
            }
            let included = wanted.map { want in
                let passed = observed.callbacks.contains { CallbackPattern.matches(want, $0) }
                return result("callbacks", "to include \(want)", ran(for: want) + (passed ? "" : observed.alreadyCountedHint([want])), passed)
            }
            let excluded = unwanted.map { unwanted in
                result("callbacks", "not to include \(unwanted)", ran(for: unwanted),
                       !observed.callbacks.contains { CallbackPattern.matches(unwanted, $0) })
            }
            return included + excluded
        case .rules(let wanted, let unwanted):
            var seen = Set<String>()
            let cited = observed.rules.filter { seen.insert($0).inserted }
            let actual = cited.isEmpty ? "no rule cited" : "rules cited: " + cited.joined(separator: ", ")
            return wanted.map { result("rules", "to include \($0)", actual, seen.contains($0)) }
                + unwanted.map { result("rules", "not to include \($0)", actual, !seen.contains($0)) }
        case .error(let expectation):
            let errors = observed.callbacks.compactMap { CallbackPattern.errorCode(of: $0.text) }
            let actual = errors.isEmpty ? "no didFailWithError" : "didFailWithError: " + errors.joined(separator: ", ")
            return [result("error", expectation.text, actual, expectation.isSatisfied(by: errors))]
        }
    }

    private func evaluateAlert(_ expectation: AlertExpectation?, state: EngineState,
                               result: (String, String, String, Bool) -> ExpectationResult) -> [ExpectationResult] {
        let content = state.alert.map { PromptCatalog.content(for: $0, os: state.os, app: state.app) }
        guard let expectation else {
            return [result("alert", "none", content.map { "\($0.kind.scenarioName) alert “\($0.title)”" } ?? "none", content == nil)]
        }
        guard let content, let presented = state.alert else {
            return [result("alert", "an alert on screen", "none", false)]
        }
        var results: [ExpectationResult] = []
        if let kind = expectation.kind {
            results.append(result("alert.kind", kind.scenarioName, presented.kind.scenarioName, kind == presented.kind))
        }
        if let title = expectation.title {
            results.append(result("alert.title", title, content.title, title == content.title))
        }
        if let message = expectation.message {
            results.append(result("alert.message", message, content.message, message == content.message))
        }
        if let buttons = expectation.buttons {
            let labels = content.buttons.map(\.label)
            let passed = buttons.count == labels.count
                && zip(buttons, labels).allSatisfy { $0 == $1 || $0.replacingOccurrencesOfStraightApostrophe() == $1 }
            results.append(result("alert.buttons", list(buttons), list(labels), passed))
        }
        if let wanted = expectation.buttonsInclude {
            let labels = content.buttons.map(\.label)
            for want in wanted {
                results.append(result("alert.buttons", "to include \(want)", list(labels),
                                      labels.contains { $0 == want || $0 == want.replacingOccurrencesOfStraightApostrophe() }))
            }
        }
        if let preferred = expectation.preferred {
            let actual = content.preferredLabel ?? "none"
            let passed = preferred == actual || preferred.replacingOccurrencesOfStraightApostrophe() == actual
            results.append(result("alert.preferred", preferred, actual == "none" ? "none (no source shows a preferred button)" : actual, passed))
        }
        if let precise = expectation.precise {
            let actual: AlertExpectation.PreciseSwitch = switch presented.precise {
            case .some(true): .on
            case .some(false): .off
            case .none: .none
            }
            let withheld = actual == .none && state.preciseSwitchWithheld(on: presented)
            results.append(result("alert.precise", precise.rawValue,
                                  actual.rawValue + (withheld ? " (the app sets NSLocationDefaultAccuracyReduced)" : ""), actual == precise))
        }
        if results.isEmpty { results.append(result("alert", "an alert on screen", "\(presented.kind.scenarioName) alert", true)) }
        return results
    }
}

/// `[a, b]` for failure messages.
func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

extension String {
    /// `Don't` → `Don’t`: scenarios may type a straight apostrophe for the curly one.
    func replacingOccurrencesOfStraightApostrophe() -> String {
        String(map { $0 == "'" ? "’" : $0 })
    }
}

import Testing
@testable import LocPromptCore

/// An exhaustive test store for the engine, in the spirit of TCA's `TestStore` (issue 18): each `send`
/// states how the whole state changes (a closure mutating the expected state) and EVERY effect with the
/// rule that explains it. A state field that changed without being stated, a missing effect or an
/// unexpected one fails the test with a readable diff.
///
///     var store = EngineStore(.iOS, "17.4")
///     store.send(.app(.launch), effects: [
///         .effect(.lifecycle(.foreground), .lifecycle),
///         .effect(.callback(manager: 1, .didChangeAuthorization(.notDetermined, accuracy: .full)), .callbackOnCreate),
///     ]) {
///         $0.lifecycle = .foreground
///         $0.managers = [Manager(id: 1, for: $0.app)]
///         $0.nextManagerID = 2
///     }
struct EngineStore {
    private(set) var state: EngineState

    init(_ platform: Platform = .iOS, _ version: String = "17.4", app: AppProfile = TestApps.allKeys,
         setUp: (inout EngineState) -> Void = { _ in }) {
        let os = try! DeviceOS.resolve(platform: platform, versionText: version).get()
        var state = EngineState(os: os, app: app)
        setUp(&state)
        // A stored answer means the app asked, as a device keeps it (settings-lists-apps-that-asked).
        if state.authorization != .notDetermined { state.askedPermission = true }
        self.state = state
    }

    /// Sends `event`; the state must equal the previous state changed by `update`, and the effects must be
    /// exactly `effects`, in order.
    mutating func send(_ event: Event, effects expected: [ExpectedEffect],
                       sourceLocation: SourceLocation = #_sourceLocation,
                       _ update: (inout EngineState) -> Void = { _ in }) {
        var expectedState = state
        update(&expectedState)
        let (next, actual) = Engine.reduce(state, event)
        if let diff = EngineStore.effectsDiff(expected: expected, actual: actual) {
            Issue.record(Comment(rawValue: "\(event): effects differ (− expected, + actual):\n\(diff)"), sourceLocation: sourceLocation)
        }
        if let diff = EngineStore.stateDiff(expected: expectedState, actual: next) {
            Issue.record(Comment(rawValue: "\(event): state differs (− expected, + actual):\n\(diff)"), sourceLocation: sourceLocation)
        }
        state = next
    }

    /// Moves the state without checking, for the set-up part of a test (nothing is asserted).
    mutating func skip(_ events: Event...) {
        for event in events { state = Engine.reduce(state, event).0 }
    }

    // MARK: Diffs

    /// A line-by-line diff of the effects, or nil when they match.
    static func effectsDiff(expected: [ExpectedEffect], actual: [Effect]) -> String? {
        let n = expected.count, m = actual.count
        // Longest common subsequence, so one missing effect shows as one line, not as a shifted list.
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = expected[i].matches(actual[j]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        guard table[0][0] != n || n != m else { return nil }
        var lines: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i].matches(actual[j]) {
                lines.append("    \(ExpectedEffect.text(actual[j]))")
                i += 1; j += 1
            } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
                lines.append("  + \(ExpectedEffect.text(actual[j]))")
                j += 1
            } else {
                lines.append("  − \(expected[i])")
                i += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The stored fields that differ, or nil when the states are equal.
    static func stateDiff(expected: EngineState, actual: EngineState) -> String? {
        guard expected != actual else { return nil }
        let want = Mirror(reflecting: expected).children, got = Mirror(reflecting: actual).children
        var lines: [String] = []
        for (w, g) in zip(want, got) {
            let wText = String(describing: w.value), gText = String(describing: g.value)
            if wText != gText {
                lines.append("  − \(w.label ?? "?"): \(wText)\n  + \(g.label ?? "?"): \(gText)")
            }
        }
        return lines.isEmpty ? "  (the states differ in a field that prints the same)" : lines.joined(separator: "\n")
    }
}

/// One effect a test expects: its kind and its rule (the time is not compared). `nothing`, `note` and `rejected`
/// match any explanation text with that rule, so tests state *why* by rule, not by prose. The rule matches an
/// effect that cites it or applied it as the iOS rule on another platform (`Effect.names`).
enum ExpectedEffect: CustomStringConvertible {
    case effect(EffectKind, Rule)
    case nothing(Rule)
    case note(Rule)
    case rejected(Rule)

    func matches(_ actual: Effect) -> Bool {
        switch self {
        case .effect(let kind, let rule): return actual.kind == kind && actual.names(rule)
        case .nothing(let rule):
            if case .nothing = actual.kind { return actual.names(rule) }
            return false
        case .note(let rule):
            if case .note = actual.kind { return actual.names(rule) }
            return false
        case .rejected(let rule):
            if case .rejected = actual.kind { return actual.names(rule) }
            return false
        }
    }

    var description: String {
        switch self {
        case .effect(let kind, let rule): return "\(kind.text) [\(rule.id)]"
        case .nothing(let rule): return "nothing happens: … [\(rule.id)]"
        case .note(let rule): return "note: … [\(rule.id)]"
        case .rejected(let rule): return "rejected: … [\(rule.id)]"
        }
    }

    static func text(_ effect: Effect) -> String { "\(effect.kind.text) [\(effect.ruleIds.joined(separator: ", iOS rule "))]" }
}

extension EngineStore {
    /// Launches a not-running app: it comes to the foreground and its new manager reports `callback` [S5].
    mutating func launch(reporting callback: DelegateCallback, sourceLocation: SourceLocation = #_sourceLocation) {
        let id = state.nextManagerID
        send(.app(.launch), effects: [
            .effect(.lifecycle(.foreground), .lifecycle),
            .effect(.callback(manager: id, callback), .callbackOnCreate),
        ], sourceLocation: sourceLocation) {
            $0.lifecycle = .foreground
            $0.managers.append(Manager(id: id, for: $0.app))
            $0.nextManagerID = id + 1
        }
    }
}

extension EngineStore {
    /// `requestWhenInUseAuthorization()` from notDetermined in the foreground: `alert` appears (when-in-use-request).
    mutating func requestWhenInUse(showing alert: PresentedAlert, sourceLocation: SourceLocation = #_sourceLocation) {
        send(.app(.requestWhenInUseAuthorization), effects: [.effect(.alertPresented(alert), .whenInUseRequest)],
             sourceLocation: sourceLocation) {
            $0.alert = alert
            $0.hasRequestedAuthorization = true
            $0.askedPermission = true  // its alert is up: Settings lists the app (settings-lists-apps-that-asked)
        }
    }

    /// Taps `answer` on the visible first-prompt alert of `kind`: the alert goes, `stored` is stored and every
    /// manager is told `callback`, the last two explained by `rule`.
    mutating func answer(_ answer: AlertAnswer, on kind: PromptKind, storing stored: StoredAuthorization, rule: Rule,
                         callback: DelegateCallback, also extra: [ExpectedEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
                         _ update: (inout EngineState) -> Void = { _ in }) {
        let told = state.managers.map { ExpectedEffect.effect(.callback(manager: $0.id, callback), rule) }
        send(.tap(answer), effects: [.effect(.alertDismissed(kind, answer: answer), .buttonOutcome),
                                     .effect(.authorizationStored(stored), rule)] + told + extra,
             sourceLocation: sourceLocation) {
            $0.alert = nil
            $0.authorization = stored
            update(&$0)
        }
    }
}

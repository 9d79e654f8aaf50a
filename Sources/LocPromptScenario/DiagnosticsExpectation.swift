/// `expect: { diagnostics: ... }` on the newest live update or session (issue 19), or on the newest object of one kind
/// (`on:`, audit 18: after the newest object ends, the check would otherwise move to an older one unnamed).
public enum DiagnosticsExpectation: Hashable, Sendable {
    /// `[a, b]` or `{ on: KIND, set: [a, b] }`: exactly these flags are set (`[]`: none).
    case exactly(Set<DiagnosticFlag>, on: DiagnosticSource? = nil)
    /// `{ a: true, b: false }` (with `on: KIND` or not): only the named flags are checked.
    case named([Check], on: DiagnosticSource? = nil)

    public struct Check: Hashable, Sendable {
        public let flag: DiagnosticFlag
        public let set: Bool

        public init(flag: DiagnosticFlag, set: Bool) {
            self.flag = flag
            self.set = set
        }
    }

    /// The kind of object checked; nil for whichever the app started last.
    public var target: DiagnosticSource? {
        switch self {
        case .exactly(_, let on), .named(_, let on): return on
        }
    }

    func evaluate(state: EngineState, result: (String, String, String, Bool) -> ExpectationResult) -> [ExpectationResult] {
        guard let newest = state.newestDiagnostics(on: target) else {
            let none = target.map { "no \($0.rawValue) (call \($0.startCall) first, or it has ended)" }
                ?? "no live update or session (call startLiveUpdates, startMonitor, startBackgroundActivitySession or serviceSession first)"
            switch self {
            case .exactly(let flags, _): return [result("diagnostics", list(flags.sorted().map(\.rawValue)), none, false)]
            case .named(let checks, _): return checks.map { result("diagnostics.\($0.flag.rawValue)", "\($0.set)", none, false) }
            }
        }
        let actual = Set(newest.flags)
        switch self {
        case .exactly(let flags, _):
            return [result("diagnostics", list(flags.sorted().map(\.rawValue)),
                           "\(list(newest.flags.map(\.rawValue))) on \(newest.source.rawValue)", flags == actual)]
        case .named(let checks, _):
            return checks.map { check in
                result("diagnostics.\(check.flag.rawValue)", "\(check.set)", "\(actual.contains(check.flag)) on \(newest.source.rawValue)",
                       actual.contains(check.flag) == check.set)
            }
        }
    }
}

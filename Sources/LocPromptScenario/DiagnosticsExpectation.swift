/// `expect: { diagnostics: ... }` on the newest live update or session (issue 19).
public enum DiagnosticsExpectation: Hashable, Sendable {
    /// `[a, b]`: exactly these flags are set (`[]`: none).
    case exactly(Set<DiagnosticFlag>)
    /// `{ a: true, b: false }`: only the named flags are checked.
    case named([Check])

    public struct Check: Hashable, Sendable {
        public let flag: DiagnosticFlag
        public let set: Bool

        public init(flag: DiagnosticFlag, set: Bool) {
            self.flag = flag
            self.set = set
        }
    }

    func evaluate(state: EngineState, result: (String, String, String, Bool) -> ExpectationResult) -> [ExpectationResult] {
        guard let newest = state.newestDiagnostics else {
            let none = "no live update or session (call startLiveUpdates, startMonitor, startBackgroundActivitySession or serviceSession first)"
            switch self {
            case .exactly(let flags): return [result("diagnostics", list(flags.sorted().map(\.rawValue)), none, false)]
            case .named(let checks): return checks.map { result("diagnostics.\($0.flag.rawValue)", "\($0.set)", none, false) }
            }
        }
        let actual = Set(newest.flags)
        switch self {
        case .exactly(let flags):
            return [result("diagnostics", list(flags.sorted().map(\.rawValue)),
                           "\(list(newest.flags.map(\.rawValue))) on \(newest.source.rawValue)", flags == actual)]
        case .named(let checks):
            return checks.map { check in
                result("diagnostics.\(check.flag.rawValue)", "\(check.set)", "\(actual.contains(check.flag)) on \(newest.source.rawValue)",
                       actual.contains(check.flag) == check.set)
            }
        }
    }
}

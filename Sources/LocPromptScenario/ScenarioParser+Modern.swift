import Yams

extension ScenarioParser {
    /// `call:` names of the iOS 17/18 calls without arguments (issue 19).
    public static let modernCallNames = ModernCall.simpleCalls.map(\.scenarioText)
    /// `call: { serviceSession: none | whenInUse | always [, fullAccuracyPurposeKey: KEY] }`.
    public static let serviceSessionCall = "serviceSession"
    public static let fullAccuracyPurposeKeyField = "fullAccuracyPurposeKey"
}

/// The iOS 17/18 steps and the `diagnostics:` expectation (issue 19; README "Scenarios", Documentation/Modern-APIs.md).
extension Parser {
    /// `call: startLiveUpdates` and the other calls without arguments; nil for other names.
    func modernCall(_ text: String, _ node: Node) throws(ScenarioError) -> StepAction? {
        if let call = ModernCall.simpleCalls.first(where: { $0.scenarioText == text }) { return .modern(call) }
        if text == ScenarioParser.serviceSessionCall {
            throw reader.error(node, "serviceSession needs a goal: write call: { serviceSession: whenInUse } (none, whenInUse or always)")
        }
        return nil
    }

    /// `call: { serviceSession: GOAL [, fullAccuracyPurposeKey: KEY] }`; nil when the mapping is another call.
    func modernCall(_ mapping: Node.Mapping, _ node: Node) throws(ScenarioError) -> StepAction? {
        let keys = mapping.keys.compactMap { key -> String? in if case .scalar(let scalar) = key { return scalar.string } else { return nil } }
        if let call = ModernCall.simpleCalls.first(where: { keys.contains($0.scenarioText) }) {
            // `{ startLiveUpdates: fitness }`, as Apple's sample code passes a LiveConfiguration (audit 18 F2).
            let why = call == .startLiveUpdates
                ? ": a CLLocationUpdate.LiveConfiguration (default, fitness, automotiveNavigation, …) changes how locations are produced, not authorization, and locprompt does not model it"
                : ""
            throw reader.error(node, "\(call.scenarioText) takes no argument\(why); write call: \(call.scenarioText)")
        }
        guard keys.contains(ScenarioParser.serviceSessionCall) || keys.contains(ScenarioParser.fullAccuracyPurposeKeyField) else { return nil }
        let accepted = [ScenarioParser.serviceSessionCall, ScenarioParser.fullAccuracyPurposeKeyField]
        var goal: ServiceSessionGoal?
        var purposeKey: String?
        for entry in try reader.entries(mapping, in: "call: { serviceSession: … }", accepted: accepted) {
            if entry.key == ScenarioParser.serviceSessionCall {
                goal = try reader.choice(entry.value, "serviceSession goal", ServiceSessionGoal.allCases.map { ($0.rawValue, $0) })
            } else {
                purposeKey = try reader.nonEmptyString(entry.value, "fullAccuracyPurposeKey")
            }
        }
        guard let goal else {
            throw reader.error(node, "fullAccuracyPurposeKey belongs to a service session: write call: { serviceSession: whenInUse, fullAccuracyPurposeKey: \(purposeKey ?? "Navigation") }")
        }
        return .modern(.serviceSession(goal, fullAccuracyPurposeKey: purposeKey))
    }

    /// `diagnostics: [flag, ...]` (exactly these set) or `diagnostics: { flag: true, other: false }` (only these checked),
    /// on the newest object; `{ on: KIND, … }` picks the newest object of one kind, and `{ on: KIND, set: [flag, ...] }`
    /// is the exact list on it.
    func diagnostics(_ node: Node, os: DeviceOS) throws(ScenarioError) -> DiagnosticsExpectation {
        if let why = ModernAPI.diagnostics.unavailableReason(on: os) {
            throw reader.error(node, "diagnostics: cannot be checked here: \(why)")
        }
        let names = DiagnosticFlag.allCases.map { ($0.rawValue, $0) }
        // Where the object is named, a property its type lacks on this platform cannot be checked (watchOS's
        // CLBackgroundActivitySession.Diagnostic has no serviceSessionRequired or authorizationRequestInProgress [S180]).
        var target: DiagnosticSource?
        func requireOnPlatform(_ flag: DiagnosticFlag, at item: Node) throws(ScenarioError) {
            guard let target, target.flags.contains(flag), !target.flags(on: os.platform).contains(flag) else { return }
            throw reader.error(item, "diagnostics: \(target.rawValue)'s diagnostic has no \(flag.rawValue) on \(os.platform.displayName) "
                               + "(API_UNAVAILABLE(\(os.platform.rawValue)) in its header); it has: "
                               + target.flags(on: os.platform).map(\.rawValue).joined(separator: ", "))
        }
        func flagList(_ sequence: Node.Sequence) throws(ScenarioError) -> Set<DiagnosticFlag> {
            var flags: [DiagnosticFlag] = []
            for item in sequence {
                let flag = try reader.choice(item, "diagnostic flag", names)
                try requireOnPlatform(flag, at: item)
                flags.append(flag)
            }
            return Set(flags)
        }
        switch node {
        case .sequence(let sequence):
            return .exactly(try flagList(sequence))
        case .mapping(let mapping):
            let kinds = DiagnosticSource.allCases.map { ($0.scenarioName, $0) }
            var exact: Set<DiagnosticFlag>?
            var checks: [DiagnosticsExpectation.Check] = []
            let entries = try reader.entries(mapping, in: "diagnostics", accepted: ["on", "set"] + names.map(\.0))
            // `on:` first, wherever it is written: the flags are checked against the object it names.
            if let on = entries.first(where: { $0.key == "on" }) {
                target = try reader.choice(on.value, "diagnostics object (on:)", kinds)
            }
            for entry in entries {
                switch entry.key {
                case "on":
                    break
                case "set":
                    guard case .sequence(let sequence) = entry.value else {
                        throw reader.error(entry.value, "diagnostics: set: is the list of flags set on the object ([] for none)")
                    }
                    exact = try flagList(sequence)
                default:
                    let flag = DiagnosticFlag(rawValue: entry.key)!
                    try requireOnPlatform(flag, at: entry.value)
                    checks.append(.init(flag: flag, set: try reader.bool(entry.value, "diagnostics.\(entry.key)")))
                }
            }
            if let exact {
                guard checks.isEmpty else {
                    throw reader.error(node, "diagnostics: set: already lists every flag that is set; name flags either in set: [ … ] or as flag: true/false, not both")
                }
                return .exactly(exact, on: target)
            }
            guard !checks.isEmpty else {
                throw reader.error(node, "diagnostics: { } names no flag; write [] (or { on: …, set: [] }) to expect none set")
            }
            return .named(checks, on: target)
        case .scalar, .alias:
            throw reader.error(node, "diagnostics: is a list of flags that are set ([] for none), or a mapping { flag: true, other: false } "
                               + "(with on: liveUpdates, monitor, backgroundActivitySession or serviceSession to pick the object); flags: "
                               + names.map(\.0).joined(separator: ", "))
        }
    }
}

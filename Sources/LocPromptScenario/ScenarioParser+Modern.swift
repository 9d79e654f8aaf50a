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

    /// `diagnostics: [flag, ...]` (exactly these set) or `diagnostics: { flag: true, other: false }` (only these checked).
    func diagnostics(_ node: Node, os: DeviceOS) throws(ScenarioError) -> DiagnosticsExpectation {
        if let why = ModernAPI.diagnostics.unavailableReason(on: os) {
            throw reader.error(node, "diagnostics: cannot be checked here: \(why)")
        }
        let names = DiagnosticFlag.allCases.map { ($0.rawValue, $0) }
        switch node {
        case .sequence(let sequence):
            var flags: [DiagnosticFlag] = []
            for item in sequence { flags.append(try reader.choice(item, "diagnostic flag", names)) }
            return .exactly(Set(flags))
        case .mapping(let mapping):
            var checks: [DiagnosticsExpectation.Check] = []
            for entry in try reader.entries(mapping, in: "diagnostics", accepted: names.map(\.0)) {
                checks.append(.init(flag: DiagnosticFlag(rawValue: entry.key)!, set: try reader.bool(entry.value, "diagnostics.\(entry.key)")))
            }
            guard !checks.isEmpty else { throw reader.error(node, "diagnostics: { } names no flag; write [] to expect none set") }
            return .named(checks)
        case .scalar, .alias:
            throw reader.error(node, "diagnostics: is a list of flags that are set ([] for none), or a mapping { flag: true, other: false }; flags: "
                               + names.map(\.0).joined(separator: ", "))
        }
    }
}

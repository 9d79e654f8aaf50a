extension RuleRegistry {
    /// Rules added by the second reading of Apple's sources (issue 13).
    static let fidelity: [Rule] = []
}

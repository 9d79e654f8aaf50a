extension RuleRegistry {
    /// Rules of location authorization 2.0: live updates, CLMonitor, background activity and service sessions (issue 19).
    static let modern: [Rule] = []
}

import LocPromptCore

/// The inspector's rows for location authorization 2.0 (issue 19): the sessions the app holds, with their
/// goals, and the diagnostics of the newest one. Shown only once the app uses these APIs.
extension InspectorPane {
    static func modernRows(_ state: EngineState) -> [Row] {
        let modern = state.modern
        guard !modern.isEmpty else { return [] }
        var rows: [Row] = []
        var loops: [String] = []
        if let object = modern.liveUpdates { loops.append("liveUpdates" + (object.startedInUse ? "" : " (started out of use)")) }
        if let object = modern.monitor { loops.append("CLMonitor" + (object.startedInUse ? "" : " (started out of use)")) }
        if let object = modern.backgroundActivity {
            // An active session without authorization is suspended until it is back (background-activity-suspended-while-denied).
            // One that never became active (created in the background, or without authorization) becomes active only
            // in the foreground once authorized (background-activity-becomes-active).
            let note = !object.startedInUse ? " (inactive until authorized in the foreground)"
                : state.status.isAuthorized ? "" : " (suspended: no authorization)"
            loops.append("background activity" + note)
        }
        if state.implicitSessionActive { loops.append("implicit .whenInUse session") }
        if !loops.isEmpty { rows.append(Row(label: "Loops", value: loops.joined(separator: " · "))) }
        if modern.serviceSessions.isEmpty {
            if state.app.requireExplicitServiceSession && state.hasModernDiagnostics {
                rows.append(Row(label: "Sessions", value: "none (explicit sessions required)", style: .warn))
            }
        } else {
            let goals = modern.serviceSessions.map { $0.label + ($0.inEffect ? "" : " (not in effect)") }
            rows.append(Row(label: "Sessions", value: goals.joined(separator: " · "),
                            style: modern.serviceSessions.allSatisfy(\.inEffect) ? .normal : .warn))
        }
        if let remembered = modern.remembered {
            var kept: [String] = remembered.goals.map { ".\($0.rawValue)" }
            if remembered.liveUpdates { kept.append("liveUpdates") }
            if remembered.monitor { kept.append("CLMonitor") }
            if remembered.backgroundActivity { kept.append("background activity") }
            let when = modern.recreateDeadline.map { "recreate within \($0 - state.clock)" } ?? "kept while not running"
            rows.append(Row(label: "Remembered", value: kept.joined(separator: ", ") + " — " + when, style: .warn))
        }
        if let newest = state.newestDiagnostics, state.hasModernDiagnostics {
            let flags = newest.flags.map(\.rawValue).joined(separator: ", ")
            rows.append(Row(label: "Diagnostic", value: "\(newest.source.rawValue): " + (flags.isEmpty ? "none set" : flags),
                            style: newest.flags.isEmpty ? .good : .warn))
        }
        return rows
    }
}

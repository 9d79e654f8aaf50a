import Foundation

/// Readable transcripts of scenario runs: text for people, JSON lines for tools. Deterministic: the same
/// run gives the same bytes. Text output is terminal-safe (untrusted text goes through `SafeText`).
public enum Transcript {
    // MARK: Text

    /// The whole run as text: a header, each step with its effects and checks, and the verdict.
    /// `quiet`: only failed checks, the error and the verdict. `explain`: under each effect, the rule behind it,
    /// its summary and its sources (`run --explain`).
    public static func text(_ run: ScenarioRun, quiet: Bool = false, explain: Bool = false) -> String {
        var lines: [String] = []
        if quiet {
            for record in run.records {
                for failure in record.failures { lines.append("  ✗ " + safe(failure.failureMessage)) }
            }
        } else if let scenario = run.scenario {
            lines += header(scenario)
            for record in run.records { lines += self.lines(for: record, explain: explain) }
        }
        if case .invalid(let error) = run.outcome {
            lines.append("  ✗ " + safe(error.description))
        }
        lines.append(verdict(run))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `PASS  name (file)`, `FAIL …`, `INVALID …`.
    public static func verdict(_ run: ScenarioRun) -> String {
        let label: String
        switch run.outcome {
        case .passed: label = "PASS"
        case .failed(let failures): label = "FAIL (\(failures.count) failed check\(failures.count == 1 ? "" : "s"))"
        case .invalid: label = "INVALID"
        }
        let name = run.scenario.map { " " + safe($0.name) } ?? ""
        return "\(label)\(name) [\(safe(run.file))]"
    }

    /// The scenario's title, device and app.
    public static func header(_ scenario: Scenario) -> [String] {
        var lines = ["▶ " + safe(scenario.name)]
        if let summary = scenario.summary?.trimmingCharacters(in: .whitespacesAndNewlines), !summary.isEmpty {
            for line in summary.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("  " + safe(String(line))) }
        }
        let device = scenario.device
        var deviceLine = "  device: \(device.os) (\(device.os.band.label)), Allow Once grace \(device.allowOnceGrace)"
        if !device.locationServices { deviceLine += ", Location Services off" }
        if device.restricted { deviceLine += ", restricted" }
        lines.append(deviceLine)
        let source: String
        switch scenario.app.source {
        // The path as the scenario writes it (the same on every machine), else the resolved one.
        case .file(let path): source = scenario.app.writtenPath ?? path
        case .inline: source = "inline"
        }
        lines.append("  app: “\(safe(scenario.app.profile.displayName))” (\(safe(source)))")
        for note in scenario.app.notes { lines.append("  note: " + safe(note)) }
        return lines
    }

    /// One step: `line:column  step`, its narration, effects (alerts drawn out) and checks.
    public static func lines(for record: StepRecord, explain: Bool = false) -> [String] {
        let step = record.step
        var lines = ["\(step.position.line):\(step.position.column)".padding(toLength: 7, withPad: " ", startingAt: 0) + safe(step.text)]
        if let say = step.say {
            for line in say.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("       » " + safe(String(line))) }
        }
        for effect in record.effects {
            lines.append("         \(effect.at) " + safe(effect.kind.text))
            if case .alertPresented(let alert) = effect.kind {
                let content = PromptCatalog.content(for: alert, os: record.state.os, app: record.state.app)
                lines += alertLines(content).map { "              " + $0 }
            }
            if explain { lines += explanation(effect).map { "              " + $0 } }
        }
        for result in record.results {
            if result.passed {
                lines.append("         ✓ \(result.field): " + safe(result.expected))
            } else {
                lines.append("         ✗ \(result.field): expected " + safe(result.expected) + ", got " + safe(result.actual))
            }
        }
        return lines
    }

    /// An alert as a few lines: title, message, extras, buttons in order.
    public static func alertLines(_ content: AlertContent) -> [String] {
        var lines = [safe(content.title) + (content.unverified ? "  (unverified)" : "")]
        for line in content.message.split(separator: "\n", omittingEmptySubsequences: false) where !content.message.isEmpty {
            lines.append(safe(String(line)))
        }
        for extra in content.extras { lines.append(safe(content.text(of: extra))) }
        lines.append(content.buttons.map { "[" + safe($0.label) + "]" }.joined(separator: " "))
        if let note = content.localization?.fallbackNote { lines.append("note: " + safe(note)) }
        return lines
    }

    static func safe(_ text: String) -> String { SafeText.neutralize(text) }

    /// `why: rule-id — summary` and one `source:` line per source (title and address), for `--explain`. An effect
    /// that applied an iOS rule on another platform (cited as `ios-rule-on-other-platform`) adds
    /// `iOS rule applied: rule-id — summary (its range)` and that rule's `source:` lines.
    public static func explanation(_ effect: Effect) -> [String] {
        let rule = effect.rule
        var lines = ["why: \(rule.id) — \(rule.summary)" + (rule.documented ? "" : " (emulator decision)")]
        if rule.sources.isEmpty { lines.append("source: none (an emulator mechanic)") }
        lines += RuleDocument.sourceLines(rule).map { "source: " + $0 }
        if let applied = effect.appliedIOSRule {
            lines.append("iOS rule applied: \(applied.id) — \(applied.summary) (\(applied.range)"
                         + (applied.documented ? ")" : "; emulator decision)"))
            if applied.sources.isEmpty { lines.append("source: none (an emulator mechanic)") }
            lines += RuleDocument.sourceLines(applied).map { "source: " + $0 }
        }
        return lines
    }

    // MARK: JSON lines

    /// One JSON object per step (`"type": "step"`), then one for the result (`"type": "result"`).
    public static func jsonLines(_ run: ScenarioRun) -> [String] {
        run.records.map { json(for: $0) } + [resultJSON(run)]
    }

    /// `{"type":"step","file":…,"line":…,"column":…,"index":…,"step":…,"say":…,"effects":[…],"checks":[…],"state":{…}}`.
    public static func json(for record: StepRecord) -> String {
        let step = record.step
        let object: [String: Any] = [
            "formatVersion": JSONOutput.formatVersion,
            "type": "step",
            "file": step.position.file,
            "line": step.position.line,
            "column": step.position.column,
            "index": record.index,
            "step": step.text,
            "say": step.say.map { $0 as Any } ?? NSNull(),
            "effects": record.effects.map { effectObject($0, state: record.state) },
            "checks": record.results.map(resultObject),
            "state": stateObject(record.state),
        ]
        return encode(object)
    }

    public static func resultJSON(_ run: ScenarioRun) -> String {
        var object: [String: Any] = [
            "formatVersion": JSONOutput.formatVersion,
            "type": "result",
            "file": run.file,
            "scenario": run.scenario.map { $0.name as Any } ?? NSNull(),
            "result": run.outcome.label,
            "exitCode": Int(run.outcome.exitCode),
        ]
        switch run.outcome {
        case .passed: object["failures"] = [Any]()
        case .failed(let failures): object["failures"] = failures.map(resultObject)
        case .invalid(let error):
            object["failures"] = [Any]()
            // A file-level error (the file cannot be read) has no line or column: null, not 1:1.
            object["error"] = ["file": error.position.file,
                               "line": error.isFileLevel ? NSNull() : error.position.line as Any,
                               "column": error.isFileLevel ? NSNull() : error.position.column as Any,
                               "message": error.message, "text": error.description] as [String: Any]
        }
        return encode(object)
    }

    static func effectObject(_ effect: Effect, state: EngineState) -> [String: Any] {
        var object: [String: Any] = [
            "at": effect.at.description,
            "ms": effect.at.milliseconds,
            "text": effect.kind.text,
            "rule": effect.rule.id,
            "reference": effect.rule.reference,
            "sources": effect.rule.sources,
        ]
        // Only on an effect that cites ios-rule-on-other-platform: the iOS rule the engine applied.
        if let applied = effect.appliedIOSRule {
            object["appliedIOSRule"] = ["id": applied.id, "reference": applied.reference, "sources": applied.sources,
                                        "range": applied.range.description, "documented": applied.documented] as [String: Any]
        }
        switch effect.kind {
        case .alertPresented(let alert):
            object["alert"] = alertObject(PromptCatalog.content(for: alert, os: state.os, app: state.app), precise: alert.precise)
        case .callback(let manager, let callback):
            object["manager"] = manager
            object["callback"] = callback.text
        case .console(let line):
            object["console"] = line
        default: break
        }
        return object
    }

    static func alertObject(_ content: AlertContent, precise: Bool?) -> [String: Any] {
        var object: [String: Any] = [
            "kind": content.kind.scenarioName,
            "title": content.title,
            "message": content.message,
            "buttons": content.buttons.map(\.label),
            "precise": precise.map { $0 as Any } ?? NSNull(),
            "unverified": content.unverified,
            "confidence": content.confidence.rawValue,
            "preferred": content.preferredLabel.map { $0 as Any } ?? NSNull(),
        ]
        // A device set to another language (issue 13 §4): which table worded it and what stayed English.
        if let localization = content.localization {
            object["language"] = ["device": localization.language.code,
                                  "table": localization.localizationID.map { $0 as Any } ?? NSNull(),
                                  "fallbackNote": localization.fallbackNote.map { $0 as Any } ?? NSNull()] as [String: Any]
        }
        return object
    }

    static func resultObject(_ result: ExpectationResult) -> [String: Any] {
        [
            "field": result.field,
            "expected": result.expected,
            "actual": result.actual,
            "passed": result.passed,
            "file": result.position.file,
            "line": result.position.line,
            "column": result.position.column,
        ]
    }

    /// The state after a step, as the scenario fields name it.
    public static func stateObject(_ state: EngineState) -> [String: Any] {
        let alert = state.alert.map { alertObject(PromptCatalog.content(for: $0, os: state.os, app: state.app), precise: $0.precise) }
        return [
            "clock": state.clock.description,
            "clockMs": state.clock.milliseconds,
            "lifecycle": state.lifecycle.rawValue,
            "status": state.status.name,
            "stored": state.authorization.label,
            "temporary": state.authorization.isTemporary,
            "provisional": state.authorization.isProvisional,
            "accuracy": state.accuracy.map { $0.name as Any } ?? NSNull(),
            "settings": state.settingsChoice.map { $0.label(on: state.os) as Any } ?? NSNull(),
            "locationServices": state.locationServicesEnabled,
            "restricted": state.restricted,
            "preciseLocation": state.preciseLocation,
            "indicator": state.indicator.rawValue,
            "managers": state.managerIDs,
            "updatingLocation": state.updatingLocation,
            "updatingManagers": state.updatingManagerIDs,
            "monitoring": state.monitoring.sorted().map(\.rawValue),
            "heldEvents": state.heldEvents.map(\.event.rawValue),
            "alert": alert.map { $0 as Any } ?? NSNull(),
        ]
    }

    /// Sorted keys, no slash escaping, and C1 / bidi / invisible characters escaped as `\uXXXX` so the
    /// line is safe to print to a terminal.
    static func encode(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: JSONOutput.lineOptions),
              let text = String(data: data, encoding: .utf8) else {
            return "{\"type\":\"error\",\"message\":\"cannot encode JSON\"}"
        }
        return JSONOutput.escapeInvisible(text)
    }
}

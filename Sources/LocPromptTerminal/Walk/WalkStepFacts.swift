import LocPromptCore
import LocPromptScenario

/// What a step did, in a few short facts, for the walk's caption under a step without `say:` narration.
///
/// The walk used to leave the newest narration up (dimmed) through every later step without one, so the key
/// moment of the README's lesson, Allow Once lapsing at `advance: 1m`, was captioned “The person allows access
/// just this once.” (audit 24h, trainer friction 2). `present` captions such a step with the step itself; the
/// walk's caption already names the step, and now says what it did, from the engine's effects only: the alert
/// that appeared, the status change, what the app hears, what was held, dropped or refused, the checks.
enum WalkStepFacts {
    /// The facts of `record`, most telling first; `statusBefore` is `StepObservation.statusText` before the step.
    static func facts(_ record: StepRecord, statusBefore: String) -> [String] {
        // An `expect:` (or a step's `rejected:`): what it checked, failures first.
        let checks = record.results.filter { !$0.passed }.map { "✗ \($0.field): expected \($0.expected), got \($0.actual)" }
            + record.results.filter(\.passed).map { "✓ \($0.field): \($0.expected)" }
        if case .expect = record.step.action { return checks }
        let observation = StepObservation(effects: record.effects, state: record.state)
        var facts: [String] = []
        if let refusal = observation.refusal { facts.append("Refused: \(refusal)") }
        for alert in observation.alerts { facts.append("Alert: \(alert.title)") }
        for effect in record.effects {
            if case .alertDismissed = effect.kind { facts.append(effect.kind.text) }
        }
        if observation.status != statusBefore { facts.append("Status: \(statusBefore) → \(observation.status)") }
        if !observation.callbacks.isEmpty { facts.append("The app hears: " + observation.callbacks.joined(separator: "; ")) }
        for effect in record.effects {
            switch effect.kind {
            case .eventHeld, .eventDropped, .relaunched, .modernUpdate, .returned: facts.append(effect.kind.text)
            default: break
            }
        }
        // The app moving between foreground and background, after what it brought about (`launch`: “The app
        // hears: …(notDetermined) · app: foreground”).
        for effect in record.effects {
            if case .lifecycle = effect.kind { facts.append(effect.kind.text) }
        }
        facts += observation.nothing.map { "Nothing happens: \($0)" }
        if facts.isEmpty {
            // The status bar alone: said rather than nothing at all.
            facts = record.effects.compactMap { effect in
                if case .indicator = effect.kind { return effect.kind.text }
                return nil
            }
        }
        if facts.isEmpty && checks.isEmpty { facts = ["No visible change"] }
        return facts + checks
    }
}

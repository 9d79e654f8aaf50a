import LocPromptCore

/// Derives the question for the next step of a scenario session, from the engine alone.
///
/// The truth is what the session's next step does (the very step the walk then plays). Wrong choices are the
/// same step played elsewhere, in this order of preference before the seeded pick: the alert's other buttons
/// (for a `tap:`), the same scenario on the platform's other OS bands (their representative versions), and
/// the same state with each other stored authorization. Outcomes that read the same as the truth, or as each
/// other, are dropped; a step whose every variant reads like the truth is not asked (there is nothing to
/// predict). Shuffled with `SeededGenerator`: the same seed gives the same question.
public enum QuizDeriver {
    /// At most this many choices (the right one and up to three wrong ones).
    public static let maximumChoices = 4

    /// The question for `session`'s next step, or nil when the step is not worth asking (an `expect:` or a
    /// narration, a step that cannot play, or a step whose outcome is the same everywhere).
    public static func question(for session: ScenarioSession, seed: UInt64) -> QuizQuestion? {
        guard let step = session.nextStep else { return nil }
        switch step.action {
        case .expect, .say: return nil
        default: break
        }
        var played = session
        guard let record = try? played.step() else { return nil }
        let truth = StepObservation(effects: record.effects, state: record.state)
        let right = QuizChoice(lines: QuizChoice.lines(truth, statusBefore: StepObservation.statusText(session.state)), origin: "what this device (\(session.state.os)) does")
        var seen: Set<[String]> = [right.lines]
        var candidates: [QuizChoice] = []
        for variant in variants(of: session, step: step) where seen.insert(variant.lines).inserted {
            candidates.append(variant)
        }
        guard !candidates.isEmpty else { return nil }
        var generator = SeededGenerator.forQuestion(seed: seed, step: session.nextIndex)
        candidates.shuffle(using: &generator)
        var choices = [right] + candidates.prefix(maximumChoices - 1)
        choices.shuffle(using: &generator)
        let correct = choices.firstIndex(of: right) ?? 0
        return QuizQuestion(stepIndex: session.nextIndex, step: step, prompt: prompt(for: step), choices: choices,
                            correct: correct, truth: truth)
    }

    /// Every variant outcome of `step`, in preference order (duplicates included; the caller drops them).
    static func variants(of session: ScenarioSession, step: ScenarioStep) -> [QuizChoice] {
        let index = session.nextIndex
        let compareStep = CompareStep(step: step, number: index + 1)
        var out: [QuizChoice] = []
        // The alert's other buttons.
        if case .tap(let label) = step.action, let content = session.visibleAlert {
            let chosen = content.button(labelled: label)
            for button in content.buttons where button != chosen {
                var state = session.state
                let effects = state.apply(.tap(button.answer))
                out.append(QuizChoice(lines: QuizChoice.lines(StepObservation(effects: effects, state: state),
                                                              statusBefore: StepObservation.statusText(session.state)),
                                      origin: "what “\(button.label)” does"))
            }
        }
        // The same scenario on the other bands of its platform.
        let plan = ComparePlan(scenario: session.scenario)
        let before = plan.steps.filter { $0.number <= index }.count
        let current = session.state.os
        for band in OSBand.bands(for: current.platform) where band != current.band {
            let os = DeviceOS(band: band)
            guard var state = CompareRunner.state(plan, on: os, after: before) else { continue }
            let statusBefore = StepObservation.statusText(state)
            guard let observation = CompareRunner.play(compareStep, on: &state).observation else { continue }
            out.append(QuizChoice(lines: QuizChoice.lines(observation, statusBefore: statusBefore), origin: "what \(os) (\(band.label)) does"))
        }
        // The same state with another stored authorization.
        let others: [StoredAuthorization] = [.notDetermined, .denied, .whenInUse(temporary: false), .whenInUse(temporary: true),
                                             .always(provisional: false), .always(provisional: true)]
        for authorization in others where authorization != session.state.authorization {
            var state = session.state
            state.authorization = authorization
            let statusBefore = StepObservation.statusText(state)
            guard let observation = CompareRunner.play(compareStep, on: &state).observation else { continue }
            out.append(QuizChoice(lines: QuizChoice.lines(observation, statusBefore: statusBefore), origin: "what happens from \(authorization.label)"))
        }
        return out
    }

    /// The question's wording for a step.
    static func prompt(for step: ScenarioStep) -> String {
        switch step.action {
        case .tap(let label): return "The person taps “\(label)”. What happens?"
        case .call(let action): return "The app calls \(action.rawValue)(). What happens?"
        case .lifecycle(let action): return "The app: \(action.rawValue). What happens?"
        case .settings: return "In Settings: \(step.text.dropFirst("settings: ".count)). What happens?"
        case .advance(let duration): return "Time passes: \(duration). What happens?"
        case .event(let event): return "The world: \(event.rawValue). What happens?"
        default: return "Next: \(step.text). What happens?"
        }
    }
}

import LocPromptCore

/// Derives the question for the next step of a scenario session, from the engine alone.
///
/// The truth is what the session's next step does (the very step the walk then plays). Wrong choices are the
/// same step played elsewhere, in this order of preference before the seeded pick: the alert's other buttons
/// (for a `tap:`), the same scenario on the platform's other OS bands (their representative versions), and
/// the same state with each other stored authorization. Every choice names the authorization callback as this
/// device does (`CallbackSpelling`): a variant from another band differs in substance (the alert, the status,
/// which callbacks the app hears) or not at all. Outcomes that read the same as the truth, or as each other, are
/// dropped; a step whose every variant reads like the truth is not asked (there is nothing to predict). Among
/// the rest, `QuizDistractors` prefers a status not offered yet, then another alert, then the callbacks alone.
/// Shuffled with `SeededGenerator`: the same seed gives the same question.
public enum QuizDeriver {
    /// At most this many choices (the right one and up to three wrong ones).
    public static let maximumChoices = 4

    /// The question for `session`'s next step, or nil when the step is not worth asking (an `expect:` or a
    /// narration, a step that cannot play, or a step whose outcome is the same everywhere).
    public static func question(for session: ScenarioSession, seed: UInt64) -> QuizQuestion? {
        var bands = QuizBands(scenario: session.scenario)
        return question(for: session, seed: seed, bands: &bands)
    }

    /// The same, with the other bands' states kept by the caller from one question to the next (`QuizModel`):
    /// each step then costs the same however far into the scenario it is.
    public static func question(for session: ScenarioSession, seed: UInt64, bands: inout QuizBands) -> QuizQuestion? {
        guard let step = session.nextStep else { return nil }
        switch step.action {
        case .expect, .say: return nil
        default: break
        }
        var played = session
        guard let record = try? played.step() else { return nil }
        let truth = StepObservation(effects: record.effects, state: record.state)
        let modern = session.state.os.era.usesModernAuthorizationCallback
        let right = QuizChoice(lines: QuizChoice.lines(truth, statusBefore: StepObservation.statusText(session.state), modernCallback: modern),
                               origin: "what this device (\(session.state.os)) does")
        var seen: Set<[String]> = [right.lines]
        var candidates: [QuizChoice] = []
        bands.catchUp(before: session.nextIndex)
        for variant in variants(of: session, step: step, bands: bands) where seen.insert(variant.lines).inserted {
            candidates.append(variant)
        }
        guard !candidates.isEmpty else { return nil }
        var generator = SeededGenerator.forQuestion(seed: seed, step: session.nextIndex)
        candidates.shuffle(using: &generator)
        var choices = [right] + QuizDistractors.pick(candidates, truth: right, count: maximumChoices - 1)
        choices.shuffle(using: &generator)
        let correct = choices.firstIndex(of: right) ?? 0
        return QuizQuestion(stepIndex: session.nextIndex, step: step, prompt: prompt(for: step, alert: session.visibleAlert), choices: choices,
                            correct: correct, truth: truth)
    }

    /// Every variant outcome of `step`, in preference order (duplicates included; the caller drops them).
    static func variants(of session: ScenarioSession, step: ScenarioStep) -> [QuizChoice] {
        var bands = QuizBands(scenario: session.scenario)
        bands.catchUp(before: session.nextIndex)
        return variants(of: session, step: step, bands: bands)
    }

    static func variants(of session: ScenarioSession, step: ScenarioStep, bands: QuizBands) -> [QuizChoice] {
        let index = session.nextIndex
        let compareStep = CompareStep(step: step, number: index + 1)
        let modern = session.state.os.era.usesModernAuthorizationCallback
        var out: [QuizChoice] = []
        // The alert's other buttons.
        if case .tap(let choice) = step.action, let content = session.visibleAlert {
            let chosen = content.button(choice)
            for button in content.buttons where button != chosen {
                var state = session.state
                let effects = state.apply(.tap(button.answer))
                out.append(QuizChoice(lines: QuizChoice.lines(StepObservation(effects: effects, state: state),
                                                              statusBefore: StepObservation.statusText(session.state), modernCallback: modern),
                                      origin: "what “\(button.label)” does"))
            }
        }
        // The same scenario on the other bands of its platform.
        for band in bands.states {
            guard var state = band.state else { continue }
            let statusBefore = StepObservation.statusText(state)
            guard let observation = CompareRunner.play(compareStep, on: &state).observation else { continue }
            // Spelled as this device names the callback; the origin, shown after the answer, keeps the band's own name.
            let asThere = QuizChoice.lines(observation, statusBefore: statusBefore)
            let lines = QuizChoice.lines(observation, statusBefore: statusBefore, modernCallback: modern)
            let spelling = lines == asThere ? "" : " (where the callback is spelled "
                + (modern ? "locationManager(_:didChangeAuthorization:))" : "locationManagerDidChangeAuthorization(_:))")
            out.append(QuizChoice(lines: lines, origin: "what \(band.os) (\(band.os.band.label)) does\(spelling)"))
        }
        // The same state with another stored authorization.
        let others: [StoredAuthorization] = [.notDetermined, .denied, .whenInUse(temporary: false), .whenInUse(temporary: true),
                                             .always(provisional: false), .always(provisional: true)]
        for authorization in others where authorization != session.state.authorization {
            var state = session.state
            state.authorization = authorization
            let statusBefore = StepObservation.statusText(state)
            guard let observation = CompareRunner.play(compareStep, on: &state).observation else { continue }
            out.append(QuizChoice(lines: QuizChoice.lines(observation, statusBefore: statusBefore, modernCallback: modern),
                                  origin: "what happens from \(authorization.label)"))
        }
        return out
    }

    /// The question's wording for a step.
    static func prompt(for step: ScenarioStep, alert: AlertContent? = nil) -> String {
        switch step.action {
        case .tap(let choice):
            // An `answer:` step names the button by what it does; the question names it as the person reads it.
            let label: String
            switch choice {
            case .label(let text): label = text
            case .answer(let answer): label = alert?.button(choice)?.label ?? answer.rawValue
            }
            return "The person taps “\(label)”. What happens?"
        case .call(let action): return "The app calls \(action.rawValue)(). What happens?"
        case .lifecycle(let action): return "The app: \(action.rawValue). What happens?"
        case .settings: return "In Settings: \(step.text.dropFirst("settings: ".count)). What happens?"
        case .advance(let duration): return "Time passes: \(duration). What happens?"
        case .event(let event): return "The world: \(event.rawValue). What happens?"
        default: return "Next: \(step.text). What happens?"
        }
    }
}

/// The scenario played on the platform's other OS bands (their representative versions), kept step by step
/// alongside the session, for the quiz's band variants.
public struct QuizBands: Sendable {
    public struct Band: Sendable {
        public let os: DeviceOS
        /// nil once a step could not be played there (`CompareCell.stops`).
        public var state: EngineState?
    }

    let plan: ComparePlan
    public private(set) var states: [Band]
    /// How many of the plan's steps have been played on every band.
    private var played = 0

    public init(scenario: Scenario) {
        let plan = ComparePlan(scenario: scenario)
        let own = scenario.device.os
        self.plan = plan
        states = OSBand.bands(for: own.platform).filter { $0 != own.band }.map { band in
            let os = DeviceOS(band: band)
            return Band(os: os, state: plan.initialState(on: os))
        }
    }

    /// Plays, on every band, the plan's steps that come before scenario step `index` and are not played yet.
    public mutating func catchUp(before index: Int) {
        while played < plan.steps.count, plan.steps[played].number <= index {
            let step = plan.steps[played]
            for position in states.indices {
                guard var state = states[position].state else { continue }
                let stops = CompareRunner.play(step, on: &state).stops
                states[position].state = stops ? nil : state
            }
            played += 1
        }
    }
}

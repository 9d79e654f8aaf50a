import LocPromptCore

/// What one step did on one OS version.
public enum CompareCell: Hashable, Sendable {
    /// The step played (a refusal by the emulated system is an observation too: it changes nothing).
    case played(StepObservation)
    /// `tap:` with no alert on screen on this version (e.g. no upgrade alert on iOS 13.0–13.3): nothing was
    /// tapped, nothing changed, the column goes on. `status` is the unchanged status.
    case noAlert(status: String)
    /// `tap:` on an alert that has none of the step's labels on this version: the column stops here, since the
    /// later steps assume an answer this version's alert cannot give. Holds the alert's buttons.
    case noSuchButton(buttons: [String], status: String)
    /// `precise:` with no Precise switch on screen (before iOS 14): nothing changed, the column goes on.
    case noPreciseSwitch(status: String)
    /// After a stop: not played. `stoppedAt` is the scenario's number of the step that stopped the column.
    case notReached(stoppedAt: Int)

    public var observation: StepObservation? {
        if case .played(let observation) = self { return observation }
        return nil
    }

    /// True when the column stops at this cell.
    public var stops: Bool {
        if case .noSuchButton = self { return true }
        return false
    }
}

/// Plays a `ComparePlan` on one OS version, step by step, straight on the engine. Unlike a scenario run, a
/// step that cannot be played as written on that version is an observation, not an error (see `CompareCell`).
public enum CompareRunner {
    /// Every step's cell on `os`, in the plan's order.
    public static func cells(_ plan: ComparePlan, on os: DeviceOS) -> [CompareCell] {
        var state = plan.initialState(on: os)
        var cells: [CompareCell] = []
        var stoppedAt: Int?
        for step in plan.steps {
            if let stoppedAt {
                cells.append(.notReached(stoppedAt: stoppedAt))
                continue
            }
            let cell = play(step, on: &state)
            if cell.stops { stoppedAt = step.number }
            cells.append(cell)
        }
        return cells
    }

    /// The state on `os` after the plan's first `count` steps (nil when a step stopped the column before).
    public static func state(_ plan: ComparePlan, on os: DeviceOS, after count: Int) -> EngineState? {
        var state = plan.initialState(on: os)
        for step in plan.steps.prefix(count) where play(step, on: &state).stops { return nil }
        return state
    }

    /// Plays one step on `state`. `tap:` takes the first of its labels the alert on screen has; `answer:` the button
    /// with that answer.
    public static func play(_ step: CompareStep, on state: inout EngineState) -> CompareCell {
        switch step.step.action {
        case .tap(let choice):
            guard let alert = state.alert else { return .noAlert(status: StepObservation.statusText(state)) }
            let content = PromptCatalog.content(for: alert, os: state.os, app: state.app)
            let found: AlertButton?
            if case .answer = choice {
                found = content.button(choice)
            } else {
                found = step.tapLabels.lazy.compactMap({ content.button(labelled: $0) }).first
            }
            guard let button = found else {
                return .noSuchButton(buttons: content.buttons.map(\.label), status: StepObservation.statusText(state))
            }
            return observe(state.apply(.tap(button.answer)), state)
        case .precise(let on):
            if let alert = state.alert, state.preciseSwitchWithheld(on: alert) { return observe(state.apply(.togglePrecise), state) }
            guard let current = state.alert?.precise else { return .noPreciseSwitch(status: StepObservation.statusText(state)) }
            return observe(current == on ? [] : state.apply(.togglePrecise), state)
        case .expect, .say:
            return observe([], state)
        default:
            var effects: [Effect] = []
            for event in step.step.engineEvents ?? [] { effects += state.apply(event) }
            return observe(effects, state)
        }
    }

    private static func observe(_ effects: [Effect], _ state: EngineState) -> CompareCell {
        .played(StepObservation(effects: effects, state: state))
    }
}

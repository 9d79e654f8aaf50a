/// Plays a scenario one step at a time: the headless runner and the interactive walkthrough both drive
/// the engine through this. A plain value: copy it to keep a point to come back to.
public struct ScenarioSession: Sendable {
    public let scenario: Scenario
    /// The engine state after the last played step.
    public private(set) var state: EngineState
    /// Index in `scenario.steps` of the next step to play.
    public private(set) var nextIndex: Int = 0
    /// What happened since the previous `expect` (callbacks, console lines, deliveries, returned values).
    public private(set) var observations = Observations()
    /// Every failed check so far.
    public private(set) var failures: [ExpectationResult] = []
    /// Set when a step turned out invalid; the session stops there.
    public private(set) var error: ScenarioError?

    public init(scenario: Scenario) {
        self.scenario = scenario
        self.state = scenario.initialState()
    }

    /// True once every step has been played or a step was invalid.
    public var isFinished: Bool { error != nil || nextIndex >= scenario.steps.count }

    /// The step `step()` will play next.
    public var nextStep: ScenarioStep? { isFinished ? nil : scenario.steps[nextIndex] }

    /// The alert on screen, worded by the catalog (nil when there is none).
    public var visibleAlert: AlertContent? {
        state.alert.map { PromptCatalog.content(for: $0, os: state.os, app: state.app) }
    }

    /// The result so far: invalid, failed (at least one check failed), or passed.
    public var outcome: ScenarioOutcome {
        if let error { return .invalid(error) }
        return failures.isEmpty ? .passed : .failed(failures)
    }

    /// Plays the next step and returns what it did, or nil when the scenario is finished.
    /// Throws (and stops the session) when the step is invalid: a `tap:` on a button that is not on screen,
    /// `precise:` with no Precise switch, or a step the emulated system refuses without `rejected:`.
    @discardableResult
    public mutating func step() throws(ScenarioError) -> StepRecord? {
        guard !isFinished else { return nil }
        let index = nextIndex
        let step = scenario.steps[index]
        do {
            let record = try play(step, index: index)
            nextIndex += 1
            failures += record.failures
            return record
        } catch {
            self.error = error
            throw error
        }
    }

    /// Plays every remaining step; stops at an invalid one. Returns the records of the steps played.
    public mutating func runToEnd() -> [StepRecord] {
        // A record holds the whole engine state (about 750 bytes inline): reserving the array instead of letting it
        // double halves the memory a 10,000-step run touches, and its page faults (issue 15, `run` linear).
        var records: [StepRecord] = []
        records.reserveCapacity(scenario.steps.count - nextIndex)
        while !isFinished {
            guard let record = try? step() else { break }
            records.append(record)
        }
        return records
    }

    private mutating func play(_ step: ScenarioStep, index: Int) throws(ScenarioError) -> StepRecord {
        // A significant change waiting for the app to restart the service comes first: the restart delivers it.
        let heldBefore = (state.significantChangeWaiting ? [WorldEvent.significantChange] : []) + state.heldEvents.map(\.event)
        var effects: [Effect] = []
        var results: [ExpectationResult] = []
        switch step.action {
        case .tap(let choice):
            guard let content = visibleAlert else {
                throw ScenarioError(step.position, "\(choice.quoted): there is no alert on screen")
            }
            guard let button = content.button(choice) else {
                throw ScenarioError(step.position, Self.noSuchButton(choice, content))
            }
            effects = state.apply(.tap(button.answer))
        case .precise(let on):
            guard let alert = state.alert else {
                throw ScenarioError(step.position, "precise: there is no alert on screen")
            }
            if state.preciseSwitchWithheld(on: alert) {
                // NSLocationDefaultAccuracyReduced: no switch on this alert; the engine refuses with the reason, so a
                // step that shows it says `rejected:` (rule default-accuracy-reduced).
                effects = state.apply(.togglePrecise)
                break
            }
            guard let current = alert.precise else {
                // No switch on this alert (before iOS 14, or not a first prompt): the person cannot flip it, so the
                // engine refuses, as for a withheld switch above, and a step that shows it says `rejected:`.
                // Without `rejected:` the error says where the writer may have meant (Settings' switch).
                if step.rejected == nil {
                    let settings = state.offersPreciseLocationSetting && state.os.platform != .macOS
                        ? "; Precise Location in Settings is `settings: { precise: on | off }`" : ""
                    throw ScenarioError(step.position, "precise: the \(alert.kind.scenarioName) alert has no Precise switch (iOS 14+ first prompt only)\(settings) "
                                        + "(if that is what the scenario shows, add `rejected: true` to the step)")
                }
                effects = state.apply(.togglePrecise)
                break
            }
            if current != on { effects = state.apply(.togglePrecise) }
        case .expect(let expectation):
            results = expectation.evaluate(state: state, observed: observations)
            // The next expect sees only what happens after this one; it keeps what this one counted for its hints.
            observations = Observations(countedBefore: .init(line: step.position.line, callbacks: observations.callbacks))
        case .say:
            break
        case .lifecycle, .call, .requestTemporaryFullAccuracy, .modern, .setProperty, .settings, .advance, .event, .systemPrompt:
            for event in step.engineEvents ?? [] { effects += state.apply(event) }
        }
        results += try checkRefusals(step, effects)
        observe(effects, step: step, heldBefore: heldBefore)
        return StepRecord(index: index, step: step, effects: effects, results: results, state: state)
    }

    /// A refused step is invalid unless the step says `rejected:`; then it must be refused.
    private func checkRefusals(_ step: ScenarioStep, _ effects: [Effect]) throws(ScenarioError) -> [ExpectationResult] {
        let refusals = effects.compactMap { effect -> String? in
            if case .rejected(let why) = effect.kind { return why }
            return nil
        }
        guard let rejected = step.rejected else {
            if let why = refusals.first {
                throw ScenarioError(step.position, "\(step.text): the emulated system refuses this step: \(why) "
                                    + "(if that is what the scenario shows, add `rejected: true` to the step)")
            }
            return []
        }
        let actual = refusals.isEmpty ? "the step was accepted" : "refused: " + refusals.joined(separator: "; ")
        let expected = rejected.match.isEmpty ? "the step to be refused" : "a refusal containing “\(rejected.match)”"
        let passed = !refusals.isEmpty && (rejected.match.isEmpty || refusals.contains { $0.contains(rejected.match) })
        return [ExpectationResult(field: "rejected", expected: expected, actual: actual, passed: passed, position: rejected.position)]
    }

    /// Adds the step's effects to what `expect` will look at.
    private mutating func observe(_ effects: [Effect], step: ScenarioStep, heldBefore: [WorldEvent]) {
        var held = heldBefore.filter { $0 == .locationUpdate || $0 == .significantChange }
        // One location reaches every manager that runs the service (rule updates-per-manager), and one region entry or
        // visit every live manager (rule monitoring-events-every-manager): `delivered:` counts the event once, not once
        // per manager, so a step counts as many as the manager that got the most of that callback.
        var batchesPerManager: [Int: Int] = [:]
        var batchesCounted = 0
        var monitoringPerManager: [WorldEvent: [Int: Int]] = [:]
        var monitoringCounted: [WorldEvent: Int] = [:]
        for effect in effects {
            observations.rules += effect.rules.map(\.id)
            switch effect.kind {
            case .callback(let manager, let callback):
                observations.callbacks.append(.init(manager: manager, text: callback.text, line: step.position.line))
                switch callback {
                case .didEnterRegion, .didExitRegion, .didVisit:
                    let event: WorldEvent = callback == .didVisit ? .visit : callback == .didExitRegion ? .regionExit : .regionEntry
                    let count = monitoringPerManager[event, default: [:]][manager, default: 0] + 1
                    monitoringPerManager[event, default: [:]][manager] = count
                    guard count > monitoringCounted[event, default: 0] else { break }
                    monitoringCounted[event] = count
                    observations.delivered.append(event)
                case .didUpdateLocations:
                    // didUpdateLocations carries both standard updates and significant changes: attribute it to
                    // the step's event, else to an event that was held, else to a standard update. The initial fix
                    // of startUpdatingLocation() or startMonitoringSignificantLocationChanges() is no event the
                    // scenario sent: `delivered:` leaves it out, and `callbacks` shows it (rules
                    // standard-updates-initial-fix, standard-updates-initial-fix-waits, significant-change-initial-fix,
                    // significant-change-initial-fix-waits).
                    if effect.names(.standardUpdatesInitialFix) || effect.names(.standardUpdatesInitialFixWaits)
                        || effect.names(.significantChangeInitialFix) || effect.names(.significantChangeInitialFixWaits) {
                        break
                    }
                    let batches = batchesPerManager[manager, default: 0] + 1
                    batchesPerManager[manager] = batches
                    guard batches > batchesCounted else { break }
                    batchesCounted = batches
                    if case .event(let event) = step.action, event == .locationUpdate || event == .significantChange {
                        observations.delivered.append(event)
                    } else if !held.isEmpty {
                        observations.delivered.append(held.removeFirst())
                    } else {
                        observations.delivered.append(.locationUpdate)
                    }
                default: break
                }
            case .modernUpdate(let delivery) where delivery.delivered:
                // A CLMonitor event carries no entry or exit of its own (the condition's state is not modelled): it
                // counts as the step's region event, and as an entry when it waited for the app.
                if delivery.source == .liveUpdate {
                    observations.delivered.append(.locationUpdate)
                } else if case .event(.regionExit) = step.action {
                    observations.delivered.append(.regionExit)
                } else {
                    observations.delivered.append(.regionEntry)
                }
            case .console(let line): observations.console.append(line)
            case .returned(_, let value): observations.returned.append(value)
            default: break
            }
        }
    }
}

/// What one step did: its effects, the checks it ran, and the state after it.
public struct StepRecord: Sendable {
    public let index: Int
    public let step: ScenarioStep
    public let effects: [Effect]
    /// The results of `expect:` checks, and of `rejected:`.
    public let results: [ExpectationResult]
    /// The engine state after the step.
    public let state: EngineState

    public var failures: [ExpectationResult] { results.filter { !$0.passed } }
    public var passed: Bool { failures.isEmpty }

    /// Alerts that appeared during the step, worded by the catalog.
    public var presentedAlerts: [AlertContent] {
        effects.compactMap { effect in
            if case .alertPresented(let alert) = effect.kind { return PromptCatalog.content(for: alert, os: state.os, app: state.app) }
            return nil
        }
    }
}

/// How a scenario ended. Exit codes: 0 passed, 1 an expectation failed, 2 invalid.
public enum ScenarioOutcome: Hashable, Sendable {
    case passed
    case failed([ExpectationResult])
    case invalid(ScenarioError)

    public var exitCode: Int32 {
        switch self {
        case .passed: return ExitStatus.success.rawValue
        case .failed: return ExitStatus.checkFailed.rawValue
        case .invalid: return ExitStatus.badInput.rawValue
        }
    }

    public var label: String {
        switch self {
        case .passed: return "passed"
        case .failed: return "failed"
        case .invalid: return "invalid"
        }
    }
}

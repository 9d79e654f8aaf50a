import LocPromptCore
import LocPromptScenario

/// The phone's look in a presentation: iOS's light or dark appearance (`D`, `--appearance`), drawn on its surface.
extension Appearance {
    var surface: Surface { self == .light ? .light : .dark }
}

/// How a presentation starts.
public struct PresentOptions: Hashable, Sendable {
    public var appearance: Appearance
    /// `--show-confidence`: the catalog's "unverified" badge and language note on alerts (`C` toggles).
    public var showConfidence: Bool

    public init(appearance: Appearance = .light, showConfidence: Bool = false) {
        self.appearance = appearance
        self.showConfidence = showConfidence
    }
}

/// A scenario presented step by step. The session is a plain value: going back restarts it from `start` and
/// plays the same steps again through the engine, so every state shown is the one the scenario produces.
public struct PresentScript: Sendable {
    /// The session before any step.
    public let start: ScenarioSession
    public fileprivate(set) var session: ScenarioSession
    /// The steps played at each stop: the presentation pauses after each step that is not a check; the `expect:`
    /// checks after it play with it (the audience sees what happened, the checks run silently).
    public let stops: [Int]
    /// Which stop is on screen.
    public fileprivate(set) var stop = 0

    init(scenario: Scenario) {
        start = ScenarioSession(scenario: scenario)
        session = start
        stops = Self.stops(scenario.steps)
    }

    public var scenario: Scenario { start.scenario }

    static func stops(_ steps: [ScenarioStep]) -> [Int] {
        var index = 0
        func skipChecks() {
            while index < steps.count, case .expect = steps[index].action { index += 1 }
        }
        skipChecks()
        var stops = [index]
        while index < steps.count {
            index += 1
            skipChecks()
            stops.append(index)
        }
        return stops
    }

    /// The steps that the current stop played (its main step first); empty at the start.
    public var stepsOfStop: ArraySlice<ScenarioStep> {
        guard stop > 0 else { return [] }
        return scenario.steps[stops[stop - 1]..<min(stops[stop], scenario.steps.count)]
    }

    /// The step in focus: the one the current stop played (nil at the start).
    public var shown: ScenarioStep? { stepsOfStop.first }

    /// The narration of the current stop: its last `say:`; at the start, the scenario's description.
    public var narration: String? {
        if stop == 0 { return scenario.summary?.trimmingSpacesAndNewlines }
        return stepsOfStop.last { $0.say != nil }?.say
    }

    public var isAtEnd: Bool { stop == stops.count - 1 || session.error != nil }
}

/// A presentation without a terminal: the phone alone, the scenario's narration as a caption, forward and back
/// through its steps; or, without a scenario, free play with the emulator's keys. Keys go in (`handle`), the
/// screen (`PresentScreen`) reads the model. Every authorization decision is the engine's: steps play through
/// `ScenarioSession`, free-play keys through `FrontEndModel` and its key table.
public struct PresentModel: Sendable {
    /// The device as shown (state, alert focus, log, Settings).
    public private(set) var screen: FrontEndModel
    /// The scenario and where the presentation is in it; nil in free play.
    public private(set) var script: PresentScript?
    public private(set) var appearance: Appearance
    public private(set) var showConfidence: Bool
    /// The inspector and log beside the phone (`I`).
    public private(set) var panesVisible = false
    public private(set) var helpVisible = false
    public private(set) var helpPage = 0
    /// How many times the scenario was replayed from its start (going back): the tests count them.
    private(set) var replays = 0

    /// A scripted presentation, at its start.
    public init(scenario: Scenario, options: PresentOptions = PresentOptions(), size: Size = Size(rows: 24, cols: 80)) {
        let script = PresentScript(scenario: scenario)
        self.script = script
        self.screen = WalkModel.initialScreen(script.start, size: size)
        self.appearance = options.appearance
        self.showConfidence = options.showConfidence
        go(to: 0)
    }

    /// Free play: the emulator's device and keys in the presentation's look.
    public init(freePlay screen: FrontEndModel, options: PresentOptions = PresentOptions()) {
        self.screen = screen
        self.script = nil
        self.appearance = options.appearance
        self.showConfidence = options.showConfidence
    }

    public var isFreePlay: Bool { script == nil }

    public var size: Size {
        get { screen.size }
        set { screen.size = newValue }
    }

    public var state: EngineState { screen.state }

    /// The bindings in effect now, in lookup order: the presentation's, then (free play) the emulator's.
    public var keyTable: [KeyBinding] {
        script == nil ? PresentKeyBindings.common + screen.keyTable : PresentKeyBindings.scripted
    }

    public var helpRows: [KeyBinding] { PresentKeyBindings.helpRows(freePlay: isFreePlay) }

    /// A notice of the run loop (the ASCII fallback), in the log.
    mutating func note(_ text: String) { screen.note(text) }

    // MARK: Keys

    /// Handles one key; returns what to redraw.
    @discardableResult
    public mutating func handle(_ key: Key) -> Redraw {
        screen.setMessage(nil)
        if key == .resize { return .full }
        if helpVisible {
            return HelpOverlay.handleKey(key, rows: helpRows, in: size, visible: &helpVisible, page: &helpPage)
        }
        if case .click(let row, let col) = key { return click(row: row, col: col) }
        if let binding = KeyBindings.lookup(key, in: script == nil ? PresentKeyBindings.common : keyTable),
           case .present(let action) = binding.action {
            return perform(action)
        }
        // Free play: the emulator's own handling (its tables, the Settings confirmation, the wheel).
        if script == nil { return screen.handle(key) }
        // A wheel turned by accident neither moves the demo nor puts a note on the projector.
        if key == .wheelUp || key == .wheelDown { return .none }
        screen.setMessage("Space/→ next step · ← back · D light/dark · ? keys · q quit")
        return .frame
    }

    /// The scripted presentation's action for `key` (nil in free play, with the help open, or for a key of none).
    func scriptedAction(_ key: Key) -> PresentAction? {
        guard script != nil, !helpVisible, let binding = KeyBindings.lookup(key, in: keyTable),
              case .present(let action) = binding.action else { return nil }
        return action
    }

    /// “Previous step” replays the scenario from its start: the keys typed meanwhile are read first, so that a
    /// held ← (or a clicker's PgUp pressed ten times) is one replay to where they lead (audit 13 F4).
    public func readsAhead(_ key: Key) -> Bool { scriptedAction(key) == .back }

    /// `key` with the keys already typed after it: a run of “previous step” presses is folded into one replay to
    /// the stop it leads to; a quit key (q) typed meanwhile quits at once, without replaying. Other keys are
    /// left in `following`, to be handled after.
    @discardableResult
    public mutating func handle(_ key: Key, following: inout [Key]) -> Redraw {
        guard readsAhead(key), let script else { return handle(key) }
        if following.contains(where: { scriptedAction($0) == .quit }) { return .quit }
        var presses = 1
        while let next = following.first, readsAhead(next) {
            following.removeFirst()
            presses += 1
        }
        guard presses > 1, script.stop > 0 else { return handle(key) }
        screen.setMessage(nil)
        go(to: max(0, script.stop - presses))
        return .frame
    }

    mutating func perform(_ action: PresentAction) -> Redraw {
        switch action {
        case .quit: return .quit
        case .redraw: return .full
        case .toggleHelp:
            helpVisible.toggle()
            helpPage = 0
        case .toggleAppearance: appearance = appearance.other
        case .togglePanes: panesVisible.toggle()
        case .toggleConfidence: showConfidence.toggle()
        case .forward: forward()
        case .back: back()
        case .first: go(to: 0)
        case .last: go(to: (script?.stops.count ?? 1) - 1)
        }
        return .frame
    }

    /// The next stop, played on from the current state.
    public mutating func forward() {
        guard let script else { return }
        if script.session.error != nil {
            screen.setMessage("The scenario stops at an invalid step: ← goes back")
        } else if script.isAtEnd {
            screen.setMessage("The end of the scenario: ← back · Home start · q quit")
        } else {
            go(to: script.stop + 1)
        }
    }

    /// The previous stop, replayed from the start.
    public mutating func back() {
        guard let script else { return }
        guard script.stop > 0 else {
            screen.setMessage("This is the start: Space/→ plays the first step")
            return
        }
        go(to: script.stop - 1)
    }

    /// Goes to stop `target`: on from the current one, or (going back) from the start of the scenario.
    public mutating func go(to target: Int) {
        guard var script else { return }
        let target = min(max(0, target), script.stops.count - 1)
        if target < script.stop || script.session.error != nil || target == 0 {
            replays += 1
            script.session = script.start
            screen = WalkModel.initialScreen(script.start, size: screen.size)
        }
        while script.session.nextIndex < script.stops[target], let step = script.session.nextStep {
            let clock = script.session.state.clock
            var entries = [LogEntry(at: clock, text: "› \(step.text)  (line \(step.position.line))", kind: .input, style: .title)]
            do {
                guard let record = try script.session.step() else { break }
                entries += record.effects.map { LogEntry(effect: $0, on: record.state.os) }
                entries += record.failures.map {
                    LogEntry(at: record.state.clock, text: "✗ \($0.field): expected \($0.expected), got \($0.actual)", kind: .note, style: .bad)
                }
                screen.show(record.state, logging: entries)
            } catch {
                entries.append(LogEntry(at: clock, text: "✗ invalid step: \(error.message) (line \(error.position.line))", kind: .note, style: .bad))
                screen.append(entries)
                break
            }
        }
        if script.session.error != nil {
            // The demo stops at the refused step: the stop that plays it is the one on screen (and what ← leaves
            // from), not the one asked for (End or a run of presses went past it; audit 14 F3).
            let failing = script.session.nextIndex
            script.stop = min(target, script.stops.firstIndex { $0 > failing } ?? script.stops.count - 1)
        } else {
            script.stop = target
        }
        // The button the scenario's next step taps is highlighted, so the audience sees what comes.
        if let next = script.session.nextStep, case .tap(let choice) = next.action, let content = script.session.visibleAlert,
           let button = content.button(choice), let position = content.buttons.firstIndex(of: button) {
            screen.focus(button: position)
        }
        self.script = script
    }

    /// A click taps the alert's button under it in free play; in a scenario the steps decide.
    mutating func click(row: Int, col: Int) -> Redraw {
        guard script == nil, !screen.settingsOpen, screen.confirmation == nil, let content = screen.alertContent else { return .none }
        let layout = PresentLayout(size, panes: panesVisible)
        guard let hit = AlertView.button(at: row, col: col, box: LargePhone.alertBox(content, model: self),
                                         in: layout.phoneScreen, maxCols: layout.alertColumns) else { return .none }
        return screen.perform(.ui(.tapPosition(hit)))
    }

    /// Time passing by itself in free play (Allow Once lapsing, the arrow fading).
    public mutating func tick() -> Redraw {
        script == nil ? screen.tick() : .none
    }
}

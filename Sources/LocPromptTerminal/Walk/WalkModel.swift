import LocPromptCore
import LocPromptScenario

/// How a walkthrough advances.
public struct WalkOptions: Hashable, Sendable {
    /// `--step`: pause after every step; Space, → or Enter plays the next one.
    public var stepByStep: Bool
    /// `--autoplay [DELAY]`: the walk answers `tap:` steps itself after this delay; nil: the presenter answers.
    public var autoplay: Duration?
    /// `--pace`: the real time between steps that run by themselves (narrated steps stay up longer).
    public var pace: Duration

    public static let defaultPace: Duration = .milliseconds(800)
    public static let defaultAutoplayDelay: Duration = .milliseconds(1500)

    public init(stepByStep: Bool = false, autoplay: Duration? = nil, pace: Duration = WalkOptions.defaultPace) {
        self.stepByStep = stepByStep
        self.autoplay = autoplay
        self.pace = pace
    }
}

/// Where a walkthrough is.
public enum WalkPhase: Hashable, Sendable {
    /// The next step runs by itself after `WalkModel.autoDelay`.
    case running
    /// Waiting for Space/→/Enter (`--step`, or paused with `p`).
    case paused
    /// The next step is `tap:` and its alert is on screen: the presenter answers (or autoplay does).
    /// `position` is the scenario's button, counted from 0 in on-screen order.
    case awaitingTap(label: String, position: Int)
    /// A step was invalid (e.g. refused by the emulated system); nothing runs by itself any more.
    case stopped(ScenarioError)
    /// Every step played.
    case finished(ScenarioOutcome)
}

/// A scenario walkthrough without a terminal: a `ScenarioSession` drives the engine, a `FrontEndModel` shows
/// its state (device, alert, inspector, log). The main loop calls `advance()` when `autoDelay` has passed and
/// `handle(_:)` for keys; tests call them directly (no real clock in here).
///
/// The presenter's answer to a `tap:` step is checked against the scenario: only the button the scenario names
/// plays the step (the scenario's later expectations assume its tap); another button leaves a note and the walk
/// keeps waiting.
public struct WalkModel: Sendable {
    public let options: WalkOptions
    public private(set) var session: ScenarioSession
    public private(set) var screen: FrontEndModel
    /// Steps advance by themselves (false after `--step` or `p`).
    public private(set) var running: Bool
    /// The step played last (nil before the first).
    public private(set) var shown: ScenarioStep?
    /// The most recent `say:` narration (the log keeps every one). The caption shows it only while its own step
    /// is in focus: a later step without narration is captioned with what it did (`facts`), not with a stale
    /// sentence (audit 24h, trainer friction 2).
    public private(set) var narration: String?
    /// What the step played last did (`WalkStepFacts`): the caption of a step without narration.
    public private(set) var facts: [String] = []
    /// Whole seconds until the next step plays by itself, while a countdown is shown (`showsCountdown`); set by
    /// the run loop, which owns the clock (tests set it directly). Nil: no countdown on screen.
    public internal(set) var countdown: Int?
    public private(set) var passedChecks = 0
    public private(set) var failedChecks = 0
    /// The `?` help is over the screen.
    public private(set) var helpVisible = false
    /// The help page shown (Space pages through a help that does not fit).
    public private(set) var helpPage = 0
    /// Changes whenever the automatic timer should start again (a step ran, pause toggled, restart): the main
    /// loop resets its deadline when it sees a new value.
    public private(set) var schedule = 0
    /// Free play (`T`): the walk as it was when the trainee left the script; nil while the script drives.
    public private(set) var freePlay: FreePlayMark?
    /// Words of the text now on screen, for the reading time of the next automatic step.
    private var readingWords = 0
    private let start: ScenarioSession

    public init(scenario: Scenario, options: WalkOptions = WalkOptions(), size: Size = Size(rows: 24, cols: 80)) {
        self.options = options
        let session = ScenarioSession(scenario: scenario)
        self.start = session
        self.session = session
        self.running = !options.stepByStep
        self.screen = Self.initialScreen(session, size: size)
        self.readingWords = Self.words(scenario.summary)
    }

    static func initialScreen(_ session: ScenarioSession, size: Size) -> FrontEndModel {
        let scenario = session.scenario
        let origin: String
        switch scenario.app.source {
        case .file(let path): origin = path
        case .inline: origin = "inline in the scenario"
        }
        var screen = FrontEndModel(state: session.state, apps: [AppChoice(profile: scenario.app.profile, origin: origin)], size: size)
        let os = scenario.device.os
        screen.append([
            LogEntry(at: session.state.clock, text: "walkthrough: \(SafeText.neutralize(scenario.name)) (\(SafeText.neutralize(scenario.file)))",
                     kind: .note, style: .title),
            LogEntry(at: session.state.clock, text: "\(os) (\(os.band.label)), app “\(SafeText.neutralize(scenario.app.profile.displayName))”, "
                     + "\(scenario.steps.count) steps", kind: .note, style: .dim),
        ])
        if let summary = scenario.summary?.split(whereSeparator: \.isNewline).joined(separator: " "), !summary.isEmpty {
            screen.append([LogEntry(at: session.state.clock, text: summary, kind: .note, style: .dim)])
        }
        return screen
    }

    public var scenario: Scenario { session.scenario }

    /// The terminal size the screen is drawn for.
    public var size: Size {
        get { screen.size }
        set { screen.size = newValue }
    }

    /// Steps played so far.
    public var played: Int { session.nextIndex }

    /// The number of the step the screen is about, as the header and the caption count it: the `tap:` the walk
    /// waits for (the next step), else the step played last (0 before the first). At the first tap of a scenario
    /// whose fourth step it is, that is step 4, not the 3 played (audit 14 F18). A step that stopped the walk as
    /// invalid is not counted as played either, and it is the one on screen: a refused `tap:` in fourth place is
    /// step 4 too, as a playable one is (audit 24h D5).
    public var stepInFocus: Int { pendingTap != nil || session.error != nil ? played + 1 : played }

    // MARK: Phase and timing

    /// The scenario's `tap:` (or `answer:`) the walk waits for: the next step is a tap and its button is on screen.
    /// (A tap on a button that is not there is not awaited: playing it stops the walk with the scenario's error.)
    public var pendingTap: (label: String, position: Int)? {
        guard let step = session.nextStep, case .tap(let choice) = step.action,
              let content = session.visibleAlert, let button = content.button(choice),
              let position = content.buttons.firstIndex(of: button) else { return nil }
        return (button.label, position)
    }

    /// The number (from 1) of the next `tap:` or `answer:` step still to play, if any.
    var upcomingTap: Int? {
        guard !session.isFinished else { return nil }
        let rest = scenario.steps[session.nextIndex...]
        return rest.firstIndex { if case .tap = $0.action { true } else { false } }.map { $0 + 1 }
    }

    public var phase: WalkPhase {
        if let error = session.error { return .stopped(error) }
        if session.isFinished { return .finished(session.outcome) }
        if let tap = pendingTap { return .awaitingTap(label: tap.label, position: tap.position) }
        return running ? .running : .paused
    }

    /// How long the main loop waits before calling `advance()`; nil: nothing happens by itself (block on keys).
    public var autoDelay: Duration? {
        guard running, freePlay == nil else { return nil }
        switch phase {
        case .running: return readingDelay
        case .awaitingTap: return options.autoplay
        case .paused, .stopped, .finished: return nil
        }
    }

    /// A wait of at least this long shows a countdown (“next step in 6 s · Space to go on”): the start of a walk
    /// shows the description for up to 8 × pace and looked frozen (audit 24h, trainer friction 7). Shorter waits
    /// pass before a countdown could be read.
    public static let countdownFrom: Duration = .seconds(2)

    /// The wait before the next automatic step is long enough to count down.
    public var showsCountdown: Bool { autoDelay.map { $0 >= Self.countdownFrom } ?? false }

    /// What the run loop waits for, `left` before the next automatic step: the seconds to show (nil without a
    /// countdown) and how long until that number changes (or the step is due). A countdown wakes the program
    /// once a second while it is on screen; without one the wait is the whole of `left`.
    public static func countdownWait(left: Duration, counting: Bool) -> (seconds: Int?, wait: Duration) {
        guard counting, left > .zero else { return (nil, max(.zero, left)) }
        let whole = left.components.seconds + (left.components.attoseconds > 0 ? 1 : 0)
        let seconds = Int(max(1, whole))
        return (seconds, left - .seconds(seconds - 1))
    }

    /// `pace`, longer while narration is up: pace × (1 + words / 5), at most 8 × pace.
    var readingDelay: Duration {
        options.pace * min(8.0, 1.0 + Double(readingWords) / 5.0)
    }

    static func words(_ text: String?) -> Int {
        text.map { $0.split(whereSeparator: { $0 == " " || $0 == "\n" }).count } ?? 0
    }

    // MARK: Time and keys

    /// What the timer does when `autoDelay` has passed: plays the next step, or autoplay's tap.
    @discardableResult
    public mutating func advance() -> Redraw {
        guard running else { return .none }
        switch phase {
        case .running:
            playNext()
            return .frame
        case .awaitingTap:
            guard options.autoplay != nil else { return .none }
            playNext()
            return .frame
        case .paused, .stopped, .finished:
            return .none
        }
    }

    /// The bindings in effect now, in lookup order: while the scenario's `tap:` waits, the alert's keys first.
    public var keyTable: [KeyBinding] {
        if freePlay != nil { return WalkKeyBindings.freePlay + screen.keyTable }
        if case .awaitingTap = phase { return WalkKeyBindings.alert + WalkKeyBindings.main }
        return WalkKeyBindings.main
    }

    /// Keys of the alert that do nothing, without a hint, while no `tap:` waits (a presenter pressing them a
    /// moment late should not be told off).
    static let silentOutsideAlerts: Set<Key> = [.escape, .char("1"), .char("2"), .char("3")]

    /// Handles one key through `keyTable`; returns what to redraw.
    @discardableResult
    public mutating func handle(_ key: Key) -> Redraw {
        screen.setMessage(nil)
        if key == .resize { return .full }
        if helpVisible {
            return HelpOverlay.handleKey(key, rows: helpRows, in: size, visible: &helpVisible, page: &helpPage)
        }
        if freePlay != nil {
            // Free play: T returns, ? shows this mode's keys, every other key is the emulator's.
            if key == .char("T") { return perform(.toggleFreePlay) }
            if key == .char("?") || key == .function(1) { return perform(.toggleHelp) }
            return screen.handle(key)
        }
        if case .click(let row, let col) = key {
            click(row: row, col: col)
            return .frame
        }
        // Esc closes the why pane first, even on the scenario's alert (where it otherwise does nothing).
        if key == .escape && screen.whySelection != nil { return perform(.closeWhy) }
        if let binding = KeyBindings.lookup(key, in: keyTable), case .walk(let action) = binding.action {
            return perform(action)
        }
        if case .awaitingTap(let label, let position) = phase {
            screen.setMessage("Your turn: tap “\(label)” on the alert (press \(position + 1)) · p pause · q quit")
        } else if key != .escape, Self.silentOutsideAlerts.contains(key), screen.alertContent != nil, let tap = upcomingTap {
            // The alert is up before the script reaches its tap: (a narrated step stays up to 8 × pace). Said, not
            // dropped in silence, so the presenter knows to press again then (audit 24h, trainer friction 3).
            screen.setMessage("Not yet: the script is at step \(stepInFocus); its tap: is step \(tap) · Space plays the next step now")
        } else if !Self.silentOutsideAlerts.contains(key) {
            screen.setMessage("The scenario drives the app: Space/→ next step · p pause/run · r restart · ? keys · q quit")
        }
        return .frame
    }

    mutating func perform(_ action: WalkAction) -> Redraw {
        switch action {
        case .quit: return .quit
        case .redraw: return .full
        case .toggleHelp: helpVisible.toggle(); helpPage = 0
        case .scrollLog(let delta): return screen.perform(.ui(.scrollLog(delta)))
        case .scrollLogPage(let direction):
            return screen.perform(.ui(.scrollLog(direction * FrontEndModel.logPage(paneRows: WalkLayout(size).log.rows))))
        case .scrollLogToStart: return screen.perform(.ui(.scrollLogToStart))
        case .scrollLogToEnd: return screen.perform(.ui(.scrollLogToEnd))
        case .selectLog(let delta): screen.selectLog(by: delta, in: WalkLayout(screen.size).log)
        case .closeWhy: return screen.perform(.ui(.closeWhy))
        case .togglePause: togglePause()
        case .restart: restart()
        case .nextStep: nextStep()
        case .tapPosition(let chosen):
            if case .awaitingTap(let label, let position) = phase { presenterTaps(chosen, expected: position, label: label) }
        case .tapFocused:
            if case .awaitingTap(let label, let position) = phase {
                presenterTaps(screen.focusedButton, expected: position, label: label)
            }
        case .focusNext, .focusPrevious:
            let count = screen.alertContent?.buttons.count ?? 0
            if count > 0 { screen.focus(button: (screen.focusedButton + (action == .focusNext ? 1 : count - 1)) % count) }
        case .refuseDismiss:
            screen.setMessage("Esc does nothing: a system alert cannot be dismissed, tap one of its buttons")
        case .toggleFreePlay:
            if freePlay == nil { enterFreePlay() } else { endFreePlay() }
        }
        return .frame
    }

    /// The rows `?` shows: the walk's keys, or in free play the way back and the emulator's keys.
    public var helpRows: [KeyBinding] {
        freePlay == nil ? WalkKeyBindings.helpRows : WalkKeyBindings.freePlay + KeyBindings.helpRows
    }

    // MARK: Free play

    /// Leaves the script: the emulator's keys now act on the device as it is at this step; the scenario waits.
    mutating func enterFreePlay() {
        // Numbered as the header numbers the step on screen: at the scenario's alert, the tap waited for (audit
        // 24h D5: the header said step 4 while free play said it left at, and T returned to, step 3).
        let step = stepInFocus
        freePlay = FreePlayMark(screen: screen, running: running, step: step)
        screen.append([LogEntry(at: screen.state.clock, text: "— free play from step \(step): the emulator's keys act on this device; "
                                + "T returns to the step —", kind: .note, style: .accent)])
        screen.setMessage("Free play: try anything (? keys) · T returns to step \(step)")
    }

    /// Back to the step where free play began: the walk's device exactly as it was there (the scenario session
    /// never moved), whatever was tried meanwhile.
    mutating func endFreePlay() {
        guard let mark = freePlay else { return }
        let size = screen.size
        screen = mark.screen
        screen.size = size
        running = mark.running
        freePlay = nil
        schedule += 1
        screen.append([LogEntry(at: screen.state.clock, text: "— back to step \(mark.step) of the script —", kind: .note, style: .accent)])
        screen.setMessage("Back at step \(mark.step): the script goes on from here")
    }

    /// Time passing by itself in free play (Allow Once lapsing, the arrow fading): the emulator's virtual timers.
    public mutating func tickFreePlay() -> Redraw {
        freePlay == nil ? .none : screen.tick()
    }

    /// Space, →, Enter or n: the next step; on the scenario's alert only autoplay plays it (the presenter taps).
    mutating func nextStep() {
        switch phase {
        case .finished, .stopped:
            screen.setMessage("The walkthrough is over: r starts it again, q quits")
        case .awaitingTap(let label, let position):
            if options.autoplay != nil {
                playNext()
            } else {
                screen.setMessage("Your turn: tap “\(label)” on the alert (press \(position + 1))")
            }
        case .running, .paused:
            playNext()
        }
    }

    /// A click taps the alert's button under it while the scenario's `tap:` waits; elsewhere it does nothing.
    mutating func click(row: Int, col: Int) {
        // A click on a log line opens the why pane on it.
        let log = WalkLayout(screen.size).log
        if col >= log.col, col < log.right, let entry = LogPane.entry(atRow: row, model: screen, in: log) {
            screen.selectLog(entry, in: log)
            return
        }
        guard case .awaitingTap(let label, let position) = phase, let content = screen.alertContent,
              let hit = AlertView.button(at: row, col: col, content: content, in: Layout(screen.size).deviceScreen) else { return }
        presenterTaps(hit, expected: position, label: label)
    }

    /// The presenter pressed a button: the scenario's tap plays only when it is the button the scenario names.
    mutating func presenterTaps(_ chosen: Int, expected: Int, label: String) {
        guard let content = screen.alertContent else { return }
        guard content.buttons.indices.contains(chosen) else {
            screen.setMessage("This alert has \(content.buttons.count) buttons")
            return
        }
        screen.focus(button: chosen)
        guard chosen == expected else {
            let text = "the scenario expects “\(label)” here, not “\(content.buttons[chosen].label)” (press \(expected + 1))"
            screen.append([LogEntry(at: session.state.clock, text: text, kind: .note, style: .warn)])
            screen.setMessage("The scenario expects “\(label)” here (press \(expected + 1)): its next checks assume that answer")
            return
        }
        playNext()
    }

    mutating func togglePause() {
        switch phase {
        case .stopped, .finished:
            screen.setMessage("The walkthrough is over: r starts it again, q quits")
        default:
            running.toggle()
            schedule += 1
            screen.setMessage(running ? "Running: steps play by themselves" : "Paused: Space/→ plays the next step, p runs again")
        }
    }

    /// Back to the first step, same options.
    public mutating func restart() {
        freePlay = nil
        session = start
        let size = screen.size
        screen = Self.initialScreen(session, size: size)
        running = !options.stepByStep
        shown = nil
        narration = nil
        facts = []
        countdown = nil
        passedChecks = 0
        failedChecks = 0
        readingWords = Self.words(scenario.summary)
        schedule += 1
    }

    // MARK: Playing

    /// Plays the next step through the scenario session and shows what it did.
    mutating func playNext() {
        guard let step = session.nextStep else { return }
        let clock = session.state.clock
        var entries = [LogEntry(at: clock, text: "› \(step.text)  (line \(step.position.line))", kind: .input, style: .title)]
        if let say = step.say {
            entries.append(LogEntry(at: clock, text: "» " + say.split(whereSeparator: \.isNewline).joined(separator: " "), kind: .note, style: .accent))
            narration = say
        }
        shown = step
        facts = []
        readingWords = Self.words(step.say)
        schedule += 1
        let statusBefore = StepObservation.statusText(session.state)
        do {
            guard let record = try session.step() else { return }
            facts = WalkStepFacts.facts(record, statusBefore: statusBefore)
            entries += record.effects.map { LogEntry(effect: $0, on: record.state.os) }
            for result in record.results {
                if result.passed {
                    passedChecks += 1
                    entries.append(LogEntry(at: record.state.clock, text: "✓ \(result.field): \(result.expected)", kind: .note, style: .good))
                } else {
                    failedChecks += 1
                    entries.append(LogEntry(at: record.state.clock,
                                            text: "✗ \(result.field): expected \(result.expected), got \(result.actual) (line \(result.position.line))",
                                            kind: .note, style: .bad))
                }
            }
            screen.show(record.state, logging: entries)
        } catch {
            entries.append(LogEntry(at: clock, text: "✗ invalid step, the walkthrough stops here: \(error.message) (line \(error.position.line))",
                                    kind: .note, style: .bad))
            screen.append(entries)
            return
        }
        if session.isFinished {
            screen.append([LogEntry(at: session.state.clock, text: verdict, kind: .note, style: failedChecks == 0 ? .good : .bad)])
        } else if let tap = pendingTap, options.autoplay != nil {
            // Show the audience which button autoplay is about to tap.
            screen.focus(button: tap.position)
        }
    }

    /// `verdict: passed (6 checks)` or `verdict: failed (2 of 6 checks failed)`.
    public var verdict: String {
        let total = passedChecks + failedChecks
        if session.error != nil { return "verdict: invalid scenario" }
        if failedChecks == 0 { return "verdict: passed (\(total) check\(total == 1 ? "" : "s"))" }
        return "verdict: failed (\(failedChecks) of \(total) checks failed)"
    }

    /// A note of the front end in the log (the run loop's ASCII-fallback notice).
    mutating func note(_ text: String) { screen.note(text) }
}

/// Where free play began: the walk's screen (device state, log, focus) and whether it was running by itself.
public struct FreePlayMark: Sendable {
    public let screen: FrontEndModel
    public let running: Bool
    /// The step in focus when free play began (`WalkModel.stepInFocus`): the one T returns to.
    public let step: Int
}

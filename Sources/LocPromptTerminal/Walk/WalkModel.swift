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
    /// The most recent `say:` narration; it stays up until the next one.
    public private(set) var narration: String?
    public private(set) var passedChecks = 0
    public private(set) var failedChecks = 0
    /// Changes whenever the automatic timer should start again (a step ran, pause toggled, restart): the main
    /// loop resets its deadline when it sees a new value.
    public private(set) var schedule = 0
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

    // MARK: Phase and timing

    /// The scenario's `tap:` the walk waits for: the next step is a tap and its button is on screen.
    /// (A tap on a button that is not there is not awaited: playing it stops the walk with the scenario's error.)
    public var pendingTap: (label: String, position: Int)? {
        guard let step = session.nextStep, case .tap(let label) = step.action,
              let content = session.visibleAlert, let button = content.button(labelled: label),
              let position = content.buttons.firstIndex(of: button) else { return nil }
        return (button.label, position)
    }

    public var phase: WalkPhase {
        if let error = session.error { return .stopped(error) }
        if session.isFinished { return .finished(session.outcome) }
        if let tap = pendingTap { return .awaitingTap(label: tap.label, position: tap.position) }
        return running ? .running : .paused
    }

    /// How long the main loop waits before calling `advance()`; nil: nothing happens by itself (block on keys).
    public var autoDelay: Duration? {
        guard running else { return nil }
        switch phase {
        case .running: return readingDelay
        case .awaitingTap: return options.autoplay
        case .paused, .stopped, .finished: return nil
        }
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

    /// Handles one key; returns what to redraw.
    @discardableResult
    public mutating func handle(_ key: Key) -> Redraw {
        screen.setMessage(nil)
        switch key {
        case .resize, .ctrl("l"): return .full
        case .char("q"): return .quit
        case .pageUp: return screen.perform(.ui(.scrollLog(-5)))
        case .pageDown: return screen.perform(.ui(.scrollLog(5)))
        case .wheelUp: return screen.perform(.ui(.scrollLog(-3)))
        case .wheelDown: return screen.perform(.ui(.scrollLog(3)))
        case .end: return screen.perform(.ui(.scrollLogToEnd))
        case .char("p"): togglePause()
        case .char("r"): restart()
        // The why pane: select a log line (keys or a click) to see its rule and sources.
        case .char("["): screen.selectLog(by: -1, in: WalkLayout(screen.size).log)
        case .char("]"): screen.selectLog(by: 1, in: WalkLayout(screen.size).log)
        case .escape where screen.whySelection != nil: return screen.perform(.ui(.closeWhy))
        case .click(let row, let col) where WhyPane.logEntry(atRow: row, col: col, model: screen, in: WalkLayout(screen.size).log) != nil:
            screen.selectLog(WhyPane.logEntry(atRow: row, col: col, model: screen, in: WalkLayout(screen.size).log)!,
                             in: WalkLayout(screen.size).log)
        default:
            if case .awaitingTap(let label, let position) = phase {
                handleAlertKey(key, label: label, position: position)
            } else {
                handleStepKey(key)
            }
        }
        return .frame
    }

    mutating func handleStepKey(_ key: Key) {
        switch key {
        case .space, .right, .enter, .char("n"):
            switch phase {
            case .finished, .stopped: screen.setMessage("The walkthrough is over: r starts it again, q quits")
            default: playNext()
            }
        case .escape, .char("1"), .char("2"), .char("3"), .click:
            break
        default:
            screen.setMessage("The scenario drives the app: Space/→ next step · p pause/run · r restart · q quit")
        }
    }

    mutating func handleAlertKey(_ key: Key, label: String, position: Int) {
        let count = screen.alertContent?.buttons.count ?? 0
        switch key {
        case .char("1"): presenterTaps(0, expected: position, label: label)
        case .char("2"): presenterTaps(1, expected: position, label: label)
        case .char("3"): presenterTaps(2, expected: position, label: label)
        case .enter: presenterTaps(screen.focusedButton, expected: position, label: label)
        case .down, .right, .tab:
            if count > 0 { screen.focus(button: (screen.focusedButton + 1) % count) }
        case .up, .left, .backTab:
            if count > 0 { screen.focus(button: (screen.focusedButton + count - 1) % count) }
        case .click(let row, let col):
            if let content = screen.alertContent,
               let hit = AlertView.button(at: row, col: col, content: content, in: Layout(screen.size).deviceScreen) {
                presenterTaps(hit, expected: position, label: label)
            }
        case .space, .char("n"):
            if options.autoplay != nil {
                playNext()
            } else {
                screen.setMessage("Your turn: tap “\(label)” on the alert (press \(position + 1))")
            }
        case .escape:
            screen.setMessage("Esc does nothing: a system alert cannot be dismissed, tap one of its buttons")
        default:
            screen.setMessage("Your turn: tap “\(label)” on the alert (press \(position + 1)) · p pause · q quit")
        }
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
        session = start
        let size = screen.size
        screen = Self.initialScreen(session, size: size)
        running = !options.stepByStep
        shown = nil
        narration = nil
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
        readingWords = Self.words(step.say)
        schedule += 1
        do {
            guard let record = try session.step() else { return }
            entries += record.effects.map(LogEntry.init(effect:))
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
}

import LocPromptCore

/// The walkthrough (`locprompt walk`) as a `TerminalProgram`: the `WalkModel`, the walk's own key table,
/// `WalkScreen`, and the real-time timer of steps that run by themselves. The key read has a timeout only while
/// something is due to happen by itself (a step to run, autoplay's tap); waiting for the presenter, paused, or
/// finished, it blocks with no timeout (idle uses no CPU). A wait long enough to count down
/// (`WalkModel.showsCountdown`) wakes it once a second to redraw the seconds left, and only then. Virtual time
/// moves only with the scenario's own steps (`advance:`), so its checks hold whatever the wall clock does.
struct WalkProgram: TerminalProgram {
    private(set) var model: WalkModel
    private let clock = ContinuousClock()
    private var deadline: ContinuousClock.Instant?
    /// The model's `schedule` the deadline was set for: a new value restarts the timer.
    private var seenSchedule: Int
    /// Steps already marked in the recording.
    private var markedSteps: Int
    /// The wait last handed out by `timeout()` ends at the deadline (false: at a countdown's next second).
    private var waitReachesDeadline = true

    init(_ model: WalkModel) {
        self.model = model
        self.seenSchedule = model.schedule - 1
        self.markedSteps = model.played
        // The first frame is drawn before the first key read: its countdown must be there already.
        _ = wait()
    }

    var keyTable: [KeyBinding] { model.keyTable }
    var size: Size {
        get { model.size }
        set { model.size = newValue }
    }
    var recordingTitle: String { "locprompt walk: \(model.scenario.name)" }
    func isTooSmall(_ size: Size) -> Bool { WalkLayout(size).isTooSmall }
    func draw(on canvas: Canvas) { WalkScreen.draw(model, on: canvas) }
    mutating func handle(_ key: Key) -> Redraw {
        let redraw = model.handle(key)
        // The frame drawn after this key shows the countdown of the wait it started (or none).
        _ = wait()
        return redraw
    }

    mutating func timeout() -> Int32? {
        if model.freePlay != nil {
            // Free play: the emulator's virtual timers, once a second while one runs.
            return model.screen.nextTimer != nil ? 1000 : nil
        }
        return wait().map { left in
            // Rounded up: a wait cut to 0 ms would wake the loop again and again in its last millisecond.
            let ms = left.components.seconds * 1000 + (left.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            return Int32(clamping: max(0, ms))
        }
    }

    /// Restarts the deadline when the model asks for it, sets the countdown on screen, and returns how long the
    /// key read may wait (nil: block, nothing happens by itself).
    private mutating func wait() -> Duration? {
        if model.schedule != seenSchedule {
            seenSchedule = model.schedule
            deadline = model.autoDelay.map { clock.now + $0 }
        }
        guard let deadline, model.freePlay == nil else {
            model.countdown = nil
            return nil
        }
        let next = WalkModel.countdownWait(left: clock.now.duration(to: deadline), counting: model.showsCountdown)
        model.countdown = next.seconds
        waitReachesDeadline = (next.seconds ?? 1) <= 1
        return next.wait
    }

    mutating func timerFired() -> Redraw {
        if model.freePlay != nil { return model.tickFreePlay() }
        if deadline != nil, !waitReachesDeadline {
            // A countdown's second went by: redraw it; the step is not due yet.
            _ = wait()
            return .frame
        }
        deadline = nil
        let redraw = model.advance()
        _ = wait()
        return redraw
    }

    mutating func notice(_ text: String) { model.note(text) }

    mutating func afterEvent(recorder: TerminalRecorder?) {
        guard let recorder else { return }
        // One marker for each scenario step played (several may play between two frames) and one for each
        // alert. The actions a step sends are not marked again: the step's marker names them (issue 16: a
        // walk's markers came in pairs, `step 2: call: requestWhenInUseAuthorization` and then the log's
        // `app calls requestWhenInUseAuthorization()` for the same moment).
        while markedSteps < model.played {
            let step = model.scenario.steps[markedSteps]
            markedSteps += 1
            recorder.marker("step \(markedSteps): \(step.text)")
        }
        recorder.observe(model.screen, actions: false)
    }
}

/// The walkthrough's entry point.
public enum WalkSession {
    /// Runs the walkthrough until `q`; returns the exit status (0). Throws before touching the screen when
    /// there is no usable terminal. With `recording` (`--record`), every frame goes into that asciicast, with
    /// a marker at each scenario step and each alert; the caller closes it and checks its `failure`.
    public static func run(_ initial: WalkModel, recording: AsciicastWriter? = nil) throws(TerminalUnavailable) -> Int32 {
        try TerminalRunLoop.run(WalkProgram(initial), recording: recording)
    }
}

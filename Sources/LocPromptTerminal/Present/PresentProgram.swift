import LocPromptCore

/// The presentation (`locprompt present`) as a `TerminalProgram`: the `PresentModel`, its key table,
/// `PresentScreen`. A scripted presentation moves only on the presenter's keys (the read blocks: no CPU while
/// a slide is up); free play wakes up once a second while a virtual timer runs, as the emulator does.
struct PresentProgram: TerminalProgram {
    private(set) var model: PresentModel
    /// The stop last marked in the recording.
    private var markedStop: Int

    init(_ model: PresentModel) {
        self.model = model
        self.markedStop = model.script?.stop ?? 0
    }

    var keyTable: [KeyBinding] { model.keyTable }
    var size: Size {
        get { model.size }
        set { model.size = newValue }
    }
    var recordingTitle: String {
        "locprompt present: " + (model.script.map { SafeText.neutralize($0.scenario.name) } ?? "free play")
    }
    func isTooSmall(_ size: Size) -> Bool { PresentLayout(size, panes: model.panesVisible).isTooSmall }
    func draw(on canvas: Canvas) { PresentScreen.draw(model, on: canvas) }
    mutating func handle(_ key: Key) -> Redraw { model.handle(key) }
    func readsAhead(_ key: Key) -> Bool { model.readsAhead(key) }
    mutating func handle(_ key: Key, following: inout [Key]) -> Redraw { model.handle(key, following: &following) }
    mutating func timeout() -> Int32? { model.isFreePlay && model.screen.nextTimer != nil ? 1000 : nil }
    mutating func timerFired() -> Redraw { model.tick() }
    /// A notice of the run loop (the ASCII fallback), in the log as in the emulator and the walk.
    mutating func notice(_ text: String) { model.note(text) }

    mutating func afterEvent(recorder: TerminalRecorder?) {
        guard let recorder else { return }
        if let script = model.script, script.stop != markedStop {
            markedStop = script.stop
            let step = script.shown.map { ": " + $0.text } ?? ""
            recorder.marker("step \(script.stop) of \(script.stops.count - 1)\(step)")
        }
        recorder.observe(model.screen)
    }
}

/// The presentation's entry point.
public enum PresentSession {
    /// Runs the presentation until `q`; returns the exit status (0). Throws before touching the screen when
    /// there is no usable terminal. With `recording` (`--record`), every frame goes into that asciicast, with a
    /// marker at each step; the caller closes it and checks its `failure`.
    public static func run(_ initial: PresentModel, recording: AsciicastWriter? = nil) throws(TerminalUnavailable) -> Int32 {
        try TerminalRunLoop.run(PresentProgram(initial), recording: recording)
    }
}

import LocPromptCore

/// The emulator (`locprompt`, `locprompt ui`) as a `TerminalProgram`: the `FrontEndModel`, its key table
/// (Settings, then the alert, then the main keys), `MainScreen`, and the virtual timers.
struct EmulatorProgram: TerminalProgram {
    private(set) var model: FrontEndModel
    /// `--device`: called with the engine state after every key or timer step that changed it.
    let persist: ((EngineState) -> Void)?
    private var persisted: EngineState

    init(_ model: FrontEndModel, persist: ((EngineState) -> Void)?) {
        self.model = model
        self.persist = persist
        self.persisted = model.state
    }

    var keyTable: [KeyBinding] { model.keyTable }
    var size: Size {
        get { model.size }
        set { model.size = newValue }
    }
    var recordingTitle: String { InteractiveSession.recordingTitle(model) }
    func isTooSmall(_ size: Size) -> Bool { Layout(size).isTooSmall }
    func draw(on canvas: Canvas) { MainScreen.draw(model, on: canvas) }
    mutating func handle(_ key: Key) -> Redraw { model.handle(key) }
    /// Idle means idle: block with no timeout unless a virtual timer is running.
    mutating func timeout() -> Int32? { model.nextTimer != nil ? 1000 : nil }
    mutating func timerFired() -> Redraw { model.tick() }
    mutating func notice(_ text: String) { model.note(text) }

    mutating func afterEvent(recorder: TerminalRecorder?) {
        recorder?.observe(model)
        guard let persist, model.state != persisted else { return }
        persisted = model.state
        persist(persisted)
    }
}

/// The interactive emulator's entry point.
public enum InteractiveSession {
    /// Runs the interface until `q`; returns the exit status (0). Throws before touching the screen when there
    /// is no usable terminal (the caller prints the reason and exits with 2). With `recording` (`--record`), every
    /// frame goes into that asciicast too; the caller closes it and checks its `failure`.
    /// `persist` (`--device`) is called with the engine state after every key or timer step that changed it.
    public static func run(_ initial: FrontEndModel, recording: AsciicastWriter? = nil,
                           persist: ((EngineState) -> Void)? = nil) throws(TerminalUnavailable) -> Int32 {
        try TerminalRunLoop.run(EmulatorProgram(initial, persist: persist), recording: recording)
    }
}

import CNcurses
import LocPromptCore

/// The one shape of every full-screen mode (`ui`, `walk`, and the coming presentation mode): a model, the key
/// table it dispatches through, a screen drawn over the canvas, and what happens when time passes. The run loop
/// (`TerminalRunLoop`) owns the terminal, signals, resizes, the too-small screen and recording; a program only
/// says what its keys do and what its frame looks like, so a new mode is a new model and a new key table.
protocol TerminalProgram {
    associatedtype Model
    /// What the program shows (tests drive it directly, without a terminal).
    var model: Model { get }
    /// The bindings in effect now, in lookup order (the first binding holding a key wins); help is drawn from
    /// the program's whole table.
    var keyTable: [KeyBinding] { get }
    /// The terminal size the next frame is drawn for (set by the run loop at start and on every resize).
    var size: Size { get set }
    /// The asciicast's title with `--record`.
    var recordingTitle: String { get }
    /// Below this size the run loop shows the too-small screen, where only `q` works.
    func isTooSmall(_ size: Size) -> Bool
    /// Draws the whole frame (every frame starts from a cleared canvas).
    func draw(on canvas: Canvas)
    /// One key; returns what to redraw.
    mutating func handle(_ key: Key) -> Redraw
    /// How long the next key read may wait, in milliseconds; nil blocks with no timeout (an idle program
    /// uses no CPU).
    mutating func timeout() -> Int32?
    /// The wait given by `timeout()` ran out with no key.
    mutating func timerFired() -> Redraw
    /// After the first frame and after each key or timer: recording markers, saving a device.
    mutating func afterEvent(recorder: TerminalRecorder?)
    /// A one-line notice of the run loop, shown once where the program shows notes (the log): the ASCII fallback.
    mutating func notice(_ text: String)
    /// Whether the keys already typed after `key` should be read before it is handled, so that the program can
    /// fold them into one action (`present`'s ← replays the scenario: ten queued presses are one replay).
    func readsAhead(_ key: Key) -> Bool
    /// Handles `key` with the keys already typed after it (in order); takes from the front of `following` those it
    /// folds in, and the run loop handles the rest one by one.
    mutating func handle(_ key: Key, following: inout [Key]) -> Redraw
}

extension TerminalProgram {
    func readsAhead(_ key: Key) -> Bool { false }
    mutating func handle(_ key: Key, following: inout [Key]) -> Redraw { handle(key) }
}

/// The one run loop of the full-screen modes: starts the terminal (locale, checks, ncurses, the signal handlers
/// of `TerminalSession`), draws the first frame, then reads keys until the program quits. Resizes and the
/// too-small screen are handled here for every program.
enum TerminalRunLoop {
    /// Runs `initial` until it quits; returns the exit status: 0 on quit, 1 when the terminal is gone (blocking
    /// reads keep failing). Throws before touching the screen when there is no usable terminal. With
    /// `recording` (`--record`) every frame goes into that asciicast too; the caller closes it.
    static func run<Program: TerminalProgram>(_ initial: Program, recording: AsciicastWriter?) throws(TerminalUnavailable) -> Int32 {
        let session = TerminalSession()
        try session.start()
        defer { session.stop() }
        StartupTrace.mark("terminal set-up")
        var program = initial
        program.size = session.canvas.size
        if session.glyphs == .ascii { program.notice(AsciiFallback.notice) }
        if let recording { session.beginRecording(recording, title: program.recordingTitle) }
        draw(program, on: session, full: false)
        program.afterEvent(recorder: session.recorder)
        return loop(&program, on: session)
    }

    /// Draws a frame and shows it; the first one also closes the start-up trace.
    static func draw<Program: TerminalProgram>(_ program: Program, on session: TerminalSession, full: Bool) {
        if full { clearok(lp_stdscr(), true) }
        program.draw(on: session.canvas)
        StartupTrace.mark("drawing the frame")
        session.present(full: full)
        StartupTrace.finish("writing the frame")
    }

    /// The most keys read ahead at once (a held key or a paste is a few hundred; this bounds a flood's memory).
    static let readAheadLimit = 4096

    private static func loop<Program: TerminalProgram>(_ program: inout Program, on session: TerminalSession) -> Int32 {
        var consecutiveErrors = 0
        // Keys read ahead for `readsAhead` and not folded in: handled next, in order, before any new read.
        var queued: [Key] = []
        while true {
            let wait = program.timeout()
            let redraw: Redraw
            let read: Key?? = queued.isEmpty ? session.readKey(timeoutMilliseconds: wait) : .some(queued.removeFirst())
            switch read {
            case .none:
                guard wait != nil else {
                    // Blocking reads fail only when the terminal is gone: stop instead of spinning.
                    consecutiveErrors += 1
                    if consecutiveErrors > 20 { return 1 }
                    continue
                }
                consecutiveErrors = 0
                redraw = program.timerFired()
            case .some(.none):
                continue
            case .some(.some(let key)):
                consecutiveErrors = 0
                if key == .resize {
                    session.canvas.refreshSize()
                    program.size = session.canvas.size
                }
                if program.isTooSmall(session.canvas.size), key != .resize {
                    if key == .char("q") { return 0 }
                    continue
                }
                if program.readsAhead(key) {
                    queued += session.pendingKeys(limit: max(0, readAheadLimit - queued.count))
                    redraw = program.handle(key, following: &queued)
                } else {
                    redraw = program.handle(key)
                }
            }
            program.afterEvent(recorder: session.recorder)
            switch redraw {
            case .quit: return 0
            case .none: continue
            case .frame: draw(program, on: session, full: false)
            case .full: draw(program, on: session, full: true)
            }
        }
    }
}

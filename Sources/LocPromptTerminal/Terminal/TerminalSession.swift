import CNcurses
import LocPromptCore
#if canImport(Glibc)
import Glibc
#endif

/// Set from the SIGCONT handler; the loop redraws everything once it sees it.
nonisolated(unsafe) private var resumedFromStop: sig_atomic_t = 0
/// The SIGTSTP handler, kept so it can re-install itself after resuming.
nonisolated(unsafe) private var stopHandler: (@convention(c) (Int32) -> Void)?

/// Owns the terminal while the interface runs: locale, checks, ncurses set-up, signals, and always
/// restoring the terminal (quit, error, SIGINT/SIGTERM/SIGHUP with exit status 130/143/129).
final class TerminalSession {
    private var screen: OpaquePointer?
    private var output: UnsafeMutablePointer<FILE>?
    private var input: UnsafeMutablePointer<FILE>?
    private(set) var canvas: NcursesCanvas!
    private var running = false
    /// Set by `beginRecording` (`--record`): mirrors every frame into an asciicast.
    private(set) var recorder: TerminalRecorder?

    /// Makes UTF-8 text (curly quotes, box drawing, CJK) render: the user's locale, or C.UTF-8 when it is not UTF-8.
    static func setUpLocale() {
        setlocale(LC_ALL, "")
        if !currentCodesetIsUTF8() {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
    }

    static func currentCodesetIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Starts ncurses on the terminal, or says why it cannot.
    func start() throws(TerminalUnavailable) {
        Self.setUpLocale()
        // The screen goes to stdout when it is a terminal, else straight to /dev/tty (e.g. `x=$(locprompt)`).
        var outFD: Int32 = 1
        if isatty(1) != 1 {
            outFD = open("/dev/tty", O_WRONLY)
            guard outFD >= 0 else { throw TerminalUnavailable(reason: "standard output is not a terminal and /dev/tty cannot be opened") }
        }
        let term: String
        switch TerminalCheck.usableTerm(environment: getenv("TERM").map { String(cString: $0) }, outputFD: outFD) {
        case .success(let value): term = value
        case .failure(let error): throw error
        }
        installSignalHandlers()
        output = fdopen(outFD, "w")
        input = fdopen(0, "r")
        guard let output, let input, let screen = newterm(term, output, input) else {
            throw TerminalUnavailable(reason: "ncurses cannot start on TERM=\(term)")
        }
        self.screen = screen
        set_term(screen)
        running = true
        cbreak()
        noecho()
        nonl()
        keypad(lp_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        let useColor = !noColor && NcursesCanvas.setUpColors()
        mouseinterval(0)
        _ = mousemask(lp_button1_pressed() | lp_button4_pressed() | lp_button5_pressed(), nil)
        canvas = NcursesCanvas(useColor: useColor)
    }

    /// Leaves ncurses; the terminal is back as it was.
    func stop() {
        guard running else { return }
        running = false
        recorder?.finish()
        endwin()
        if let screen { delscreen(screen) }
        screen = nil
        if let output { fflush(output) }
    }

    deinit { stop() }

    private func installSignalHandlers() {
        // A parent may hand down blocked signals; resizing, Ctrl-Z and the exit signals need them delivered.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        for sig in [SIGWINCH, SIGTSTP, SIGCONT, SIGINT, SIGTERM, SIGHUP] { sigaddset(&wanted, sig) }
        sigprocmask(SIG_UNBLOCK, &wanted, nil)
        // Installed before newterm, so ncurses keeps ours; ncurses still handles SIGTSTP and SIGWINCH.
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { received in
                endwin()
                fflush(nil)
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // Ctrl-Z: our own handler rather than ncurses', because after `fg` ncurses leaves keypad mode off and
        // the first arrow key would read as Esc. Leave curses, stop, and on resume restore modes and keypad.
        stopHandler = { _ in
            endwin()
            fflush(nil)
            signal(SIGTSTP, SIG_DFL)
            // The signal is blocked while its handler runs: unblock it so the stop happens here and now.
            var stop = sigset_t()
            sigemptyset(&stop)
            sigaddset(&stop, SIGTSTP)
            sigprocmask(SIG_UNBLOCK, &stop, nil)
            raise(SIGTSTP)
            // Execution continues here after `fg`.
            signal(SIGTSTP, stopHandler)
            reset_prog_mode()
            keypad(lp_stdscr(), false)
            keypad(lp_stdscr(), true)
            resumedFromStop = 1
            wrefresh(lp_curscr())
        }
        signal(SIGTSTP, stopHandler)
        signal(SIGCONT) { _ in
            keypad(lp_stdscr(), true)
            resumedFromStop = 1
        }
    }

    /// Blocks for the next key (forever, or up to `timeoutMilliseconds`); nil on timeout.
    func readKey(timeoutMilliseconds: Int32?) -> Key?? {
        wtimeout(lp_stdscr(), timeoutMilliseconds ?? -1)
        var ch: wint_t = 0
        let result = wget_wch(lp_stdscr(), &ch)
        if resumedFromStop != 0 {
            // Back from Ctrl-Z: the handler already restored modes and redrew; a key read meanwhile is kept.
            resumedFromStop = 0
            if result == ERR { return .some(.resize) }
        }
        if result == ERR { return .none }
        if result == KEY_CODE_YES { return .some(functionKey(Int32(ch))) }
        return .some(character(UInt32(ch)))
    }

    private func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_BACKSPACE: return .backspace
        case KEY_RESIZE:
            canvas.refreshSize()
            return .resize
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            if event.bstate & lp_button4_pressed() != 0 { return .wheelUp }
            if lp_button5_pressed() != 0, event.bstate & lp_button5_pressed() != 0 { return .wheelDown }
            if event.bstate & lp_button1_pressed() != 0 { return .click(row: Int(event.y), col: Int(event.x)) }
            return nil
        default: return nil
        }
    }

    private func character(_ value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(value + 96)!))
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .char(Character(scalar))
        }
    }

    /// Shows what was drawn (`wrefresh`) and, when recording, writes it as a frame of the recording.
    func present(full: Bool) {
        wrefresh(lp_stdscr())
        recorder?.commitFrame(full: full)
    }

    /// Starts recording into `writer` (after `start()`): writes the header with the terminal's size, then every
    /// frame drawn on `canvas`. Markers: `recorder?.marker(...)`, `recorder?.observe(model)`.
    func beginRecording(_ writer: AsciicastWriter, title: String) {
        let canvas = self.canvas!
        let recorder = TerminalRecorder(writer: writer, size: canvas.size, useColor: canvas.useColor, title: title,
                                        terminalSize: { [unowned canvas] in canvas.size })
        canvas.mirror = recorder
        self.recorder = recorder
    }
}

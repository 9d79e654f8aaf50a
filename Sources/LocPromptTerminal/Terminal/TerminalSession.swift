import CNcurses
import LocPromptCore
import LocPromptFiles
#if canImport(Glibc)
import Glibc
#endif

/// Set from the SIGCONT handler; the loop redraws everything once it sees it.
nonisolated(unsafe) private var resumedFromStop: sig_atomic_t = 0
/// Set from our SIGWINCH handler: the size is read and clamped by `applyResize()`, never by ncurses, whose
/// coordinates are `short`: a 65535-cell side becomes -1 there and crashes it.
nonisolated(unsafe) private var windowChanged: sig_atomic_t = 0
/// The SIGTSTP handler, kept so it can re-install itself after resuming.
nonisolated(unsafe) private var stopHandler: (@convention(c) (Int32) -> Void)?

/// The terminal's descriptor while bracketed paste (mode 2004) is on, for the exit paths and signal handlers.
nonisolated(unsafe) private var bracketedPasteFD: Int32 = -1

/// Turns the terminal's bracketed paste on or off (`ESC [?2004h` / `ESC [?2004l`): on, a paste comes wrapped in
/// `ESC [200~` … `ESC [201~` and is dropped rather than taken as keys (audit 13 F11). One `write(2)` of a static
/// string: safe in a signal handler.
/// Whether mouse reporting is on, and so SGR coordinates (mode 1006) are asked for with the bracketed paste.
nonisolated(unsafe) private var sgrMouse = false

/// Bracketed paste (2004) on or off, and with mouse reporting SGR coordinates (1006): ncurses asks for SGR only
/// when the terminal's entry says so (`XM`, `kmous=\E[<`), and tmux's and most entries do not, so clicks came as
/// X10 bytes, which cannot say a column past 223 (a projector's wide terminal lost them; audit 24h designer 4).
/// `InputDecoder` reads the SGR reports; a terminal without 1006 ignores the request and ncurses reads its X10.
/// Every way out turns both off (stop, the exit signals, Ctrl-Z; the crash restore too).
private func setBracketedPaste(_ on: Bool) {
    guard bracketedPasteFD >= 0 else { return }
    let sequence: StaticString = sgrMouse
        ? (on ? "\u{1B}[?2004h\u{1B}[?1006h" : "\u{1B}[?2004l\u{1B}[?1006l")
        : (on ? "\u{1B}[?2004h" : "\u{1B}[?2004l")
    _ = write(bracketedPasteFD, sequence.utf8Start, sequence.utf8CodeUnitCount)
}

/// Installs the SIGTSTP handler without SA_RESTART (`signal` would restart the key read it interrupted): after
/// `fg` the blocking read returns, so `readKey` reads the size again and redraws at once, not at the next key.
private func installStopHandler() {
    var stop = sigaction()
    stop.__sigaction_handler.sa_handler = stopHandler
    sigemptyset(&stop.sa_mask)
    stop.sa_flags = 0
    sigaction(SIGTSTP, &stop, nil)
}

/// Owns the terminal while the interface runs: locale, checks, ncurses set-up, signals, and always
/// restoring the terminal (quit, error, SIGINT/SIGTERM/SIGHUP with exit status 130/143/129, and a crash:
/// `CrashRestore`).
final class TerminalSession {
    private var screen: OpaquePointer?
    private var output: UnsafeMutablePointer<FILE>?
    private var input: UnsafeMutablePointer<FILE>?
    private(set) var canvas: NcursesCanvas!
    private var running = false
    private var outputFD: Int32 = 1
    /// Set by `beginRecording` (`--record`): mirrors every frame into an asciicast.
    private(set) var recorder: TerminalRecorder?

    /// ASCII only when the user's locale is not UTF-8 (`AsciiFallback`).
    private(set) var glyphs: GlyphSet = .unicode

    /// Takes the user's locale and says which characters may be drawn. A UTF-8 locale draws everything. A locale
    /// the user chose that is not UTF-8 (`LANG=C`, `LC_ALL=POSIX`, a Latin-1 locale) says the terminal may not
    /// show UTF-8: draw ASCII (issue 14). No locale variable at all (a bare container, `env -i`) says nothing
    /// about the terminal: use C.UTF-8, as the terminal almost always is UTF-8 there.
    ///
    /// Only the character type is taken from the environment: it is all that ncurses and `nl_langinfo(CODESET)`
    /// read, and nothing in locprompt formats through the C library's other categories. `setlocale(LC_ALL, "")`
    /// fails as a whole when any one category names a locale the system lacks (`LC_TIME=xx_XX.UTF-8`), which left
    /// a UTF-8 terminal drawing ASCII; and it loads twelve categories, about 55 system calls and 0.1 M
    /// instructions before the first frame (issue 15).
    static func setUpLocale() -> GlyphSet {
        setlocale(LC_CTYPE, "")
        let environment = ["LC_ALL", "LC_CTYPE", "LANG"].reduce(into: [String: String]()) { found, name in
            found[name] = getenv(name).map { String(cString: $0) }
        }
        if currentCodesetIsUTF8() { return .unicode }
        if asciiWanted(codesetIsUTF8: false, environment: environment) { return .ascii }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
        return currentCodesetIsUTF8() ? .unicode : .ascii
    }

    /// Whether to draw ASCII only: the locale is not UTF-8 and the user chose it (a locale variable is set).
    static func asciiWanted(codesetIsUTF8: Bool, environment: [String: String]) -> Bool {
        !codesetIsUTF8 && ["LC_ALL", "LC_CTYPE", "LANG"].contains { !(environment[$0] ?? "").isEmpty }
    }

    static func currentCodesetIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Starts ncurses on the terminal, or says why it cannot.
    func start() throws(TerminalUnavailable) {
        glyphs = Self.setUpLocale()
        // The screen goes to stdout when it is a terminal, else straight to /dev/tty (e.g. `x=$(locprompt)`).
        var outFD: Int32 = 1
        if isatty(1) != 1 {
            guard let tty = ControllingTerminal.openForWriting() else { throw TerminalUnavailable(reason: "standard output is not a terminal and /dev/tty cannot be opened") }
            outFD = tty
        }
        let term: String
        switch TerminalCheck.usableTerm(environment: getenv("TERM").map { String(cString: $0) }) {
        case .success(let value): term = value
        case .failure(let error): throw error
        }
        installSignalHandlers()
        outputFD = outFD
        // The terminal's mode before ncurses changes it: what a crash puts back (`CrashRestore`).
        var shellMode = termios()
        let hasShellMode = tcgetattr(outFD, &shellMode) == 0
        // ncurses reads the size at start too: an absurd one is handed over clamped, through LINES/COLUMNS.
        let (rows, cols) = Self.windowSize(fd: outFD)
        let clamped = NcursesCanvas.clamped(rows: rows, cols: cols)
        let overridden = rows > 0 && cols > 0 && (clamped.rows != rows || clamped.cols != cols)
        if overridden {
            setenv("LINES", "\(max(1, clamped.rows))", 1)
            setenv("COLUMNS", "\(max(1, clamped.cols))", 1)
        }
        defer {
            if overridden {
                unsetenv("LINES")
                unsetenv("COLUMNS")
            }
        }
        output = fdopen(outFD, "w")
        input = fdopen(0, "r")
        guard let output, let input else {
            throw TerminalUnavailable(reason: "ncurses cannot start on TERM=\(term)")
        }
        // newterm returns no screen (it does not exit) when terminfo has no entry for TERM.
        guard let screen = newterm(term, output, input) else {
            throw TerminalCheck.whyNewtermFailed(term: term, outputFD: outFD)
        }
        set_term(screen)
        if let unusable = TerminalCheck.unusableEntry(term: term) {
            // Nothing has been drawn yet; endwin puts back what newterm changed. The handlers installed above
            // would call ncurses on the deleted screen: the defaults come back first.
            for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGWINCH] { signal(sig, SIG_DFL) }
            endwin()
            delscreen(screen)
            throw unusable
        }
        self.screen = screen
        running = true
        cbreak()
        noecho()
        nonl()
        // Ctrl-S and Ctrl-Q are keys here, not flow control: with IXON on (cbreak keeps it), a stray Ctrl-S froze
        // all output and input until Ctrl-Q. ncurses saves the program mode again, so a resume after Ctrl-Z
        // (reset_prog_mode) keeps it off; endwin restores the shell's own mode.
        var modes = termios()
        if tcgetattr(0, &modes) == 0 {
            modes.c_iflag &= ~tcflag_t(IXON)
            if tcsetattr(0, TCSANOW, &modes) == 0 { def_prog_mode() }
        }
        keypad(lp_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        let useColor = !noColor && NcursesCanvas.setUpColors()
        mouseinterval(0)
        let mouse = mousemask(lp_button1_pressed() | lp_button4_pressed() | lp_button5_pressed(), nil) != 0
        canvas = NcursesCanvas(useColor: useColor)
        canvas.glyphs = glyphs
        // Pasted text is data, not keys: a pasted “P” or “q” must not switch the platform or quit. Every way out
        // turns it off again (stop, the exit signals, Ctrl-Z; `readKey` turns it back on after `fg`).
        bracketedPasteFD = outFD
        sgrMouse = mouse
        setBracketedPaste(true)
        // A crash from here on restores the terminal before the process ends (audit 14 F1).
        if hasShellMode {
            let environment = ["SWIFT_BACKTRACE"].reduce(into: [String: String]()) { found, name in
                found[name] = getenv(name).map { String(cString: $0) }
            }
            CrashRestore.arm(fd: outFD, bytes: CrashRestore.restoreSequence(mouse: mouse), shellMode: shellMode,
                             environment: environment)
        }
    }

    /// Leaves ncurses; the terminal is back as it was.
    func stop() {
        guard running else { return }
        running = false
        recorder?.finish()
        endwin()
        CrashRestore.disarm()
        if let screen { delscreen(screen) }
        screen = nil
        if let output { fflush(output) }
        setBracketedPaste(false)
        bracketedPasteFD = -1
    }

    deinit { stop() }

    private func installSignalHandlers() {
        // A parent may hand down blocked signals; resizing, Ctrl-Z and the exit signals need them delivered.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        for sig in [SIGWINCH, SIGTSTP, SIGCONT, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&wanted, sig) }
        sigprocmask(SIG_UNBLOCK, &wanted, nil)
        // Installed before newterm, so ncurses keeps ours; ncurses still handles SIGTSTP and SIGWINCH.
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { received in
                endwin()
                fflush(nil)
                setBracketedPaste(false)
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // Ctrl-\ (SIGQUIT) restores the terminal like Ctrl-C and exits 131, without a core dump and without
        // the Swift runtime's backtracer (which would print a crash report over the screen and wait for a key).
        signal(SIGQUIT) { _ in
            endwin()
            fflush(nil)
            setBracketedPaste(false)
            _exit(128 + SIGQUIT)
        }
        // Ctrl-Z: our own handler rather than ncurses', because after `fg` ncurses leaves keypad mode off and
        // the first arrow key would read as Esc. Leave curses, stop, and on resume restore modes and keypad.
        stopHandler = { _ in
            endwin()
            fflush(nil)
            setBracketedPaste(false)
            signal(SIGTSTP, SIG_DFL)
            // The signal is blocked while its handler runs: unblock it so the stop happens here and now.
            var stop = sigset_t()
            sigemptyset(&stop)
            sigaddset(&stop, SIGTSTP)
            sigprocmask(SIG_UNBLOCK, &stop, nil)
            raise(SIGTSTP)
            // Execution continues here after `fg`.
            installStopHandler()
            reset_prog_mode()
            keypad(lp_stdscr(), false)
            keypad(lp_stdscr(), true)
            resumedFromStop = 1
            wrefresh(lp_curscr())
        }
        installStopHandler()
        // SIGWINCH is ours (installed before newterm, so ncurses leaves it alone), without SA_RESTART so a
        // blocking read returns and the loop resizes with a clamped size.
        var winch = sigaction()
        winch.__sigaction_handler.sa_handler = { _ in windowChanged = 1 }
        sigemptyset(&winch.sa_mask)
        winch.sa_flags = 0
        sigaction(SIGWINCH, &winch, nil)
        // SIGCONT (after Ctrl-Z, or a SIGSTOP nobody can catch): only a flag, and without SA_RESTART so a blocking
        // key read returns and `readKey` restores the modes and redraws at once, not at the next key.
        var cont = sigaction()
        cont.__sigaction_handler.sa_handler = { _ in resumedFromStop = 1 }
        sigemptyset(&cont.sa_mask)
        cont.sa_flags = 0
        sigaction(SIGCONT, &cont, nil)
    }

    /// The terminal's size as the kernel reports it (0×0 when unknown).
    static func windowSize(fd: Int32) -> (rows: Int, cols: Int) {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return (0, 0) }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Resizes ncurses to the terminal's new size, clamped to what can be drawn (at least 1×1).
    private func applyResize() {
        let (rows, cols) = Self.windowSize(fd: outputFD)
        let clamped = NcursesCanvas.clamped(rows: rows, cols: cols)
        resizeterm(Int32(max(1, clamped.rows)), Int32(max(1, clamped.cols)))
        canvas.refreshSize()
    }

    /// Back from a stop (Ctrl-Z, or SIGSTOP, which no handler sees): the shell had the terminal meanwhile, set its
    /// own modes (echo, line editing, bracketed paste off) and wrote over the screen. Restores curses' modes, the
    /// keypad and bracketed paste; the caller redraws.
    private func restoreAfterStop() {
        resumedFromStop = 0
        reset_prog_mode()
        keypad(lp_stdscr(), true)
        setBracketedPaste(true)
    }

    /// Blocks for the next key (forever, or up to `timeoutMilliseconds`); nil on timeout.
    func readKey(timeoutMilliseconds: Int32?) -> Key?? {
        wtimeout(lp_stdscr(), timeoutMilliseconds ?? -1)
        // Bytes, not `wget_wch`: UTF-8 and unknown escape sequences are decoded by `InputDecoder`, which
        // never stalls on an invalid byte and never lets a raw ESC through.
        let result = wgetch(lp_stdscr())
        if resumedFromStop != 0 {
            // Back from a stop: redraw everything (`.resize` draws a full frame); a key read meanwhile is kept for
            // next time. The size is read again as a SIGWINCH would have it read: a resize while stopped sent its
            // SIGWINCH to the shell (the foreground job then), not to us (audit 13 F2).
            restoreAfterStop()
            windowChanged = 0
            applyResize()
            if result != ERR && result != KEY_RESIZE { ungetch(result) }
            return .some(.resize)
        }
        if windowChanged != 0 {
            windowChanged = 0
            applyResize()
            if result == ERR { return .some(.resize) }
            if result != KEY_RESIZE { ungetch(result) }
            return .some(.resize)
        }
        if result == ERR { return .none }
        if result > 0xFF { return .some(functionKey(result)) }
        let decoded = InputDecoder.decode(first: UInt8(truncatingIfNeeded: result), next: followingByte, unread: { ungetch(Int32($0)) })
        switch decoded {
        case .key(let key): return .some(key)
        case .ignored, .pasteEnd: return .some(nil)
        case .pasteStart:
            skipPaste()
            // A resize or a resume while the paste was read: handled as `readKey` handles them above.
            if resumedFromStop != 0 || windowChanged != 0 {
                if resumedFromStop != 0 { restoreAfterStop() }
                windowChanged = 0
                applyResize()
                return .some(.resize)
            }
            return .some(nil)
        }
    }

    /// The rest of a character or sequence: it arrives with its first byte, so wait only a moment.
    private func followingByte() -> UInt8? {
        wtimeout(lp_stdscr(), 30)
        let byte = wgetch(lp_stdscr())
        guard byte != ERR else { return nil }
        guard byte <= 0xFF else {
            ungetch(byte)
            return nil
        }
        return UInt8(byte)
    }

    /// Drops a bracketed paste up to its end mark (`ESC [201~`): what was pasted is not typed keys. A paste whose
    /// end mark never comes ends after a second without input (or at a signal), so input is never lost for long.
    private func skipPaste() {
        while true {
            wtimeout(lp_stdscr(), 1000)
            let byte = wgetch(lp_stdscr())
            if byte == ERR { return }
            guard byte == 0x1B else { continue }
            if InputDecoder.decode(first: 0x1B, next: followingByte, unread: { ungetch(Int32($0)) }) == .pasteEnd { return }
        }
    }

    /// The keys already typed, read without waiting (at most `limit`; ignored sequences skipped). Stops after a
    /// resize, which is handled in its place.
    func pendingKeys(limit: Int) -> [Key] {
        var keys: [Key] = []
        while keys.count < limit, case .some(let decoded) = readKey(timeoutMilliseconds: 0) {
            guard let key = decoded else { continue }
            keys.append(key)
            if key == .resize { break }
        }
        return keys
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
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case (KEY_F0 + 1)...(KEY_F0 + 63): return .function(Int(code - KEY_F0))
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

    /// Shows what was drawn (`wrefresh`) and, when recording, writes it as a frame of the recording.
    func present(full: Bool) {
        canvas?.settleBlanks()
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

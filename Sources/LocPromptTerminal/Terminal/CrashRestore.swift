import CNcurses
#if canImport(Glibc)
import Glibc
#endif

// Everything the crash handler reads, set up before it is installed: the handler itself only reads these, writes
// with write(2), sets the terminal mode with tcsetattr(3) and sets signal actions (all async-signal-safe). It never
// calls ncurses or allocates: a crash may come from inside malloc or ncurses.

/// The terminal to write the restoring bytes to, -1 when disarmed (set back to -1 by the first crash).
nonisolated(unsafe) private var crashOutputFD: Int32 = -1
/// The bytes that undo what locprompt turned on (bracketed paste, mouse reporting, attributes, the hidden cursor,
/// keypad mode, the alternate screen); allocated once when armed.
nonisolated(unsafe) private var crashRestoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var crashRestoreCount = 0
/// The terminal's mode before ncurses started (echo, line editing), put back with tcsetattr.
nonisolated(unsafe) private var crashShellMode: UnsafeMutablePointer<termios>?
/// The actions the crash signals had before locprompt armed (the Swift runtime's backtracer), by signal number.
nonisolated(unsafe) private var crashPreviousActions: UnsafeMutablePointer<sigaction>?
/// Whether a crash goes on to the previous action (the Swift runtime's crash report) instead of the default one.
nonisolated(unsafe) private var crashChainsToPrevious = false

/// The crash handler: restores the terminal, then lets the crash take its course (see `CrashRestore`).
private func crashSignalHandler(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let fd = crashOutputFD
    crashOutputFD = -1
    if fd >= 0 {
        if let bytes = crashRestoreBytes { _ = write(fd, bytes, crashRestoreCount) }
        if let mode = crashShellMode { _ = tcsetattr(fd, TCSANOW, mode) }
    }
    if crashChainsToPrevious, let previous = crashPreviousActions?.advanced(by: Int(signal)) {
        // The Swift runtime's handler, put back and reached by raising the signal again (delivered as this
        // handler returns). Called directly instead, it returned before its report was printed and the process
        // died in the middle of it (measured: the report stopped at "Registers:").
        _ = sigaction(signal, previous, nil)
        _ = raise(signal)
        return
    }
    // The default action: the process ends with this signal (and a core dump where enabled), so the shell says
    // "Segmentation fault" and the exit status says it crashed (128 + the signal). The signal is blocked while
    // this handler runs: the one raised here is delivered as the handler returns, whether the crash came from
    // the processor (whose instruction would otherwise run again), from abort() or from kill(1).
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    _ = sigaction(signal, &action, nil)
    _ = raise(signal)
}

/// Restores the terminal when locprompt crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) while the
/// full-screen interface holds it: without it, a crash left the shell in the alternate screen with the cursor
/// hidden, echo off and mouse reporting on, so every mouse move typed escape bytes (audit 14 F1). A Swift
/// runtime trap (a failed precondition, `fatalError`, a force-unwrapped nil, an index out of range) is SIGILL on
/// x86_64 (`ud2`) and SIGTRAP on arm64 (`brk`).
///
/// Measured here (Swift 6.3.1, Debian 12, x86_64, debug build, tmux 3.3a, 2026-11-26), before this handler: the
/// Swift runtime installs its backtracer's handler for exactly these six signals at start-up (SigCgt in
/// /proc/PID/status). On `kill -SEGV` it printed `💣 Program crashed: …` and a backtrace over the curses screen (raw
/// mode, so the lines staircased), offered "Press space to interact, D to debug, or any other key to quit (30s)",
/// and the process ended 42 s after the signal, with `SWIFT_BACKTRACE=interactive=no` too (and with
/// `symbolicate=off`, `images=none,registers=none`): the report itself takes that long here. Then the shell was
/// left in the alternate screen with the cursor hidden and mouse reporting on (exit status 139). `SWIFT_BACKTRACE`
/// is read once, when the runtime starts (setenv later changes nothing), so that cannot be changed from inside.
///
/// So a crash in the full-screen modes restores the terminal and then takes the signal's default action: it ends
/// at once (0.1 s), the shell reports it ("Segmentation fault"), the exit status is 128 + the signal (139 for
/// SIGSEGV), and no crash report holds a trainee's terminal. Someone who sets `SWIFT_BACKTRACE` (to any value,
/// e.g. `interactive=no`) asks for the runtime's report: then the crash goes on to the runtime's handler, which
/// prints it on the restored terminal (measured: the whole report, then the process ended 42 s after the signal in a
/// bash in tmux, and had not ended after 120 s under the end-to-end harness; its 30 s prompt too unless
/// `interactive=no`): that wait is the runtime's, asked for. Outside the full-screen modes the runtime's handler is
/// untouched.
///
/// The same restore-then-default-action runs for every other signal whose default action ends the process and that
/// `TerminalSession` does not handle itself (INT, TERM, HUP, QUIT): `kill -USR1`, `timeout -s ALRM`, `ulimit -t`
/// (XCPU), a seccomp filter (SYS), a real-time signal. Before, each left the shell in the alternate screen with the
/// cursor hidden and mouse reporting on (audit 24f D6). signal(7) lists their default action, "Term" or "Core".
/// A signal that is not at its default action when the interface starts is left alone: ignored by whoever started
/// locprompt (nohup-style) it stays ignored, and one a library caught stays that library's.
enum CrashRestore {
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// The other signals whose default action ends the process (signal(7)), without INT, TERM, HUP and QUIT
    /// (`TerminalSession`'s own handlers), PIPE and XFSZ (ignored from the start, `EarlySignals`) and KILL (cannot be
    /// caught). The real-time signals' default action is to end the process too.
    static var terminatingSignals: [Int32] {
        [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGSYS, SIGSTKFLT, SIGPWR, SIGIO]
            + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    }

    /// The signals `arm` installed the handler for (the crash set, and the terminating ones found at their default).
    nonisolated(unsafe) private static var installed: [Int32] = []

    /// Whether the crash handlers are installed.
    nonisolated(unsafe) private(set) static var armed = false

    /// The bytes that undo what the full-screen modes turn on, from the terminal's own capabilities: bracketed
    /// paste and mouse reporting off, attributes reset, cursor shown, keypad mode off, the alternate screen left.
    /// Call after `newterm`/`set_term` (it reads the current terminal's entry).
    static func restoreSequence(mouse: Bool) -> [UInt8] {
        var bytes = Array("\u{1B}[?2004l".utf8)
        if mouse { bytes += Array(MouseReporting.offSequence.utf8) }
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard lp_has_string_cap(name) != 0, let value = tigetstr(name) else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        return bytes
    }

    /// Installs the handlers: `bytes` go to `fd` and `shellMode` is set on it when a crash signal arrives.
    static func arm(fd: Int32, bytes: [UInt8], shellMode: termios, environment: [String: String]) {
        disarm()
        let stored = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        stored.initialize(from: bytes, count: bytes.count)
        crashRestoreBytes = stored
        crashRestoreCount = bytes.count
        let mode = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        mode.initialize(to: shellMode)
        crashShellMode = mode
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        previous.initialize(repeating: sigaction(), count: 65)
        crashPreviousActions = previous
        crashChainsToPrevious = environment["SWIFT_BACKTRACE"] != nil
        crashOutputFD = fd
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { crashSignalHandler($0, $1, $2) }
        sigemptyset(&action.sa_mask)
        // SA_ONSTACK: a stack overflow's handler runs on the alternate stack when one is set up (the runtime's).
        action.sa_flags = SA_SIGINFO | Int32(SA_ONSTACK)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        var installing = signals
        for signal in terminatingSignals where signal > 0 && signal < 65 && Self.isAtDefault(signal) {
            installing.append(signal)
        }
        for signal in installing {
            sigaction(signal, &action, previous.advanced(by: Int(signal)))
            sigaddset(&unblock, signal)
        }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        installed = installing
        armed = true
    }

    /// Whether `signal`'s action is the default one (not ignored, not caught).
    private static func isAtDefault(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return current.__sigaction_handler.sa_handler == nil && current.sa_flags & SA_SIGINFO == 0
    }

    /// Puts back the actions that were there before `arm` (the terminal is locprompt's no longer).
    static func disarm() {
        guard armed else { return }
        armed = false
        crashOutputFD = -1
        if let previous = crashPreviousActions {
            for signal in installed { sigaction(signal, previous.advanced(by: Int(signal)), nil) }
        }
        // The buffers stay allocated: a handler running on another thread right now may still read them.
    }
}

/// The mouse reporting the full-screen modes use: ncurses' normal tracking (`ESC [?1000h`, press and release, no
/// motion, so a moving pointer never wakes locprompt), with SGR coordinates (1006) where the terminal's entry says
/// so (`XM`).
enum MouseReporting {
    /// Turns every mouse mode ncurses may have turned on off again (a mode that is already off stays off).
    static let offSequence = "\u{1B}[?1006l\u{1B}[?1000l"
}

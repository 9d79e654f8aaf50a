import Foundation
import Testing

/// Abuse suite, signals and sizes (issue 14 "Input and the terminal"), against the built binary.
@Suite("Abuse: signals, sizes and typed bytes")
struct SignalAbuseTests {
    static let script = LocPromptBinary.root.appendingPathComponent("Tests/EndToEndTests/Scripts/winch_sizes.py").path

    /// Runs `winch_sizes.py` (a pseudo-terminal, SIGWINCH to 65535×65535, 1×1, 0×0, 65535×1, 1×65535, then
    /// 80×24 and `q`) and returns what it printed.
    static func winch(startingAt size: String?) throws -> String {
        guard let binary = LocPromptBinary.url() else { return "" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, binary.path] + (size.map { [$0] } ?? [])
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("SIGWINCH to absurd sizes never crashes; q still quits with 0", arguments: [nil, "65535x65535", "0x0"] as [String?])
    func absurdSizes(start: String?) throws {
        #expect(try Self.winch(startingAt: start) == "EXIT=0")
    }

    @Test("Ctrl-\\ (SIGQUIT) restores the terminal and exits 131, with no crash report")
    func sigquit() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type("'\(TmuxHarness.binary!)'")
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("C-\\")
        tmux.waitFor("(?m)^\\$ ?$")
        tmux.type("echo \"EXIT=$?\"; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo MODES")
        tmux.waitFor("EXIT=131")
        tmux.waitFor("icanon echo MODES")
        #expect(!tmux.alternateScreenOn)
        #expect(!tmux.screen.contains("Program crashed"))
        #expect(!tmux.screen.contains("Backtracing"))
    }

    /// Starts the emulator in a fresh pane, sends it `signal` from outside (as a crash would raise it) and waits for
    /// the shell to report; returns the pane, or nil when it did not start.
    static func crash(_ signal: Int32, sourceLocation: SourceLocation = #_sourceLocation) -> TmuxHarness? {
        guard let tmux = TmuxHarness() else { return nil }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen", sourceLocation: sourceLocation), let pid = tmux.childPID else { return nil }
        kill(pid, signal)
        tmux.waitFor("EXIT=\(128 + signal)", sourceLocation: sourceLocation)
        tmux.waitFor("icanon echo MODES", sourceLocation: sourceLocation)
        return tmux
    }

    @Test("A crash signal restores the terminal (alternate screen left, cursor shown, mouse and keypad off, echo on), ends at once and still exits as a crash (audit 14 F1)",
          arguments: [SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE])
    func crashRestoresTheTerminal(signal: Int32) {
        guard let tmux = Self.crash(signal) else { return }
        #expect(!tmux.alternateScreenOn, "still in the alternate screen after signal \(signal)")
        #expect(tmux.paneFlag("cursor_flag"), "the cursor is still hidden after signal \(signal)")
        #expect(!tmux.paneFlag("mouse_any_flag"), "mouse reporting is still on after signal \(signal)")
        #expect(!tmux.paneFlag("keypad_cursor_flag"), "keypad mode is still on after signal \(signal)")
        // No crash report waiting 30 s for a key: the default action ended the process.
        #expect(!tmux.screen.contains("Program crashed"))
    }

    @Test("Every other signal whose default action ends the process restores the terminal too, then ends with that signal (audit 24f D6: kill -USR1, timeout -s ALRM, ulimit -t, a seccomp filter left the shell in the alternate screen)",
          arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGSYS, SIGSTKFLT, SIGPWR, SIGIO, __libc_current_sigrtmin(), __libc_current_sigrtmax()])
    func terminatingSignalRestoresTheTerminal(signal: Int32) {
        guard let tmux = Self.crash(signal) else { return }
        #expect(!tmux.alternateScreenOn, "still in the alternate screen after signal \(signal)")
        #expect(tmux.paneFlag("cursor_flag"), "the cursor is still hidden after signal \(signal)")
        #expect(!tmux.paneFlag("mouse_any_flag"), "mouse reporting is still on after signal \(signal)")
        #expect(!tmux.paneFlag("keypad_cursor_flag"), "keypad mode is still on after signal \(signal)")
    }

    @Test("invalid UTF-8 and a raw unknown escape sequence typed into ui: input goes on, nothing echoed")
    func typedBytes() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen") else { return }
        for hex in [["ff"], ["80"], ["c0", "af"], ["e2", "82"], ["1b", "5b", "39", "39", "39", "7e"], ["1b", "5b", "31", "3b", "35", "58"]] {
            tmux.run(["send-keys", "-t", tmux.target, "-H"] + hex)
        }
        tmux.keys("l", literal: true)
        tmux.waitFor("App +foreground")
        #expect(!tmux.screen.contains("[999~"))
        #expect(!tmux.screen.contains("1;5X"))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }
}

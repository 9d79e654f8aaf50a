import Foundation
import Testing

/// Abuse suite, signals (issue 14 "Signals"): stopped with SIGTSTP (Ctrl-Z) or SIGSTOP and continued with `fg`
/// (SIGCONT), `ui` is back in curses mode at once: the screen redrawn (nothing of the shell left on it), keys read
/// one at a time, and the terminal restored when it quits.
@Suite("Abuse: stop and continue")
struct StopContinueEndToEndTests {
    /// Polls `condition` for up to `timeout` seconds.
    static func eventually(_ timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    @Test("stopped, then fg: redrawn in curses mode, keys work, the terminal restored at quit",
          arguments: ["TSTP", "STOP"])
    func stopAndContinue(signalName: String) {
        guard let tmux = TmuxHarness() else { return }
        // Alone on its line: with `a; b`, bash would run b as soon as a stops.
        tmux.type("'\(TmuxHarness.binary!)'")
        guard tmux.waitFor("Home Screen") else { return }
        guard let pid = tmux.childPID else {
            Issue.record("no child process in the pane")
            return
        }
        kill(pid, signalName == "TSTP" ? SIGTSTP : SIGSTOP)
        guard tmux.waitFor("Stopped") else { return }
        if signalName == "TSTP" {
            // Our handler left curses before stopping: the shell is on the normal screen.
            #expect(Self.eventually { !tmux.alternateScreenOn }, "Ctrl-Z left the alternate screen on")
        }
        tmux.type("fg")  // SIGCONT, and the terminal back to the job
        #expect(Self.eventually { tmux.alternateScreenOn && tmux.screen.contains("Home Screen") && !tmux.screen.contains("Stopped") },
                "not redrawn after fg:\n\(tmux.screen)")
        // Curses mode: one key acts at once, without Enter (the shell's line mode would hold it).
        tmux.keys("l", literal: true)
        guard tmux.waitFor("App +foreground") else { return }
        #expect(!tmux.screen.contains("$ fg"), "the shell's text is still on the screen")
        tmux.keys("q", literal: true)
        #expect(Self.eventually { !tmux.alternateScreenOn })
        tmux.type("echo \"EXIT=$?\"; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo MODES")
        tmux.waitFor("EXIT=0")
        tmux.waitFor("icanon echo MODES")
    }
}

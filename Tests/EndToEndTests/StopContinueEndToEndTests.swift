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

/// Audit 13 F2: a resize while stopped sends its SIGWINCH to the shell (the foreground job then), so after `fg`
/// the old size was drawn until Ctrl-L. The size is read again on SIGCONT.
@Suite("Abuse: resized while stopped")
struct ResizeWhileStoppedEndToEndTests {
    @Test("Ctrl-Z, resize, fg: drawn for the new size at once, smaller and then larger")
    func resizeWhileStopped() {
        guard let tmux = TmuxHarness(cols: 100, rows: 30) else { return }
        tmux.type("'\(TmuxHarness.binary!)'")
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("C-z")
        guard tmux.waitFor("Stopped") else { return }
        tmux.run(["resize-window", "-t", tmux.target, "-x", "60", "-y", "20"])
        tmux.type("fg")
        guard tmux.waitFor("This one is 60×20") else { return }
        tmux.keys("C-z")
        guard tmux.waitFor("Stopped") else { return }
        tmux.run(["resize-window", "-t", tmux.target, "-x", "140", "-y", "40"])
        tmux.type("fg")
        #expect(StopContinueEndToEndTests.eventually { tmux.screen.contains("Home Screen") && !tmux.screen.contains("needs a terminal") },
                "not redrawn for 140×40 after fg:\n\(tmux.screen)")
        // The frame spans the new width: the header's right end (“q quit”) is past column 100.
        let header = tmux.screen.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.count > 100 && header.contains("q quit"), "header: \(header)")
        tmux.keys("q", literal: true)
        #expect(StopContinueEndToEndTests.eventually { !tmux.alternateScreenOn })
    }
}

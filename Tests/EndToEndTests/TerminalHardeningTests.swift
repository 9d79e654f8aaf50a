import Foundation
import Testing

/// Hardening of the full-screen front end (issue 8 "Terminal restore"): a storm of resizes and a 1×1
/// terminal do not crash it, and it still answers keys and restores the terminal afterwards.
@Suite("Terminal hardening")
struct TerminalHardeningTests {
    @Test("100 rapid resizes, then it still draws, answers keys and exits cleanly")
    func resizeStorm() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen") else { return }
        let sizes = [(80, 24), (120, 40), (60, 20), (200, 60), (81, 25), (30, 10), (100, 30)]
        for index in 0..<100 {
            let (cols, rows) = sizes[index % sizes.count]
            tmux.run(["resize-window", "-t", tmux.target, "-x", "\(cols)", "-y", "\(rows)"])
        }
        tmux.run(["resize-window", "-t", tmux.target, "-x", "100", "-y", "30"])
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("l", literal: true)
        tmux.waitFor("App +foreground")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor("icanon echo MODES")
        #expect(!tmux.alternateScreenOn)
    }

    @Test("a 1×1 terminal: no crash; growing it back shows the emulator again")
    func oneByOne() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen") else { return }
        let pid = tmux.childPID
        tmux.run(["resize-window", "-t", tmux.target, "-x", "1", "-y", "1"])
        usleep(500_000)
        // Still running at 1×1 (a crash would have ended the process).
        if let pid { #expect(kill(pid, 0) == 0, "locprompt is still running at 1×1") }
        tmux.run(["resize-window", "-t", tmux.target, "-x", "100", "-y", "30"])
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("l", literal: true)
        guard tmux.waitFor("App +foreground") else { return }
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor("icanon echo MODES")
    }

    @Test("Ctrl-S is a key, not flow control: the emulator keeps answering after it (a stray Ctrl-S froze it until Ctrl-Q)")
    func ctrlSDoesNotFreeze() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("C-s")
        tmux.keys("l", literal: true)
        #expect(tmux.waitFor("App +foreground"))
        tmux.keys("q", literal: true)
        #expect(tmux.waitFor("EXIT=0"))
        // The shell's own modes are back (icanon, echo; ixon is restored by endwin with the rest).
        tmux.waitFor("icanon echo MODES")
    }

    @Test("started in a 1×1 terminal it says how big the terminal must be, and quits cleanly")
    func startTiny() {
        guard let tmux = TmuxHarness(cols: 20, rows: 5) else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Enlarge|80×24") else { return }
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }
    /// Audit 13 F11: without bracketed paste, a pasted “P” switched the device to macOS and a pasted “q” quit.
    @Test("A paste is not keys: bracketed paste is on while locprompt runs, the pasted text is dropped, and it is off again after q and after SIGTERM")
    func bracketedPaste() {
        guard let tmux = TmuxHarness() else { return }
        let buffer = NSTemporaryDirectory() + "locprompt-e2e-paste-\(getpid()).txt"
        defer { unlink(buffer) }
        FileManager.default.createFile(atPath: buffer, contents: Data("Pq".utf8))
        tmux.run(["load-buffer", "-b", "paste", buffer])
        for ending in ["q", "TERM"] {
            // `cat -v` runs after locprompt: a paste there shows the marks if locprompt left the mode on.
            tmux.type("clear; '\(TmuxHarness.binary!)'; echo \"EXIT=$?\"; cat -v")
            guard tmux.waitFor("Home Screen") else { return }
            // paste-buffer -p brackets the text only when the program turned bracketed paste on.
            tmux.run(["paste-buffer", "-p", "-b", "paste", "-t", tmux.target])
            tmux.keys("l", literal: true)
            guard tmux.waitFor("App +foreground") else { return }
            #expect(tmux.screen.contains("iOS 18"), "the pasted P switched the platform:\n\(tmux.screen)")
            if ending == "q" {
                tmux.keys("q", literal: true)
                tmux.waitFor("EXIT=0")
            } else if let pid = tmux.childPID {
                kill(pid, SIGTERM)
                tmux.waitFor("EXIT=143")
            }
            tmux.run(["paste-buffer", "-p", "-b", "paste", "-t", tmux.target])
            tmux.keys("Enter")
            tmux.waitFor("Pq\\nPq")
            #expect(!tmux.screen.contains("^[[200~"), "bracketed paste left on after \(ending):\n\(tmux.screen)")
            tmux.keys("C-d")
        }
    }
}

import Foundation
import Testing

/// Abuse suite, terminal (issue 14 "No UTF-8 locale"): under `LANG=C LC_ALL=C` the emulator sends ASCII only
/// (the pane's raw output has no byte ≥ 0x80) and says once, in the log, that a UTF-8 locale gives the full look.
@Suite("Abuse: no UTF-8 locale")
struct LocaleFallbackEndToEndTests {
    @Test("LANG=C LC_ALL=C: ASCII only on the wire, the notice once, a clean quit")
    func asciiUnderCLocale() throws {
        guard let tmux = TmuxHarness(cols: 120, rows: 40) else { return }
        let raw = NSTemporaryDirectory() + "locprompt-e2e-locale-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out"
        defer { unlink(raw) }
        // Every byte the pane receives from now on (the program's output, not tmux's rendering of it).
        tmux.run(["pipe-pane", "-t", tmux.target, "-o", "cat > '\(raw)'"])
        tmux.type(TmuxHarness.launchLine(environment: "LANG=C LC_ALL=C"))
        guard tmux.waitFor("Home Screen") else { return }
        // Frames with an alert, its switch and buttons, Settings with its checks, and the app's curly quotes.
        for key in ["l", "w", "2", "S"] { tmux.keys(key, literal: true) }
        tmux.keys("Down", "Down")
        tmux.waitFor("Location Services")
        let screen = tmux.screenWithoutTypedLines
        #expect(screen.components(separatedBy: "No UTF-8 locale").count - 1 == 1, "the notice should appear once:\n\(screen)")
        #expect(screen.contains("+--") || screen.contains("--+"), "ASCII frames expected:\n\(screen)")
        tmux.keys("Escape")
        usleep(500_000)  // back to the app first: an Esc and a q sent together would read as Alt-q
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor("icanon echo MODES")
        tmux.run(["pipe-pane", "-t", tmux.target])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: raw))
        #expect(bytes.count > 2_000, "only \(bytes.count) bytes were captured")
        let high = bytes.filter { $0 >= 0x80 }
        #expect(high.isEmpty, "\(high.count) bytes ≥ 0x80 reached the terminal")
    }

    @Test("with a UTF-8 locale the same frames use box drawing (the check above is not vacuous)")
    func unicodeUnderUTF8() {
        guard let tmux = TmuxHarness(cols: 120, rows: 40) else { return }
        tmux.type(TmuxHarness.launchLine(environment: "LANG=C.UTF-8"))
        guard tmux.waitFor("Home Screen") else { return }
        #expect(tmux.screen.contains("─"))
        #expect(!tmux.screen.contains("No UTF-8 locale"))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }

    /// `setlocale(LC_ALL, "")` fails as a whole when one category names a locale the system lacks, and the screen
    /// then fell back to ASCII although the character type is UTF-8.
    @Test("a missing locale for the time or messages does not turn a UTF-8 terminal to ASCII")
    func unicodeWithAMissingOtherCategory() {
        guard let tmux = TmuxHarness(cols: 120, rows: 40) else { return }
        tmux.type(TmuxHarness.launchLine(environment: "LANG=C.UTF-8 LC_TIME=xx_XX.UTF-8 LC_MESSAGES=xx_XX.UTF-8"))
        guard tmux.waitFor("Home Screen") else { return }
        #expect(tmux.screen.contains("─"), "box drawing expected:\n\(tmux.screen)")
        #expect(!tmux.screen.contains("No UTF-8 locale"))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }
}

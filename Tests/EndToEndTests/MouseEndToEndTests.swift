import Foundation
import Testing

/// A mouse click in a real terminal session: the harness's shell runs with `TERM=xterm-256color`, so
/// ncurses asks for SGR mouse reports (`ESC [ < b ; x ; y M`), which is what is typed here, at the
/// screen position where tmux shows the button.
@Suite("Mouse, end to end")
struct MouseEndToEndTests {
    @Test("clicking an alert button taps it")
    func clickAlertButton() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine("--os 17.4 --request when-in-use"))
        guard tmux.waitFor("Don’t Allow") else { return }
        let lines = tmux.screen.components(separatedBy: "\n")
        guard let row = lines.firstIndex(where: { $0.contains("Allow While Using App") }),
              let range = lines[row].range(of: "Allow While Using App") else {
            Issue.record("the button is not on screen:\n\(tmux.screen)")
            return
        }
        // 1-based column of the label's first character (display columns: the frame characters are single width).
        let column = lines[row].distance(from: lines[row].startIndex, to: range.lowerBound) + 1
        tmux.keys("\u{1B}[<0;\(column + 2);\(row + 1)M", literal: true)
        tmux.keys("\u{1B}[<0;\(column + 2);\(row + 1)m", literal: true)
        tmux.waitFor("person taps “Allow While Using App”")
        tmux.waitFor("Status +authorizedWhenInUse")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }

    @Test("Mouse reporting is clicks only: normal tracking (1000) with SGR coordinates, never button-motion (1002) or all-motion (1003), so a moving pointer never wakes locprompt (audit 14 F14)")
    func clicksOnlyNoMotion() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen") else { return }
        #expect(tmux.paneFlag("mouse_standard_flag"))
        #expect(tmux.paneFlag("mouse_sgr_flag"))
        #expect(!tmux.paneFlag("mouse_button_flag"))
        #expect(!tmux.paneFlag("mouse_all_flag"))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        #expect(!tmux.paneFlag("mouse_any_flag"))
    }
}

import Foundation
import LocPromptCore
import Testing

/// An app name or purpose holding emoji sequences (a family joined by U+200D, skin tones) keeps every row of the
/// screen its width in a real terminal (tmux): each of them used to reach ncurses whole, which placed every scalar
/// in cells of its own over the text and frame to its right. (Pictures whose first scalar is narrow, the rainbow
/// flag or `☺️`, are covered by `EmojiStandInTests`: terminals' own width tables differ on those.)
@Suite(.serialized) struct EmojiSequenceLayoutTests {
    @Test("every row of the emulator keeps the terminal's width with emoji sequences in the app's texts")
    func rowsKeepTheirWidth() throws {
        guard let tmux = TmuxHarness(cols: 100, rows: 30) else { return }
        tmux.type("cd '\(TmuxHarness.packageRoot.path)'")
        tmux.type(TmuxHarness.launchLine(
            "--os 17.4 --app-name 'Family 👨‍👩‍👧 Finder' --purpose 'Astronaut 👩🏽‍🚀 and 👍🏽 done.' --request when-in-use"))
        guard tmux.waitFor("Don’t Allow") else { return }
        usleep(300_000)
        let rows = tmux.run(["capture-pane", "-p", "-t", tmux.target]).split(separator: "\n", omittingEmptySubsequences: false)
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        // Rows 1–28 are the phone's and the panes' frames: each ends with a border in the last column.
        for (index, row) in rows.enumerated() where (1...28).contains(index) {
            #expect(DisplayWidth.of(String(row)) == 100, "row \(index) is \(DisplayWidth.of(String(row))) columns: \(row)")
        }
        #expect(rows.contains { $0.contains("Family 👨") }, "the family is drawn as its first picture")
    }
}

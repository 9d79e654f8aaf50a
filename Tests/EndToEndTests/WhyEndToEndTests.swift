import Foundation
import Testing

/// The why pane in a real terminal: a request that does nothing, then `[` and a mouse click on a log line
/// show the rule id and a source's address.
@Suite("Why pane, end to end")
struct WhyEndToEndTests {
    @Test("[ and a click on a log line show the rule and a URL")
    func selectLogLine() {
        guard let tmux = TmuxHarness(cols: 120, rows: 40) else { return }
        tmux.type(TmuxHarness.launchLine("--os 17.4"))
        guard tmux.waitFor("press \\? for keys") else { return }
        tmux.keys("l", literal: true)
        tmux.keys("b", literal: true)
        tmux.keys("w", literal: true)
        guard tmux.waitFor("nothing happens: requestWhenInUseAuthorization") else { return }
        tmux.keys("[", literal: true)
        tmux.waitFor("rule foreground-required")
        tmux.waitFor("https://developer.apple.com/documentation/corelocation/")
        // Click the "app: background" line of the log.
        let lines = tmux.screen.components(separatedBy: "\n")
        if let row = lines.lastIndex(where: { $0.contains("app: background") }),
           let range = lines[row].range(of: "app: background") {
            let column = lines[row].distance(from: lines[row].startIndex, to: range.lowerBound) + 1
            tmux.keys("\u{1B}[<0;\(column + 2);\(row + 1)M", literal: true)
            tmux.keys("\u{1B}[<0;\(column + 2);\(row + 1)m", literal: true)
            tmux.waitFor("rule lifecycle")
        } else {
            Issue.record("no log line to click:\n\(tmux.screen)")
        }
        tmux.keys("Escape")
        tmux.waitFor("Inspector")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }
}

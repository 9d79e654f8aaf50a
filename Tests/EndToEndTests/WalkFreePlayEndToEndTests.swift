import Foundation
import Testing

/// `locprompt walk` free play in a pseudo-terminal (tmux): leave the script at the alert, answer it otherwise
/// with the emulator's keys, come back to the step and finish the walk as the scenario says.
@Suite("Walk free play, end to end", .serialized)
struct WalkFreePlayEndToEndTests {
    @Test("walk: T at the alert, 3 denies in free play, T returns to the alert, 1 plays the scenario's answer to the verdict")
    func freePlayAndBack() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine("walk '\(WalkEndToEndTests.scenario)' --pace 100ms"))
        guard tmux.waitFor("your turn \\(press 1\\)") else { return }
        tmux.keys("T", literal: true)
        // Step 4, as the header counts the tap waited for (it said 3 before audit 24h D5).
        tmux.waitFor("Free play · left the script at step 4 of 9")
        tmux.keys("3", literal: true)
        tmux.waitFor("Status +denied")
        tmux.keys("T", literal: true)
        tmux.waitFor("back to step 4 of the script")
        tmux.waitFor("Status +notDetermined")
        tmux.waitFor("your turn \\(press 1\\)")
        tmux.keys("1", literal: true)
        tmux.waitFor("verdict: passed \\(9 checks\\)")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
        #expect(!tmux.alternateScreenOn)
    }
}

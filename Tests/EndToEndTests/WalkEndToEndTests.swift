import Foundation
import Testing

/// `locprompt walk` in a pseudo-terminal (tmux): the steps run, the presenter answers the alert, the verdict shows.
@Suite("Walkthrough, end to end", .serialized)
struct WalkEndToEndTests {
    static var scenario: String { TmuxHarness.packageRoot.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path }

    @Test("walk allow-once-expiry: steps run to the alert, 1 answers Allow Once, the rest runs to the verdict, q quits")
    func walkAllowOnce() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine("walk '\(Self.scenario)' --pace 200ms"))
        guard tmux.waitFor("Walkthrough · step 0 of 9") else { return }
        #expect(tmux.alternateScreenOn)
        tmux.waitFor("Allow While Using App")
        tmux.waitFor("your turn \\(press 1\\)")
        tmux.waitFor("✓ alert.buttons")
        // A wrong button does not play the tap.
        tmux.keys("3", literal: true)
        tmux.waitFor("The scenario expects “Allow Once” here")
        tmux.keys("1", literal: true)
        tmux.waitFor("Qualifier +temporary \\(Allow Once\\)|✓ temporary: true")
        tmux.waitFor("verdict: passed \\(9 checks\\)")
        tmux.waitFor("step 9 of 9 · passed")
        tmux.waitFor("Status +notDetermined")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
        #expect(!tmux.alternateScreenOn, "the alternate screen was left")
    }

    @Test("walk at the default pace: the description counts down to the first step (audit 24h, trainer friction 7); Space goes on")
    func startCountsDown() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine("walk '\(Self.scenario)'"))
        guard tmux.waitFor("Running · next step in [0-9]+ s · Space to go on now") else { return }
        tmux.waitFor("next in [0-9]+ s › launch")
        // The number goes down while nothing is pressed (the description is up 5.9 s at the default pace).
        tmux.waitFor("next step in [1-3] s")
        tmux.keys("Space")
        tmux.waitFor("Walkthrough · step 1 of 9")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }

    @Test("walk --step through the Allow Once lesson: the lapse is captioned with what it did, not the tap's narration")
    func lapseCaption() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine("walk '\(Self.scenario)' --step"))
        guard tmux.waitFor("Walkthrough · step 0 of 9 · paused") else { return }
        for _ in 0..<3 { tmux.keys("Space") }
        tmux.waitFor("your turn \\(press 1\\)")
        tmux.keys("1", literal: true)
        tmux.waitFor("step 4 of 9")
        for _ in 0..<3 { tmux.keys("Space") }
        guard tmux.waitFor("› advance: 1m +│") else { return }
        tmux.waitFor("Status: authorizedWhenInUse \\(Allow Once\\) → notDetermined")
        // The narration is in the log (» …), no longer the caption under the step.
        let caption = tmux.screen.components(separatedBy: "\n").prefix(7).joined(separator: "\n")
        #expect(!caption.contains("The person allows access just this once."), "\(caption)")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }

    @Test("locprompt --scenario FILE --autoplay: the walk answers the alert itself")
    func scenarioAliasAutoplay() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine("--scenario '\(Self.scenario)' --autoplay 300ms --pace 100ms"))
        guard tmux.waitFor("locprompt walk") else { return }
        tmux.waitFor("verdict: passed \\(9 checks\\)")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
    }

    @Test("An invalid scenario: file:line:col: message on stderr, exit 2, no screen")
    func invalidScenario() throws {
        guard let tmux = TmuxHarness() else { return }
        let path = NSTemporaryDirectory() + "locprompt-walk-invalid-\(getpid()).yaml"
        try "name: Broken\ndevice: { platform: ios, os: \"17.4\" }\napp: { name: X, plist: { NSLocationWhenInUseUsageDescription: y } }\nsteps:\n  - jump\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        tmux.type("'\(TmuxHarness.binary!)' walk '\(path)'; echo \"EXIT=$?\"")
        tmux.waitFor("\(path):5:5: .*jump")
        tmux.waitFor("EXIT=2")
        #expect(!tmux.alternateScreenOn)
    }
}

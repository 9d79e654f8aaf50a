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

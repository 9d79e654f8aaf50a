import Foundation
import LocPromptTestSupport
import Testing

/// `locprompt present` in a pseudo-terminal (tmux): forward and back through a bundled scenario, the caption,
/// light/dark, free play, `--record`, and the terminal restored afterwards.
@Suite("Presentation, end to end", .serialized)
struct PresentEndToEndTests {
    static var scenario: String { TmuxHarness.packageRoot.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path }

    @Test("present allow-once-expiry: Space forward to the narration, ← back to the alert, → forward again, q restores the terminal")
    func forwardAndBack() {
        guard let tmux = TmuxHarness(cols: 100, rows: 30) else { return }
        tmux.type(TmuxHarness.launchLine("present '\(Self.scenario)'"))
        guard tmux.waitFor("step 0 of 6 › next: launch") else { return }
        #expect(tmux.alternateScreenOn)
        tmux.waitFor("Allow Once gives temporary When In Use")
        // No inspector, no log: the phone alone.
        #expect(!tmux.screen.contains("Inspector"))
        tmux.keys("Space", "Space")
        tmux.waitFor("step 2 of 6 › next: tap: Allow Once")
        tmux.waitFor("Allow While Using App")
        tmux.keys("Right")
        tmux.waitFor("The person allows access just this once\\.")
        tmux.waitFor("step 3 of 6 › next: background")
        tmux.waitFor("Location +authorizedWhenInUse")
        #expect(!tmux.screen.contains("Don’t Allow"))
        // Back: the alert again, replayed from the start.
        tmux.keys("Left")
        tmux.waitFor("step 2 of 6")
        tmux.waitFor("Don’t Allow")
        #expect(!tmux.screen.contains("The person allows access just this once."))
        tmux.keys("Right")
        tmux.waitFor("The person allows access just this once\\.")
        tmux.waitFor("Location +authorizedWhenInUse")
        // I shows the inspector and log; ? the presentation's own keys.
        tmux.keys("I", literal: true)
        tmux.waitFor("Inspector")
        tmux.keys("?", literal: true)
        tmux.waitFor("Through the scenario")
        tmux.keys("Escape")
        tmux.waitFor("step 3 of 6")
        tmux.keys("Space")
        tmux.waitFor("step 4 of 6")
        tmux.keys("PageDown")
        tmux.waitFor("step 5 of 6")
        tmux.keys("Right")
        tmux.waitFor("step 6 of 6 · end")
        tmux.waitFor("Location +notDetermined")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
        #expect(!tmux.alternateScreenOn, "the alternate screen was left")
    }

    /// Audit 13 F4: each ← replayed the whole scenario and queued presses were not coalesced: 300 queued presses on a
    /// 6,003-step scenario kept the screen busy for 76 s before q was read.
    @Test("present on a long scenario: a burst of ← then q quits at once; a burst of ← alone is one replay to where it leads")
    func heldBackCoalesced() throws {
        guard let tmux = TmuxHarness(cols: 100, rows: 30) else { return }
        let path = NSTemporaryDirectory() + "locprompt-e2e-long-\(getpid()).yaml"
        defer { unlink(path) }
        let steps = ["  - launch", "  - call: requestWhenInUseAuthorization", "  - tap: Allow While Using App"]
            + Array(repeating: "  - background\n  - foreground", count: 1500)
        try ("""
            name: Long
            description: A long scenario.
            device: { platform: ios, os: "17.4" }
            app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Shown on the map." } }
            steps:

            """ + steps.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        tmux.type(TmuxHarness.launchLine("present '\(path)'"))
        guard tmux.waitFor("step 0 of 3003") else { return }
        tmux.keys("\u{1B}[F", literal: true)  // End (CSI F), whatever terminfo says about the pane
        guard tmux.waitFor("step 3003 of 3003") else { return }
        // 40 presses in one write: one replay, to 40 stops back.
        tmux.keys(String(repeating: "b", count: 40), literal: true)
        guard tmux.waitFor("step 2963 of 3003", timeout: 15) else { return }
        // 200 more, then q: q is read with them and quits without replaying.
        tmux.keys(String(repeating: "b", count: 200) + "q", literal: true)
        tmux.waitFor("EXIT=0", timeout: 15)
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
    }

    @Test("present without a scenario: free play with the emulator's keys; --record keeps a marker per action")
    func freePlayRecorded() throws {
        guard let tmux = TmuxHarness(cols: 80, rows: 24) else { return }
        let cast = RecordingEndToEndTests.castPath("present")
        defer { unlink(cast) }
        tmux.type(TmuxHarness.launchLine("present --appearance dark --record '\(cast)'"))
        guard tmux.waitFor("free play · iOS") else { return }
        tmux.keys("l", "w")
        tmux.waitFor("Allow While Using App")
        tmux.keys("2")
        tmux.waitFor("Location +authorizedWhenInUse")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
        let (header, events) = try RecordingEndToEndTests.lines(cast)
        #expect(header["title"] as? String == "locprompt present: free play")
        let markers = RecordingEndToEndTests.markers(events)
        #expect(markers.contains("alert: Allow “Where Am I?” to use your location?"), "\(markers)")
    }

    @Test("present --record on a scenario: a marker per step shown, back included")
    func scenarioRecorded() throws {
        guard let tmux = TmuxHarness(cols: 100, rows: 30) else { return }
        let cast = RecordingEndToEndTests.castPath("present-steps")
        defer { unlink(cast) }
        tmux.type(TmuxHarness.launchLine("present '\(Self.scenario)' --record '\(cast)'"))
        guard tmux.waitFor("step 0 of 6") else { return }
        tmux.keys("Space", "Space", "Space")
        tmux.waitFor("step 3 of 6")
        tmux.keys("Left")
        tmux.waitFor("step 2 of 6")
        let shown = Pyte.trimmed(RecordingEndToEndTests.settledScreen(tmux))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        // The recording replays (light surface, colours and all) to the screen last shown.
        if let replayed = Pyte.finalScreen(of: cast) { #expect(replayed == shown) }
        let markers = RecordingEndToEndTests.markers(try RecordingEndToEndTests.lines(cast).events).filter { $0.hasPrefix("step ") }
        #expect(markers == ["step 1 of 6: launch", "step 2 of 6: call: requestWhenInUseAuthorization", "step 3 of 6: tap: Allow Once",
                            "step 2 of 6: call: requestWhenInUseAuthorization"], "\(markers)")
    }

    @Test("An invalid scenario: file:line:col: message on stderr, exit 2, no screen")
    func invalidScenario() throws {
        guard let tmux = TmuxHarness() else { return }
        let path = NSTemporaryDirectory() + "locprompt-present-invalid-\(getpid()).yaml"
        try "name: Broken\ndevice: { platform: ios, os: \"17.4\" }\napp: { name: X, plist: { NSLocationWhenInUseUsageDescription: y } }\nsteps:\n  - jump\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        tmux.type("'\(TmuxHarness.binary!)' present '\(path)'; echo \"EXIT=$?\"")
        tmux.waitFor("\(path):5:5: .*jump")
        tmux.waitFor("EXIT=2")
        #expect(!tmux.alternateScreenOn)
    }
}

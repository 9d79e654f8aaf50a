import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// Audit 24h, trainer friction 2: the walk's caption must not carry an earlier step's narration through later
/// steps (Allow Once lapsed under “The person allows access just this once.”); a step without narration is
/// captioned with what it did.
@Suite("Walk caption: no stale narration")
struct WalkCaptionTests {
    static let size = Size(rows: 30, cols: 100)
    static let narration = "The person allows access just this once."

    /// The Walkthrough pane's text as drawn on the canvas (inside its frame), lines joined with spaces.
    static func caption(_ walk: WalkModel) -> String {
        let canvas = GridCanvas(size)
        WalkScreen.draw(walk, on: canvas)
        let rect = WalkLayout(size).caption
        return (rect.row..<rect.bottom).map { row in
            let line = Array(canvas.line(row))
            let from = min(line.count, rect.col + 1), to = min(line.count, rect.right - 1)
            return String(line[from..<to]).trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
    }

    static func footer(_ walk: WalkModel) -> String {
        let canvas = GridCanvas(size)
        WalkScreen.draw(walk, on: canvas)
        return canvas.line(WalkLayout(size).base.footer.row)
    }

    @Test("allow-once-expiry: after the narrated tap no step is captioned with its narration; the lapse says what it did")
    func noStaleNarration() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true), size: Self.size)
        var captions: [String: String] = [:]
        while walk.phase == .paused || walk.pendingTap != nil {
            if let tap = walk.pendingTap { walk.handle(.char(Character(String(tap.position + 1)))) } else { walk.handle(.space) }
            // The caption is about the tap: waited for, else the step played last.
            let shown = try #require(walk.pendingTap != nil ? walk.session.nextStep : walk.shown)
            let text = Self.caption(walk)
            captions[shown.text] = text
            if shown.say == nil {
                #expect(!text.contains("allows access just this once"), "step \(walk.played) “\(shown.text)” is captioned: \(text)")
            } else {
                #expect(text.contains(Self.narration), "its own step shows the narration: \(text)")
            }
        }
        // The key moment: time passes in the background and Allow Once lapses.
        let lapse = try #require(captions["advance: 1m"])
        #expect(lapse.contains("Status: authorizedWhenInUse (Allow Once) → notDetermined"), "\(lapse)")
        // Two rows for two facts: each starts a line, the callback's name is on screen (not “The app hears:…”).
        #expect(lapse.contains("The app hears: locationManagerDidChangeAuthorization("), "\(lapse)")
        let last = try #require(captions["expect: status, callbacks"])
        #expect(last.contains("✓ status: notDetermined"), "\(last)")
        // The log keeps the narration, in its place among the steps.
        #expect(walk.screen.log.contains { $0.text == "» " + Self.narration })
    }

    @Test("A failed check is the caption of its expect: step, not the narration before it")
    func failedCheckCaption() throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
                say: The person allows it while the app is in use.
              - expect: { status: authorizedWhenInUse, settings: Never }
            """)
        var walk = WalkModel(scenario: scenario, options: WalkOptions(stepByStep: true), size: Self.size)
        while walk.phase == .paused || walk.pendingTap != nil {
            if let tap = walk.pendingTap { walk.handle(.char(Character(String(tap.position + 1)))) } else { walk.handle(.space) }
        }
        let text = Self.caption(walk)
        #expect(!text.contains("while the app is in use"), "\(text)")
        #expect(text.contains("✗ settings: expected Never, got While Using the App"), "\(text)")
    }

    @Test("Facts that do not fit joined: each from a line of its own, whole where it fits, else cut to one line")
    func factLines() {
        let facts = ["✗ status: expected authorizedAlways, got authorizedWhenInUse", "✓ settings: While Using the App"]
        #expect(WalkScreen.factLines(facts, columns: 40, rows: 2) == ["✗ status: expected authorizedAlways, got", "authorizedWhenInUse"])
        #expect(WalkScreen.factLines(facts, columns: 40, rows: 3) == ["✗ status: expected authorizedAlways, got", "authorizedWhenInUse",
                                                                       "✓ settings: While Using the App"])
        let lapse = ["Status: authorizedWhenInUse (Allow Once) → notDetermined",
                     "The app hears: locationManagerDidChangeAuthorization(notDetermined) (queued until the app runs)"]
        #expect(WalkScreen.factLines(lapse, columns: 60, rows: 2)
                == ["Status: authorizedWhenInUse (Allow Once) → notDetermined", "The app hears: locationManagerDidChangeAuthorization(notDet…"])
    }

    @Test("A tap: waited for shows its own narration or none, never an earlier step's")
    func awaitedTapHasNoStaleNarration() throws {
        let scenario = try WalkFixtures.inline("""
              - launch:
                say: The app opens.
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
            """)
        var walk = WalkModel(scenario: scenario, options: WalkOptions(stepByStep: true), size: Self.size)
        walk.handle(.space)
        #expect(Self.caption(walk).contains("The app opens."))
        walk.handle(.space)
        #expect(walk.pendingTap != nil)
        #expect(!Self.caption(walk).contains("The app opens."), "\(Self.caption(walk))")
    }
}

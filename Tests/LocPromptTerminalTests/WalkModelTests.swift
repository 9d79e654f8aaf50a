import Foundation
import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

enum WalkFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A bundled scenario, named by its path relative to the package (as `locprompt walk` would be given it).
    static func bundled(_ name: String) throws -> Scenario {
        let url = root.appendingPathComponent("Assets/Scenarios/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try ScenarioParser.parse(text, file: "Assets/Scenarios/\(name)", baseDirectory: url.deletingLastPathComponent().path)
    }

    static func inline(_ steps: String, os: String = "17.4") throws -> Scenario {
        let text = """
            name: Test walk
            description: A walk for the tests.
            device: { platform: ios, os: "\(os)" }
            app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Your location is shown on the map." } }
            steps:
            \(steps)
            """
        return try ScenarioParser.parse(text, file: "test.yaml", baseDirectory: "/")
    }

    /// Lets the timer fire until nothing more happens by itself (a fake clock: no real waiting).
    static func runUntilIdle(_ walk: inout WalkModel, limit: Int = 100) {
        var count = 0
        while walk.autoDelay != nil && count < limit {
            walk.advance()
            count += 1
        }
    }
}

@Suite("Walkthrough model: a scenario played step by step, no terminal")
struct WalkModelTests {
    @Test("Steps run by themselves until a tap; the walk then blocks (no timer) with the alert on screen")
    func autoUntilTap() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        #expect(walk.phase == .running)
        #expect(walk.autoDelay != nil)
        WalkFixtures.runUntilIdle(&walk)
        #expect(walk.phase == .awaitingTap(label: "Allow Once", position: 0))
        #expect(walk.played == 3)
        #expect(walk.autoDelay == nil)
        #expect(walk.screen.alertContent?.kind == .whenInUse)
        #expect(walk.screen.state == walk.session.state)
        // advance() is a no-op while the presenter has to answer.
        #expect(walk.advance() == .none)
        #expect(walk.played == 3)
    }

    @Test("A button other than the scenario's does not play the tap: a note, and the walk keeps waiting")
    func wrongButton() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        WalkFixtures.runUntilIdle(&walk)
        let before = walk.session.state
        walk.handle(.char("3"))
        #expect(walk.played == 3)
        #expect(walk.session.state == before)
        #expect(walk.screen.state.alert != nil)
        #expect(walk.screen.message?.contains("The scenario expects “Allow Once” here") == true)
        #expect(walk.screen.log.contains { $0.text.contains("the scenario expects “Allow Once” here, not “Don’t Allow”") && $0.style == .warn })
        #expect(walk.phase == .awaitingTap(label: "Allow Once", position: 0))
    }

    @Test("The scenario's button plays the tap; the rest runs by itself to a passed verdict, checks logged live")
    func rightButtonToVerdict() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        WalkFixtures.runUntilIdle(&walk)
        walk.handle(.char("1"))
        #expect(walk.played == 4)
        #expect(walk.session.state.authorization.isTemporary)
        #expect(walk.narration == "The person allows access just this once.")
        WalkFixtures.runUntilIdle(&walk)
        #expect(walk.phase == .finished(.passed))
        #expect(walk.autoDelay == nil)
        #expect(walk.failedChecks == 0)
        #expect(walk.passedChecks == 9)
        #expect(walk.verdict == "verdict: passed (9 checks)")
        #expect(walk.screen.log.contains { $0.text == "✓ status: notDetermined" && $0.style == .good })
        #expect(walk.screen.log.last?.text == "verdict: passed (9 checks)")
        #expect(walk.screen.log.contains { $0.text.hasPrefix("› tap: Allow Once") })
        // The same result as the headless runner.
        var headless = ScenarioSession(scenario: walk.scenario)
        _ = headless.runToEnd()
        #expect(headless.state == walk.session.state)
        #expect(walk.handle(.char("q")) == .quit)
    }

    @Test("Enter taps the highlighted button; arrows move the highlight")
    func enterTapsFocused() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("when-in-use-allow-while-using.yaml"))
        WalkFixtures.runUntilIdle(&walk)
        guard case .awaitingTap(let label, let position) = walk.phase else {
            Issue.record("expected a tap, got \(walk.phase)")
            return
        }
        #expect(label == "Allow While Using App")
        let played = walk.played
        walk.handle(.enter) // focus is on the first button
        #expect(walk.played == played || position == 0)
        for _ in 0..<position { walk.handle(.down) }
        #expect(walk.screen.focusedButton == position)
        walk.handle(.enter)
        #expect(walk.played == played + 1)
    }

    @Test("--step pauses on every step: nothing runs by itself, Space/→/Enter play one step each")
    func stepByStep() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true))
        #expect(walk.phase == .paused)
        #expect(walk.autoDelay == nil)
        #expect(walk.advance() == .none)
        #expect(walk.played == 0)
        walk.handle(.space)
        #expect(walk.played == 1)
        #expect(walk.session.state.lifecycle == .foreground)
        walk.handle(.right)
        walk.handle(.enter)
        #expect(walk.played == 3)
        #expect(walk.autoDelay == nil)
        // A tap step still waits for the presenter: Space does not answer for them.
        walk.handle(.space)
        #expect(walk.played == 3)
        #expect(walk.screen.message?.contains("Your turn") == true)
        walk.handle(.char("1"))
        #expect(walk.played == 4)
        #expect(walk.phase == .paused)
        // p lets it run by itself from here.
        walk.handle(.char("p"))
        #expect(walk.phase == .running)
        WalkFixtures.runUntilIdle(&walk)
        #expect(walk.phase == .finished(.passed))
    }

    @Test("p pauses and resumes; pausing stops the timer and changes the schedule")
    func pause() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        let schedule = walk.schedule
        walk.handle(.char("p"))
        #expect(walk.phase == .paused)
        #expect(walk.autoDelay == nil)
        #expect(walk.schedule != schedule)
        walk.handle(.char("p"))
        #expect(walk.phase == .running)
        #expect(walk.autoDelay != nil)
    }

    @Test("--autoplay answers the taps itself after the delay, highlighting the button first")
    func autoplay() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"),
                             options: WalkOptions(autoplay: .milliseconds(1500)))
        while walk.pendingTap == nil && walk.autoDelay != nil { walk.advance() }
        #expect(walk.phase == .awaitingTap(label: "Allow Once", position: 0))
        #expect(walk.autoDelay == .milliseconds(1500))
        #expect(walk.screen.focusedButton == 0)
        WalkFixtures.runUntilIdle(&walk)
        #expect(walk.phase == .finished(.passed))
    }

    @Test("Autoplay highlights the scenario's button even when it is not the first")
    func autoplayFocus() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("when-in-use-dont-allow.yaml"), options: WalkOptions(autoplay: .seconds(1)))
        while walk.pendingTap == nil && walk.autoDelay != nil { walk.advance() }
        let tap = try #require(walk.pendingTap)
        #expect(tap.label == "Don’t Allow")
        #expect(walk.screen.focusedButton == tap.position)
        #expect(tap.position > 0)
    }

    @Test("An answer: step waits for its button like a tap:, named by the label on screen (German device)")
    func answerStepAwaitsItsButton() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("device-language-answer-by-meaning.yaml"),
                             options: WalkOptions(autoplay: .seconds(1)))
        while walk.pendingTap == nil && walk.autoDelay != nil { walk.advance() }
        let tap = try #require(walk.pendingTap)
        #expect(tap.label == "Beim Verwenden der App erlauben")
        #expect(walk.screen.focusedButton == tap.position)
        WalkFixtures.runUntilIdle(&walk)
        #expect(walk.phase == .finished(.passed))
    }

    @Test("A failed expectation is logged live with expected vs actual; the verdict says failed")
    func failedExpectation() throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
              - expect: { status: authorizedAlways, settings: While Using the App }
            """)
        var walk = WalkModel(scenario: scenario)
        WalkFixtures.runUntilIdle(&walk)
        walk.handle(.char("2"))
        WalkFixtures.runUntilIdle(&walk)
        guard case .finished(.failed(let failures)) = walk.phase else {
            Issue.record("expected a failed verdict, got \(walk.phase)")
            return
        }
        #expect(failures.count == 1)
        #expect(walk.failedChecks == 1)
        #expect(walk.passedChecks == 1)
        #expect(walk.screen.log.contains {
            $0.text == "✗ status: expected authorizedAlways, got authorizedWhenInUse (line 9)" && $0.style == .bad
        })
        #expect(walk.screen.log.contains { $0.text == "✓ settings: While Using the App" && $0.style == .good })
        #expect(walk.verdict == "verdict: failed (1 of 2 checks failed)")
        #expect(walk.screen.log.last?.style == .bad)
    }

    @Test("A step the engine rejects stops the walk: the error is logged, nothing runs by itself any more")
    func invalidStep() throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - tap: Allow Once
              - expect: { status: notDetermined }
            """)
        var walk = WalkModel(scenario: scenario)
        WalkFixtures.runUntilIdle(&walk)
        guard case .stopped(let error) = walk.phase else {
            Issue.record("expected stopped, got \(walk.phase)")
            return
        }
        #expect(error.message.contains("there is no alert on screen"))
        #expect(walk.autoDelay == nil)
        #expect(walk.played == 1)
        #expect(walk.screen.log.contains { $0.text.hasPrefix("✗ invalid step, the walkthrough stops here") && $0.style == .bad })
        walk.handle(.space)
        #expect(walk.played == 1)
        #expect(walk.screen.message?.contains("over") == true)
    }

    @Test("r starts again from the first step")
    func restart() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        WalkFixtures.runUntilIdle(&walk)
        walk.handle(.char("1"))
        walk.handle(.char("r"))
        #expect(walk.played == 0)
        #expect(walk.passedChecks == 0)
        #expect(walk.session.state == walk.scenario.initialState())
        #expect(walk.phase == .running)
    }

    @Test("Narrated steps stay up longer: pace × (1 + words / 5), at most 8 × pace")
    func readingTime() throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - say: one two three four five six seven eight nine ten
              - say: \(Array(repeating: "word", count: 100).joined(separator: " "))
              - background
            """)
        var walk = WalkModel(scenario: scenario, options: WalkOptions(pace: .milliseconds(100)))
        walk.advance()
        #expect(walk.autoDelay == .milliseconds(100))
        walk.advance()
        #expect(walk.autoDelay == .milliseconds(300))
        walk.advance()
        #expect(walk.autoDelay == .milliseconds(800))
        #expect(walk.narration?.hasPrefix("word word") == true)
    }

    @Test("Keys that would change the device are refused with a hint: the scenario drives the app")
    func otherKeys() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        let state = walk.session.state
        walk.handle(.char("w"))
        #expect(walk.session.state == state)
        #expect(walk.screen.message?.contains("The scenario drives the app") == true)
    }
}

@Suite("Walkthrough golden screens")
struct WalkGoldenTests {
    static func render(_ walk: WalkModel, _ size: Size) -> GridCanvas {
        var walk = walk
        walk.size = size
        let canvas = GridCanvas(size)
        WalkScreen.draw(walk, on: canvas)
        return canvas
    }

    @Test("Walk: the start, with the scenario's description", arguments: Fixtures.sizes)
    func start(size: Size) throws {
        let walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        Golden.check(Fixtures.name("walk-start", size), Self.render(walk, size))
    }

    @Test("Walk: waiting for the presenter's tap", arguments: Fixtures.sizes)
    func yourTurn(size: Size) throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        WalkFixtures.runUntilIdle(&walk)
        Golden.check(Fixtures.name("walk-your-turn", size), Self.render(walk, size))
    }

    @Test("Walk: the verdict after a failed check", arguments: Fixtures.sizes)
    func verdict(size: Size) throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - call: requestWhenInUseAuthorization
                say: The app asks for When In Use.
              - tap: Allow While Using App
                say: The person allows it while the app is in use.
              - expect: { status: authorizedAlways, settings: While Using the App }
            """)
        var walk = WalkModel(scenario: scenario)
        WalkFixtures.runUntilIdle(&walk)
        walk.handle(.char("2"))
        WalkFixtures.runUntilIdle(&walk)
        Golden.check(Fixtures.name("walk-verdict-failed", size), Self.render(walk, size))
    }
}

@Suite("Walkthrough model: every bundled scenario")
struct WalkBundledTests {
    static let names: [String] = {
        let directory = WalkFixtures.root.appendingPathComponent("Assets/Scenarios").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test("With --autoplay a walk ends where the headless runner does, with the same checks", arguments: names)
    func autoplayMatchesRunner(name: String) throws {
        let scenario = try WalkFixtures.bundled(name)
        var walk = WalkModel(scenario: scenario, options: WalkOptions(autoplay: .zero, pace: .zero))
        WalkFixtures.runUntilIdle(&walk, limit: 1000)
        var headless = ScenarioSession(scenario: scenario)
        _ = headless.runToEnd()
        #expect(walk.session.isFinished)
        #expect(walk.session.outcome == headless.outcome)
        #expect(walk.screen.state == headless.state)
        #expect(walk.phase == .finished(.passed))
    }
}

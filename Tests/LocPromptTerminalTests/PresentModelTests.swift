import Foundation
import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

@Suite("Presentation model: forward and back through a scenario, free play, no terminal")
struct PresentModelTests {
    /// The state after playing the scenario's first `count` steps straight through a fresh session (the oracle).
    static func straight(_ scenario: Scenario, steps count: Int) throws -> EngineState {
        var session = ScenarioSession(scenario: scenario)
        while session.nextIndex < count { try session.step() }
        return session.state
    }

    @Test("Stops: one per step that is not a check; the checks after a step play with it")
    func stops() throws {
        let scenario = try WalkFixtures.bundled("allow-once-expiry.yaml")
        // launch | call + expect | tap + expect | background | advance | foreground + expect
        #expect(PresentScript.stops(scenario.steps) == [0, 1, 3, 5, 6, 7, 9])
        let model = PresentModel(scenario: scenario)
        #expect(model.script?.stop == 0)
        #expect(model.script?.session.nextIndex == 0)
        #expect(model.screen.state == scenario.initialState())
    }

    @Test("Forward plays each stop; back replays from the start to exactly the state shown there before")
    func backReplays() throws {
        let scenario = try WalkFixtures.bundled("allow-once-expiry.yaml")
        var model = PresentModel(scenario: scenario, options: PresentOptions())
        let stops = try #require(model.script?.stops)
        var seen: [(EngineState, Int, String?)] = [(model.state, model.screen.focusedButton, model.script?.narration)]
        for index in 1..<stops.count {
            #expect(model.handle(.space) == .frame)
            #expect(model.script?.stop == index)
            #expect(model.state == (try Self.straight(scenario, steps: stops[index])))
            seen.append((model.state, model.screen.focusedButton, model.script?.narration))
        }
        #expect(model.script?.isAtEnd == true)
        #expect(model.script?.session.failures.isEmpty == true)
        for index in stride(from: stops.count - 2, through: 0, by: -1) {
            model.handle(.left)
            #expect(model.script?.stop == index)
            #expect(model.state == seen[index].0)
            #expect(model.screen.focusedButton == seen[index].1)
            #expect(model.script?.narration == seen[index].2)
        }
    }

    @Test("Back then forward reaches the same state, alert focus and caption as going forward did")
    func backThenForward() throws {
        let scenario = try WalkFixtures.bundled("when-in-use-allow-while-using.yaml")
        var model = PresentModel(scenario: scenario)
        // To the alert: the button the scenario taps next is highlighted.
        while model.state.alert == nil, model.script?.isAtEnd == false { model.handle(.right) }
        let atAlert = model
        #expect(model.screen.alertContent?.buttons[model.screen.focusedButton].label == "Allow While Using App")
        model.handle(.space)
        let after = model
        #expect(after.state.alert == nil)
        #expect(after.state.status == .authorizedWhenInUse)
        model.handle(.left)
        #expect(model.state == atAlert.state)
        #expect(model.screen.focusedButton == atAlert.screen.focusedButton)
        model.handle(.right)
        #expect(model.state == after.state)
        #expect(model.script?.stop == after.script?.stop)
        #expect(model.script?.narration == after.script?.narration)
        #expect(model.script?.session.nextIndex == after.script?.session.nextIndex)
    }

    @Test("Home goes to the start and End to the last step; the ends say so instead of moving")
    func ends() throws {
        var model = PresentModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        model.handle(.left)
        #expect(model.script?.stop == 0)
        #expect(model.screen.message?.contains("This is the start") == true)
        model.handle(.end)
        #expect(model.script?.isAtEnd == true)
        #expect(model.state.status == .notDetermined)
        model.handle(.space)
        #expect(model.screen.message?.contains("The end of the scenario") == true)
        model.handle(.home)
        #expect(model.script?.stop == 0)
        // Other keys leave a hint; the mouse wheel does nothing at all.
        #expect(model.handle(.wheelDown) == .none)
        #expect(model.script?.stop == 0)
        model.handle(.char("z"))
        #expect(model.screen.message?.contains("Space/→ next step") == true)
        #expect(model.state.lifecycle == .notRunning)
    }

    @Test("The caption is the stop's say: narration; the scenario's description at the start")
    func narration() throws {
        var model = PresentModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        #expect(model.script?.narration?.hasPrefix("Allow Once gives temporary When In Use.") == true)
        for _ in 0..<3 { model.handle(.space) }
        #expect(model.script?.shown?.text == "tap: Allow Once")
        #expect(model.script?.narration == "The person allows access just this once.")
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        PresentScreen.draw(model, on: canvas)
        #expect(canvas.text.contains("The person allows access just this once."))
        #expect(canvas.text.contains("step 3 of 6"))
        // No inspector, no log: the phone alone.
        #expect(!canvas.text.contains("Inspector"))
        model.handle(.char("I"))
        PresentScreen.draw(model, on: canvas)
        #expect(canvas.text.contains("Inspector"))
        #expect(canvas.text.contains("Log"))
    }

    @Test("An invalid step stops the presentation with its error; back still works")
    func invalidStep() throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - tap: Allow Once
            """)
        var model = PresentModel(scenario: scenario)
        model.handle(.space)
        model.handle(.space)
        #expect(model.script?.session.error != nil)
        #expect(model.script?.isAtEnd == true)
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        PresentScreen.draw(model, on: canvas)
        #expect(canvas.text.contains("✗ stopped at line"))
        model.handle(.space)
        #expect(model.screen.message?.contains("invalid step") == true)
        model.handle(.left)
        #expect(model.script?.session.error == nil)
        #expect(model.state.lifecycle == .foreground)
    }

    @Test("End after a refused step stops at that step: the counter stays at the refusal, one ← goes back a step (audit 14 F3)")
    func endStopsAtTheRefusedStep() throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - tap: Allow Once
              - background
            """)
        var model = PresentModel(scenario: scenario)
        model.handle(.space)
        model.handle(.space)
        #expect(model.script?.stop == 2)
        #expect(PresentScreen.footerText(model) == "‹ step 2 of 3 · end")
        model.handle(.left)
        #expect(model.script?.stop == 1)
        model.handle(.end)
        #expect(model.script?.session.error != nil)
        #expect(model.script?.stop == 2, "End went past the refused step")
        #expect(PresentScreen.footerText(model) == "‹ step 2 of 3 · end")
        model.handle(.left)
        #expect(model.script?.stop == 1)
        #expect(model.script?.session.error == nil)
        // A run of forward presses from the start stops there too.
        model.handle(.home)
        var following: [Key] = []
        model.handle(.end, following: &following)
        #expect(model.script?.stop == 2)
    }

    @Test("D switches light and dark; the phone's screen is painted on that surface")
    func appearance() throws {
        var model = PresentModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: PresentOptions(appearance: .dark))
        #expect(model.appearance == .dark)
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        PresentScreen.draw(model, on: canvas)
        let layout = PresentLayout(canvas.size, panes: false)
        let inside = canvas.cells[layout.phoneScreen.row + 2][layout.phoneScreen.col + 2]
        #expect(inside.style.surface == .dark)
        // The bezel and the caption stay on the terminal's own background.
        #expect(canvas.cells[layout.phone.row][layout.phone.col].style.surface == .terminal)
        model.handle(.char("D"))
        #expect(model.appearance == .light)
        PresentScreen.draw(model, on: canvas)
        #expect(canvas.cells[layout.phoneScreen.row + 2][layout.phoneScreen.col + 2].style.surface == .light)
    }

    /// An alert the catalog grades low confidence (shown as unverified), on a state that shows it.
    static func unverifiedState() -> EngineState? {
        for platform in Platform.allCases {
            for band in OSBand.bands(for: platform) {
                for kind in PromptKind.allCases {
                    var state = EngineState(os: DeviceOS(band: band), app: AppChoice.builtIn[0].profile)
                    state.lifecycle = .foreground
                    state.alert = PresentedAlert(kind: kind, manager: 1, precise: nil,
                                                 purposeKey: kind == .temporaryFullAccuracy ? "Navigation" : nil)
                    if PromptCatalog.content(for: state.alert!, os: state.os, app: state.app).unverified { return state }
                }
            }
        }
        return nil
    }

    @Test("Confidence is hidden unless asked for (C, --show-confidence)")
    func confidence() throws {
        let state = try #require(Self.unverifiedState(), "the catalog has at least one low-confidence alert")
        var model = PresentModel(freePlay: FrontEndModel(state: state, apps: AppChoice.builtIn))
        let canvas = GridCanvas(Size(rows: 30, cols: 100))
        PresentScreen.draw(model, on: canvas)
        #expect(!canvas.text.contains("unverified"))
        model.handle(.char("C"))
        #expect(model.showConfidence)
        PresentScreen.draw(model, on: canvas)
        #expect(canvas.text.contains("unverified"))
        let shown = PresentModel(freePlay: FrontEndModel(state: state, apps: AppChoice.builtIn), options: PresentOptions(showConfidence: true))
        PresentScreen.draw(shown, on: canvas)
        #expect(canvas.text.contains("unverified"))
    }

    @Test("Free play: the emulator's keys act on the device, a click taps the large phone's button, ? lists both tables")
    func freePlay() {
        var model = PresentModel(freePlay: FrontEndModel(os: .newest(.iOS), apps: AppChoice.builtIn))
        model.size = Size(rows: 48, cols: 160)
        #expect(model.isFreePlay)
        #expect(model.keyTable.starts(with: PresentKeyBindings.common))
        model.handle(.char("l"))
        model.handle(.char("w"))
        let content = model.screen.alertContent
        #expect(content?.kind == .whenInUse)
        // Click the middle of the second button, as the presentation draws it.
        let layout = PresentLayout(model.size, panes: false)
        let box = LargePhone.alertBox(content!, model: model)
        let cell = AlertView.geometry(box, in: layout.phoneScreen, maxCols: layout.alertColumns).buttonRects[1]
        #expect(model.handle(.click(row: cell.row, col: cell.col + cell.cols / 2)) == .frame)
        #expect(model.state.alert == nil)
        #expect(model.state.status == .authorizedWhenInUse)
        // Settings opens in the phone.
        model.handle(.char("S"))
        #expect(model.screen.settingsOpen)
        model.handle(.escape)
        #expect(!model.screen.settingsOpen)
        model.handle(.char("?"))
        #expect(model.helpVisible)
        let rows = model.helpRows.map(\.summary)
        #expect(rows.contains("light / dark appearance"))
        #expect(rows.contains("request When In Use"))
        // The emulator's rows shown leave out the keys the presentation takes (?, q, Ctrl-L).
        let taken = Set(PresentKeyBindings.common.flatMap(\.keys))
        let emulatorRows = model.helpRows.dropFirst(PresentKeyBindings.common.count)
        #expect(emulatorRows.allSatisfy { $0.keys.allSatisfy { !taken.contains($0) } })
        #expect(!emulatorRows.contains { $0.summary == "show/hide this help" })
        #expect(model.handle(.char("q")) == .quit)
    }

    @Test("The present program: its own table and screen, no timer in a scenario, markers per step")
    func program() throws {
        var program = PresentProgram(PresentModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml")))
        #expect(program.keyTable == PresentKeyBindings.scripted)
        #expect(program.timeout() == nil)
        #expect(program.handle(.space) == .frame)
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        program.draw(on: canvas)
        let direct = GridCanvas(Size(rows: 24, cols: 80))
        PresentScreen.draw(program.model, on: direct)
        #expect(canvas.text == direct.text)
        #expect(program.isTooSmall(Size(rows: 17, cols: 80)))
        #expect(!program.isTooSmall(Size(rows: 24, cols: 80)))
        // The too-small screen names the presentation's own minimum, not the emulator's.
        let small = GridCanvas(Size(rows: 10, cols: 60))
        program.draw(on: small)
        #expect(small.text.contains("at least 40×18"))
        // Every binding of the scripted table is the presentation's, one meaning per key.
        let keys = PresentKeyBindings.scripted.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
        for binding in PresentKeyBindings.scripted {
            guard case .present = binding.action else {
                Issue.record("\(binding.keyLabel) is not a presentation action")
                continue
            }
        }
    }
}

@Suite("Presentation on every bundled scenario")
struct PresentBundledTests {
    static var names: [String] {
        let directory = WalkFixtures.root.appendingPathComponent("Assets/Scenarios")
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("Forward to the end gives the headless run's state; every stop draws a caption; back replays each stop exactly",
          arguments: names)
    func forwardAndBack(name: String) throws {
        let scenario = try WalkFixtures.bundled(name)
        var model = PresentModel(scenario: scenario)
        let stops = try #require(model.script?.stops)
        var states = [model.state]
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        for _ in 1..<stops.count {
            model.handle(.space)
            states.append(model.state)
            PresentScreen.draw(model, on: canvas)
            let layout = PresentLayout(canvas.size, panes: false)
            #expect((layout.caption.row..<layout.caption.bottom).contains { !canvas.line($0).isEmpty }, "\(name) stop \(model.script!.stop)")
        }
        var headless = ScenarioSession(scenario: scenario)
        _ = headless.runToEnd()
        #expect(headless.error == nil, "bundled scenarios are valid")
        #expect(model.state == headless.state)
        #expect(model.script?.session.failures == headless.failures)
        for index in stride(from: stops.count - 2, through: 0, by: -1) {
            model.handle(.left)
            #expect(model.state == states[index], "\(name): back to stop \(index)")
        }
    }
}

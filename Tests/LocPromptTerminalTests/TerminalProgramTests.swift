import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

@Suite("One program shape: the emulator and the walk dispatch through their own key tables")
struct TerminalProgramTests {
    @Test("Every binding of the walk's table reaches the walk (none is a stray emulator action)")
    func walkTableIsTheWalks() {
        for binding in WalkKeyBindings.all {
            guard case .walk = binding.action else {
                Issue.record("\(binding.keyLabel) is not a walk action")
                continue
            }
        }
        // Within one table a key means one thing.
        for table in [WalkKeyBindings.main, WalkKeyBindings.alert] {
            let keys = table.flatMap(\.keys)
            #expect(Set(keys).count == keys.count)
        }
    }

    @Test("? in a walk shows the walk's help, generated from its key table; any key closes it, q quits from it")
    func walkHelp() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true))
        let played = walk.played
        #expect(walk.handle(.char("?")) == .frame)
        #expect(walk.helpVisible)
        let canvas = GridCanvas(Size(rows: 30, cols: 100))
        WalkScreen.draw(walk, on: canvas)
        for row in WalkKeyBindings.helpRows { #expect(canvas.text.contains(row.summary)) }
        #expect(canvas.text.contains("The walkthrough"))
        // The emulator's keys are not offered in a walk.
        #expect(!canvas.text.contains("request When In Use"))
        // The key that closes the help does nothing else.
        walk.handle(.space)
        #expect(!walk.helpVisible)
        #expect(walk.played == played)
        walk.handle(.char("?"))
        #expect(walk.handle(.char("q")) == .quit)
    }

    @Test("The walk's alert keys come first only while the scenario's tap waits")
    func walkTableFollowsThePhase() throws {
        let scenario = try WalkFixtures.inline("""
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow Once
            """)
        var walk = WalkModel(scenario: scenario)
        #expect(walk.keyTable == WalkKeyBindings.main)
        WalkFixtures.runUntilIdle(&walk)
        guard case .awaitingTap = walk.phase else {
            Issue.record("the walk should wait for the tap, is \(walk.phase)")
            return
        }
        #expect(walk.keyTable == WalkKeyBindings.alert + WalkKeyBindings.main)
        // Enter is the alert's tap here, not "next step".
        #expect(KeyBindings.lookup(.enter, in: walk.keyTable)?.action == .walk(.tapFocused))
    }

    @Test("The emulator program draws MainScreen and dispatches through the model's table")
    func emulatorProgram() {
        let model = FrontEndModel(os: .newest(.iOS), apps: AppChoice.builtIn)
        var program = EmulatorProgram(model, persist: nil)
        #expect(program.keyTable == KeyBindings.main)
        #expect(program.timeout() == nil)
        #expect(program.handle(.char("l")) == .frame)
        #expect(program.handle(.char("w")) == .frame)
        #expect(program.keyTable == KeyBindings.alert + KeyBindings.main)
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        program.draw(on: canvas)
        let direct = GridCanvas(Size(rows: 24, cols: 80))
        MainScreen.draw(program.model, on: direct)
        #expect(canvas.text == direct.text)
    }

    @Test("The emulator program saves the device only when the engine state changed")
    func emulatorPersists() {
        final class Saved: @unchecked Sendable { var count = 0 }
        let saved = Saved()
        var program = EmulatorProgram(FrontEndModel(os: .newest(.iOS), apps: AppChoice.builtIn), persist: { _ in saved.count += 1 })
        program.afterEvent(recorder: nil)
        #expect(saved.count == 0)
        _ = program.handle(.char("?"))
        program.afterEvent(recorder: nil)
        #expect(saved.count == 0)
        _ = program.handle(.char("?"))
        _ = program.handle(.char("l"))
        program.afterEvent(recorder: nil)
        #expect(saved.count == 1)
    }
}

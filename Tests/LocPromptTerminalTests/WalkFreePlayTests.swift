import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

@Suite("Walk free play: leave the script, try something, come back to the step")
struct WalkFreePlayTests {
    @Test("T at the scenario's alert: the emulator's keys act, the script waits; T again restores the step exactly")
    func leaveAndReturn() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        WalkFixtures.runUntilIdle(&walk)
        #expect(walk.phase == .awaitingTap(label: "Allow Once", position: 0))
        let before = walk.screen.state
        let played = walk.played
        walk.handle(.char("T"))
        #expect(walk.freePlay != nil)
        #expect(walk.autoDelay == nil)
        #expect(walk.keyTable.first?.action == .walk(.toggleFreePlay))
        // The emulator's keys: Don't Allow (3), then Settings, then time passes.
        walk.handle(.char("3"))
        #expect(walk.screen.state.status == .denied)
        #expect(walk.session.state == before, "the scenario session does not move in free play")
        walk.handle(.char("S"))
        #expect(walk.screen.settingsOpen)
        walk.handle(.escape)
        walk.handle(.char("."))
        #expect(walk.screen.state.clock > before.clock)
        #expect(walk.played == played)
        walk.handle(.char("T"))
        #expect(walk.freePlay == nil)
        #expect(walk.screen.state == before)
        #expect(walk.screen.state == walk.session.state)
        #expect(walk.phase == .awaitingTap(label: "Allow Once", position: 0))
        // The script goes on from the step: the scenario's answer, then the rest to the verdict.
        walk.handle(.char("1"))
        #expect(walk.played == played + 1)
        WalkFixtures.runUntilIdle(&walk)
        #expect(walk.verdict == "verdict: passed (9 checks)")
    }

    @Test("Returning is deterministic: the same free play twice gives the same walk afterwards")
    func deterministic() throws {
        func afterFreePlay(_ keys: String) throws -> WalkModel {
            var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true))
            walk.handle(.space)
            walk.handle(.char("T"))
            for key in keys { walk.handle(.char(key)) }
            walk.handle(.char("T"))
            walk.handle(.space)
            return walk
        }
        let a = try afterFreePlay("wb..")
        let b = try afterFreePlay("tlaS")
        #expect(a.screen.state == b.screen.state)
        #expect(a.played == b.played)
        #expect(a.screen.alertContent?.kind == .whenInUse)
    }

    @Test("The walk's ? help lists free play; in free play ? lists the way back and the emulator's keys")
    func help() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true))
        #expect(WalkKeyBindings.helpRows.contains { $0.action == .walk(.toggleFreePlay) })
        walk.handle(.char("?"))
        let canvas = GridCanvas(Size(rows: 30, cols: 100))
        WalkScreen.draw(walk, on: canvas)
        #expect(canvas.text.contains("free play off the script (T returns)"))
        walk.handle(.char("?"))
        walk.handle(.char("T"))
        WalkScreen.draw(walk, on: canvas)
        #expect(canvas.text.contains("Free play · left the script at step 0"))
        walk.handle(.char("?"))
        #expect(walk.helpVisible)
        WalkScreen.draw(walk, on: canvas)
        #expect(canvas.text.contains("end free play: back to the step"))
        #expect(canvas.text.contains("request When In Use"))
        walk.handle(.char("x"))
        #expect(!walk.helpVisible)
        #expect(walk.freePlay != nil)
        #expect(walk.handle(.char("q")) == .quit)
    }
}

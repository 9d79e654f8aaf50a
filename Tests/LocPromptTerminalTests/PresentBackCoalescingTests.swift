import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// Audit 13 F4: each ← replayed the whole scenario and queued presses were not coalesced, so a held ← on a long
/// scenario froze the screen for minutes and q waited behind the queue.
@Suite("Presentation: queued “previous step” presses are one replay; q typed meanwhile quits at once")
struct PresentBackCoalescingTests {
    static func long(pairs: Int) throws -> Scenario {
        let steps = ["  - launch", "  - call: requestWhenInUseAuthorization", "  - tap: Allow While Using App"]
            + Array(repeating: ["  - background", "  - foreground"], count: pairs).flatMap { $0 }
        return try WalkFixtures.inline(steps.joined(separator: "\n"))
    }

    @Test("Ten ← queued: one replay, to ten stops back, the state the scenario has there")
    func tenBacksOneReplay() throws {
        let scenario = try Self.long(pairs: 40)
        var model = PresentModel(scenario: scenario)
        model.handle(.end)
        let last = try #require(model.script?.stop)
        let before = model.replays
        var following: [Key] = Array(repeating: .left, count: 6) + Array(repeating: .char("b"), count: 3)
        #expect(model.readsAhead(.left))
        #expect(model.handle(.left, following: &following) == .frame)
        #expect(following.isEmpty)
        #expect(model.replays == before + 1)
        #expect(model.script?.stop == last - 10)
        let stops = try #require(model.script?.stops)
        #expect(model.state == (try PresentModelTests.straight(scenario, steps: stops[last - 10])))
    }

    @Test("The fold stops at another key, which is left for after; past the start it stops at the start")
    func foldStopsAtOtherKeys() throws {
        var model = PresentModel(scenario: try Self.long(pairs: 5))
        for _ in 0..<4 { model.handle(.space) }
        var following: [Key] = [.left, .char("D"), .left]
        model.handle(.left, following: &following)
        #expect(model.script?.stop == 2)
        #expect(following == [.char("D"), .left])
        var many: [Key] = Array(repeating: .left, count: 50)
        model.handle(.left, following: &many)
        #expect(model.script?.stop == 0)
        // At the start, ← says so, as one press does.
        var more: [Key] = [.left]
        model.handle(.left, following: &more)
        #expect(model.screen.message?.contains("This is the start") == true)
    }

    @Test("q typed behind a queue of ← quits at once, without replaying")
    func quitAtOnce() throws {
        var model = PresentModel(scenario: try Self.long(pairs: 40))
        model.handle(.end)
        let stop = model.script?.stop
        let before = model.replays
        var following: [Key] = Array(repeating: .left, count: 300) + [.char("q")]
        #expect(model.handle(.left, following: &following) == .quit)
        #expect(model.replays == before)
        #expect(model.script?.stop == stop)
    }

    @Test("One ← alone is the one-step back it always was; free play and the help do not read ahead")
    func singleAndOtherModes() throws {
        var model = PresentModel(scenario: try Self.long(pairs: 2))
        model.handle(.space)
        model.handle(.space)
        var none: [Key] = []
        model.handle(.left, following: &none)
        #expect(model.script?.stop == 1)
        model.handle(.char("?"))
        #expect(!model.readsAhead(.left))
        let free = PresentModel(freePlay: FrontEndModel(os: .newest(.iOS), apps: AppChoice.builtIn))
        #expect(!free.readsAhead(.left))
    }
}

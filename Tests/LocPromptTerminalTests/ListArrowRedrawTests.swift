import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// The list's arrow (rule settings-list-arrow) is derived from the virtual clock, which moves only on events: a key
/// (`.` `>`, or any event the engine times), a virtual timer's tick, a walk's step. Session 25 asked whether some
/// path moves the clock without a redraw, leaving the arrow's colour stale until the next key. None does: every
/// path that advances the clock asks for a frame, and the frame shows the arrow the new time gives. These tests
/// hold every key of the Settings list and every tick to that, with no timer of their own (idle stays idle).
@Suite("The list's arrow follows the clock: a redraw after every clock step")
struct ListArrowRedrawTests {
    /// iOS 18, When In Use, one location delivered (updates then stopped), on the Settings list.
    static func onList() -> FrontEndModel {
        var model = Fixtures.model()
        model.size = Size(rows: 40, cols: 120)
        for key: Key in [.char("l"), .char("w"), .char("2")] { model.handle(key) }
        model.send(.app(.startUpdatingLocation))
        model.send(.app(.stopUpdatingLocation))
        for key: Key in [.char("S"), .left] { model.handle(key) }
        return model
    }

    /// The arrow beside the app's row as drawn: its glyph and its style letter, or nil for none.
    static func drawnArrow(_ model: FrontEndModel) throws -> (String, Character)? {
        let canvas = Fixtures.render(model, model.size)
        let lines = canvas.text.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("While Using the App ›") })
        let line = lines[row]
        guard let at = line.firstIndex(where: { $0 == "➤" || $0 == "➢" }), line.distance(from: line.startIndex, to: at) < 36 else { return nil }
        let column = line.distance(from: line.startIndex, to: at)
        let mask = Array(canvas.styleMask.components(separatedBy: "\n")[row])
        return (String(line[at]), mask[column])
    }

    @Test("every key on the list that moves the clock asks for a frame")
    func everyKeyRedraws() {
        let start = Self.onList()
        #expect(start.settingsPage.kind == .appList)
        var keys = KeyBindings.all.flatMap(\.keys)
        keys += [.wheelUp, .wheelDown, .delete, .function(2), .click(row: 5, col: 5)]
        var moved = 0
        for key in keys {
            var model = start
            let redraw = model.handle(key)
            if model.state.clock != start.state.clock {
                moved += 1
                #expect(redraw != .none, "\(key) moved the clock without a frame")
            }
        }
        #expect(moved >= 2, "`.` and `>` at least")
    }

    @Test("the arrow is purple, then gray at 15 minutes, then gone at 24 hours, in the frame right after the key")
    func arrowFollowsTimeKeys() throws {
        var model = Self.onList()
        model.handle(.up)  // off the app's row, so that its arrow is drawn in its own colour
        #expect(try Self.drawnArrow(model)?.1 == "P")
        for _ in 0..<14 { #expect(model.handle(.char(">")) == .frame) }
        #expect(try Self.drawnArrow(model)?.1 == "P", "14 minutes: still recent")
        #expect(model.handle(.char(">")) == .frame)
        let gray = try #require(try Self.drawnArrow(model))
        #expect(gray.0 == "➤" && gray.1 == "d", "15 minutes: gray (dim)")
        for _ in 15..<(24 * 60) { model.handle(.char(">")) }
        #expect(model.handle(.char(".")) == .frame)
        #expect(try Self.drawnArrow(model) == nil, "past 24 hours: no arrow")
    }

    @Test("a timer's tick that moves the clock asks for a frame; with no timer it moves nothing and the loop blocks")
    func ticksRedraw() {
        var model = Fixtures.model()
        for key: Key in [.char("l"), .char("w"), .char("2")] { model.handle(key) }
        model.send(.app(.startUpdatingLocation))
        #expect(model.nextTimer != nil, "the solid arrow fades on the virtual clock")
        while model.nextTimer != nil {
            let before = model.state.clock
            let redraw = model.tick()
            #expect(model.state.clock != before && redraw == .frame)
        }
        let before = model.state.clock
        #expect(model.tick() == .none && model.state.clock == before)
        #expect(EmulatorProgram(model, persist: nil).timeoutIsBlocking, "idle: a blocking read, no timer for the arrow")
    }

    @Test("free play in a walk and in present: their ticks ask for a frame too")
    func freePlayTicks() throws {
        var walk = WalkModel(scenario: try WalkFixtures.inline("  - launch"), options: WalkOptions(stepByStep: true))
        walk.handle(.space)
        walk.handle(.char("T"))
        for key: Key in [.char("w"), .char("2"), .char("u")] { walk.handle(key) }
        #expect(walk.screen.nextTimer != nil)
        let clock = walk.screen.state.clock
        #expect(walk.tickFreePlay() == .frame && walk.screen.state.clock != clock)

        var present = PresentModel(freePlay: Fixtures.model())
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("u")] { present.handle(key) }
        #expect(present.screen.nextTimer != nil)
        let before = present.state.clock
        #expect(present.tick() == .frame && present.state.clock != before)
    }
}

extension EmulatorProgram {
    /// The key read blocks with no timeout.
    var timeoutIsBlocking: Bool {
        var copy = self
        return copy.timeout() == nil
    }
}

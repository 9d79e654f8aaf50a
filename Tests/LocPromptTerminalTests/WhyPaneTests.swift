import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// The why pane: any log line can be selected (keys or a click) and shows the rule behind it, its summary
/// and its sources with their addresses; a request that does nothing names its rule.
@Suite("Why pane")
struct WhyPaneTests {
    static let size = Size(rows: 40, cols: 120)

    /// Launched, sent to the background, then asked for When In Use: nothing happens.
    func silentRequest() -> FrontEndModel {
        var model = Fixtures.model()
        model.size = Self.size
        for key in ["l", "b", "w"] { model.handle(.char(Character(key))) }
        return model
    }

    func screen(_ model: FrontEndModel) -> String {
        let canvas = GridCanvas(Self.size)
        MainScreen.draw(model, on: canvas)
        return canvas.text
    }

    @Test("[ selects the newest line with a rule: why nothing happened, with its sources and URLs")
    func whyNothingHappened() throws {
        var model = silentRequest()
        #expect(model.whySelection == nil)
        model.handle(.char("["))
        let entry = try #require(model.whyEntry)
        #expect(entry.text.hasPrefix("nothing happens"))
        #expect(entry.rule?.id == "foreground-required")
        let text = screen(model)
        #expect(text.contains("rule foreground-required"))
        #expect(text.contains("S2 requestWhenInUseAuthorization()"))
        #expect(text.contains("https://developer.apple.com/documentation/corelocation/cllocationmanager/"))
        #expect(!text.contains("Inspector"))
        // Esc closes it and the inspector is back.
        model.handle(.escape)
        #expect(model.whySelection == nil)
        #expect(screen(model).contains("Inspector"))
    }

    @Test("[ and ] move between lines; an input line points at the rules of its effects")
    func moveBetweenLines() throws {
        var model = silentRequest()
        model.handle(.char("["))
        let last = try #require(model.whySelection)
        model.handle(.char("["))
        #expect(model.whySelection == last - 1)
        #expect(model.whyEntry?.kind == .input)
        #expect(screen(model).contains("Rules of its effects: foreground-required"))
        model.handle(.char("]"))
        model.handle(.char("]"))
        #expect(model.whySelection == last)
    }

    @Test("clicking a log line selects it")
    func clickSelects() throws {
        var model = silentRequest()
        let text = screen(model).components(separatedBy: "\n")
        let row = try #require(text.firstIndex { $0.contains("app: background") })
        let col = try #require(text[row].range(of: "app: background")).lowerBound.utf16Offset(in: text[row])
        #expect(model.handle(.click(row: row, col: col)) == .frame)
        #expect(model.whyEntry?.text == "app: background")
        #expect(model.whyEntry?.rule?.id == "lifecycle")
        #expect(screen(model).contains("rule lifecycle"))
    }

    @Test("the inspector names the catalog entry and confidence of the alert on screen")
    func alertCatalogEntry() {
        var model = Fixtures.model()
        model.size = Self.size
        model.handle(.char("l"))
        model.handle(.char("w"))
        let text = screen(model)
        #expect(text.contains("catalog ios-18+ › when-in-use · confidence"))
    }
}

@Suite("Why pane in a walkthrough")
struct WalkWhyPaneTests {
    @Test("[ in a walk selects a log line; the pane shows the rule, a URL and the alert's catalog entry")
    func walkWhy() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        walk.size = Size(rows: 40, cols: 120)
        WalkFixtures.runUntilIdle(&walk)
        walk.handle(.char("["))
        let entry = try #require(walk.screen.whyEntry)
        #expect(entry.rule != nil)
        // Walk back to the alert line.
        while walk.screen.whyEntry?.text != "alert: when-in-use", (walk.screen.whySelection ?? 0) > 0 { walk.handle(.char("[")) }
        #expect(walk.screen.whyEntry?.rule?.id == "when-in-use-request")
        let canvas = GridCanvas(walk.size)
        WalkScreen.draw(walk, on: canvas)
        #expect(canvas.text.contains("rule when-in-use-request"))
        #expect(canvas.text.contains("catalog ios-14-17 › when-in-use · confidence"))
        #expect(canvas.text.contains("https://developer.apple.com/documentation/corelocation/"))
        walk.handle(.escape)
        #expect(walk.screen.whySelection == nil)
    }
}

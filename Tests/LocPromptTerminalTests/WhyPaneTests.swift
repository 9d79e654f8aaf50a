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

    @Test("on watchOS an iOS rule's effect shows ios-rule-on-other-platform and the iOS rule applied, allow-once-expiry, with its sources")
    func iOSRuleAppliedOnWatchOS() throws {
        let watch = try DeviceOS.resolve(platform: .watchOS, versionText: "10.0").get()
        var model = Fixtures.model(os: watch, events: [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(.allowOnce),
                                                       .app(.background), .advance(.seconds(10))])
        model.size = Self.size
        let index = try #require(model.log.lastIndex { $0.text == "manager 1: locationManagerDidChangeAuthorization(notDetermined)" })
        #expect(model.log[index].rule?.id == "ios-rule-on-other-platform")
        #expect(model.log[index].appliedIOSRule?.id == "allow-once-expiry")
        let lines = WhyPane.lines(model, entry: index).map(\.0)
        #expect(lines.contains("rule ios-rule-on-other-platform"))
        #expect(lines.contains("applies to: macOS, watchOS, tvOS, visionOS"))
        #expect(lines.contains("No source describes this on watchOS; locprompt applies the iOS rule allow-once-expiry"))
        #expect(lines.contains(Rule.allowOnceExpiry.summary))
        #expect(lines.contains("stated for iOS 13.0+ · documented by Apple's sources · §3 Allow Once lifetime; §6 D2"))
        #expect(lines.contains { $0.hasPrefix("S18 WWDC 2019 Session 705") })
        // Never an “applies to” that excludes the device.
        #expect(!lines.contains("applies to: iOS 13.0+"))
        // The input line that caused it lists both.
        let input = try #require(model.log.lastIndex { $0.kind == .input && $0.text.hasPrefix("› time passes") })
        #expect(WhyPane.lines(model, entry: input).map(\.0).contains {
            $0.hasPrefix("Rules of its effects: ") && $0.contains("ios-rule-on-other-platform (iOS rule allow-once-expiry)")
        })
        // On screen, once selected: the iOS rule and its first source's address.
        model.selectLog(index, in: Layout(Self.size).log)
        let text = screen(model)
        #expect(text.contains("rule ios-rule-on-other-platform"))
        #expect(text.contains("No source describes this on watchOS; locprompt applies the iOS rule"))
        #expect(text.contains("allow-once-expiry"))
        #expect(text.contains("S2 requestWhenInUseAuthorization() — Apple Developer Documentation"))
        #expect(text.contains("https://developer.apple.com/documentation/corelocation/cllocationmanager/"))
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

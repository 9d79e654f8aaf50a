import Testing
@testable import LocPromptCore

/// Audit 17 K1: on macOS locprompt accepts NSLocationWhenInUseUsageDescription in place of NSLocationUsageDescription,
/// which Apple's key page calls "required" [S61]; one second-hand experiment saw the prompt without it [S47]
/// (reference §6 D10). The prompt is kept, and every alert shown only thanks to the When In Use key cites the decision.
@Suite("macOS: an app with only the When In Use key is prompted, citing macos-when-in-use-key-accepted")
struct MacOSWhenInUseKeyTests {
    static let ruleId = "macos-when-in-use-key-accepted"
    static let bothKeys = AppProfile(displayName: "Both", usageDescriptions: [.legacy: "MAC", .whenInUse: "WIU"])

    /// The effects of `event` on a freshly launched app.
    static func effects(_ event: Event, app: AppProfile, platform: Platform = .macOS, version: String = "14.0") -> Harness {
        var h = Harness(platform, version, app: app)
        h.launch()
        h.do(event)
        return h
    }

    static func cites(_ h: Harness) -> Bool { h.last.contains { $0.rule.id == ruleId } }

    @Test("macos-when-in-use-key-accepted: startUpdatingLocation, requestWhenInUse and requestAlways prompt and cite the decision",
          arguments: [Event.app(.startUpdatingLocation), .app(.requestWhenInUseAuthorization), .app(.requestAlwaysAuthorization)])
    func promptedAndCited(_ event: Event) throws {
        let h = Self.effects(event, app: TestApps.whenInUseOnly)
        #expect(h.presented?.kind == .whenInUse)
        let note = try #require(h.last.first { $0.rule.id == Self.ruleId })
        // A note, not "nothing happens": the alert just appeared (audit 26c #17).
        guard case .note(let why) = note.kind else { Issue.record("\(note)"); return }
        #expect(note.kind.text.hasPrefix("note: "))
        #expect(why.contains("no NSLocationUsageDescription") && why.contains("not verified"))
        #expect(note.appliedIOSRule == nil, "a macOS rule, cited as itself")
        // The alert shows the When In Use key's text.
        #expect(PromptCatalog.content(for: try #require(h.presented), os: h.state.os, app: h.state.app).message == "WIU purpose")
    }

    @Test("with NSLocationUsageDescription the decision is not needed, so not cited", arguments: [TestApps.legacyOnly, Self.bothKeys])
    func notCitedWithTheMacOSKey(_ app: AppProfile) {
        let h = Self.effects(.app(.startUpdatingLocation), app: app)
        #expect(h.presented?.kind == .whenInUse)
        #expect(!Self.cites(h))
    }

    @Test("on iOS the When In Use key is the key: not cited")
    func notCitedOnIOS() {
        let h = Self.effects(.app(.requestWhenInUseAuthorization), app: TestApps.whenInUseOnly, platform: .iOS, version: "17.4")
        #expect(h.presented?.kind == .whenInUse)
        #expect(!Self.cites(h))
    }

    @Test("a Mac app with neither key: the note naming both keys cites the decision too")
    func neitherKeyNoteCitesTheDecision() {
        let h = Self.effects(.app(.requestWhenInUseAuthorization), app: TestApps.noKeys)
        #expect(h.presented == nil)
        #expect(h.last.contains { effect in
            guard case .note(let why) = effect.kind else { return false }
            return effect.rule.id == Self.ruleId && why.contains("NSLocationUsageDescription or NSLocationWhenInUseUsageDescription")
        })
    }

    @Test("the rule is an emulator decision on macOS, citing Apple's key page and the experiment against it")
    func ruleIsAnEmulatorDecision() throws {
        let rule = try #require(RuleRegistry.rule(id: Self.ruleId))
        #expect(!rule.documented)
        #expect(rule.range == .only(.macOS))
        #expect(["S61", "S47", "S3"].allSatisfy(rule.sources.contains))
        #expect(Bibliography.source(id: "S61")?.facts.contains { $0.contains("This key is required if your macOS app") } == true)
    }
}

import Testing
@testable import LocPromptCore

/// Session 26: the iPhone's “Turn Off Location Services?” was drawn on every platform as if each showed it. The
/// engine now says, per platform, whether a source shows the confirmation: iOS yes (reference §4.2, wording L
/// [S353]); macOS, watchOS, tvOS and visionOS no (Mac Help [S350][S351], the Apple TV User Guide [S352], a watch
/// how-to [S354]; nothing for Vision Pro), where the iPhone's is kept as locprompt's reading and marked unsourced.
@Suite("Settings: the turn-off confirmation per platform (settings-turn-off-confirmation)")
struct SettingsTurnOffConfirmationTests {
    @Test("settings-turn-off-confirmation: iOS sourced; every other platform unsourced, saying it is locprompt's reading",
          arguments: [(Platform.iOS, "17.4"), (.iOS, "9.3"), (.macOS, "12.0"), (.macOS, "14.0"), (.watchOS, "10.0"),
                      (.tvOS, "17.0"), (.visionOS, "1.0")])
    func perPlatform(platform: Platform, version: String) throws {
        let h = Harness(platform, version)
        let asked = try #require(SettingsRow.locationServices.confirmation(in: h.state))
        #expect(asked.rule == .settingsTurnOffConfirmation)
        #expect(asked.event == .settings(.locationServices(false)))
        #expect(asked.title == "Turn Off Location Services?" && asked.buttons == ["Turn Off", "Cancel"])
        #expect(asked.sourced == (platform == .iOS))
        if platform == .iOS {
            #expect(asked.caveat == nil)
        } else {
            let caveat = try #require(asked.caveat)
            #expect(caveat.contains("locprompt's reading") && caveat.contains(platform.displayName), "\(caveat)")
        }
    }

    @Test("turning the switch back on, and every other row, asks nothing")
    func onlyTurningOff() {
        var h = Harness(.macOS, "14.0")
        h.do(.settings(.locationServices(false)))
        #expect(SettingsRow.locationServices.confirmation(in: h.state) == nil)
        #expect(SettingsRow.macApp(.toggleSwitch).confirmation(in: h.state) == nil)
        #expect(SettingsRow.precise.confirmation(in: Harness(.iOS, "17.4").state) == nil)
    }

    @Test("the rule says the confirmation off iOS is locprompt's reading, and cites the platforms' sources")
    func ruleText() {
        let rule = Rule.settingsTurnOffConfirmation
        #expect(rule.summary.contains("locprompt keeps the iPhone's confirmation there as its own reading"))
        #expect(!rule.documented)
        #expect(Set(rule.sources).isSuperset(of: ["S350", "S351", "S352", "S353", "S354"]))
        #expect(RuleRegistry.all.contains(rule))
        for id in rule.sources { #expect(Bibliography.source(id: id) != nil, "\(id)") }
    }
}

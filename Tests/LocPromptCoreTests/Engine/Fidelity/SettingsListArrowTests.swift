import Testing
@testable import LocPromptCore

/// The arrow beside the app's row in Settings › Location Services (rule settings-list-arrow; audit 24e friction 3):
/// Apple Support's legend [S323] read off the engine's virtual clock and region monitoring, and the list page
/// (iOS 13+) that shows it.
@Suite("Settings › Location Services list and its arrow (settings-list-arrow)")
struct SettingsListArrowTests {
    @Test("settings-list-arrow: hollow while a region is monitored and nothing was delivered")
    func hollowWithRegion() {
        var h = Harness.launched(with: .always(provisional: false))
        #expect(h.state.settingsListArrow == nil, "no use and no monitoring: no arrow")
        h.do(.app(.startMonitoringRegion))
        #expect(h.state.monitoring.contains(.region))
        #expect(h.state.lastDelivery == nil)
        #expect(h.state.settingsListArrow == .hollow)
    }

    @Test("settings-list-arrow: purple right after a delivery, gray later within 24 h, none after")
    func purpleThenGrayThenNone() {
        var h = Harness.launched()
        h.state.lastDelivery = h.state.clock
        #expect(h.state.settingsListArrow == .purple)
        h.do(.advance(EngineState.recentlyUsedWindow))
        #expect(h.state.settingsListArrow == .gray, "past “recently” (locprompt's reading) the arrow is gray")
        h.do(.advance(.minutes(23 * 60)))
        #expect(h.state.settingsListArrow == .gray, "still within the past 24 hours")
        h.do(.advance(.minutes(45)))
        #expect(h.state.settingsListArrow == nil, "more than 24 hours ago: no arrow")
    }

    @Test("settings-list-arrow: a use outranks the hollow arrow; after 24 h a monitored region shows hollow again")
    func useOutranksHollow() {
        var h = Harness.launched(with: .always(provisional: false))
        h.do(.app(.startMonitoringRegion))
        h.state.lastDelivery = h.state.clock
        #expect(h.state.settingsListArrow == .purple)
        h.do(.advance(EngineState.usedInPast24Hours))
        #expect(h.state.settingsListArrow == .hollow)
    }

    @Test("the list page (iOS 13+, the app listed): the switch, the app's row, the legend; the app's page backs to it")
    func listPage() {
        let h = Harness.launched()
        let list = h.state.settingsPage(at: .list)
        #expect(list.kind == .appList && list.title == "Location Services" && list.back == "Privacy & Security")
        #expect(Array(list.rows.prefix(2)) == [.locationServices, .app])
        #expect(list.lines.contains(.arrowLegend(.hollow)) && list.lines.contains(.arrowLegend(.purple)) && list.lines.contains(.arrowLegend(.gray)))
        #expect(list.rules.contains(.settingsListArrow))
        #expect(SettingsRow.app.label(in: h.state).text == "Where Am I?")
        #expect(SettingsRow.app.label(in: h.state).value == "While Using the App ›", "the choice's name as the app's page gives it")
        #expect(SettingsRow.app.event(in: h.state) == nil, "the row opens the app's page and sends nothing")
        let app = h.state.settingsPage
        #expect(app.kind == .appPage && app.back == "Location Services")
    }

    @Test("no list page where the app is not listed, before iOS 13, or off iOS: the one page as before",
          arguments: [(Platform.iOS, "12.2"), (.macOS, "14.0"), (.watchOS, "10.0"), (.tvOS, "17.0"), (.visionOS, "1.0")])
    func noListElsewhere(platform: Platform, version: String) {
        var h = Harness(platform, version)
        h.state.authorization = .denied
        h.state.askedPermission = true
        h.launch()
        #expect(h.state.isListedInSettings)
        #expect(h.state.settingsPage(at: .list) == h.state.settingsPage(at: .app))
        #expect(!h.state.settingsPage(at: .list).rows.contains(.app))
        #expect(Harness(.iOS, "18.0").state.settingsPage(at: .list).kind == .locationServices, "never asked: not listed")
    }
}

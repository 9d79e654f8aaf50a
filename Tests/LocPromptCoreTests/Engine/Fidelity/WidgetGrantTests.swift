import Testing
@testable import LocPromptCore

/// isAuthorizedForWidgetUpdates [S133]: true with Always, or with When In Use once the person agrees to extend
/// the app's authorization to widgets, after which Settings shows "While Using the App or Widgets"; the widget
/// alert is where the person agrees [S134] (rule widget-location-grant).
@Suite("The widget alert's grant (widget-location-grant)")
struct WidgetGrantTests {
    func whenInUse(_ version: String = "17.4") -> Harness {
        var h = Harness(.iOS, version)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        return h
    }

    @Test("widget-location-grant: Allow on the widget alert is stored; isAuthorizedForWidgetUpdates reads true; Settings shows While Using the App or Widgets; no callback")
    func allowExtendsWhenInUse() {
        var h = whenInUse()
        #expect(!h.state.isAuthorizedForWidgetUpdates)
        #expect(h.state.settingsChoice == .whileUsing)
        h.do(.systemPrompt(.widget), .tap(.allow))
        #expect(h.state.widgetLocationAllowed)
        #expect(h.state.isAuthorizedForWidgetUpdates)
        #expect(h.state.settingsChoice == .whileUsingOrWidgets)
        #expect(h.state.settingsChoice?.label(on: h.state.os) == "While Using the App or Widgets")
        #expect(h.state.listedSettingsChoices == [.never, .askNextTime, .whileUsing, .whileUsingOrWidgets, .always])
        #expect(!h.state.offeredSettingsChoices.contains(.whileUsingOrWidgets))
        #expect(h.callbacks.isEmpty)
        #expect(h.rules.contains(Rule.widgetLocationGrant.id))
        #expect(h.state.status == .authorizedWhenInUse)
    }

    @Test("widget-location-grant: Don't Allow leaves widgets out; Always authorizes widgets without the alert")
    func dontAllowAndAlways() {
        var h = whenInUse()
        h.do(.systemPrompt(.widget), .tap(.dontAllow))
        #expect(!h.state.widgetLocationAllowed && !h.state.isAuthorizedForWidgetUpdates)
        #expect(h.state.settingsChoice == .whileUsing)
        var always = Harness(.iOS, "17.4")
        always.state.authorization = .always(provisional: false)
        #expect(always.state.isAuthorizedForWidgetUpdates)
        #expect(always.state.settingsChoice == .always)
    }

    @Test("widget-location-grant: the row is shown, not offered: picking it is refused; picking a row takes the grant back")
    func settingsRow() {
        var h = whenInUse()
        h.do(.systemPrompt(.widget), .tap(.allow))
        h.do(.settings(.appAuthorization(.whileUsingOrWidgets)))
        #expect(h.rejected)
        #expect(h.rules == [Rule.widgetLocationGrant.id])
        #expect(h.state.settingsChoice == .whileUsingOrWidgets)
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.callbacks.isEmpty)
        #expect(!h.state.widgetLocationAllowed && !h.state.isAuthorizedForWidgetUpdates)
        #expect(h.state.settingsChoice == .whileUsing)
        #expect(h.rules.contains(Rule.widgetLocationGrant.id))
        // Reset Location & Privacy takes it back too.
        h.do(.settings(.appAuthorization(.always)), .systemPrompt(.widget), .tap(.allow), .settings(.resetLocationAndPrivacy))
        #expect(!h.state.widgetLocationAllowed)
    }

    @Test("widget-location-grant: Settings labels parse back; an Allow Once app gets no widget alert (widget-alert-not-for-always-or-allow-once)")
    func labelsAndAllowOnce() {
        #expect(SettingsChoice(label: "While Using the App or Widgets") == .whileUsingOrWidgets)
        #expect(SettingsChoice(label: "While Using the App") == .whileUsing)
        var h = Harness(.iOS, "17.4")
        h.state.authorization = .whenInUse(temporary: true)
        h.launch()
        h.do(.systemPrompt(.widget))
        #expect(h.state.alert == nil)
        #expect(h.rules == [Rule.widgetAlertNotForAlwaysOrAllowOnce.id])
        // Allow Once shows Ask Next Time in Settings [S28]; its widgets get nothing.
        #expect(h.state.settingsChoice == .askNextTime)
        #expect(!h.state.isAuthorizedForWidgetUpdates)
    }
}

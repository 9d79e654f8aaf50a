import Testing
@testable import LocPromptCore

/// Audit 18 D2: SwiftUI's LocationButton exists on watchOS 8+ [S123][S67] and behaves as on iOS (rule location-button).
@Suite("Audit 18 D2: the location button on watchOS 8+")
struct WatchLocationButtonTests {
    @Test("location-button: on watchOS 8 the first tap asks, Allow Once grants temporary When In Use and approves the button; the second tap grants with no alert",
          arguments: ["8.0", "10.2"])
    func watchOSButton(version: String) {
        var h = Harness(.watchOS, version)
        h.launch()
        h.do(.app(.tapLocationButton))
        #expect(h.presented?.kind == .locationButton)
        #expect(h.rules.contains(Rule.locationButton.id))
        h.do(.tap(.allowOnce))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.state.authorization.isTemporary)
        #expect(h.state.locationButtonApproved)
        // The grant lapses like Allow Once; the next tap grants again with no alert.
        h.do(.app(.background), .advance(.minutes(1)), .app(.foreground))
        #expect(h.state.status == .notDetermined)
        h.do(.app(.tapLocationButton))
        #expect(h.presented == nil)
        #expect(h.state.alert == nil)
        #expect(h.state.status == .authorizedWhenInUse && h.state.authorization.isTemporary)
    }

    @Test("location-button: watchOS 7 has no location button; a tap does nothing, as on iOS 14; visionOS, macOS and tvOS still do nothing")
    func watchOS7() {
        var h = Harness(.watchOS, "7.6")
        h.launch()
        h.do(.app(.tapLocationButton))
        #expect(h.nothingHappened)
        #expect(h.rules == [Rule.locationButton.id])
        #expect(h.state.status == .notDetermined)
        #expect(h.last.contains { if case .nothing(let why) = $0.kind { return why.contains("watchOS 8") } else { return false } })
        for (platform, version) in [(Platform.visionOS, "2.0"), (.macOS, "14.0"), (.tvOS, "17.0")] {
            var other = Harness(platform, version)
            other.launch()
            other.do(.app(.tapLocationButton))
            #expect(other.nothingHappened, "\(platform)")
            #expect(other.state.alert == nil)
        }
    }
}

/// Audit 18 D3: the widget alert extends a When In Use authorization: "Before a widget can access location
/// information, the containing app must request authorization from the user" [S63]; isAuthorizedForWidgetUpdates is
/// true with When In Use "and the user agrees to extend the app’s authorization status to widgets" [S133].
@Suite("Audit 18 D3: the widget alert needs a When In Use app")
struct WidgetAlertPreconditionTests {
    func reason(_ h: Harness) -> String {
        h.last.compactMap { if case .nothing(let why) = $0.kind { return why } else { return nil } }.joined(separator: " | ")
    }

    @Test("widget-alert-needs-authorization: a not-determined app gets no widget alert and nothing is stored; once When In Use, the alert comes and Allow extends it")
    func notDetermined() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.systemPrompt(.widget))
        #expect(h.state.alert == nil && h.presented == nil)
        #expect(h.rules == [Rule.widgetAlertNeedsAuthorization.id])
        #expect(reason(h).contains("the containing app must request authorization first"))
        // The app is then given While Using: its widgets have nothing until the alert is shown and allowed.
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        #expect(!h.state.widgetLocationAllowed && !h.state.isAuthorizedForWidgetUpdates)
        #expect(h.state.settingsChoice == .whileUsing)
        h.do(.systemPrompt(.widget))
        #expect(h.presented?.kind == .widget)
        // Now the alert extends When In Use: Allow gives the widgets location.
        h.do(.tap(.allow))
        #expect(h.state.widgetLocationAllowed && h.state.isAuthorizedForWidgetUpdates)
        #expect(h.state.settingsChoice == .whileUsingOrWidgets)
    }

    @Test("widget-alert-needs-authorization: a denied or restricted app gets no widget alert")
    func deniedAndRestricted() {
        var denied = Harness(.iOS, "17.4")
        denied.launch()
        denied.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow), .systemPrompt(.widget))
        #expect(denied.state.alert == nil)
        #expect(denied.rules == [Rule.widgetAlertNeedsAuthorization.id])
        #expect(reason(denied).contains("denied") && reason(denied).contains("must request authorization first"))
        var restricted = Harness(.iOS, "17.4")
        restricted.launch()
        restricted.do(.settings(.restricted(true)), .systemPrompt(.widget))
        #expect(restricted.state.alert == nil)
        #expect(restricted.rules == [Rule.widgetAlertNeedsAuthorization.id])
    }

    @Test("widget-alert-not-for-always-or-allow-once: an Always app's widgets already have location: no alert")
    func always() {
        var h = Harness(.iOS, "17.4")
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.systemPrompt(.widget))
        #expect(h.state.alert == nil)
        #expect(h.rules == [Rule.widgetAlertNotForAlwaysOrAllowOnce.id])
        #expect(reason(h).contains("isAuthorizedForWidgetUpdates is true"))
        #expect(h.state.isAuthorizedForWidgetUpdates)
    }

    @Test("widget-alert-not-for-always-or-allow-once: a one-time Allow Once grant gets no widget alert (emulator decision)")
    func allowOnce() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .systemPrompt(.widget))
        #expect(h.state.alert == nil)
        #expect(h.rules == [Rule.widgetAlertNotForAlwaysOrAllowOnce.id])
        #expect(reason(h).contains("Allow Once"))
        #expect(!h.state.isAuthorizedForWidgetUpdates)
        #expect(!Rule.widgetAlertNotForAlwaysOrAllowOnce.documented)
    }
}

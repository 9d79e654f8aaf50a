import Testing
@testable import LocPromptCore

/// `call: isAuthorizedForWidgetUpdates` [S133] (rule widget-updates-property): true with Always, or When In Use
/// with the widgets allowed; it follows the status the app reads; refused where the property does not exist.
@Suite("isAuthorizedForWidgetUpdates (widget-updates-property)")
struct WidgetUpdatesPropertyTests {
    /// The value the last read returned, or nil when nothing was returned.
    func read(_ h: inout Harness) -> String? {
        h.do(.app(.isAuthorizedForWidgetUpdates))
        return h.last.lazy.compactMap { effect -> String? in
            if case .returned(let call, let value) = effect.kind, call == "CLLocationManager.isAuthorizedForWidgetUpdates",
               effect.rule.id == Rule.widgetUpdatesProperty.id { return value }
            return nil
        }.first
    }

    @Test("When In Use reads false until the widget alert is allowed, then true; a Settings row takes it back")
    func whenInUseAndTheWidgetGrant() {
        var h = Harness(.iOS, "17.4")
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        #expect(read(&h) == "false")
        h.do(.systemPrompt(.widget), .tap(.allow))
        #expect(read(&h) == "true")
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(read(&h) == "false")
    }

    @Test("Always reads true (provisional Always too: its status is authorizedAlways); not determined and denied read false")
    func alwaysAndOthers() {
        for (authorization, expected) in [(StoredAuthorization.always(provisional: false), "true"), (.always(provisional: true), "true"),
                                          (.notDetermined, "false"), (.denied, "false"), (.whenInUse(temporary: true), "false")] {
            var h = Harness(.iOS, "17.4")
            h.state.authorization = authorization
            h.launch()
            #expect(read(&h) == expected, "\(authorization)")
        }
    }

    @Test("Location Services off or restrictions make an Always app read false: the property follows the status the app reads")
    func globalSwitchAndRestrictions() {
        var h = Harness(.iOS, "17.4")
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.settings(.locationServices(false)))
        #expect(read(&h) == "false")
        h.do(.settings(.locationServices(true)), .settings(.restricted(true)))
        #expect(read(&h) == "false")
    }

    @Test("exists on iOS 14+, macOS 11+ and visionOS; refused before iOS 14, before macOS 11, on watchOS and tvOS")
    func availability() {
        for (platform, version, exists) in [(Platform.iOS, "14.0", true), (.iOS, "13.7", false), (.macOS, "11.0", true),
                                            (.macOS, "10.15", false), (.visionOS, "1.0", true), (.watchOS, "10.0", false),
                                            (.tvOS, "17.0", false)] {
            var h = Harness(platform, version)
            h.launch()
            let value = read(&h)
            #expect((value != nil) == exists, "\(platform) \(version)")
            #expect(h.rejected == !exists, "\(platform) \(version)")
        }
        // The Mac's authorized app (authorizedAlways) reads true.
        var mac = Harness(.macOS, "14.0")
        mac.state.authorization = .always(provisional: false)
        mac.launch()
        #expect(read(&mac) == "true")
    }

    @Test("needs a running app with a live manager")
    func needsAManager() {
        var h = Harness(.iOS, "17.4")
        h.do(.app(.isAuthorizedForWidgetUpdates))
        #expect(h.rejected)
    }
}

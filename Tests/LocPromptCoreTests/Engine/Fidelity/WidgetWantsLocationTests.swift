import Testing
@testable import LocPromptCore

/// Audit 24a D1: NSWidgetWantsLocation — "A Boolean value that indicates a widget uses the user’s location
/// information. … To access the user’s location information from a widget, set the value to true in the widget
/// extension’s Info.plist file" [S63]. The widget alert was shown whatever the key said.
@Suite("Audit 24a D1: NSWidgetWantsLocation false means no location widget")
struct WidgetWantsLocationTests {
    func app(_ plist: [String: Any]) -> AppProfile {
        AppProfile(infoPlist: ["NSLocationWhenInUseUsageDescription": "Shows the forecast where you are."]
                    .merging(plist) { $1 }, fallbackName: "Weather Desk")
    }

    @Test("the key is read as the Info.plist gives it: absent, true or false")
    func readsTheKey() {
        #expect(app([:]).widgetWantsLocation == nil)
        #expect(app(["NSWidgetWantsLocation": true]).widgetWantsLocation == true)
        #expect(app(["NSWidgetWantsLocation": false]).widgetWantsLocation == false)
    }

    @Test("widget-wants-location: with the key false, adding a widget to a When In Use app shows no alert and extends nothing; with the key true or absent the alert comes",
          arguments: [(false as Bool?, false), (true, true), (nil, true)])
    func widgetAlert(wants: Bool?, alert: Bool) {
        var h = Harness(.iOS, "17.4", app: app(wants.map { ["NSWidgetWantsLocation": $0] } ?? [:]))
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        h.do(.systemPrompt(.widget))
        #expect((h.presented?.kind == .widget) == alert)
        if !alert {
            #expect(h.nothingHappened)
            #expect(h.rules == [Rule.widgetWantsLocation.id])
            #expect(!h.state.widgetLocationAllowed)
        }
    }
}

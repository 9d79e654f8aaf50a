import Testing
@testable import LocPromptCore

/// Research 24g Q9 (audit 23m 03): WWDC 2020 10660 — App Clips see “While Using Until Tomorrow” “instead of While
/// Using”, and “the authorization is automatically cleared the following morning after being granted” [S19]; Apple
/// states the 4:00 a.m. reset without a condition on how it was granted [S130]. A Settings grant never reset.
@Suite("App Clips: a When In Use chosen in Settings also resets at 4:00 a.m.")
struct AppClipSettingsResetTests {
    func appClip() -> Harness {
        var app = TestApps.allKeys
        app.isAppClip = true
        var h = Harness(.iOS, "17.4", app: app)
        h.launch()
        return h
    }

    @Test("app-clip-when-in-use-until-tomorrow: Don't Allow, then While Using in Settings at 9:41 lasts until 4:00 a.m. (t+18h19m), not after")
    func settingsGrantResets() {
        var h = appClip()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow))
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.rules.contains(Rule.appClipWhenInUseUntilTomorrow.id))
        h.do(.advance(.minutes(18 * 60 + 18)))
        #expect(h.state.status == .authorizedWhenInUse)
        h.do(.advance(.minutes(1)))
        #expect(h.state.status == .notDetermined)
        #expect(h.rules.contains(Rule.appClipWhenInUseUntilTomorrow.id))
    }

    @Test("an ordinary app's Settings grant does not reset")
    func ordinaryAppKeepsIt() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow), .settings(.appAuthorization(.whileUsing)))
        h.do(.advance(.minutes(48 * 60)))
        #expect(h.state.status == .authorizedWhenInUse)
    }
}

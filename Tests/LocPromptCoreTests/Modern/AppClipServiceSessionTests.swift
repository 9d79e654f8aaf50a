import Testing
@testable import LocPromptCore

/// Audit 23m D1, D2: "App Clips can't request continuous location access. However, they can request when-in-use
/// authorization" (Choosing the right functionality for your App Clip [S130]). A CLServiceSession(.always) in an App
/// Clip brought the Always alert (provisional Always) and, from When In Use, the upgrade alert (rule app-clip-no-always).
@Suite("App Clips and CLServiceSession(.always)")
struct AppClipServiceSessionTests {
    func appClip() -> Harness {
        var app = TestApps.modern
        app.isAppClip = true
        var h = Harness(.iOS, "18.0", app: app)
        h.launch()
        return h
    }

    @Test("From notDetermined: the When In Use alert, and Allow While Using App gives When In Use, not provisional Always")
    func notDetermined() {
        var h = appClip()
        h.call(.serviceSession(.always, fullAccuracyPurposeKey: nil))
        #expect(h.state.alert?.kind == .whenInUse)
        #expect(h.rules.contains("app-clip-no-always"))
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.state.status == .authorizedWhenInUse && !h.state.authorization.isProvisional)
    }

    @Test("From When In Use: no upgrade alert, and the line says why")
    func fromWhenInUse() {
        var h = appClip()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        h.call(.serviceSession(.always, fullAccuracyPurposeKey: nil))
        #expect(h.state.alert == nil)
        #expect(h.rules.contains("app-clip-no-always"))
        #expect(h.state.status == .authorizedWhenInUse)
    }
}

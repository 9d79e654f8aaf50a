import Testing
@testable import LocPromptCore

/// Audit 23f U1: Settings' Precise Location chosen "off" while it already reads off, during a temporary full-accuracy
/// grant. The switch does not move, so the grant holds while the person is engaged with the app ("while your app is
/// in the foreground your app will retain the temporary access it was granted", CLLocationManager.h [S13]); turning
/// the switch off from on still ends it (rule precise-switch).
@Suite("Precise Location in Settings during a temporary full-accuracy grant")
struct PreciseSettingDuringGrantTests {
    /// Precise off on the first alert, then a granted temporary request.
    func granted() -> Harness {
        var h = Harness(.iOS, "17.0", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .togglePrecise, .tap(.allowWhileUsingApp),
             .requestTemporaryFullAccuracy(purposeKey: "Nav"), .tap(.allowOnce))
        #expect(h.state.temporaryFullAccuracy)
        return h
    }

    @Test("Choosing off while the switch reads off keeps the grant and calls nothing")
    func offAgainKeepsTheGrant() {
        var h = granted()
        h.do(.settings(.preciseLocation(false)))
        #expect(h.state.temporaryFullAccuracy)
        #expect(h.callbacks.isEmpty)
    }

    @Test("Turning the switch on and then off ends the grant with one callback")
    func onThenOffEndsTheGrant() {
        var h = granted()
        h.do(.settings(.preciseLocation(true)), .settings(.preciseLocation(false)))
        #expect(!h.state.temporaryFullAccuracy)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
    }
}

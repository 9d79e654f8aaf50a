import Testing
@testable import LocPromptCore

/// Audits 22f (P), 23f and 23k: when Allow Once and temporary full accuracy lapse at the same moment, the app heard
/// two identical `locationManagerDidChangeAuthorization(notDetermined)` calls. The delegate method is "invoked when
/// either the authorizationStatus or accuracyAuthorization properties change" (CLLocationManager.h [S13]): one change
/// of both properties is one call.
@Suite("Allow Once and temporary full accuracy lapsing together")
struct GrantsLapseTogetherTests {
    @Test("One callback reports both, citing Allow Once's expiry, with a line for the accuracy")
    func oneCallback() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .togglePrecise, .tap(.allowOnce),
             .requestTemporaryFullAccuracy(purposeKey: "Nav"), .tap(.allowOnce), .app(.background))
        #expect(h.state.allowOnceDeadline == h.state.fullAccuracyDeadline)
        h.do(.advance(.seconds(30)))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(notDetermined)"])
        #expect(h.state.status == .notDetermined && !h.state.temporaryFullAccuracy)
        #expect(h.rules.contains("temporary-full-accuracy-expiry") && h.rules.contains("allow-once-expiry"))
    }

    @Test("Apart, each lapse keeps its own callback")
    func apartTwoCallbacks() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .togglePrecise, .tap(.allowWhileUsingApp),
             .requestTemporaryFullAccuracy(purposeKey: "Nav"), .tap(.allowOnce), .app(.background), .advance(.seconds(30)))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
        #expect(!h.state.temporaryFullAccuracy)
    }
}

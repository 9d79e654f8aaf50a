import Testing
@testable import LocPromptCore

/// Rule 4: `requestAlwaysAuthorization()` takes effect once per install, with per-version alerts.
/// Reference §1.1 bands A–F, §2 button table, §3 "requestAlwaysAuthorization states" [S1][S13][S17], "After Allow Once" [S1].
@Suite("Rule 4: requestAlwaysAuthorization")
struct Rule04AlwaysRequestTests {
    @Test("iOS 8–10: direct two-button Always alert; Allow gives Always (§2 iOS 8–10 Always)")
    func ios8DirectAlways() {
        var h = Harness(.iOS, "10.3")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .always)
        h.do(.tap(.allow))
        #expect(h.state.authorization == .always(provisional: false))
        #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: authorizedAlways)"])
    }

    @Test("iOS 11–12: three options (§2 iOS 11–12 three-option)", arguments: [
        (AlertAnswer.onlyWhileUsingApp, StoredAuthorization.whenInUse(temporary: false)),
        (.alwaysAllow, .always(provisional: false)),
        (.dontAllow, .denied),
    ])
    func ios11ThreeOptions(answer: AlertAnswer, expected: StoredAuthorization) {
        var h = Harness(.iOS, "12.2")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .always)
        h.do(.tap(answer))
        #expect(h.state.authorization == expected)
        #expect(h.callbacks.count == 1)
    }

    @Test("iOS 13+ from notDetermined: When-In-Use-style alert (§2 iOS 13+ first prompt after requestAlways)", arguments: [
        (AlertAnswer.allowWhileUsingApp, StoredAuthorization.always(provisional: true), "authorizedAlways"),
        (.allowOnce, .whenInUse(temporary: true), "authorizedWhenInUse"),
        (.dontAllow, .denied, "denied"),
    ])
    func ios13FirstAlwaysPrompt(answer: AlertAnswer, expected: StoredAuthorization, reported: String) {
        var h = Harness(.iOS, "13.7")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented == PresentedAlert(kind: .always, manager: 1, viaAlwaysRequest: true))
        h.do(.tap(answer))
        #expect(h.state.authorization == expected)
        #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: \(reported))"])
    }

    @Test("iOS 13.4+ from When In Use: upgrade alert at once; Keep changes nothing and calls nothing (§2 iOS 13.4+ upgrade [S1])")
    func upgradeKeepNoCallback() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .upgrade)
        h.do(.tap(.keepOnlyWhileUsing))
        #expect(h.state.authorization == .whenInUse(temporary: false))
        #expect(h.callbacks.isEmpty)
        #expect(h.rules.contains("upgrade-keep-no-callback"))
    }

    @Test("iOS 13.4+ upgrade: Change to Always Allow gives Always with a callback (§2 [S1])")
    func upgradeChangeToAlways() {
        var h = Harness(.iOS, "13.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.requestAlwaysAuthorization))
        h.do(.tap(.changeToAlwaysAllow))
        #expect(h.state.authorization == .always(provisional: false))
        #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: authorizedAlways)"])
    }

    @Test("iOS 13.0–13.3 from When In Use: no alert, provisional Always (§1.1 Band C (c) [S19])")
    func ios130SilentProvisional() {
        var h = Harness(.iOS, "13.3")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented == nil)
        #expect(h.state.authorization == .always(provisional: true))
        #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: authorizedAlways)"])
    }

    @Test("iOS 10–12 upgrade alerts (§1.1 A(c), on iOS 10 only, and B(c); §2 iOS 8–10 upgrade, iOS 11–12 transition)", arguments: [
        ("10.3", AlertAnswer.allow, StoredAuthorization.always(provisional: false)),
        ("10.3", .cancel, .whenInUse(temporary: false)),
        ("12.2", .alwaysAllow, .always(provisional: false)),
        ("12.2", .onlyWhileUsingApp, .whenInUse(temporary: false)),
    ])
    func legacyUpgrades(version: String, answer: AlertAnswer, expected: StoredAuthorization) {
        var h = Harness(.iOS, version)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allow), .app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .upgrade)
        h.do(.tap(answer))
        #expect(h.state.authorization == expected)
        #expect(h.callbacks.count == (expected.status == .authorizedAlways ? 1 : 0))
    }

    @Test("effective once: a second call does nothing (§3 [S1])")
    func onlyOnce() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.requestAlwaysAuthorization), .tap(.keepOnlyWhileUsing))
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.nothingHappened)
        #expect(h.rules == ["always-request-once"])
    }

    @Test("after Allow Once: ignored (§3 After Allow Once [S1])")
    func ignoredAfterAllowOnce() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.nothingHappened)
        #expect(h.rules == ["always-ignored-after-allow-once"])
        #expect(!h.state.alwaysRequestUsed)
    }

    @Test("from denied: nothing")
    func nothingFromDenied() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow), .app(.requestAlwaysAuthorization))
        #expect(h.nothingHappened)
    }
}

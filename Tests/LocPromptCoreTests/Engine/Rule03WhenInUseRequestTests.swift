import Testing
@testable import LocPromptCore

/// Rule 3: `requestWhenInUseAuthorization()` shows an alert only from notDetermined and only in the foreground.
/// Reference §3 "requestWhenInUseAuthorization only from notDetermined" [S2][S13], "Foreground required" [S2][S13].
@Suite("Rule 3: requestWhenInUseAuthorization")
struct Rule03WhenInUseRequestTests {
    @Test("from notDetermined in the foreground: the When In Use alert, no callback until answered")
    func alertFromNotDetermined() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(notDetermined)"]) // new manager [S5]
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented == PresentedAlert(kind: .whenInUse, manager: 1, precise: true))
        #expect(h.callbacks.isEmpty)
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
    }

    @Test("in the background: nothing at all, no callback")
    func nothingInBackground() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.background))
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.nothingHappened)
        #expect(h.rules == ["foreground-required"])
        #expect(h.state.alert == nil)
    }

    @Test(arguments: [StoredAuthorization.denied, .whenInUse(temporary: false), .always(provisional: false)])
    func nothingWhenDetermined(stored: StoredAuthorization) {
        var h = Harness(.iOS, "17.4")
        h.state.authorization = stored
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.nothingHappened)
        #expect(h.state.authorization == stored)
    }

    @Test("iOS 8–12 use two side-by-side buttons: Allow gives When In Use, with the legacy callback")
    func legacyCallbackBeforeIOS14() {
        var h = Harness(.iOS, "10.3")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allow))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: authorizedWhenInUse)"])
    }
}

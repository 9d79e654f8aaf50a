import Testing
@testable import LocPromptCore

/// Rule 3: `requestWhenInUseAuthorization()` shows an alert only from notDetermined and only in the foreground.
/// Reference §3 "requestWhenInUseAuthorization only from notDetermined" [S2][S13], "Foreground required" [S2][S13].
/// Exhaustive: every state change and every effect is stated (`EngineStore`).
@Suite("Rule 3: requestWhenInUseAuthorization")
struct Rule03WhenInUseRequestTests {
    static let notDetermined14 = DelegateCallback.didChangeAuthorization(.notDetermined, accuracy: .full)

    @Test("from notDetermined in the foreground: the When In Use alert, no callback until answered (when-in-use-request)")
    func alertFromNotDetermined() {
        var store = EngineStore(.iOS, "17.4")
        store.launch(reporting: Self.notDetermined14)
        store.requestWhenInUse(showing: PresentedAlert(kind: .whenInUse, manager: 1, precise: true))
        store.answer(.allowWhileUsingApp, on: .whenInUse, storing: .whenInUse(temporary: false), rule: .buttonOutcome,
                     callback: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
    }

    @Test("in the background: nothing at all, no callback (foreground-required)")
    func nothingInBackground() {
        var store = EngineStore(.iOS, "17.4")
        store.launch(reporting: Self.notDetermined14)
        store.send(.app(.background), effects: [.effect(.lifecycle(.background), .lifecycle)]) {
            $0.lifecycle = .background
            $0.outOfUseSince = .zero
        }
        store.send(.app(.requestWhenInUseAuthorization), effects: [.nothing(.foregroundRequired)])
    }

    @Test("from any determined status: nothing, no callback (when-in-use-only-from-not-determined)",
          arguments: [StoredAuthorization.denied, .whenInUse(temporary: false), .always(provisional: false)])
    func nothingWhenDetermined(stored: StoredAuthorization) {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = stored }
        store.launch(reporting: .didChangeAuthorization(stored.status, accuracy: .full))
        store.send(.app(.requestWhenInUseAuthorization), effects: [.nothing(.whenInUseOnlyFromNotDetermined)])
    }

    @Test("iOS 8–12 use two side-by-side buttons: Allow gives When In Use, with the legacy callback")
    func legacyCallbackBeforeIOS14() {
        var store = EngineStore(.iOS, "10.3")
        store.launch(reporting: .legacyDidChangeAuthorization(.notDetermined))
        store.requestWhenInUse(showing: PresentedAlert(kind: .whenInUse, manager: 1))
        store.answer(.allow, on: .whenInUse, storing: .whenInUse(temporary: false), rule: .buttonOutcome,
                     callback: .legacyDidChangeAuthorization(.authorizedWhenInUse))
    }
}

import Testing
@testable import LocPromptCore

/// `requestTemporaryFullAccuracyAuthorization` with no prompt: the completion gets an error, not nil [S13].
/// Apple names the error for three cases: "The request always fails with a CLError.Code.promptDeclined error" when
/// the purpose key is missing, the app already has full accuracy, or it is in the background [S163][S164].
@Suite("Temporary full accuracy without a prompt (temporary-full-accuracy-no-prompt-error, -prompt-declined, -completion-guaranteed)")
struct TemporaryFullAccuracyErrorTests {
    static let declined = DelegateCallback.temporaryFullAccuracyCompletion(error: DelegateCallback.promptDeclinedError)

    @Test("temporary-full-accuracy-prompt-declined: already full accuracy → no alert, completion(kCLErrorPromptDeclined)")
    func alreadyFull() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        store.send(.requestTemporaryFullAccuracy(purposeKey: "Navigation"), effects: [
            .nothing(.temporaryFullAccuracyPromptDeclined),
            .effect(.callback(manager: 1, Self.declined), .temporaryFullAccuracyPromptDeclined),
        ])
        #expect(Self.declined.text == "requestTemporaryFullAccuracyAuthorization completion(kCLErrorPromptDeclined)")
    }

    @Test("temporary-full-accuracy-prompt-declined: in the background → no alert, completion(kCLErrorPromptDeclined)")
    func inBackground() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.reduced) { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .reduced))
        store.send(.app(.background), effects: [.effect(.lifecycle(.background), .lifecycle)]) {
            $0.lifecycle = .background
            $0.outOfUseSince = .zero
        }
        store.send(.requestTemporaryFullAccuracy(purposeKey: "Radar"), effects: [
            .nothing(.temporaryFullAccuracyPromptDeclined),
            .effect(.callback(manager: 1, Self.declined), .temporaryFullAccuracyPromptDeclined),
        ])
    }

    @Test("temporary-full-accuracy-prompt-declined: a purpose key missing from Info.plist → no alert, completion(kCLErrorPromptDeclined)")
    func unknownPurposeKey() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.reduced) { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .reduced))
        store.send(.requestTemporaryFullAccuracy(purposeKey: "Navigation"), effects: [
            .nothing(.temporaryFullAccuracyPromptDeclined),
            .effect(.callback(manager: 1, Self.declined), .temporaryFullAccuracyPromptDeclined),
        ])
    }

    @Test("temporary-full-accuracy-prompt-declined: Apple's \"always\" also covers an app that is not authorized but in the background")
    func backgroundWinsOverNotAuthorized() {
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        h.launch()
        h.do(.app(.background), .requestTemporaryFullAccuracy(purposeKey: "Radar"))
        #expect(h.callbacks == [Self.declined.text])
    }

    @Test("temporary-full-accuracy-no-prompt-error: not authorized (not one of the method page's three cases) → completion(kCLErrorPromptDeclined), the error for \"an error [that] prevented the prompt from being displayed\"")
    func notAuthorizedIsDeclined() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.reduced)
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .reduced))
        store.send(.requestTemporaryFullAccuracy(purposeKey: "Radar"), effects: [
            .nothing(.temporaryFullAccuracyNoPromptError),
            .effect(.callback(manager: 1, Self.declined), .temporaryFullAccuracyNoPromptError),
        ])
    }

    @Test("temporary-full-accuracy-completion-guaranteed: a second request while the precise alert is up gets completion(kCLErrorPromptDeclined) at once; the first is answered as usual")
    func secondRequestWhileAlertIsUp() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.reduced) { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .reduced))
        let alert = PresentedAlert(kind: .temporaryFullAccuracy, manager: 1, purposeKey: "Radar")
        store.send(.requestTemporaryFullAccuracy(purposeKey: "Radar"), effects: [.effect(.alertPresented(alert), .temporaryFullAccuracy)]) {
            $0.alert = alert
        }
        store.send(.requestTemporaryFullAccuracy(purposeKey: "Radar"), effects: [
            .nothing(.oneAlertAtATime),
            .effect(.callback(manager: 1, Self.declined), .temporaryFullAccuracyCompletionGuaranteed),
        ])
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        h.state = store.state
        h.do(.tap(.allowOnce))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)",
                                "requestTemporaryFullAccuracyAuthorization completion(nil)"])
    }

    @Test("temporary-full-accuracy-completion-guaranteed: a request while another app alert is up (not yet authorized) still completes at once")
    func requestDuringWhenInUseAlert() {
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .requestTemporaryFullAccuracy(purposeKey: "Radar"))
        #expect(h.callbacks == [Self.declined.text])
        #expect(h.state.alert?.kind == .whenInUse)
    }
}

import Testing
@testable import LocPromptCore

/// `requestTemporaryFullAccuracyAuthorization` with no prompt: the completion gets an error, not nil [S13].
@Suite("Temporary full accuracy without a prompt (temporary-full-accuracy-no-prompt-error)")
struct TemporaryFullAccuracyErrorTests {
    static let failed = DelegateCallback.temporaryFullAccuracyCompletion(error: DelegateCallback.completionError)

    @Test("temporary-full-accuracy-no-prompt-error: already full accuracy → no alert, completion(error)")
    func alreadyFull() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        store.send(.requestTemporaryFullAccuracy(purposeKey: "Navigation"), effects: [
            .nothing(.temporaryFullAccuracyNoPromptError),
            .effect(.callback(manager: 1, Self.failed), .temporaryFullAccuracyNoPromptError),
        ])
        #expect(Self.failed.text == "requestTemporaryFullAccuracyAuthorization completion(error)")
    }

    @Test("temporary-full-accuracy-no-prompt-error: in the background → no alert, completion(error)")
    func inBackground() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.reduced) { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .reduced))
        store.send(.app(.background), effects: [.effect(.lifecycle(.background), .lifecycle)]) {
            $0.lifecycle = .background
            $0.outOfUseSince = .zero
        }
        store.send(.requestTemporaryFullAccuracy(purposeKey: "Radar"), effects: [
            .nothing(.temporaryFullAccuracyNoPromptError),
            .effect(.callback(manager: 1, Self.failed), .temporaryFullAccuracyNoPromptError),
        ])
    }
}

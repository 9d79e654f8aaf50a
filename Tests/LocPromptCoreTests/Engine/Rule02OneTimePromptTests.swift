import Testing
@testable import LocPromptCore

/// Rule 2: one-time prompting. Reference §3 "One-time prompt" [S3][S35], "Don't Allow is final" [S2][S18][S35].
/// Exhaustive: every state change and every effect is stated (`EngineStore`).
@Suite("Rule 2: one-time prompting")
struct Rule02OneTimePromptTests {
    @Test("once answered, no alert again (one-time-prompt, dont-allow-final); Settings or Reset brings prompting back")
    func noSecondPrompt() {
        var store = EngineStore(.iOS, "17.4")
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .full))
        let alert = PresentedAlert(kind: .whenInUse, manager: 1, precise: true)
        store.requestWhenInUse(showing: alert)
        store.answer(.dontAllow, on: .whenInUse, storing: .denied, rule: .dontAllowFinal,
                     callback: .didChangeAuthorization(.denied, accuracy: .full))
        store.send(.app(.requestWhenInUseAuthorization), effects: [.nothing(.whenInUseOnlyFromNotDetermined)])
        // Settings → Ask Next Time: the app may ask again.
        store.send(.settings(.appAuthorization(.askNextTime)), effects: [
            .effect(.authorizationStored(.notDetermined), .settingsChange),
            .effect(.callback(manager: 1, .didChangeAuthorization(.notDetermined, accuracy: .full)), .settingsChange),
        ]) { $0.authorization = .notDetermined }
        store.requestWhenInUse(showing: alert)
        store.answer(.allowWhileUsingApp, on: .whenInUse, storing: .whenInUse(temporary: false), rule: .buttonOutcome,
                     callback: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        // Reset Location & Privacy restores notDetermined so prompts appear again [S35].
        store.send(.settings(.resetLocationAndPrivacy), effects: [
            .effect(.authorizationStored(.notDetermined), .resetLocationAndPrivacy),
            .effect(.callback(manager: 1, .didChangeAuthorization(.notDetermined, accuracy: .full)), .resetLocationAndPrivacy),
            .nothing(.settingsListsAppsThatAsked),
        ]) {
            $0.authorization = .notDetermined
            $0.hasRequestedAuthorization = false
            $0.askedPermission = false  // off Settings' list until it asks again
        }
        store.requestWhenInUse(showing: alert)
    }

    @Test("a relaunch keeps the answer: no alert again (one-time-prompt)")
    func relaunchKeepsAnswer() {
        var store = EngineStore(.iOS, "12.2")
        store.launch(reporting: .legacyDidChangeAuthorization(.notDetermined))
        store.skip(.app(.requestWhenInUseAuthorization), .tap(.allow))
        store.send(.app(.relaunch), effects: [
            .effect(.lifecycle(.notRunning), .lifecycle),
            .effect(.lifecycle(.foreground), .lifecycle),
            .effect(.callback(manager: 2, .legacyDidChangeAuthorization(.authorizedWhenInUse)), .callbackOnCreate),
        ]) {
            $0.managers = [Manager(id: 2, for: $0.app)]
            $0.nextManagerID = 3
        }
        store.send(.app(.requestWhenInUseAuthorization), effects: [.nothing(.whenInUseOnlyFromNotDetermined)])
    }
}

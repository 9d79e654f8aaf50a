import Testing
@testable import LocPromptCore

/// Rule 2: one-time prompting. Reference §3 "One-time prompt" [S3][S35], "Don't Allow is final" [S2][S18][S35].
@Suite("Rule 2: one-time prompting")
struct Rule02OneTimePromptTests {
    @Test("once answered, no alert again; Settings or Reset brings prompting back")
    func noSecondPrompt() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
        h.do(.tap(.dontAllow))
        #expect(h.state.status == .denied)
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.nothingHappened)
        #expect(h.rules.contains("when-in-use-only-from-not-determined"))
        // Settings → Ask Next Time: the app may ask again.
        h.do(.settings(.appAuthorization(.askNextTime)))
        #expect(h.state.status == .notDetermined)
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
        h.do(.tap(.allowWhileUsingApp))
        // Reset Location & Privacy restores notDetermined so prompts appear again [S35].
        h.do(.settings(.resetLocationAndPrivacy))
        #expect(h.state.status == .notDetermined)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(notDetermined)"])
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
    }

    @Test("a reinstall (fresh state) prompts again; a relaunch does not")
    func relaunchKeepsAnswer() {
        var h = Harness(.iOS, "12.2")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allow))
        h.do(.app(.relaunch))
        #expect(h.state.status == .authorizedWhenInUse)
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented == nil)
    }
}

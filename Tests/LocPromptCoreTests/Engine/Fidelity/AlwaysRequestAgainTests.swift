import Testing
@testable import LocPromptCore

/// requestAlwaysAuthorization() takes effect once while the status is determined [S1]; back at notDetermined
/// the app may prompt again [S2][S18][S13] (rule always-request-again-when-not-determined, an emulator
/// decision where the sources conflict).
@Suite("requestAlwaysAuthorization() again at notDetermined (always-request-again-when-not-determined)")
struct AlwaysRequestAgainTests {
    @Test("always-request-again-when-not-determined: Allow Once given to an Always request lapses; the next Always request prompts",
          arguments: ["13.4", "17.4", "18.0"])
    func afterAllowOnceLapses(version: String) {
        var h = Harness(.iOS, version)
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .always)
        h.do(.tap(.allowOnce), .app(.background), .advance(.seconds(10)), .app(.foreground))
        #expect(h.state.status == .notDetermined)
        #expect(h.state.alwaysRequestUsed)
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .always)
        #expect(h.presented?.viaAlwaysRequest == true)
        #expect(h.rules.contains(Rule.alwaysRequestAgainWhenNotDetermined.id))
    }

    @Test("always-request-again-when-not-determined: Settings' Ask Next Time makes the next Always request prompt")
    func afterAskNextTime() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.authorization.isProvisional)
        h.do(.settings(.appAuthorization(.askNextTime)))
        #expect(h.state.status == .notDetermined)
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .always)
    }

    @Test("always-request-once still holds while the status is determined, also after a second prompt")
    func onceWhileDetermined() {
        var h = Harness(.iOS, "12.4")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.onlyWhileUsingApp), .app(.requestAlwaysAuthorization))
        #expect(h.presented == nil)
        #expect(h.rules == [Rule.alwaysOnce.id])
        h.do(.settings(.appAuthorization(.never)))
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented == nil)
    }
}

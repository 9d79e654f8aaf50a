import Testing
@testable import LocPromptCore

/// Audit 17 R1: what Apple documents about restrictions, and what is locprompt's. CLAuthorizationStatus.restricted
/// [S9] and CLLocationManager.h [S13] say a restricted app cannot change its status "and may not have personally
/// denied authorization" (rule restricted). Neither says what restrictions do to an app that already answered, nor
/// what lifting them does; locprompt's choice (the app reads restricted while they last, and lifting gives back its
/// stored answer) is the emulator decision restriction-overrides-answer. The audit's scenario 13 expected the
/// opposite (the app keeps its answer, locked), from a second-hand copy of the Screen Time footer [S293]; these
/// tests pin the decision so that changing it is a deliberate act.
@Suite("Restrictions: what Apple documents (restricted) and what is locprompt's (restriction-overrides-answer)")
struct RestrictionOverridesAnswerTests {
    func ids(_ h: Harness, _ match: (EffectKind) -> Bool) -> [String] { h.last.filter { match($0.kind) }.map(\.rule.id) }
    func isCallback(_ kind: EffectKind) -> Bool { if case .callback = kind { return true } else { return false } }
    func isRejected(_ kind: EffectKind) -> Bool { if case .rejected = kind { return true } else { return false } }

    @Test("the split: restricted is documented, restriction-overrides-answer is an emulator decision on the same sources")
    func theRegistrySaysWhichIsWhich() throws {
        let documented = try #require(RuleRegistry.rule(id: "restricted"))
        let decision = try #require(RuleRegistry.rule(id: "restriction-overrides-answer"))
        #expect(documented.documented)
        #expect(!decision.documented)
        #expect(Set(["S9", "S13"]).isSubset(of: Set(decision.sources)))
        // The decision says in its own words that Apple does not say, and names the contrary hint.
        #expect(decision.summary.contains("Apple does not say"))
        #expect(decision.reference.contains("locks the settings"))
    }

    @Test("audit 17 scenario 13: an app that chose While Using the App reads restricted, cited as restriction-overrides-answer")
    func answeredAppReadsRestricted() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        h.do(.settings(.restricted(true)))
        #expect(h.state.status == .restricted)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(restricted)"])
        #expect(ids(h, isCallback) == ["restriction-overrides-answer"])
        // The stored answer is kept underneath (what Settings' row shows, locked).
        #expect(h.state.authorization == .whenInUse(temporary: false))
        #expect(h.state.settingsChoice == .whileUsing)
        // The person cannot change it: that part is Apple's ("the user cannot change this status").
        h.do(.settings(.appAuthorization(.never)))
        #expect(ids(h, isRejected) == ["restricted"])
        #expect(h.state.status == .restricted)
        // Lifting gives back the stored answer: locprompt's, not Apple's.
        h.do(.settings(.restricted(false)))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(ids(h, isCallback) == ["restriction-overrides-answer"])
    }

    @Test("a new app (no answer yet): restricted on cites restricted (documented); lifting them, back to notDetermined, cites restriction-overrides-answer (locprompt's choice, audit 22f F)")
    func newAppCitesTheDocumentedRule() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.settings(.restricted(true)))
        #expect(h.state.status == .restricted)
        #expect(ids(h, isCallback) == ["restricted"])
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented == nil)
        h.do(.settings(.restricted(false)))
        #expect(h.state.status == .notDetermined)
        #expect(ids(h, isCallback) == ["restriction-overrides-answer"])
    }

    @Test("an app that said Don’t Allow also reads restricted under restriction-overrides-answer")
    func deniedAppToo() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow))
        h.do(.settings(.restricted(true)))
        #expect(h.state.status == .restricted)
        #expect(ids(h, isCallback) == ["restriction-overrides-answer"])
    }
}

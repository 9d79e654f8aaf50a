import Testing
@testable import LocPromptCore

/// Research 26r R11: the deferred second prompt was spent once per install, so an app that was back at notDetermined
/// and granted provisional Always again kept its next Always event held with no prompt. Apple: "If the app is in the
/// Provisional Always state, the system displays the second prompt" [S1]; each provisional grant now has its own.
@Suite("A new provisional Always grant brings its own deferred prompt (deferred-prompt)")
struct ProvisionalGrantDeferredPromptTests {
    @Test("provisional, Keep Only While Using, Ask Next Time, provisional again: the next held event asks again")
    func secondGrantAsksAgain() {
        var h = Harness(.iOS, "14.0")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringSignificantLocationChanges),
             .app(.background), .advance(.minutes(10)), .world(.significantChange))
        #expect(h.presented?.kind == .deferredAlways)
        h.do(.tap(.keepOnlyWhileUsing), .settings(.appAuthorization(.askNextTime)), .app(.foreground),
             .app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.status == .authorizedAlways && h.state.authorization.isProvisional)
        h.do(.app(.background), .advance(.minutes(10)), .world(.significantChange))
        #expect(h.presented?.kind == .deferredAlways, "\(h.last.map(\.kind.text))")
    }

    /// Audit 26b's N05 (its scenario s26-mutants/18 needed a spent prompt to reach this state, which R11 removed): a
    /// held event is not delivered to an app that reads denied because Location Services is off, even when the stored
    /// answer becomes permanent Always [S1][S10] (rule held-events-outcome). Reached here by setting the state.
    @Test("a held event is dropped, not delivered, when Always is chosen while Location Services is off")
    func heldEventDroppedWhileServicesOff() {
        var h = Harness(.iOS, "16.4")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringRegion),
             .app(.background), .advance(.seconds(10)))
        h.state.deferredPromptUsed = true  // the state the scenario reached through a spent prompt
        h.do(.world(.regionEntry))
        #expect(!h.state.heldEvents.isEmpty && h.presented == nil)
        h.do(.settings(.locationServices(false)), .settings(.appAuthorization(.always)))
        #expect(h.state.status == .denied)
        #expect(!h.callbacks.contains { $0.contains("didEnterRegion") })
        h.do(.settings(.locationServices(true)))
        #expect(h.state.status == .authorizedAlways)
        #expect(!h.callbacks.contains { $0.contains("didEnterRegion") })
    }
}

import Testing
@testable import LocPromptCore

/// Audit 23e (session 23): an independent model of the iOS 17–18 APIs found four engine defects. Each test names the
/// rule it checks and fails on the engine before its fix.
@Suite("Rule 13e: modern APIs, audit 23e")
struct ModernAudit23eTests {
    // MARK: D1, background-activity-becomes-active

    @Test("background-activity-becomes-active: a session started while the explicit-session key is unmet is not active, and a service session created from the background does not make it active (audit 23e D1)")
    func explicitKeyBlockedSessionNotActiveFromBackground() {
        var h = Harness(.iOS, "18.0", app: TestApps.explicitOnly)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowWhileUsingApp),
             .modern(.endServiceSession), .modern(.startLiveUpdates), .modern(.startBackgroundActivitySession))
        #expect(h.flags == ["serviceSessionRequired"])
        #expect(h.rules.contains("background-activity-becomes-active"))
        h.do(.app(.background), .advance(.seconds(10)),
             .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)))
        #expect(h.state.indicator != .bluePill)
        #expect(!h.state.isInUse)
        #expect(h.state.newestDiagnostics(on: .backgroundActivitySession)?.flags == [.insufficientlyInUse])
        h.do(.world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [false])
        // Back in the foreground the session meets the key and becomes active: it keeps the app in use in the background.
        h.do(.app(.foreground), .app(.background), .advance(.seconds(10)))
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.newestDiagnostics(on: .backgroundActivitySession)?.flags == [])
    }

    @Test("background-activity-becomes-active: created in the foreground while the key is unmet, the session becomes active once a session meets the key there")
    func explicitKeyBlockedSessionActiveOnceMetInForeground() {
        var h = Harness(.iOS, "18.0", app: TestApps.explicitOnly)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowWhileUsingApp),
             .modern(.endServiceSession), .modern(.startBackgroundActivitySession),
             .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)))
        #expect(h.rules.contains("background-activity-becomes-active"))
        h.do(.app(.background), .advance(.seconds(10)))
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.isInUse)
    }

    // MARK: D2, background-activity-keeps-in-use

    @Test("background-activity-keeps-in-use: a session the explicit-session key blocks does not keep a terminated app in use: no pill, Allow Once ends (audit 23e D2)")
    func explicitKeyBlockedSessionDoesNotOutliveTheProcess() {
        var h = Harness(.iOS, "18.0", app: TestApps.explicitOnly)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowOnce),
             .modern(.startBackgroundActivitySession), .modern(.endServiceSession))
        #expect(h.state.newestDiagnostics(on: .backgroundActivitySession)?.flags == [.serviceSessionRequired])
        h.do(.app(.terminate))
        #expect(!h.rules.contains("background-activity-keeps-in-use"))
        #expect(h.state.indicator == .none)
        #expect(h.state.modern.remembered == nil)
        h.do(.advance(.seconds(10)))
        #expect(h.state.authorization == .notDetermined)
        // While a session meets the key, the active session still outlives the process.
        var held = Harness(.iOS, "18.0", app: TestApps.explicitOnly)
        held.launch()
        held.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowOnce),
                .modern(.startBackgroundActivitySession), .app(.terminate), .advance(.seconds(10)))
        #expect(held.state.indicator == .bluePill)
        #expect(held.state.authorization == .whenInUse(temporary: true))
    }

    // MARK: D3, modern-diagnostics

    @Test("modern-diagnostics: alwaysAuthorizationDenied stays set while the precise-location alert is up (audit 23e D3)")
    func alwaysDeniedStandsUnderPreciseAlert() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .togglePrecise, .tap(.allowWhileUsingApp),
             .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)))
        #expect(h.presented?.kind == .upgrade)
        // Created under the upgrade alert, the full-accuracy session asks once that alert is answered.
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav")))
        let always = h.state.modern.serviceSessions[1]
        #expect(h.state.diagnostics(for: .serviceSession, session: always) == [.authorizationRequestInProgress])
        h.do(.tap(.keepOnlyWhileUsing))
        #expect(h.presented?.kind == .temporaryFullAccuracy)
        #expect(h.state.diagnostics(for: .serviceSession, session: always).contains(.alwaysAuthorizationDenied))
        h.do(.tap(.dontAllow))
        #expect(h.state.diagnostics(for: .serviceSession, session: always) == [.alwaysAuthorizationDenied])
    }

    @Test("modern-diagnostics: fullAccuracyDenied stays set while the upgrade alert is up (audit 23e D3, the same reading)")
    func fullAccuracyDeniedStandsUnderUpgradeAlert() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav")), .togglePrecise, .tap(.allowWhileUsingApp))
        #expect(h.presented?.kind == .temporaryFullAccuracy)
        // Under its own alert the flag waits for the answer.
        #expect(h.flags == ["authorizationRequestInProgress"])
        h.do(.tap(.dontAllow))
        #expect(h.flags == ["fullAccuracyDenied"])
        h.do(.modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)))
        #expect(h.presented?.kind == .upgrade)
        let precise = h.state.modern.serviceSessions[0]
        #expect(Set(h.state.diagnostics(for: .serviceSession, session: precise)) == [.authorizationRequestInProgress, .fullAccuracyDenied])
    }

    // MARK: D4, service-session-asks-when-possible

    @Test("service-session-asks-when-possible: an .always session created under the precise-location alert asks for the upgrade as soon as that alert is answered (audit 23e D4)")
    func alwaysGoalAsksAfterPreciseAlert() {
        for answer in [AlertAnswer.allowOnce, .dontAllow] {
            var h = Harness(.iOS, "18.0", app: TestApps.modern)
            h.launch()
            h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav")), .togglePrecise, .tap(.allowWhileUsingApp))
            #expect(h.presented?.kind == .temporaryFullAccuracy)
            h.do(.modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)))
            #expect(h.state.alert?.kind == .temporaryFullAccuracy)
            h.do(.tap(answer))
            #expect(h.presented?.kind == .upgrade)
            #expect(h.flags == ["authorizationRequestInProgress"])
            #expect(h.rules.contains("service-session-always"))
        }
        // Declined, the precise-location alert does not come back once the upgrade alert is answered.
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav")), .togglePrecise, .tap(.allowWhileUsingApp),
             .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)), .tap(.dontAllow), .tap(.keepOnlyWhileUsing))
        #expect(h.state.alert == nil)
        #expect(h.state.modern.fullAccuracyDeclined)
    }
}

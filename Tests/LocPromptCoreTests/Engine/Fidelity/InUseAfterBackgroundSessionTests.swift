import Testing
@testable import LocPromptCore

/// Audit 23g D1 and D2: the few seconds of use follow leaving the foreground [S18][S4], whether the app left use
/// then or when its background session ended inside those seconds; a session that ends after them leaves the app out
/// of use at once, and Allow Once lapses then too ("expires when the app is no longer in use" [S2]).
@Suite("In use after a background session ends (audit 23g)")
struct InUseAfterBackgroundSessionTests {
    /// Allow Once, visits monitored, standard updates running with the location background mode, then background.
    func backgroundSession() -> Harness {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.startMonitoringVisits),
             .app(.startUpdatingLocation), .app(.background))
        #expect(h.state.hasBackgroundSession)
        return h
    }

    func delivered(_ h: Harness) -> Bool {
        h.last.contains { if case .callback(_, .didVisit) = $0.kind { true } else { false } }
    }

    @Test("D1: a session that ends inside the few seconds leaves the app in use until they end")
    func sessionEndsInsideTheSeconds() {
        var h = backgroundSession()
        h.do(.advance(.seconds(1)), .app(.stopUpdatingLocation), .world(.visit))
        #expect(delivered(h), "in use until 5 s after leaving the foreground")
        #expect(h.state.authorization.isTemporary)
        h.do(.advance(.seconds(3)))
        #expect(h.state.authorization.isTemporary, "4 s after leaving the foreground")
        h.do(.advance(.seconds(1)))
        #expect(h.state.status == .notDetermined, "Allow Once lapses when the few seconds end")
    }

    @Test("D2: a session that ends after the few seconds: out of use, and Allow Once lapses, at once")
    func sessionEndsAfterTheSeconds() {
        var h = backgroundSession()
        h.do(.advance(.minutes(1)))
        #expect(h.state.authorization.isTemporary)
        h.do(.app(.stopUpdatingLocation))
        #expect(h.state.status == .notDetermined)
        #expect(h.callbacks.contains("locationManagerDidChangeAuthorization(notDetermined)"))
        h.do(.world(.visit))
        #expect(!delivered(h))
    }
}

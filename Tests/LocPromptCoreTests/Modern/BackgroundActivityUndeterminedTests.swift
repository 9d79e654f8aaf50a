import Testing
@testable import LocPromptCore

/// Audit 23p U1, against locprompt's own rule background-activity-ends-when-undetermined: Allow Once that lapsed while
/// Location Services was off reads denied, but the authorization underneath is no longer determined, so the
/// background activity session is no longer active and must qualify again in the foreground. It came back from the
/// background once Settings gave While Using and the switch was on again.
@Suite("A background activity session after Allow Once lapsed behind the global switch")
struct BackgroundActivityUndeterminedTests {
    @Test("Not active again from the background; active again once the app is in the foreground")
    func mustQualifyInTheForeground() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.call(.startBackgroundActivitySession)
        h.do(.tap(.allowOnce))
        h.call(.startLiveUpdates)
        h.do(.settings(.locationServices(false)), .app(.background), .advance(.seconds(10)))
        #expect(h.state.authorization == .notDetermined && h.state.status == .denied)
        h.do(.settings(.appAuthorization(.whileUsing)), .settings(.locationServices(true)))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.state.modern.backgroundActivity?.startedInUse == false)
        #expect(h.state.indicator != .bluePill)
        h.do(.app(.foreground))
        #expect(h.state.modern.backgroundActivity?.startedInUse == true)
    }
}

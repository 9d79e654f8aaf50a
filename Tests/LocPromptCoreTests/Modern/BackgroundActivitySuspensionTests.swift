import Testing
@testable import LocPromptCore

/// Modern-API audit, round 3 (session 16), D1: an active CLBackgroundActivitySession that loses authorization is
/// "suspended while" the block lasts (CLBackgroundActivitySession.h) and resumes with it, even in the background.
/// Each test fails on the engine that ended such a session for good.
@Suite("Rule 13c: background activity session suspended while denied")
struct BackgroundActivitySuspensionTests {
    /// A When In Use app with an active session, in the background, iterating live updates.
    static func activeInBackground(_ version: String = "18.0", allowOnce: Bool = false) -> Harness {
        var h = Harness(.iOS, version, app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(allowOnce ? .allowOnce : .allowWhileUsingApp),
             .modern(.startLiveUpdates), .modern(.startBackgroundActivitySession), .app(.background))
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.isInUse)
        return h
    }

    @Test("background-activity-suspended-while-denied: Location Services off suspends the session; on again, it resumes in the background")
    func locationServicesOffAndOn() {
        var h = Self.activeInBackground()
        h.do(.settings(.locationServices(false)))
        #expect(h.rules.contains("background-activity-suspended-while-denied"))
        #expect(h.state.indicator == .none)
        #expect(!h.state.isInUse)
        #expect(h.flags == ["authorizationDenied", "authorizationDeniedGlobally"])
        h.do(.world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [false])
        h.do(.settings(.locationServices(true)))
        #expect(h.rules.contains("background-activity-suspended-while-denied"))
        #expect(h.state.lifecycle == .background)
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.isInUse)
        #expect(h.flags == [])
        h.do(.world(.locationUpdate))
        #expect(h.deliveries == [ModernDelivery(source: .liveUpdate, delivered: true, flags: [])])
    }

    @Test("background-activity-suspended-while-denied: Never suspends it with authorizationDenied; While Using again resumes it from the background")
    func neverThenWhileUsing() {
        var h = Self.activeInBackground()
        h.do(.settings(.appAuthorization(.never)))
        #expect(h.state.indicator == .none)
        #expect(h.flags == ["authorizationDenied"])
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.state.indicator == .bluePill)
        #expect(h.flags == [])
        h.do(.world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [true])
    }

    @Test("background-activity-suspended-while-denied: restrictions suspend it with authorizationRestricted; lifted, it resumes")
    func restrictedThenLifted() {
        var h = Self.activeInBackground()
        h.do(.settings(.restricted(true)))
        #expect(h.state.indicator == .none)
        #expect(h.flags == ["authorizationRestricted"])
        h.do(.settings(.restricted(false)))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.state.indicator == .bluePill)
        #expect(h.flags == [])
    }

    @Test("background-activity-suspended-while-denied: on iOS 17 too (no diagnostics), Location Services off and on again resumes the session")
    func iOS17() {
        var h = Self.activeInBackground("17.4")
        h.do(.settings(.locationServices(false)))
        #expect(h.state.indicator == .none)
        h.do(.settings(.locationServices(true)))
        #expect(h.state.indicator == .bluePill)
        h.do(.world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [true])
    }

    @Test("background-activity-suspended-while-denied: a suspended session of an app that was terminated resumes with authorization and relaunches it")
    func suspendedThenTerminated() {
        var h = Self.activeInBackground()
        h.do(.settings(.appAuthorization(.never)), .app(.terminate))
        #expect(h.state.modern.remembered?.backgroundActivity == true)
        #expect(h.state.indicator == .none)
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.state.indicator == .bluePill)
        h.do(.world(.locationUpdate))
        #expect(h.rules.contains("modern-relaunch"))
    }

    @Test("background-activity-suspended-while-denied: Allow Once holds if Location Services is on again within the grace, and the session resumes")
    func allowOnceWithinGrace() {
        var h = Self.activeInBackground(allowOnce: true)
        h.do(.settings(.locationServices(false)), .settings(.locationServices(true)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        #expect(h.state.indicator == .bluePill)
        h.do(.advance(.minutes(1)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
    }

    @Test("background-activity-ends-when-undetermined: Allow Once lapses while the session is suspended; back on, the session is no longer active until the foreground")
    func allowOnceLapsesWhileSuspended() {
        var h = Self.activeInBackground(allowOnce: true)
        h.do(.settings(.locationServices(false)), .advance(.minutes(1)))
        #expect(h.state.authorization == .notDetermined)
        // Decided when Allow Once lapses, though the app reads denied behind the switch (audit 23p U1).
        #expect(h.rules.contains("background-activity-ends-when-undetermined"))
        #expect(h.state.modern.backgroundActivity?.startedInUse == false)
        h.do(.settings(.locationServices(true)))
        #expect(h.state.modern.backgroundActivity?.startedInUse == false)
        #expect(h.state.indicator == .none)
        #expect(h.flags == ["insufficientlyInUse"])
        // Granted in Settings from the background, it stays inactive: like a new session it needs the foreground.
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.state.indicator == .none)
        h.do(.app(.foreground), .app(.background))
        #expect(h.state.indicator == .bluePill)
    }

    @Test("background-activity-ends-when-undetermined: Ask Next Time in Settings ends the session Core Location tracks for a terminated app")
    func askNextTimeForgetsRememberedSession() {
        var h = Self.activeInBackground()
        h.do(.app(.terminate))
        #expect(h.state.modern.remembered?.backgroundActivity == true)
        h.do(.settings(.appAuthorization(.askNextTime)))
        #expect(h.rules.contains("background-activity-ends-when-undetermined"))
        #expect(h.state.modern.remembered?.backgroundActivity != true)
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.state.indicator == .none)
        #expect(Rule.backgroundActivityEndsWhenUndetermined.documented == false)
        #expect(Rule.backgroundActivitySuspendedWhileDenied.sources.contains("S180"))
    }
}

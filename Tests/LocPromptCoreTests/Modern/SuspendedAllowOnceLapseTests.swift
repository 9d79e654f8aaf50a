import Testing
@testable import LocPromptCore

/// Audit 24d D2: the few seconds of use follow leaving the foreground only, suspended or not. When what kept a
/// suspended app in use goes after them (the relaunch window closes without a recreated session, Location Services
/// off suspends the session), Allow Once lapses at once, not a fresh grace later. Each test fails on
/// the engine that started the grace again for a suspended app. Scenarios: fidelity-audits/s24-time-fixes/17, 19
/// (17b, 19b the controls in the background).
@Suite("Audit 24d D2: a suspended app's Allow Once lapses when its use ends, with no new grace")
struct SuspendedAllowOnceLapseTests {
    /// An Allow Once app whose background activity session Core Location tracked after termination, launched again
    /// and sent to the background without recreating it (the relaunch window is 5 s), then suspended.
    static func relaunchedAndSuspended(grace: VirtualDuration = .seconds(5)) -> Harness {
        var h = Harness(.iOS, "17.0", app: TestApps.modern)
        h.state.allowOnceGrace = grace
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .modern(.startBackgroundActivitySession),
             .app(.terminate), .advance(.minutes(1)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        h.do(.app(.launch), .app(.background), .app(.suspend))
        return h
    }

    @Test("allow-once-expiry: the relaunch window and the few seconds end together: a suspended app's Allow Once lapses then")
    func relaunchWindowEndsUse() {
        var h = Self.relaunchedAndSuspended()
        h.do(.advance(VirtualDuration(milliseconds: 4999)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        h.do(.advance(VirtualDuration(milliseconds: 1)))
        #expect(h.state.authorization == .notDetermined)
        #expect(h.state.lifecycle == .suspended)
    }

    @Test("allow-once-expiry: with a 10 s grace the lapse comes 10 s after the foreground, not 10 s after the window")
    func longerGraceCountsFromForeground() {
        var h = Self.relaunchedAndSuspended(grace: .seconds(10))
        h.do(.advance(VirtualDuration(milliseconds: 9999)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        h.do(.advance(VirtualDuration(milliseconds: 1)))
        #expect(h.state.authorization == .notDetermined)
    }

    @Test("background-activity-allow-once: Location Services off an hour after the app was suspended ends Allow Once at once")
    func locationServicesOffEndsUseAtOnce() {
        var h = SuspendedBackgroundActivityTests.suspendedWithSession("17.4", allowOnce: true)
        h.do(.advance(.minutes(60)), .settings(.locationServices(false)))
        #expect(h.state.authorization == .notDetermined)
        h.do(.advance(.seconds(2)), .settings(.locationServices(true)))
        #expect(h.state.authorization == .notDetermined)
        #expect(!h.rules.contains("allow-once-back-in-use"))
    }

    @Test("allow-once-back-in-use: inside the few seconds after the foreground a suspended app is still in use, as a running one")
    func suspendedInsideTheFewSeconds() {
        var h = SuspendedBackgroundActivityTests.suspendedWithSession("17.4", allowOnce: true)
        h.do(.advance(.seconds(1)), .settings(.locationServices(false)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        h.do(.advance(.seconds(1)), .settings(.locationServices(true)))
        #expect(h.rules.contains("allow-once-back-in-use"))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        h.do(.settings(.locationServices(false)), .advance(.seconds(3)))
        #expect(h.state.authorization == .notDetermined)
    }
}

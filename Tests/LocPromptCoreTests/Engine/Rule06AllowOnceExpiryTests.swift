import Testing
@testable import LocPromptCore

/// Rule 6: Allow Once expires when the app is no longer in use.
/// Reference §3 "Allow Once lifetime" [S2][S3][S4][S18], §6 D2, Decisions (grace period).
@Suite("Rule 6: Allow Once expiry")
struct Rule06AllowOnceExpiryTests {
    func allowedOnce(app: AppProfile = TestApps.allKeys) -> Harness {
        var h = Harness(.iOS, "15.7", app: app)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        return h
    }

    @Test("leaving the foreground past the grace period → notDetermined, with a callback")
    func expiresAfterGrace() {
        var h = allowedOnce()
        h.do(.app(.background))
        #expect(h.state.allowOnceDeadline == h.state.clock + EngineState.defaultAllowOnceGrace)
        h.do(.advance(.seconds(4)))
        #expect(h.state.authorization.isTemporary)
        h.do(.advance(.seconds(1)))
        #expect(h.state.authorization == .notDetermined)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(notDetermined)"])
        #expect(h.last.first { if case .callback = $0.kind { return true } else { return false } }?.rule == .allowOnceExpiry)
    }

    @Test("coming back within the grace period keeps it")
    func backInTime() {
        var h = allowedOnce()
        h.do(.app(.background), .advance(.seconds(2)), .app(.foreground), .advance(.minutes(5)))
        #expect(h.state.authorization.isTemporary)
        #expect(h.state.allowOnceDeadline == nil)
    }

    @Test("a suspended app gets the callback when it next runs")
    func queuedUntilResume() {
        var h = allowedOnce()
        h.do(.app(.suspend), .advance(.minutes(1)))
        #expect(h.state.authorization == .notDetermined)
        #expect(h.callbacks.isEmpty)
        #expect(h.queued == ["locationManagerDidChangeAuthorization(notDetermined)"])
        h.do(.app(.foreground))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(notDetermined)"])
    }

    @Test("a background location session keeps the app in use")
    func backgroundSessionKeepsIt() {
        var h = allowedOnce(app: TestApps.background)
        h.do(.app(.startUpdatingLocation), .app(.background), .advance(.minutes(10)))
        #expect(h.state.authorization.isTemporary)
        #expect(h.state.indicator == .bluePill)
        // Stopping the session starts the grace period.
        h.do(.app(.stopUpdatingLocation), .advance(.seconds(5)))
        #expect(h.state.authorization == .notDetermined)
    }

    @Test("terminating the app also ends use; the app may prompt again next time")
    func terminateThenPromptAgain() {
        var h = allowedOnce()
        h.do(.app(.terminate), .advance(.seconds(10)), .app(.launch))
        #expect(h.state.status == .notDetermined)
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
    }

    @Test("the grace period is a per-device setting")
    func graceIsConfigurable() {
        var h = allowedOnce()
        h.state.allowOnceGrace = .seconds(30)
        h.do(.app(.background), .advance(.seconds(29)))
        #expect(h.state.authorization.isTemporary)
        h.do(.advance(.seconds(1)))
        #expect(h.state.authorization == .notDetermined)
    }
}

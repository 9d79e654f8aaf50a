import Testing
@testable import LocPromptCore

/// startUpdatingLocation(): "Calling this method causes the location manager to obtain an initial location fix (which
/// may take several seconds) and notify your delegate … Calling this method several times in succession does not
/// automatically result in new events being generated. Calling stopUpdatingLocation() in between, however, does cause
/// a new initial event to be sent the next time you call this method." [S112] (audit 17 D2)
@Suite("The initial fix of standard updates (standard-updates-initial-fix, standard-updates-initial-fix-waits)")
struct InitialFixTests {
    static let location = "locationManager(_:didUpdateLocations:)"

    func authorizedApp(_ authorization: StoredAuthorization = .whenInUse(temporary: false), app: AppProfile = TestApps.allKeys) -> Harness {
        Harness.launched(with: authorization, app: app)
    }

    @Test("standard-updates-initial-fix: an authorized app in use gets one location at once when it starts updates")
    func initialFixAtOnce() {
        var h = authorizedApp()
        h.do(.app(.startUpdatingLocation))
        #expect(h.callbacks == [Self.location])
        #expect(h.last.contains { $0.kind == .callback(manager: 1, .didUpdateLocations(.full)) && $0.rule == .standardUpdatesInitialFix })
        #expect(h.last.contains { $0.kind == .indicator(.solidArrow) })
        #expect(h.state.clock == .zero)
    }

    @Test("standard-updates-initial-fix: a second start without a stop sends nothing; after a stop the next start sends one")
    func repeatedStartAndStopStart() {
        var h = authorizedApp()
        h.do(.app(.startUpdatingLocation))
        h.do(.app(.startUpdatingLocation))
        #expect(h.callbacks.isEmpty)
        #expect(h.last.contains { $0.rule == .standardUpdatesInitialFix })
        h.do(.advance(.seconds(10)))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.stopUpdatingLocation), .app(.startUpdatingLocation))
        #expect(h.callbacks == [Self.location])
    }

    @Test("standard-updates-initial-fix-waits: started before authorization, the fix arrives when the person allows")
    func waitsForAuthorization() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .app(.startUpdatingLocation))
        #expect(h.callbacks.isEmpty)
        #expect(h.state.managers[0].updates == .awaitingInitialFix)
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)", Self.location])
        #expect(h.last.contains { $0.kind == .callback(manager: 1, .didUpdateLocations(.full)) && $0.rule == .standardUpdatesInitialFixWaits })
        // Delivered once: the next event brings nothing by itself.
        h.do(.advance(.seconds(10)))
        #expect(h.callbacks.isEmpty)
    }

    @Test("background-start-needs-in-use: a When In Use app's start out of use fails, so no fix comes, not even in use again; a start in use sends it")
    func startOutOfUseSendsNoFix() {
        var h = authorizedApp(app: TestApps.whenInUseOnly)
        h.do(.app(.background), .advance(.seconds(30)), .app(.startUpdatingLocation))
        #expect(h.callbacks.isEmpty)
        #expect(h.last.contains { $0.rule == .backgroundStartNeedsInUse })
        #expect(h.state.managers[0].updates == .stopped)
        h.do(.advance(.minutes(5)))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.foreground))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.startUpdatingLocation))
        #expect(h.callbacks == [Self.location])
    }

    @Test("standard-updates-initial-fix-waits: a denied start gets kCLErrorDenied and no fix later, even once allowed")
    func deniedStartGetsNoFixLater() {
        var h = authorizedApp(.denied)
        h.do(.app(.startUpdatingLocation))
        #expect(h.callbacks == ["locationManager(_:didFailWithError: kCLErrorDenied)"])
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
        // The updates still run: a later location is delivered as before; a stop and a new start bring a new initial fix.
        h.do(.world(.locationUpdate))
        #expect(h.callbacks == [Self.location])
        h.do(.app(.stopUpdatingLocation), .app(.startUpdatingLocation))
        #expect(h.callbacks == [Self.location])
    }

    @Test("standard-updates-initial-fix-waits: a fix still waiting when the person denies is answered by kCLErrorDenied only")
    func dontAllowAnswersTheWaitingFix() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .app(.startUpdatingLocation), .tap(.dontAllow))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(denied)", "locationManager(_:didFailWithError: kCLErrorDenied)"])
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(!h.callbacks.contains(Self.location))
        h.do(.app(.stopUpdatingLocation), .app(.startUpdatingLocation))
        #expect(h.callbacks == [Self.location])
    }

    @Test("standard-updates-initial-fix: a location that reaches the manager first is its initial fix (no second one on resume)")
    func queuedLocationIsTheFirstFix() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.suspend), .settings(.appAuthorization(.always)), .world(.locationUpdate))
        #expect(h.queued == [Self.location])
        h.do(.app(.foreground))
        #expect(h.callbacks.filter { $0 == Self.location }.count == 1)
        h.do(.app(.stopUpdatingLocation), .app(.startUpdatingLocation))
        #expect(h.callbacks == [Self.location])
    }
}

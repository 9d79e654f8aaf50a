import Testing
@testable import LocPromptCore

/// startMonitoringSignificantLocationChanges(): "The first event to be delivered is usually the most recently cached
/// location event (if any) … After returning a current location fix, the receiver generates update events only when a
/// significant change in the user’s location is detected. … Calling this method several times in succession does not
/// automatically result in new events being generated. Calling stopMonitoringSignificantLocationChanges() in between,
/// however, does cause a new initial event to be sent the next time you call this method." [S165] (audit 18 D2)
@Suite("The initial event of significant-change monitoring (significant-change-initial-fix, significant-change-initial-fix-waits)")
struct SignificantChangeInitialFixTests {
    static let location = "locationManager(_:didUpdateLocations:)"

    func authorizedApp(_ authorization: StoredAuthorization = .whenInUse(temporary: false), app: AppProfile = TestApps.allKeys) -> Harness {
        Harness.launched(with: authorization, app: app)
    }

    @Test("significant-change-initial-fix: an authorized app in use gets one location at once when it starts monitoring")
    func initialFixAtOnce() {
        var h = authorizedApp()
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == [Self.location])
        #expect(h.last.contains { $0.kind == .callback(manager: 1, .didUpdateLocations(.full)) && $0.rule.id == "significant-change-initial-fix" })
        #expect(h.last.contains { $0.kind == .indicator(.solidArrow) })
    }

    @Test("significant-change-initial-fix: the fix goes to the calling manager only")
    func initialFixToTheCallingManager() {
        var h = authorizedApp()
        h.do(.app(.createManager), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.last.compactMap { if case .callback(let id, _) = $0.kind { return id } else { return nil } } == [2])
    }

    @Test("significant-change-initial-fix: a second start without a stop sends nothing new")
    func repeatedStartSendsNothing() {
        var h = authorizedApp()
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks.isEmpty)
        #expect(h.rules.contains("significant-change-initial-fix"))
        h.do(.advance(.minutes(10)))
        #expect(h.callbacks.isEmpty)
    }

    @Test("significant-change-initial-fix-waits: started before authorization, the fix arrives when the person allows")
    func waitsForAuthorization() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks.isEmpty)
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)", Self.location])
        #expect(h.last.contains { $0.kind == .callback(manager: 1, .didUpdateLocations(.full)) && $0.rule.id == "significant-change-initial-fix-waits" })
        // Delivered once.
        h.do(.advance(.seconds(10)))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks.isEmpty)
    }

    @Test("significant-change-initial-fix-waits: a When In Use app that starts out of use gets the fix when it is in use again")
    func waitsUntilInUse() {
        var h = authorizedApp(app: TestApps.whenInUseOnly)
        h.do(.app(.background), .advance(.seconds(30)), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks.isEmpty)
        h.do(.advance(.minutes(5)))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.foreground))
        #expect(h.callbacks == [Self.location])
    }

    @Test("significant-change-initial-fix-waits: a When In Use app before iOS 13 waits for Always (monitoring needs Always there)")
    func waitsForAlwaysBeforeIOS13() {
        var h = Harness(.iOS, "12.4", app: TestApps.allKeys)
        h.state.authorization = .whenInUse(temporary: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks.isEmpty)
        h.do(.settings(.appAuthorization(.always)))
        #expect(h.callbacks.contains(Self.location))
    }

    @Test("significant-change-initial-fix-waits: a denied start gets kCLErrorDenied and no fix later, even once allowed")
    func deniedStartGetsNoFixLater() {
        var h = authorizedApp(.denied)
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == ["locationManager(_:didFailWithError: kCLErrorDenied)"])
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
        h.do(.advance(.seconds(1)), .app(.background), .app(.foreground))
        #expect(h.callbacks.isEmpty)
        // A manager that starts now, authorized, gets its fix; the denied start's manager still gets none.
        h.do(.app(.createManager), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.last.compactMap { if case .callback(let id, let callback) = $0.kind { return "\(id) \(callback.text)" } else { return nil } }
            == ["2 \(Self.location)"])
        // The monitoring still runs: a later change reaches both managers.
        h.do(.world(.significantChange))
        #expect(h.callbacks == [Self.location, Self.location])
    }

    @Test("significant-change-initial-fix-waits: a fix still waiting when the person denies is answered by kCLErrorDenied only")
    func dontAllowAnswersTheWaitingFix() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .app(.startMonitoringSignificantLocationChanges), .tap(.dontAllow))
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(denied)", "locationManager(_:didFailWithError: kCLErrorDenied)"])
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(!h.callbacks.contains(Self.location))
        h.do(.app(.createManager), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.last.compactMap { if case .callback(let id, let callback) = $0.kind { return "\(id) \(callback.text)" } else { return nil } }
            == ["2 \(Self.location)"])
    }

    @Test("significant-change-initial-fix: a stop in between makes the next start send a new initial event")
    func stopThenStartSendsANewOne() {
        var h = authorizedApp()
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.stopMonitoringSignificantLocationChanges))
        #expect(h.callbacks.isEmpty)
        #expect(!h.state.monitoring.contains(.significantChange))
        h.do(.world(.significantChange))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == [Self.location])
        #expect(h.last.contains { $0.rule == .significantChangeInitialFix })
    }

    @Test("significant-change-stop: a stop ends only the calling manager's deliveries; the registration ends with the last")
    func stopPerManager() {
        var h = authorizedApp(.always(provisional: false))
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.createManager), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.last.compactMap { if case .callback(let id, _) = $0.kind { return id } else { return nil } } == [2])
        h.do(.app(.stopMonitoringSignificantLocationChanges))
        #expect(h.state.significantChangeManagerIDs == [1])
        #expect(h.state.monitoring.contains(.significantChange))
        h.do(.world(.significantChange))
        #expect(h.last.compactMap { if case .callback(let id, _) = $0.kind { return id } else { return nil } } == [1])
        // Manager 2 has nothing left to stop while manager 1 monitors: the call says so and changes nothing.
        h.do(.app(.stopMonitoringSignificantLocationChanges))
        #expect(h.last.contains { $0.rule == .significantChangeStop })
        #expect(h.state.significantChangeManagerIDs == [1])
        // Manager 1 stops (manager 2 released first): no manager monitors, the app's service ends.
        h.do(.app(.releaseManager), .app(.stopMonitoringSignificantLocationChanges))
        #expect(!h.state.monitoring.contains(.significantChange))
        h.do(.app(.terminate), .world(.significantChange))
        #expect(h.state.lifecycle == .notRunning)
    }

    @Test("significant-change-stop: a relaunched app that stops instead of restarting ends the service; the waiting change is dropped")
    func relaunchedAppStops() {
        var h = authorizedApp(.always(provisional: false), app: TestApps.background)
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.terminate), .world(.significantChange))
        #expect(h.state.significantChangeWaiting)
        h.do(.app(.stopMonitoringSignificantLocationChanges))
        #expect(h.last.contains { $0.kind == .eventDropped(.significantChange) && $0.rule == .significantChangeStop })
        #expect(!h.state.significantChangeWaiting && !h.state.significantChangeNeedsRestart)
        #expect(!h.state.monitoring.contains(.significantChange))
        #expect(h.callbacks.isEmpty)
    }

    @Test("significant-change-stop: unavailable on tvOS and watchOS, nothing on visionOS",
          arguments: [(Platform.tvOS, "17.0", true), (.watchOS, "10.0", true), (.visionOS, "1.0", false)])
    func stopByPlatform(platform: Platform, version: String, refused: Bool) {
        var h = Harness(platform, version)
        h.launch()
        h.do(.app(.stopMonitoringSignificantLocationChanges))
        #expect(h.rejected == refused)
        #expect(h.callbacks.isEmpty)
    }

    @Test("significant-change-initial-fix: a significant change that reaches a waiting manager first is its initial event (none after it)")
    func restartEventIsTheInitialEvent() {
        var h = authorizedApp(.always(provisional: false), app: TestApps.background)
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.terminate), .world(.significantChange),
             .app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == [Self.location])
        #expect(h.last.contains { $0.rule == .significantChangeRestart })
        // With none waiting, a restart in a new launch sends the current location at once.
        h.do(.app(.terminate), .app(.launch), .app(.startMonitoringSignificantLocationChanges))
        #expect(h.callbacks == [Self.location])
        #expect(h.last.contains { $0.rule == .significantChangeInitialFix })
    }
}

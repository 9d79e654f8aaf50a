import Testing
@testable import LocPromptCore

/// Session-16 lifecycle audit, D1: "In macOS, condition monitoring works only while the app is running (either in the
/// foreground or background) and the user's system is awake. The system doesn't launch Mac apps to deliver
/// region-related notifications" (Monitoring the user's proximity to geographic regions [S60]).
@Suite("macOS does not launch apps for region events (macos-no-launch-for-regions)")
struct MacOSNoLaunchForRegionsTests {
    /// A Mac app allowed location (macOS reports authorizedAlways [S4]).
    func macApp() -> EngineStore {
        EngineStore(.macOS, "14.5", app: TestApps.legacyOnly) { $0.authorization = .always(provisional: false) }
    }

    @Test("macos-no-launch-for-regions: a region event for a Mac app that is not running is not delivered and does not launch it")
    func noRelaunchForRegion() {
        var store = macApp()
        store.skip(.app(.launch), .app(.startMonitoringRegion), .app(.background))
        // While the app runs, in the background too, the region event is delivered.
        store.send(.world(.regionEntry), effects: [
            .effect(.callback(manager: 1, .didEnterRegion), .deliveryGate),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lastDelivery = $0.clock
        }
        store.skip(.advance(.minutes(1)), .app(.terminate))
        // The old engine relaunched the app here (citing ios-rule-on-other-platform).
        store.send(.world(.regionEntry), effects: [.nothing(.macOSNoLaunchForRegions)])
        #expect(store.state.lifecycle == .notRunning)
        #expect(store.state.monitoring.contains(.region))
    }

    @Test("macos-no-launch-for-regions: a CLMonitor event for a Mac app that is not running does not launch it")
    func noRelaunchForMonitor() {
        var store = macApp()
        store.skip(.app(.launch), .modern(.startMonitor), .app(.terminate))
        #expect(store.state.modern.remembered?.monitor == true)
        store.send(.world(.regionEntry), effects: [.nothing(.macOSNoLaunchForRegions)])
        // The same app on iOS 17 is relaunched for it (modern-relaunch).
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.modern(.startMonitor), .app(.terminate), .world(.regionEntry))
        #expect(h.state.lifecycle == .background)
        #expect(h.rules.contains(Rule.modernRelaunch.id))
    }

    @Test("macos-no-launch-for-regions: significant-change events still relaunch a Mac app (their page lists macOS)")
    func significantChangeStillRelaunches() {
        var h = Harness(.macOS, "14.5", app: TestApps.legacyOnly)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startMonitoringSignificantLocationChanges), .app(.terminate), .world(.significantChange))
        #expect(h.last.contains { $0.kind == .relaunched(.significantChange) })
        #expect(!h.rules.contains(Rule.macOSNoLaunchForRegions.id))
    }
}

/// Session-16 lifecycle audit, D2: "When the value of this property is true and you start location updates while the
/// app is in the foreground, Core Location configures the system to keep the app running to receive continuous
/// background location updates" (allowsBackgroundLocationUpdates [S111]); "you can ask the system to not suspend your
/// app while location services are active" [S209]; WWDC 2017 713 [S115].
@Suite("A background location session keeps the app running (background-session-keeps-app-running)")
struct BackgroundSessionKeepsAppRunningTests {
    func updating(_ authorization: StoredAuthorization, _ platform: Platform = .iOS, _ version: String = "17.4",
                  app: AppProfile = TestApps.background) -> Harness {
        var h = Harness(platform, version, app: app)
        h.state.authorization = authorization
        h.launch()
        h.do(.app(.startUpdatingLocation))
        return h
    }

    @Test("background-session-keeps-app-running: suspend is refused while a When In Use session runs; stopping the updates lets the system suspend the app")
    func refusedWhileTheSessionRuns() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.background) { $0.authorization = .whenInUse(temporary: false) }
        store.skip(.app(.launch), .app(.startUpdatingLocation), .app(.background), .advance(.minutes(10)))
        #expect(store.state.hasBackgroundSession && store.state.indicator == .bluePill)
        // The old engine suspended the app: the pill went and the updates stopped.
        store.send(.app(.suspend), effects: [.rejected(.backgroundSessionKeepsAppRunning)])
        store.send(.world(.locationUpdate), effects: [.effect(.callback(manager: 1, .didUpdateLocations(.full)), .deliveryGate)]) {
            $0.lastDelivery = $0.clock
        }
        store.skip(.advance(.minutes(1)), .app(.stopUpdatingLocation))
        store.send(.app(.suspend), effects: [.effect(.lifecycle(.suspended), .lifecycle)]) {
            $0.lifecycle = .suspended
            // Suspension keeps when the app left the foreground: the few seconds are not started again (audit 24d D2).
        }
    }

    @Test("background-session-keeps-app-running: from the foreground too, when the updates would make a session")
    func refusedFromTheForeground() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.background) { $0.authorization = .always(provisional: false) }
        store.skip(.app(.launch), .app(.startUpdatingLocation))
        store.send(.app(.suspend), effects: [.rejected(.backgroundSessionKeepsAppRunning)])
        // Without the background mode the same app is suspended as usual.
        var plain = EngineStore(.iOS, "17.4", app: TestApps.allKeys) { $0.authorization = .always(provisional: false) }
        plain.skip(.app(.launch), .app(.startUpdatingLocation))
        plain.send(.app(.suspend), effects: [
            .effect(.lifecycle(.background), .lifecycle),
            .effect(.lifecycle(.suspended), .lifecycle),
            .effect(.indicator(.none), .locationIndicator),
        ]) {
            $0.lifecycle = .suspended
            // Suspended straight from the foreground: the few seconds start now (audit 24d D2).
            $0.outOfUseSince = $0.clock
        }
    }

    @Test("background-session-keeps-app-running: Allow Once and the blue pill last across a refused suspend (audit scenario 37)")
    func allowOnceKept() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.startUpdatingLocation), .app(.background), .advance(.minutes(10)))
        h.do(.app(.suspend))
        #expect(h.rejected)
        #expect(h.rules == [Rule.backgroundSessionKeepsAppRunning.id])
        h.do(.advance(.minutes(10)))
        #expect(h.state.lifecycle == .background)
        #expect(h.state.authorization.isTemporary)
        #expect(h.state.indicator == .bluePill)
    }

    @Test("background-session-keeps-app-running: an Always session (no indicator on iOS) keeps the app running too")
    func alwaysSession() {
        var h = updating(.always(provisional: false))
        h.do(.app(.background), .advance(.minutes(30)), .app(.suspend))
        #expect(h.rejected)
        #expect(h.state.lifecycle == .background)
        h.do(.world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
    }

    @Test("background-session-keeps-app-running: on watchOS 4+ as well; before watchOS 4 there is no session, so the app is suspended")
    func watchOS() {
        var h = updating(.whenInUse(temporary: false), .watchOS, "10.0")
        h.do(.app(.background), .app(.suspend))
        #expect(h.rules == [Rule.backgroundSessionKeepsAppRunning.id])
        var old = updating(.whenInUse(temporary: false), .watchOS, "3.2")
        old.do(.app(.background), .app(.suspend))
        #expect(!old.rejected)
        #expect(old.state.lifecycle == .suspended)
    }

    @Test("background-session-keeps-app-running: updates a When In Use app started out of use make no session, so the app can be suspended")
    func noSessionNoRefusal() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(.background), .advance(.seconds(10)), .app(.startUpdatingLocation), .app(.suspend))
        #expect(!h.rejected)
        #expect(h.state.lifecycle == .suspended)
    }

    @Test("background-activity-keeps-in-use: a CLBackgroundActivitySession alone does not keep the app running: suspend is accepted and the session stays")
    func backgroundActivitySessionStillSuspends() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.modern(.startLiveUpdates), .modern(.startBackgroundActivitySession), .app(.background), .app(.suspend))
        #expect(!h.rejected)
        #expect(h.state.lifecycle == .suspended)
        #expect(h.state.hasBackgroundActivitySession)
        #expect(h.state.indicator == .bluePill)
    }
}

/// Session-16 lifecycle audit, D3: CLLocationManager.h, allowsBackgroundLocationUpdates: "Access to location is still
/// permitted whenever the application is running (ie not suspended), and has sufficient authorization (ie it has
/// WhenInUse authorization and is in use, or it has Always authorization). However, the app will still be subject to
/// the usual task suspension rules" [S13]; startUpdatingLocation() [S112]; WWDC 2019 705's few seconds [S18].
@Suite("Standard updates reach a running app without a background session (updates-while-running)")
struct UpdatesWhileRunningTests {
    static let location = DelegateCallback.didUpdateLocations(.full)

    var deliveries: (Harness) -> [String] {
        { $0.callbacks.filter { $0.hasPrefix("locationManager(_:didUpdateLocations") } }
    }

    @Test("updates-while-running: an Always app without the background mode gets its updates in the background until it is suspended")
    func alwaysWithoutBackgroundMode() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.allKeys) { $0.authorization = .always(provisional: false) }
        store.skip(.app(.launch), .app(.startUpdatingLocation), .app(.background), .advance(.minutes(10)))
        #expect(!store.state.hasBackgroundSession)
        #expect(store.state.standardUpdates == .delivering)
        // The old engine said "in the background without a location session … no updates arrive".
        store.send(.world(.locationUpdate), effects: [
            .effect(.callback(manager: 1, Self.location), .updatesWhileRunning),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lastDelivery = $0.clock
            // A location reached an Always app out of the foreground: the background-use reminder may come.
            $0.usedLocationInBackground = true
        }
        // No session: no blue indicator, and the system suspends the app as usual; then the updates are queued.
        store.skip(.advance(.minutes(1)))
        #expect(store.state.indicator == .hollowArrow)
        store.send(.app(.suspend), effects: [
            .effect(.lifecycle(.suspended), .lifecycle),
            .effect(.indicator(.none), .locationIndicator),
        ]) {
            $0.lifecycle = .suspended
            // Suspension keeps when the app left the foreground: the few seconds are not started again (audit 24d D2).
        }
        store.send(.world(.locationUpdate), effects: [.effect(.callbackQueued(manager: 1, Self.location), .suspendedUpdatesQueued)]) {
            $0.managers[0].queued = [Self.location]
        }
    }

    @Test("updates-while-running: a When In Use app without the background mode gets them in the few seconds after the foreground, not after")
    func whenInUseWithinTheGrace() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.whenInUseOnly) { $0.authorization = .whenInUse(temporary: false) }
        store.skip(.app(.launch), .app(.startUpdatingLocation), .app(.background), .advance(.seconds(2)))
        // The arrow is still solid from the initial fix at the start, two seconds ago (standard-updates-initial-fix).
        store.send(.world(.locationUpdate), effects: [
            .effect(.callback(manager: 1, Self.location), .updatesWhileRunning),
        ]) {
            $0.lastDelivery = $0.clock
        }
        store.skip(.advance(.seconds(10)))
        #expect(store.state.standardUpdates == .notInUse)
        store.send(.world(.locationUpdate), effects: [.nothing(.updatesWhileRunning)])
        #expect(!store.state.hasBackgroundSession)
    }

    @Test("updates-while-running: an Always app without the background mode, relaunched for a region, gets the updates it starts (audit scenario 39)")
    func relaunchedAlwaysApp() {
        var h = Harness(.iOS, "17.4", app: TestApps.allKeys)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startMonitoringRegion), .app(.terminate), .world(.regionEntry))
        #expect(h.state.lifecycle == .background)
        h.do(.app(.startUpdatingLocation), .world(.locationUpdate))
        #expect(deliveries(h) == ["locationManager(_:didUpdateLocations:)"])
        #expect(h.rules.contains(Rule.updatesWhileRunning.id))
        #expect(h.state.indicator != .bluePill)
    }

    @Test("updates-while-running: for provisional Always an update past the few seconds is an event that needs Always: held, and the deferred prompt asks (audit 22d; until session 22 it was dropped)")
    func provisionalAlways() {
        var h = Harness(.iOS, "13.4", app: TestApps.allKeys)
        h.state.authorization = .always(provisional: true)
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.background), .advance(.seconds(10)), .world(.locationUpdate))
        #expect(deliveries(h).isEmpty)
        #expect(h.rules == [Rule.provisionalHold.id, Rule.deferredPrompt.id])
        #expect(h.state.heldEvents.map(\.event) == [.locationUpdate])
    }

    @Test("updates-while-running: on older versions as well (the header says so from iOS 9)", arguments: ["10.3", "12.4"])
    func olderVersions(version: String) {
        var h = Harness(.iOS, version, app: TestApps.allKeys)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.background), .advance(.minutes(5)), .world(.locationUpdate))
        #expect(deliveries(h) == ["locationManager(_:didUpdateLocations:)"])
    }

    @Test("updates-while-running: App Clips and visionOS still get nothing in the background (their own rules)")
    func noBackgroundLocationPlatforms() {
        var clipApp = TestApps.whenInUseOnly
        clipApp.isAppClip = true
        var clip = Harness(.iOS, "17.4", app: clipApp)
        clip.state.authorization = .whenInUse(temporary: false)
        clip.launch()
        clip.do(.app(.startUpdatingLocation), .app(.background), .advance(.seconds(1)), .world(.locationUpdate))
        #expect(deliveries(clip).isEmpty)
        #expect(clip.rules == [Rule.appClipNoBackground.id])
        var vision = Harness(.visionOS, "1.0", app: TestApps.whenInUseOnly)
        vision.state.authorization = .whenInUse(temporary: false)
        vision.launch()
        vision.do(.app(.startUpdatingLocation), .app(.background), .advance(.seconds(1)), .world(.locationUpdate))
        #expect(deliveries(vision).isEmpty)
        #expect(vision.rules == [Rule.visionOSNoBackground.id])
    }
}

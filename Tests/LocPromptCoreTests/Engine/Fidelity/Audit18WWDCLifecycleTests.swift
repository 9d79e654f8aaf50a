import Testing
@testable import LocPromptCore

/// Audit 18 (WWDC sessions), D1: "Finally, you must start your location updates while in the foreground. If you don't
/// start your updates in the foreground, you won't get this special behavior. … Core Location won't take any action to
/// ensure your app continues to run. … you might get some updates, but you might also get suspended" (WWDC 2016 716
/// [S68]; allowsBackgroundLocationUpdates [S111]).
@Suite("Updates an Always app starts from the background make no session (background-session-keeps-app-running)")
struct AlwaysStartInBackgroundTests {
    /// A permanent Always app with the location background mode, in the background past the few seconds of use.
    func alwaysInBackground(_ platform: Platform = .iOS, _ version: String = "17.4") -> Harness {
        var h = Harness(platform, version, app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.background), .advance(.minutes(1)))
        return h
    }

    @Test("background-session-keeps-app-running: started from the background, the updates arrive while the app runs, suspend is accepted, then they are queued",
          arguments: ["10.3", "17.4"])
    func startedInBackground(version: String) {
        var h = alwaysInBackground(.iOS, version)
        h.do(.app(.startUpdatingLocation))
        #expect(h.rules.contains(Rule.backgroundSessionKeepsAppRunning.id))
        #expect(!h.state.hasBackgroundSession)
        h.do(.world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
        #expect(h.rules.contains(Rule.updatesWhileRunning.id))
        // The old engine refused this: "it is kept running by its continuous background location session".
        h.do(.app(.suspend))
        #expect(!h.rejected)
        #expect(h.state.lifecycle == .suspended)
        h.do(.world(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        #expect(h.queued == ["locationManager(_:didUpdateLocations:)"])
        #expect(h.rules == [Rule.suspendedUpdatesQueued.id])
    }

    @Test("background-session-keeps-app-running: an app the system launched into the background for a region event gets no session either")
    func relaunchedIntoBackground() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startMonitoringRegion), .app(.terminate), .world(.regionEntry))
        #expect(h.state.lifecycle == .background)
        h.do(.app(.startUpdatingLocation), .world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
        h.do(.app(.suspend))
        #expect(!h.rejected)
        #expect(h.state.lifecycle == .suspended)
    }

    @Test("background-session-keeps-app-running: on watchOS no session means no indicator, and the app may be suspended")
    func watchOSNoIndicator() {
        var h = alwaysInBackground(.watchOS, "10.0")
        h.do(.app(.startUpdatingLocation))
        #expect(h.state.indicator != .bluePill)
        #expect(!h.state.backgroundSessionShowsIndicator)
        h.do(.app(.suspend))
        #expect(!h.rejected)
    }

    @Test("background-session-keeps-app-running: started in the foreground, the same app is still kept running")
    func startedInForeground() {
        var h = Harness(.iOS, "10.3", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.background), .advance(.minutes(1)))
        #expect(h.state.hasBackgroundSession)
        h.do(.app(.suspend))
        #expect(h.rejected)
        #expect(h.rules == [Rule.backgroundSessionKeepsAppRunning.id])
        // Started in the background, then run in the foreground: the updates now make a session when it leaves.
        var later = alwaysInBackground(.iOS, "10.3")
        later.do(.app(.startUpdatingLocation), .app(.foreground), .app(.background), .advance(.minutes(1)), .app(.suspend))
        #expect(later.rejected)
    }
}

/// Audit 18 (WWDC sessions), D3: "This upgrade last as long as the user keeps using the app, so as long as they don't
/// close it, you won't have to ask for it again" (WWDC 2020 10660 [S19]); the grace covers "race cases when the event
/// that you need location for happens right before the user leaves your app" (WWDC 2019 705 [S18]).
@Suite("Closing the app ends temporary grants at once (quit-ends-temporary-grants)")
struct QuitEndsTemporaryGrantsTests {
    @Test("quit-ends-temporary-grants: terminate then launch at once: Allow Once is gone, and the launch says notDetermined")
    func allowOnce() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        #expect(h.state.authorization.isTemporary)
        h.do(.app(.terminate))
        #expect(h.callbacks.isEmpty && h.queued.isEmpty)
        #expect(h.rules.contains(Rule.quitEndsTemporaryGrants.id))
        #expect(h.state.authorization == .notDetermined)
        #expect(h.state.allowOnceDeadline == nil)
        h.do(.app(.launch))
        #expect(h.last.map(\.kind).contains(.callback(manager: 2, .didChangeAuthorization(.notDetermined, accuracy: .full))))
        #expect(!h.rules.contains(Rule.allowOnceBackInUse.id))
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
        // The relaunch step (terminate and launch in one) too.
        var r = Harness(.iOS, "13.0")
        r.launch()
        r.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.relaunch))
        #expect(r.state.status == .notDetermined)
        #expect(r.callbacks == ["locationManager(_:didChangeAuthorization: notDetermined)"])
    }

    @Test("quit-ends-temporary-grants: terminate then launch at once: temporary full accuracy is gone, the launch reports reduced, and the app asks again")
    func temporaryFullAccuracy() {
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .requestTemporaryFullAccuracy(purposeKey: "Radar"), .tap(.allowOnce))
        #expect(h.state.accuracy == .full)
        h.do(.app(.terminate))
        #expect(h.callbacks.isEmpty)
        #expect(h.state.accuracy == .reduced)
        #expect(h.state.fullAccuracyDeadline == nil)
        h.do(.app(.launch))
        #expect(h.last.map(\.kind).contains(.callback(manager: 2, .didChangeAuthorization(.authorizedWhenInUse, accuracy: .reduced))))
        h.do(.requestTemporaryFullAccuracy(purposeKey: "Radar"))
        #expect(h.presented?.kind == .temporaryFullAccuracy)
    }

    @Test("quit-ends-temporary-grants: leaving the foreground still keeps the few seconds' grace")
    func backgroundKeepsGrace() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.background), .app(.foreground))
        #expect(h.state.authorization.isTemporary)
        #expect(!h.rules.contains(Rule.quitEndsTemporaryGrants.id))
    }
}

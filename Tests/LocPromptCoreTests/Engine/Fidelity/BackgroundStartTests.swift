import Testing
@testable import LocPromptCore

/// A When In Use app starts its location updates while in use; only Always starts them from the background.
/// Pre-iOS 13 requestWhenInUseAuthorization page [S109], CLAuthorizationStatus.authorizedWhenInUse [S110],
/// allowsBackgroundLocationUpdates [S111], WWDC 2019 705 [S18].
@Suite("Starting updates while not in use (background-start-needs-in-use)")
struct BackgroundStartTests {
    /// An app with the `location` background mode and the given authorization, moved to the background and
    /// left there past the few seconds of "in use" that follow.
    func outOfUse(_ authorization: StoredAuthorization, version: String = "17.4") -> Harness {
        var h = Harness(.iOS, version, app: TestApps.background)
        h.state.authorization = authorization
        h.launch()
        h.do(.app(.background), .advance(.seconds(10)))
        return h
    }

    var deliveries: (Harness) -> [String] {
        { $0.callbacks.filter { $0.hasPrefix("locationManager(_:didUpdateLocations") } }
    }

    @Test("background-start-needs-in-use: When In Use started in the background gets no session, no blue pill and no location",
          arguments: ["8.4", "12.4", "13.4", "17.4"])
    func whenInUseStartedOutOfUse(version: String) {
        var h = outOfUse(.whenInUse(temporary: false), version: version)
        h.do(.app(.startUpdatingLocation))
        #expect(h.rules.contains(Rule.backgroundStartNeedsInUse.id))
        #expect(!h.state.hasBackgroundSession)
        #expect(!h.state.isInUse)
        #expect(h.state.indicator != .bluePill)
        // The start fails: nothing runs [S13][S109].
        #expect(h.state.standardUpdates == .stopped)
        h.do(.world(.locationUpdate))
        #expect(deliveries(h).isEmpty)
        #expect(h.rules == [Rule.deliveryGate.id])
    }

    @Test("background-start-needs-in-use: the failed start leaves nothing to run in use again; started in use, the updates flow and go on as a background session")
    func nothingWaitsForUse() {
        var h = outOfUse(.whenInUse(temporary: false))
        h.do(.app(.startUpdatingLocation), .app(.foreground))
        #expect(h.state.standardUpdates == .stopped)
        h.do(.world(.locationUpdate))
        #expect(deliveries(h).isEmpty)
        h.do(.app(.startUpdatingLocation))
        #expect(h.state.managers[0].updatesRanInUse)
        #expect(h.state.standardUpdates == .delivering)
        h.do(.world(.locationUpdate))
        #expect(deliveries(h) == ["locationManager(_:didUpdateLocations:)"])
        h.do(.app(.background), .advance(.minutes(10)), .world(.locationUpdate))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.indicator == .bluePill)
        #expect(deliveries(h).count == 1)
        // Stopping and starting again from the background is a new start out of use.
        h.do(.app(.stopUpdatingLocation), .advance(.seconds(10)), .app(.startUpdatingLocation))
        #expect(!h.state.hasBackgroundSession)
        #expect(h.rules.contains(Rule.backgroundStartNeedsInUse.id))
    }

    @Test("background-start-needs-in-use: within the few seconds after leaving the foreground the app is still in use, so the start makes a session")
    func startedWithinTheGrace() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(.background), .advance(.seconds(2)), .app(.startUpdatingLocation))
        #expect(!h.rules.contains(Rule.backgroundStartNeedsInUse.id))
        h.do(.advance(.minutes(10)), .world(.locationUpdate))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.indicator == .bluePill)
        #expect(deliveries(h).count == 1)
    }

    @Test("background-start-needs-in-use: an Always app starts updates from the background and receives them (without a session: WWDC 2016 716)")
    func alwaysStartsFromTheBackground() {
        var h = outOfUse(.always(provisional: false))
        h.do(.app(.startUpdatingLocation))
        #expect(!h.rules.contains(Rule.backgroundStartNeedsInUse.id))
        // "If you don't start your updates in the foreground, you won't get this special behavior" [S68]
        // (rule background-session-keeps-app-running); the running app still gets them (updates-while-running).
        #expect(!h.state.hasBackgroundSession)
        h.do(.world(.locationUpdate))
        #expect(deliveries(h).count == 1)
        #expect(h.state.indicator != .bluePill)
    }

    @Test("background-start-needs-in-use: provisional Always is When In Use to the person, so it does not start from the background either")
    func provisionalIsWhenInUse() {
        var h = outOfUse(.always(provisional: true))
        h.do(.app(.startUpdatingLocation))
        #expect(h.rules.contains(Rule.backgroundStartNeedsInUse.id))
        #expect(!h.state.hasBackgroundSession)
    }

    @Test("background-start-needs-in-use: a session does not keep Allow Once when it was started out of use")
    func allowOnceStillLapses() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.background), .advance(.seconds(3)))
        // Started within the grace: the session keeps Allow Once.
        h.do(.app(.startUpdatingLocation), .advance(.minutes(5)))
        #expect(h.state.authorization.isTemporary)
        h.do(.app(.stopUpdatingLocation), .advance(.seconds(5)))
        #expect(h.state.authorization == .notDetermined)
    }

    @Test("background-start-needs-in-use: macOS apps are in use whenever they run, so nothing changes there")
    func macOSUnaffected() {
        var h = Harness(.macOS, "14.0", app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(.background), .advance(.seconds(10)), .app(.startUpdatingLocation))
        #expect(!h.rules.contains(Rule.backgroundStartNeedsInUse.id))
        h.do(.world(.locationUpdate))
        #expect(deliveries(h).count == 1)
    }

    @Test("the screens' Updates line says where the updates stand: off, on, waiting for use, paused, not authorized")
    func standardUpdatesLabels() {
        var h = Harness(.iOS, "17.4", app: TestApps.whenInUseOnly)
        h.launch()
        #expect(h.state.standardUpdates == .stopped)
        h.do(.app(.startUpdatingLocation))
        #expect(h.state.standardUpdates == .notAuthorized)
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.standardUpdates == .delivering)
        // No background mode: out of use the updates pause, whoever started them.
        h.do(.app(.background), .advance(.seconds(10)))
        #expect(h.state.standardUpdates == .notInUse)
        h.do(.app(.suspend))
        #expect(h.state.standardUpdates == .appNotRunning)
        #expect(Set([StandardUpdates.stopped, .appNotRunning, .notAuthorized, .startedOutOfUse, .notInUse, .delivering].map(\.label)).count == 6)
    }
}

/// In the background an app is in use only with the background location indicator [S113][S13].
@Suite("In use needs the indicator (in-use-needs-indicator)")
struct InUseNeedsIndicatorTests {
    @Test("in-use-needs-indicator: an Always app's background session delivers updates but, with no indicator, temporary full accuracy lapses")
    func alwaysSessionDoesNotKeepFullAccuracy() {
        var h = Harness(.iOS, "17.4", app: AppProfile(
            displayName: "Fit", usageDescriptions: [.whenInUse: "WIU", .alwaysAndWhenInUse: "A+W"],
            temporaryUsageDescriptions: ["Navigation": "Turn by turn"], backgroundLocation: true))
        h.state.authorization = .always(provisional: false)
        h.state.preciseLocation = false
        h.launch()
        h.do(.requestTemporaryFullAccuracy(purposeKey: "Navigation"))
        #expect(h.presented?.kind == .temporaryFullAccuracy)
        h.do(.tap(.allowOnce))
        #expect(h.state.accuracy == .full)
        h.do(.app(.startUpdatingLocation), .app(.background))
        #expect(h.state.hasBackgroundSession)
        #expect(!h.state.isInUse)
        #expect(h.state.indicator != .bluePill)
        #expect(h.rules.contains(Rule.inUseNeedsIndicator.id))
        h.do(.advance(.minutes(1)))
        #expect(h.state.accuracy == .reduced)
        h.do(.world(.locationUpdate))
        #expect(h.callbacks.contains("locationManager(_:didUpdateLocations: reduced accuracy)"))
    }

    @Test("in-use-needs-indicator: a When In Use session shows the blue pill and keeps temporary full accuracy")
    func whenInUseSessionKeepsFullAccuracy() {
        var h = Harness(.iOS, "17.4", app: AppProfile(
            displayName: "Fit", usageDescriptions: [.whenInUse: "WIU"],
            temporaryUsageDescriptions: ["Navigation": "Turn by turn"], backgroundLocation: true))
        h.state.authorization = .whenInUse(temporary: false)
        h.state.preciseLocation = false
        h.launch()
        h.do(.requestTemporaryFullAccuracy(purposeKey: "Navigation"), .tap(.allowOnce), .app(.startUpdatingLocation), .app(.background),
             .advance(.minutes(10)))
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.accuracy == .full)
    }

    @Test("location-indicator: iOS 8–10 drew the blue double-height bar for a When In Use background session too (WWDC 2017 713); Always gets none",
          arguments: ["8.4", "10.3", "12.4"])
    func blueBarBeforeIOS11(version: String) {
        var h = Harness(.iOS, version, app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.background))
        #expect(h.state.indicator == .bluePill)
        var always = Harness(.iOS, version, app: TestApps.background)
        always.state.authorization = .always(provisional: false)
        always.launch()
        always.do(.app(.startUpdatingLocation), .app(.background))
        #expect(always.state.indicator != .bluePill)
    }
}

import Testing
@testable import LocPromptCore

/// What watchOS, visionOS and macOS do differently from iOS with standard updates, monitoring and the
/// background (audit 13, non-iOS platforms): CLLocationManager.h's watchOS availability [S114], WWDC 2017 713 [S115],
/// Choosing the Location Services Authorization to Request [S113], the visionOS "does nothing" pages
/// [S116][S117][S118] and Handling location updates in the background [S209].
@Suite("Non-iOS platforms: updates, monitoring and the background")
struct PlatformBackgroundTests {
    var deliveries: (Harness) -> [String] {
        { $0.callbacks.filter { $0.hasPrefix("locationManager(_:didUpdateLocations") } }
    }

    /// An authorized app with the `location` background mode, launched, with standard updates started in the foreground.
    func updating(_ platform: Platform, _ version: String, _ authorization: StoredAuthorization = .whenInUse(temporary: false),
                  app: AppProfile = TestApps.background) -> Harness {
        var h = Harness(platform, version, app: app)
        h.state.authorization = authorization
        h.launch()
        h.do(.app(.startUpdatingLocation))
        return h
    }

    // MARK: watchos-start-updating-from-watchos3

    @Test("watchos-start-updating-from-watchos3: startUpdatingLocation() is refused on watchOS 2; requestLocation() still works",
          arguments: ["2.0", "2.2"])
    func noStartUpdatingOnWatchOS2(version: String) {
        var h = Harness(.watchOS, version, app: TestApps.whenInUseOnly)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(.startUpdatingLocation))
        #expect(h.rejected)
        #expect(h.rules == [Rule.watchOSStartUpdatingFrom3.id])
        #expect(!h.state.updatingLocation)
        h.do(.app(.requestLocation))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
    }

    @Test("watchos-start-updating-from-watchos3: from watchOS 3 the call is accepted", arguments: ["3.0", "3.2", "10.0"])
    func startUpdatingFromWatchOS3(version: String) {
        let h = updating(.watchOS, version, app: TestApps.whenInUseOnly)
        #expect(!h.rejected)
        #expect(h.state.updatingLocation)
        #expect(h.state.standardUpdates == .delivering)
    }

    // MARK: watchos-no-background-updates-before-watchos4

    @Test("watchos-no-background-updates-before-watchos4: on watchOS 3 updates make no background session, no indicator, no location",
          arguments: [StoredAuthorization.whenInUse(temporary: false), .always(provisional: false)])
    func noBackgroundSessionOnWatchOS3(authorization: StoredAuthorization) {
        var h = updating(.watchOS, "3.2", authorization)
        h.do(.world(.locationUpdate))
        #expect(deliveries(h).count == 1)
        h.do(.app(.background))
        #expect(h.rules.contains(Rule.watchOSNoBackgroundUpdatesBefore4.id))
        #expect(!h.state.hasBackgroundSession)
        #expect(h.state.indicator == .none)
        h.do(.advance(.minutes(1)), .world(.locationUpdate))
        #expect(deliveries(h).isEmpty)
        #expect(h.rules == [Rule.watchOSNoBackgroundUpdatesBefore4.id])
        // Back in the foreground the updates flow again.
        h.do(.app(.foreground), .world(.locationUpdate))
        #expect(deliveries(h).count == 1)
    }

    @Test("watchos-no-background-updates-before-watchos4: from watchOS 4 a When In Use session goes on in the background with the indicator",
          arguments: ["4.0", "6.0", "10.0"])
    func backgroundSessionFromWatchOS4(version: String) {
        var h = updating(.watchOS, version)
        h.do(.app(.background))
        #expect(!h.rules.contains(Rule.watchOSNoBackgroundUpdatesBefore4.id))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.indicator == .bluePill)
        h.do(.advance(.minutes(1)), .world(.locationUpdate))
        #expect(deliveries(h).count == 1)
    }

    @Test("watchos-no-background-updates-before-watchos4: Allow Once is not kept by a session that cannot exist, so it lapses")
    func allowOnceLapsesOnWatchOS3() {
        var h = updating(.watchOS, "3.2", .whenInUse(temporary: true))
        h.do(.app(.background))
        #expect(!h.state.isInUse)
        #expect(h.state.allowOnceDeadline != nil)
    }

    // MARK: watchos-background-indicator-always-shown

    static let navigator = AppProfile(
        displayName: "Trail", usageDescriptions: [.whenInUse: "WIU", .alwaysAndWhenInUse: "A+W"],
        temporaryUsageDescriptions: ["Navigation": "Turn by turn"], backgroundLocation: true)

    @Test("watchos-background-indicator-always-shown: on watchOS an Always app's session shows the indicator, keeps the app in use and keeps temporary full accuracy",
          arguments: ["7.0", "10.0"])
    func alwaysSessionShowsIndicatorOnWatch(version: String) {
        var h = Harness(.watchOS, version, app: Self.navigator)
        h.state.authorization = .always(provisional: false)
        h.state.preciseLocation = false
        h.launch()
        h.do(.requestTemporaryFullAccuracy(purposeKey: "Navigation"), .tap(.allowOnce))
        #expect(h.state.accuracy == .full)
        h.do(.app(.startUpdatingLocation), .app(.background))
        #expect(h.state.hasBackgroundSession)
        #expect(h.state.isInUse)
        #expect(h.state.indicator == .bluePill)
        #expect(h.last.contains { $0.kind == .indicator(.bluePill) && $0.rule == .watchOSBackgroundIndicatorAlwaysShown })
        #expect(!h.rules.contains(Rule.inUseNeedsIndicator.id))
        h.do(.advance(.minutes(10)))
        #expect(h.state.accuracy == .full)
        h.do(.world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
    }

    @Test("watchos-background-indicator-always-shown: the same Always session on iOS shows no indicator (in-use-needs-indicator)")
    func alwaysSessionOnIOSStillHidden() {
        var h = Harness(.iOS, "17.4", app: Self.navigator)
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.background))
        #expect(h.state.hasBackgroundSession)
        #expect(!h.state.isInUse)
        #expect(h.state.indicator != .bluePill)
        #expect(!h.effects.contains { $0.rule == .watchOSBackgroundIndicatorAlwaysShown })
    }

    @Test("watchos-background-indicator-always-shown: a When In Use session on watchOS cites the watchOS indicator rule too (audit 22f I), not the iOS rule applied on another platform")
    func whenInUseSessionOnWatch() {
        var h = updating(.watchOS, "10.0")
        h.do(.app(.background))
        #expect(h.last.contains { $0.kind == .indicator(.bluePill) && $0.rule == .watchOSBackgroundIndicatorAlwaysShown })
        #expect(!h.last.contains { $0.kind == .indicator(.bluePill) && $0.rule == .iOSRuleOnOtherPlatform })
    }

    // MARK: visionos-monitoring-does-nothing

    @Test("visionos-monitoring-does-nothing: the call is accepted, starts nothing, and no event is delivered",
          arguments: [(AppAction.startMonitoringSignificantLocationChanges, WorldEvent.significantChange),
                      (.startMonitoringVisits, .visit), (.startMonitoringRegion, .regionEntry)])
    func monitoringDoesNothingInVisionOS(start: AppAction, event: WorldEvent) {
        var h = Harness(.visionOS, "2.0", app: TestApps.whenInUseOnly)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(start))
        #expect(!h.rejected)
        #expect(h.nothingHappened)
        #expect(h.rules == [Rule.visionOSMonitoringDoesNothing.id])
        #expect(h.state.monitoring.isEmpty)
        #expect(h.state.indicator == .none)
        h.do(.world(event))
        #expect(h.callbacks.isEmpty)
        #expect(h.rules == [Rule.visionOSMonitoringDoesNothing.id])
    }

    @Test("visionos-monitoring-does-nothing: from notDetermined the call asks nothing (a prompt would be the service starting)")
    func monitoringAsksNothingInVisionOS() {
        var h = Harness(.visionOS, "2.0", app: TestApps.whenInUseOnly)
        h.launch()
        h.do(.app(.startMonitoringSignificantLocationChanges))
        #expect(h.presented == nil)
        #expect(h.nothingHappened)
        #expect(h.state.status == .notDetermined)
    }

    @Test("visionos-monitoring-does-nothing: the same calls on iOS start monitoring and deliver")
    func monitoringWorksOnIOS() {
        var h = Harness(.iOS, "17.4", app: TestApps.whenInUseOnly)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(.startMonitoringVisits), .world(.visit))
        #expect(h.callbacks == ["locationManager(_:didVisit:)"])
    }

    // MARK: visionos-no-background-updates (standard updates)

    @Test("visionos-no-background-updates: standard updates make no background session in visionOS: no indicator, no location in the background")
    func noStandardBackgroundUpdatesInVisionOS() {
        var h = updating(.visionOS, "2.0")
        h.do(.world(.locationUpdate))
        #expect(deliveries(h).count == 1)
        h.do(.app(.background))
        #expect(h.rules.contains(Rule.visionOSNoBackground.id))
        #expect(!h.state.hasBackgroundSession)
        #expect(h.state.indicator == .none)
        h.do(.advance(.minutes(1)), .world(.locationUpdate))
        #expect(deliveries(h).isEmpty)
        #expect(h.rules == [Rule.visionOSNoBackground.id])
        h.do(.app(.foreground), .world(.locationUpdate))
        #expect(deliveries(h).count == 1)
    }

    @Test("visionos-no-background-updates: without the background mode the move says nothing (no session anywhere), but the delivery gate names the visionOS rule")
    func noBackgroundModeInVisionOS() {
        var h = updating(.visionOS, "2.0", app: TestApps.whenInUseOnly)
        h.do(.app(.background))
        #expect(!h.rules.contains(Rule.visionOSNoBackground.id))
        #expect(h.state.indicator == .none)
        h.do(.advance(.minutes(1)), .world(.locationUpdate))
        #expect(deliveries(h).isEmpty)
        #expect(h.rules.contains(Rule.visionOSNoBackground.id))
    }

    // MARK: macos-apps-not-suspended

    @Test("macos-apps-not-suspended: a suspend step is refused on macOS; the app keeps receiving updates in the background",
          arguments: ["10.15", "14.5"])
    func macOSIsNotSuspended(version: String) {
        var h = Harness(.macOS, version, app: AppProfile(displayName: "Desk", usageDescriptions: [.legacy: "Weather here"]))
        h.state.authorization = .always(provisional: false)
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.background), .app(.suspend))
        #expect(h.rejected)
        #expect(h.rules == [Rule.macOSAppsNotSuspended.id])
        #expect(h.state.lifecycle == .background)
        h.do(.advance(.minutes(10)), .world(.locationUpdate))
        #expect(deliveries(h).count == 1)
        // Refused from the foreground too.
        h.do(.app(.foreground), .app(.suspend))
        #expect(h.rejected)
        #expect(h.state.lifecycle == .foreground)
    }

    @Test("macos-apps-not-suspended: iOS still suspends")
    func iOSSuspends() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.background), .app(.suspend))
        #expect(!h.rejected)
        #expect(h.state.lifecycle == .suspended)
    }
}

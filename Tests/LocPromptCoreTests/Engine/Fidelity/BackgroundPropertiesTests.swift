import Testing
@testable import LocPromptCore

/// Session 20: the two CLLocationManager properties a scenario sets. CLLocationManager.h [S13]: "Resetting this
/// property to NO is equivalent to omitting "location" from the UIBackgroundModes value"; allowsBackgroundLocationUpdates
/// [S111]: true without the mode "is a fatal error that terminates the app"; showsBackgroundLocationIndicator [S78]:
/// "This property affects only apps that received Always authorization"; QA1965 [S79]: an Always app's session shows
/// the Blue Bar "only when the showsBackgroundLocationIndicator property is YES".
@Suite("allowsBackgroundLocationUpdates (allows-background-location-updates)")
struct AllowsBackgroundLocationUpdatesTests {
    /// An app with UIBackgroundModes location, authorized, launched.
    func launched(_ authorization: StoredAuthorization, _ platform: Platform = .iOS, _ version: String = "17.4") -> Harness {
        var h = Harness(platform, version, app: TestApps.background)
        h.state.authorization = authorization
        h.state.askedPermission = true
        h.launch()
        return h
    }

    @Test("allows-background-location-updates: an app with the location background mode counts as having set it to true; setting true again changes nothing")
    func defaultIsTrueWithTheMode() {
        #expect(Manager(id: 1, for: TestApps.background).allowsBackgroundLocationUpdates)
        #expect(!Manager(id: 1, for: TestApps.allKeys).allowsBackgroundLocationUpdates)
        var store = EngineStore(.iOS, "17.4", app: TestApps.background) { $0.authorization = .whenInUse(temporary: false) }
        store.skip(.app(.launch), .app(.startUpdatingLocation))
        store.send(.setProperty(.allowsBackgroundLocationUpdates, true), effects: [.nothing(.allowsBackgroundLocationUpdates)])
        store.skip(.app(.background))
        #expect(store.state.hasBackgroundSession && store.state.indicator == .bluePill)
    }

    @Test("allows-background-location-updates: false: a When In Use app's updates make no background session, show no pill, stop past the few seconds, and the app can be suspended")
    func falseMeansNoSession() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.background) { $0.authorization = .whenInUse(temporary: false) }
        store.skip(.app(.launch))
        store.send(.setProperty(.allowsBackgroundLocationUpdates, false), effects: [.nothing(.allowsBackgroundLocationUpdates)]) {
            $0.managers[0].allowsBackgroundLocationUpdates = false
        }
        store.skip(.app(.startUpdatingLocation), .app(.background))
        // Before session 20 the app's mode alone made a session here: the blue pill, in use, not suspended.
        #expect(!store.state.usesLocationBackgroundMode)
        #expect(!store.state.hasBackgroundSession)
        #expect(store.state.indicator != .bluePill)
        store.skip(.advance(.seconds(10)))
        #expect(!store.state.isInUse)
        store.send(.world(.locationUpdate), effects: [.nothing(.updatesWhileRunning)])
        store.send(.app(.suspend), effects: [
            .effect(.lifecycle(.suspended), .lifecycle),
            .effect(.indicator(.none), .locationIndicator),
        ]) {
            $0.lifecycle = .suspended
            // Suspension keeps when the app left the foreground: the few seconds are not started again (audit 24d D2).
        }
    }

    @Test("allows-background-location-updates: false while a session runs ends it at once: the pill goes and Allow Once lapses, the few seconds after the foreground being long over")
    func falseEndsARunningSession() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.startUpdatingLocation), .app(.background), .advance(.minutes(10)))
        #expect(h.state.indicator == .bluePill && h.state.authorization.isTemporary)
        h.do(.setProperty(.allowsBackgroundLocationUpdates, false))
        #expect(h.rules.contains(Rule.allowsBackgroundLocationUpdates.id))
        #expect(!h.state.hasBackgroundSession)
        // Out of use at once, so Allow Once lapses now, not a few seconds later (audit 23g D2).
        #expect(h.state.status == .notDetermined)
        #expect(h.callbacks.contains("locationManagerDidChangeAuthorization(notDetermined)"))
        // Inside the few seconds after the foreground, the same change leaves Allow Once until they end (23g D1).
        var soon = Harness(.iOS, "17.4", app: TestApps.background)
        soon.launch()
        soon.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.startUpdatingLocation), .app(.background),
                .advance(.seconds(1)), .setProperty(.allowsBackgroundLocationUpdates, false))
        #expect(soon.state.authorization.isTemporary)
        #expect(soon.state.allowOnceDeadline == VirtualTime.zero + soon.state.allowOnceGrace)
    }

    @Test("allows-background-location-updates: set back to true out of use, the running updates make no session until the app is in use again")
    func trueOutOfUseWaitsForUse() {
        var h = launched(.whenInUse(temporary: false))
        h.do(.setProperty(.allowsBackgroundLocationUpdates, false), .app(.startUpdatingLocation), .app(.background), .advance(.seconds(10)))
        h.do(.setProperty(.allowsBackgroundLocationUpdates, true))
        #expect(h.rules == [Rule.allowsBackgroundLocationUpdates.id])
        #expect(!h.state.hasBackgroundSession)
        #expect(h.state.standardUpdates == .startedOutOfUse)
        h.do(.world(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        // In use again, the updates run while in use: leaving the foreground now makes the session.
        h.do(.app(.foreground), .app(.background))
        #expect(h.state.hasBackgroundSession && h.state.indicator == .bluePill)
        // Set back to true in the foreground, the session comes at once when the app leaves it.
        var f = launched(.whenInUse(temporary: false))
        f.do(.setProperty(.allowsBackgroundLocationUpdates, false), .app(.startUpdatingLocation),
             .setProperty(.allowsBackgroundLocationUpdates, true), .app(.background))
        #expect(f.state.indicator == .bluePill)
    }

    @Test("allows-background-location-updates: an Always app with it off gets its updates while it runs in the background, and is suspended as usual")
    func alwaysWithoutSession() {
        var h = launched(.always(provisional: false))
        h.do(.setProperty(.allowsBackgroundLocationUpdates, false), .app(.startUpdatingLocation), .app(.background), .advance(.minutes(5)))
        h.do(.world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
        #expect(h.rules.contains(Rule.updatesWhileRunning.id))
        h.do(.app(.suspend))
        #expect(!h.rejected)
        #expect(h.state.lifecycle == .suspended)
    }

    @Test("allows-background-location-updates: a CLBackgroundActivitySession is not a CLLocationManager and keeps the app in use")
    func backgroundActivityUnaffected() {
        var h = launched(.whenInUse(temporary: false))
        h.do(.setProperty(.allowsBackgroundLocationUpdates, false), .modern(.startLiveUpdates), .modern(.startBackgroundActivitySession),
             .app(.background), .advance(.minutes(5)))
        #expect(h.state.hasBackgroundActivitySession)
        #expect(h.state.isInUse && h.state.indicator == .bluePill)
    }

    @Test("allows-background-location-updates: on watchOS 4+ too; on macOS it changes nothing (apps are not suspended), in visionOS neither (no background updates)")
    func otherPlatforms() {
        var watch = launched(.whenInUse(temporary: false), .watchOS, "10.0")
        watch.do(.app(.startUpdatingLocation), .setProperty(.allowsBackgroundLocationUpdates, false), .app(.background), .app(.suspend))
        #expect(watch.state.lifecycle == .suspended)
        var mac = launched(.always(provisional: false), .macOS, "14.5")
        mac.do(.setProperty(.allowsBackgroundLocationUpdates, false))
        #expect(mac.rules == [Rule.macOSAppsNotSuspended.id])
        mac.do(.app(.startUpdatingLocation), .app(.background), .world(.locationUpdate))
        #expect(mac.callbacks == ["locationManager(_:didUpdateLocations:)"])
        var vision = launched(.whenInUse(temporary: false), .visionOS, "2.0")
        vision.do(.setProperty(.allowsBackgroundLocationUpdates, false))
        #expect(vision.rules == [Rule.visionOSNoBackground.id])
        #expect(!vision.state.managers[0].allowsBackgroundLocationUpdates)
    }
}

@Suite("allowsBackgroundLocationUpdates needs the location background mode (allows-background-location-updates-needs-mode)")
struct AllowsBackgroundLocationUpdatesNeedsModeTests {
    @Test("allows-background-location-updates-needs-mode: true in an app without UIBackgroundModes location is refused (a fatal error on a device); false changes nothing")
    func refusedWithoutTheMode() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.allKeys) { $0.authorization = .whenInUse(temporary: false) }
        store.skip(.app(.launch))
        store.send(.setProperty(.allowsBackgroundLocationUpdates, true), effects: [.rejected(.allowsBackgroundLocationUpdatesNeedsMode)])
        store.send(.setProperty(.allowsBackgroundLocationUpdates, false), effects: [.nothing(.allowsBackgroundLocationUpdatesNeedsMode)])
        // The same call on macOS, where the property exists too.
        var mac = Harness(.macOS, "14.5", app: TestApps.legacyOnly)
        mac.launch()
        mac.do(.setProperty(.allowsBackgroundLocationUpdates, true))
        #expect(mac.rejected && mac.rules == [Rule.allowsBackgroundLocationUpdatesNeedsMode.id])
    }
}

@Suite("showsBackgroundLocationIndicator (shows-background-location-indicator)")
struct ShowsBackgroundLocationIndicatorTests {
    /// An iOS 17.4 app with the background mode, permanent Always, temporary full accuracy granted, updating.
    func alwaysNavigating() -> EngineStore {
        var store = EngineStore(.iOS, "17.4", app: TestApps.background) {
            $0.authorization = .always(provisional: false)
            $0.preciseLocation = false
            $0.temporaryFullAccuracy = true
        }
        store.skip(.app(.launch), .app(.startUpdatingLocation))
        return store
    }

    @Test("shows-background-location-indicator: true: an Always app's session shows the blue pill and keeps the app in use, so temporary full accuracy does not lapse")
    func alwaysSessionShowsThePill() {
        var store = alwaysNavigating()
        store.send(.setProperty(.showsBackgroundLocationIndicator, true), effects: [.nothing(.showsBackgroundLocationIndicator)]) {
            $0.managers[0].showsBackgroundLocationIndicator = true
        }
        // Before session 20 the same session showed a hollow arrow and the full accuracy lapsed (in-use-needs-indicator).
        store.send(.app(.background), effects: [
            .effect(.lifecycle(.background), .lifecycle),
            .effect(.indicator(.bluePill), .showsBackgroundLocationIndicator),
        ]) {
            $0.lifecycle = .background
            $0.outOfUseSince = $0.clock
        }
        store.skip(.advance(.minutes(30)))
        #expect(store.state.isInUse)
        #expect(store.state.accuracy == .full)
        #expect(store.state.fullAccuracyDeadline == nil)
    }

    @Test("shows-background-location-indicator: turned off while the session runs, the pill goes and temporary full accuracy lapses at once; on again, the pill comes back")
    func toggledDuringTheSession() {
        var store = alwaysNavigating()
        store.skip(.setProperty(.showsBackgroundLocationIndicator, true), .app(.background), .advance(.minutes(1)))
        #expect(store.state.temporaryFullAccuracy)
        // Already in the background a minute: losing the indicator ends use at once, and the few seconds after the
        // foreground are long over, so the grant lapses now (audit 23g D2; they follow leaving the foreground only).
        store.skip(.setProperty(.showsBackgroundLocationIndicator, false))
        #expect(store.state.indicator == .hollowArrow)
        #expect(!store.state.temporaryFullAccuracy)
        #expect(store.state.fullAccuracyDeadline == nil)
        store.skip(.setProperty(.showsBackgroundLocationIndicator, true))
        #expect(store.state.indicator == .bluePill)
        #expect(!store.state.temporaryFullAccuracy)
    }

    @Test("shows-background-location-indicator: a When In Use session shows the pill whatever the property says; an Always app's updates started from the background show nothing")
    func onlyAlwaysSessions() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.setProperty(.showsBackgroundLocationIndicator, false), .app(.startUpdatingLocation), .app(.background))
        #expect(h.state.indicator == .bluePill)
        var always = Harness(.iOS, "17.4", app: TestApps.background)
        always.state.authorization = .always(provisional: false)
        always.launch()
        always.do(.setProperty(.showsBackgroundLocationIndicator, true), .app(.background), .advance(.seconds(10)), .app(.startUpdatingLocation))
        #expect(!always.state.hasBackgroundSession)
        #expect(always.state.indicator != .bluePill)
    }

    @Test("shows-background-location-indicator: in visionOS the call is accepted and shows nothing (no background updates)")
    func visionOS() {
        var h = Harness(.visionOS, "2.0", app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.setProperty(.showsBackgroundLocationIndicator, true))
        #expect(!h.rejected && h.rules == [Rule.visionOSNoBackground.id])
        h.do(.app(.startUpdatingLocation), .app(.background))
        #expect(h.state.indicator == .none)
    }
}

@Suite("Where the properties exist (background-location-properties-availability)")
struct BackgroundPropertiesAvailabilityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let property: ManagerProperty
        let platform: Platform
        let version: String
        let exists: Bool
        var testDescription: String { "\(property.rawValue) on \(platform.displayName) \(version): \(exists ? "accepted" : "refused")" }
    }

    static let cases: [Case] = [
        Case(property: .allowsBackgroundLocationUpdates, platform: .iOS, version: "8.4", exists: false),
        Case(property: .allowsBackgroundLocationUpdates, platform: .iOS, version: "9.0", exists: true),
        Case(property: .allowsBackgroundLocationUpdates, platform: .watchOS, version: "3.2", exists: false),
        Case(property: .allowsBackgroundLocationUpdates, platform: .watchOS, version: "4.0", exists: true),
        Case(property: .allowsBackgroundLocationUpdates, platform: .macOS, version: "10.15", exists: true),
        Case(property: .allowsBackgroundLocationUpdates, platform: .tvOS, version: "17.0", exists: false),
        Case(property: .allowsBackgroundLocationUpdates, platform: .visionOS, version: "1.0", exists: true),
        Case(property: .showsBackgroundLocationIndicator, platform: .iOS, version: "10.3", exists: false),
        Case(property: .showsBackgroundLocationIndicator, platform: .iOS, version: "11.0", exists: true),
        Case(property: .showsBackgroundLocationIndicator, platform: .watchOS, version: "10.0", exists: false),
        Case(property: .showsBackgroundLocationIndicator, platform: .macOS, version: "14.5", exists: false),
        Case(property: .showsBackgroundLocationIndicator, platform: .tvOS, version: "17.0", exists: false),
        Case(property: .showsBackgroundLocationIndicator, platform: .visionOS, version: "1.0", exists: true),
    ]

    @Test("background-location-properties-availability: refused where the property does not exist, saying from which version", arguments: cases)
    func availability(_ c: Case) {
        var h = Harness(c.platform, c.version, app: TestApps.background)
        h.launch()
        h.do(.setProperty(c.property, false))
        #expect(h.rejected == !c.exists)
        if !c.exists {
            #expect(h.rules == [Rule.backgroundPropertiesAvailability.id])
            let why = h.last.compactMap { if case .rejected(let text) = $0.kind { return text } else { return nil } }.first ?? ""
            #expect(why.contains(c.property.rawValue))
            #expect(why.contains("exists from") || why.contains("does not exist on \(c.platform.displayName)"))
        }
    }

    @Test("background-location-properties-availability: the refusal names the first version: iOS 9 and watchOS 4 for allowsBackgroundLocationUpdates, iOS 11 for showsBackgroundLocationIndicator")
    func firstVersions() throws {
        let ios8 = try DeviceOS.resolve(platform: .iOS, versionText: "8.4").get()
        #expect(ManagerProperty.allowsBackgroundLocationUpdates.unavailableReason(on: ios8) == "allowsBackgroundLocationUpdates exists from iOS 9; this device runs iOS 8.4")
        let ios10 = try DeviceOS.resolve(platform: .iOS, versionText: "10.3").get()
        #expect(ManagerProperty.showsBackgroundLocationIndicator.unavailableReason(on: ios10) == "showsBackgroundLocationIndicator exists from iOS 11; this device runs iOS 10.3")
        let watch3 = try DeviceOS.resolve(platform: .watchOS, versionText: "3.2").get()
        #expect(ManagerProperty.allowsBackgroundLocationUpdates.unavailableReason(on: watch3)?.hasPrefix("allowsBackgroundLocationUpdates exists from watchOS 4") == true)
        let tv = try DeviceOS.resolve(platform: .tvOS, versionText: "17.0").get()
        #expect(ManagerProperty.allowsBackgroundLocationUpdates.unavailableReason(on: tv)?.hasPrefix("allowsBackgroundLocationUpdates does not exist on tvOS") == true)
    }

    @Test("background-location-properties-availability: the app must run and have a manager to set them")
    func needsARunningAppWithAManager() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.do(.setProperty(.showsBackgroundLocationIndicator, true))
        #expect(h.rejected && h.rules == [Rule.lifecycle.id])
        h.launch()
        h.do(.app(.releaseManager), .setProperty(.showsBackgroundLocationIndicator, true))
        #expect(h.rejected && h.rules == [Rule.managerLifetime.id])
        #expect(!h.state.value(of: .showsBackgroundLocationIndicator))
    }
}

@Suite("The properties last one launch (background-location-properties-per-launch)")
struct BackgroundPropertiesPerLaunchTests {
    @Test("background-location-properties-per-launch: terminate brings back the defaults; the relaunched app's updates make a session again")
    func terminateResets() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.background) { $0.authorization = .always(provisional: false) }
        store.skip(.app(.launch), .setProperty(.allowsBackgroundLocationUpdates, false), .setProperty(.showsBackgroundLocationIndicator, true))
        store.send(.app(.terminate), effects: [
            .effect(.lifecycle(.notRunning), .lifecycle),
            .nothing(.backgroundPropertiesPerLaunch),
        ]) {
            $0.lifecycle = .notRunning
            $0.managers = []
        }
        store.skip(.app(.launch), .app(.startUpdatingLocation), .app(.background))
        #expect(store.state.hasBackgroundSession)
        #expect(store.state.indicator != .bluePill)
    }

    @Test("background-location-properties-per-launch: Settings changes and Reset Location & Privacy leave them; a new manager starts from the defaults")
    func settingsLeaveThem() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.setProperty(.allowsBackgroundLocationUpdates, false), .setProperty(.showsBackgroundLocationIndicator, true))
        h.do(.settings(.appAuthorization(.whileUsing)), .settings(.locationServices(false)), .settings(.locationServices(true)),
             .settings(.resetLocationAndPrivacy), .app(.createManager))
        #expect(!h.state.managers[0].allowsBackgroundLocationUpdates)
        #expect(h.state.managers[0].showsBackgroundLocationIndicator)
        // The properties are each manager's (session 23; before it one app-wide value, which the new manager shared).
        #expect(h.state.managers[1].allowsBackgroundLocationUpdates && !h.state.managers[1].showsBackgroundLocationIndicator)
        #expect(!h.rules.contains(Rule.backgroundPropertiesPerLaunch.id))
    }

    @Test("background-location-properties-per-launch: the explorer tells states apart by the properties")
    func explorationKeyHasThem() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.launch()
        let before = h.state
        h.do(.setProperty(.showsBackgroundLocationIndicator, true))
        #expect(ExplorationKey(before) != ExplorationKey(h.state))
        let shows = h.state
        h.do(.setProperty(.allowsBackgroundLocationUpdates, false))
        #expect(ExplorationKey(shows) != ExplorationKey(h.state))
        #expect(EventAlphabet.baseEvents().contains(.setProperty(.allowsBackgroundLocationUpdates, false)))
        #expect(EventAlphabet.baseEvents().contains(.setProperty(.showsBackgroundLocationIndicator, true)))
    }
}

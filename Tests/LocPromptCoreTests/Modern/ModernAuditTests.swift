import Testing
@testable import LocPromptCore

/// The second audit of location authorization 2.0 (session 14): each test names the rule id it checks and fails
/// without its fix.
@Suite("Rule 13b: modern APIs, second audit")
struct ModernAuditTests {
    // MARK: background-activity-keeps-in-use

    @Test("background-activity-keeps-in-use: a suspended app with an active session stays in use: blue pill, Allow Once kept, resumed for updates")
    func suspendedStaysInUse() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startBackgroundActivitySession), .tap(.allowOnce), .modern(.startLiveUpdates), .app(.background), .app(.suspend))
        #expect(h.rules.contains("background-activity-keeps-in-use"))
        #expect(h.state.isInUse)
        #expect(h.state.indicator == .bluePill)
        h.do(.advance(.minutes(1)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        h.do(.world(.locationUpdate))
        #expect(h.state.lifecycle == .background)
        #expect(h.deliveries == [ModernDelivery(source: .liveUpdate, delivered: true, flags: [])])
    }

    @Test("background-activity-keeps-in-use: after termination the session Core Location tracks keeps the app in use until it lapses at the next run")
    func terminatedStaysInUseUntilNextRun() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startBackgroundActivitySession), .tap(.allowOnce), .app(.background), .app(.terminate), .advance(.minutes(1)))
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.authorization == .whenInUse(temporary: true))
        // Launched by the person, the app does not resume the session: it ends, and Allow Once lapses once out of use.
        h.do(.app(.launch), .advance(.seconds(6)), .app(.background), .advance(.seconds(6)))
        #expect(h.state.modern.remembered == nil)
        #expect(h.state.authorization == .notDetermined)
        #expect(Rule.backgroundActivityKeepsInUse.sources.contains("S180"))
    }
}

extension ModernAuditTests {
    @Test("modern-not-generated: a suspended When In Use app, or an iOS 18 Always app without an .always session, gets nothing queued")
    func notGeneratedWhileSuspended() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startLiveUpdates), .tap(.allowWhileUsingApp), .app(.background), .app(.suspend), .world(.locationUpdate))
        #expect(h.rules == ["modern-not-generated"])
        #expect(h.state.modern.queuedLiveUpdates == 0)
        h.do(.app(.foreground))
        #expect(h.deliveries.isEmpty)
        h.do(.app(.requestAlwaysAuthorization), .tap(.changeToAlwaysAllow), .app(.background), .app(.suspend), .world(.locationUpdate),
             .app(.foreground))
        #expect(h.state.status == .authorizedAlways)
        #expect(h.deliveries.isEmpty)
    }

    @Test("modern-relaunch, modern-queued-updates: an active background activity session relaunches a terminated When In Use app for a monitor event, which waits for the monitor")
    func relaunchForMonitorEvent() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startMonitor), .tap(.allowWhileUsingApp), .modern(.startBackgroundActivitySession), .app(.background),
             .app(.terminate), .world(.regionEntry))
        #expect(h.state.lifecycle == .background)
        #expect(h.rules.contains("modern-relaunch"))
        #expect(h.rules.contains("modern-queued-updates"))
        #expect(h.state.modern.queuedMonitorEvents == 1)
        h.do(.modern(.startBackgroundActivitySession), .modern(.startMonitor))
        #expect(h.deliveries.map(\.delivered) == [true])
        #expect(Rule.modernRelaunch.sources.contains("S180"))
    }

    @Test("service-session-started-in-use: a session created in the background while a background activity session keeps the app in use is in effect")
    func sessionCreatedWhileBackgroundActivityKeepsInUse() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startBackgroundActivitySession), .tap(.allowWhileUsingApp), .app(.background),
             .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)))
        #expect(h.state.modern.serviceSessions.last?.inEffect == true)
        #expect(h.flags == [])
    }

    @Test("background-activity-becomes-active: started from the background it becomes active back in the foreground")
    func backgroundActivityActivatesInForeground() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.background), .modern(.startBackgroundActivitySession))
        #expect(h.flags == ["insufficientlyInUse"])
        h.do(.app(.foreground))
        #expect(h.rules.contains("background-activity-becomes-active"))
        #expect(h.flags == [])
        h.do(.app(.background))
        #expect(h.state.indicator == .bluePill)
        #expect(h.state.isInUse)
    }

    @Test("background-activity-becomes-active: a session without authorization does not become active from the background")
    func backgroundActivityNeedsAuthorizationInForeground() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startLiveUpdates), .tap(.dontAllow), .modern(.startBackgroundActivitySession))
        #expect(h.rules.contains("background-activity-becomes-active"))
        h.do(.app(.background), .advance(.seconds(10)), .settings(.appAuthorization(.whileUsing)))
        #expect(h.state.indicator == .none)
        #expect(!h.state.isInUse)
        h.do(.world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [false])
        h.do(.app(.foreground), .app(.background))
        #expect(h.state.indicator == .bluePill)
    }

    @Test("service-session-always: after Allow Once lapses an .always session asks with the first Always alert again")
    func alwaysSessionReasksAlways() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)))
        #expect(h.presented?.kind == .always)
        h.do(.tap(.allowOnce), .app(.background), .advance(.minutes(1)), .app(.foreground))
        #expect(h.presented?.kind == .always)
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.state.authorization == .always(provisional: true))
    }

    @Test("service-session-full-accuracy-declined: a declined precise-location alert is not shown again on the next return to the foreground")
    func fullAccuracyDeclined() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav")), .togglePrecise, .tap(.allowWhileUsingApp))
        #expect(h.presented?.kind == .temporaryFullAccuracy)
        h.do(.tap(.dontAllow))
        #expect(h.rules.contains("service-session-full-accuracy-declined"))
        h.do(.app(.background), .advance(.seconds(10)), .app(.foreground))
        #expect(h.state.alert == nil)
        #expect(h.flags == ["fullAccuracyDenied"])
        #expect(Rule.serviceSessionFullAccuracyDeclined.documented == false)
    }

    @Test("fullAccuracyDenied only after the person declined: not for a key the dictionary lacks, a session made out of use that has not asked, or a lapsed grant (audit 22a)")
    func fullAccuracyDeniedNeedsADecision() {
        // A key the dictionary lacks: no alert can ask, and nobody declined.
        var missing = Harness(.iOS, "18.0", app: TestApps.modern)
        missing.launch()
        missing.do(.app(.requestWhenInUseAuthorization), .togglePrecise, .tap(.allowWhileUsingApp),
                   .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "NotThere")))
        #expect(missing.state.alert == nil && missing.state.accuracy == .reduced)
        #expect(!missing.flags.contains("fullAccuracyDenied"), "\(missing.flags)")
        // Made in the background: it has not asked yet, and asks once the app is in use.
        var background = Harness(.iOS, "18.0", app: TestApps.modern)
        background.launch()
        background.do(.app(.requestWhenInUseAuthorization), .togglePrecise, .tap(.allowWhileUsingApp),
                      .app(.background), .advance(.minutes(1)),
                      .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav")))
        #expect(!background.flags.contains("fullAccuracyDenied"), "\(background.flags)")
        background.do(.app(.foreground))
        #expect(background.presented?.kind == .temporaryFullAccuracy)
        // A grant that lapsed out of use: nobody declined it.
        var lapsed = Harness(.iOS, "18.0", app: TestApps.modern)
        lapsed.launch()
        lapsed.do(.app(.requestWhenInUseAuthorization), .togglePrecise, .tap(.allowWhileUsingApp),
                  .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav")))
        #expect(lapsed.presented?.kind == .temporaryFullAccuracy)
        lapsed.do(.tap(.allowOnce))
        #expect(lapsed.state.accuracy == .full)
        lapsed.do(.app(.background), .advance(.minutes(30)))
        #expect(lapsed.state.accuracy == .reduced)
        #expect(!lapsed.flags.contains("fullAccuracyDenied"), "\(lapsed.flags)")
    }

    @Test("monitor-conditions-persist: on iOS 17 a monitor not reopened within a few seconds of a launch still relaunches the app")
    func ios17MonitorPersists() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.requestAlwaysAuthorization), .tap(.changeToAlwaysAllow),
             .modern(.startMonitor), .app(.terminate), .app(.launch))
        #expect(h.rules.contains("monitor-conditions-persist"))
        #expect(!h.rules.contains("relaunch-recreate-sessions"))
        h.do(.advance(.seconds(10)), .app(.terminate), .world(.regionEntry))
        #expect(h.state.lifecycle == .background)
        // iOS 18 keeps the few-seconds window.
        var h18 = Harness(.iOS, "18.0", app: TestApps.modern)
        h18.launch()
        h18.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowWhileUsingApp),
               .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)), .tap(.changeToAlwaysAllow), .modern(.startMonitor),
               .app(.terminate), .app(.launch), .advance(.seconds(10)), .app(.terminate), .world(.regionEntry))
        #expect(h18.state.lifecycle == .notRunning)
    }

    @Test("explicit-session-required: a held session created in the background meets the key; it says insufficientlyInUse instead")
    func heldSessionIsOutstanding() {
        var h = Harness(.iOS, "18.0", app: TestApps.explicitOnly)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowWhileUsingApp), .modern(.endServiceSession),
             .app(.background), .advance(.seconds(10)), .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)),
             .modern(.startLiveUpdates))
        #expect(h.flags == ["insufficientlyInUse"])
        #expect(!h.rules.contains("explicit-session-required"))
    }
}

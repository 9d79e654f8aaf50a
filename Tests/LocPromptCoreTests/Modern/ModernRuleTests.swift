import Testing
@testable import LocPromptCore

/// Location authorization 2.0 (issue 19): each test names the rule id it checks (Rules+Modern.swift).
@Suite("Rule 13: live updates, CLMonitor, background activity and service sessions")
struct ModernRuleTests {
    // MARK: modern-api-availability

    @Test("modern-api-availability: each call is refused where the API does not exist, saying from which version")
    func availability() {
        var h = Harness(.iOS, "16.4", app: TestApps.modern)
        h.launch()
        h.call(.startLiveUpdates)
        #expect(h.refusal?.contains("exists from iOS 17") == true)
        #expect(h.last.first?.rule.id == "modern-api-availability")
        var h17 = Harness(.iOS, "17.4", app: TestApps.modern)
        h17.launch()
        h17.call(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil))
        #expect(h17.refusal?.contains("exists from iOS 18") == true)
        h17.call(.startLiveUpdates)
        #expect(h17.refusal == nil)
        var mac = Harness(.macOS, "14.0", app: TestApps.modern)
        mac.launch()
        mac.call(.startBackgroundActivitySession)
        #expect(mac.refusal?.contains("does not exist on macOS") == true)
        mac.call(.startMonitor)
        #expect(mac.refusal == nil)
        var tv = Harness(.tvOS, "17.0", app: TestApps.modern)
        tv.launch()
        tv.call(.startMonitor)
        #expect(tv.refusal?.contains("does not exist on tvOS") == true)
        var watch = Harness(.watchOS, "10.0", app: TestApps.modern)
        watch.launch()
        watch.call(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil))
        #expect(watch.refusal?.contains("exists from watchOS 11") == true)
    }

    // MARK: live-updates-start, implicit-service-session, explicit-session-required

    @Test("live-updates-start: on iOS 17 iterating liveUpdates() asks nothing")
    func ios17DoesNotAsk() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.call(.startLiveUpdates)
        #expect(h.state.alert == nil)
        #expect(h.rules.contains("live-updates-start"))
        h.do(.world(.locationUpdate))
        #expect(h.deliveries.isEmpty)
    }

    @Test("implicit-service-session: on iOS 18 iterating in the foreground shows the When In Use alert; in the background it cannot ask")
    func implicitSession() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.call(.startLiveUpdates)
        #expect(h.presented?.kind == .whenInUse)
        #expect(h.last.first { if case .alertPresented = $0.kind { true } else { false } }?.rule.id == "implicit-service-session")
        #expect(h.flags == ["authorizationRequestInProgress"])

        var background = Harness(.iOS, "18.0", app: TestApps.modern)
        background.launch()
        background.do(.app(.background))
        background.call(.startMonitor)
        #expect(background.state.alert == nil)
        #expect(background.flags == ["insufficientlyInUse"])
        background.do(.app(.foreground))
        #expect(background.presented?.kind == .whenInUse)
    }

    @Test("explicit-session-required: NSLocationRequireExplicitServiceSession asks nothing and updates report serviceSessionRequired")
    func explicitOnly() {
        var h = Harness(.iOS, "18.0", app: TestApps.explicitOnly)
        h.launch()
        h.call(.startLiveUpdates)
        #expect(h.state.alert == nil)
        #expect(h.rules.contains("explicit-session-required"))
        #expect(h.flags == ["serviceSessionRequired"])
        h.do(.world(.locationUpdate))
        #expect(h.deliveries == [ModernDelivery(source: .liveUpdate, delivered: false, flags: [.serviceSessionRequired])])
        h.call(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil))
        #expect(h.presented?.kind == .whenInUse)
        h.do(.tap(.allowWhileUsingApp), .world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [true])
    }

    @Test("explicit-session-required: a .none session meets the key only once the app is authorized (CLServiceSession.h, init(authorization:))")
    func noneSessionNeedsAuthorization() {
        var h = Harness(.iOS, "18.0", app: TestApps.explicitOnly)
        h.launch()
        h.call(.serviceSession(.none, fullAccuracyPurposeKey: nil))
        h.call(.startLiveUpdates)
        #expect(h.state.alert == nil)
        h.do(.world(.locationUpdate))
        #expect(h.deliveries == [ModernDelivery(source: .liveUpdate, delivered: false, flags: [.serviceSessionRequired])])
        // Authorized (here in Settings), the same .none session meets the requirement.
        h.do(.settings(.appAuthorization(.whileUsing)), .world(.locationUpdate))
        #expect(h.deliveries == [ModernDelivery(source: .liveUpdate, delivered: true, flags: [])])
    }

    // MARK: modern-delivery, monitor-reduced-accuracy

    @Test("modern-delivery: an authorized app in use gets locations; out of use the update carries insufficientlyInUse")
    func delivery() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startLiveUpdates), .tap(.allowWhileUsingApp), .world(.locationUpdate))
        #expect(h.deliveries == [ModernDelivery(source: .liveUpdate, delivered: true, flags: [])])
        #expect(h.last.first?.rule.id == "modern-delivery")
        // Past the few seconds of use after the foreground (ModernInUseGraceTests).
        h.do(.app(.background), .advance(.seconds(10)), .world(.locationUpdate))
        #expect(h.deliveries == [ModernDelivery(source: .liveUpdate, delivered: false, flags: [.insufficientlyInUse])])
    }

    @Test("monitor-reduced-accuracy: with reduced accuracy the circle reports no entry and events say accuracyLimited")
    func monitorReduced() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startMonitor), .togglePrecise, .tap(.allowWhileUsingApp))
        #expect(h.state.accuracy == .reduced)
        h.do(.world(.regionEntry))
        #expect(h.deliveries == [ModernDelivery(source: .monitorEvent, delivered: false, flags: [.accuracyLimited])])
        #expect(h.last.first?.rule.id == "monitor-reduced-accuracy")
    }

    // MARK: background-activity-session, background-activity-from-background, background-activity-allow-once

    @Test("background-activity-session: started in the foreground it keeps the app in use with the blue pill")
    func backgroundActivity() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .modern(.startLiveUpdates),
             .modern(.startBackgroundActivitySession))
        #expect(h.rules.contains("background-activity-session"))
        h.do(.app(.background))
        #expect(h.state.isInUse)
        #expect(h.state.indicator == .bluePill)
        h.do(.world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [true])
        var noMode = Harness(.iOS, "17.4", app: TestApps.allKeys)
        noMode.launch()
        noMode.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .modern(.startBackgroundActivitySession), .app(.background))
        #expect(!noMode.state.isInUse)
    }

    @Test("background-activity-from-background: started from the background it says insufficientlyInUse and keeps nothing in use")
    func backgroundActivityFromBackground() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.background), .modern(.startBackgroundActivitySession))
        #expect(h.rules.contains("background-activity-from-background"))
        #expect(h.flags == ["insufficientlyInUse"])
        #expect(!h.state.isInUse)
        #expect(h.state.indicator != .bluePill)
    }

    @Test("background-activity-allow-once: Allow Once does not lapse while the session keeps the app in use")
    func backgroundActivityAllowOnce() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .modern(.startBackgroundActivitySession))
        #expect(h.rules.contains("background-activity-allow-once"))
        h.do(.app(.background), .advance(.minutes(30)))
        #expect(h.state.authorization == .whenInUse(temporary: true))
        h.do(.modern(.endBackgroundActivitySession), .advance(.minutes(1)))
        #expect(h.state.authorization == .notDetermined)
    }

    @Test("visionos-no-background-updates: a background activity session keeps nothing in use on visionOS")
    func visionOS() {
        var h = Harness(.visionOS, "2.0", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .modern(.startBackgroundActivitySession))
        #expect(h.rules.contains("visionos-no-background-updates"))
        h.do(.app(.background))
        #expect(!h.state.isInUse)
    }

    @Test("visionos-always-becomes-when-in-use: an .always CLServiceSession on visionOS 2 asks When In Use, citing the visionOS rule (audit 16 P16-1); on iOS 18 it asks Always")
    func visionOSAlwaysSession() {
        var vision = Harness(.visionOS, "2.0", app: TestApps.modern)
        vision.launch()
        vision.call(.serviceSession(.always, fullAccuracyPurposeKey: nil))
        #expect(vision.state.alert?.kind == .whenInUse)
        #expect(vision.rules.contains("visionos-always-becomes-when-in-use"))
        #expect(!vision.rules.contains("service-session-when-in-use"))
        var phone = Harness(.iOS, "18.0", app: TestApps.modern)
        phone.launch()
        phone.call(.serviceSession(.always, fullAccuracyPurposeKey: nil))
        #expect(phone.state.alert?.kind == .always)
    }

    // MARK: service sessions

    @Test("service-session-asks-when-possible: .none never asks; a denied app is never asked again")
    func asksWhenPossible() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.call(.serviceSession(.none, fullAccuracyPurposeKey: nil))
        #expect(h.state.alert == nil)
        #expect(h.rules.contains("service-session-asks-when-possible"))
        h.call(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil))
        h.do(.tap(.dontAllow))
        h.call(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil))
        #expect(h.state.alert == nil)
        #expect(h.flags == ["authorizationDenied"])
    }

    @Test("service-session-when-in-use: a .whenInUse session from notDetermined shows the first alert")
    func whenInUseSession() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.call(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil))
        #expect(h.presented?.kind == .whenInUse)
        #expect(h.presented?.precise == true)
        #expect(h.last.first { if case .alertPresented = $0.kind { true } else { false } }?.rule.id == "service-session-when-in-use")
    }

    @Test("service-session-always: upgrade alert after When In Use; once per install; alwaysAuthorizationDenied when kept")
    func alwaysSession() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowWhileUsingApp),
             .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)))
        #expect(h.presented?.kind == .upgrade)
        #expect(h.flags == ["authorizationRequestInProgress"])
        h.do(.tap(.keepOnlyWhileUsing))
        #expect(h.flags == ["alwaysAuthorizationDenied"])
        h.call(.serviceSession(.always, fullAccuracyPurposeKey: nil))
        #expect(h.state.alert == nil)
        #expect(h.rules.contains("service-session-always"))
        var fresh = Harness(.iOS, "18.0", app: TestApps.modern)
        fresh.launch()
        fresh.call(.serviceSession(.always, fullAccuracyPurposeKey: nil))
        #expect(fresh.presented?.kind == .always)
        #expect(fresh.presented?.viaAlwaysRequest == true)
    }

    @Test("service-session-full-accuracy: a purpose-key session shows the temporary precise alert; declined → fullAccuracyDenied")
    func fullAccuracySession() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.call(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav"))
        #expect(h.presented?.kind == .whenInUse)
        h.do(.togglePrecise, .tap(.allowWhileUsingApp))
        // Answered with Precise off: the session goes on to ask for full accuracy.
        #expect(h.presented?.kind == .temporaryFullAccuracy)
        #expect(h.presented?.purposeKey == "Nav")
        h.do(.tap(.dontAllow))
        #expect(h.state.alert == nil)
        #expect(h.flags == ["fullAccuracyDenied"])
        #expect(h.effects.contains { $0.rule.id == "service-session-full-accuracy" })
    }

    @Test("service-session-reasks: after Allow Once lapses a held session asks again in the foreground")
    func reasks() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowOnce), .app(.background), .advance(.seconds(10)))
        #expect(h.state.status == .notDetermined)
        #expect(h.flags == ["insufficientlyInUse"])
        h.do(.app(.foreground))
        #expect(h.presented?.kind == .whenInUse)
        #expect(h.last.first { if case .alertPresented = $0.kind { true } else { false } }?.rule.id == "service-session-reasks")
    }

    @Test("service-session-started-in-use: a session started in the background with none in effect is not in effect")
    func startedInUse() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.app(.background), .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)))
        #expect(h.rules.contains("service-session-started-in-use"))
        #expect(h.state.modern.serviceSessions.last?.inEffect == false)
        #expect(h.flags == ["insufficientlyInUse"])
        // While another session is in effect, a new one may start out of the foreground.
        var layered = Harness(.iOS, "18.0", app: TestApps.modern)
        layered.launch()
        layered.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowWhileUsingApp), .app(.background),
                   .modern(.serviceSession(.none, fullAccuracyPurposeKey: nil)))
        #expect(layered.state.modern.serviceSessions.last?.inEffect == true)
    }

    @Test("service-session-started-in-use: a session created in the background says insufficientlyInUse until the app returns to the foreground, then is in effect")
    func inEffectOnceForeground() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.settings(.appAuthorization(.always)), .app(.background), .advance(.seconds(10)),
             .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)))
        #expect(h.flags == ["insufficientlyInUse"])
        #expect(!h.state.alwaysEffective)
        h.do(.app(.foreground))
        #expect(h.rules.contains("service-session-started-in-use"))
        #expect(h.state.modern.serviceSessions.last?.inEffect == true)
        #expect(h.flags == [])
        // In effect, the Always session lets a loop receive updates out of use.
        h.do(.modern(.startLiveUpdates), .app(.background), .advance(.minutes(1)), .world(.locationUpdate))
        #expect(h.state.alwaysEffective)
        #expect(h.deliveries.map(\.delivered) == [true])
    }

    @Test("modern-api-availability: CLServiceSession(authorization: .always) does not exist on tvOS; .whenInUse does")
    func tvOSHasNoAlwaysGoal() {
        var h = Harness(.tvOS, "18.0", app: TestApps.modern)
        h.launch()
        h.call(.serviceSession(.always, fullAccuracyPurposeKey: nil))
        #expect(h.refusal?.contains("unavailable on tvOS") == true)
        #expect(h.rules == ["modern-api-availability"])
        #expect(h.state.modern.serviceSessions.isEmpty)
        #expect(h.state.alert == nil)
        h.call(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil))
        #expect(h.presented?.kind == .whenInUse)
    }

    @Test("always-needs-service-session: out of use, Always delivers only while an Always session is held")
    func alwaysNeedsSession() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.settings(.appAuthorization(.always)), .modern(.startMonitor), .app(.background), .advance(.seconds(10)), .world(.regionEntry))
        // The header ties serviceSessionRequired to the explicit-session key; this app lacks it [S218].
        #expect(h.deliveries == [ModernDelivery(source: .monitorEvent, delivered: false, flags: [.insufficientlyInUse])])
        #expect(h.last.first?.rule.id == "always-needs-service-session")
        h.do(.app(.foreground), .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)), .app(.background), .world(.regionEntry))
        #expect(h.deliveries.map(\.delivered) == [true])
        // iOS 17 has no sessions: Always works as before.
        var h17 = Harness(.iOS, "17.4", app: TestApps.modern)
        h17.launch()
        h17.do(.settings(.appAuthorization(.always)), .modern(.startMonitor), .app(.background), .world(.regionEntry))
        #expect(h17.deliveries.map(\.delivered) == [true])
    }

    // MARK: relaunch

    @Test("sessions-survive-suspension, modern-not-generated: a suspended app keeps its loop; a When In Use app out of use gets no update queued")
    func suspension() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startLiveUpdates), .tap(.allowWhileUsingApp), .app(.suspend), .world(.locationUpdate))
        #expect(h.state.modern.liveUpdates != nil)
        #expect(h.rules == ["modern-not-generated"])
        h.do(.app(.foreground))
        #expect(h.deliveries.isEmpty)
    }

    @Test("modern-relaunch, relaunch-recreate-sessions, relaunch-window-length: recreate within 5 s or lose the updates")
    func relaunch() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)), .tap(.allowWhileUsingApp),
             .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)), .tap(.changeToAlwaysAllow), .modern(.startMonitor),
             .app(.terminate))
        #expect(h.rules.contains("sessions-survive-suspension"))
        #expect(h.state.modern.remembered?.goals == [.whenInUse, .always])
        h.do(.world(.regionEntry))
        #expect(h.state.lifecycle == .background)
        #expect(h.rules.contains("modern-relaunch"))
        #expect(h.rules.contains("relaunch-recreate-sessions"))
        h.do(.advance(.seconds(4)), .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)))
        #expect(h.state.modern.serviceSessions.last?.inEffect == true)
        h.do(.modern(.startMonitor))
        #expect(h.deliveries.map(\.delivered) == [true])
        // Second relaunch: nothing recreated within the window.
        h.do(.app(.terminate), .world(.regionEntry), .advance(.seconds(5)))
        #expect(h.state.modern.remembered == nil)
        #expect(h.last.contains { $0.at == VirtualTime.zero + .seconds(4) + .seconds(5) && $0.rule.id == "relaunch-recreate-sessions" })
        #expect(h.last.contains { $0.kind == .eventDropped(.regionEntry) })
        h.do(.modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)))
        #expect(h.state.modern.serviceSessions.last?.inEffect == false)
        #expect(Rule.relaunchWindow.documented == false)
    }

    @Test("modern-relaunch: a When In Use app with a background activity session is relaunched for live updates")
    func relaunchForBackgroundActivity() {
        var h = Harness(.iOS, "17.4", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .modern(.startLiveUpdates),
             .modern(.startBackgroundActivitySession), .app(.terminate), .world(.locationUpdate))
        #expect(h.state.lifecycle == .background)
        h.do(.modern(.startBackgroundActivitySession), .modern(.startLiveUpdates))
        #expect(h.state.isInUse)
        #expect(h.deliveries.map(\.delivered) == [true])
        var watch = Harness(.watchOS, "10.0", app: TestApps.modern)
        watch.launch()
        watch.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .modern(.startLiveUpdates),
                 .modern(.startBackgroundActivitySession), .app(.terminate), .world(.locationUpdate))
        #expect(watch.state.lifecycle == .notRunning)
    }

    // MARK: modern-diagnostics, diagnostics-unmodelled

    @Test("modern-diagnostics, diagnostics-unmodelled: Location Services off sets authorizationDenied and authorizationDeniedGlobally; restrictions set authorizationRestricted")
    func diagnostics() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startLiveUpdates), .tap(.allowWhileUsingApp), .settings(.locationServices(false)))
        #expect(h.flags == ["authorizationDenied", "authorizationDeniedGlobally"])
        h.do(.settings(.locationServices(true)), .settings(.restricted(true)))
        #expect(h.flags == ["authorizationRestricted"])
        #expect(Harness(.iOS, "17.4", app: TestApps.modern).state.diagnostics(for: .liveUpdate).isEmpty)
        #expect(RuleRegistry.rule(id: "modern-diagnostics") != nil)
        #expect(Rule.diagnosticsUnmodelled.documented == false)
        #expect(!h.state.diagnostics(for: .liveUpdate).contains(.locationUnavailable))
    }

    @Test("every modern rule is in the registry and every source it cites is in the bibliography")
    func registry() {
        for rule in RuleRegistry.modern {
            #expect(RuleRegistry.rule(id: rule.id) === rule)
            for source in rule.sources {
                let number = Int(source.dropFirst()) ?? 0
                #expect(Bibliography.source(id: source) != nil || !(200...249).contains(number), "\(rule.id) cites \(source)")
            }
        }
        for source in Bibliography.modern {
            // A day read (YYYY-MM-DD), no earlier than the first reading of these sources.
            #expect(source.read.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil && source.read >= "2026-11-23", "\(source.id) read \(source.read)")
            #expect(source.url.hasPrefix("https://"))
            #expect(Int(source.id.dropFirst()).map { (200...249).contains($0) } == true)
        }
    }
}

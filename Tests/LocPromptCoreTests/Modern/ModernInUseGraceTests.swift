import Testing
@testable import LocPromptCore

/// "On all platforms that support When In Use authorization, an app is considered in use: … In the few seconds
/// after an app leaves the foreground, a short grace period" (S4): the iOS 17–18 APIs count those seconds as
/// CLLocationManager does (audit 22b: a live update one second after the foreground was refused while a
/// manager's update came). The grace follows leaving the foreground only: a background session that ends in the
/// background ends use at once.
@Suite("In use: the few seconds after the foreground, for the iOS 17–18 APIs")
struct ModernInUseGraceTests {
    @Test("A When In Use app's live update one second after the foreground carries a location; past the few seconds it does not", arguments: ["17.4", "18.0"])
    func liveUpdateInGrace(_ os: String) {
        var h = Harness(.iOS, os, app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .modern(.startLiveUpdates),
             .app(.background), .advance(.seconds(1)), .world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [true], "\(h.last)")
        #expect(h.state.isInUseForModernAPIs)
        h.do(.advance(.seconds(10)), .world(.locationUpdate))
        #expect(!h.state.isInUseForModernAPIs)
        #expect(h.deliveries.allSatisfy { !$0.delivered }, "\(h.last)")
        if os == "18.0" { #expect(h.deliveries.map(\.flags) == [[.insufficientlyInUse]]) }
    }

    @Test("A When In Use app's CLMonitor event one second after the foreground is delivered")
    func monitorEventInGrace() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .modern(.startMonitor),
             .app(.background), .advance(.seconds(1)), .world(.regionEntry))
        #expect(h.deliveries == [ModernDelivery(source: .monitorEvent, delivered: true, flags: [])], "\(h.last)")
    }

    @Test("A background activity session that ends in the background ends use at once: no few seconds after it")
    func noGraceAfterSessionEnds() {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startBackgroundActivitySession), .tap(.allowWhileUsingApp), .modern(.startLiveUpdates),
             .app(.background), .advance(.minutes(1)), .modern(.endBackgroundActivitySession))
        #expect(!h.state.isInUseWithGrace)
        h.do(.world(.locationUpdate))
        #expect(h.deliveries.map(\.delivered) == [false], "\(h.last)")
    }

    @Test("In visionOS, where no location reaches a background app, the few seconds bring no live update")
    func visionOSNoBackgroundGrace() {
        var h = Harness(.visionOS, "2.0", app: TestApps.modern)
        h.launch()
        h.do(.modern(.startLiveUpdates), .tap(.allowWhileUsingApp), .app(.background), .advance(.seconds(1)), .world(.locationUpdate))
        #expect(!h.state.isInUseForModernAPIs)
        #expect(h.deliveries.allSatisfy { !$0.delivered }, "\(h.last)")
    }
}

/// A relaunch window that closes inside one `advance` ends use at that moment: the timeline does not depend on how
/// the time is split into steps (audit 22h: one `advance: 10m` kept Allow Once and the pill that `advance: 6s` then
/// `advance: 10m` ended).
@Suite("The relaunch window closing inside an advance")
struct RelaunchWindowInsideAdvanceTests {
    func relaunchedWithoutRecreating() -> Harness {
        var h = Harness(.iOS, "18.0", app: TestApps.modern)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .modern(.startBackgroundActivitySession),
             .modern(.startLiveUpdates), .app(.background), .app(.terminate), .world(.locationUpdate))
        return h
    }

    @Test("one advance past the window: the pill goes at the window's end and Allow Once lapses the grace after it, as with two steps")
    func oneStepAsTwo() {
        var whole = relaunchedWithoutRecreating()
        whole.do(.advance(.minutes(10)))
        var split = relaunchedWithoutRecreating()
        split.do(.advance(.seconds(6)), .advance(.minutes(10)))
        for h in [whole, split] {
            #expect(h.state.authorization == .notDetermined)
            #expect(h.state.indicator != .bluePill)
        }
        // The lapse is stamped where it happens: the window's 5 s plus the grace, not the end of the step.
        let lapse = whole.last.first {
            if case .callback(_, .didChangeAuthorization(.notDetermined, _)) = $0.kind { return true } else { return false }
        }
        #expect(lapse.map { ($0.at - VirtualTime.zero).milliseconds }
                == Transition.recreateWindow.milliseconds + whole.state.allowOnceGrace.milliseconds, "\(whole.last)")
    }
}

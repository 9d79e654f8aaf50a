import Testing
@testable import LocPromptCore

/// "App Clips can't perform background activity … Functionality enabled by the Background Modes capability"
/// ("Choosing the right functionality for your App Clip" [S132]): rule app-clip-no-background.
@Suite("App Clips get no background location (app-clip-no-background)")
struct AppClipNoBackgroundTests {
    /// An App Clip declaring `UIBackgroundModes` `location`, allowed While Using, updates started in the foreground.
    func clipUpdating(appClip: Bool = true) -> Harness {
        var app = TestApps.background
        app.isAppClip = appClip
        var h = Harness(.iOS, "17.4", app: app)
        h.state.authorization = .whenInUse(temporary: false)
        h.launch()
        h.do(.app(.startUpdatingLocation))
        return h
    }

    var deliveries: (Harness) -> [String] {
        { $0.callbacks.filter { $0.hasPrefix("locationManager(_:didUpdateLocations") } }
    }

    @Test("app-clip-no-background: in the background an App Clip's updates give no session, no indicator and no location")
    func noBackgroundSession() {
        var h = clipUpdating()
        #expect(!h.state.usesLocationBackgroundMode)
        h.do(.app(.background))
        #expect(h.rules.contains(Rule.appClipNoBackground.id))
        #expect(!h.state.hasBackgroundSession)
        #expect(h.state.indicator == .none)
        h.do(.advance(.minutes(1)), .world(.locationUpdate))
        #expect(deliveries(h).isEmpty)
        #expect(h.rules == [Rule.appClipNoBackground.id])
        #expect(!h.state.isInUse)
        // The same app as a full app keeps a blue-pill session and its updates.
        var full = clipUpdating(appClip: false)
        full.do(.app(.background), .advance(.minutes(1)), .world(.locationUpdate))
        #expect(full.state.hasBackgroundSession && full.state.indicator == .bluePill)
        #expect(deliveries(full) == ["locationManager(_:didUpdateLocations:)"])
    }

    @Test("app-clip-no-background: in the foreground an App Clip's updates arrive as any app's")
    func foregroundUnchanged() {
        var h = clipUpdating()
        h.do(.world(.locationUpdate))
        #expect(deliveries(h) == ["locationManager(_:didUpdateLocations:)"])
        h.do(.app(.background), .advance(.minutes(1)), .app(.foreground), .world(.locationUpdate))
        #expect(deliveries(h) == ["locationManager(_:didUpdateLocations:)"])
    }

    @Test("app-clip-no-background: a CLBackgroundActivitySession keeps an App Clip in use nowhere")
    func backgroundActivitySession() {
        var h = clipUpdating()
        h.do(.modern(.startLiveUpdates), .modern(.startBackgroundActivitySession))
        #expect(h.rules.contains(Rule.appClipNoBackground.id))
        h.do(.app(.background), .advance(.minutes(1)))
        #expect(!h.state.hasBackgroundActivitySession)
        #expect(!h.state.isInUse)
        #expect(h.state.indicator == .none)
        var full = clipUpdating(appClip: false)
        full.do(.modern(.startBackgroundActivitySession), .app(.background), .advance(.minutes(1)))
        #expect(full.state.hasBackgroundActivitySession && full.state.indicator == .bluePill)
    }
}

import Testing
@testable import LocPromptCore

/// iOS 8–12 headers: "If received, "when-in-use" authorization grants access to the user's location via
/// -startUpdatingLocation … while in the foreground" and "-startUpdatingLocation will not succeed if invoked from the
/// background" [S76]. WWDC 2019 705's "for a few seconds more" is iOS 13's definition of in use [S18] (audit 19
/// headers D4; rule background-start-needs-in-use).
@Suite("No in-use grace before iOS 13 (background-start-needs-in-use)")
struct NoInUseGraceBeforeIOS13Tests {
    func whenInUseApp(_ os: String) -> Harness {
        var h = Harness(.iOS, os, app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.state.askedPermission = true
        h.launch()
        return h
    }

    @Test("iOS 8–12: startUpdatingLocation at once after leaving the foreground fails; no blue bar, no location, none back in the foreground",
          arguments: ["8.4", "10.3", "12.4"])
    func noGraceBefore13(os: String) {
        var h = whenInUseApp(os)
        h.do(.app(.background), .app(.startUpdatingLocation))
        #expect(h.rules.contains("background-start-needs-in-use"))
        #expect(h.state.indicator != .bluePill)
        h.do(.world(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        // The start failed ("will not succeed if invoked from the background" [S13]): back in the foreground nothing
        // runs until the app starts the updates again.
        h.do(.app(.foreground), .world(.locationUpdate))
        #expect(h.callbacks.isEmpty)
        h.do(.app(.startUpdatingLocation))
        #expect(h.callbacks.contains { $0.hasPrefix("locationManager(_:didUpdateLocations:") })
    }

    @Test("iOS 13+: the same start inside the few seconds succeeds and makes a background session", arguments: ["13.4", "17.4"])
    func graceFrom13(os: String) {
        var h = whenInUseApp(os)
        h.do(.app(.background), .app(.startUpdatingLocation))
        #expect(h.state.indicator == .bluePill)
        #expect(h.callbacks.contains { $0.hasPrefix("locationManager(_:didUpdateLocations:") })
    }
}

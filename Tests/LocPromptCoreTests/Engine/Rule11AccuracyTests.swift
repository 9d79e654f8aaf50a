import Testing
@testable import LocPromptCore

/// Rule 11: accuracy. Reference §2 "Precise switch", "Temporary full accuracy" [S13][S19][S31],
/// §3 "Temporary full accuracy rules" [S13][S6], "Reduced accuracy" [S13][S12][S19], §1.1 Band E with
/// NSLocationDefaultAccuracyReduced [S7].
@Suite("Rule 11: accuracy")
struct Rule11AccuracyTests {
    @Test("the Precise switch on the first prompt sets the accuracy in the same callback")
    func preciseSwitchOnAlert() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .togglePrecise)
        #expect(h.state.alert?.precise == false)
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.state.accuracy == .reduced)
        #expect(h.last.contains { $0.kind == .callback(manager: 1, .didChangeAuthorization(.authorizedWhenInUse, accuracy: .reduced)) })
    }

    @Test("NSLocationDefaultAccuracyReduced: the first prompt has no Precise switch (WWDC 2020 10660)")
    func defaultReduced() {
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
        #expect(h.presented?.precise == nil)
    }

    @Test("temporary full accuracy: prompt with reduced accuracy and a known purpose key; lasts while in use")
    func temporaryFullAccuracy() {
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.accuracy == .reduced)
        h.do(.requestTemporaryFullAccuracy(purposeKey: "Radar"))
        #expect(h.presented?.kind == .temporaryFullAccuracy)
        h.do(.tap(.allowOnce))
        #expect(h.state.accuracy == .full)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)",
                                "requestTemporaryFullAccuracyAuthorization completion(nil)"])
        h.do(.app(.background), .advance(.minutes(1)))
        #expect(h.state.accuracy == .reduced)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
    }

    @Test("no prompt for an unknown purpose key, with full accuracy, or before iOS 14")
    func temporaryFullAccuracyRefusals() {
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        h.do(.requestTemporaryFullAccuracy(purposeKey: "Nope"))
        #expect(h.presented == nil)
        // "The request always fails with a CLError.Code.promptDeclined error" for a key missing from Info.plist [S163].
        #expect(h.callbacks == ["requestTemporaryFullAccuracyAuthorization completion(kCLErrorPromptDeclined)"])
        var full = Harness(.iOS, "17.4")
        full.launch()
        full.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .requestTemporaryFullAccuracy(purposeKey: "Navigation"))
        #expect(full.presented == nil)
        var old = Harness(.iOS, "13.7")
        old.launch()
        old.do(.requestTemporaryFullAccuracy(purposeKey: "Navigation"))
        #expect(old.rejected)
    }

    @Test("reduced accuracy: deliveries are reduced and region monitoring is unavailable")
    func reducedDeliveries() {
        var h = Harness(.iOS, "17.4", app: TestApps.reduced)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startUpdatingLocation), .world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations: reduced accuracy)"])
        h.do(.settings(.appAuthorization(.askNextTime)))
        h.state.authorization = .always(provisional: false)
        h.do(.app(.startMonitoringRegion), .world(.regionEntry))
        #expect(h.rules.contains("reduced-accuracy-no-regions"))
        #expect(!h.callbacks.contains("locationManager(_:didEnterRegion:)"))
    }
}

import Testing
@testable import LocPromptCore

/// Rule 10: per-platform rules. Reference §1.2 [S4][S3][S13][S18][S1], §6 D6.
@Suite("Rule 10: platforms")
struct Rule10PlatformTests {
    @Test("macOS: When In Use ≡ Always; Allow gives authorizedAlways")
    func macOSEquivalent() {
        var h = Harness(.macOS, "14.0")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
        h.do(.tap(.allow))
        #expect(h.state.status == .authorizedAlways)
    }

    @Test("macOS prompts when a service starts (D6)")
    func macOSPromptOnStart() {
        var h = Harness(.macOS, "14.0")
        h.launch()
        h.do(.app(.startUpdatingLocation))
        #expect(h.presented?.kind == .whenInUse)
        #expect(h.rules.contains("macos-prompt-on-start"))
    }

    @Test("macOS Settings has no Ask Next Time: a not determined app is not listed, and Ask Next Time is refused")
    func macOSSettingsHasNoAskNextTime() {
        var h = Harness(.macOS, "14.0")
        #expect(h.state.settingsChoice == nil)
        #expect(h.state.offeredSettingsChoices == [.never, .always])
        #expect(SavedAuthorization.notDetermined.settingsChoice(on: h.state.os, recorded: true) == nil)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        h.do(.tap(.allow))
        #expect(h.state.settingsChoice == .always)
        h.do(.settings(.appAuthorization(.askNextTime)))
        #expect(h.state.status == .authorizedAlways)
        // iOS 13+ words a not determined app that asked as Ask Next Time (reference §4.1); one that never asked is
        // not listed (rule settings-lists-apps-that-asked).
        var iOS = Harness(.iOS, "13.0")
        #expect(iOS.state.settingsChoice == nil)
        iOS.launch()
        iOS.do(.app(.requestWhenInUseAuthorization))
        iOS.do(.tap(.allowOnce))
        iOS.do(.settings(.appAuthorization(.askNextTime)))
        #expect(iOS.state.settingsChoice == .askNextTime)
        #expect(SavedAuthorization.notDetermined.settingsChoice(on: iOS.state.os, recorded: true) == .askNextTime)
        #expect(SavedAuthorization.notDetermined.settingsChoice(on: iOS.state.os, recorded: false) == nil)
    }

    @Test("iOS 8+ does not prompt when a service starts")
    func iOSStartDoesNotPrompt() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.startUpdatingLocation))
        #expect(h.presented == nil)
        #expect(h.rules == ["start-does-not-prompt"])
    }

    @Test("tvOS: no Always (requestAlwaysAuthorization unavailable, Settings offers no Always)")
    func tvOSNoAlways() {
        var h = Harness(.tvOS, "17.0")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.nothingHappened)
        #expect(h.rules == ["tvos-no-always"])
        #expect(!h.state.offeredSettingsChoices.contains(.always))
    }

    @Test("visionOS: an Always request becomes a When In Use request")
    func visionOSAlwaysBecomesWhenInUse() {
        var h = Harness(.visionOS, "2.0")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented == PresentedAlert(kind: .whenInUse, manager: 1, precise: true))
        #expect(h.rules.contains("visionos-always-becomes-when-in-use"))
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.state.status == .authorizedWhenInUse)
    }
}

import Testing
@testable import LocPromptCore

/// Session-15 accuracy audit F3 and F5, on macOS.
@Suite("macOS: the Turn On Location Services alert is sourced there; a missing key names both macOS keys")
struct MacOSServicesOffAndKeysTests {
    /// F3: the `locationServicesEnabled` property page (macOS 10.15): "If this property contains the value false and
    /// you start location updates anyway, the Core Location framework prompts the user with a confirmation alert
    /// asking whether location services should be reenabled" [S10]. The alert cites services-off-alert itself,
    /// not ios-rule-on-other-platform.
    @Test("Starting updates with Location Services off cites services-off-alert on macOS 14")
    func servicesOffAlertIsCitedOnMacOS() {
        var h = Harness(.macOS, "14.0")
        h.launch()
        h.do(.settings(.locationServices(false)))
        h.do(.app(.startUpdatingLocation))
        let alert = h.last.first { if case .alertPresented = $0.kind { return true } else { return false } }
        #expect(alert?.rule.id == "services-off-alert")
        #expect(alert?.appliedIOSRule == nil)
    }

    /// F5: Apple names NSLocationUsageDescription as the macOS key [S3]; locprompt accepts it or the When In Use
    /// key there, and says so beside the (iOS-worded) console line.
    @Test("A macOS app with neither key is told both keys locprompt accepts there")
    func missingKeyNamesBothMacOSKeys() {
        var h = Harness(.macOS, "14.0", app: TestApps.noKeys)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        let notes = h.last.compactMap { if case .note(let why) = $0.kind { return why } else { return nil } }
        #expect(notes.contains { $0.contains("NSLocationUsageDescription or NSLocationWhenInUseUsageDescription") }, "\(notes)")
        #expect(h.presented == nil)
    }
}

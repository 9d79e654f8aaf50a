import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// The scenario forms added with the catalog's new alerts: `tapLocationButton`, `app: { appClip: true }`,
/// and `alert: { preferred: }` (Documentation/Catalog.md).
@Suite struct CatalogStepsTests {
    @Test("location-button: the bare step taps the app's CLLocationButton")
    func tapLocationButtonStep() {
        let result = run(header + """
              - launch
              - tapLocationButton
              - expect: { alert: { kind: locationButton, buttons: [Allow Once, Don't Allow] } }
              - tap: Allow Once
              - expect: { status: authorizedWhenInUse, temporary: true }
            """)
        #expect(result.outcome == .passed, "\(result.outcome)")
    }

    @Test("alert.preferred: none passes where no source shows a bold button; a label fails with a clear message")
    func preferredExpectation() throws {
        let passing = run(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { preferred: none } }
            """)
        #expect(passing.outcome == .passed, "\(passing.outcome)")
        let failing = run(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { preferred: Allow Once } }
            """)
        guard case .failed(let failures) = failing.outcome else { Issue.record("expected a failure, got \(failing.outcome)"); return }
        #expect(failures.map(\.failureMessage) == [
            "test.yaml:7:15: expectation failed: alert.preferred: expected Allow Once, got none (no source shows a preferred button)"])
    }

    @Test("app-clip-no-always: appClip: true makes an App Clip; before iOS 14 it is an error")
    func appClipKey() throws {
        let scenario = try parse("""
            name: Clip
            device: { platform: ios, os: "16.0" }
            app: { name: Clip, appClip: true, plist: { NSLocationWhenInUseUsageDescription: "x", NSLocationAlwaysAndWhenInUseUsageDescription: "y" } }
            steps:
              - launch
              - call: requestAlwaysAuthorization
              - expect: { alert: none, status: notDetermined }
            """)
        #expect(scenario.app.profile.isAppClip)
        #expect(ScenarioRunner.run(scenario).outcome == .passed)
        let error = parseError("""
            name: Old clip
            device: { platform: ios, os: "13.7" }
            app: { name: Clip, appClip: true, plist: { NSLocationWhenInUseUsageDescription: "x" } }
            steps:
              - launch
            """)
        #expect(error?.description.contains("App Clips exist on iOS 14 and later") == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("test.yaml:3:") == true, "\(String(describing: error))")
    }
}

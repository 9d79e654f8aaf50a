import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// Session 19: `event: regionExit`, `call: stopMonitoringVisits` and `call: stopMonitoringRegion` in scenarios.
@Suite("Scenarios: region exits and monitoring stops")
struct MonitoringStopScenarioTests {
    static let app = """
        name: Test
        device: { platform: ios, os: "17.4" }
        app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Map.", NSLocationAlwaysAndWhenInUseUsageDescription: "Always.", UIBackgroundModes: [location] } }
        steps:
          - launch
          - call: requestWhenInUseAuthorization
          - tap: Allow While Using App
          - call: startMonitoringRegion
          - call: startMonitoringVisits

        """

    @Test("regionExit is delivered as didExitRegion and counted as its own kind; the stops end both services")
    func exitAndStops() {
        let result = run(Self.app + """
              - expect: { status: authorizedWhenInUse }
              - event: regionExit
              - expect: { delivered: { regionExit: 1, regionEntry: 0 }, callbacks: ["locationManager(_:didExitRegion:)"] }
              - call: stopMonitoringRegion
              - event: regionExit
              - event: regionEntry
              - event: visit
              - expect: { delivered: [visit] }
              - call: stopMonitoringVisits
              - event: visit
              - expect: { delivered: none, callbacks: [] }
            """)
        #expect(result.outcome == .passed, "\(result.outcome)")
    }

    @Test("a wrong expectation about the exit fails (the check can fail)")
    func exitCheckCanFail() {
        let result = run(Self.app + """
              - event: regionExit
              - expect: { delivered: { regionEntry: 1 } }
            """)
        #expect(result.outcome != .passed)
    }

    @Test("the parser lists the new call and event names when one is misspelt")
    func namesAreListed() throws {
        let call = try #require(parseError(header + "  - launch\n  - call: stopMonitoringVisit\n"))
        #expect(call.description.contains("stopMonitoringVisits"))
        let event = try #require(parseError(header + "  - launch\n  - event: regionLeave\n"))
        #expect(event.description.contains("regionExit"))
    }
}

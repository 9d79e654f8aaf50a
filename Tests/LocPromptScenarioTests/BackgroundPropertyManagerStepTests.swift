import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// `manager: N` on the property steps (session 23): `call: { allowsBackgroundLocationUpdates: … }` and
/// `call: { showsBackgroundLocationIndicator: … }` set manager N's own value, without `manager:` the newest live
/// manager's, as every call step (rules background-location-properties-per-launch, manager-addressing). Each test
/// runs a scenario whose expectations failed on the engine that kept one app-wide value.
@Suite("Scenario steps: the background properties on one manager")
struct BackgroundPropertyManagerStepTests {
    /// An iOS 17.4 device and an app with UIBackgroundModes location.
    static let device = BackgroundPropertyStepTests.device()

    /// Runs the scenario and records its outcome when it did not pass.
    func expectPasses(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = ScenarioRunner.run(try parse(yaml))
        #expect(run.outcome == .passed, "\(run.outcome)", sourceLocation: sourceLocation)
    }

    @Test("manager: N parses on both property steps, is an error where it is not a number, and sets manager N's value only")
    func parsedAndAddressed() throws {
        let steps = try parse(Self.device + """
              - call: { allowsBackgroundLocationUpdates: false }
                manager: 1
              - call: { showsBackgroundLocationIndicator: true }
                manager: 2
              - call: { showsBackgroundLocationIndicator: false }

            """).steps
        #expect(steps.map(\.manager) == [1, 2, nil])
        #expect(steps[0].text == "call: { allowsBackgroundLocationUpdates: false } (manager 1)")
        #expect(steps[0].engineEvents == [.onManager(1, .setProperty(.allowsBackgroundLocationUpdates, false))])
        #expect(steps[1].engineEvents == [.onManager(2, .setProperty(.showsBackgroundLocationIndicator, true))])
        #expect(steps[2].engineEvents == [.setProperty(.showsBackgroundLocationIndicator, false)])
        let error = try #require(parseError(Self.device + "  - call: { allowsBackgroundLocationUpdates: false }\n    manager: 0\n"))
        #expect(error.description == "test.yaml:6:14: manager must be a manager's number (1, 2, 3… in creation order), found “0”; manager: 1 is the first manager the app created")
        // Played: manager 1's false leaves manager 2's updates their session.
        try expectPasses(Self.device + """
              - launch
              - call: requestWhenInUseAuthorization
              - answer: allowWhileUsingApp
              - call: createManager
              - call: { allowsBackgroundLocationUpdates: false }
                manager: 1
              - call: startUpdatingLocation
                manager: 1
              - call: startUpdatingLocation
                manager: 2
              - background
              - advance: 1m
              - expect: { indicator: bluePill, lifecycle: background }
              - suspend:
                rejected: kept running by its continuous background location session
              - call: stopUpdatingLocation
                manager: 2
              - suspend
              - expect: { lifecycle: suspended }

            """)
    }

    @Test("without manager: the step sets the newest live manager's value, as the other calls do")
    func defaultsToTheNewestManager() throws {
        try expectPasses(Self.device + """
              - launch
              - call: requestWhenInUseAuthorization
              - answer: allowWhileUsingApp
              - call: createManager
              - call: { allowsBackgroundLocationUpdates: false }
                say: Manager 2, the newest, turns it off.
              - call: startUpdatingLocation
                manager: 1
              - call: startUpdatingLocation
              - background
              - advance: 1m
              - expect: { indicator: bluePill }
              - call: stopUpdatingLocation
                manager: 1
              - suspend
              - expect: { lifecycle: suspended }

            """)
    }

    @Test("showsBackgroundLocationIndicator on one manager: an Always app's session shows the pill only by its own manager's value")
    func indicatorOnOneManager() throws {
        try expectPasses(Self.device + """
              - launch
              - call: requestAlwaysAuthorization
              - answer: allowWhileUsingApp
              - settings: { app: Always }
              - call: createManager
              - call: { showsBackgroundLocationIndicator: true }
                manager: 1
              - call: startUpdatingLocation
              - background
              - advance: 1m
              - expect: { indicator: hollowArrow }
              - foreground
              - call: startUpdatingLocation
                manager: 1
              - background
              - expect: { indicator: bluePill }

            """)
    }

    @Test("manager-addressing: a manager that is not live refuses the property step; a released manager's value ends with it")
    func refusedWhenNotLive() throws {
        try expectPasses(Self.device + """
              - launch
              - call: requestWhenInUseAuthorization
              - answer: allowWhileUsingApp
              - call: { showsBackgroundLocationIndicator: true }
                manager: 3
                rejected: "manager 3 is not a live CLLocationManager of the app (never created, released, or ended with the app); live manager: 1"
              - call: createManager
              - call: { allowsBackgroundLocationUpdates: false }
                manager: 1
              - call: releaseManager
                manager: 1
              - call: { allowsBackgroundLocationUpdates: true }
                manager: 1
                rejected: "manager 1 is not a live CLLocationManager of the app (never created, released, or ended with the app); live manager: 2"
              - call: startUpdatingLocation
              - background
              - expect: { indicator: bluePill }

            """)
        let bare = try parse(Self.device + "  - launch\n  - call: { allowsBackgroundLocationUpdates: false }\n    manager: 2\n")
        guard case .invalid(let error) = ScenarioRunner.run(bare).outcome else {
            Issue.record("a property step on a manager that is not live must make the scenario invalid")
            return
        }
        #expect(error.description.contains("call: { allowsBackgroundLocationUpdates: false } (manager 2): the emulated system refuses this step: manager 2 is not a live CLLocationManager"))
    }

    @Test("a relaunch brings back each manager's defaults: the new managers' updates make a session again")
    func relaunchResets() throws {
        try expectPasses(Self.device + """
              - launch
              - call: requestWhenInUseAuthorization
              - answer: allowWhileUsingApp
              - call: createManager
              - call: { allowsBackgroundLocationUpdates: false }
                manager: 1
              - call: { allowsBackgroundLocationUpdates: false }
                manager: 2
              - call: startUpdatingLocation
                manager: 1
              - background
              - advance: 1m
              - expect: { indicator: hollowArrow }
              - relaunch
              - call: createManager
              - call: { allowsBackgroundLocationUpdates: false }
                manager: 4
              - call: startUpdatingLocation
                manager: 3
              - background
              - advance: 1m
              - expect: { indicator: bluePill }

            """)
    }
}

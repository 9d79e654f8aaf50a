import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// `manager: N` on a call step: the call is made on live manager N (rule manager-addressing). What parses, the errors
/// with file:line:column, the step's text, and the refusal of a manager that is not live when the step plays.
@Suite("Scenario parser: manager: on a call step")
struct ManagerStepTests {
    static let device = """
        name: Test
        device: { platform: ios, os: "17.4" }
        app: { name: Trailhead, plist: { NSLocationWhenInUseUsageDescription: "Trails near you.", NSLocationTemporaryUsageDescriptionDictionary: { Trail: "Exact trail." } } }
        steps:

        """

    @Test func managerAddressesTheCall() throws {
        let scenario = try parse(Self.device + """
              - call: stopUpdatingLocation
                manager: 1
              - call: { requestTemporaryFullAccuracyAuthorization: Trail }
                manager: 2
                say: The second manager asks.
              - call: { allowsBackgroundLocationUpdates: false }
                manager: 3
              - call: releaseManager
                manager: 12
              - call: startUpdatingLocation

            """)
        let steps = scenario.steps
        #expect(steps.map(\.manager) == [1, 2, 3, 12, nil])
        #expect(steps[0].text == "call: stopUpdatingLocation (manager 1)")
        #expect(steps[0].engineEvents == [.onManager(1, .app(.stopUpdatingLocation))])
        #expect(steps[1].engineEvents == [.onManager(2, .requestTemporaryFullAccuracy(purposeKey: "Trail"))])
        #expect(steps[1].say == "The second manager asks.")
        // The step's text is the form a scenario writes (it was "call: requestTemporaryFullAccuracyAuthorization: Trail").
        #expect(steps[1].text == "call: { requestTemporaryFullAccuracyAuthorization: Trail } (manager 2)")
        #expect(steps[2].engineEvents == [.onManager(3, .setProperty(.allowsBackgroundLocationUpdates, false))])
        #expect(steps[4].text == "call: startUpdatingLocation")
        #expect(steps[4].engineEvents == [.app(.startUpdatingLocation)])
    }

    @Test func aBadNumberIsAnErrorAtTheValue() throws {
        for (value, found) in [("0", "“0”"), ("-1", "“-1”"), ("two", "“two”"), ("1.5", "“1.5”"), ("[1]", "a list")] {
            let error = try #require(parseError(Self.device + "  - call: stopUpdatingLocation\n    manager: \(value)\n"))
            #expect(error.position == SourcePosition(file: "test.yaml", line: 6, column: 14))
            #expect(error.message == "manager must be a manager's number (1, 2, 3… in creation order), found \(found); manager: 1 is the first manager the app created",
                    "\(value)")
        }
    }

    @Test func notOnCreateManagerOrAClassMethodOrMapKit() throws {
        let create = try #require(parseError(Self.device + "  - call: createManager\n    manager: 1\n"))
        #expect(create.description == "test.yaml:6:5: manager: does not apply to createManager: it creates a new manager (numbered next, 1, 2, 3… in creation order), which later calls address by that number")
        let classMethod = try #require(parseError(Self.device + "  - manager: 1\n    call: locationServicesEnabled\n"))
        #expect(classMethod.position == SourcePosition(file: "test.yaml", line: 5, column: 5))
        #expect(classMethod.message == "manager: does not apply to locationServicesEnabled: it is a class method (CLLocationManager.locationServicesEnabled()), called on no manager")
        let map = try #require(parseError(Self.device + "  - call: showUserLocationOnMap\n    manager: 1\n"))
        #expect(map.message.hasPrefix("manager: does not apply to showUserLocationOnMap: it is MapKit's"))
    }

    @Test func notOnTheModernAPIs() throws {
        let live = try #require(parseError(Self.device + "  - call: startLiveUpdates\n    manager: 1\n"))
        #expect(live.position == SourcePosition(file: "test.yaml", line: 6, column: 5))
        #expect(live.message == "manager: does not apply to startLiveUpdates: the iOS 17–18 APIs (CLLocationUpdate, CLMonitor, CLBackgroundActivitySession, CLServiceSession) are not CLLocationManager methods")
        let session = try #require(parseError(Self.device + "  - call: { serviceSession: whenInUse }\n    manager: 2\n"))
        #expect(session.position == SourcePosition(file: "test.yaml", line: 6, column: 5))
        #expect(session.message.hasPrefix("manager: does not apply to { serviceSession: whenInUse }") || session.message.hasPrefix("manager: does not apply to serviceSession"))
    }

    @Test func notOnLifecycleOrOtherSteps() throws {
        let launch = try #require(parseError(Self.device + "  - launch:\n    manager: 1\n"))
        #expect(launch.description == "test.yaml:6:5: manager: does not apply to launch: a lifecycle step is not a CLLocationManager call")
        let tap = try #require(parseError(Self.device + "  - tap: Allow Once\n    manager: 1\n"))
        #expect(tap.description == "test.yaml:6:5: manager: does not apply to this tap: step; it applies to a call: step (a CLLocationManager call), e.g. call: stopUpdatingLocation with manager: 1")
        let event = try #require(parseError(Self.device + "  - event: locationUpdate\n    manager: 1\n"))
        #expect(event.message.hasPrefix("manager: does not apply to this event: step"))
        let alone = try #require(parseError(Self.device + "  - say: Hello\n    manager: 1\n"))
        #expect(alone.description == "test.yaml:6:5: manager: applies to a call: step (a CLLocationManager call), e.g. call: stopUpdatingLocation with manager: 1")
    }

    @Test("manager-addressing: a manager that is not live refuses the step, which rejected: can expect") func deadManagerAtRunTime() throws {
        let scenario = try parse(Self.device + """
              - launch
              - call: createManager
              - call: releaseManager
                manager: 1
              - call: startUpdatingLocation
                manager: 1
                rejected: "manager 1 is not a live CLLocationManager of the app (never created, released, or ended with the app); live manager: 2"

            """)
        let run = ScenarioRunner.run(scenario)
        #expect(run.outcome == .passed, "\(run.outcome)")
        let bare = try parse(Self.device + "  - launch\n  - call: stopUpdatingLocation\n    manager: 4\n")
        guard case .invalid(let error) = ScenarioRunner.run(bare).outcome else {
            Issue.record("a dead manager must make the scenario invalid")
            return
        }
        #expect(error.description.contains("call: stopUpdatingLocation (manager 4): the emulated system refuses this step: manager 4 is not a live CLLocationManager"))
    }
}

import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// The iOS 17/18 steps and `diagnostics:` (issue 19): what parses, and errors with file:line:column.
@Suite("Scenario parser: location authorization 2.0")
struct ModernParserTests {
    let ios18 = """
        name: Test
        device: { platform: ios, os: "18.0" }
        app: { name: Trailhead, plist: { NSLocationWhenInUseUsageDescription: "Trails near you." } }
        steps:

        """

    @Test func everyModernCallParses() throws {
        let scenario = try parse(ios18 + """
              - call: startLiveUpdates
              - call: stopLiveUpdates
              - call: startMonitor
              - call: startBackgroundActivitySession
              - call: endBackgroundActivitySession
              - call: { serviceSession: none }
              - call: { serviceSession: always }
              - call: { serviceSession: whenInUse, fullAccuracyPurposeKey: Nav }
              - call: endServiceSession
              - expect: { diagnostics: [] }
              - expect: { diagnostics: [insufficientlyInUse, serviceSessionRequired] }
              - expect: { diagnostics: { authorizationDenied: false, accuracyLimited: true } }

            """)
        let actions = scenario.steps.map(\.action)
        #expect(actions[0] == .modern(.startLiveUpdates))
        #expect(actions[4] == .modern(.endBackgroundActivitySession))
        #expect(actions[5] == .modern(.serviceSession(.none, fullAccuracyPurposeKey: nil)))
        #expect(actions[7] == .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: "Nav")))
        #expect(actions[8] == .modern(.endServiceSession))
        #expect(scenario.steps[7].text == "call: { serviceSession: whenInUse, fullAccuracyPurposeKey: Nav }")
        guard case .expect(let none) = actions[9], case .expect(let two) = actions[10], case .expect(let named) = actions[11] else {
            Issue.record("expectations did not parse")
            return
        }
        #expect(none.checks.first?.field == .diagnostics(.exactly([])))
        #expect(two.checks.first?.field == .diagnostics(.exactly([.insufficientlyInUse, .serviceSessionRequired])))
        #expect(named.checks.first?.field == .diagnostics(.named([.init(flag: .authorizationDenied, set: false),
                                                                   .init(flag: .accuracyLimited, set: true)])))
    }

    @Test func unknownGoalPointsAtTheValue() throws {
        let error = try #require(parseError(ios18 + "  - call: { serviceSession: sometimes }\n"))
        #expect(error.position == SourcePosition(file: "test.yaml", line: 5, column: 29))
        #expect(error.message.contains("unknown serviceSession goal “sometimes”; accepted: none, whenInUse, always"))
    }

    @Test func serviceSessionWithoutAGoalSaysHowToWriteIt() throws {
        let error = try #require(parseError(ios18 + "  - call: serviceSession\n"))
        #expect(error.description.hasPrefix("test.yaml:5:11: serviceSession needs a goal"))
    }

    @Test func purposeKeyWithoutSessionIsAnError() throws {
        let error = try #require(parseError(ios18 + "  - call: { fullAccuracyPurposeKey: Nav }\n"))
        #expect(error.position.line == 5 && error.position.column == 11)
        #expect(error.message.contains("fullAccuracyPurposeKey belongs to a service session"))
    }

    @Test func unknownKeyInTheSessionMapping() throws {
        let error = try #require(parseError(ios18 + "  - call: { serviceSession: always, purposeKey: Nav }\n"))
        #expect(error.position == SourcePosition(file: "test.yaml", line: 5, column: 37))
        #expect(error.message.contains("unknown key “purposeKey”"))
    }

    @Test func unknownDiagnosticFlagSuggests() throws {
        let error = try #require(parseError(ios18 + "  - expect: { diagnostics: [insufficentlyInUse] }\n"))
        #expect(error.position == SourcePosition(file: "test.yaml", line: 5, column: 29))
        #expect(error.message.contains("(did you mean “insufficientlyInUse”?)"))
    }

    @Test func diagnosticsAsAScalarIsExplained() throws {
        let error = try #require(parseError(ios18 + "  - expect: { diagnostics: none }\n"))
        #expect(error.position == SourcePosition(file: "test.yaml", line: 5, column: 28))
        #expect(error.message.hasPrefix("diagnostics: is a list of flags"))
    }

    @Test func diagnosticsBeforeIOS18AreRefusedWithTheVersion() throws {
        let error = try #require(parseError(header + "  - expect: { diagnostics: [] }\n"))
        #expect(error.position == SourcePosition(file: "test.yaml", line: 5, column: 28))
        #expect(error.message.contains("exists from iOS 18"))
    }

    @Test func aCallOnAnOSWithoutTheAPIIsRefusedWithTheVersion() throws {
        var session = ScenarioSession(scenario: try parse(header + "  - launch\n  - call: { serviceSession: whenInUse }\n"))
        _ = session.runToEnd()
        guard case .invalid(let error) = session.outcome else {
            Issue.record("expected the step to be refused")
            return
        }
        #expect(error.position.line == 6)
        #expect(error.message.contains("CLServiceSession exists from iOS 18; this device runs iOS 17.4"))
    }

    @Test func diagnosticsExpectationPassesAndFails() throws {
        var session = ScenarioSession(scenario: try parse(ios18 + """
              - launch
              - call: startLiveUpdates
              - expect: { diagnostics: [authorizationRequestInProgress] }
              - expect: { diagnostics: { insufficientlyInUse: true } }

            """))
        _ = session.runToEnd()
        guard case .failed(let failures) = session.outcome else {
            Issue.record("expected one failure")
            return
        }
        #expect(failures.count == 1)
        #expect(failures[0].failureMessage.hasPrefix("test.yaml:8:15: expectation failed: diagnostics.insufficientlyInUse: expected true, got false on CLLocationUpdate"))
    }
}

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
        #expect(error.message.contains("exist from iOS 18"))
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

    @Test("diagnostics: { on: KIND } checks the newest object of that kind, not whichever was started last (audit 18 F4)")
    func diagnosticsOnPicksTheObject() throws {
        let always = ios18.replacingOccurrences(of: "\"Trails near you.\" }",
                                                with: "\"Trails near you.\", NSLocationAlwaysAndWhenInUseUsageDescription: \"Trail alerts.\" }")
        #expect(always != ios18)
        var session = ScenarioSession(scenario: try parse(always + """
              - launch
              - call: requestWhenInUseAuthorization
              - answer: allowWhileUsingApp
              - call: startLiveUpdates
              - call: { serviceSession: always }
              - expect: { diagnostics: { on: serviceSession, authorizationRequestInProgress: true } }
              - expect: { diagnostics: { on: liveUpdates, set: [authorizationRequestInProgress] } }
              - answer: keepOnlyWhileUsing
              - expect: { diagnostics: { on: serviceSession, set: [alwaysAuthorizationDenied] } }
              - expect: { diagnostics: { on: liveUpdates, set: [] } }
              - call: endServiceSession
              - expect: { diagnostics: { on: serviceSession, alwaysAuthorizationDenied: true } }

            """))
        _ = session.runToEnd()
        guard case .failed(let failures) = session.outcome else {
            Issue.record("expected the last expectation to fail: the session has ended")
            return
        }
        #expect(failures.count == 1)
        #expect(failures[0].failureMessage.contains("diagnostics.alwaysAuthorizationDenied: expected true, got no CLServiceSession (call { serviceSession: … } first, or it has ended)"))
    }

    @Test func diagnosticsOnParsesBothForms() throws {
        let scenario = try parse(ios18 + """
              - expect: { diagnostics: { on: monitor, set: [conditionLimitExceeded] } }
              - expect: { diagnostics: { on: backgroundActivitySession, insufficientlyInUse: false } }
              - expect: { diagnostics: { persistenceUnavailable: false, conditionUnsupported: false } }

            """)
        let fields = scenario.steps.compactMap { step -> ExpectedField? in
            if case .expect(let expectation) = step.action { return expectation.checks.first?.field } else { return nil }
        }
        #expect(fields == [.diagnostics(.exactly([.conditionLimitExceeded], on: .monitorEvent)),
                           .diagnostics(.named([.init(flag: .insufficientlyInUse, set: false)], on: .backgroundActivitySession)),
                           .diagnostics(.named([.init(flag: .persistenceUnavailable, set: false), .init(flag: .conditionUnsupported, set: false)]))])
    }

    @Test func diagnosticsOnErrors() throws {
        let unknown = try #require(parseError(ios18 + "  - expect: { diagnostics: { on: session, set: [] } }\n"))
        #expect(unknown.message.contains("unknown diagnostics object (on:) “session”"))
        #expect(unknown.message.contains("serviceSession"))
        let both = try #require(parseError(ios18 + "  - expect: { diagnostics: { set: [], authorizationDenied: false } }\n"))
        #expect(both.message.contains("not both"))
        let setScalar = try #require(parseError(ios18 + "  - expect: { diagnostics: { on: liveUpdates, set: none } }\n"))
        #expect(setScalar.message.contains("set: is the list of flags"))
    }

    @Test("watchOS 11: a background activity session's diagnostic has no serviceSessionRequired or authorizationRequestInProgress (CLBackgroundActivitySession.h: API_UNAVAILABLE(watchos, tvos); audit 21d)")
    func backgroundActivityFlagsMissingOnWatchOS() throws {
        func device(_ platform: String, _ os: String) -> String {
            """
            name: Test
            device: { platform: \(platform), os: "\(os)" }
            app: { name: Wrist Run, plist: { NSLocationWhenInUseUsageDescription: "Your route.", NSLocationRequireExplicitServiceSession: true, UIBackgroundModes: [location] } }
            steps:
              - launch
              - call: startBackgroundActivitySession

            """
        }
        // Named, in either order, or in set:, the check is an error at the flag.
        for check in ["{ on: backgroundActivitySession, serviceSessionRequired: true }",
                      "{ authorizationRequestInProgress: false, on: backgroundActivitySession }",
                      "{ on: backgroundActivitySession, set: [serviceSessionRequired] }"] {
            let error = try #require(parseError(device("watchos", "11.0") + "  - expect: { diagnostics: \(check) }\n"), "\(check)")
            #expect(error.position.line == 7)
            #expect(error.message.contains("CLBackgroundActivitySession's diagnostic has no ") && error.message.contains(" on watchOS"), "\(error.message)")
            #expect(error.message.hasSuffix("it has: authorizationDenied, authorizationDeniedGlobally, authorizationRestricted, insufficientlyInUse"))
        }
        // The engine never sets them there: with the explicit-session key and no session, iOS 18 says
        // serviceSessionRequired, watchOS 11 does not.
        var watch = ScenarioSession(scenario: try parse(device("watchos", "11.0") + "  - expect: { diagnostics: { on: backgroundActivitySession, set: [] } }\n"))
        _ = watch.runToEnd()
        #expect(watch.outcome == .passed)
        var phone = ScenarioSession(scenario: try parse(device("ios", "18.0") + "  - expect: { diagnostics: { on: backgroundActivitySession, set: [serviceSessionRequired] } }\n"))
        _ = phone.runToEnd()
        #expect(phone.outcome == .passed)
        // The other objects keep theirs on watchOS 11.
        #expect(DiagnosticSource.liveUpdate.flags(on: .watchOS) == DiagnosticSource.liveUpdate.flags)
        #expect(DiagnosticSource.serviceSession.flags(on: .watchOS) == DiagnosticSource.serviceSession.flags)
    }

    @Test func diagnosticPropertiesAreSaidInThePlural() throws {
        let error = try #require(parseError(header + "  - expect: { diagnostics: [] }\n"))
        #expect(error.message.contains("diagnostic properties exist from iOS 18; this device runs iOS 17.4"), "\(error.message)")
    }

    @Test("CLMonitor.Event's conditionLimitExceeded, conditionUnsupported and persistenceUnavailable are never set (diagnostics-unmodelled)")
    func monitorEventOnlyFlagsStayUnset() throws {
        var session = ScenarioSession(scenario: try parse(ios18 + """
              - launch
              - call: requestWhenInUseAuthorization
              - answer: allowWhileUsingApp
              - call: startMonitor
              - expect: { diagnostics: { conditionLimitExceeded: false, conditionUnsupported: false, persistenceUnavailable: false } }
              - expect: { diagnostics: { on: monitor, set: [] } }

            """))
        _ = session.runToEnd()
        #expect(session.outcome == .passed)
        #expect(DiagnosticSource.monitorEvent.flags.contains(.conditionLimitExceeded))
        #expect(!DiagnosticSource.liveUpdate.flags.contains(.conditionLimitExceeded))
    }

    @Test("a LiveConfiguration after startLiveUpdates is explained, not an unknown key (audit 18 F2)")
    func liveConfigurationIsExplained() throws {
        let error = try #require(parseError(ios18 + "  - call: { startLiveUpdates: fitness }\n"))
        #expect(error.position.line == 5)
        #expect(error.message.contains("startLiveUpdates takes no argument: a CLLocationUpdate.LiveConfiguration"))
        #expect(error.message.hasSuffix("write call: startLiveUpdates"))
    }
}

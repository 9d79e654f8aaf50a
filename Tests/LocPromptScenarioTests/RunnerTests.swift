import Foundation
import LocPromptCore
import LocPromptScenario
import LocPromptTestSupport
import Testing

@Suite("Scenario runner")
struct RunnerTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("scenario")

    @Test func passingScenarioExitsZero() {
        let result = run(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { kind: whenInUse }, callbacks: [locationManagerDidChangeAuthorization(notDetermined)] }
              - tap: Allow While Using App
              - expect: { status: authorizedWhenInUse, settings: While Using the App, alert: none }
            """)
        #expect(result.outcome == .passed)
        #expect(result.outcome.exitCode == 0)
        #expect(result.records.count == 5)
    }

    @Test func failedExpectationGivesExpectedVersusActualAtTheField() {
        let result = run(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
              - expect:
                  status: authorizedAlways
                  settings: While Using the App
            """)
        guard case .failed(let failures) = result.outcome else {
            Issue.record("expected a failure, got \(result.outcome)")
            return
        }
        #expect(result.outcome.exitCode == 1)
        #expect(failures.map(\.failureMessage) == [
            "test.yaml:9:7: expectation failed: status: expected authorizedAlways, got authorizedWhenInUse",
        ])
    }

    @Test func failuresDoNotStopTheScenario() {
        let result = run(header + """
              - launch
              - expect: { status: denied }
              - expect: { status: restricted }
            """)
        guard case .failed(let failures) = result.outcome else {
            Issue.record("expected failures")
            return
        }
        #expect(failures.count == 2)
        #expect(result.records.count == 3)
    }

    @Test func tapOnAButtonThatIsNotOnScreenIsInvalid() {
        let result = run(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Always Allow
              - expect: { status: authorizedAlways }
            """)
        guard case .invalid(let error) = result.outcome else {
            Issue.record("expected invalid, got \(result.outcome)")
            return
        }
        #expect(result.outcome.exitCode == 2)
        #expect(error.position == SourcePosition(file: "test.yaml", line: 7, column: 5))
        #expect(error.message.hasPrefix("tap: there is no “Always Allow” button on the whenInUse alert; buttons on screen: “"))
        #expect(error.message.contains("“Allow Once” (allowOnce)"))
        #expect(result.records.count == 2, "the run stops at the invalid step")
    }

    @Test("delivered: counts a location once when two managers run updates and both get it (updates-per-manager)")
    func deliveredCountsALocationOnceForTwoManagers() {
        let result = run(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
              - call: startUpdatingLocation
              - call: createManager
              - call: startUpdatingLocation
              - expect: { status: authorizedWhenInUse }
              - event: locationUpdate
              - expect:
                  delivered: { locationUpdate: 1 }
                  callbacks: ["manager 1: locationManager(_:didUpdateLocations:)", "manager 2: locationManager(_:didUpdateLocations:)"]
            """)
        #expect(result.outcome == .passed, "\(result.outcome)")
    }

    @Test("delivered: counts a region entry and a visit once when every manager's delegate gets it (monitoring-events-every-manager)")
    func deliveredCountsARegionEntryOnceForTwoManagers() {
        let result = run(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
              - call: createManager
              - call: startMonitoringRegion
              - call: startMonitoringVisits
              - expect: { status: authorizedWhenInUse }
              - event: regionEntry
              - event: visit
              - expect:
                  delivered: { regionEntry: 1, visit: 1 }
                  callbacks: ["manager 1: locationManager(_:didEnterRegion:)", "manager 2: locationManager(_:didEnterRegion:)",
                              "manager 1: locationManager(_:didVisit:)", "manager 2: locationManager(_:didVisit:)"]
            """)
        #expect(result.outcome == .passed, "\(result.outcome)")
    }

    @Test func tapWithNoAlertIsInvalid() {
        let result = run(header + "  - launch\n  - tap: Allow Once\n")
        guard case .invalid(let error) = result.outcome else {
            Issue.record("expected invalid")
            return
        }
        #expect(error.description == "test.yaml:6:5: tap: “Allow Once”: there is no alert on screen")
    }

    @Test func straightApostropheMatchesTheCurlyOne() {
        let result = run(header + """
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { buttons: [Allow Once, Allow While Using App, Don't Allow] } }
              - tap: Don't Allow
              - expect: { status: denied, settings: Never }
            """)
        #expect(result.outcome == .passed)
    }

    @Test func stepTheEngineRefusesIsInvalid() {
        let result = run(header + "  - foreground\n")
        guard case .invalid(let error) = result.outcome else {
            Issue.record("expected invalid")
            return
        }
        #expect(error.position.line == 5 && error.position.column == 5)
        #expect(error.message.hasPrefix("foreground: the emulated system refuses this step: the app is not running"))
    }

    @Test func rejectedMarksAnExpectedRefusal() {
        let refused = run(header + """
              - launch
              - settings: { restricted: on }
              - settings: { app: Never }
                rejected: cannot be changed
            """)
        #expect(refused.outcome == .passed)
        let accepted = run(header + """
              - launch
              - settings: { app: Never }
                rejected: true
            """)
        guard case .failed(let failures) = accepted.outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(failures.map(\.failureMessage) == ["test.yaml:7:5: expectation failed: rejected: expected the step to be refused, got the step was accepted"])
    }

    /// A `settings:` step for an app that has not asked is applied, as before Settings listed only apps that asked:
    /// the change takes effect, a console line says why, and the app is listed afterwards
    /// (rule settings-unlisted-app-applied-as-grant).
    @Test func settingsStepOnAnAppThatNeverAskedIsApplied() {
        let result = run(header + """
              - launch
              - expect: { settings: none, console: [] }
              - settings: { app: While Using the App }
              - expect:
                  status: authorizedWhenInUse
                  settings: While Using the App
                  console: "Settings would not list this app yet: it has not asked"
                  callbacks: [locationManagerDidChangeAuthorization(authorizedWhenInUse)]
              - settings: { app: Never }
              - expect: { status: denied, settings: Never, console: [] }
            """)
        #expect(result.outcome == .passed, "\(result.outcome)")
        guard let applied = result.records.first(where: { $0.step.text.hasPrefix("settings: app: While") }) else {
            Issue.record("no settings step in \(result.records.map(\.step.text))")
            return
        }
        #expect(applied.effects.map(\.rule.id).contains("settings-unlisted-app-applied-as-grant"))
        #expect(!applied.effects.contains { if case .rejected = $0.kind { true } else { false } })
        // Written as refused, the step now fails: it is accepted.
        let markedRefused = run(header + """
              - launch
              - settings: { app: While Using the App }
                rejected: not listed
            """)
        guard case .failed = markedRefused.outcome else {
            Issue.record("expected a failure, got \(markedRefused.outcome)")
            return
        }
    }

    @Test func callbacksCountOnlySinceThePreviousExpect() {
        let result = run(header + """
              - launch
              - expect: { callbacks: [locationManagerDidChangeAuthorization(notDetermined)] }
              - call: requestWhenInUseAuthorization
              - expect: { callbacks: [] }
              - tap: Allow Once
              - background
              - advance: 1m
              - expect:
                  callbacks:
                    - "manager 1: locationManagerDidChangeAuthorization(authorizedWhenInUse)"
                    - locationManagerDidChangeAuthorization(notDetermined)
            """)
        #expect(result.outcome == .passed)
    }

    @Test func unquotedCallbackWithColonSpaceIsJoinedBack() throws {
        let scenario = try parse(header + "  - expect:\n      callbacks: [locationManager(_:didChangeAuthorization: denied)]\n")
        guard case .expect(let expectation) = scenario.steps[0].action,
              case .callbacks(let texts) = expectation.checks[0].field else {
            Issue.record("expected a callbacks check")
            return
        }
        #expect(texts == ["locationManager(_:didChangeAuthorization: denied)"])
    }

    @Test func consoleDeliveredReturnedAndIndicator() {
        let result = run("""
            name: Mixed
            device: { os: "17.4" }
            app: { name: Keyless, plist: { UIBackgroundModes: [location] } }
            steps:
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { console: NSLocationWhenInUseUsageDescription, alert: none, indicator: none }
              - expect: { console: [] }
              - settings: { app: While Using the App }
              - call: startUpdatingLocation
              - event: locationUpdate
              - event: locationUpdate
              - call: locationServicesEnabled
              - expect:
                  delivered: { locationUpdate: 2, visit: 0 }
                  returned: "true"
                  indicator: solidArrow
              - background
              - expect: { indicator: bluePill, delivered: [], lifecycle: background }
            """)
        #expect(result.outcome == .passed, "\(result.outcome)")
    }

    @Test func deviceOptionsSetTheInitialState() throws {
        let scenario = try parse("""
            name: Options
            device: { platform: iPadOS, os: "16.1", allowOnceGrace: 500ms, locationServices: off, restricted: on }
            app:
              name: Inline
              plist:
                NSLocationWhenInUseUsageDescription: "Why"
                NSLocationDefaultAccuracyReduced: true
                UIBackgroundModes: [location]
                NSLocationTemporaryUsageDescriptionDictionary: { Nav: "Turn by turn" }
            steps: [launch]
            """)
        let state = scenario.initialState()
        #expect(state.os.platform == .iOS && state.os.version == OSVersion(16, 1))
        #expect(state.allowOnceGrace == VirtualDuration(milliseconds: 500))
        #expect(!state.locationServicesEnabled && state.restricted)
        #expect(state.app.displayName == "Inline")
        #expect(state.app.defaultAccuracyReduced && state.app.backgroundLocation)
        #expect(state.app.temporaryUsageDescriptions == ["Nav": "Turn by turn"])
        #expect(state.app.purpose(.whenInUse) == "Why")
    }

    @Test func appPathsResolveAgainstTheScenarioFolder() throws {
        let folder = scratch.subfolder().path
        let apps = (folder as NSString).appendingPathComponent("Apps")
        try FileManager.default.createDirectory(atPath: apps, withIntermediateDirectories: true)
        let plist: [String: Any] = ["CFBundleDisplayName": "From File", "NSLocationWhenInUseUsageDescription": "Because"]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: URL(fileURLWithPath: (apps as NSString).appendingPathComponent("App.plist")))
        let scenarios = (folder as NSString).appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(atPath: scenarios, withIntermediateDirectories: true)
        let file = (scenarios as NSString).appendingPathComponent("s.yaml")
        try """
            name: From file
            device: { os: "17.4" }
            app: ../Apps/App.plist
            steps:
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { kind: whenInUse } }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = ScenarioRunner.run(path: file)
        #expect(result.outcome == .passed, "\(result.outcome)")
        #expect(result.scenario?.app.profile.displayName == "From File")
    }

    @Test func summaryAndExitCodeOfSeveralRuns() {
        let passed = run(header + "  - launch\n")
        let failed = run(header + "  - launch\n  - expect: { status: denied }\n")
        let invalid = run(header + "  - luanch\n")
        // An invalid scenario is counted apart from a failed one, as its exit code (2) and JUnit (an error) do
        // (audit 24h D6; this said "1 passed, 2 failed" before).
        #expect(ScenarioRunner.summary([passed, failed, invalid]) == "1 passed, 1 failed, 1 invalid")
        #expect(ScenarioRunner.summary([invalid]) == "0 passed, 0 failed, 1 invalid")
        #expect(ScenarioRunner.exitCode([passed, failed, invalid]) == 2)
        #expect(ScenarioRunner.exitCode([passed, failed]) == 1)
        #expect(ScenarioRunner.exitCode([passed, passed]) == 0)
        #expect(ScenarioRunner.summary([passed, passed]) == "2 passed, 0 failed")
    }
}

@Suite("Scenario session (step by step)")
struct SessionTests {
    @Test func stepsOneAtATime() throws {
        let scenario = try parse(header + """
              - launch
              - call: requestWhenInUseAuthorization
                say: The app asks.
              - say: Now the person decides.
              - tap: Allow Once
              - expect: { temporary: true }
            """)
        var session = ScenarioSession(scenario: scenario)
        #expect(session.nextStep?.text == "launch")
        #expect(session.visibleAlert == nil)
        let launch = try #require(try session.step())
        #expect(launch.index == 0)
        #expect(launch.state.lifecycle == .foreground)
        let ask = try #require(try session.step())
        #expect(ask.step.say == "The app asks.")
        #expect(ask.presentedAlerts.count == 1)
        #expect(session.visibleAlert?.kind == .whenInUse)
        let say = try #require(try session.step())
        #expect(say.step.action == .say && say.effects.isEmpty)
        _ = try session.step()
        let expect = try #require(try session.step())
        #expect(expect.results.map(\.passed) == [true])
        #expect(session.isFinished)
        #expect(try session.step() == nil)
        #expect(session.outcome == .passed)
    }

    @Test func invalidStepStopsTheSession() throws {
        var session = ScenarioSession(scenario: try parse(header + "  - launch\n  - tap: Allow Once\n  - background\n"))
        _ = try session.step()
        #expect(throws: ScenarioError.self) { try session.step() }
        #expect(session.isFinished)
        #expect(session.outcome.exitCode == 2)
        #expect(try session.step() == nil)
    }
}

@Suite("Transcripts")
struct TranscriptTests {
    static let scenario = header + """
          - launch
          - call: requestWhenInUseAuthorization
            say: "Narration with an escape \\u001B[31m inside"
          - tap: Allow Once
          - background
          - advance: 1m
          - expect: { status: notDetermined }
        """

    @Test func sameScenarioTwiceGivesIdenticalTranscripts() {
        let first = run(Self.scenario)
        let second = run(Self.scenario)
        #expect(Transcript.text(first) == Transcript.text(second))
        #expect(Transcript.jsonLines(first) == Transcript.jsonLines(second))
    }

    @Test func textTranscriptShowsStepsEffectsAndVerdict() {
        let text = Transcript.text(run(Self.scenario))
        #expect(text.hasPrefix("▶ Test\n"))
        #expect(text.contains("5:5    launch\n"))
        #expect(text.contains("alert: when-in-use"))
        #expect(text.contains("[Allow Once]"))
        #expect(text.contains("t+5s manager 1: locationManagerDidChangeAuthorization(notDetermined)"))
        #expect(text.contains("✓ status: notDetermined"))
        #expect(text.hasSuffix("PASS Test [test.yaml]\n"))
        #expect(!text.contains("\u{1B}"), "untrusted text is neutralized")
        #expect(text.contains("␛[31m"))
    }

    @Test func quietTextShowsOnlyFailuresAndVerdict() {
        let text = Transcript.text(run(header + "  - launch\n  - expect: { status: denied }\n"), quiet: true)
        #expect(text == "  ✗ test.yaml:6:15: expectation failed: status: expected denied, got notDetermined\nFAIL (1 failed check) Test [test.yaml]\n")
    }

    @Test func jsonLinesHaveOneObjectPerStepThenTheResult() throws {
        let result = run(Self.scenario)
        let lines = Transcript.jsonLines(result)
        #expect(lines.count == result.records.count + 1)
        for line in lines {
            #expect(!line.contains("\n"))
            #expect(!line.unicodeScalars.contains { $0.value == 0x1B })
        }
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let first = objects[0]
        #expect(first["type"] as? String == "step")
        #expect(first["step"] as? String == "launch")
        #expect(first["line"] as? Int == 5 && first["column"] as? Int == 5)
        #expect(Set(first.keys) == ["formatVersion", "type", "file", "line", "column", "index", "step", "say", "effects", "checks", "state"])
        #expect(first["formatVersion"] as? Int == 2 && objects.last?["formatVersion"] as? Int == 2)
        let effects = try #require(first["effects"] as? [[String: Any]])
        #expect(effects.map { $0["text"] as? String } == ["app: foreground", "manager 1: locationManagerDidChangeAuthorization(notDetermined)"])
        #expect(effects[1]["callback"] as? String == "locationManagerDidChangeAuthorization(notDetermined)")
        let state = try #require(first["state"] as? [String: Any])
        #expect(state["status"] as? String == "notDetermined")
        #expect(state["lifecycle"] as? String == "foreground")
        #expect(state["alert"] is NSNull)
        let ask = try #require(objects[1]["state"] as? [String: Any])
        let alert = try #require(ask["alert"] as? [String: Any])
        #expect(alert["kind"] as? String == "whenInUse")
        #expect((alert["buttons"] as? [String])?.contains("Allow Once") == true)
        #expect((objects[1]["say"] as? String)?.contains("\u{1B}") == true, "JSON keeps the text, escaped")
        let expect = objects[5]
        let checks = try #require(expect["checks"] as? [[String: Any]])
        #expect(checks.first?["field"] as? String == "status")
        #expect(checks.first?["passed"] as? Bool == true)
        let last = try #require(objects.last)
        #expect(last["type"] as? String == "result")
        #expect(last["result"] as? String == "passed")
        #expect(last["exitCode"] as? Int == 0)
    }

    @Test func jsonResultOfAnInvalidScenarioCarriesTheError() throws {
        let line = Transcript.resultJSON(run(header + "  - luanch\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["result"] as? String == "invalid")
        #expect(object["exitCode"] as? Int == 2)
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["line"] as? Int == 5 && error["column"] as? Int == 5)
    }
}

import Foundation
import LocPromptCore
import LocPromptScenario
import LocPromptTestSupport
import Testing

/// Malformed scenarios give a `file:line:column: message` error pointing at the offending node.
@Suite("Scenario parser errors")
struct ParserErrorTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("scenario")

    @Test func unknownStepNamesTheLineColumnAndSuggests() throws {
        let error = try #require(parseError(header + "  - launch\n  - luanch\n"))
        #expect(error.position == SourcePosition(file: "test.yaml", line: 6, column: 5))
        #expect(error.message.hasPrefix("unknown step “luanch” (did you mean “launch”?); accepted: launch, background,"))
        #expect(error.description.hasPrefix("test.yaml:6:5: unknown step"))
    }

    @Test func unknownStepKeyInAMapping() throws {
        let error = try #require(parseError(header + "  - launch\n  - tapp: Allow Once\n"))
        #expect(error.position.line == 6 && error.position.column == 5)
        #expect(error.message.contains("unknown step “tapp” (did you mean “tap”?)"))
    }

    @Test func aCallWrittenAsAStepSaysHowToWriteIt() throws {
        let error = try #require(parseError(header + "  - requestWhenInUseAuthorization\n"))
        #expect(error.position.line == 5 && error.position.column == 5)
        #expect(error.message == "“requestWhenInUseAuthorization” is an app call: write call: requestWhenInUseAuthorization")
    }

    @Test("app: { language: } is checked as a language tag, as device: { language: } and --language are (audit 14 H14-10)")
    func appLanguageIsALanguageTag() throws {
        for bad in ["\"../../etc\"", "\"de\\e[31m\"", "\"12\""] {
            let yaml = "name: Test\ndevice: { platform: ios, os: \"17.4\" }\napp: { path: /nonexistent/Info.plist, language: \(bad) }\nsteps:\n  - launch\n"
            let error = try #require(parseError(yaml), "\(bad) was accepted")
            #expect(error.position == SourcePosition(file: "test.yaml", line: 3, column: 49), "\(bad)")
            #expect(error.message.hasSuffix("is not a language tag; write one such as de, fr-FR, pt-BR or zh-Hans"), "\(error.message)")
        }
    }

    @Test("answer: names a button by what it does; a label written there is pointed to tap:")
    func answerTakesAnAnswerName() throws {
        let scenario = try ScenarioParser.parse(header + "  - launch\n  - answer: allowWhileUsingApp\n", file: "test.yaml", baseDirectory: ".")
        #expect(scenario.steps.last?.action == .tap(.answer(.allowWhileUsingApp)))
        #expect(scenario.steps.last?.action.text == "answer: allowWhileUsingApp")

        let label = try #require(parseError(header + "  - launch\n  - answer: Allow Once\n"))
        #expect(label.position == SourcePosition(file: "test.yaml", line: 6, column: 13))
        #expect(label.message == "answer: names a button by what it does, in one word (answer: allowOnce); "
            + "to tap a button by its label write tap: Allow Once")

        let misspelt = try #require(parseError(header + "  - launch\n  - answer: alowOnce\n"))
        #expect(misspelt.message.hasPrefix("unknown answer “alowOnce” (did you mean “allowOnce”?); accepted: allow, dontAllow, allowOnce,"))

        let otherLabel = try #require(parseError(header + "  - launch\n  - answer: Autoriser une fois\n"))
        #expect(otherLabel.message.hasPrefix("answer: names a button by what it does (accepted: allow, dontAllow,"))
        #expect(otherLabel.message.hasSuffix("to tap a button by its label write tap: Autoriser une fois"))
    }

    @Test("An error: code locprompt never reports through didFailWithError is an error at the code, as a callbacks: text is (audit 22a friction)")
    func unreportedErrorCodeIsAnError() throws {
        let unknown = try #require(parseError(header + "  - launch\n  - expect: { error: kCLErrorLocationUnknown }\n"))
        #expect(unknown.position == SourcePosition(file: "test.yaml", line: 6, column: 22))
        #expect(unknown.message.hasPrefix("locprompt never reports “kCLErrorLocationUnknown” through locationManager(_:didFailWithError:), so this check could never pass"))
        #expect(unknown.message.contains("it reports kCLErrorDenied there"))
        // A region's error is a callback, not a didFailWithError: refused here too, with the way to check it.
        let region = try #require(parseError(header + "  - launch\n  - expect: { error: kCLErrorRegionMonitoringDenied }\n"))
        #expect(region.message.hasSuffix("A region's error or a completion's is checked with callbacks:"))
        // The code it reports, true and false still parse.
        for value in ["kCLErrorDenied", "true", "false"] {
            #expect(parseError(header + "  - launch\n  - expect: { error: \(value) }\n") == nil, "\(value)")
        }
    }

    @Test("A callbacks: text locprompt never sends is an error at its item, with the closest text (audit 17 friction 2)")
    func unknownCallbackTextIsAnError() throws {
        let paused = try #require(parseError(header + "  - launch\n  - expect:\n      callbacks: [locationManagerDidPauseLocationUpdates]\n"))
        #expect(paused.position == SourcePosition(file: "test.yaml", line: 7, column: 19))
        #expect(paused.message.hasPrefix("locprompt never sends the callback “locationManagerDidPauseLocationUpdates”, so this check could never pass"))

        let typo = try #require(parseError(header + "  - launch\n  - expect: { callbacks: { include: [\"locationManagerDidChangeAuthorization(notDetermind)\"] } }\n"))
        #expect(typo.message.contains("(did you mean “locationManagerDidChangeAuthorization(notDetermined)”?)"))

        let code = try #require(parseError(header + "  - launch\n  - expect:\n      callbacks:\n        - manager 1: locationManager(_:didVisit:)\n"
            + "        - locationManager(_:didFailWithError: kCLErrorLocationUnknown)\n"))
        #expect(code.position.line == 9, "the second item is the unknown one")

        // What the engine sends, in every spelling the format accepts, still parses.
        let accepted = header + """
              - launch
              - expect:
                  callbacks:
                    - "manager 2: locationManager(_:didChangeAuthorization: authorized)"
                    - locationManager(_:didUpdateLocations: reduced accuracy)
                    - didFailWithError
                    - monitoringDidFailFor
                    - requestTemporaryFullAccuracyAuthorization completion(error)
                    - locationManager(_:didFailWithError: kCLErrorDenied)
            """
        #expect(parseError(accepted) == nil)
    }

    @Test func badDurationPointsAtTheValue() throws {
        let error = try #require(parseError(header + "  - launch\n  - advance: 5 minutes\n"))
        #expect(error.description == "test.yaml:6:14: “5 minutes” is not a duration; write a number and a unit: 500ms, 10s, 5m, 2h, 3d, or a sum from the largest unit down: 1h30m, 2m30s")
    }

    @Test func aDurationPastAYearSaysItIsTooLongNotThatItIsNoDuration() throws {
        // 8785h is one hour past 366 days; thirteen digits are past a year in every unit.
        for text in ["100000h", "8785h", "1234567890123s"] {
            let error = try #require(parseError(header + "  - launch\n  - advance: \(text)\n"))
            #expect(error.description == "test.yaml:6:14: “\(text)” is longer than a year (366 days), the most one duration may be; "
                + "advance in several steps if you need more")
        }
        // Exactly a year is accepted; a number in another form is still not a duration.
        #expect(VirtualDuration(parsing: "8784h") == VirtualDuration.longestParsed)
        #expect(VirtualDuration.parse("1e300s") == .failure(.notADuration))
    }

    @Test func durationWithoutUnitIsRejected() throws {
        let error = try #require(parseError(header + "  - advance: 10\n"))
        #expect(error.position.line == 5 && error.position.column == 14)
    }

    @Test func badAllowOnceGraceInDevice() throws {
        let yaml = """
            name: Test
            device: { os: "17.4", allowOnceGrace: soon }
            app: { name: A, plist: {} }
            steps: [launch]
            """
        let error = try #require(parseError(yaml))
        #expect(error.position.line == 2 && error.position.column == 39)
        #expect(error.message.contains("“soon” is not a duration"))
    }

    @Test func unknownStatusListsTheAcceptedOnes() throws {
        let error = try #require(parseError(header + "  - expect: { status: allowed }\n"))
        #expect(error.description == "test.yaml:5:23: unknown status “allowed”; accepted: notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse")
    }

    @Test func unknownExpectationField() throws {
        let error = try #require(parseError(header + "  - expect:\n      stauts: denied\n"))
        #expect(error.position.line == 6 && error.position.column == 7)
        #expect(error.message.hasPrefix("unknown key “stauts” in expect (did you mean “status”?); accepted: status, temporary,"))
    }

    @Test func unknownSettingsChoice() throws {
        let error = try #require(parseError(header + "  - settings: { app: Sometimes }\n"))
        #expect(error.position.line == 5 && error.position.column == 22)
        #expect(error.message == "unknown Settings choice “Sometimes”; accepted: Never, Ask Next Time, While Using the App, Always (While Using the App or Widgets is shown, not chosen)")
    }

    @Test func unknownEventAndIndicator() throws {
        let event = try #require(parseError(header + "  - event: earthquake\n"))
        #expect(event.position.line == 5 && event.position.column == 12)
        #expect(event.message.hasSuffix("accepted: locationUpdate, regionEntry, regionExit, significantChange, visit"))
        let indicator = try #require(parseError(header + "  - expect: { indicator: arrow }\n"))
        #expect(indicator.position.line == 5 && indicator.position.column == 26)
        #expect(indicator.message.hasSuffix("accepted: none, hollowArrow, solidArrow, bluePill"))
    }

    @Test func unknownCall() throws {
        let error = try #require(parseError(header + "  - call: requestLocations\n"))
        #expect(error.position.line == 5 && error.position.column == 11)
        #expect(error.message.hasPrefix("unknown call “requestLocations”"))
        #expect(error.message.contains("requestTemporaryFullAccuracyAuthorization: <purposeKey>"))
    }

    @Test func temporaryFullAccuracyNeedsAPurposeKey() throws {
        let error = try #require(parseError(header + "  - call: requestTemporaryFullAccuracyAuthorization\n"))
        #expect(error.position.line == 5 && error.position.column == 11)
        #expect(error.message.contains("needs a purpose key"))
    }

    @Test func wrongTypes() throws {
        let tap = try #require(parseError(header + "  - tap: [Allow Once]\n"))
        #expect(tap.description == "test.yaml:5:10: tap must be text, found a list")
        let device = try #require(parseError("name: X\ndevice: [ios]\napp: { name: A, plist: {} }\nsteps: [launch]\n"))
        #expect(device.description == "test.yaml:2:9: device must be a mapping (key: value), found a list")
        let steps = try #require(parseError("name: X\ndevice: { os: \"17\" }\napp: { name: A, plist: {} }\nsteps: launch\n"))
        #expect(steps.description == "test.yaml:4:8: steps must be a list, found “launch”")
        let flag = try #require(parseError(header + "  - expect: { temporary: maybe }\n"))
        #expect(flag.description == "test.yaml:5:26: temporary must be on or off (or true / false), found “maybe”")
        let count = try #require(parseError(header + "  - expect: { delivered: { visit: two } }\n"))
        #expect(count.position.line == 5 && count.position.column == 35)
        #expect(count.message.contains("must be a whole number"))
    }

    @Test func lifecycleStepTakesNoValue() throws {
        let error = try #require(parseError(header + "  - launch: now\n"))
        #expect(error.position.line == 5 && error.position.column == 13)
        #expect(error.message.hasPrefix("launch takes no value"))
    }

    @Test func aStepDoesOneThing() throws {
        let error = try #require(parseError(header + "  - { tap: Allow Once, call: startUpdatingLocation }\n"))
        #expect(error.position.line == 5 && error.position.column == 24)
        #expect(error.message == "a step does one thing: this one has both “tap” and “call”; split it into two steps")
    }

    @Test func unknownTopLevelKey() throws {
        let error = try #require(parseError("nmae: X\n"))
        #expect(error.description.hasPrefix("test.yaml:1:1: unknown key “nmae” in the scenario (did you mean “name”?); accepted: name, description, device, app, steps"))
    }

    @Test func missingRequiredKeys() throws {
        let app = try #require(parseError("name: X\ndevice: { os: \"17.4\" }\nsteps: [launch]\n"))
        #expect(app.position.line == 1 && app.position.column == 1)
        #expect(app.message.hasPrefix("missing “app”"))
        let os = try #require(parseError("name: X\ndevice: { platform: ios }\napp: { name: A, plist: {} }\nsteps: [launch]\n"))
        #expect(os.position.line == 2 && os.position.column == 9)
        #expect(os.message.hasPrefix("missing “os” in device"))
    }

    @Test func unknownOSVersionAndPlatform() throws {
        let version = try #require(parseError("name: X\ndevice: { os: \"19.2\" }\napp: { name: A, plist: {} }\nsteps: [launch]\n"))
        #expect(version.position.line == 2 && version.position.column == 15)
        #expect(version.message.contains("is not a version locprompt knows"))
        let platform = try #require(parseError("name: X\ndevice: { platform: android, os: \"14\" }\napp: { name: A, plist: {} }\nsteps: [launch]\n"))
        #expect(platform.position.line == 2 && platform.position.column == 21)
        #expect(platform.message.hasPrefix("unknown platform “android”"))
    }

    @Test func inlineAppNeedsAName() throws {
        let error = try #require(parseError("name: X\ndevice: { os: \"17.4\" }\napp:\n  plist: { NSLocationWhenInUseUsageDescription: x }\nsteps: [launch]\n"))
        #expect(error.position.line == 4 && error.position.column == 3)
        #expect(error.message.hasPrefix("an inline app needs “name”"))
    }

    @Test func missingAppFilePointsAtThePath() throws {
        let error = try #require(parseError("name: X\ndevice: { os: \"17.4\" }\napp: no-such-app-\(UUID().uuidString).plist\nsteps: [launch]\n"))
        #expect(error.position.line == 3 && error.position.column == 6)
        #expect(error.message.hasPrefix("cannot load the app: "))
        #expect(error.message.hasSuffix("no such file or folder"))
    }

    @Test func yamlSyntaxErrorHasLineAndColumn() throws {
        let unclosed = try #require(parseError(header + "  - launch\n  - expect: { status: denied\n"))
        #expect(unclosed.position.file == "test.yaml")
        #expect(unclosed.position.line == 7 && unclosed.position.column == 1)
        #expect(unclosed.message.hasPrefix("YAML syntax error: "))
        let colon = try #require(parseError(header + "  - background\n    say: hello\n"))
        #expect(colon.position.line == 6 && colon.position.column == 8)
        #expect(colon.message.hasPrefix("YAML syntax error: mapping values are not allowed"))
    }

    /// libyaml's words for an indentation slip say nothing of indentation: the message adds what to check, and
    /// keeps the line and column (session-13 docs audit F9).
    @Test func indentationSlipsSaySo() throws {
        let hint = "; check this line's indentation against the lines above"
        // A key one column left of its mapping's keys (the audit's m-indent.yaml).
        let key = try #require(parseError(header + "  - expect:\n     status: notDetermined\n      callbacks: []\n"))
        #expect(key.position.line == 7 && key.position.column == 16)
        #expect(key.message == "YAML syntax error: mapping values are not allowed in this context" + hint)
        // A key under a list item one column off the list's dash.
        let dash = try #require(parseError(header + "  - launch\n - launch\n"))
        #expect(dash.message.hasSuffix(hint), "\(dash.message)")
        // The old colon case: a key under a plain step word. The message says to write the word with a colon
        // (`- suspend` + `rejected: true`, session-16 lifecycle audit format friction).
        let colon = try #require(parseError(header + "  - background\n    say: hello\n"))
        #expect(colon.message.hasSuffix("; a step word with keys under it is written with a colon: `- background:` (then `rejected:`, `say:` on the lines below)"),
                "\(colon.message)")
        let refused = try #require(parseError(header + "  - launch\n  - suspend\n    rejected: true\n"))
        #expect(refused.message.contains("`- suspend:`"), "\(refused.message)")
        // Not indentation: a value holding ": " needs quotes; a tab in the indentation is named.
        let quoted = try #require(parseError(header + "  - background:\n    say: Tap: Allow\n"))
        #expect(quoted.message.hasSuffix("; a value that holds “: ” needs quotes"), "\(quoted.message)")
        let tab = try #require(parseError(header + "  - expect:\n\tstatus: denied\n"))
        #expect(tab.message.hasSuffix("; indent with spaces, not tabs"), "\(tab.message)")
        // Other syntax errors are unchanged.
        let unclosed = try #require(parseError(header + "  - launch\n  - expect: { status: denied\n"))
        #expect(!unclosed.message.contains("indentation"))
    }

    @Test func duplicateKeys() throws {
        let error = try #require(parseError(header + "  - expect: { status: denied, status: restricted }\n"))
        // The later key is the mistake: it is where the error points, naming the first (session 21's UX pass).
        #expect(error.position == SourcePosition(file: "test.yaml", line: 5, column: 31))
        #expect(error.message == "duplicate key “status” in the same mapping (first at line 5, column 15)")
        let block = try #require(parseError("""
            name: t
            device:
              platform: ios
              # the version
              os: "17.4"
              os: "18.0"
            app: { name: A, plist: { NSLocationWhenInUseUsageDescription: x } }
            steps:
              - launch

            """))
        #expect(block.position == SourcePosition(file: "test.yaml", line: 6, column: 3))
        #expect(block.message == "duplicate key “os” in the same mapping (first at line 5, column 3)")
        // A nested key of the same name is another mapping's: the later top-level one is found.
        let nested = try #require(parseError("""
            name: t
            device: { platform: ios, os: "17.4" }
            app:
              name: A
              plist: { name: x }
            name: u
            steps: []

            """))
        #expect(nested.position == SourcePosition(file: "test.yaml", line: 6, column: 1))
    }

    /// An inline Info.plist's keys are text: `1` and `"1"` (or `true` and `"true"`) are the same key, which YAML's
    /// typing would have kept apart and the plist would then have held once, silently.
    @Test func keysThatDifferOnlyInYAMLTypeAreDuplicates() throws {
        for (plain, quoted) in [("1", "\"1\""), ("true", "\"true\""), ("~", "\"~\"")] {
            let text = """
                name: t
                device: { platform: ios, os: "17.4" }
                app: { name: A, plist: { NSLocationWhenInUseUsageDescription: x, \(plain): a, \(quoted): b } }
                steps:
                  - launch

                """
            let error = try #require(parseError(text), "\(plain) and \(quoted)")
            #expect(error.position.line == 3)
            #expect(error.message.hasPrefix("duplicate key"))
        }
    }

    @Test func emptyAndNonUTF8Input() throws {
        let empty = try #require(parseError(""))
        #expect(empty.description == "test.yaml:1:1: the scenario is empty; it needs name, device, app and steps")
        do {
            _ = try ScenarioParser.parse(data: Data([0x6E, 0x61, 0xFF, 0xFE]), file: "bin.yaml", baseDirectory: ".")
            Issue.record("non-UTF-8 data parsed")
        } catch {
            // With the place of the first bad byte (audit 24f M1; it named the file alone).
            #expect(error.description == "bin.yaml:1:3: cannot read the scenario: it is not UTF-8 text (byte 0xFF is not UTF-8)")
        }
    }

    @Test func unreadableFiles() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/scenario.yaml"
        do {
            _ = try ScenarioParser.load(path: missing)
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.description == "\(missing): cannot read the scenario: no such file")
            // A file-level error names no line or column (session-13 docs audit F18).
            #expect(error.isFileLevel)
        }
        let folder = scratch.subfolder().path
        do {
            _ = try ScenarioParser.load(path: folder)
            Issue.record("a folder loaded")
        } catch {
            #expect(error.description == "\(folder): cannot read the scenario: it is a folder, not a file; pass a file")
        }
        let run = ScenarioRunner.run(path: missing)
        #expect(run.outcome.exitCode == 2)
    }

    @Test func emptyStepListAndEmptyExpect() throws {
        let steps = try #require(parseError("name: X\ndevice: { os: \"17.4\" }\napp: { name: A, plist: {} }\nsteps: []\n"))
        #expect(steps.description == "test.yaml:4:8: steps must list at least one step")
        let expect = try #require(parseError(header + "  - expect: {}\n"))
        #expect(expect.position.line == 5 && expect.position.column == 13)
    }

    @Test func alertExpectationShapes() throws {
        let scalar = try #require(parseError(header + "  - expect: { alert: some }\n"))
        #expect(scalar.message.hasPrefix("alert: is none, or a mapping with kind, title, message, buttons"))
        let key = try #require(parseError(header + "  - expect: { alert: { titel: x } }\n"))
        #expect(key.position.line == 5 && key.position.column == 24)
        #expect(key.message.contains("(did you mean “title”?)"))
    }

    @Test func rejectedWithoutAnAction() throws {
        let error = try #require(parseError(header + "  - say: hello\n    rejected: true\n"))
        #expect(error.position.line == 6 && error.position.column == 5)
    }
}

/// Audit 19 friction (headers): `precise:` on an alert with no switch names the Settings form where Settings has it.
@Suite("precise: on an alert without the switch")
struct PreciseWithoutSwitchTests {
    func message(_ device: String, _ answerSteps: String = "") -> String {
        let yaml = """
            name: Test
            device: \(device)
            app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Map." } }
            steps:
              - launch
              - call: requestWhenInUseAuthorization
              - precise: off

            """
        guard case .invalid(let error) = run(yaml).outcome else { return "" }
        return error.message
    }

    @Test("tvOS 17 has Precise Location in Settings but not on its alert: the message says settings: { precise: }")
    func tvOSNamesSettings() {
        let text = message("{ platform: tvos, os: \"17.0\" }")
        #expect(text.contains("has no Precise switch"))
        #expect(text.contains("settings: { precise: on | off }"))
    }

    @Test("iOS 12 has no Precise Location at all: the message does not send the writer to Settings")
    func iOS12SaysNothingOfSettings() {
        let text = message("{ platform: ios, os: \"12.4\" }")
        #expect(text.contains("has no Precise switch"))
        #expect(!text.contains("settings:"))
        #expect(text.contains("add `rejected: true`"), "the error says how to write the refusal")
    }

    /// Audit 22g friction: `precise:` on an alert with no switch was an invalid scenario even with `rejected:`, while
    /// the same step on an alert that withholds the switch (NSLocationDefaultAccuracyReduced) was a refusal; the
    /// format's table lists both as refused. Both are refusals now, citing why.
    func outcome(_ device: String, _ steps: String) -> ScenarioOutcome {
        run("""
            name: Test
            device: \(device)
            app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Map.", NSLocationAlwaysAndWhenInUseUsageDescription: "Trips." } }
            steps:
              - launch
            \(steps)
            """).outcome
    }

    @Test("iOS 13 and 12: `precise:` with `rejected:` passes, names the reason and cites no-such-alert",
          arguments: ["13.4", "12.4"])
    func refusedBeforeiOS14(os: String) {
        let steps = """
              - call: requestWhenInUseAuthorization
              - precise: off
                rejected: "Precise Location arrived with iOS 14"
              - expect: { rules: [no-such-alert], alert: { precise: none } }

            """
        #expect(outcome("{ platform: ios, os: \"\(os)\" }", steps) == .passed)
    }

    @Test("iOS 14: the upgrade alert has no switch, so `precise:` there is refused naming the alert")
    func refusedOnTheUpgradeAlert() {
        let steps = """
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
              - call: requestAlwaysAuthorization
              - precise: on
                rejected: "no Precise switch on the upgrade alert: only the first location alert has one"

            """
        #expect(outcome("{ platform: ios, os: \"14.0\" }", steps) == .passed)
    }

    @Test("`alert: { precise: }` reads the switch: on, off after the step, none on the upgrade alert")
    func preciseExpectation() {
        let steps = """
              - call: requestWhenInUseAuthorization
              - expect: { alert: { precise: on } }
              - precise: off
              - expect: { alert: { precise: off } }
              - tap: Allow While Using App
              - call: requestAlwaysAuthorization
              - expect: { alert: { precise: none } }

            """
        #expect(outcome("{ platform: ios, os: \"17.4\" }", steps) == .passed)
        let wrong = """
              - call: requestWhenInUseAuthorization
              - expect: { alert: { precise: none } }

            """
        guard case .failed(let results) = outcome("{ platform: ios, os: \"17.4\" }", wrong) else {
            Issue.record("a first prompt on iOS 17.4 has the switch: `precise: none` must fail"); return
        }
        #expect(results.contains { $0.field == "alert.precise" && $0.actual == "on" })
    }

    @Test("`alert: { precise: none }` on a withheld switch says why; an unknown value is a parse error")
    func preciseExpectationWithheldAndMisspelt() throws {
        let reduced = """
            name: Test
            device: { platform: ios, os: "17.4" }
            app: { name: Loupe, plist: { NSLocationWhenInUseUsageDescription: "Map.", NSLocationDefaultAccuracyReduced: true } }
            steps:
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { precise: on } }

            """
        guard case .failed(let results) = run(reduced).outcome else { Issue.record("expected a failed check"); return }
        #expect(results.contains { $0.field == "alert.precise" && $0.actual.contains("NSLocationDefaultAccuracyReduced") })
        let misspelt = try #require(parseError(header + "  - expect: { alert: { precise: yes } }\n"))
        #expect(misspelt.message.contains("unknown alert Precise switch position “yes”; accepted: on, off, none"))
        #expect(misspelt.position.column == 33)
    }
}

/// `locprompt run … --junit FILE.xml`: JUnit XML in the common Jenkins / Maven Surefire shape, for CI.
///
/// - One `<testsuite>` per scenario file (`name` and `file` = the file as given), with `<properties>`
///   (scenario, device, app, result, virtual duration) and the text transcript in `<system-out>`.
/// - One `<testcase>` per step that checks something (every `expect:`, and every step with `rejected:`),
///   `classname` = `locprompt.` and the scenario's name with its dots as `_` (CI tools split a classname at
///   its last dot into package and class: a file name such as `a.yaml` would show as class `yaml`), `name`
///   = the step as written and its line, e.g. `expect: status, temporary (line 19)`. A failed check gives one
///   `<failure>` on its step: `message` starts with the step's `file:line:` and lists the failed fields with
///   expected vs actual; the body lists every check of the step (✓ / ✗) with `file:line:column`.
/// - junit-10.xsd (Jenkins xunit, the schema pytest's xunit2 output follows) has no `file` or `line`
///   attribute on `<testcase>`, so the file is on `<testsuite file=…>` and each failing step's line is in its
///   testcase name and its failure message; the tests validate the output against that schema.
/// - An invalid scenario (exit code 2) is a testcase with `<error>` carrying its `file:line:column: message`:
///   the step that could not be played, or `load scenario (line N)` when the file could not be read or
///   parsed. Check steps after it were never played: they are testcases with `<skipped>`.
/// - `time="0"` everywhere and no `timestamp`: the report is reproducible byte for byte. The virtual time the
///   scenario covered is the `virtualDuration` property (it is not how long the run took).
///
/// Text from scenarios, apps and file names is neutralized (`SafeText`) and XML-escaped; characters XML 1.0
/// forbids never reach the output. Attributes hold no raw line break, tab or control character (XML would read
/// them as spaces): they are shown as ␊, ␍, …. In element text the report's own line breaks stay (one line per
/// check in a failure, one per event in `<system-out>`); one inside a scenario's text is shown as ␊ there too.
public enum JUnitReport {
    /// One `<testcase>`.
    struct Case {
        enum Verdict {
            case passed
            /// `message`, then the body text.
            case failure(String, String)
            case error(String)
            case skipped(String)
        }

        let name: String
        let verdict: Verdict
    }

    /// `locprompt.` + the scenario's name (or, for a file that did not load, its base name) with every `.`
    /// as `_`, so the one dot left is the one a CI tool splits on.
    static func classname(_ run: ScenarioRun) -> String {
        run.scenario.map { classname(name: $0.name) } ?? classname(file: run.file)
    }

    static func classname(file: String) -> String {
        classname(name: file.split(separator: "/").last.map(String.init) ?? file)
    }

    private static func classname(name base: String) -> String {
        let name = SafeText.neutralize(base).replacingOccurrences(of: ".", with: "_")
        return "locprompt." + (name.isEmpty ? "scenario" : name)
    }

    /// The whole document; ends with a newline. After an interrupted run each file that did not run is a
    /// testsuite of one `<skipped>` testcase, so CI shows the run as incomplete rather than as all passed.
    public static func render(_ runs: [ScenarioRun], interruption: ReportAbout.Interruption? = nil) -> String {
        let suites = runs.map { ($0, cases($0)) }
        let notRun = (interruption?.notRun ?? []).map { file in
            (file, [Case(name: "not run", verdict: .skipped("not run: the run was " + (interruption?.summary ?? "interrupted")))])
        }
        let all = suites.flatMap(\.1) + notRun.flatMap(\.1)
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        // junit-10.xsd (Jenkins xunit) allows no `skipped` on <testsuites>, only on <testsuite> (issue 16).
        lines.append("<testsuites name=\"locprompt\"" + counts(all, skipped: false) + " time=\"0\">")
        for (run, cases) in suites { lines += suite(run, cases) }
        for (file, cases) in notRun { lines += suite(file: file, classname: classname(file: file), properties: [("result", "not run")], cases) }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` tests="…" failures="…" errors="…" skipped="…"` (`skipped` left out for <testsuites>).
    static func counts(_ cases: [Case], skipped withSkipped: Bool = true) -> String {
        var failures = 0, errors = 0, skipped = 0
        for item in cases {
            switch item.verdict {
            case .passed: break
            case .failure: failures += 1
            case .error: errors += 1
            case .skipped: skipped += 1
            }
        }
        return " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\"" + (withSkipped ? " skipped=\"\(skipped)\"" : "")
    }

    /// The testcases of one run, in step order.
    static func cases(_ run: ScenarioRun) -> [Case] {
        guard let scenario = run.scenario else {
            guard case .invalid(let error) = run.outcome else { return [] }
            return [Case(name: error.isFileLevel ? "load scenario" : "load scenario (line \(error.position.line))", verdict: .error(error.description))]
        }
        var cases: [Case] = []
        for record in run.records where ReportText.isCheck(record.step) {
            let failures = record.failures
            let verdict: Case.Verdict
            if failures.isEmpty {
                verdict = .passed
            } else {
                let message = "\(run.file):\(record.step.position.line): "
                    + failures.map { "\($0.field): expected \($0.expected), got \($0.actual)" }.joined(separator: "; ")
                // One line per check: a line break inside a value (an expected alert text, a title) is shown as
                // ␊ by `SafeText`, so scenario text cannot add a line of its own (a fake “✓ …: passed”).
                let body = record.results.map { result in
                    SafeText.neutralize(result.passed ? "✓ \(result.position): \(result.field): \(result.expected)" : "✗ " + result.failureMessage)
                }.joined(separator: "\n")
                verdict = .failure(message, body)
            }
            cases.append(Case(name: name(record.step), verdict: verdict))
        }
        if case .invalid(let error) = run.outcome {
            let index = run.records.count
            if index < scenario.steps.count {
                cases.append(Case(name: name(scenario.steps[index]), verdict: .error(error.description)))
                let line = scenario.steps[index].position.line
                for step in scenario.steps.dropFirst(index + 1) where ReportText.isCheck(step) {
                    cases.append(Case(name: name(step), verdict: .skipped("not run: the scenario stopped at line \(line)")))
                }
            } else {
                cases.append(Case(name: "scenario", verdict: .error(error.description)))
            }
        }
        return cases
    }

    /// `expect: status, temporary (line 19)`.
    static func name(_ step: ScenarioStep) -> String {
        "\(step.text) (line \(step.position.line))"
    }

    static func suite(_ run: ScenarioRun, _ cases: [Case]) -> [String] {
        var properties: [(String, String)] = []
        if let scenario = run.scenario {
            properties += [
                ("scenario", scenario.name),
                ("device", ReportText.device(scenario.device)),
                ("app", ReportText.app(scenario.app) + " (" + ReportText.appSource(scenario.app) + ")"),
            ]
        }
        properties += [("result", run.outcome.label), ("virtualDuration", ReportText.virtualDuration(run).description)]
        return suite(file: run.file, classname: classname(run), properties: properties, cases, systemOut: Transcript.text(run))
    }

    /// One `<testsuite>`: the file, its properties after `file`, its testcases and the transcript, if any.
    static func suite(file path: String, classname: String, properties more: [(String, String)], _ cases: [Case],
                      systemOut: String? = nil) -> [String] {
        let file = ReportText.xml(path, attribute: true)
        let classname = ReportText.xml(classname, attribute: true)
        var lines = ["  <testsuite name=\"\(file)\"" + counts(cases) + " time=\"0\" file=\"\(file)\">"]
        let properties = [("file", path)] + more
        lines.append("    <properties>")
        for (name, value) in properties {
            lines.append("      <property name=\"\(name)\" value=\"\(ReportText.xml(value, attribute: true))\"/>")
        }
        lines.append("    </properties>")
        for item in cases {
            let open = "    <testcase classname=\"\(classname)\" name=\"\(ReportText.xml(item.name, attribute: true))\" time=\"0\""
            switch item.verdict {
            case .passed:
                lines.append(open + "/>")
            case .failure(let message, let body):
                lines.append(open + ">")
                lines.append("      <failure message=\"\(ReportText.xml(message, attribute: true))\" type=\"expectation failed\">"
                             + ReportText.xml(body) + "</failure>")
                lines.append("    </testcase>")
            case .error(let message):
                lines.append(open + ">")
                lines.append("      <error message=\"\(ReportText.xml(message, attribute: true))\" type=\"invalid scenario\">"
                             + ReportText.xml(SafeText.neutralize(message)) + "</error>")
                lines.append("    </testcase>")
            case .skipped(let message):
                lines.append(open + ">")
                lines.append("      <skipped message=\"\(ReportText.xml(message, attribute: true))\"/>")
                lines.append("    </testcase>")
            }
        }
        if let systemOut { lines.append("    <system-out>" + ReportText.xml(systemOut) + "</system-out>") }
        lines.append("  </testsuite>")
        return lines
    }
}

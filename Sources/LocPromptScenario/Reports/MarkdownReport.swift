/// `locprompt run … --report FILE.md`: a Markdown QA report of one or more scenario runs. A title, the date,
/// the tool's version and the apps (name and version), a summary table (scenario, file, device, app, result),
/// then one section per scenario file: device, app,
/// description, each step with its narration, the alert it presented (drawn by `AlertTextRenderer` in a
/// fenced block), its effects with the rule and reference row behind each, and its checks (✅ / ❌, expected
/// vs actual). The last line is the verdict `N passed, M failed`, as `locprompt run` prints it.
///
/// `summary(_:about:)` is the one-screen form (`run --summary`): one line per scenario and the totals, every
/// line at most 80 columns, 24 lines for 20 scenarios.
///
/// Deterministic: the date is given (`ReportAbout`; `locprompt run` uses `SOURCE_DATE_EPOCH` when set), no
/// other wall-clock time, so the same runs and date give the same bytes. Safe: every piece of
/// scenario, app or file text is neutralized (`SafeText`) and escaped (`ReportText.markdown`), so a purpose
/// string with `|`, backticks or `<script>` cannot break a table, open a code block or inject HTML.
public enum MarkdownReport {
    public static let title = "locprompt scenario report"

    /// The whole report; ends with a newline.
    public static func render(_ runs: [ScenarioRun], about: ReportAbout) -> String {
        var lines = ["# \(title)", ""]
        lines += aboutLines(runs, about: about)
        lines.append("")
        lines += summaryTable(runs, notRun: about.interruption?.notRun ?? [])
        let results = runs.flatMap(ReportText.results)
        let failedChecks = results.filter { !$0.passed }.count
        lines.append("")
        lines.append("Checks: \(results.count - failedChecks) passed, \(failedChecks) failed.")
        for (number, run) in zip(1..., runs) {
            lines.append("")
            lines += section(run, number: number)
        }
        lines += citations(runs)
        lines += ["", "---", "", ScenarioRunner.summary(runs)]
        if let interruption = about.interruption { lines[lines.count - 1] += " (" + interruption.summary + ")" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `- **Date:** 2023-11-14T22:13:20Z`, the tool and its version, and each app (name and version) once.
    static func aboutLines(_ runs: [ScenarioRun], about: ReportAbout) -> [String] {
        var apps: [String] = []
        for app in runs.compactMap({ $0.scenario.map { ReportText.app($0.app) } }) where !apps.contains(app) { apps.append(app) }
        var lines = ["- **Date:** \(about.isoDate)", "- **Tool:** locprompt " + ReportText.markdown(about.toolVersion)]
        if !apps.isEmpty { lines.append("- **App\(apps.count == 1 ? "" : "s"):** " + apps.map(ReportText.markdown).joined(separator: ", ")) }
        if let interruption = about.interruption {
            // The table below has a ⏹ row for every file not run: name a few here, not hundreds on one line
            // (audit 26c: 271 paths, 18 kB in one Markdown line).
            let named = interruption.notRun.prefix(Self.interruptedFilesNamed).map { ReportText.markdown($0) }
            let more = interruption.notRun.count - named.count
            let files = named.joined(separator: ", ") + (more > 0 ? " and \(more) more (the ⏹ rows below)" : "")
            lines.append("- **Interrupted:** by \(interruption.signalName) after \(runs.count) of \(runs.count + interruption.notRun.count) "
                         + "scenarios; not run: " + files)
        }
        return lines
    }

    /// How many of the files an interrupted run did not play the Interrupted line names.
    static let interruptedFilesNamed = 5

    /// The one-screen report: a title, the date and tool, one line per scenario (its result, name, and file,
    /// with the line of the first failure), a blank line and the totals. Every line fits 80 columns (a long
    /// name is cut with `…`), so 20 scenarios fill 24 rows.
    /// `plain`: for a terminal (`run --summary` on standard output): the same lines, untrusted text neutralised
    /// (`SafeText`) but not escaped for Markdown, so `allow_once.yaml` reads as it is named, not `allow\_once.yaml`.
    public static func summary(_ runs: [ScenarioRun], about: ReportAbout, plain: Bool = false) -> String {
        let columns = 80
        let escape: (String) -> String = plain ? { ReportText.clean($0) } : { ReportText.markdown($0) }
        var lines = ["# locprompt scenario summary",
                     "\(about.isoDate) · locprompt " + escape(about.toolVersion) + " · \(runs.count) scenario\(runs.count == 1 ? "" : "s")"]
        for run in runs {
            let mark: String
            var place = ReportText.clean(run.file)
            switch run.outcome {
            case .passed: mark = "✅"
            case .failed(let failures):
                mark = "❌"
                if let line = failures.first?.position.line { place += ":\(line)" }
            case .invalid(let error):
                mark = "⚠️"
                place += ":\(error.position.line)"
            }
            let head = "- \(mark) "
            let tail = " · " + place
            let room = columns - DisplayWidth.of(head) - DisplayWidth.of(tail)
            // Cut the name (before escaping, so no escape is cut in half) until its escaped form fits.
            let name = ReportText.clean(run.scenario?.name ?? "invalid scenario")
            var shown = escape(name)
            var keep = min(DisplayWidth.of(name), room)
            while DisplayWidth.of(shown) > room && keep > 1 {
                keep -= 1
                shown = escape(DisplayWidth.prefix(name, columns: keep) + "…")
            }
            var line = head + shown + escape(tail)
            // Escaping can lengthen a hostile name or path: cut again so the screen still holds.
            if DisplayWidth.of(line) > columns { line = DisplayWidth.prefix(line, columns: columns - 1) + "…" }
            lines.append(line)
        }
        if let interruption = about.interruption {
            lines.append(DisplayWidth.prefix("- ⏹ " + interruption.summary, columns: columns))
        }
        lines += ["", ScenarioRunner.summary(runs)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `| # | Scenario | File | Device | App | Result |`, one row per run, then one per file an interrupted run
    /// did not reach (`⏹ not run`).
    static func summaryTable(_ runs: [ScenarioRun], notRun: [String] = []) -> [String] {
        var lines = ["| # | Scenario | File | Device | App | Result |", "|---|---|---|---|---|---|"]
        for (number, run) in zip(1..., runs) {
            let cells = [
                "\(number)",
                run.scenario.map { ReportText.markdown($0.name) } ?? "—",
                ReportText.markdown(run.file),
                run.scenario.map { ReportText.markdown(ReportText.shortDevice($0.device)) } ?? "—",
                run.scenario.map { ReportText.markdown(ReportText.app($0.app)) } ?? "—",
                resultLabel(run.outcome),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        for (number, file) in zip((runs.count + 1)..., notRun) {
            lines.append("| \(number) | — | " + ReportText.markdown(file) + " | — | — | ⏹ not run (interrupted) |")
        }
        return lines
    }

    /// `✅ passed`, `❌ failed (2 failed checks)`, `⚠️ invalid`.
    static func resultLabel(_ outcome: ScenarioOutcome) -> String {
        switch outcome {
        case .passed: return "✅ passed"
        case .failed(let failures): return "❌ failed (\(failures.count) failed check\(failures.count == 1 ? "" : "s"))"
        case .invalid: return "⚠️ invalid"
        }
    }

    /// One scenario file: `## N. name`, its facts, its steps, and the error if it is invalid.
    static func section(_ run: ScenarioRun, number: Int) -> [String] {
        guard let scenario = run.scenario else {
            var lines = ["## \(number). Invalid scenario", ""]
            lines.append("- **File:** " + ReportText.markdown(run.file))
            lines.append("- **Result:** " + resultLabel(run.outcome))
            if case .invalid(let error) = run.outcome {
                lines += ["", "**Error:** " + ReportText.markdown(error.description)]
            }
            return lines
        }
        var lines = ["## \(number). " + ReportText.markdown(scenario.name), ""]
        if let summary = scenario.summary?.trimmingCharacters(in: .whitespacesAndNewlines), !summary.isEmpty {
            for line in summary.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = ReportText.markdownLine(String(line))
                lines.append(text.isEmpty ? ">" : "> " + text)
            }
            lines.append("")
        }
        let results = ReportText.results(run)
        let failed = results.filter { !$0.passed }.count
        lines.append("- **File:** " + ReportText.markdown(run.file))
        lines.append("- **Device:** " + ReportText.markdown(ReportText.device(scenario.device)))
        lines.append("- **App:** " + ReportText.markdown(ReportText.app(scenario.app))
                     + " (" + ReportText.markdown(ReportText.appSource(scenario.app)) + ")")
        for note in scenario.app.notes { lines.append("- **Note:** " + ReportText.markdown(note)) }
        lines.append("- **Result:** " + resultLabel(run.outcome)
                     + ", checks: \(results.count - failed) passed, \(failed) failed"
                     + ", virtual time: \(ReportText.virtualDuration(run))")
        lines += ["", "### Steps"]
        for record in run.records {
            lines.append("")
            lines += self.lines(for: record)
        }
        if case .invalid(let error) = run.outcome {
            let index = run.records.count
            lines.append("")
            if index < scenario.steps.count {
                let step = scenario.steps[index]
                lines += [heading(step, index: index), ""]
            }
            lines.append("⚠️ **Invalid:** " + ReportText.markdown(error.description))
            let notRun = scenario.steps.count - index - 1
            if notRun > 0 {
                lines += ["", "The scenario stops here: \(notRun) more step\(notRun == 1 ? " was" : "s were") not played."]
            }
        }
        return lines
    }

    /// `#### Step 3: tap: Allow Once (line 12)`.
    static func heading(_ step: ScenarioStep, index: Int) -> String {
        "#### Step \(index + 1): " + ReportText.markdown(step.text) + " (line \(step.position.line))"
    }

    /// One step: heading, narration, the alerts it presented, its effects and its checks.
    static func lines(for record: StepRecord) -> [String] {
        let step = record.step
        var lines = [heading(step, index: record.index)]
        if let say = step.say?.trimmingCharacters(in: .whitespacesAndNewlines), !say.isEmpty {
            lines.append("")
            for line in say.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = ReportText.markdownLine(String(line))
                lines.append(text.isEmpty ? ">" : "> " + text)
            }
        }
        for alert in record.presentedAlerts {
            lines += ["", "Alert shown:", ""]
            lines += ReportText.fencedBlock(AlertTextRenderer.render(alert, os: record.state.os))
        }
        if !record.effects.isEmpty {
            lines += ["", "Effects:", ""]
            lines += record.effects.map(effectLine)
        }
        if !record.results.isEmpty {
            lines += ["", "Checks:", ""]
            lines += record.results.map(resultLine)
        }
        return lines
    }

    /// `` - `t+0ms` alert: when-in-use · rule `one-time-prompt`, §3 One-time prompt (S3, S35) ``; an effect that
    /// applied an iOS rule on another platform adds `` · iOS rule applied `allow-once-expiry`, §3 … (S2, …) ``.
    static func effectLine(_ effect: Effect) -> String {
        "- " + ReportText.code(effect.at.description) + " " + ReportText.markdown(effect.kind.text)
            + " · rule " + citation(effect.rule)
            + (effect.appliedIOSRule.map { " · iOS rule applied " + citation($0) } ?? "")
    }

    /// `` `one-time-prompt`, §3 One-time prompt (S3, S35) `` (and `, emulator decision` when it is one).
    static func citation(_ rule: Rule) -> String {
        var text = ReportText.code(rule.id) + ", " + ReportText.markdown(rule.reference)
        if !rule.sources.isEmpty { text += " (" + ReportText.markdown(rule.sources.joined(separator: ", ")) + ")" }
        if !rule.documented { text += ", emulator decision" }
        return text
    }

    /// **Rules and sources**: each rule the effects cited or applied as iOS rules (id, summary) and each of their
    /// sources with its title and address, so a reader can check a step without the program.
    static func citations(_ runs: [ScenarioRun]) -> [String] {
        let effects = runs.flatMap { $0.records.flatMap(\.effects) }
        var rules: [Rule] = []
        for rule in effects.flatMap(\.rules) where !rules.contains(rule) { rules.append(rule) }
        guard !rules.isEmpty else { return [] }
        let applied = effects.contains { $0.appliedIOSRule != nil } ? ", and each iOS rule applied on another platform" : ""
        var lines = ["", "**Rules and sources.** Every rule the effects above cite\(applied) (`locprompt rules ID` prints one in full):", ""]
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            lines.append("- " + ReportText.code(rule.id) + ": " + ReportText.markdown(rule.summary)
                         + (rule.documented ? "" : " (emulator decision)"))
        }
        let ids = Set(rules.flatMap(\.sources))
        let sources = Bibliography.all.filter { ids.contains($0.id) }
        if !sources.isEmpty {
            lines.append("")
            for source in sources {
                lines.append("- **\(source.id)** " + ReportText.markdown(source.title) + " — " + ReportText.markdown(source.publisher)
                             + (source.url.isEmpty ? "" : ", " + source.url))
            }
        }
        return lines
    }

    /// `` - ✅ `status`: authorizedWhenInUse `` or `` - ❌ `status`: expected …, got … (line 20, column 9) ``.
    static func resultLine(_ result: ExpectationResult) -> String {
        let field = ReportText.code(result.field)
        if result.passed {
            var line = "- ✅ \(field): " + ReportText.markdown(result.expected)
            if result.actual != result.expected { line += "; got " + ReportText.markdown(result.actual) }
            return line
        }
        return "- ❌ \(field): expected " + ReportText.markdown(result.expected) + ", got " + ReportText.markdown(result.actual)
            + " (line \(result.position.line), column \(result.position.column))"
    }
}

import ArgumentParser
import Foundation
import LocPromptScenario
import LocPromptTerminal
import LocPromptFiles

/// `locprompt run FILE... [--format text|json] [--quiet] [--report FILE.md] [--junit FILE.xml]`: plays
/// scenarios headless and checks them; optionally writes a Markdown QA report and JUnit XML for CI.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs scenario files headless and checks their expectations.",
        discussion: """
            Examples:
              locprompt run Assets/Scenarios/allow-once-expiry.yaml
              locprompt run --quiet Assets/Scenarios/ --report qa.md --junit junit.xml
              locprompt run --summary qa-plan/scenarios/
              locprompt run flow.yaml --record flow.cast --storyboard flow.html
              cat my.yaml | locprompt run -

            Assets/Scenarios/ is the checkout's folder; installed, the bundled scenarios are in \
            PREFIX/share/locprompt/Assets/Scenarios/ (PREFIX ~/.local by default).
            Prints each step and the effects it caused. Several files: runs all and ends with `N passed, M failed` \
            (and `, K invalid` when some could not be played).
            Exit codes: 0 every expectation held; 1 an expectation failed; 2 a scenario is invalid \
            (unknown step, bad value, tap on a button that is not on screen, unreadable file).
            `-` reads a scenario from standard input (relative app paths then resolve against the current folder). \
            A folder runs the .yaml and .yml files directly in it, in name order: `locprompt run qa/`; a folder \
            with none counts as one invalid scenario, and the reports are still written.
            --report and --junit write one file covering every scenario, whatever the result. The report \
            is dated with SOURCE_DATE_EPOCH when set (then the same runs give the same bytes), else now; \
            JUnit carries no date. A path that cannot be written is an error (exit code 2).
            --summary prints one line per scenario and the totals (one screen for up to 20 scenarios) \
            instead of every step, and makes --report that same one-screen summary.
            --record writes every scenario, one after another, as an asciicast v2 recording drawn with the \
            emulator's screens (asciinema play FILE.cast); its timestamp is SOURCE_DATE_EPOCH when set \
            (reproducible), else now.
            --storyboard writes one self-contained HTML page (no scripts, no network, printable): one figure per \
            step that showed an alert or changed the status, with the alert drawn in the device's look, the \
            narration, the status and the callbacks (Documentation/Pictures.md).
            """
    )

    enum Format: String, OutputFormat {
        case text
        case json
        static let defaultFormat = Format.text
        static let help = "text: a readable transcript; json: one JSON object per step, then one per scenario result."
    }

    @Argument(help: "Scenario files (YAML), folders of them (their .yaml and .yml files, in name order), or - for standard input.",
              completion: CompletionHints.yaml)
    var files: [String] = []

    @OptionGroup var output: FormatOption<Format>

    @Flag(help: "Print only failures, errors, one verdict line per scenario (PASS, FAIL or INVALID) and the totals.")
    var quiet = false

    @Flag(help: "Under each effect, print the rule behind it, its summary and its sources with their addresses.")
    var explain = false

    @OptionGroup var outputs: OutputOptions

    var format: Format { output.format }

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scenario file (or - for standard input)") }
        guard files.filter({ $0 == "-" }).count <= 1 else { throw ValidationError("standard input (-) can be read only once") }
        if outputs.summary && format == .json { throw ValidationError("--summary prints text; it cannot be combined with --format json") }
    }

    func run() throws {
        // First, so that Ctrl-C between here and the first scenario is not lost either.
        RunInterruption.install()
        let (files, emptyFolders) = try ScenarioFolders.expand(self.files)
        try outputs.refuseInputs(files)
        // The report's date (and the recording's timestamp): SOURCE_DATE_EPOCH when set, else now; a bad value
        // stops here, before anything is written.
        var about = ReportAbout(date: 0, toolVersion: LocPromptVersion.current)
        if outputs.reportPath != nil || outputs.summary || outputs.recording.path != nil {
            do { about.date = try SourceDate.seconds() } catch { throw CommandFailure("\(error)") }
        }
        // Each report's path is checked before anything runs, without creating or truncating it (the file is still
        // written whole at the end, atomically): a missing folder, a folder that is not writable or a path that
        // is a folder stops the run at once with the message the write would give, rather than after every
        // scenario has played (audit 24h, QA friction 3).
        let reportPaths = [outputs.reportPath, outputs.junitPath, outputs.storyboardPath].compactMap { $0 }
        for path in reportPaths {
            do { try ReportFile.check(path) } catch { throw CommandFailure(error.description) }
        }
        // Written whole under a temporary name: a second signal or a kill while it is written leaves the old file.
        let cast = try outputs.recording.openRecorder(wholeFile: true)
        // A FIFO or device given for a report is opened now, as --record is: a FIFO nobody reads is an error
        // before the first scenario, not after the whole run (session-13 hostile-input audit).
        var openedReports: [String: Int32] = [:]
        for path in reportPaths {
            do {
                if let fd = try ReportFile.openIfStream(path) { openedReports[path] = fd }
            } catch {
                throw CommandFailure(error.description)
            }
        }
        var runs: [ScenarioRun] = []
        // Set once the "interrupted" line is printed.
        var announced = false
        for file in files {
            if let sig = RunInterruption.receivedSignal {
                printError("locprompt: interrupted (signal \(sig)) after \(runs.count) of \(files.count) scenarios; the outputs keep those")
                announced = true
                about.interruption = ReportAbout.Interruption(signal: sig, notRun: Array(files.dropFirst(runs.count)))
                break
            }
            let run: ScenarioRun
            if file == "-" {
                run = ScenarioRunner.runStandardInput()
            } else if emptyFolders.contains(file) {
                run = ScenarioRunner.invalid(file: file, ScenarioFolders.emptyMessage)
            } else {
                run = ScenarioRunner.run(path: file)
            }
            runs.append(run)
            if !outputs.summary { show(run) }
        }
        if outputs.summary {
            // Plain text on standard output (a terminal); the Markdown escaping is for the --report file.
            StandardStreams.writeOut(MarkdownReport.summary(runs, about: about, plain: true))
        } else if format == .json {
            printError(ScenarioRunner.summary(runs))
        } else {
            printOut(ScenarioRunner.summary(runs))
        }
        var code = ScenarioRunner.exitCode(runs)
        if !writeReports(runs, about: about, opened: openedReports) { code = ExitStatus.badInput.rawValue }
        var recordingStopped = false
        if let cast {
            // One recording of every scenario, one after another; the header's timestamp is the report's date:
            // SOURCE_DATE_EPOCH when set (then the same runs give the same bytes), else now. A signal now stops the
            // writing at the next step (it can take seconds), and the recording says where it ends (audit 24f D3).
            let epoch = about.date
            let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            ScenarioRecording.write(runs, to: cast, size: outputs.recordSize?.size ?? ScenarioRecording.defaultSize, timestamp: epoch,
                                    useColor: !noColor, interruption: about.interruption,
                                    stop: { announced ? nil : RunInterruption.receivedSignal.map { recordingStopped = true; return $0 } })
            do {
                try RecordingOptions.finish(cast)
            } catch {
                printError((error as? CommandFailure)?.line ?? "locprompt: \(error)")
                code = ExitStatus.badInput.rawValue
            }
        }
        // An interrupted run ends with the usual 128 + signal, after its outputs are written, whenever the signal
        // came: one after the last scenario (while the outputs were written) is said too, never lost.
        if let sig = RunInterruption.receivedSignal {
            if !announced {
                let outputs = recordingStopped ? "; the recording \(SafeText.neutralize(cast?.path ?? "")) ends where it was stopped and says so" : ""
                printError("locprompt: interrupted (signal \(sig)) after \(runs.count) of \(runs.count) scenarios, while writing the outputs\(outputs)")
            }
            code = 128 + sig
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// Writes `--report` and `--junit`; a file that cannot be written is one line on standard error.
    /// Returns false when one could not be written.
    /// `opened`: the reports that go to a FIFO or device, already open (path → descriptor).
    private func writeReports(_ runs: [ScenarioRun], about: ReportAbout, opened: [String: Int32]) -> Bool {
        var written = true
        let summary = outputs.summary
        let markdown: ([ScenarioRun]) -> String = { summary ? MarkdownReport.summary($0, about: about) : MarkdownReport.render($0, about: about) }
        let storyboard = { [appearance = outputs.appearance] (runs: [ScenarioRun]) in
            StoryboardBuilder.html(runs, appearance: appearance ?? .light, interruption: about.interruption)
        }
        let junit = { [interruption = about.interruption] (runs: [ScenarioRun]) in JUnitReport.render(runs, interruption: interruption) }
        let reports: [(String?, ([ScenarioRun]) -> String)] = [(outputs.reportPath, markdown), (outputs.junitPath, junit),
                                                               (outputs.storyboardPath, storyboard)]
        for case let (path?, render) in reports {
            do {
                if let fd = opened[path] {
                    try ReportFile.write(render(runs), toOpened: fd, path: path)
                } else {
                    try ReportFile.write(render(runs), to: path)
                }
            } catch {
                printError("locprompt: " + SafeText.neutralize(error.description))
                written = false
            }
        }
        return written
    }

    private func show(_ run: ScenarioRun) {
        switch format {
        case .text:
            StandardStreams.writeOut(Transcript.text(run, quiet: quiet, explain: explain))
        case .json:
            let lines = quiet ? [Transcript.resultJSON(run)] : Transcript.jsonLines(run)
            for line in lines { printOut(line) }
        }
        // The text transcript already shows each failure; when standard error is the same file (a terminal,
        // `2>&1`), a second copy there would print every error twice.
        if format == .text && Self.errorsShareOutput { return }
        switch run.outcome {
        case .passed: break
        case .failed(let failures):
            for failure in failures { printError(SafeText.neutralize(failure.failureMessage)) }
        case .invalid(let error):
            printError(SafeText.neutralize(error.description))
        }
    }

    /// True when standard output and standard error are the same file (the same terminal, or `2>&1`).
    static let errorsShareOutput: Bool = {
        var out = stat(), err = stat()
        guard fstat(1, &out) == 0, fstat(2, &err) == 0 else { return false }
        return out.st_dev == err.st_dev && out.st_ino == err.st_ino
    }()

    /// Unbuffered, so standard output and standard error interleave in order.
    private func printOut(_ line: String) {
        StandardStreams.writeOut(line + "\n")
    }

    private func printError(_ line: String) {
        StandardStreams.writeError(line + "\n")
    }
}

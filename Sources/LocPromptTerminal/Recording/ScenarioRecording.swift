import LocPromptCore
import LocPromptScenario

/// `locprompt run --record FILE.cast`: a headless walkthrough of finished scenario runs as an asciicast, drawn
/// with the interactive emulator's own screens (`MainScreen`) into a `GridCanvas`: no terminal is needed.
///
/// Each step is played on a `FrontEndModel` with the same engine events the scenario session sent, so the
/// inspector, the alert and the log pane look exactly as they would interactively; narration (`say:`), step
/// headings and the checks of `expect:` are added to the log. Virtual time is mapped to a readable pace (see
/// `Pace`); markers (`"m"`) name each scenario, each step, each alert and each result.
///
/// The output is deterministic: the same runs, size and timestamp give the same bytes.
public enum ScenarioRecording {
    /// How long each frame stays on screen, in seconds of the recording.
    public struct Pace: Sendable, Hashable {
        /// The title frame of each scenario.
        public var opening: Double = 2
        /// Every step.
        public var step: Double = 1.5
        /// Added to `advance:` steps: this many seconds per virtual minute, at most `maxAdvance`.
        public var perVirtualMinute: Double = 1
        public var maxAdvance: Double = 3
        /// Added to steps with `say:`: reading time per character, at most `maxSay`.
        public var perSayCharacter: Double = 0.04
        public var maxSay: Double = 4
        /// The result frame of each scenario.
        public var closing: Double = 3

        public init() {}

        /// How long a step's frame is held.
        public func hold(_ step: ScenarioStep) -> Double {
            var seconds = self.step
            if case .advance(let duration) = step.action {
                seconds += min(maxAdvance, Double(duration.milliseconds) / 60_000 * perVirtualMinute)
            }
            if let say = step.say { seconds += min(maxSay, Double(say.count) * perSayCharacter) }
            return seconds
        }
    }

    /// The default size: the README's screenshots are 100×30 (the minimum, 80×24, cramps the log).
    public static let defaultSize = Size(rows: 30, cols: 100)

    /// Writes the header and every run into `writer`; returns the last frame drawn (tests compare replays with it).
    /// `timestamp` goes into the header as is (0 keeps recordings reproducible).
    ///
    /// A recording never passes for a whole one when it is not (audit 24f D3): `interruption`, a run that a signal
    /// stopped before every scenario ran, is said on the last frame and in the `end:` marker; `stop`, asked before
    /// every step, returns the signal that asks the writing itself to stop (a long recording takes seconds), and
    /// then the recording ends at once with a frame and an `interrupted:` marker saying where, and no `end:`.
    @discardableResult
    public static func write(_ runs: [ScenarioRun], to writer: AsciicastWriter, size: Size = defaultSize,
                             timestamp: Int = 0, useColor: Bool = true, pace: Pace = Pace(),
                             interruption: ReportAbout.Interruption? = nil, stop: () -> Int32? = { nil }) -> GridCanvas {
        let title: String
        if runs.count == 1, let scenario = runs[0].scenario {
            title = "locprompt run: " + scenario.name
        } else {
            title = "locprompt run: \(runs.count) scenario\(runs.count == 1 ? "" : "s")"
        }
        writer.begin(AsciicastHeader(width: size.cols, height: size.rows, timestamp: timestamp, title: title,
                                     env: [("TERM", "xterm-256color")]))
        var recording = Recorder(writer: writer, size: size, useColor: useColor)
        recording.output(AnsiFrameEncoder.prologue)
        for (number, run) in runs.enumerated() {
            guard let signal = recording.play(run, pace: pace, stop: stop) else { continue }
            let name = ReportAbout.Interruption(signal: signal, notRun: []).signalName
            let left = runs.count - number - 1
            let place = "interrupted by \(name) in scenario \(number + 1) of \(runs.count)"
            let rest = left > 0 ? " (\(left) more not recorded)" : ""
            recording.notice("⏹ recording \(place); it ends here\(rest)", marker: "\(place): the recording ends here\(rest)")
            return recording.canvas
        }
        var end = ScenarioRunner.summary(runs)
        if let interruption {
            end += " (" + interruption.summary + ")"
            recording.notice("⏹ run " + interruption.summary, marker: nil)
        }
        recording.marker("end: " + end)
        return recording.canvas
    }

    /// The asciicast being written, with its clock and the screen.
    struct Recorder {
        let writer: AsciicastWriter
        let canvas: GridCanvas
        var encoder: AnsiFrameEncoder
        var time: Double = 0

        init(writer: AsciicastWriter, size: Size, useColor: Bool) {
            self.writer = writer
            self.canvas = GridCanvas(size)
            self.encoder = AnsiFrameEncoder(useColor: useColor)
        }

        mutating func output(_ text: String) { writer.output(text, at: time) }
        func marker(_ label: String) { writer.marker(label, at: time) }

        /// One line across the bottom of the last frame, and a marker when `label` is given.
        mutating func notice(_ text: String, marker label: String?) {
            let row = canvas.size.rows - 1
            canvas.put(String(repeating: " ", count: canvas.size.cols), row: row, col: 0, style: .normal)
            canvas.put(DisplayWidth.prefix(" " + text, columns: canvas.size.cols), row: row, col: 0, style: .bad)
            let bytes = encoder.encode(canvas, full: false)
            if !bytes.isEmpty { output(bytes) }
            if let label { marker(label) }
            time += 1
        }

        mutating func frame(_ model: FrontEndModel, full: Bool = false) {
            MainScreen.draw(model, on: canvas)
            let bytes = encoder.encode(canvas, full: full)
            if !bytes.isEmpty { output(bytes) }
        }

        /// Plays one run; returns the signal `stop` gave when it asked to stop before a step (nil: played whole).
        mutating func play(_ run: ScenarioRun, pace: Pace, stop: () -> Int32?) -> Int32? {
            if let signal = stop() { return signal }
            guard let scenario = run.scenario else {
                // The file could not be read or parsed: a frame that says why.
                marker("scenario \(run.file): invalid")
                canvas.clear()
                canvas.put("✗ " + run.file, row: 1, col: 2, style: .bad)
                if case .invalid(let error) = run.outcome {
                    var row = 3
                    for line in DisplayWidth.wrap(SafeText.neutralize(error.description, keepNewlines: true), columns: canvas.size.cols - 4) where row < canvas.size.rows {
                        canvas.put(line, row: row, col: 2)
                        row += 1
                    }
                }
                let bytes = encoder.encode(canvas, full: true)
                output(bytes)
                time += pace.closing
                return nil
            }
            let app = AppChoice(profile: scenario.app.profile, origin: run.file)
            var model = FrontEndModel(state: scenario.initialState(), apps: [app], size: canvas.size)
            model.note("▶ " + scenario.name)
            if let summary = scenario.summary {
                for line in summary.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) { model.note("  " + line) }
            }
            marker("scenario: \(scenario.name) [\(run.file)]")
            frame(model, full: true)
            time += pace.opening
            for record in run.records {
                if let signal = stop() { return signal }
                let step = record.step
                model.note("step \(record.index + 1) (line \(step.position.line)): \(step.text)")
                if let say = step.say { model.note("» " + say) }
                ScenarioRecording.apply(step, to: &model)
                if model.state != record.state {
                    // Cannot happen while the session and the model send the same events; if it ever does, show
                    // the session's state (the truth) rather than a diverging screen.
                    model = FrontEndModel(state: record.state, apps: [app], size: canvas.size)
                }
                for result in record.results {
                    model.note(result.passed ? "✓ \(result.field): \(result.expected)"
                                             : "✗ \(result.field): expected \(result.expected), got \(result.actual)")
                }
                frame(model)
                marker("step \(record.index + 1): \(step.text)")
                for alert in record.presentedAlerts { marker("alert: " + alert.title) }
                for failure in record.failures {
                    marker("✗ \(failure.field): expected \(failure.expected), got \(failure.actual) (line \(failure.position.line))")
                }
                time += pace.hold(step)
            }
            if case .invalid(let error) = run.outcome { model.note("✗ " + error.description) }
            model.note(Transcript.verdict(run))
            frame(model)
            marker("result: " + Transcript.verdict(run))
            time += pace.closing
            return nil
        }
    }

    /// Sends the engine the events `ScenarioSession` sends for `step` (same order, same events), through the
    /// front end so the log reads as it does interactively.
    static func apply(_ step: ScenarioStep, to model: inout FrontEndModel) {
        switch step.action {
        case .lifecycle, .call, .requestTemporaryFullAccuracy, .modern, .setProperty, .settings, .advance, .event, .systemPrompt:
            // The step's events as the session plays them (`ScenarioStep.engineEvents`, `manager:` included).
            for event in step.engineEvents ?? [] { model.send(event) }
        case .tap(let choice):
            if let content = model.alertContent, let button = content.button(choice),
               let position = content.buttons.firstIndex(of: button) {
                model.tap(position: position)
            }
        case .precise(let on):
            if let current = model.state.alert?.precise, current != on { model.send(.togglePrecise) }
        case .expect, .say:
            break
        }
    }
}

extension InteractiveSession {
    /// The title of an interactive recording: `locprompt · iOS 18.0 · Where Am I?`.
    static func recordingTitle(_ model: FrontEndModel) -> String {
        "locprompt · \(model.state.os) · \(model.state.app.displayName)"
    }
}

import LocPromptCore
import LocPromptPictures
import LocPromptScenario

/// `run --storyboard`: turns scenario runs into storyboards. A step is meaningful when it showed an alert or
/// changed the authorization status; the alerts, statuses and callbacks are the engine's (through the run's
/// records), the pictures the catalog's alerts drawn by LocPromptPictures.
enum StoryboardBuilder {
    static func html(_ runs: [ScenarioRun], appearance: Appearance, interruption: ReportAbout.Interruption? = nil) -> String {
        let notice = interruption.map { "This run was \($0.summary): " + $0.notRun.joined(separator: ", ") + "." }
        let boards = runs.enumerated().map { storyboard($1, appearance: appearance, number: $0) }
        return StoryboardHTML.render(boards, appearance: appearance, notice: notice)
    }

    /// `number` is the run's place in the page: the pictures' ids (their clip paths) start with it, so that the
    /// ids of several scenarios on one page differ; with the same ids every later alert was clipped to the first
    /// scenario's panel (audit 26a D1).
    static func storyboard(_ run: ScenarioRun, appearance: Appearance, number: Int = 0) -> Storyboard {
        let result: String
        switch run.outcome {
        case .passed: result = "passed"
        case .failed(let failures): result = "failed (\(failures.count) failed check\(failures.count == 1 ? "" : "s"))"
        case .invalid(let error): result = "invalid: " + error.description
        }
        guard let scenario = run.scenario else {
            return Storyboard(name: "Invalid scenario", file: run.file, os: "—", app: "—", summary: nil, result: result, figures: [])
        }
        var previous = scenario.initialState().status
        var figures: [Storyboard.Figure] = []
        for record in run.records {
            let status = record.state.status
            let alerts = record.presentedAlerts
            defer { previous = status }
            guard !alerts.isEmpty || status != previous else { continue }
            let pictures = alerts.enumerated().map { index, alert in
                AlertPictureRenderer.render(alert, os: record.state.os, appearance: appearance,
                                            idPrefix: "r\(number)-s\(figures.count)-\(record.index)-\(index)")
            }
            let callbacks = record.effects.compactMap { effect -> String? in
                switch effect.kind {
                case .callback, .callbackQueued: return effect.kind.text
                default: return nil
                }
            }
            figures.append(Storyboard.Figure(
                step: record.index + 1, action: record.step.text, narration: record.step.say,
                pictures: pictures, status: statusText(record.state), statusChanged: status != previous, callbacks: callbacks))
        }
        return Storyboard(name: scenario.name, file: run.file, os: scenario.device.os.description,
                          app: scenario.app.profile.displayName, summary: scenario.summary, result: result, figures: figures)
    }

    /// `authorizedWhenInUse · accuracy reduced` (accuracy from iOS 14 on).
    static func statusText(_ state: EngineState) -> String {
        state.status.name + (state.accuracy.map { " · accuracy \($0.name)" } ?? "")
    }
}

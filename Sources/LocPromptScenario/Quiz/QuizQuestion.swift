import LocPromptCore

/// One possible answer: what a step would do, and where the engine found it.
public struct QuizChoice: Hashable, Sendable {
    /// The outcome in a few lines: the alert (title and buttons) or none, the status, what the app hears.
    public let lines: [String]
    /// Where this outcome comes from: “what this device does”, “what iOS 12.2 does”, “what Don’t Allow does”,
    /// “what happens from denied”. Shown after the answer, so a wrong pick teaches something too.
    public let origin: String

    /// The choice as one line (answers files, comparisons).
    public var text: String { lines.joined(separator: " · ") }

    public init(lines: [String], origin: String) {
        self.lines = lines
        self.origin = origin
    }

    /// The lines of an observation, as a trainee reads them. The status is told as a change from
    /// `statusBefore` (“Status: unchanged” or “Status → denied”): a choice describes what the step does, so a
    /// variant played from another status is not given away by naming a status the device is not in. With
    /// `modernCallback`, the authorization callback is spelled as the asked device names it (`CallbackSpelling`).
    public static func lines(_ observation: StepObservation, statusBefore: String, modernCallback: Bool? = nil) -> [String] {
        var lines: [String] = []
        if let refusal = observation.refusal {
            lines.append("Refused: \(refusal)")
        } else if observation.alerts.isEmpty {
            lines.append("No alert")
        } else {
            for alert in observation.alerts {
                lines.append("Alert: \(alert.title)")
                lines.append("Buttons: " + alert.buttons.joined(separator: " · "))
            }
        }
        lines.append(observation.status == statusBefore ? "Status: unchanged" : "Status → \(observation.status)")
        let callbacks = modernCallback.map { modern in observation.callbacks.map { CallbackSpelling.spelled($0, modern: modern) } }
            ?? observation.callbacks
        lines.append(callbacks.isEmpty ? "The app hears nothing" : "The app hears: " + callbacks.joined(separator: "; "))
        return lines
    }
}

/// A question asked before a step: what will it do? The right choice is what the engine does on this device;
/// the others are what the same step does elsewhere (other OS bands, other stored authorizations, the alert's
/// other buttons), so every choice is a real behaviour of the model, and none is written by hand.
public struct QuizQuestion: Hashable, Sendable {
    /// Index in the scenario's steps of the step asked about.
    public let stepIndex: Int
    public let step: ScenarioStep
    /// “The app calls requestWhenInUseAuthorization(). What happens?”
    public let prompt: String
    public let choices: [QuizChoice]
    /// Index of the right choice in `choices`.
    public let correct: Int
    /// The truth as the engine produced it, with the rules behind it (the *why*).
    public let truth: StepObservation
    /// The right choice's lines.
    public var truthLines: [String] { choices[correct].lines }

    public init(stepIndex: Int, step: ScenarioStep, prompt: String, choices: [QuizChoice], correct: Int, truth: StepObservation) {
        self.stepIndex = stepIndex
        self.step = step
        self.prompt = prompt
        self.choices = choices
        self.correct = correct
        self.truth = truth
    }

    /// The letter of choice `index`: A, B, C, D.
    public static func letter(_ index: Int) -> String {
        String(UnicodeScalar(UInt8(65 + min(max(index, 0), 25))))
    }

    /// The rules that explain the truth, most telling first (at most `limit`).
    public func why(limit: Int = 2) -> [Rule] { Array(truth.rules.prefix(limit)) }
}

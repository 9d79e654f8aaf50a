import LocPromptCore

/// One step as `compare` plays it on every OS version: the scenario's step, and for `tap:` the labels it
/// accepts, first match wins. A scenario's `tap:` names one label; the default walkthrough lists the label of
/// each OS generation (“Allow While Using App”, then iOS 8–12's “Allow”), since the words changed. An
/// `answer:` step needs no labels: it names the button by what it does.
public struct CompareStep: Hashable, Sendable {
    public let step: ScenarioStep
    /// Number of the step in its scenario (1-based), so a trainer finds it in the file.
    public let number: Int
    /// For `tap:`: the labels to look for on the alert, in order (empty for other steps).
    public let tapLabels: [String]

    public init(step: ScenarioStep, number: Int, tapLabels: [String] = []) {
        self.step = step
        self.number = number
        if case .tap(.label(let label)) = step.action, tapLabels.isEmpty { self.tapLabels = [label] } else { self.tapLabels = tapLabels }
    }

    /// The step in one line, e.g. `tap: Allow While Using App (or Allow)`.
    public var text: String {
        guard case .tap = step.action, tapLabels.count > 1 else { return step.text }
        return "tap: \(tapLabels[0]) (or \(tapLabels.dropFirst().joined(separator: ", or ")))"
    }
}

/// What `compare` plays on each OS version: a scenario's steps that act (`expect:` checks and narration-only
/// steps are left out: the checks are written for the scenario's own OS), with its device settings and app.
public struct ComparePlan: Hashable, Sendable {
    public let name: String
    /// The file it came from (nil for the built-in walkthrough).
    public let file: String?
    /// The scenario's device: its platform, settings and language are kept; only the version changes per column.
    public let device: ScenarioDevice
    public let app: AppProfile
    public let steps: [CompareStep]

    public init(name: String, file: String?, device: ScenarioDevice, app: AppProfile, steps: [CompareStep]) {
        self.name = name
        self.file = file
        self.device = device
        self.app = app
        self.steps = steps
    }

    /// The acting steps of a scenario.
    public init(scenario: Scenario) {
        let steps = scenario.steps.enumerated().compactMap { offset, step -> CompareStep? in
            switch step.action {
            case .expect, .say: return nil
            default: return CompareStep(step: step, number: offset + 1)
            }
        }
        self.init(name: scenario.name, file: scenario.file, device: scenario.device, app: scenario.app.profile, steps: steps)
    }

    /// The platform whose versions the columns are.
    public var platform: Platform { device.os.platform }

    /// The state before the first step on `os` (the scenario's device settings and language on that version).
    public func initialState(on os: DeviceOS) -> EngineState {
        var state = EngineState(os: os.speaking(device.os.language), app: app, allowOnceGrace: device.allowOnceGrace)
        state.locationServicesEnabled = device.locationServices
        state.restricted = device.restricted
        return state
    }
}

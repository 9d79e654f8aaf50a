import Foundation
import LocPromptScenario

/// Scenario YAML: parse, then run what parsed (runs are bounded by the steps in the file).
public enum ScenarioFuzzTargets {
    public static let scenario = FuzzTarget(
        name: "scenario",
        tokens: ["steps:", "- ", "expect:", "tap: ", "advance: ", "call: ", "{", "}", "[", "]", ": ", "&a", "*a", "!!str",
                 "\"", "'", "#", "\n  ", "say: ", "device: { platform: ios, os: \"17.4\" }", "settings: { app: Never }"]
    ) { bytes in
        guard let scenario = try? ScenarioParser.parse(data: Data(bytes), file: "fuzz.yaml", baseDirectory: "/nonexistent") else { return }
        _ = ScenarioRunner.run(scenario)
    }

    public static let all: [FuzzTarget] = [scenario]
}

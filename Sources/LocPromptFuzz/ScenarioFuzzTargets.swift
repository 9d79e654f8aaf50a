/// Scenario YAML targets; filled in when the scenario parser lands.
public enum ScenarioFuzzTargets {
    public static let all: [FuzzTarget] = []
}

import Foundation
import LocPromptCore
import LocPromptScenario

/// The scenario header most tests share: an iOS 17.4 device and an inline When In Use app.
let header = """
    name: Test
    device: { platform: ios, os: "17.4" }
    app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Your location is shown on the map." } }
    steps:

    """

/// Parses `yaml` as `test.yaml`; relative app paths resolve against a temporary folder.
func parse(_ yaml: String) throws(ScenarioError) -> Scenario {
    try ScenarioParser.parse(yaml, file: "test.yaml", baseDirectory: NSTemporaryDirectory())
}

/// The error parsing `yaml` gives, or nil when it parses.
func parseError(_ yaml: String) -> ScenarioError? {
    do {
        _ = try parse(yaml)
        return nil
    } catch {
        return error
    }
}

/// Parses and runs `yaml`; a parse error gives an invalid run.
func run(_ yaml: String) -> ScenarioRun {
    ScenarioRunner.run(data: Data(yaml.utf8), file: "test.yaml", baseDirectory: NSTemporaryDirectory())
}

/// The repository's `Assets/Scenarios` folder.
let bundledScenarioFolder: String = {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/Scenarios").path
}()

let bundledScenarioFiles: [String] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: bundledScenarioFolder)) ?? [])
        .filter { $0.hasSuffix(".yaml") }
        .sorted()
}()

/// The failure messages of running `yaml` (`[]` when it passes; an invalid scenario gives one "invalid: …" line).
func failures(_ yaml: String) -> [String] {
    switch run(yaml).outcome {
    case .passed: return []
    case .failed(let results): return results.map(\.failureMessage)
    case .invalid(let error): return ["invalid: \(error)"]
    }
}

/// An iOS 17.4 app denied at the prompt, then starting updates: one kCLErrorDenied (the expectation-form tests).
let deniedSteps = header + """
      - launch
      - call: requestWhenInUseAuthorization
      - tap: Don’t Allow
      - call: startUpdatingLocation

    """

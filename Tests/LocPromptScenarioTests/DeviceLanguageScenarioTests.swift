import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// `device: { language: fr }` (issue 13 §4): taps name the label on screen; an English label on a French device
/// is an error that names the on-screen labels.
@Suite struct DeviceLanguageScenarioTests {
    static func yaml(tap label: String, language: String = "fr") -> String {
        """
        name: French device
        device: { platform: ios, os: "17.4", language: \(language) }
        app:
          name: Carte
          plist: { NSLocationWhenInUseUsageDescription: "Pour la carte." }
        steps:
          - launch
          - call: requestWhenInUseAuthorization
          - tap: "\(label)"
          - expect: { status: authorizedWhenInUse, temporary: true }
        """
    }

    func run(_ yaml: String) -> ScenarioOutcome {
        ScenarioRunner.run(data: Data(yaml.utf8), file: "fr.yaml", baseDirectory: ".").outcome
    }

    @Test func aFrenchButtonLabelIsTapped() throws {
        let scenario = try ScenarioParser.parse(Self.yaml(tap: "Autoriser une fois"), file: "fr.yaml", baseDirectory: ".")
        #expect(scenario.device.os.language.code == "fr")
        guard case .passed = run(Self.yaml(tap: "Autoriser une fois")) else {
            Issue.record("the French tap did not pass: \(run(Self.yaml(tap: "Autoriser une fois")))")
            return
        }
    }

    @Test func anEnglishLabelOnAFrenchDeviceNamesTheLabelsOnScreen() {
        guard case .invalid(let error) = run(Self.yaml(tap: "Allow Once")) else {
            Issue.record("tapping an English label on a French device was accepted")
            return
        }
        #expect(error.description.contains("fr.yaml:9:"))
        #expect(error.description.contains("buttons on screen: “Autoriser une fois” (allowOnce), “Autoriser lorsque l’app est active” "
                                           + "(allowWhileUsingApp), “Ne pas autoriser” (dontAllow)"))
        #expect(error.description.contains("the device language is fr: “Allow Once” is shown as “Autoriser une fois” (or write answer: allowOnce"))
    }

    /// `answer:` names the button by what it does, so the same scenario plays in every language.
    @Test func anAnswerStepReadsTheSameInEveryLanguage() {
        for language in ["fr", "de", "ja"] {
            let yaml = Self.yaml(tap: "x", language: language).replacingOccurrences(of: "- tap: \"x\"", with: "- answer: allowOnce")
            guard case .passed = run(yaml) else {
                Issue.record("answer: allowOnce did not pass in \(language): \(run(yaml))")
                continue
            }
        }
    }

    @Test func aBadLanguageTagIsAnErrorAtItsPosition() {
        guard case .invalid(let error) = run(Self.yaml(tap: "x", language: "\"12\"")) else {
            Issue.record("a bad language tag was accepted")
            return
        }
        #expect(error.description.contains("fr.yaml:2:"))
        #expect(error.description.contains("is not a language tag"))
    }

    @Test func theDeviceLanguagePicksTheAppsLocalization() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/Apps").path
        let yaml = """
            name: German device, Fernweh
            device: { platform: ios, os: "12.2", language: de }
            app: Fernweh
            steps:
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { message: "Fernweh heftet die Fotos deiner Reise an die Orte, an denen du sie aufgenommen hast.", buttons: [Nicht erlauben, Erlauben] } }
            """
        let result = ScenarioRunner.run(data: Data(yaml.utf8), file: "de.yaml", baseDirectory: folder)
        guard case .passed = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
    }
}

import Foundation
import LocPromptFiles

extension ScenarioRunner {
    /// Reads a scenario from standard input (`locprompt run -`), bounded like a scenario file (at most
    /// `ScenarioParser.maximumFileSize`), and runs it; relative `app:` paths resolve against the working directory.
    public static func runStandardInput() -> ScenarioRun {
        let data: Data
        do {
            data = try InputFile.readStandardInput(limit: ScenarioParser.maximumFileSize)
        } catch {
            return ScenarioRun(file: standardInputName, scenario: nil, records: [],
                               outcome: .invalid(ScenarioError(file: standardInputName, "cannot read the scenario: \(error.reason)")))
        }
        return run(data: data, baseDirectory: InputFile.currentDirectory)
    }
}

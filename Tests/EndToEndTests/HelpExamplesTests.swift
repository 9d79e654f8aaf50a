import Foundation
import Testing

/// CLI.md promises that `locprompt help COMMAND` shows every option of a command "with examples": every command
/// the user runs has an `Examples:` block, and no example is wrapped onto a line of its own at 80 columns, where
/// it could not be copied whole (session 21's UX pass: ui, walk, present, run, check and sources had none; compare's
/// and rules' were wrapped).
@Suite struct HelpExamplesTests {
    static let commands = ["ui", "walk", "present", "compare", "run", "render", "check", "graph", "plan", "rules", "sources",
                           "device", "privacy"]

    @Test("each command's help has examples, none wrapped", arguments: commands)
    func examples(_ command: String) throws {
        let help = try LocPromptBinary.run([command, "--help"], environment: ["COLUMNS": "80", "PATH": "/usr/bin:/bin"])
        #expect(help.status == 0)
        let lines = help.stdout.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "Examples:") else {
            Issue.record("locprompt \(command) --help has no Examples:\n\(help.stdout)")
            return
        }
        let block = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(block.count >= 2, "\(command): \(block)")
        for line in block {
            #expect(line.hasPrefix("  "), "locprompt \(command) --help: an example wrapped at 80 columns: “\(line)”")
        }
    }
}

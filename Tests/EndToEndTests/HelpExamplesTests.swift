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

    /// Audit 26c #18: an example's description after two spaces, without `#`, was pasted into the shell as more
    /// arguments (`check MyApp/Info.plist every band of its platform`: exit 64; `rules every rule…` took `every` as a
    /// rule id). Every description is a shell comment, so a whole line pastes cleanly.
    @Test("each example line pastes whole: a description is a # comment", arguments: [""] + commands)
    func descriptionsAreComments(_ command: String) throws {
        let help = try LocPromptBinary.run((command.isEmpty ? [] : [command]) + ["--help"],
                                           environment: ["COLUMNS": "80", "PATH": "/usr/bin:/bin"])
        let lines = help.stdout.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Examples:" }) else { return }
        for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) {
            let code = line.components(separatedBy: " #").first ?? line
            // Two spaces inside the command part (after its indent) mean a description that is not a comment.
            let body = code.drop { $0 == " " }
            #expect(!body.trimmingCharacters(in: .whitespaces).contains("  "),
                    "locprompt \(command) --help: “\(line)” has a description that is not a # comment")
        }
    }
}

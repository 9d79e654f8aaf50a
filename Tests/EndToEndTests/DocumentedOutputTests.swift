import Foundation
import Testing

/// Sample outputs quoted in the docs are what the program prints (session-13 docs audit: Check.md still showed
/// an iOS 8–10 console line the engine had stopped writing, Render.md an older footer).
@Suite("Documented sample outputs")
struct DocumentedOutputTests {
    /// The text between `start` (included in the search, not in the result) and the first `end` after it.
    private func excerpt(_ doc: String, after start: String, until end: String) throws -> String {
        let text = try String(contentsOf: LocPromptBinary.root.appendingPathComponent("Documentation/\(doc)"), encoding: .utf8)
        let from = try #require(text.range(of: start), "\(doc) no longer holds \(start)")
        let to = try #require(text.range(of: end, range: from.upperBound..<text.endIndex))
        return String(text[from.upperBound..<to.lowerBound])
    }

    private func output(_ arguments: [String]) throws -> String {
        // From the repository's root, as the docs' commands are written.
        try LocPromptBinary.run(arguments, currentDirectory: LocPromptBinary.root).stdout
    }

    @Test("Check.md: check Misspelled.plist on iOS 10.3 and 17.4")
    func check() throws {
        let shown = try excerpt("Check.md", after: "$ locprompt check Assets/Apps/Misspelled.plist --os 10.3 --os 17.4\n", until: "$ echo $?")
        #expect(try output(["check", "Assets/Apps/Misspelled.plist", "--os", "10.3", "--os", "17.4"]) == shown)
    }

    @Test("Render.md: the iOS 17.4 When In Use alert")
    func render() throws {
        let shown = try excerpt("Render.md", after: "--purpose \"Where Am I? shows your position and the street you are on.\"`:\n\n```text\n", until: "```\n")
        #expect(try output(["render", "--os", "17.4", "--prompt", "when-in-use", "--app-name", "Where Am I?",
                            "--purpose", "Where Am I? shows your position and the street you are on."]) == shown)
    }
}

import ArgumentParser
import Foundation
import LocPromptCore

/// `locprompt sources [--format text|markdown]`: the project's bibliography.
struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: "List the sources the rules cite: title, publisher, URL, date read and the facts taken from each.",
        discussion: "locprompt sources --format markdown prints Documentation/Sources.md.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case markdown
    }

    @Option(help: "text or markdown.")
    var format: Format = .text

    func run() {
        print(format == .text ? RuleDocument.sourcesText() : RuleDocument.sourcesMarkdown(), terminator: "")
    }
}

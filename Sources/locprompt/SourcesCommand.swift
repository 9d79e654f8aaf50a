import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles

/// `locprompt sources [--format text|markdown]`: the project's bibliography.
struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: "List the sources the rules cite: title, publisher, URL, date read and the facts taken from each.",
        discussion: """
            Examples:
              locprompt sources | less
              locprompt sources --format markdown > Sources.md
              locprompt rules when-in-use-request    # one rule, its sources, their URLs
            """)

    enum Format: String, OutputFormat {
        case text
        case markdown
        static let defaultFormat = Format.text
    }

    @OptionGroup var output: FormatOption<Format>

    func run() {
        StandardStreams.writeOut(output.format == .text ? RuleDocument.sourcesText() : RuleDocument.sourcesMarkdown())
    }
}

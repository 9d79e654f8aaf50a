import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles

/// `locprompt rules [ID] [--format text|json|markdown]`: the rule registry, or one rule with its sources.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the Apple rules the engine applies, or show one with its sources and URLs.",
        discussion: """
            Every effect locprompt shows names one of these rule ids (see run --explain and the why pane).

            Examples:
              locprompt rules                          # every rule, one line each
              locprompt rules allow-once-expiry        # one rule, its sources and URLs
              locprompt rules --format json            # for tools
              locprompt rules --format markdown        # what Documentation/Rules.md holds

            Exit code 2 for an unknown id (the nearest ids are suggested).
            """)

    enum Format: String, OutputFormat {
        case text
        case json
        case markdown
        static let defaultFormat = Format.text
    }

    @Argument(help: "A rule id, e.g. one-time-prompt (default: every rule).")
    var id: String?

    @OptionGroup var output: FormatOption<Format>

    var format: Format { output.format }

    func run() throws {
        try Self.reportingFailures(body)
    }

    private func body() throws {
        guard let id else {
            switch format {
            case .text: StandardStreams.writeOut(RuleDocument.text())
            case .json: StandardStreams.writeOut(RuleDocument.json())
            case .markdown: StandardStreams.writeOut(RuleDocument.markdown())
            }
            return
        }
        guard let rule = RuleRegistry.rule(id: id) else {
            let near = RuleDocument.nearest(to: id)
            throw CommandFailure("no rule “\(SafeText.excerpt(id))”; nearest: \(near.joined(separator: ", ")) (locprompt rules lists them all)")
        }
        switch format {
        case .text: StandardStreams.writeOut(RuleDocument.detail(rule))
        case .json: StandardStreams.writeOut(RuleDocument.json([rule]))
        case .markdown: StandardStreams.writeOut(RuleDocument.markdown([rule]))
        }
    }
}

import ArgumentParser
import Foundation
import LocPromptFiles
import LocPromptCore
import LocPromptScenario

/// `locprompt compare [--os 12.4,13.4,14.5,17.0] [SCENARIO] [--format text|markdown] [--width N]`: the same
/// steps on several OS versions side by side, the differences marked. The comparison itself is
/// `LocPromptScenario.Comparison`; this command only reads the arguments and prints.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Plays the same steps on several OS versions and shows them side by side, differences marked.",
        discussion: """
            For each step: which alert appears (its title), its buttons, the status the app reads afterwards \
            and the delegate callbacks it hears; ≠ marks what differs between the versions. Without a scenario, \
            a built-in walkthrough (launch, request When In Use, allow, request Always, accept, a region entry in \
            the background), with the sample app “Check In” or yours (--app). The scenario's expect: checks are left out (they are written for its own OS).
            A tap: whose alert is absent on a version (no upgrade alert on iOS 13.0–13.3) says so and the column \
            goes on; a tap: on an alert without that button ends that column (“no such button”), since later \
            steps assume an answer that version cannot give. An answer: step (answer: allowOnce) finds its button by \
            what it does, whatever the version calls it. A call the version does not have is shown as refused.

            Examples:
              locprompt compare
              locprompt compare --os 10.3,12.4,13.3,13.4,17.4 \\
                Assets/Scenarios/upgrade-change-to-always.yaml
              locprompt compare --format markdown > compare.md
              locprompt compare --app MyApp/Info.plist      # the walkthrough with your app
            """)

    enum Format: String, OutputFormat {
        case text
        case markdown

        static let defaultFormat = Format.text
        static var help: String { "text: aligned columns; markdown: one table." }
    }

    @Argument(help: "A scenario file (YAML); default: the built-in walkthrough.", completion: CompletionHints.yaml)
    var file: String?

    @Option(help: ArgumentHelp("OS versions to compare, comma-separated, of the scenario's platform (default for iOS: 12.4,13.4,14.5,17.0; at most \(CompareVersions.maximum)).",
                               valueName: "versions"), completion: CompletionHints.osVersion)
    var os: String?

    @OptionGroup var output: FormatOption<Format>

    @OptionGroup var appOptions: AppOptions

    var format: Format { output.format }

    @Option(parsing: .unconditional, help: ArgumentHelp("Columns of text output (default: the terminal's width, else $COLUMNS, else 100).", valueName: "N"),
            transform: { try OptionValue.integer($0, option: "--width", example: "100") })
    var width: Int?

    func run() throws {
        try Self.reportingFailures {
            // The width is known before anything is played: check it first (audit 24f M5: six versions of a 30,000-step
            // scenario played for 10 s before "6 columns need at least 102 terminal columns").
            let width = format == .text ? try outputWidth() : nil
            // With --os, the count is known before the scenario is even read: each comma is one more column.
            // More versions than fit side by side at all are told that first, not that the terminal is too narrow
            // (audit 26c: seven versions said "7 columns need at least 117 terminal columns", then, widened, "at most 6").
            if let width, let os {
                let count = os.split(separator: ",", omittingEmptySubsequences: false).count
                if count <= CompareVersions.maximum { try refuseNarrow(width, columns: count) }
            }
            let plan = try loadPlan()
            let columns: [DeviceOS]
            if let os {
                switch CompareVersions.parse(os, platform: plan.platform) {
                case .success(let versions): columns = versions
                case .failure(let error): throw CommandFailure("--os: \(error.message)")
                }
            } else {
                columns = CompareVersions.defaults(for: plan.platform)
            }
            if let width { try refuseNarrow(width, columns: columns.count) }
            let comparison = Comparison(plan: plan, columns: columns)
            let text: String
            switch format {
            case .markdown:
                text = CompareMarkdownRenderer.render(comparison)
            case .text:
                do {
                    text = try CompareTextRenderer.render(comparison, width: width ?? 100)
                } catch let error as CompareError {
                    throw CommandFailure(error.message)
                }
            }
            StandardStreams.writeOut(text)
        }
    }

    private func loadPlan() throws -> ComparePlan {
        guard let file else { return .defaultWalkthrough(app: try appOptions.load(language: nil)?.profile) }
        guard !appOptions.isSet else { throw CommandFailure("the scenario names its app: --app, --app-name and --purpose go with the built-in walkthrough") }
        guard file != "-" else { throw CommandFailure("compare reads its scenario from a file; give a path") }
        do {
            return ComparePlan(scenario: try ScenarioParser.load(path: file))
        } catch {
            throw CommandFailure(error)
        }
    }

    private func refuseNarrow(_ width: Int, columns: Int) throws {
        if width < CompareTextRenderer.minimumWidth(columns: columns) {
            throw CommandFailure(CompareTextRenderer.tooNarrow(columns: columns, width: width))
        }
    }

    /// `--width`, else the terminal's width when standard output is one, else `$COLUMNS`, else 100.
    private func outputWidth() throws -> Int {
        if let width {
            guard (20...1000).contains(width) else { throw CommandFailure("--width: “\(width)” is not between 20 and 1000 columns; write e.g. --width 120") }
            return width
        }
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 {
            return Int(size.ws_col)
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), (20...1000).contains(columns) {
            return columns
        }
        return 100
    }
}

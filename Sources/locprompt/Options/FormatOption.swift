import ArgumentParser

/// An output format a command offers; each command lists its own (`enum Format: String, OutputFormat`).
protocol OutputFormat: ArgumentChoice, RawRepresentable<String> {
    /// The format without `--format`.
    static var defaultFormat: Self { get }
    /// One line on what each format prints, for `--help` (default: the list of values).
    static var help: String { get }
}

extension OutputFormat {
    static var noun: String { "format" }
    static var help: String { "Output format: \(valueList)." }
}

/// `--format`, shared by every command that prints something other tools read.
struct FormatOption<Format: OutputFormat>: ParsableArguments {
    @Option(help: ArgumentHelp("\(Format.help) Default: \(Format.defaultFormat.argument).", valueName: "format"), completion: Format.completion, transform: Format.parse)
    var format: Format = Format.defaultFormat
}

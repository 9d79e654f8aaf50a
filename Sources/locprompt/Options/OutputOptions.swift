import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptTerminal

/// `--report`, `--junit`, `--record` and `--record-size`: the files `run` writes besides its transcript.
/// (`ui` and `walk` share `RecordingOptions`, the `--record` part.)
struct OutputOptions: ParsableArguments {
    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a Markdown QA report of every scenario to this file.", valueName: "FILE.md"))
    var reportPath: String?

    @Option(name: .customLong("junit"), help: ArgumentHelp("Also write JUnit XML (one testsuite per scenario file) to this file.", valueName: "FILE.xml"))
    var junitPath: String?

    @OptionGroup var recording: RecordingOptions

    @Option(name: .customLong("record-size"),
            help: ArgumentHelp("The size of the --record screen, COLSxROWS, at least 80x24 (default: 100x30).", valueName: "COLSxROWS"))
    var recordSize: RecordSize?

    func validate() throws {
        for path in [reportPath, junitPath].compactMap({ $0 }) where path.isEmpty || path == "-" {
            throw ValidationError("--report and --junit need a file path")
        }
        if let reportPath, let junitPath, Self.same(reportPath, junitPath) {
            throw ValidationError("--report and --junit must be different files")
        }
        if recordSize != nil && recording.path == nil { throw ValidationError("--record-size needs --record FILE.cast") }
        if let cast = recording.path, [reportPath, junitPath].compactMap({ $0 }).contains(where: { Self.same(cast, $0) }) {
            throw ValidationError("--record must be a different file from --report and --junit")
        }
    }

    private static func same(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL == URL(fileURLWithPath: b).standardizedFileURL
    }
}

/// `--record-size 100x30`.
struct RecordSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
              (80...500).contains(cols), (24...200).contains(rows) else { return nil }
        size = Size(rows: rows, cols: cols)
    }
}

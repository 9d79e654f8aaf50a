import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptPictures
import LocPromptTerminal

/// `--report`, `--junit`, `--storyboard`, `--summary`, `--record` and `--record-size`: the files `run` writes besides its
/// transcript, and `--summary`, which makes both the transcript and the report one screen long.
/// (`ui` and `walk` share `RecordingOptions`, the `--record` part.)
struct OutputOptions: ParsableArguments {
    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a Markdown QA report of every scenario to this file.", valueName: "FILE.md"))
    var reportPath: String?

    @Option(name: .customLong("junit"), help: ArgumentHelp("Also write JUnit XML (one testsuite per scenario file) to this file.", valueName: "FILE.xml"))
    var junitPath: String?

    @Option(name: .customLong("storyboard"), help: ArgumentHelp("Also write an HTML storyboard of every scenario to this file.", valueName: "FILE.html"))
    var storyboardPath: String?

    @Option(help: ArgumentHelp("With --storyboard: \(Appearance.valueList) alerts. Default: light.", valueName: "appearance"),
            completion: Appearance.completion, transform: Appearance.parse)
    var appearance: Appearance?

    @Flag(help: "One line per scenario and the totals, on one screen, instead of every step (and --report as that summary).")
    var summary = false

    @OptionGroup var recording: RecordingOptions

    @Option(name: .customLong("record-size"),
            help: ArgumentHelp("The size of the --record screen, COLSxROWS, at least 80x24 (default: 100x30).", valueName: "COLSxROWS"),
            transform: RecordSize.parse)
    var recordSize: RecordSize?

    func validate() throws {
        let named = [("--report", reportPath), ("--junit", junitPath), ("--storyboard", storyboardPath)]
            .compactMap { name, path in path.map { (name, $0) } }
        let files = named.map(\.1)
        // A bad value, not a usage mistake: exit 2 with the option named, as --record does.
        for (name, path) in named where path.isEmpty || path == "-" {
            throw CommandFailure("\(name) needs a file path (the report cannot go to standard output)")
        }
        // Bad values too (exit 2): two outputs that reach one file, however spelt (a link, a hard link, `./a.md`).
        for (index, (name, path)) in named.enumerated() {
            if let other = named[..<index].first(where: { Self.same(path, $0.1) }) {
                throw CommandFailure("\(other.0) and \(name) must be different files")
            }
        }
        if appearance != nil && storyboardPath == nil { throw ValidationError("--appearance goes with --storyboard FILE.html") }
        if recordSize != nil && recording.path == nil { throw ValidationError("--record-size needs --record FILE.cast") }
        if let cast = recording.path, files.contains(where: { Self.same(cast, $0) }) {
            throw CommandFailure("--record must be a different file from --report, --junit and --storyboard")
        }
    }

    /// The outputs given, with their option names (`--report`, `--junit`, `--storyboard`, `--record`).
    var named: [(option: String, path: String)] {
        [("--report", reportPath), ("--junit", junitPath), ("--storyboard", storyboardPath), ("--record", recording.path)]
            .compactMap { name, path in path.map { (name, $0) } }
    }

    /// True when two output paths reach one file: the same file once links are followed (device and inode), or
    /// the same new file in the same folder; failing that, the same spelling.
    static func same(_ a: String, _ b: String) -> Bool {
        if let first = FileIdentity.ofOutput(a), let second = FileIdentity.ofOutput(b) { return first == second }
        return URL(fileURLWithPath: a).standardizedFileURL == URL(fileURLWithPath: b).standardizedFileURL
    }

    /// Refuses, before anything runs, an output that would replace an input: one of the scenario files to run
    /// (`run b.yaml --junit b.yaml`, also through a link), or any existing scenario, Info.plist or strings file
    /// (`run --report *.yaml`: the shell puts the first scenario after --report). Exit 2, nothing touched. An
    /// output that is another file a scenario reads (its app's Info.plist under any name) is refused by
    /// `OutputFile` when it would be written.
    func refuseInputs(_ inputs: [String]) throws {
        let identities = inputs.filter { $0 != "-" }.map { ($0, FileIdentity.ofExisting($0)) }
        for (option, path) in named {
            guard let output = FileIdentity.ofOutput(path) else { continue }
            if let (input, _) = identities.first(where: { $0.1 == output }) {
                let same = input == path ? "" : " (\(input))"
                throw CommandFailure("\(option) \(path) is one of the scenarios to run\(same); name another file")
            }
            guard case .regularFile(let target, _)? = try? OutputFile.resolve(path) else { continue }
            let suffix = (target as NSString).pathExtension.lowercased()
            if Self.inputExtensions.contains(suffix) {
                throw CommandFailure("\(option) \(path) is an existing .\(suffix) file, an input, not a report; name another file "
                    + "(a shell pattern such as --report *.yaml puts the first file there)")
            }
        }
    }

    /// What locprompt reads (scenarios, Info.plists, strings): an existing file of these is never an output.
    static let inputExtensions: Set<String> = ["yaml", "yml", "plist", "strings"]
}

/// `--record-size 100x30`.
struct RecordSize: ExpressibleByArgument {
    let size: Size

    static let columns = 80...500
    static let rows = 24...200

    init?(argument: String) {
        guard let size = try? Self.parse(argument) else { return nil }
        self = size
    }

    private init(size: Size) { self.size = size }

    /// The size `text` names, or one line saying what is wrong with it (exit status 2).
    static func parse(_ text: String) throws -> RecordSize {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]) else {
            throw CommandFailure("--record-size: “\(SafeText.excerpt(text))” is not a size; write COLSxROWS, e.g. --record-size 100x30")
        }
        guard columns.contains(cols), Self.rows.contains(rows) else {
            let which = cols < columns.lowerBound || rows < Self.rows.lowerBound ? "smaller than the minimum 80x24" : "larger than the maximum 500x200"
            throw CommandFailure("--record-size: \(cols)x\(rows) is \(which); write e.g. --record-size 100x30")
        }
        return RecordSize(size: Size(rows: rows, cols: cols))
    }
}

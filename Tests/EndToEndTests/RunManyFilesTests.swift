import Foundation
import Testing

/// `run FILE…` reads its files without handing each to swift-argument-parser (audit 24f D5: its time grows with the
/// square of the number of arguments; `RunFileArguments`). That reading must not differ from the parser's: a folder
/// (one argument, read by the parser) and the same files named one by one (read the fast way) give the same
/// standard output, standard error, status and files, for every option of `run`, right or wrong. (How fast it is
/// is measured by `scripts/bench --growth`, not here.)
@Suite struct RunManyFilesTests {
    static let names = ["allow-once-expiry.yaml", "global-switch.yaml", "ios10-always.yaml"]

    static let optionSets: [[String]] = [
        [],
        ["--quiet"],
        ["--format", "json"],
        ["--format=json", "--quiet"],
        ["--summary"],
        ["--explain", "--quiet"],
        ["--quiet", "--report", "OUT/r.md", "--junit=OUT/r.xml", "--storyboard", "OUT/r.html", "--appearance", "dark"],
        ["--quiet", "--record", "OUT/r.cast", "--record-size", "80x24"],
        // Wrong ones: each with the parser's own message and status.
        ["--format", "xml"],
        ["--summary", "--format", "json"],
        ["--record-size", "100x30"],
        ["--appearance", "dark"],
        ["--report", "-"],
        ["--report", "--quiet"],
        ["--bogus"],
        ["-q"],
        ["--quiet=yes"],
        ["--help"],
    ]

    /// The bundled scenarios above, copied into a folder of their own (with a folder for outputs, `OUT`).
    func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("many-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(folder)/in", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(folder)/out", withIntermediateDirectories: true)
        for name in Self.names {
            let source = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/\(name)").path
            // Absolute app paths, so the copies read the same apps.
            let text = try String(contentsOfFile: source, encoding: .utf8)
                .replacingOccurrences(of: "app: ../Apps/", with: "app: \(LocPromptBinary.root.path)/Assets/Apps/")
            try text.write(toFile: "\(folder)/in/\(name)", atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Runs `run` and returns what it printed and the output files it wrote (then removed for the next run).
    func run(_ arguments: [String], outputs: String) throws -> (LocPromptBinary.Run, [String: Data]) {
        var environment = ProcessInfo.processInfo.environment
        environment["SOURCE_DATE_EPOCH"] = "0"
        let result = try LocPromptBinary.run(["run"] + arguments, environment: environment)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: outputs) {
            files[name] = FileManager.default.contents(atPath: "\(outputs)/\(name)")
            try FileManager.default.removeItem(atPath: "\(outputs)/\(name)")
        }
        return (result, files)
    }

    @Test("the files one by one give exactly what their folder gives", arguments: optionSets)
    func sameAsFolder(_ options: [String]) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let options = options.map { $0.replacingOccurrences(of: "OUT", with: "\(folder)/out") }
        let files = Self.names.map { "\(folder)/in/\($0)" }
        let (whole, wholeFiles) = try run(options + ["\(folder)/in"], outputs: "\(folder)/out")
        let (fast, fastFiles) = try run(options + files, outputs: "\(folder)/out")
        #expect(fast.status == whole.status, "\(options): \(fast.stderr) / \(whole.stderr)")
        #expect(fast.stdout == whole.stdout, "\(options)")
        #expect(fast.stderr == whole.stderr, "\(options)")
        #expect(fastFiles == wholeFiles, "\(options): \(fastFiles.keys.sorted()) / \(wholeFiles.keys.sorted())")
        // Options between the files, and files after `--`, are read the same way.
        let (mixed, _) = try run([files[0]] + options + Array(files.dropFirst()), outputs: "\(folder)/out")
        #expect(mixed.status == whole.status && mixed.stdout == whole.stdout && mixed.stderr == whole.stderr, "\(options)")
        if !options.contains("--help") {
            let (terminated, _) = try run(options + ["--"] + files, outputs: "\(folder)/out")
            #expect(terminated.status == whole.status && terminated.stdout == whole.stdout && terminated.stderr == whole.stderr,
                    "\(options): \(terminated.stderr)")
        }
    }

    @Test("standard input named twice among many files: the parser's own usage error")
    func standardInputTwice() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LocPromptBinary.run(["run", "\(folder)/in/\(Self.names[0])", "-", "-"])
        let parsed = try LocPromptBinary.run(["run", "-", "-"])
        #expect(result.status == 64 && result.status == parsed.status)
        #expect(result.stderr == parsed.stderr && result.stderr.contains("standard input (-) can be read only once"), "\(result.stderr)")
    }
}

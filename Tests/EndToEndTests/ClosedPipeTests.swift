import Foundation
import Testing

/// A reader that goes away (`locprompt run … | head`, a FIFO whose reader exits) must not kill locprompt with
/// SIGPIPE: the other outputs are still written, and a lost output file is reported (session 12 hostile-input audit).
@Suite("Closed pipes, FIFO readers and the file-size limit")
struct ClosedPipeTests {
    static let scenarios = ["allow-once-expiry.yaml", "when-in-use-allow-while-using.yaml", "global-switch.yaml"]
        .map { LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/\($0)").path }

    static func everyBundledScenario() throws -> [String] {
        let folder = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// Each output file exists and is not empty.
    func expectWritten(_ names: [String], in folder: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for name in names {
            let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(name)")[.size] as? Int) ?? 0
            #expect(size > 0, "\(name) was not written", sourceLocation: sourceLocation)
        }
    }

    func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("closed-pipe-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("standard output closed by its reader: no signal, and --record, --report and --junit are all written")
    func closedStandardOutput() throws {
        let binary = try #require(LocPromptBinary.url())
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["run"] + Self.scenarios + ["--record", "\(folder)/r.cast", "--report", "\(folder)/r.md", "--junit", "\(folder)/r.xml"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // The reader goes away before locprompt writes a byte.
        try out.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 0)
        expectWritten(["r.cast", "r.md", "r.xml"], in: folder)
    }

    @Test("a --report FIFO whose reader exits: status 2, a message naming the file, and --junit still written")
    func fifoReaderExits() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = "\(folder)/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader that takes 100 bytes and leaves.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/head")
        reader.arguments = ["-c", "100", fifo]
        reader.standardOutput = FileHandle.nullDevice
        try reader.run()
        // Every bundled scenario: a report larger than the pipe's 64 KiB buffer, so a write meets the closed reader.
        let all = try Self.everyBundledScenario()
        let run = try LocPromptBinary.run(["run", "--quiet"] + all + ["--report", fifo, "--junit", "\(folder)/r.xml"])
        reader.waitUntilExit()
        #expect(!run.killedBySignal)
        #expect(run.status == 2)
        #expect(run.stderr.contains("report.fifo") && run.stderr.contains("the reader went away"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/r.xml"))
    }

    @Test("past the file-size limit (ulimit -f) a recording is cut back to whole lines and the error is reported, status 2")
    func fileSizeLimit() throws {
        let binary = try #require(LocPromptBinary.url())
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cast = "\(folder)/limited.cast"
        let process = Process()
        // util-linux's prlimit sets RLIMIT_FSIZE for the child only (the test process keeps its own limits).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        process.arguments = ["--fsize=20000", binary.path, "run", "--quiet"] + Self.scenarios + ["--record", cast]
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 2)
        #expect(message.contains("file size limit") && message.contains("events before the error"), "\(message)")
        // Every line left is whole JSON: a valid asciicast of the events so far.
        let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 1)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "a cut line: \(line.suffix(40))")
        }
    }

    @Test("Ctrl-C during run: the run stops after the scenario in progress, writes --record, --report and --junit for what ran, and ends with 130")
    func interruptedRunKeepsItsOutputs() throws {
        let binary = try #require(LocPromptBinary.url())
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let all = try Self.everyBundledScenario()
        // Many scenarios, so the signal comes while the run is still going.
        let files = Array(repeating: all, count: 40).flatMap { $0 }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["run"] + files + ["--record", "\(folder)/i.cast", "--report", "\(folder)/i.md", "--junit", "\(folder)/i.xml"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The first transcript bytes mean the run loop has started (its handlers are installed before it).
        _ = out.fileHandleForReading.availableData
        kill(process.processIdentifier, SIGINT)
        // Keep reading so the child never blocks on a full pipe.
        let drain = Thread { _ = out.fileHandleForReading.readDataToEndOfFile() }
        drain.start()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 130)
        #expect(message.contains("interrupted (signal 2) after"), "\(message)")
        expectWritten(["i.cast", "i.md", "i.xml"], in: folder)
        // The reports say so themselves: a partial report must not pass for a whole one.
        let report = try String(contentsOfFile: "\(folder)/i.md", encoding: .utf8)
        #expect(report.contains("- **Interrupted:** by SIGINT (Ctrl-C) after "), "\(report.prefix(600))")
        #expect(report.contains("⏹ not run (interrupted)"))
        let junit = try String(contentsOfFile: "\(folder)/i.xml", encoding: .utf8)
        #expect(junit.contains("<skipped message=\"not run: the run was interrupted by SIGINT (Ctrl-C): "))
        // So does the recording: its last marker (audit 24f D3: it ended `end: N passed, 0 failed` like a whole one).
        let cast = try String(contentsOfFile: "\(folder)/i.cast", encoding: .utf8)
        let end = cast.split(separator: "\n").last ?? ""
        #expect(end.contains("\"m\", \"end: ") && end.contains(" (interrupted by SIGINT (Ctrl-C): "), "\(end)")
    }

    @Test("a signal ignored when the run started (nohup, a script's background job) stays ignored: the run goes to its end")
    func inheritedIgnoreIsKept() throws {
        let binary = try #require(LocPromptBinary.url())
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = Array(repeating: try Self.everyBundledScenario(), count: 6).flatMap { $0 }
        let process = Process()
        // `trap "" INT HUP` ignores them, and exec hands the ignore down, as nohup and `cmd &` in a script do.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' INT HUP; exec \"$0\" \"$@\"", binary.path, "run", "--quiet", "--report", "\(folder)/r.md"] + files
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let drain = Thread { _ = out.fileHandleForReading.readDataToEndOfFile() }
        drain.start()
        // Well inside the run (the arguments alone take a moment to parse), then both signals.
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, SIGINT)
        kill(process.processIdentifier, SIGHUP)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(process.terminationStatus): \(message)")
        #expect(!message.contains("interrupted"))
        let report = try String(contentsOfFile: "\(folder)/r.md", encoding: .utf8)
        #expect(report.hasSuffix("\(files.count) passed, 0 failed\n"))
    }

    @Test("--report to a FIFO nobody reads is an error before the first scenario, as --record is, exit 2")
    func reportFifoWithoutReaderFailsFirst() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = "\(folder)/report.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try LocPromptBinary.run(["run"] + Self.scenarios + ["--report", fifo])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty, "no scenario ran: \(run.stdout.prefix(200))")
        #expect(run.stderr == "locprompt: cannot write \(fifo): it is a FIFO nobody is reading; start the reader first\n", "\(run.stderr)")
    }
}

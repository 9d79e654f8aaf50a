import Foundation
import Testing

/// A reader that goes away (`locprompt run … | head`, a FIFO whose reader exits) must not kill locprompt with
/// SIGPIPE: the other outputs are still written, and a lost output file is reported (session 12 hostile-input audit).
@Suite("Closed pipes and FIFO readers")
struct ClosedPipeTests {
    static let scenarios = ["allow-once-expiry.yaml", "when-in-use-allow-while-using.yaml", "global-switch.yaml"]
        .map { LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/\($0)").path }

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
        for name in ["r.cast", "r.md", "r.xml"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(name)")[.size] as? Int) ?? 0
            #expect(size > 0, "\(name) was not written")
        }
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
        let all = try FileManager.default.contentsOfDirectory(atPath: LocPromptBinary.root.appendingPathComponent("Assets/Scenarios").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/\($0)").path }
        let run = try LocPromptBinary.run(["run", "--quiet"] + all + ["--report", fifo, "--junit", "\(folder)/r.xml"])
        reader.waitUntilExit()
        #expect(!run.killedBySignal)
        #expect(run.status == 2)
        #expect(run.stderr.contains("report.fifo") && run.stderr.contains("the reader went away"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/r.xml"))
    }
}

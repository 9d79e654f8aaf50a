import Foundation
import Testing

/// Standard output, error or input closed when locprompt starts (`>&-`, `2>&-`, `<&-`): `/dev/null` is put on the
/// closed descriptor first, so no output file takes its number (audit 24f D1: a `--report` FIFO became descriptor 1
/// and received the transcript, a JUnit stream began with an error line), and what could not be printed on a
/// closed standard output is an error, status 2, as on a full disk.
@Suite("Abuse: closed standard descriptors")
struct ClosedStandardStreamsTests {
    static let scenario = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path

    func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("closed-std-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs locprompt through `sh -c 'exec locprompt "$@" REDIRECTION'`, so the descriptor is closed at exec.
    /// Standard output and error go to pipes unless closed; returns the status, standard output and error.
    func run(_ arguments: [String], closing redirection: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(LocPromptBinary.url())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", binary.path] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes read at once, so neither fills up and blocks the run.
        let stdout = Collected()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            stdout.data = out.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout.data, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// A FIFO in `folder` read to its end by `cat` in the background; `wait()` gives what it read.
    func fifoReader(_ path: String) throws -> () -> String {
        #expect(mkfifo(path, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [path]
        let out = Pipe()
        reader.standardOutput = out
        try reader.run()
        return {
            let data = out.fileHandleForReading.readDataToEndOfFile()
            reader.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test("standard output closed: a --report FIFO gets the report alone; the transcript that could not be printed is status 2")
    func closedOutputAndReportFifo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wait = try fifoReader("\(folder)/report.fifo")
        let result = try run(["run", Self.scenario, "--report", "\(folder)/report.fifo"], closing: ">&-")
        let report = wait()
        #expect(report.hasPrefix("# locprompt scenario report"), "\(report.prefix(200))")
        #expect(!report.contains("▶ Allow Once expires"), "the transcript went into the report")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr == "locprompt: cannot write standard output: it is closed (>&-); redirect it (> FILE, > /dev/null) instead\n",
                "\(result.stderr)")
    }

    @Test("standard error closed: a --junit FIFO gets XML alone, not the error line of an invalid scenario")
    func closedErrorAndJUnitFifo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bad = "\(folder)/tabs.yaml"
        try "name: t\n\tsteps: []\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let wait = try fifoReader("\(folder)/junit.fifo")
        let result = try run(["run", "--quiet", Self.scenario, bad, "--junit", "\(folder)/junit.fifo"], closing: "2>&-")
        let junit = wait()
        #expect(junit.hasPrefix("<?xml"), "\(junit.prefix(200))")
        #expect(result.status == 2)
        #expect(result.stdout.contains("1 passed, 1 failed") || result.stdout.contains("invalid"), "\(result.stdout)")
    }

    @Test("a command with standard output closed says so and ends with status 2, as with /dev/full",
          arguments: [["rules"], ["render", "--os", "17.4", "--prompt", "always", "--app-name", "Maps", "--purpose", "To map."], ["--version"]])
    func closedOutputIsAnError(_ arguments: [String]) throws {
        let result = try run(arguments, closing: ">&-")
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("locprompt: cannot write standard output: it is closed"), "\(arguments): \(result.stderr)")
    }

    @Test("standard input closed is still said as such (run - <&-), and a closed standard error changes no status")
    func closedInput() throws {
        let input = try run(["run", "-"], closing: "<&-")
        #expect(input.status == 2)
        #expect(input.stderr.contains("standard input is closed"), "\(input.stderr)")
        let quiet = try run(["run", "--quiet", Self.scenario], closing: "2>&-")
        #expect(quiet.status == 0 && quiet.stdout.contains("1 passed, 0 failed"), "\(quiet.stdout)")
    }
}

/// Bytes read on another thread (handed over after its semaphore).
private final class Collected: @unchecked Sendable {
    var data = Data()
}

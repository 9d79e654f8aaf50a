import Foundation
import Testing

/// A signal that reaches `run --record` while it writes its recording (after the last scenario ran, which for a
/// long scenario is most of the run) is never lost: the writing stops at the next step, the recording says where
/// it ends, and the run ends with 128 + the signal and the "interrupted" line (audit 24f D3: it went on for
/// 17–115 s and exited 0). A second signal ends the run at once and leaves the recording's old file as it was.
@Suite("Abuse: signals while run writes its recording")
struct RecordingInterruptionTests {
    func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-signal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A scenario of `steps` steps (one launch, then one-second advances): its recording takes seconds to write.
    func longScenario(in folder: String, steps: Int) throws -> String {
        let app = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path
        let text = "name: long\ndevice: { platform: ios, os: \"15.7\" }\napp: \(app)\nsteps:\n  - launch\n"
            + String(repeating: "  - advance: 1s\n", count: steps - 1)
        let path = "\(folder)/long.yaml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Starts `run` with `arguments`; returns the process and its standard output and error pipes.
    func start(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        let binary = try #require(LocPromptBinary.url())
        process.executableURL = binary
        process.arguments = ["run"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, out, err)
    }

    /// Reads `pipe` until its text so far contains `text` (or it ends); returns the text read.
    func read(_ pipe: Pipe, until text: String) -> String {
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains(text) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        return String(decoding: seen, as: UTF8.self)
    }

    @Test("SIGTERM while the recording is written: it stops there, says so in the file, and the run ends with 143 and the interrupted line")
    func signalDuringTheWrite() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = try longScenario(in: folder, steps: 4_000)
        let cast = "\(folder)/long.cast"
        let (process, out, err) = try start(["--quiet", scenario, "--record", cast])
        // The totals are printed once every scenario ran, just before the outputs are written.
        let printed = read(out, until: "1 passed, 0 failed")
        #expect(printed.contains("1 passed, 0 failed"), "\(printed)")
        kill(process.processIdentifier, SIGTERM)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 143, "\(process.terminationStatus): \(message)")
        #expect(message.contains("locprompt: interrupted (signal 15) after 1 of 1 scenarios, while writing the outputs; the recording "), "\(message)")
        // A valid asciicast that says it was cut short, and not the `end:` marker of a whole recording.
        let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "a cut line: \(line.suffix(40))")
        }
        let last = try #require(lines.last)
        #expect(last.contains("\"m\", \"interrupted by SIGTERM in scenario 1 of 1: the recording ends here\""), "\(last)")
        #expect(!lines.contains { $0.contains("\"m\", \"end: ") })
        // Stopped well before the end: far fewer step markers than steps.
        #expect(lines.filter { $0.contains("\"m\", \"step ") }.count < 4_000)
    }

    @Test("a second signal while the recording of an interrupted run is written ends the run at once; the old file stays, no temporary file is left")
    func secondSignalKeepsTheOldFile() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = try longScenario(in: folder, steps: 4_000)
        let cast = "\(folder)/long.cast"
        try "the old recording\n".write(toFile: cast, atomically: true, encoding: .utf8)
        let small = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path
        let (process, out, err) = try start([scenario] + Array(repeating: small, count: 50) + ["--record", cast])
        // The first transcript bytes come once the long scenario ran: the first signal then stops the run after the
        // next one, and the recording of both takes seconds to write.
        _ = out.fileHandleForReading.availableData
        kill(process.processIdentifier, SIGINT)
        let drain = Thread { _ = out.fileHandleForReading.readDataToEndOfFile() }
        drain.start()
        // Its line comes before the outputs are written; the second signal lands while the recording is written.
        let message = read(err, until: "the outputs keep those")
        #expect(message.contains("locprompt: interrupted (signal 2) after "), "\(message)")
        // Once the recording is being written (a temporary file beside it, or the file itself changed), the second.
        for _ in 0..<2_000 {
            let writing = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasPrefix(".long.cast") } == true
                || (try? String(contentsOfFile: cast, encoding: .utf8)) != "the old recording\n"
            if writing { break }
            usleep(5_000)
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT,
                "\(process.terminationReason == .exit ? "exited" : "killed") \(process.terminationStatus)")
        #expect(try String(contentsOfFile: cast, encoding: .utf8) == "the old recording\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "\(left)")
    }
}

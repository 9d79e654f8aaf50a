import Foundation
import Testing

/// Runs one of the Python helper scripts that sit beside this file (`replay_cast.py`, `asciinema_check.py`)
/// with the `python3` on PATH: the one way the test support starts Python.
enum PythonScript {
    /// The exit status, standard output and standard error of `python3 NAME ARGUMENTS…`, or nil with a recorded
    /// issue when python3 cannot be started.
    static func run(_ name: String, _ arguments: [String],
                    sourceLocation: SourceLocation = #_sourceLocation) -> (status: Int32, output: Data, errors: String)? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name).path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch {
            Issue.record("cannot run python3: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        // The scripts write little to standard error (a message, then exit), so reading the two pipes in turn is enough.
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, String(decoding: errors, as: UTF8.self))
    }
}

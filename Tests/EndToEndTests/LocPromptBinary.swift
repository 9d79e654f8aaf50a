import Foundation
import Testing

/// Runs the built `locprompt` binary (the test command builds before testing) and captures its output.
enum LocPromptBinary {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        /// The exit status, or the signal's number when `killedBySignal`.
        var status: Int32
        var killedBySignal = false
        var stdout: String
        var stderr: String
    }

    /// The binary under test: `LOCPROMPT_BINARY` when set (e.g. the static build of `scripts/locprompt`), else the
    /// debug build the test command made.
    static func url(product: String = "locprompt") -> URL? {
        if product == "locprompt", let chosen = ProcessInfo.processInfo.environment["LOCPROMPT_BINARY"], !chosen.isEmpty {
            return URL(fileURLWithPath: chosen, relativeTo: root)
        }
        return ["debug", "x86_64-unknown-linux-gnu/debug", "aarch64-unknown-linux-gnu/debug"]
            .map { root.appendingPathComponent(".build/\($0)/\(product)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ arguments: [String], product: String = "locprompt", stdin: Data? = nil,
                    environment: [String: String]? = nil, currentDirectory: URL? = nil) throws -> Run {
        guard let binary = url(product: product) else {
            Issue.record("no \(product) binary under .build: run `swift build` first")
            return Run(status: -1, stdout: "", stderr: "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        // A run that exits before reading its input (a refused argument) must not kill the test process
        // with SIGPIPE: ignored, the write just fails and the run's status and output are checked.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
        try input.fileHandleForWriting.close()
        // Standard error is read while standard output is: read one after the other, a run that wrote more than
        // a pipe holds (64 kB) to the one read second blocked, and the test with it, for ever.
        let errors = ReadInBackground(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
                   stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A pipe read to its end on another thread; `wait()` gives its bytes.
private final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

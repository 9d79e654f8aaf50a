import Foundation

/// Runs `xmllint --noout -` on a document. xmllint (libxml2-utils) is required: `.ci/run` installs it, and a
/// machine without it fails here rather than skipping.
enum XMLLint {
    static func check(_ document: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint", "--noout", "-"]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        // Without xmllint, env exits at once and the write would raise SIGPIPE, which kills the whole test
        // process; ignored, the write fails and the exit status (127) fails this test alone.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data(document.utf8))
        try input.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }
}

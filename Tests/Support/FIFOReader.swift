import Foundation

/// `cat` reading a FIFO into a pipe: the reader a test gives a FIFO so that a write to it can complete, and what
/// came through. Started at once; `text()` waits for the writer to close and for `cat` to end.
public struct FIFOReader {
    private let process = Process()
    private let pipe = Pipe()

    public init(_ path: String) throws {
        process.executableURL = URL(fileURLWithPath: "/bin/cat")
        process.arguments = [path]
        process.standardOutput = pipe
        try process.run()
    }

    /// Everything written to the FIFO, once the writer has closed it.
    public func text() -> String {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

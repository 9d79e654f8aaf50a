import ArgumentParser
import LocPromptTerminal

extension RecordingOptions {
    /// The one way a full-screen program (`ui`, `walk`, `present`) runs from the command line: opens the recording
    /// (`--record`) before the terminal is touched, runs the program on the shared run loop, closes the recording,
    /// and returns the program's exit status. No usable terminal, or a recording that failed, is one line and exit 2.
    func runFullScreen(_ program: (AsciicastWriter?) throws(TerminalUnavailable) -> Int32) throws -> Int32 {
        try Self.runFullScreen(recording: path, program)
    }

    /// The same for a `--record` value (nil: no recording).
    static func runFullScreen(recording path: String?, _ program: (AsciicastWriter?) throws(TerminalUnavailable) -> Int32) throws -> Int32 {
        let recorder = try openRecorder(path: path)
        let status: Int32
        do {
            status = try program(recorder)
        } catch {
            Self.discard(recorder)
            throw CommandFailure(verbatim: error.description)
        }
        try Self.finish(recorder)
        return status
    }
}

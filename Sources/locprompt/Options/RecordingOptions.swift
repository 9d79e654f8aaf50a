import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptTerminal

/// `--record FILE.cast`, shared by the commands that can record (the interactive emulator, `run`; the
/// walkthrough can add it with `@OptionGroup var recording: RecordingOptions`).
struct RecordingOptions: ParsableArguments {
    @Option(name: .customLong("record"),
            help: ArgumentHelp("Also record the session as an asciicast v2 file (play it with `asciinema play FILE.cast`).",
                               valueName: "FILE.cast"))
    var path: String?

    /// Creates the file before anything else happens (so a bad path is one line and exit 2, with the terminal
    /// untouched); nil without `--record`.
    /// `wholeFile`: written under a temporary name and renamed when finished (`run`, see `AsciicastWriter`).
    func openRecorder(wholeFile: Bool = false) throws -> AsciicastWriter? { try Self.openRecorder(path: path, wholeFile: wholeFile) }

    /// The same for a `--record` value (nil: no recording).
    static func openRecorder(path: String?, wholeFile: Bool = false) throws -> AsciicastWriter? {
        guard let path else { return nil }
        do {
            _ = try SourceDate.seconds()  // the header's timestamp: a bad SOURCE_DATE_EPOCH stops here
        } catch {
            throw CommandFailure(error.description)
        }
        do {
            return try AsciicastWriter(path: path, wholeFile: wholeFile)
        } catch {
            throw CommandFailure(error.message)
        }
    }

    /// Closes the recording; a write error that happened during the session is thrown (one line, exit 2).
    static func finish(_ writer: AsciicastWriter?) throws {
        guard let writer else { return }
        writer.close()
        if let failure = writer.failure { throw CommandFailure(failure.message) }
    }

    /// Drops a recording that never started (no header yet: the terminal could not be used). The file was
    /// never opened, so whatever was at its path (a file, a link, a FIFO) is left exactly as it was.
    static func discard(_ writer: AsciicastWriter?) {
        writer?.close()
    }
}

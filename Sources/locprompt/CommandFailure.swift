import ArgumentParser
import Foundation
import LocPromptCore

/// A user-facing failure: printed as one line `locprompt: message` on standard error, exit code 2.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }

    var description: String { message }
}

extension ParsableCommand {
    /// Runs a command body, turning `CommandFailure` into a clean message and exit code.
    static func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data(("locprompt: " + SafeText.neutralize(failure.message, keepNewlines: true) + "\n").utf8))
            throw ExitCode(failure.exitCode)
        }
    }
}

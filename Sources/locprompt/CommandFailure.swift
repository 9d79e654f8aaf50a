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

extension CommandFailure {
    /// Prints `locprompt: message` (neutralised) on standard error and returns exit code 2 to throw.
    static func printed(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data(("locprompt: " + SafeText.neutralize(message, keepNewlines: true) + "\n").utf8))
        return ExitCode(2)
    }
}

/// Platform and OS version arguments, resolved the same way by every command.
enum DeviceSelection {
    static func platform(_ text: String) throws -> Platform {
        guard let platform = Platform(argument: text) else {
            throw CommandFailure("unknown platform “\(text)”; expected one of: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")) (ipados = ios)")
        }
        return platform
    }

    /// `version` on `platform`, or the newest band's representative version when nil.
    static func os(_ platform: Platform, version: String?) throws -> DeviceOS {
        guard let version else { return .newest(platform) }
        switch DeviceOS.resolve(platform: platform, versionText: version) {
        case .success(let os): return os
        case .failure(let error): throw CommandFailure(error.message)
        }
    }
}

extension ParsableCommand {
    /// Runs a command body, turning `CommandFailure` into a clean message and exit code.
    static func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            _ = CommandFailure.printed(failure.message)
            throw ExitCode(failure.exitCode)
        }
    }
}

import Foundation
import Testing

/// A command whose standard output cannot be written (a full disk under `render … > alert.txt`; here
/// `/dev/full`) says so once and ends with status 2: it used to end with 0 and nothing written. A reader that goes
/// away (`| head`) is still no error; a standard output closed from the start (`>&-`) is one
/// (`ClosedStandardStreamsTests`).
@Suite struct StandardOutputErrorTests {
    /// Runs the binary with standard output on `path` (opened for writing) and returns its status and standard error.
    static func run(_ arguments: [String], stdout path: String?) throws -> (status: Int32, stderr: String) {
        guard let binary = LocPromptBinary.url() else {
            Issue.record("no locprompt binary under .build")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = LocPromptBinary.root
        if let path { process.standardOutput = FileHandle(forWritingAtPath: path) }
        let err = Pipe()
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    static let commands: [[String]] = [
        ["render", "--os", "17.4", "--prompt", "when-in-use", "--app", "Assets/Apps/WhereAmI.plist"],
        ["render", "--os", "17.4", "--prompt", "when-in-use", "--app", "Assets/Apps/WhereAmI.plist", "--format", "svg"],
        ["render", "--all", "--os", "17.4", "--app", "Assets/Apps/WhereAmI.plist", "--format", "json"],
        ["check", "Assets/Apps/WhereAmI.plist"],
        ["check", "Assets/Apps/Misspelled.plist"],
        ["graph", "--os", "13.3"],
        ["rules"],
        ["sources"],
        ["plan", "Assets/Apps/WhereAmI.plist"],
        ["compare", "--width", "100"],
        ["run", "--quiet", "Assets/Scenarios/ios10-always.yaml"],
        // The argument parser's own output: help, the version, a subcommand's help and a completion script.
        ["--help"],
        ["--version"],
        ["run", "--help"],
        ["help", "walk"],
        ["--generate-completion-script", "bash"],
    ]

    @Test("standard output on a full disk: one line naming it, status 2", arguments: commands)
    func fullDisk(_ arguments: [String]) throws {
        let result = try Self.run(arguments, stdout: "/dev/full")
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.components(separatedBy: "locprompt: cannot write standard output: the disk is full").count == 2,
                "\(arguments): \(result.stderr)")
    }

    @Test("a usage error still goes to standard error with the parser's status, whatever standard output is")
    func usageErrorUnchanged() throws {
        let result = try Self.run(["rules", "--bogus"], stdout: "/dev/full")
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("Unknown option '--bogus'") && !result.stderr.contains("cannot write"), "\(result.stderr)")
    }

    @Test("standard output to /dev/null is written, status 0")
    func devNull() throws {
        let result = try Self.run(["render", "--os", "17.4", "--prompt", "always", "--app", "Assets/Apps/WhereAmI.plist"], stdout: "/dev/null")
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }
}

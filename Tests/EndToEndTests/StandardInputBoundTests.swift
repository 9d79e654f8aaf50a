import Foundation
import Testing

/// Abuse suite, sizes (issue 14 "Inputs"): `run -` reads standard input through `InputFile` with the scenario
/// cap, so an endless pipe is cut at 4 MB with a clear error instead of filling the memory.
@Suite("Abuse: scenario on standard input")
struct StandardInputBoundTests {
    /// Runs `script` (which names the binary) in `sh` and returns its standard error; the script echoes the
    /// binary's status there as `EXIT=N`.
    static func shell(_ script: (String) -> String) throws -> String? {
        guard let binary = LocPromptBinary.url() else {
            Issue.record("no locprompt binary under .build")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script("'\(binary.path)'") + "; echo \"EXIT=$?\" >&2"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return stderr
    }

    @Test("an endless pipe into run - stops at the 4 MB cap with a clear error, exit 2")
    func endlessPipe() throws {
        // `yes` never ends: only the reader's cap ends the run (yes then dies of SIGPIPE).
        guard let stderr = try Self.shell({ "yes 'name: x' | \($0) run -" }) else { return }
        #expect(stderr.contains("<stdin>: cannot read the scenario: more than 4 MB arrived"), "\(stderr)")
        #expect(stderr.contains("EXIT=2"), "\(stderr)")
    }

    /// Session 21's UX pass: `run - <&-` said “cannot read the scenario: bad file descriptor”.
    @Test("run - with standard input closed says so, exit 2")
    func closedStandardInput() throws {
        guard let stderr = try Self.shell({ "\($0) run - <&-" }) else { return }
        #expect(stderr.contains("<stdin>: cannot read the scenario: standard input is closed; give the scenario on it"), "\(stderr)")
        #expect(stderr.contains("EXIT=2"), "\(stderr)")
    }
}

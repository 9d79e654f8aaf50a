// Test support shared by the test targets (`LocPromptTestSupport`): not part of locprompt.
import Foundation
import Testing

/// pyte, an independent terminal emulator, replaying a cast through `Tests/Support/replay_cast.py`.
public enum Pyte {
    /// `replay_cast.py`, next to this file.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("replay_cast.py").path

    /// The final screen (trailing blanks and trailing empty lines removed), or nil with a recorded issue when
    /// python3 or pyte is missing or the script rejects the file.
    public static func finalScreen(of castPath: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, castPath]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch {
            Issue.record("cannot run python3: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors, as: UTF8.self)
            Issue.record("replay_cast.py failed (pyte is needed: pip install pyte, or apt-get install python3-pyte): \(message)",
                         sourceLocation: sourceLocation)
            return nil
        }
        return trimmed(String(decoding: output, as: UTF8.self))
    }

    public static func trimmed(_ screen: String) -> String {
        var lines = screen.components(separatedBy: "\n").map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

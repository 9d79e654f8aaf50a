// Test support shared by the test targets (`LocPromptTestSupport`): not part of locprompt.
import Foundation
import Testing

/// pyte, an independent terminal emulator, replaying a cast through `Tests/Support/replay_cast.py`.
public enum Pyte {
    /// The final screen (trailing blanks and trailing empty lines removed), or nil with a recorded issue when
    /// python3 or pyte is missing or the script rejects the file.
    public static func finalScreen(of castPath: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard let result = PythonScript.run("replay_cast.py", [castPath], sourceLocation: sourceLocation) else { return nil }
        let (status, output, errors) = result
        guard status == 0 else {
            Issue.record("replay_cast.py failed (pyte is needed: pip install pyte, or apt-get install python3-pyte): \(errors)",
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

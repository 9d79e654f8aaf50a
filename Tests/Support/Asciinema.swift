// Test support shared by the test targets (`LocPromptTestSupport`): not part of locprompt.
import Foundation
import Testing

/// asciinema's own asciicast reader (the `asciinema` Python package, 2.4), through
/// `Tests/Support/asciinema_check.py`: the header and the events as asciinema reads them.
public enum Asciinema {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("asciinema_check.py").path

    public struct Cast {
        public let header: [String: Any]
        /// `[time, code, data]` each.
        public let events: [(time: Double, code: String, data: String)]
        public var markers: [String] { events.filter { $0.code == "m" }.map(\.data) }
    }

    /// The cast as asciinema reads it, or nil with a recorded issue when asciinema rejects it (or python3 or the
    /// asciinema package is missing: `pip install asciinema`, as `.ci/run` does).
    public static func read(_ castPath: String, sourceLocation: SourceLocation = #_sourceLocation) -> Cast? {
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
        guard process.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
              let header = object["header"] as? [String: Any], let raw = object["events"] as? [[Any]] else {
            Issue.record("asciinema_check.py rejected \(castPath): \(String(decoding: errors, as: UTF8.self))", sourceLocation: sourceLocation)
            return nil
        }
        let events = raw.compactMap { event -> (time: Double, code: String, data: String)? in
            guard let time = (event[0] as? NSNumber)?.doubleValue, let code = event[1] as? String, let data = event[2] as? String else { return nil }
            return (time, code, data)
        }
        return Cast(header: header, events: events)
    }
}

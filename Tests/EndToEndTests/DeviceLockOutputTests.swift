import Foundation
import Testing

/// An output that is the lock file of the `--device` in use is refused like an input, before anything is written
/// (audit 24f D9: `ui --device d.json --record d.json.lock` wrote the recording into the lock, and the next command
/// on the device cut it back to a pid). Without a terminal the session never starts, which is enough here: the
/// refusal comes first, and the lock keeps its pid text.
@Suite("Abuse: an output that is the device's lock file")
struct DeviceLockOutputTests {
    @Test("ui --record naming the --device's lock file, under its name or a link to it: refused, exit 2, lock untouched",
          arguments: ["d.json.lock", "link-to-lock.cast"])
    func recordIntoTheLock(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-lock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = "\(folder)/d.json", lock = "\(folder)/d.json.lock"
        let created = try LocPromptBinary.run(["privacy", "--device", device, "grant", "location", "com.example.a"])
        #expect(created.status == 0, "\(created.stderr)")
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link-to-lock.cast", withDestinationPath: "d.json.lock")
        let run = try LocPromptBinary.run(["ui", "--device", device, "--record", "\(folder)/\(name)"])
        #expect(run.status == 2)
        #expect(run.stderr == "locprompt: cannot write \(folder)/\(name): it is the lock file of the saved device this command uses "
                + "(--device); name another file\n", "\(run.stderr)")
        // The lock holds a pid, as every lock does, and no recording.
        let text = try String(contentsOfFile: lock, encoding: .utf8)
        #expect(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) != nil, "\(text.prefix(60))")
    }
}

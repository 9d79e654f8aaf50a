import Foundation
import Testing

/// The long fuzz run (`scripts/bench --fuzz`) must end with a verdict: `locprompt-bench --fuzz-selftest` runs a
/// target that hangs or traps on its fifth input, and the watchdog must save that input and name it.
@Suite("Fuzz watchdog, end to end")
struct FuzzWatchdogTests {
    private func reportFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locprompt-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("A hanging input: saved, named, exit 3 after the hang limit")
    func hang() throws {
        let folder = try reportFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LocPromptBinary.run(["--fuzz-selftest", "hang", "--report-dir", folder.path], product: "locprompt-bench")
        #expect(!run.killedBySignal)
        #expect(run.status == 3)
        let saved = folder.appendingPathComponent("fuzz-hang-selftest-5.bin")
        #expect(run.stderr.contains("selftest input #5 has run for more than 1.0 s (a hang); it is saved in \(saved.path)"))
        #expect(FileManager.default.fileExists(atPath: saved.path))
    }

    @Test("A crashing input: saved and named, and the process still dies of its signal")
    func crash() throws {
        let folder = try reportFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LocPromptBinary.run(["--fuzz-selftest", "crash", "--report-dir", folder.path], product: "locprompt-bench")
        #expect(run.killedBySignal)
        #expect(run.stderr.contains("fuzz: selftest input #5 crashed the process; it is saved in \(folder.path)/fuzz-crash.bin"))
        let saved = try Data(contentsOf: folder.appendingPathComponent("fuzz-crash.bin"))
        #expect(!saved.isEmpty)
    }
}

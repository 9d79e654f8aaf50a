import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore
@testable import LocPromptFiles

/// The device file across processes (issue 7 part 4 "Tests"): it survives a kill in the middle of a write,
/// and two instances at once never both change it. These run the built `locprompt` executable (next to the
/// test bundle; `./scripts/test` builds it first): a forked child would share the test runner's threads and
/// locks, so a real process is the honest test.
@Suite("Saved device: kills and concurrent instances", .serialized)
struct DeviceProcessTests {
    /// `.build/<triple>/debug/locprompt`, next to the running test executable.
    static let binary: String? = {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = me.deletingLastPathComponent().appendingPathComponent("locprompt").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    struct Finished {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `locprompt-soak` (Benchmarks/locprompt-soak), built next to locprompt: a development tool, not in the product.
    static let soakBinary: String? = binary.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("locprompt-soak").path }

    static func start(_ arguments: [String], executable: String? = binary) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable!)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    static func run(_ arguments: [String]) throws -> Finished {
        let (process, out, err) = try start(arguments)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Finished(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                        stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Starts `locprompt-soak FILE`, which rewrites the device in a loop, and returns once it holds the lock.
    static func startSoak(_ path: String, apps: Int) throws -> Process {
        let (process, out, _) = try start([path, "--apps", "\(apps)"], executable: soakBinary)
        let line = out.fileHandleForReading.availableData
        #expect(String(decoding: line, as: UTF8.self) == "locked\n")
        return process
    }

    static func killHard(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test("a writer killed at random moments, often mid-write, leaves the old device or the new one, never a mix",
          .enabled(if: binary != nil, "build locprompt first (swift build)"))
    func killMidWrite() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        var midWrite = 0
        var kills = 0
        // Kill until at least 3 kills have landed inside a write (a temporary file was left behind).
        while midWrite < 3 && kills < 200 {
            let soak = try Self.startSoak(path, apps: 1000)
            usleep(UInt32.random(in: 20_000...200_000))
            Self.killHard(soak)
            kills += 1
            if folder.names.contains(where: { $0.hasPrefix(".phone.json.tmp-") }) { midWrite += 1 }

            // The kill released the lock, the file is a whole device: every app has the same authorization,
            // from one write or the other.
            let session = try DeviceSession.open(path: path)
            #expect(session.device.apps.count == 1000)
            let authorizations = Set(session.device.apps.values.map(\.authorization))
            #expect(authorizations == [.denied] || authorizations == [.always], "\(authorizations)")
            // Leftovers of the killed write are cleaned up by the next session.
            #expect(folder.names == ["phone.json", "phone.json.lock"])
            session.close()
        }
        #expect(midWrite >= 3, "only \(midWrite) of \(kills) kills landed inside a write")
    }

    @Test("while one locprompt holds a device, a second one fails at once with exit 2 and changes nothing",
          .enabled(if: binary != nil, "build locprompt first (swift build)"))
    func secondInstanceRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let soak = try Self.startSoak(path, apps: 10)
        let second = try Self.run(["privacy", "--device", path, "grant", "location", "com.example.second"])
        #expect(second.status == 2)
        #expect(second.stderr == "locprompt: \(path): another locprompt (process \(soak.processIdentifier)) holds this device "
            + "(lock \(path).lock); wait for it to finish, or use another device file\n")
        #expect(throws: DeviceFileError.locked(path: path, holder: soak.processIdentifier)) { try DeviceSession.open(path: path) }
        Self.killHard(soak)

        // The holder is gone (killed, not closed): the lock went with it.
        let third = try Self.run(["privacy", "--device", path, "grant", "location", "com.example.second"])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(try DeviceStore.load(path: path)?.apps["com.example.second"]?.authorization == .whenInUse)
    }

    @Test("instances started together: each either changes the device or is refused; no change is lost",
          .enabled(if: binary != nil, "build locprompt first (swift build)"))
    func noLostUpdates() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let ids = (0..<8).map { "com.example.app\($0)" }
        let started = try ids.map { try Self.start(["privacy", "--device", path, "grant", "location-always", $0]) }
        var granted: Set<String> = []
        for (id, (process, _, err)) in zip(ids, started) {
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationStatus == 0 {
                granted.insert(id)
            } else {
                #expect(process.terminationStatus == 2)
                #expect(stderr.contains("holds this device"), "\(stderr)")
            }
        }
        #expect(!granted.isEmpty)
        let device = try DeviceStore.load(path: path)
        #expect(Set(device?.apps.keys ?? [:].keys) == granted)
    }

    @Test("the command line: privacy, show and reset on a file, and a damaged file refused with exit 2",
          .enabled(if: binary != nil, "build locprompt first (swift build)"))
    func commandLine() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let grant = try Self.run(["privacy", "--device", path, "grant", "location", "com.example.whereami", "--os", "13.3"])
        #expect(grant.status == 0)
        #expect(grant.stdout == "com.example.whereami (name not known until the app runs): When In Use (Settings: While Using the App), "
            + "was not determined (not listed in Settings: it has not asked yet)\n")
        let show = try Self.run(["device", "show", path])
        #expect(show.stdout.hasPrefix("\(path): iOS 13.3 device (iOS 13.0–13.3; device file version 2)\n"))
        #expect(show.stdout.contains("    stored: When In Use (Settings: While Using the App)\n"))

        let mismatch = try Self.run(["privacy", "--device", path, "reset", "location", "--os", "17.4"])
        #expect(mismatch.status == 2)
        #expect(mismatch.stderr.contains("this device runs iOS 13.3, not iOS 17.4"))

        let reset = try Self.run(["device", "reset", path])
        #expect(reset.stdout == "\(path): Reset Location & Privacy: 1 app back to not determined\n")
        #expect(try DeviceStore.load(path: path)?.apps["com.example.whereami"]?.authorization == .notDetermined)

        folder.write("{\"format\": \"locprompt-device\"", to: "phone.json")
        let refused = try Self.run(["privacy", "--device", path, "grant", "location", "com.example.whereami"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("phone.json: damaged device file (not valid JSON, line 1, column 30: the file ends before “}” closes the object); kept aside as \(path).damaged-1."))
        #expect(folder.text("phone.json") == "{\"format\": \"locprompt-device\"")
        let recovered = try Self.run(["device", "reset", path])
        #expect(recovered.status == 0)
        #expect(recovered.stdout.contains("kept aside as \(path).damaged-1; started a fresh iOS"))
        #expect(folder.text("phone.json.damaged-1") == "{\"format\": \"locprompt-device\"")
    }
}

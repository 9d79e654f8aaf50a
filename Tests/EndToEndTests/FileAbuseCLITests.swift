import Foundation
import Glibc
import Testing

/// Abuse suite, files through the built binary (issue 14 "Files"): a command that fails before it starts
/// leaves its output alone, a full disk mid-recording leaves a valid asciicast, special files are refused.
@Suite("Abuse: files through the command line")
struct FileAbuseCLITests {
    static let scenarios = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios")

    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "locprompt-abuse-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("ui --record LINK with no terminal leaves the link and its target exactly as they were")
    func failedStartLeavesOutput() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("precious".utf8).write(to: URL(fileURLWithPath: dir + "/target.cast"))
        #expect(symlink("target.cast", dir + "/link.cast") == 0)
        let result = try LocPromptBinary.run(["ui", "--record", dir + "/link.cast"])
        #expect(result.status != 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.cast") == "target.cast")
        #expect(String(decoding: FileManager.default.contents(atPath: dir + "/target.cast") ?? Data(), as: UTF8.self) == "precious")
    }

    @Test("a file-size limit hit mid-recording leaves a valid asciicast of the events so far and a clear error")
    func diskFullMidRecording() throws {
        guard let binary = LocPromptBinary.url() else { return }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cast = dir + "/full.cast"
        let scenario = Self.scenarios.appendingPathComponent("allow-once-expiry.yaml").path
        // RLIMIT_FSIZE stands in for a full disk: writes past 8 kB fail (EFBIG), SIGXFSZ ignored.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "ulimit -f 8; trap '' XFSZ; exec \"$0\" run --quiet \"$1\" --record \"$2\"", binary.path, scenario, cast]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(stderr.contains("cannot write \(cast)"), "\(stderr)")
        #expect(stderr.components(separatedBy: "cannot write").count == 2, "the error is printed once: \(stderr)")
        let text = String(decoding: FileManager.default.contents(atPath: cast) ?? Data(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.count >= 2, "the header and some events were kept")
        #expect(text.hasSuffix("\n"))
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "every line is whole JSON: \(line.prefix(80))")
        }
    }

    @Test("check --app /dev/zero and device show /dev/zero: not a regular file, exit 2, at once")
    func specialInputs() throws {
        let check = try LocPromptBinary.run(["check", "/dev/zero"])
        #expect(check.status != 0)
        #expect(check.stderr.contains("not a regular file"), "\(check.stderr)")
        let show = try LocPromptBinary.run(["device", "show", "/dev/zero"])
        #expect(show.status != 0)
        #expect(show.stderr.contains("not a regular file"), "\(show.stderr)")
        let run = try LocPromptBinary.run(["run", "/dev/zero"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
    }

    @Test("privacy --device and device reset on a folder or a FIFO: refused, exit 2, no lock file left beside it")
    func refusedDevicePathLeavesNoLock() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/dir.json", withIntermediateDirectories: false)
        #expect(mkfifo(dir + "/fifo.json", 0o644) == 0)
        for device in [dir + "/dir.json", dir + "/fifo.json"] {
            for arguments in [["privacy", "--device", device, "grant", "location", "com.example.whereami"], ["device", "reset", device]] {
                let result = try LocPromptBinary.run(arguments)
                #expect(result.status == 2, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains(device + ": it is a"), "\(result.stderr)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["dir.json", "fifo.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/dir.json").isEmpty)
    }

    @Test("--device - and device reset -: refused, exit 2, nothing printed as if saved and no -.lock left (./- is a file)")
    func standardStreamIsNoDevice() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let here = URL(fileURLWithPath: dir)
        for arguments in [["privacy", "--device", "-", "grant", "location", "com.example.whereami"], ["device", "reset", "-"]] {
            let result = try LocPromptBinary.run(arguments, currentDirectory: here)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            #expect(result.stderr.contains("-: a saved device is read and written back"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
        let file = try LocPromptBinary.run(["device", "reset", "./-"], currentDirectory: here)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/-"))
    }

    @Test("check FOLDER: a folder of links to itself and a folder of FIFOs named *-Info.plist end at once with a message")
    func hostileProjectFolders() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/selfloop", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: dir + "/fifos", withIntermediateDirectories: false)
        for i in 1...40 { #expect(symlink(".", dir + "/selfloop/l\(i)") == 0) }
        for i in 1...10 { #expect(mkfifo(dir + "/fifos/a\(i)-Info.plist", 0o644) == 0) }
        for name in ["selfloop", "fifos"] {
            let result = try LocPromptBinary.run(["check", dir + "/" + name])
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("no Info.plist (or *-Info.plist) in this folder"), "\(result.stderr)")
        }
    }

    @Test("--report to /dev/null and through a symlink")
    func reportTargets() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = Self.scenarios.appendingPathComponent("allow-once-expiry.yaml").path
        #expect(symlink("real.md", dir + "/link.md") == 0)
        let result = try LocPromptBinary.run(["run", "--quiet", scenario, "--report", dir + "/link.md", "--junit", "/dev/null"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.md") == "real.md")
        #expect((FileManager.default.contents(atPath: dir + "/real.md")?.count ?? 0) > 100)
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("--record /dev/tty with no controlling terminal: “no such device”, not a FIFO with no reader, exit 2")
    func recordToMissingTerminal() throws {
        let binary = try #require(LocPromptBinary.url())
        let scenario = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path
        // setsid (util-linux) starts it in a new session: no controlling terminal, so opening /dev/tty gives ENXIO.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", binary.path, "run", "--quiet", scenario, "--record", "/dev/tty"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message == "locprompt: cannot write /dev/tty: no such device (for /dev/tty: locprompt has no controlling terminal)\n", "\(message)")
    }
}

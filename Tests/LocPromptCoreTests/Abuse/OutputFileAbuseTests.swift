import Foundation
import Glibc
import LocPromptTestSupport
import Testing
@testable import LocPromptCore
@testable import LocPromptFiles

/// Abuse suite, files (issue 14 "Files"): outputs follow coreutils' habits, inputs are bounded and never hang.
@Suite("Abuse: output files")
struct OutputFileAbuseTests {
    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode : 0
    }

    static func isLink(_ path: String) -> Bool { mode(path) & S_IFMT == S_IFLNK }

    @Test("a symlink is written through: its target gets the content, the link stays")
    func symlinkWrittenThrough() throws {
        let folder = TemporaryFolder()
        folder.write("old", to: "target.md")
        #expect(symlink("target.md", folder.file("link.md")) == 0)
        try OutputFile.write(Array("new".utf8), to: folder.file("link.md"))
        #expect(Self.isLink(folder.file("link.md")))
        #expect(folder.text("target.md") == "new")
    }

    @Test("a dangling symlink creates its target, the link stays")
    func danglingSymlink() throws {
        let folder = TemporaryFolder()
        #expect(symlink("made.md", folder.file("link.md")) == 0)
        try OutputFile.write(Array("x".utf8), to: folder.file("link.md"))
        #expect(Self.isLink(folder.file("link.md")))
        #expect(folder.text("made.md") == "x")
    }

    @Test("an existing file keeps its mode")
    func modeKept() throws {
        let folder = TemporaryFolder()
        folder.write("old", to: "report.md")
        chmod(folder.file("report.md"), 0o640)
        try OutputFile.write(Array("new".utf8), to: folder.file("report.md"))
        #expect(Self.mode(folder.file("report.md")) & 0o7777 == 0o640)
        #expect(folder.text("report.md") == "new")
        #expect(folder.names == ["report.md"], "no temporary file left: \(folder.names)")
    }

    @Test("a file this process read as input is never replaced, through a link or a hard link either (audit 14 H14-2)")
    func inputsAreNotReplaced() throws {
        let folder = TemporaryFolder()
        folder.write("name: scenario", to: "input.yaml")
        #expect(symlink("input.yaml", folder.file("link.md")) == 0)
        #expect(link(folder.file("input.yaml"), folder.file("hard.md")) == 0)
        _ = try InputFile.read(folder.file("input.yaml"))
        for output in ["input.yaml", "link.md", "hard.md"] {
            #expect {
                try OutputFile.write(Array("report".utf8), to: folder.file(output))
            } throws: { error in
                (error as? OutputFileError)?.reason.hasPrefix("it is a file this command reads") == true
            }
            #expect(throws: OutputFileError.self) { try OutputFile.check(folder.file(output)) }
            #expect(throws: OutputFileError.self) { try OutputFile.openForStreaming(folder.file(output)) }
        }
        #expect(folder.text("input.yaml") == "name: scenario")
        // Another file in the same folder is written as usual.
        try OutputFile.write(Array("report".utf8), to: folder.file("report.md"))
        #expect(folder.text("report.md") == "report")
    }

    @Test("one file however it is named: a link, a hard link, another spelling, a new file through a dangling link")
    func identities() throws {
        let folder = TemporaryFolder()
        folder.write("x", to: "a.md")
        #expect(symlink("a.md", folder.file("latest.md")) == 0)
        #expect(link(folder.file("a.md"), folder.file("hard.md")) == 0)
        #expect(symlink("new.md", folder.file("dangling.md")) == 0)
        let a = FileIdentity.ofOutput(folder.file("a.md"))
        #expect(a != nil)
        #expect(FileIdentity.ofOutput(folder.file("latest.md")) == a)
        #expect(FileIdentity.ofOutput(folder.file("hard.md")) == a)
        #expect(FileIdentity.ofOutput(folder.path + "/./a.md") == a)
        #expect(FileIdentity.ofOutput(folder.file("dangling.md")) == FileIdentity.ofOutput(folder.file("new.md")))
        #expect(FileIdentity.ofOutput(folder.file("new.md")) != FileIdentity.ofOutput(folder.file("other.md")))
        #expect(FileIdentity.ofOutput("-") == nil)
    }

    @Test("/dev/null is written to, never replaced")
    func devNull() throws {
        try OutputFile.write(Array("x".utf8), to: "/dev/null")
        #expect(Self.mode("/dev/null") & S_IFMT == S_IFCHR)
    }

    @Test("a FIFO with a reader gets the content and stays a FIFO; with no reader it is an error at once")
    func fifo() throws {
        let folder = TemporaryFolder()
        let fifo = folder.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: OutputFileError.self) { try OutputFile.write(Array("x".utf8), to: fifo) }
        let reader = try FIFOReader(fifo)
        // Wait until cat has opened the FIFO (an open for writing succeeds from then on).
        var written = false
        for _ in 0..<200 where !written {
            do { try OutputFile.write(Array("through the pipe".utf8), to: fifo); written = true } catch { usleep(10_000) }
        }
        #expect(written)
        #expect(reader.text() == "through the pipe")
        #expect(Self.mode(fifo) & S_IFMT == S_IFIFO)
    }

    @Test("folders, block devices, missing folders and link loops are clear errors")
    func refusals() {
        let folder = TemporaryFolder()
        #expect(throws: OutputFileError.self) { try OutputFile.write([1], to: folder.path) }
        #expect(throws: OutputFileError.self) { try OutputFile.write([1], to: folder.file("no/such/report.md")) }
        symlink("loop", folder.file("loop"))
        #expect(throws: OutputFileError.self) { try OutputFile.write([1], to: folder.file("loop")) }
        do {
            try OutputFile.write([1], to: folder.path)
        } catch {
            #expect(error.description.contains("folder"))
        }
        #expect(OutputFile.describe(ENOSPC).contains("disk is full"))
    }

    @Test("`-` is standard output")
    func dash() throws {
        #expect(try OutputFile.resolve("-") == .standardOutput)
    }

    @Test("checking an output creates and truncates nothing")
    func checkTouchesNothing() throws {
        let folder = TemporaryFolder()
        folder.write("keep me", to: "target.cast")
        symlink("target.cast", folder.file("link.cast"))
        try OutputFile.check(folder.file("link.cast"))
        try OutputFile.check(folder.file("new.cast"))
        #expect(folder.text("target.cast") == "keep me")
        #expect(folder.names == ["link.cast", "target.cast"])
    }
}

@Suite("Abuse: input files")
struct InputFileAbuseTests {
    @Test("a device is not a regular file, and is not read")
    func device() {
        for path in ["/dev/zero", "/dev/urandom"] {
            #expect {
                try InputFile.read(path)
            } throws: { error in
                (error as? InputFileError)?.reason.contains("not a regular file") == true
            }
        }
    }

    @Test("a folder says it is a folder")
    func folder() {
        #expect(throws: InputFileError.self) { try InputFile.read(NSTemporaryDirectory()) }
    }

    @Test("a file over the cap is refused with its size, without reading it")
    func tooBig() throws {
        let folder = TemporaryFolder()
        let path = folder.file("huge.plist")
        let fd = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(ftruncate(fd, 3 * 1024 * 1024 * 1024) == 0)   // sparse: no disk used
        close(fd)
        #expect {
            try InputFile.read(path)
        } throws: { error in
            let reason = (error as? InputFileError)?.reason ?? ""
            return reason.contains("3072 MB") && reason.contains("16 MB limit")
        }
    }

    @Test("a file just over the cap says its size with a decimal, never the limit's own number (16.6 MB, not 16 MB)")
    func justOverTheCap() throws {
        let folder = TemporaryFolder()
        let path = folder.file("big.plist")
        let fd = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(ftruncate(fd, 17_388_972) == 0)   // sparse: no disk used
        close(fd)
        #expect {
            try InputFile.read(path)
        } throws: { error in
            let reason = (error as? InputFileError)?.reason ?? ""
            return reason == "the file is 16.6 MB, more than the 16 MB limit; is it the right file?"
        }
        // One byte over: 16.0 MB rounded up is still more than the limit.
        #expect(truncate(path, 16 * 1024 * 1024 + 1) == 0)
        #expect {
            try InputFile.read(path)
        } throws: { error in
            ((error as? InputFileError)?.reason ?? "").hasPrefix("the file is 16.1 MB, more than the 16 MB limit")
        }
    }

    @Test("a file longer than the size it had when opened (it grew) is still read whole, and the cap still holds")
    func grewAfterOpening() throws {
        let folder = TemporaryFolder()
        let path = folder.file("grown.plist")
        let content = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        #expect(FileManager.default.createFile(atPath: path, contents: content))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        // The buffer is sized by the size seen when the file was opened; here that size is far too small.
        #expect(try InputFile.readAll(fd, path: path, limit: 1_000_000, fifoWait: nil, expectedSize: 10) == content)
        #expect(lseek(fd, 0, SEEK_SET) == 0)
        #expect(throws: InputFileError.self) {
            try InputFile.readAll(fd, path: path, limit: 100_000, fifoWait: nil, expectedSize: 10)
        }
    }

    @Test("a FIFO nobody writes to is an error after a bounded wait, not a hang")
    func fifoWithoutWriter() {
        let folder = TemporaryFolder()
        let fifo = folder.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect {
            try InputFile.read(fifo, fifoWait: 100)
        } throws: { error in
            (error as? InputFileError)?.kind == .noWriter
        }
    }

    @Test("an endless FIFO stops at the cap")
    func endlessFifo() throws {
        let folder = TemporaryFolder()
        let fifo = folder.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "exec yes > '\(fifo)'"]
        try writer.run()
        defer { writer.terminate(); writer.waitUntilExit() }
        #expect {
            try InputFile.read(fifo, limit: 1_000_000)
        } throws: { error in
            (error as? InputFileError)?.kind == .tooBig
        }
    }

    @Test("a FIFO with a writer is read whole")
    func fifoWithWriter() throws {
        let folder = TemporaryFolder()
        let fifo = folder.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "printf 'hello fifo' > '\(fifo)'"]
        try writer.run()
        defer { writer.waitUntilExit() }
        let data = try InputFile.read(fifo)
        #expect(String(decoding: data, as: UTF8.self) == "hello fifo")
    }
}

@Suite("Abuse: saved device files")
struct DeviceFileAbuseTests {
    @Test("a symlink at the lock path never truncates its target")
    func lockSymlink() throws {
        let folder = TemporaryFolder()
        folder.write("precious", to: "victim.txt")
        #expect(symlink(folder.file("victim.txt"), folder.file("phone.json.lock")) == 0)
        #expect {
            try DeviceSession.open(path: folder.file("phone.json"))
        } throws: { error in
            "\(error)".contains("symbolic link")
        }
        #expect(folder.text("victim.txt") == "precious")
    }

    @Test("a new device file has mode 600, kept when rewritten; a symlinked device file is written through")
    func modeAndSymlink() throws {
        let folder = TemporaryFolder()
        let session = try DeviceSession.open(path: folder.file("phone.json"))
        try session.write()
        #expect(OutputFileAbuseTests.mode(folder.file("phone.json")) & 0o7777 == 0o600)
        try session.write()
        #expect(OutputFileAbuseTests.mode(folder.file("phone.json")) & 0o7777 == 0o600)
        session.close()

        #expect(rename(folder.file("phone.json"), folder.file("real.json")) == 0)
        #expect(symlink("real.json", folder.file("phone.json")) == 0)
        let again = try DeviceSession.open(path: folder.file("phone.json"))
        try again.update { $0.settings.locationServices = false }
        again.close()
        #expect(OutputFileAbuseTests.isLink(folder.file("phone.json")))
        #expect(try DeviceStore.load(path: folder.file("real.json"))?.settings.locationServices == false)
    }

    @Test("a device path that is a folder, a FIFO or a link loop is refused before its lock file is created")
    func refusedPathLeavesNoLock() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("dir.json"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.file("fifo.json"), 0o644) == 0)
        #expect(symlink("loop.json", folder.file("loop.json")) == 0)
        let before = folder.names
        let expected: [(String, String)] = [
            (folder.file("dir.json"), "it is a folder, not a file; pass a file"),
            (folder.file("fifo.json"), "it is a FIFO; a saved device is read and written back"),
            (folder.file("loop.json"), "too many levels of symbolic links"),
        ]
        for (path, reason) in expected {
            for ifDamaged in [DeviceSession.IfDamaged.refuse, .keepAsideAndStartFresh] {
                #expect {
                    try DeviceSession.open(path: path, ifDamaged: ifDamaged)
                } throws: { error in
                    guard case .unusable(let refused, let message) = error as? DeviceFileError else { return false }
                    return refused == path && message.hasPrefix(reason)
                }
            }
        }
        #expect(folder.names == before, "no .lock file beside a refused path")
    }

    @Test("a symbolic link to a device and the device itself take one lock (audit 14 H14-1)")
    func linkSharesTheLock() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        #expect(symlink("real/d.json", folder.file("link.json")) == 0)
        let first = try DeviceSession.open(path: folder.file("real/d.json"))
        #expect {
            try DeviceSession.open(path: folder.file("link.json"))
        } throws: { error in
            guard case .locked = error as? DeviceFileError else { return false }
            return "\(error)".contains("(lock \(folder.file("real/d.json.lock")))")
        }
        first.close()
        // And the other way round, with the device not created yet through the link.
        let second = try DeviceSession.open(path: folder.file("link.json"))
        #expect(throws: DeviceFileError.self) { try DeviceSession.open(path: folder.file("real/d.json")) }
        try second.write()
        second.close()
        #expect(folder.names == ["link.json", "real"])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.file("real")).sorted()) == ["d.json", "d.json.lock"])
    }

    @Test("opening a device never removes a temporary file of a live process, only a dead one's (audit 14 H14-1)")
    func leftoversOfLiveProcessesStay() throws {
        let folder = TemporaryFolder()
        let live = ".phone.json.tmp-\(getpid())-ABCDEF12"
        folder.write("being written", to: live)
        folder.write("left by a killed run", to: ".phone.json.tmp-2147483646-ABCDEF12")
        folder.write("left by a killed run", to: ".phone.json.damaged-tmp-2147483646-ABCDEF12")
        let session = try DeviceSession.open(path: folder.file("phone.json"))
        session.close()
        #expect(folder.names == [live, "phone.json.lock"])
    }

    @Test("a hard-linked device file is refused with a clear error before its lock is taken (audit 14 H14-3)")
    func hardLinkRefused() throws {
        let folder = TemporaryFolder()
        let session = try DeviceSession.open(path: folder.file("phone.json"))
        try session.write()
        session.close()
        #expect(link(folder.file("phone.json"), folder.file("backup.json")) == 0)
        let before = folder.bytes("phone.json")
        #expect {
            try DeviceSession.open(path: folder.file("backup.json"))
        } throws: { error in
            guard case .unusable(_, let reason) = error as? DeviceFileError else { return false }
            return reason.hasPrefix("it has 2 hard links (other names for the same file)")
        }
        #expect(folder.names == ["backup.json", "phone.json", "phone.json.lock"], "no backup.json.lock")
        #expect(folder.bytes("phone.json") == before)
    }

    @Test("a device file is always saved by rename: a hard link made during a session keeps the old device, never half a file (audit 14 H14-3)")
    func savedByRenameEvenWithLinks() throws {
        let folder = TemporaryFolder()
        let session = try DeviceSession.open(path: folder.file("phone.json"))
        try session.write()
        #expect(link(folder.file("phone.json"), folder.file("snapshot.json")) == 0)
        let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: folder.file("phone.json")))
        defer { try? reader.close() }
        try session.update { $0.settings.locationServices = false }
        session.close()
        // Rewritten in place, the open file (and the other name) would now hold the new device, or half of it.
        #expect(try SavedDevice.decode(reader.readToEnd() ?? Data()).get().settings.locationServices == true)
        #expect(try DeviceStore.load(path: folder.file("snapshot.json"))?.settings.locationServices == true)
        #expect(try DeviceStore.load(path: folder.file("phone.json"))?.settings.locationServices == false)
    }

    @Test("`device show` of an endless or special file is refused, not read forever")
    func specialDeviceFile() {
        #expect {
            try DeviceStore.load(path: "/dev/zero")
        } throws: { error in
            "\(error)".contains("not a regular file")
        }
    }
}

@Suite("Abuse: untrusted text")
struct UntrustedTextAbuseTests {
    @Test("bidi and line-separator characters are neutralised", arguments: [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029,
    ] as [UInt32])
    func bidi(value: UInt32) {
        let text = "Find\(Character(Unicode.Scalar(value)!))you"
        let safe = SafeText.neutralize(text)
        #expect(!safe.unicodeScalars.contains { $0.value == value })
        #expect(safe == "Find\u{FFFD}you")
        #expect(!SafeText.isInert(text))
    }
}

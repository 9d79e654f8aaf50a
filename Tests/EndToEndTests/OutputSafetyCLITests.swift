import Foundation
import Glibc
import Testing

/// Audit 14 (hostile input, files): an output never replaces an input or a file the user protected, two outputs
/// that reach one file are refused whatever their spelling, a name that is not UTF-8 is refused rather than
/// read or written under another name, and `--summary` on standard output is plain text.
@Suite("Abuse: outputs and the files they could replace")
struct OutputSafetyCLITests {
    static let scenarios = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios")
    static let whereAmI = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path

    /// A fresh folder (everyone may write it, for the tests that run as another user), removed by the caller.
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "locprompt-outputs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, 0o777)
        return path
    }

    /// A copy of a bundled scenario whose app is `app` (an absolute path).
    func scenario(in dir: String, named name: String, app: String = whereAmI, title: String? = nil) throws -> String {
        var text = try String(contentsOf: Self.scenarios.appendingPathComponent("allow-once-expiry.yaml"), encoding: .utf8)
        text = text.replacingOccurrences(of: "app: ../Apps/WhereAmI.plist", with: "app: \(app)")
        if let title {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("name:") ? "name: \"\(title)\"" : String($0) }.joined(separator: "\n")
        }
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test("run --report *.yaml: an output naming a scenario to run is refused before anything runs, exit 2 (H14-2)")
    func outputNamingAScenario() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try scenario(in: dir, named: "a.yaml"), b = try scenario(in: dir, named: "b.yaml")
        let before = contents(a)
        // `--report *.yaml`: the shell puts a.yaml after --report, so only b.yaml is a scenario to run.
        let glob = try LocPromptBinary.run(["run", "--quiet", "--report", a, b])
        #expect(glob.status == 2, "\(glob.stderr)")
        #expect(glob.stderr == "locprompt: --report \(a) is an existing .yaml file, an input, not a report; name another file "
                + "(a shell pattern such as --report *.yaml puts the first file there)\n", "\(glob.stderr)")
        #expect(glob.stdout.isEmpty, "nothing ran")
        #expect(contents(a) == before)
        let same = try LocPromptBinary.run(["run", "--quiet", b, "--junit", b])
        #expect(same.status == 2)
        #expect(same.stderr == "locprompt: --junit \(b) is one of the scenarios to run; name another file\n", "\(same.stderr)")
        // Through a symbolic link, for --junit, --storyboard and --record too.
        #expect(symlink("b.yaml", dir + "/latest.xml") == 0)
        for option in ["--junit", "--storyboard", "--record"] {
            let linked = try LocPromptBinary.run(["run", "--quiet", b, option, dir + "/latest.xml"])
            #expect(linked.status == 2)
            #expect(linked.stderr == "locprompt: \(option) \(dir)/latest.xml is one of the scenarios to run (\(b)); name another file\n",
                    "\(linked.stderr)")
        }
        #expect(contents(b) == before)
    }

    @Test("--junit naming the scenario's app Info.plist: refused before the run; under another name, when it would be written (H14-2)")
    func outputNamingTheApp() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.whereAmI, toPath: dir + "/app.plist")
        #expect(link(dir + "/app.plist", dir + "/other-name.xml") == 0)
        let before = contents(dir + "/app.plist")
        let b = try scenario(in: dir, named: "b.yaml", app: dir + "/app.plist")
        let plist = try LocPromptBinary.run(["run", "--quiet", b, "--junit", dir + "/app.plist", "--report", dir + "/qa.md"])
        #expect(plist.status == 2)
        #expect(plist.stderr.hasPrefix("locprompt: --junit \(dir)/app.plist is an existing .plist file, an input, not a report"), "\(plist.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/qa.md"), "refused before the run: nothing written")
        // A hard link under another name: the file the scenario read is known by its inode.
        let linked = try LocPromptBinary.run(["run", "--quiet", b, "--junit", dir + "/other-name.xml", "--report", dir + "/qa.md"])
        #expect(linked.status == 2)
        #expect(linked.stderr.contains("locprompt: cannot write \(dir)/other-name.xml: it is a file this command reads"), "\(linked.stderr)")
        #expect(contents(dir + "/app.plist") == before)
        #expect((contents(dir + "/qa.md")?.count ?? 0) > 100, "the other report is still written")
    }

    @Test("two outputs that reach one file through a link are refused, exit 2 like any bad option value (H14-5)")
    func outputsThroughALink() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = Self.scenarios.appendingPathComponent("allow-once-expiry.yaml").path
        #expect(symlink("a.md", dir + "/latest.md") == 0)
        let cases: [([String], String)] = [
            (["--report", dir + "/a.md", "--junit", dir + "/latest.md"], "--report and --junit must be different files"),
            (["--report", dir + "/a.md", "--storyboard", dir + "/./a.md"], "--report and --storyboard must be different files"),
            (["--report", dir + "/latest.md", "--record", dir + "/a.md"], "--record must be a different file from --report, --junit and --storyboard"),
        ]
        for (arguments, message) in cases {
            let run = try LocPromptBinary.run(["run", "--quiet", scenario] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.status)")
            #expect(run.stderr == "locprompt: \(message)\n", "\(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/a.md"))
    }

    @Test("a read-only file of one's own is refused as the shell's > refuses it: reports, recordings, saved devices (H14-4)",
          .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv to run as nobody"))
    func readOnlyRefused() throws {
        let binary = try #require(LocPromptBinary.url())
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The app is copied beside the scenario: the clone may sit in a folder only its owner can enter (CI clones
        // into mktemp -d, mode 700), and nobody must read every input.
        let app = dir + "/app.plist"
        try FileManager.default.copyItem(atPath: Self.whereAmI, toPath: app)
        chmod(app, 0o644)
        let scenario = try scenario(in: dir, named: "s.yaml", app: app)
        chmod(scenario, 0o644)
        func asNobody(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: dir)
            let err = Pipe()
            process.standardError = err
            process.standardOutput = Pipe()
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, stderr)
        }
        func protected(_ name: String, _ text: String) -> String {
            let path = dir + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            chown(path, 65534, 65534)
            chmod(path, 0o444)
            return path
        }
        let golden = protected("golden.md", "golden")
        let report = try asNobody(["run", "--quiet", scenario, "--report", golden])
        #expect(report.status == 2)
        #expect(report.stderr == "locprompt: cannot write \(golden): it is read-only (mode 444); make it writable (chmod u+w) or choose another file\n",
                "\(report.stderr)")
        #expect(contents(golden) == Data("golden".utf8))

        // A recording is refused before the run starts, so no session is played for nothing.
        let cast = protected("golden.cast", "cast")
        let record = try asNobody(["run", "--quiet", scenario, "--record", cast])
        #expect(record.status == 2)
        #expect(record.stderr.contains("cannot write \(cast): it is read-only"), "\(record.stderr)")
        #expect(contents(cast) == Data("cast".utf8))

        let device = dir + "/dev.json"
        #expect(try asNobody(["privacy", "--device", device, "grant", "location", "com.a"]).status == 0)
        chmod(device, 0o444)
        let saved = contents(device)
        let grant = try asNobody(["privacy", "--device", device, "grant", "location", "com.b"])
        #expect(grant.status == 2)
        #expect(grant.stderr == "locprompt: \(device): it is read-only (mode 444); make it writable (chmod u+w) or choose another file\n",
                "\(grant.stderr)")
        #expect(contents(device) == saved)
        #expect(!FileManager.default.fileExists(atPath: device + ".damaged-1"))
    }

    @Test("an argument that is not valid UTF-8 (a Latin-1 file name) is refused, never read or written under another name (H14-6)")
    func nonUTF8Arguments() throws {
        let binary = try #require(LocPromptBinary.url())
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try scenario(in: dir, named: "a.yaml")
        for arguments in [#""$(printf 'caf\351.yaml')""#, #"a.yaml --report "$(printf 'r\351sum\351.md')""#] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" run --quiet " + arguments, binary.path]
            process.currentDirectoryURL = URL(fileURLWithPath: dir)
            let err = Pipe()
            process.standardError = err
            process.standardOutput = Pipe()
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2)
            #expect(stderr.hasPrefix("locprompt: argument "), "\(stderr)")
            #expect(stderr.contains("is not valid UTF-8 (a file name in another encoding, such as Latin-1?)"), "\(stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.yaml"], "no file written under a repaired name")
    }

    @Test("--summary on standard output is plain text: no Markdown escapes or entities there, only in the --report file (H14-8)")
    func plainSummary() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try scenario(in: dir, named: "allow_once_v2.yaml", title: "Allow_Once & co <b>")
        let run = try LocPromptBinary.run(["run", "--summary", "allow_once_v2.yaml", "--report", "summary.md"],
                                          currentDirectory: URL(fileURLWithPath: dir))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("- ✅ Allow_Once & co <b> · allow_once_v2.yaml\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("\\_") && !run.stdout.contains("&amp;") && !run.stdout.contains("&lt;"))
        let report = String(decoding: contents(dir + "/summary.md") ?? Data(), as: UTF8.self)
        #expect(report.contains(#"Allow\_Once &amp; co &lt;b&gt;"#), "\(report)")
    }
}

import Foundation
import Testing

/// The scripts a newcomer uses first (issue 16): `scripts/locprompt` runs where the caller is, and `scripts/install`
/// installs a working tool (binary, man page, completions) that `scripts/uninstall` removes exactly. They run the
/// binary under test (`LOCPROMPT_BINARY`, which both scripts honour) instead of building a release in the test.
@Suite("Scripts: locprompt, install, uninstall", .serialized)
struct ScriptsEndToEndTests {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func sh(_ script: String, _ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        if let binary = LocPromptBinary.url() { environment["LOCPROMPT_BINARY"] = binary.standardizedFileURL.path }
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func script(_ name: String) -> String { LocPromptBinary.root.appendingPathComponent("scripts/\(name)").path }

    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locprompt-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("scripts/locprompt check and run --report with relative paths, from another folder")
    func keepsTheCallersWorkingDirectory() throws {
        let folder = try Self.temporaryFolder("caller")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("MyApp"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist"),
                                         to: folder.appendingPathComponent("MyApp/Info.plist"))
        let check = try Self.sh(Self.script("locprompt"), ["check", "MyApp/Info.plist", "--os", "17.4"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("MyApp/Info.plist"))
        // The bundled scenario refers to the default app beside it (../Apps/WhereAmI.plist); the copy refers to
        // the copy of that app in MyApp/, a path relative to the scenario's folder.
        let bundled = try String(contentsOf: LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml"), encoding: .utf8)
        #expect(bundled.contains("app: ../Apps/WhereAmI.plist\n"))
        try Data(bundled.replacingOccurrences(of: "app: ../Apps/WhereAmI.plist\n", with: "app: MyApp/Info.plist\n").utf8)
            .write(to: folder.appendingPathComponent("my.yaml"))
        let run = try Self.sh(Self.script("locprompt"), ["run", "--quiet", "my.yaml", "--report", "out.md"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try String(contentsOf: folder.appendingPathComponent("out.md"), encoding: .utf8)
        #expect(report.contains("Allow Once expires"))
    }

    @Test("scripts/locprompt never asks for root: installing packages is scripts/setup's job")
    func needsNoRoot() throws {
        let text = try String(contentsOfFile: Self.script("locprompt"), encoding: .utf8)
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && !$0.contains("echo") }
        #expect(!code.contains { $0.contains("sudo") || $0.contains("apt-get") })
        #expect(text.contains("building locprompt, about 2 minutes the first time"))
    }

    @Test("scripts/install --prefix DIR: a working binary, man page and completions; scripts/uninstall removes exactly them")
    func installAndUninstall() throws {
        let prefix = try Self.temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        // Something of the user's in the prefix stays where it is.
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: prefix.appendingPathComponent("bin/other-tool"))
        let before = try Self.listing(prefix)

        let install = try Self.sh(Self.script("install"), ["--prefix", prefix.path], in: prefix)
        try #require(install.status == 0, "\(install.stderr)")
        let bin = prefix.appendingPathComponent("bin/locprompt").path

        let version = try Self.sh("-c", ["\"$0\" --version", bin], in: prefix)
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).first?.isNumber == true, "\(version.stdout)")

        // The man page reads as a man page, with every shown command and no hidden one.
        let page = prefix.appendingPathComponent("share/man/man1/locprompt.1").path
        let man = try Self.sh("-c", ["MANWIDTH=100 man -l \"$0\" 2>&1 | col -b", page], in: prefix)
        #expect(man.status == 0, "man -l failed (install man-db: scripts/setup --test): \(man.stdout)")
        for word in ["LOCPROMPT(1)", "NAME", "locprompt run", "locprompt check", "--report", "locprompt device show"] {
            #expect(man.stdout.contains(word), "man page lacks \(word)")
        }
        #expect(!man.stdout.contains("soak"), "a development command leaked into the man page")
        let help = try Self.sh("-c", ["\"$0\" help device", bin], in: prefix)
        #expect(!help.stdout.contains("soak"))

        // The bash completion loads and completes file kinds and values.
        let bash = prefix.appendingPathComponent("share/bash-completion/completions/locprompt").path
        let sourced = try Self.sh("-c", ["source \"$0\" && complete -p locprompt", bash], in: prefix)
        #expect(sourced.status == 0, "\(sourced.stderr)")
        #expect(sourced.stdout.contains("locprompt"))
        let bashText = try String(contentsOfFile: bash, encoding: .utf8)
        for hint in ["plist", "yaml", "visionos", "17.4", "when-in-use"] { #expect(bashText.contains(hint), "bash completion lacks \(hint)") }
        for file in ["share/zsh/site-functions/_locprompt", "share/fish/vendor_completions.d/locprompt.fish"] {
            let text = try String(contentsOf: prefix.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("plist") && text.contains("visionos"), "\(file)")
        }
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/locprompt/Assets/Apps/WhereAmI.plist").path))

        let uninstall = try Self.sh(Self.script("uninstall"), ["--prefix", prefix.path], in: prefix)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try Self.listing(prefix) == before, "uninstall left or removed something")
    }

    /// Every path under `folder`, relative and sorted.
    static func listing(_ folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var paths: [String] = []
        while let next = enumerator?.nextObject() as? String { paths.append(next) }
        return paths.sorted()
    }
}

import Foundation
import LocPromptTestSupport
import Testing

/// `locprompt plan` through the built binary (issue 17): stdout, `--out DIR` and `locprompt run` on what it wrote,
/// the deployment target, and the folder rules (refuse a non-folder, write through a link to a folder).
@Suite struct PlanCLITests {
    static let sample = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path

    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("plan")

    /// A fresh empty folder inside `scratch`.
    func folder() throws -> URL { scratch.subfolder() }

    /// The end-to-end run: plan into a fresh folder, then `locprompt run DIR/scenarios/*.yaml` passes them all.
    @Test func outFolderScenariosAllPassRun() throws {
        let base = try folder()
        let app = base.appendingPathComponent("app/WhereAmI.plist")
        try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.sample, toPath: app.path)
        let out = base.appendingPathComponent("qa")
        let plan = try LocPromptBinary.run(["plan", app.path, "--out", out.path])
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout.isEmpty)
        let markdown = try String(contentsOf: out.appendingPathComponent("plan.md"), encoding: .utf8)
        let csv = try String(contentsOf: out.appendingPathComponent("plan.csv"), encoding: .utf8)
        #expect(markdown.hasPrefix("# Test plan: Where Am I?\n"))
        #expect(csv.hasPrefix("Path,Title,OS versions,Step,Action,Expected\r\n"))
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## P") }.count
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("scenarios").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(scenarios.count == headings)
        #expect(scenarios.first == "P01.yaml")
        #expect(plan.stderr.contains("wrote \(headings) paths"))
        let run = try LocPromptBinary.run(["run", "--quiet"] + scenarios.map { out.appendingPathComponent("scenarios/\($0)").path })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("\(headings) passed, 0 failed\n"))
        // Scenarios name the app by a path relative to their folder when the two share a parent.
        let first = try String(contentsOf: out.appendingPathComponent("scenarios/P01.yaml"), encoding: .utf8)
        #expect(first.contains("app: \"../../app/WhereAmI.plist\""), "\(first.prefix(400))")
    }

    @Test func stdoutIsTheChecklist() throws {
        let result = try LocPromptBinary.run(["plan", Self.sample, "--min-os", "15.0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Test plan: Where Am I?\n"))
        #expect(result.stdout.contains("- OS versions: iOS 15.0–17.7, iOS 18+ (--min-os 15.0)"))
        #expect(!result.stdout.contains("iOS 13.4–13.7"))
        #expect(result.stdout.contains("1. [ ] Start from a fresh install"))
    }

    @Test func infoPlistMinimumOSIsTheDefault() throws {
        let dir = try folder()
        let plist = dir.appendingPathComponent("Info.plist")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>Sixteen</string>
            <key>LSRequiresIPhoneOS</key><true/>
            <key>MinimumOSVersion</key><string>16.0</string>
            <key>NSLocationWhenInUseUsageDescription</key><string>Near you.</string>
            </dict></plist>
            """.utf8).write(to: plist)
        let result = try LocPromptBinary.run(["plan", plist.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("- OS versions: iOS 16.0–17.7, iOS 18+ (MinimumOSVersion 16.0)"))
        #expect(result.stdout.contains("## Silent failures (missing keys)"))
        #expect(result.stdout.contains("requestAlwaysAuthorization does nothing: add NSLocationAlwaysAndWhenInUseUsageDescription to the Info.plist."))
    }

    @Test func refusesANonFolderAndLeavesItAlone() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("plan.txt")
        try Data("keep me".utf8).write(to: file)
        let result = try LocPromptBinary.run(["plan", Self.sample, "--out", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("it is not a folder"), "\(result.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")

        let missingParent = dir.appendingPathComponent("no/such/folder")
        let second = try LocPromptBinary.run(["plan", Self.sample, "--out", missingParent.path])
        #expect(second.status == 2)
        #expect(second.stderr.contains("does not exist; create it first"), "\(second.stderr)")

        let dangling = dir.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: dir.appendingPathComponent("gone").path)
        let third = try LocPromptBinary.run(["plan", Self.sample, "--out", dangling.path])
        #expect(third.status == 2)
        #expect(third.stderr.contains("symbolic link to nothing"), "\(third.stderr)")
    }

    @Test func writesThroughALinkToAFolder() throws {
        let dir = try folder()
        let real = dir.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        let link = dir.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)
        let result = try LocPromptBinary.run(["plan", Self.sample, "--out", link.path, "--min-os", "18"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("plan.md").path))
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("scenarios/P01.yaml").path))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == real.path, "the link stays a link")
    }

    /// `--language`: the system's alerts in that language, and the scenarios set the device to it and still pass.
    @Test func deviceLanguageReachesThePlanAndItsScenarios() throws {
        let out = try folder().appendingPathComponent("fr")
        let fernweh = LocPromptBinary.root.appendingPathComponent("Assets/Apps/Fernweh").path
        let plan = try LocPromptBinary.run(["plan", fernweh, "--language", "fr", "--min-os", "18", "--out", out.path])
        #expect(plan.status == 0, "\(plan.stderr)")
        let markdown = try String(contentsOf: out.appendingPathComponent("plan.md"), encoding: .utf8)
        #expect(markdown.contains("Tap “Autoriser une fois”."), "\(markdown.prefix(1500))")
        let first = try String(contentsOf: out.appendingPathComponent("scenarios/P01.yaml"), encoding: .utf8)
        #expect(first.contains("language: \"fr\""))
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("scenarios").path).sorted()
        let run = try LocPromptBinary.run(["run", "--quiet"] + files.map { out.appendingPathComponent("scenarios/\($0)").path })
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func badArgumentsAreOneLine() throws {
        let platform = try LocPromptBinary.run(["plan", Self.sample, "--platform", "andriod"])
        #expect(platform.status == 2)
        #expect(platform.stderr.hasPrefix("locprompt: --platform: unknown platform “andriod”"), "\(platform.stderr)")
        let bogus = try LocPromptBinary.run(["plan", Self.sample, "--min-os", "fifteen"])
        #expect(bogus.status == 2)
        #expect(bogus.stderr.hasPrefix("locprompt: --min-os: “fifteen” is not an OS version"), "\(bogus.stderr)")
        let depth = try LocPromptBinary.run(["plan", Self.sample, "--max-depth", "0"])
        #expect(depth.status == 2)
        let missing = try LocPromptBinary.run(["plan", "/nonexistent/Info.plist"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("locprompt: "))
        let cut = try LocPromptBinary.run(["plan", Self.sample, "--max-depth", "1"])
        #expect(cut.status == 0)
        #expect(cut.stderr.contains("bound reached"), "\(cut.stderr)")
        #expect(cut.stdout.contains("**Bound reached:**"))
    }

    @Test("an output that cannot be written stops the plan before its first file: no half-written plan (a folder where P05.yaml goes, a FIFO as plan.md)")
    func checksEveryOutputFirst() throws {
        let base = try folder()
        let blocked = base.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("scenarios/P05.yaml"), withIntermediateDirectories: true)
        let app = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path
        let refused = try LocPromptBinary.run(["plan", app, "--out", blocked.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasSuffix("scenarios/P05.yaml: it is a folder; name a file inside it\n"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path) == ["scenarios"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path + "/scenarios") == ["P05.yaml"])
        let fifoFolder = base.appendingPathComponent("fifo")
        try FileManager.default.createDirectory(at: fifoFolder, withIntermediateDirectories: true)
        #expect(mkfifo(fifoFolder.path + "/plan.md", 0o644) == 0)
        let fifo = try LocPromptBinary.run(["plan", app, "--out", fifoFolder.path])
        #expect(fifo.status == 2 && fifo.stderr.contains("it is a FIFO nobody is reading"), "\(fifo.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fifoFolder.path) == ["plan.md"])
    }

    @Test("a FIFO nobody reads where a later file goes (scenarios/P05.yaml, plan.csv) stops the plan before its first file; one that is read gets its file whole")
    func fifoAmongTheFilesIsOpenedFirst() throws {
        let base = try folder()
        let app = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path
        for fifo in ["scenarios/P05.yaml", "plan.csv"] {
            let out = base.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(at: out.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
            #expect(mkfifo(out.path + "/" + fifo, 0o644) == 0)
            let refused = try LocPromptBinary.run(["plan", app, "--out", out.path])
            #expect(refused.status == 2 && refused.stderr.contains("\(fifo): it is a FIFO nobody is reading"), "\(refused.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == (fifo == "plan.csv" ? ["plan.csv", "scenarios"] : ["scenarios"]))
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path + "/scenarios") == (fifo == "plan.csv" ? [] : ["P05.yaml"]))
        }
        // Read, the FIFO gets the whole of its file, as one stream.
        let out = base.appendingPathComponent("read")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        let fifo = out.path + "/scenarios/P05.yaml"
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = try FIFOReader(fifo)
        let written = try LocPromptBinary.run(["plan", app, "--out", out.path])
        let text = reader.text()
        #expect(written.status == 0, "\(written.stderr)")
        #expect(text.hasPrefix("name: \"P05 "), "\(text)")
    }
}

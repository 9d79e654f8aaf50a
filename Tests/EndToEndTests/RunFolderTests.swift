import Foundation
import Testing

/// `locprompt run FOLDER`: the folder's `.yaml` and `.yml` files, in name order (session-13 docs audit F21: thousands
/// of file arguments took quadratic time to parse, so a QA folder is one argument).
@Suite("run: a folder of scenarios")
struct RunFolderTests {
    private static let scenario = """
        name: NAME
        device: { platform: ios, os: "17.4" }
        app: { name: Pin, plist: { NSLocationWhenInUseUsageDescription: "Shown on the map." } }
        steps:
          - launch
          - expect: { status: notDetermined }

        """

    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("run-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/sub", withIntermediateDirectories: true)
        return path
    }

    private func write(_ name: String, in folder: String, title: String? = nil) throws {
        try Self.scenario.replacingOccurrences(of: "NAME", with: title ?? name).write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
    }

    @Test("the .yaml and .yml files directly in it, in name order; hidden files, other files and subfolders are left out")
    func expandsInNameOrder() throws {
        let qa = try folder()
        defer { try? FileManager.default.removeItem(atPath: qa) }
        for name in ["b.yml", "a.yaml", "C.yaml", ".hidden.yaml", "notes.txt", "sub/deep.yaml"] { try write(name, in: qa) }
        try FileManager.default.createDirectory(atPath: qa + "/folder.yaml", withIntermediateDirectories: true)
        let run = try LocPromptBinary.run(["run", "--format", "json", qa + "/"])
        #expect(run.status == 0, "\(run.stderr)")
        let results = run.stdout.split(separator: "\n").compactMap { line -> [String: Any]? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], object["result"] != nil else { return nil }
            return object
        }
        #expect(results.compactMap { $0["file"] as? String } == ["C.yaml", "a.yaml", "b.yml"].map { "\(qa)/\($0)" })
    }

    @Test("a folder with no scenario in it is an invalid scenario naming it, status 2; files and folders mix")
    func emptyFolderAndMixing() throws {
        let qa = try folder()
        defer { try? FileManager.default.removeItem(atPath: qa) }
        let empty = try LocPromptBinary.run(["run", qa])
        #expect(empty.status == 2)
        // Counted as one invalid scenario, so that --junit and --report are still written (audit 24h, QA friction 4;
        // this was a usage error before, "locprompt: …", with no report).
        #expect(empty.stderr == "\(qa): a folder with no .yaml or .yml scenario files in it\n")
        #expect(empty.stdout.hasSuffix("INVALID [\(qa)]\n0 passed, 0 failed, 1 invalid\n"), "\(empty.stdout)")
        try write("one.yaml", in: qa)
        try write("sub/two.yaml", in: qa)
        let mixed = try LocPromptBinary.run(["run", "--quiet", qa + "/sub/two.yaml", qa])
        #expect(mixed.status == 0, "\(mixed.stderr)")
        #expect(mixed.stdout.hasSuffix("2 passed, 0 failed\n"), "\(mixed.stdout)")
    }

    @Test("FIFOs named *.yaml in the folder are left out with one line saying so, not waited on 5 s each; one named on the command line is still read (audit 24f D4)")
    func fifosInFolderNotRead() throws {
        let qa = try folder()
        defer { try? FileManager.default.removeItem(atPath: qa) }
        try write("real.yaml", in: qa)
        for i in 1...6 { #expect(mkfifo("\(qa)/f\(i).yaml", 0o644) == 0) }
        let run = try LocPromptBinary.run(["run", "--quiet", qa])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 passed, 0 failed\n"), "\(run.stdout)")
        #expect(run.stderr == "locprompt: \(qa): 6 entries (\(qa)/f1.yaml, …) are not regular files (FIFOs, devices or sockets) and are "
                + "not read from a folder; name one on the command line to read it\n", "\(run.stderr)")
        // Only FIFOs: the folder has no scenario to run.
        try FileManager.default.removeItem(atPath: "\(qa)/real.yaml")
        let none = try LocPromptBinary.run(["run", "--quiet", qa])
        #expect(none.status == 2)
        #expect(none.stderr.contains("a folder with no .yaml or .yml scenario files in it"), "\(none.stderr)")
        // Named on the command line, a FIFO is read as documented (`run <(generate)`): a writer feeds it.
        let fifo = "\(qa)/f1.yaml"
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data(Self.scenario.replacingOccurrences(of: "NAME", with: "piped").utf8))
            try? handle.close()
        }
        writer.start()
        let named = try LocPromptBinary.run(["run", "--quiet", fifo])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.hasSuffix("1 passed, 0 failed\n"), "\(named.stdout)")
    }
}

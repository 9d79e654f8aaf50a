import Foundation
import Testing

/// `locprompt run --summary` through the built binary.
@Suite("run --summary")
struct RunSummaryCLITests {
    @Test("Every bundled scenario on one screen (at most 20 per screen), dated with SOURCE_DATE_EPOCH; --report is that summary")
    func summary() throws {
        let folder = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .prefix(20).map { folder.appendingPathComponent($0).path }
        let report = NSTemporaryDirectory() + "summary-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).md"
        defer { unlink(report) }
        let result = try LocPromptBinary.run(["run", "--summary"] + files + ["--report", report],
                                             environment: ["PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1700000000"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 24 && lines.allSatisfy { $0.count <= 80 }, "\(lines.count) lines")
        #expect(lines[1].hasPrefix("2023-11-14T22:13:20Z · locprompt "))
        #expect(lines.filter { $0.hasPrefix("- ✅ ") }.count == 20)
        #expect(lines.last == "20 passed, 0 failed")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == result.stdout, "--report holds the same summary")
        let json = try LocPromptBinary.run(["run", "--summary", "--format", "json", files[0]])
        #expect(json.status == 64 && json.stderr.contains("--summary prints text"))
    }
}

import Foundation
import Testing

/// Files with one-letter names, given without a folder (`--app x`, `run s`, `--report r`): Foundation on Linux
/// traps in `NSString.deletingLastPathComponent` for such paths, and each of these commands died with status 132
/// (illegal instruction) before `PathText` took its place.
@Suite("One-letter file names")
struct OneLetterPathTests {
    static let scenario = """
        name: One letter
        device: { platform: ios, os: "17.4" }
        app: { name: Pin Drop, plist: { NSLocationWhenInUseUsageDescription: "Your location is shown on the map." } }
        steps:
          - launch
          - call: requestWhenInUseAuthorization
          - expect: { alert: { kind: whenInUse } }

        """

    /// Runs the binary with `arguments` in `folder`.
    func run(in folder: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let binary = LocPromptBinary.url() else {
            Issue.record("no locprompt binary under .build: run `swift build` first")
            return (-1, "", "")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "cd \"$1\" && shift && exec \"$0\" \"$@\"", binary.path, folder] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    @Test("render --app x, run s, run --report r s: no crash, the usual result")
    func oneLetterNames() throws {
        let folder = NSTemporaryDirectory() + "locprompt-one-letter-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path,
                                         toPath: folder + "/x")
        try Data(Self.scenario.utf8).write(to: URL(fileURLWithPath: folder + "/s"))

        let render = try run(in: folder, ["render", "--os", "17.4", "--prompt", "when-in-use", "--app", "x"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("to use your"), "\(render.stdout)")

        let scenario = try run(in: folder, ["run", "s"])
        #expect(scenario.status == 0, "\(scenario.stdout)\(scenario.stderr)")

        let report = try run(in: folder, ["run", "--report", "r", "s"])
        #expect(report.status == 0, "\(report.stdout)\(report.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/r"))
    }
}

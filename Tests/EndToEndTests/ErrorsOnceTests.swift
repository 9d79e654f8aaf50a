import Foundation
import LocPromptCore
import LocPromptTestSupport
import Testing

/// locprompt's table (Swift Testing has an `ExitStatus` of its own).
typealias Status = LocPromptCore.ExitStatus

/// Every error path of the command line, run against the built binary: each bad invocation says what is wrong
/// exactly once on standard error, with the exit status of the one table (`ExitStatus`) (issues 14, 16, 18).
@Suite struct ErrorsOnceTests {
    /// Files the invocations below read: a scenario with a never-released OS, broken YAML, an old-style plist,
    /// a good app.
    struct Files {
        let folder: String
        var badOS: String { folder + "/bad-os.yaml" }
        var badYAML: String { folder + "/bad.yaml" }
        var oldPlist: String { folder + "/Info.plist" }
        var app: String { folder + "/Good.plist" }
        var device: String { folder + "/phone.json" }

        init(in folder: String) throws {
            self.folder = folder
            try Data("name: bad os\ndevice:\n  platform: ios\n  os: \"13.99\"\nsteps:\n  - launch\n".utf8).write(to: URL(fileURLWithPath: badOS))
            try Data("name: [\n".utf8).write(to: URL(fileURLWithPath: badYAML))
            try Data("{ a = b }".utf8).write(to: URL(fileURLWithPath: oldPlist))
            let plist: [String: Any] = ["CFBundleDisplayName": "Good", "NSLocationWhenInUseUsageDescription": "To show where you are."]
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: URL(fileURLWithPath: app))
        }
    }

    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("errors")

    struct Case: CustomStringConvertible {
        let arguments: [String]
        let status: Status
        /// What the one message must contain, exactly once.
        let message: String
        var description: String { arguments.joined(separator: " ") }
    }

    static func cases(_ f: Files) -> [Case] {
        let app = ["--app-name", "A", "--purpose", "P"]
        return [
            // Unreadable or invalid input files.
            Case(arguments: ["run", f.folder + "/missing.yaml"], status: .badInput, message: "cannot read the scenario: no such file"),
            Case(arguments: ["run", f.badYAML], status: .badInput, message: f.badYAML + ":2:1: YAML syntax error"),
            Case(arguments: ["run", f.badOS], status: .badInput, message: f.badOS + ":4:7: iOS 13.99 is not a released version; the nearest are iOS 13.7 and iOS 14.0"),
            Case(arguments: ["walk", f.folder + "/missing.yaml"], status: .badInput, message: "cannot read the scenario: no such file"),
            Case(arguments: ["walk", f.badOS], status: .badInput, message: "iOS 13.99 is not a released version"),
            Case(arguments: ["check", f.folder + "/missing"], status: .badInput, message: "no such file or folder"),
            Case(arguments: ["check", f.oldPlist], status: .badInput, message: "not an XML or binary property list"),
            Case(arguments: ["render", "--prompt", "always", "--app", f.oldPlist], status: .badInput, message: "not an XML or binary property list"),
            Case(arguments: ["device", "show", f.folder + "/missing.json"], status: .badInput, message: "no such device file"),
            // Bad option values: platforms, OS versions, closed lists, language tags.
            Case(arguments: ["render", "--os", "13.99", "--prompt", "always"] + app, status: .badInput, message: "iOS 13.99 is not a released version"),
            Case(arguments: ["graph", "--os", "13.99"], status: .badInput, message: "iOS 13.99 is not a released version"),
            Case(arguments: ["check", f.app, "--os", "13.99"], status: .badInput, message: "iOS 13.99 is not a released version"),
            Case(arguments: ["ui", "--os", "13.99"], status: .badInput, message: "iOS 13.99 is not a released version"),
            Case(arguments: ["device", "reset", f.device, "--os", "99"], status: .badInput, message: "iOS 99.0 is not a version locprompt knows"),
            Case(arguments: ["graph", "--platform", "android"], status: .badInput, message: "unknown platform “android”; expected one of: ios, macos"),
            Case(arguments: ["check", f.app, "--platform", "andriod"], status: .badInput, message: "unknown platform “andriod”; expected one of: ios, macos, watchos, tvos, visionos, all (ipados = ios)"),
            Case(arguments: ["render", "--prompt", "allways"] + app, status: .badInput, message: "unknown prompt “allways”; expected one of: when-in-use, always"),
            Case(arguments: ["rules", "--format", "jsn"], status: .badInput, message: "unknown format “jsn”; expected one of: text, json, markdown; did you mean “json”?"),
            Case(arguments: ["run", f.badOS, "--format", "yaml"], status: .badInput, message: "unknown format “yaml”"),
            Case(arguments: ["check", f.app, "--request", "sometimes"], status: .badInput, message: "unknown request “sometimes”"),
            Case(arguments: ["render", "--prompt", "always", "--language", "!!"] + app, status: .badInput, message: "--language: “!!” is not a language tag"),
            Case(arguments: ["render", "--prompt", "always", "--app-name", "A"], status: .badInput, message: "--app-name needs --purpose TEXT"),
            Case(arguments: ["privacy", "--device", f.device, "grant", "nothing", "com.example.a"], status: .badInput, message: "unknown service"),
            // The environment: no terminal, an output that cannot be created.
            Case(arguments: ["ui"], status: .badInput, message: "The interactive emulator needs a terminal"),
            Case(arguments: ["walk", f.badYAML.replacingOccurrences(of: "bad.yaml", with: "bad-os.yaml"), "--record", f.folder + "/no/such/x.cast"],
                 status: .badInput, message: "iOS 13.99 is not a released version"),
            Case(arguments: ["run", f.badOS, "--report", f.folder + "/no/such/r.md"], status: .badInput, message: "cannot write"),
            // Usage: unknown commands and options name the nearest.
            Case(arguments: ["rendr"], status: .usage, message: "unknown command “rendr”; did you mean “render”?"),
            Case(arguments: ["device", "shw", f.device], status: .usage, message: "unknown command “shw”; did you mean “show”?"),
            Case(arguments: ["help", "rendr"], status: .usage, message: "unknown command “rendr”; did you mean “render”?"),
            Case(arguments: ["render", "--formt", "json"], status: .usage, message: "Unknown option '--formt'. Did you mean '--format'?"),
            Case(arguments: ["run"], status: .usage, message: "give at least one scenario file"),
        ]
    }

    @Test("every bad invocation: its message once on standard error, the table's exit status")
    func eachErrorOnce() throws {
        let files = try Files(in: scratch.path)
        for c in Self.cases(files) {
            let result = try LocPromptBinary.run(c.arguments)
            #expect(result.status == c.status.rawValue, "\(c): \(result.stderr)")
            #expect(result.stderr.components(separatedBy: c.message).count == 2, "\(c): expected once: \(c.message)\n\(result.stderr)")
            // One error, not a second one about the same thing: every line of standard error is about it, or the usage.
            let lines = result.stderr.split(separator: "\n")
            if c.status == .badInput && !c.arguments.contains("run") {
                #expect(lines.count == 1, "\(c): \(result.stderr)")
            }
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"), "\(c)")
        }
    }

    @Test("run with standard output and error on one file (a terminal, 2>&1): each failure once, not in both streams")
    func runSharedStreamsOnce() throws {
        let files = try Files(in: scratch.path)
        let merged = try Self.runMerged(["run", files.badOS])
        #expect(merged.status == Status.badInput.rawValue)
        #expect(merged.output.components(separatedBy: "iOS 13.99 is not a released version").count == 2, "\(merged.output)")
        // Separate streams: the transcript on standard output, and the error on standard error for a log.
        let split = try LocPromptBinary.run(["run", files.badOS])
        #expect(split.stderr.components(separatedBy: "iOS 13.99 is not a released version").count == 2)
    }

    @Test("unknown subcommands are named with the nearest at every level; a far-off word gets the list only")
    func nearestNames() throws {
        let far = try LocPromptBinary.run(["xyzzy"])
        #expect(far.status == Status.usage.rawValue)
        #expect(far.stderr.hasPrefix("locprompt: unknown command “xyzzy” (locprompt --help lists the commands: ui, run, walk, "))
        #expect(far.stderr.contains(" check, render, graph, device, privacy, rules, sources"))
        #expect(!far.stderr.contains("did you mean"))
        let near = try LocPromptBinary.run(["chekc", "Info.plist"])
        #expect(near.stderr.hasPrefix("locprompt: unknown command “chekc”; did you mean “check”?"))
        // A known command followed by its arguments is not mistaken for an unknown command.
        let good = try LocPromptBinary.run(["rules", "one-time-prompt"])
        #expect(good.status == 0)
        // help, --help and --version still work.
        #expect(try LocPromptBinary.run(["help", "render"]).status == 0)
        #expect(try LocPromptBinary.run(["--version"]).stdout == "0.1.0\n")
    }

    @Test("the shipped help lists no development commands (device soak moved to Benchmarks/locprompt-soak)")
    func noHiddenCommandsInHelp() throws {
        let help = try LocPromptBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("soak"))
        let device = try LocPromptBinary.run(["device", "--help"])
        #expect(device.stdout.contains("show") && !device.stdout.contains("soak"))
        #expect(try LocPromptBinary.run(["device", "soak", "x.json"]).status == Status.usage.rawValue)
    }

    /// Runs the binary with standard output and standard error on one pipe, as a terminal or `2>&1` has them.
    static func runMerged(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let binary = LocPromptBinary.url() else {
            Issue.record("no locprompt binary under .build")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

import Foundation
import Testing

/// Bad input at the command line: one clean line on standard error, exit code 2, nothing from the
/// libraries underneath (issue 4 "Bad input", issue 8 "Hardening").
@Suite struct BadInputCLITests {
    func write(_ text: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locprompt-badinput-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test("an old-style (non-XML) plist gives one clean line, never CoreFoundation's own log", arguments: ["check", "render"])
    func oldStylePlist(command: String) throws {
        let path = try write("{ a = b }", name: "Info.plist")
        let arguments = command == "check" ? [command, path] : [command, "--prompt", "when-in-use", "--app", path]
        let result = try LocPromptBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("locprompt: \(path):1: not an XML or binary property list"))
        #expect(!result.stderr.contains("CFPropertyList"))
    }

    @Test("an unknown subcommand names the nearest one, once, and exits with the usage status")
    func unknownSubcommand() throws {
        let result = try LocPromptBinary.run(["chekc", "x"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("locprompt: unknown command “chekc”; did you mean “check”?"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("graph: an unknown version or state is one line and exit 2; a good call prints Mermaid")
    func graphErrors() throws {
        let unknown = try LocPromptBinary.run(["graph", "--os", "21.0"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "locprompt: iOS 21.0 is not a version locprompt knows; supported: iOS 8–18 and 26. Bands: iOS 8–10, iOS 11–12, iOS 13.0–13.3, iOS 13.4–13.7, iOS 14–17, iOS 18+\n")
        let noState = try LocPromptBinary.run(["graph", "--from", "no such state"])
        #expect(noState.status == 2 && noState.stderr.hasPrefix("locprompt: no state matches"))
        let good = try LocPromptBinary.run(["graph", "--os", "13.3", "--format", "mermaid"])
        #expect(good.status == 0 && good.stdout.hasPrefix("stateDiagram-v2\n"))
    }
}

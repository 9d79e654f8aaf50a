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

    @Test("an unknown subcommand or option explains itself and exits non-zero")
    func unknownSubcommand() throws {
        let result = try LocPromptBinary.run(["chekc", "x"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("Usage") || result.stderr.contains("Error"))
    }
}

import Foundation
import Testing

/// The plain launch `locprompt [--platform P] [--os V] [--app FILE] [--language TAG] [--request R] [--device FILE]`
/// is read without swift-argument-parser for a faster first frame (issue 15, `QuickLaunch`); `locprompt ui …`
/// always goes through the parser. The two must not differ: same standard output, standard error and exit
/// status for the same options. Without a terminal every launch stops before the screen, so what is compared is
/// each check made on the options and the "needs a terminal" exit.
@Suite struct QuickLaunchTests {
    static let whereAmI = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path

    static let launches: [[String]] = [
        [],
        ["--request", "when-in-use"],
        ["--platform", "ios", "--os", "17.4", "--app", whereAmI, "--request", "always"],
        ["--os=13.3", "--app=\(whereAmI)"],
        ["--os", "99"],
        ["--platform", "nope"],
        ["--platform", "macos", "--os", "9.0"],
        ["--language", "!!"],
        ["--language", "de", "--app", whereAmI],
        ["--app", "/nonexistent/Info.plist"],
        ["--device", "/nonexistent-folder/device.json"],
        ["--platform", "IPADOS", "--request", "when-in-use"],
        ["--app-name", "Maps", "--purpose", "To show you on the map.", "--purpose-key", "Nearby"],
        ["--app", whereAmI, "--app-name", "Renamed"],
        ["--purpose", "no name"],
        ["--app-name", "Maps"],
        ["--app", whereAmI, "--purpose", "both"],
    ]

    @Test("a plain launch behaves exactly as the same options read by swift-argument-parser (`ui`)",
          arguments: launches)
    func sameAsParser(arguments: [String]) throws {
        let quick = try LocPromptBinary.run(arguments)
        let parsed = try LocPromptBinary.run(["ui"] + arguments)
        #expect(quick.status == parsed.status)
        #expect(quick.stdout == parsed.stdout)
        #expect(quick.stderr == parsed.stderr)
        // Every one of these stops before the screen (no terminal, or a bad option): never a crash, never 0.
        #expect(quick.status != 0 && !quick.killedBySignal, "\(quick.stderr)")
        #expect(quick.stderr.hasPrefix("locprompt:") || quick.stderr.contains("terminal"), "\(quick.stderr)")
    }

    @Test("what is not a plain launch still gets swift-argument-parser's own answers",
          arguments: [["--request", "sometimes"], ["--os"], ["--os", "17.4", "--os", "13.3"], ["--no-such-option", "x"],
                      ["--os", "-1"], ["--app", ""]])
    func parserErrors(arguments: [String]) throws {
        let result = try LocPromptBinary.run(arguments)
        let parsed = try LocPromptBinary.run(["ui"] + arguments)
        #expect(result.status == parsed.status)
        #expect(result.status != 0 && !result.killedBySignal)
        #expect(!result.stderr.isEmpty)
    }

    @Test("help and version are swift-argument-parser's")
    func helpAndVersion() throws {
        let help = try LocPromptBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: locprompt"))
        let version = try LocPromptBinary.run(["--version"])
        #expect(version.status == 0 && version.stdout == "0.1.0\n")
    }
}

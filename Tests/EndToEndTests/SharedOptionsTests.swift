import Foundation
import LocPromptTestSupport
import Testing

/// The option groups (`Sources/locprompt/Options/`) are one type each, so every command that takes an option
/// spells, checks and reads it the same way (issue 18).
@Suite struct SharedOptionsTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("shared")

    func app() throws -> String {
        let file = scratch.subfolder().appendingPathComponent("Info.plist")
        let plist: [String: Any] = ["CFBundleDisplayName": "Plist Name", "NSLocationWhenInUseUsageDescription": "To show where you are.",
                                    "NSLocationAlwaysAndWhenInUseUsageDescription": "To remind you of places."]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: file)
        return file.path
    }

    @Test("--platform ipados and --platform TVOS are read the same by every command that takes --platform")
    func platformSpellings() throws {
        let app = try app()
        for arguments in [["render", "--prompt", "when-in-use", "--app", app], ["graph"], ["check", app]] {
            let ipad = try LocPromptBinary.run(arguments + ["--platform", "ipados", "--os", "17.4"])
            #expect(ipad.status == 0 || (arguments[0] == "check" && ipad.status == 1), "\(arguments): \(ipad.stderr)")
            let tv = try LocPromptBinary.run(arguments + ["--platform", "TVOS", "--os", "17.0"])
            #expect(tv.stderr.contains("unknown platform") == false, "\(arguments): \(tv.stderr)")
        }
    }

    @Test("--format values are case-insensitive and listed the same way everywhere")
    func formats() throws {
        let app = try app()
        #expect(try LocPromptBinary.run(["rules", "--format", "JSON"]).stdout.hasPrefix("["))
        #expect(try LocPromptBinary.run(["render", "--prompt", "always", "--app", app, "--format", "Json"]).stdout.hasPrefix("{"))
        let check = try LocPromptBinary.run(["check", app, "--format", "JSON"])
        #expect(check.stdout.hasPrefix("{"), "\(check.stderr)")
        for (command, values) in [(["sources"], "text, markdown"), (["graph"], "mermaid, dot"), (["render", "--all", "--app", app], "text, json, svg")] {
            let bad = try LocPromptBinary.run(command + ["--format", "pdf"])
            #expect(bad.status == 2 && bad.stderr == "locprompt: --format: unknown format “pdf”; expected one of: \(values)\n", "\(command): \(bad.stderr)")
        }
    }

    @Test("--app-name renames the Info.plist's app in render and check alike; with --purpose it describes an app")
    func appName() throws {
        let app = try app()
        let render = try LocPromptBinary.run(["render", "--prompt", "when-in-use", "--app", app, "--app-name", "Renamed", "--format", "json"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("Renamed") && !render.stdout.contains("Plist Name"))
        let check = try LocPromptBinary.run(["check", app, "--app-name", "Renamed", "--format", "json"])
        #expect(check.stdout.contains("Renamed") && !check.stdout.contains("Plist Name"), "\(check.stdout)")
        let described = try LocPromptBinary.run(["graph", "--app-name", "Described", "--purpose", "To test.", "--os", "13.3"])
        #expect(described.status == 0 && described.stdout.hasPrefix("stateDiagram-v2"), "\(described.stderr)")
    }

    @Test("--language (or the system language variables) words the system alert in check as in render")
    func languageInCheckAndRender() throws {
        let app = try app()
        // French puts no-break spaces inside the guillemets and before “?”.
        let french = "Autoriser «\u{00A0}Plist Name\u{00A0}» à utiliser votre position\u{00A0}?"
        let render = try LocPromptBinary.run(["render", "--prompt", "when-in-use", "--app", app, "--os", "17.4", "--language", "fr"])
        #expect(render.stdout.contains("Autoriser «\u{00A0}Plist Name\u{00A0}» à utiliser"), "\(render.stdout)")
        let check = try LocPromptBinary.run(["check", app, "--os", "17.4", "--language", "fr"])
        #expect(check.stdout.contains("alert: " + french), "\(check.stdout)")
        var environment = ProcessInfo.processInfo.environment
        environment["LANGUAGE"] = nil
        environment["LC_ALL"] = "de_DE.UTF-8"
        let german = try LocPromptBinary.run(["check", app, "--os", "17.4"], environment: environment)
        #expect(german.stdout.contains("alert: Darf „Plist Name“ deinen Standort verwenden?"), "\(german.stdout)")
        environment["LC_ALL"] = "C"
        environment["LANG"] = "C"
        environment["LC_MESSAGES"] = nil
        let plain = try LocPromptBinary.run(["check", app, "--os", "17.4"], environment: environment)
        #expect(plain.stdout.contains("alert: Allow “Plist Name” to use your location?"), "\(plain.stdout)")
    }
}

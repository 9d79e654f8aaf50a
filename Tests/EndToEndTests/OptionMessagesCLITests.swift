import Foundation
import LocPromptTestSupport
import Testing

/// Option values the command line refuses: each is one line that names the option the same way in every command,
/// says what is wrong and what to write, and exits with status 2 (session-13 docs audit F2, F5, F9, F11–F13,
/// F15–F18, F20).
@Suite struct OptionMessagesCLITests {
    static let app = LocPromptBinary.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path
    static let scenario = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/upgrade-change-to-always.yaml").path

    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("options")

    /// A fresh empty folder inside `scratch`.
    func folder() throws -> URL { scratch.subfolder() }

    /// One line on standard error, `locprompt: ` and `message`, exit status 2, nothing on standard output.
    func refused(_ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try LocPromptBinary.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "locprompt: \(message)\n", "\(arguments)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
    }

    @Test("F2: check --os with a mistyped band id lists the band ids and the nearest one")
    func mistypedBandID() throws {
        let ids = "ios-8-10, ios-11-12, ios-13.0-13.3, ios-13.4-13.7, ios-14-17, ios-18+"
        try refused(["check", Self.app, "--os", "ios-11-13"],
                    "--os: “ios-11-13” is neither an OS version (such as 17.4 or 13.3.1) nor a band id; the iOS band ids are \(ids); did you mean “ios-11-12”?")
        try refused(["check", Self.app, "--os", "banana"],
                    "--os: “banana” is neither an OS version (such as 17.4 or 13.3.1) nor a band id; the iOS band ids are \(ids)")
        // The right id and a version still work.
        #expect(try LocPromptBinary.run(["check", Self.app, "--os", "ios-11-12", "--os", "17.4"]).status == 0)
    }

    @Test("F5: a negative --depth is the value, refused for its sign; other numbers alike")
    func negativeNumbers() throws {
        try refused(["graph", "--depth", "-1"], "--depth: “-1” must be 0 or more; write e.g. --depth 2")
        try refused(["graph", "--depth", "abc"], "--depth: “abc” is not a whole number; write e.g. --depth 2")
        try refused(["plan", Self.app, "--max-depth", "-2"], "--max-depth: “-2” is not between 1 and 50; write e.g. --max-depth 8")
        try refused(["render", "--prompt", "always", "--app", Self.app, "--width", "-5"], "--width: “-5” is not between 24 and 200 columns; write e.g. --width 44")
        #expect(try LocPromptBinary.run(["graph", "--depth", "1"]).status == 0)
    }

    @Test("F11: plan --min-os takes only released versions, like every --os")
    func planMinimumOS() throws {
        try refused(["plan", Self.app, "--min-os", "13.99"],
                    "--min-os: iOS 13.99 is not a released version; the nearest are iOS 13.7 and iOS 14.0 (iOS 13 releases: 13.0–13.7)")
        let future = try LocPromptBinary.run(["plan", Self.app, "--min-os", "28"])
        #expect(future.status == 2 && future.stderr.hasPrefix("locprompt: --min-os: iOS 28.0 is not a version locprompt knows"), "\(future.stderr)")
        let good = try LocPromptBinary.run(["plan", Self.app, "--min-os", "13.7"])
        #expect(good.status == 0 && good.stdout.contains("OS versions: iOS 13.7, iOS 14–17, iOS 18+ (--min-os 13.7)"), "\(good.stderr)")
    }

    @Test("F12: the newest major's refusal names what --os accepts (27.9 is accepted, 27.10 is not)")
    func newestMajor() throws {
        #expect(try LocPromptBinary.run(["render", "--os", "27.9", "--prompt", "when-in-use", "--app", Self.app]).status == 0)
        try refused(["render", "--os", "27.10", "--prompt", "when-in-use", "--app", Self.app],
                    "--os: iOS 27.10 is not a released version; the nearest is iOS 27.9 (iOS 27 releases: 27.0–27.2, and later updates up to 27.9)")
    }

    @Test("F13: every command names the option whose value it refuses, the same way")
    func optionNamed() throws {
        let device = try folder().appendingPathComponent("phone.json").path
        let bad = "--os: “abc” is not an OS version (expected a number such as 17.4 or 13.3.1); supported: iOS 8–18 and 26–27"
        for command in [["render", "--prompt", "always", "--app", Self.app], ["graph"], ["ui"], ["device", "reset", device],
                        ["privacy", "--device", device, "reset", "location"]] {
            try refused(command + ["--os", "abc"], bad)
        }
        try refused(["check", Self.app, "--os", "13.99"],
                    "--os: iOS 13.99 is not a released version; the nearest are iOS 13.7 and iOS 14.0 (iOS 13 releases: 13.0–13.7)")
        try refused(["render", "--prompt", "always", "--app", Self.app, "--format", "yaml"], "--format: unknown format “yaml”; expected one of: text, json, svg")
        let prompt = try LocPromptBinary.run(["render", "--prompt", "allways", "--app", Self.app])
        #expect(prompt.status == 2 && prompt.stderr.hasPrefix("locprompt: --prompt: unknown prompt “allways”; expected one of: when-in-use, always, "))
        try refused(["graph", "--platform", "andriod"],
                    "--platform: unknown platform “andriod”; expected one of: ios, macos, watchos, tvos, visionos (ipados = ios)")
        try refused(["compare", Self.scenario, "--os", "12.4,12.4"], "--os: iOS 12.4 is given twice")
        #expect(FileManager.default.fileExists(atPath: device) == false)
    }

    @Test("audit 26c #14: a number out of range names the option first and says what to write, in every command")
    func rangesNameTheOption() throws {
        try refused(["render", "--prompt", "always", "--app", Self.app, "--width", "23"],
                    "--width: “23” is not between 24 and 200 columns; write e.g. --width 44")
        try refused(["compare", Self.scenario, "--width", "10"], "--width: “10” is not between 20 and 1000 columns; write e.g. --width 120")
        try refused(["plan", Self.app, "--max-paths", "0"], "--max-paths: “0” is not between 1 and 10000; write e.g. --max-paths 200")
        try refused(["render", "--prompt", "always", "--app", Self.app, "--precise", "maybe"],
                    "--precise: “maybe” is neither on nor off; write --precise on or --precise off")
        try refused(["render", "--prompt", "always", "--app", Self.app, "--language", "12"],
                    "--language: “12” is not a language tag; write e.g. --language de (or fr-FR, pt-BR, zh-Hans)")
    }

    @Test("audit 26c: more versions than compare ever shows are told so first, whatever the terminal's width")
    func tooManyVersionsBeforeWidth() throws {
        try refused(["compare", Self.scenario, "--os", "10.3,12.4,13.3,13.4,14.5,17.0,17.4", "--width", "100"],
                    "--os: at most 6 versions side by side (got 7)")
    }

    @Test("F15: privacy names the nearest service")
    func privacyService() throws {
        let device = try folder().appendingPathComponent("phone.json").path
        try refused(["privacy", "--device", device, "grant", "locaton", "com.example.whereami"],
                    "unknown service “locaton”; locprompt emulates location and location-always (and all, meaning those); did you mean “location”?")
    }

    @Test("F16: a value that does not convert says why and exits 2, not the parser's bare usage error")
    func unconvertibleValues() throws {
        let cast = try folder().appendingPathComponent("x.cast").path
        let run = ["run", "--quiet", Self.scenario, "--record", cast, "--record-size"]
        try refused(run + ["10x5"], "--record-size: 10x5 is smaller than the minimum 80x24; write e.g. --record-size 100x30")
        try refused(run + ["80*24"], "--record-size: “80*24” is not a size; write COLSxROWS, e.g. --record-size 100x30")
        try refused(run + ["abc"], "--record-size: “abc” is not a size; write COLSxROWS, e.g. --record-size 100x30")
        #expect(FileManager.default.fileExists(atPath: cast) == false)
        try refused(["render", "--prompt", "always", "--app", Self.app, "--width", "abc"], "--width: “abc” is not a whole number; write e.g. --width 44")
        try refused(["compare", Self.scenario, "--width", "wide"], "--width: “wide” is not a whole number; write e.g. --width 100")
        try refused(["walk", Self.scenario, "--pace", "abc"], "--pace: “abc” is not a duration; write e.g. --pace 0.8s, 500ms or 2 (seconds)")
        try refused(["walk", Self.scenario, "--pace", "2h"], "--pace: “2h” is longer than the limit of 1 hour")
        try refused(["walk", Self.scenario, "--quiz", "--seed", "x"], "--seed: “x” is not a whole number; write e.g. --seed 7")
        try refused(["walk", Self.scenario, "--quiz", "--seed", "-1"], "--seed: “-1” must be 0 or more; write e.g. --seed 7")
        try refused(["plan", Self.app, "--max-paths", "many"], "--max-paths: “many” is not a whole number; write e.g. --max-paths 200")
        // A good size still records.
        let good = try LocPromptBinary.run(run + ["80x24"])
        #expect(good.status == 0, "\(good.stderr)")
    }

    @Test("--autoplay: a value that is not a delay is refused naming the option, however it is written (it was ignored or a stray argument)")
    func autoplayValues() throws {
        let advice = "give seconds like 3s or 1.5s, or nothing for the default (1.5s)"
        for arguments in [["walk", "--autoplay=soon", Self.scenario], ["walk", Self.scenario, "--autoplay", "soon"],
                          ["walk", "--autoplay", "soon", Self.scenario], ["walk", "--autoplay", "soon"],
                          ["--scenario", Self.scenario, "--autoplay=soon"], ["--scenario", Self.scenario, "--autoplay", "soon"],
                          ["--autoplay=soon"]] {
            try refused(arguments, "--autoplay: “soon” is not a delay; \(advice)")
        }
        try refused(["walk", "--autoplay=-1", Self.scenario], "--autoplay: “-1” is not a delay; \(advice)")
        try refused(["walk", Self.scenario, "--autoplay", "2h"], "--autoplay: “2h” is longer than the limit of 1 hour")
        try refused(["walk", "--autoplay=2h", Self.scenario], "--autoplay: “2h” is longer than the limit of 1 hour")
        // A second file after `--autoplay FILE`: the first one was the option's value.
        try refused(["walk", "--autoplay", Self.scenario, Self.scenario], "--autoplay: “\(Self.scenario)” is not a delay; \(advice)")
    }

    @Test("--autoplay alone, with a delay, or before the scenario file still reaches the scenario")
    func autoplayStillAccepted() throws {
        // A missing scenario, so that the run stops at it (before any screen): the options were accepted.
        let folder = try folder()
        let missing = folder.appendingPathComponent("nosuch.yaml").path
        for arguments in [["walk", "--autoplay", missing], ["walk", missing, "--autoplay"], ["walk", "--autoplay", "3s", missing],
                          ["walk", "--autoplay=3s", missing], ["walk", missing, "--autoplay", "1.5"], ["walk", "--autoplay", "--step", missing],
                          ["walk", "--autoplay", "--scenario", missing], ["--scenario", missing, "--autoplay"],
                          ["--scenario", missing, "--autoplay", "500ms"], ["--autoplay", "--scenario", missing]] {
            try refused(arguments, "\(missing): cannot read the scenario: no such file")
        }
        // A scenario file without an extension after a bare --autoplay is still the scenario.
        try "name: [".write(to: folder.appendingPathComponent("lesson"), atomically: true, encoding: .utf8)
        let result = try LocPromptBinary.run(["walk", "--autoplay", "lesson"], currentDirectory: folder)
        #expect(result.status == 2 && result.stderr.hasPrefix("lesson:"), "\(result.stderr)")
    }

    @Test("F17: walk --compare FILE.yaml says the file was taken as the versions")
    func compareTookTheFile() throws {
        let result = try LocPromptBinary.run(["walk", "--compare", "Assets/Scenarios/upgrade-change-to-always.yaml"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: “Assets/Scenarios/upgrade-change-to-always.yaml” was read as --compare's versions; "
                                        + "put the scenario first: locprompt walk Assets/Scenarios/upgrade-change-to-always.yaml --compare\n"),
                "\(result.stderr)")
        // Without a file anywhere the message is the usual one.
        let none = try LocPromptBinary.run(["walk", "--compare", "12.4,17.0"])
        #expect(none.status == 64 && none.stderr.hasPrefix("Error: give a scenario file: locprompt walk SCENARIO.yaml"), "\(none.stderr)")
    }

    @Test("F18: a scenario file that cannot be read is named without a line and column")
    func missingScenario() throws {
        let missing = try folder().appendingPathComponent("nosuch.yaml").path
        for command in ["walk", "present", "compare"] {
            try refused([command, missing], "\(missing): cannot read the scenario: no such file")
        }
        let run = try LocPromptBinary.run(["run", "--quiet", missing])
        #expect(run.status == 2 && run.stderr == "\(missing): cannot read the scenario: no such file\n", "\(run.stderr)")
        let json = try LocPromptBinary.run(["run", "--format", "json", missing])
        #expect(json.stdout.contains("\"column\":null") && json.stdout.contains("\"line\":null"), "\(json.stdout)")
    }

    @Test("F9: a YAML indentation slip says to check the indentation, at libyaml's line and column")
    func indentationSlip() throws {
        let file = try folder().appendingPathComponent("slip.yaml")
        try """
            name: Slip
            device: { platform: ios, os: "17.4" }
            app: { name: A, plist: { NSLocationWhenInUseUsageDescription: "To show where you are." } }
            steps:
              - launch
              - expect:
                 status: notDetermined
                  callbacks: []

            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try LocPromptBinary.run(["run", "--quiet", file.path])
        #expect(result.status == 2)
        #expect(result.stderr == "\(file.path):8:16: YAML syntax error: mapping values are not allowed in this context; "
                                 + "check this line's indentation against the lines above\n", "\(result.stderr)")
    }

    @Test("F20: the shared --os and --language help names no other command")
    func sharedHelp() throws {
        // The help is wrapped to the terminal's width: compare it with its spaces and line breaks folded.
        func help(_ command: String) throws -> String {
            try LocPromptBinary.run([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        for command in ["render", "graph", "ui", "check", "plan", "present"] {
            let text = try help(command)
            #expect(!text.contains("ui --device") && !text.contains("(check:"), "\(command): \(text)")
        }
        #expect(try help("ui").contains("A saved device keeps its OS: --os, when given, must match it."))
    }

    @Test("an empty --report/--junit/--storyboard path is a bad value (exit 2, the option named); a huge bundle id is shown cut")
    func emptyReportPathAndHugeBundleID() throws {
        let scenario = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path
        for option in ["--report", "--junit", "--storyboard"] {
            let run = try LocPromptBinary.run(["run", "--quiet", scenario, option, ""])
            #expect(run.status == 2 && run.stderr == "locprompt: \(option) needs a file path (the report cannot go to standard output)\n",
                    "\(option): \(run.status) \(run.stderr)")
        }
        let device = FileManager.default.temporaryDirectory.appendingPathComponent("huge-id-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: device) }
        let huge = try LocPromptBinary.run(["privacy", "--device", device, "grant", "location", String(repeating: "a", count: 100_000)])
        #expect(huge.status == 2)
        #expect(huge.stderr.count < 300 && huge.stderr.contains("… (100000 characters)” is not a bundle identifier"), "\(huge.stderr.prefix(300))")
    }
}

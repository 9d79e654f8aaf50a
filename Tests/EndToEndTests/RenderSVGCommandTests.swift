import Foundation
import Testing

/// `locprompt render --format svg` and `run --storyboard` argument handling, run as a process.
@Suite struct RenderSVGCommandTests {
    func render(_ arguments: [String]) throws -> LocPromptBinary.Run {
        try LocPromptBinary.run(["render", "--app-name", "Fernweh <&>", "--purpose", "Trails \u{1B}[2J near you."] + arguments)
    }

    @Test func svgOnStandardOutputIsWellFormedAndEscaped() throws {
        let run = try render(["--os", "17.4", "--prompt", "when-in-use", "--format", "svg", "--appearance", "dark"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(run.stdout.contains("Fernweh &lt;&amp;&gt;") && !run.stdout.contains("\u{1B}"))
        #expect(run.stdout.contains("#0A84FF"), "dark tint")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint", "--noout", "-"]
        let input = Pipe()
        process.standardInput = input
        signal(SIGPIPE, SIG_IGN)   // a missing xmllint fails this test, not the whole test process
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data(run.stdout.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "xmllint rejects the SVG (or is not installed: .ci/run installs libxml2-utils)")
    }

    @Test func darkBeforeIOS13IsANoteNotAnError() throws {
        let run = try render(["--os", "12.2", "--prompt", "when-in-use", "--format", "svg", "--appearance", "dark"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("no dark appearance") && run.stderr.contains("S255"))
        #expect(run.stdout.contains("#007AFF"))
    }

    @Test func badCombinationsAreErrors() throws {
        let cases: [([String], String)] = [
            (["--all", "--format", "svg"], "--format svg draws one alert"),
            (["--prompt", "when-in-use", "--appearance", "dark"], "--appearance goes with --format svg"),
            (["--prompt", "when-in-use", "--format", "svg", "--appearance", "sepia"], "unknown appearance “sepia”; expected one of: light, dark"),
            (["--prompt", "when-in-use", "--format", "png"], "unknown format “png”; expected one of: text, json, svg"),
        ]
        for (arguments, message) in cases {
            let run = try render(arguments)
            #expect(run.status == 2, "\(arguments): exit \(run.status)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func storyboardArgumentsAreChecked() throws {
        let scenario = "Assets/Scenarios/ios10-when-in-use.yaml"
        let alone = try LocPromptBinary.run(["run", scenario, "--appearance", "dark"])
        #expect(alone.status != 0 && alone.stderr.contains("--appearance goes with --storyboard"))
        let same = try LocPromptBinary.run(["run", scenario, "--storyboard", "/tmp/x.html", "--report", "/tmp/x.html"])
        #expect(same.status != 0 && same.stderr.contains("must be different files"))
        let unwritable = try LocPromptBinary.run(["run", scenario, "--storyboard", "/nonexistent-folder/story.html"])
        #expect(unwritable.status == 2 && unwritable.stderr.contains("cannot write /nonexistent-folder/story.html"))
    }
}

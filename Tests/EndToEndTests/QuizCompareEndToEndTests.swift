import Foundation
import Testing

/// `locprompt compare` headless and `walk --quiz` / `walk --compare` in a pseudo-terminal (tmux).
@Suite("compare and quiz, end to end", .serialized)
struct QuizCompareEndToEndTests {
    static func scenario(_ name: String) -> String { TmuxHarness.packageRoot.appendingPathComponent("Assets/Scenarios/\(name)").path }

    @Test("compare prints aligned columns at --width, Markdown with --format markdown; bad --os is one line and exit 2")
    func compareHeadless() throws {
        let text = try LocPromptBinary.run(["compare", "--os", "12.4,17.4", "--width", "90", Self.scenario("when-in-use-allow-while-using.yaml")])
        #expect(text.status == 0)
        #expect(text.stdout.contains("≠ alert"))
        #expect(text.stdout.contains("│ iOS 12.4"))
        #expect(text.stdout.split(separator: "\n").allSatisfy { $0.count <= 90 })
        // Standard output is a pipe here: without --width, $COLUMNS decides.
        let narrow = try LocPromptBinary.run(["compare"], environment: ["COLUMNS": "80", "PATH": "/usr/bin:/bin"])
        #expect(narrow.status == 0)
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(narrow.stdout.contains("tap: Allow While Using App (or Allow)"))
        let markdown = try LocPromptBinary.run(["compare", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# locprompt compare: Default walkthrough"))
        #expect(markdown.stdout.contains("| Step | | iOS 12.4 (iOS 11–12) |"))
        for bad in [["compare", "--os", "12.4,nineteen"], ["compare", "--os", "17.0,17.0"], ["compare", "--width", "30"], ["compare", "/nonexistent.yaml"]] {
            let run = try LocPromptBinary.run(bad)
            #expect(run.status == 2, "\(bad)")
            // One line: `locprompt: …`, or the file's own `path: …` for a scenario that cannot be read.
            #expect((run.stderr.hasPrefix("locprompt: ") || run.stderr.hasPrefix("/nonexistent.yaml")) && run.stderr.split(separator: "\n").count == 1,
                    "\(bad): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test("walk --quiz: a question, an answer, the truth with its why, the score at the end, the answers file, terminal restored")
    func quiz() throws {
        guard let tmux = TmuxHarness(cols: 80, rows: 24) else { return }
        let answers = NSTemporaryDirectory() + "locprompt-quiz-\(getpid()).json"
        let cast = NSTemporaryDirectory() + "locprompt-quiz-\(getpid()).cast"
        defer { unlink(answers); unlink(cast) }
        tmux.type(TmuxHarness.launchLine("walk --quiz --seed 5 '\(Self.scenario("when-in-use-allow-while-using.yaml"))' --answers \(answers) --record \(cast)"))
        guard tmux.waitFor("Predict · question 1") else { return }
        #expect(tmux.alternateScreenOn)
        tmux.waitFor("The app: launch\\. What happens\\?")
        // Answer every question with A, then move on, until the score shows.
        var answered = 0
        while answered < 20, !tmux.screen.contains("Quiz over") {
            tmux.keys("a", literal: true)
            guard tmux.waitFor("✓ Right: A|✗ You chose A") else { return }
            guard tmux.waitFor("Why:") else { return }
            answered += 1
            tmux.keys("Space")
            tmux.waitFor("Predict · question \(answered + 1)|Quiz over")
        }
        tmux.waitFor("Quiz over: [0-9]+ of \(answered) right")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: answers))) as? [String: Any])
        #expect(json["formatVersion"] as? Int == 2)
        #expect(json["asked"] as? Int == answered)
        #expect(json["finished"] as? Bool == true)
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
        #expect(!tmux.alternateScreenOn, "the alternate screen was left")
        let recording = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(recording.contains("\"m\", \"question 1, step 1: chose A") || recording.contains("\"m\",\"question 1, step 1: chose A"))
    }

    @Test("walk --compare: the step's columns, → to the next step, q restores the terminal")
    func compareScreen() {
        guard let tmux = TmuxHarness(cols: 100, rows: 30) else { return }
        tmux.type(TmuxHarness.launchLine("walk --compare 12.4,17.4 '\(Self.scenario("when-in-use-allow-while-using.yaml"))'"))
        guard tmux.waitFor("locprompt walk --compare") else { return }
        tmux.waitFor("─ iOS 12\\.4 ─")
        tmux.waitFor("› 1\\. launch")
        tmux.keys("Right")
        tmux.waitFor("› 4\\. call: requestWhenInUseAuthorization")
        tmux.waitFor("Don’t Allow · Allow")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
        #expect(!tmux.alternateScreenOn)
    }

    @Test("--quiz and --compare refuse each other and the plain walk's options")
    func optionClashes() throws {
        let file = Self.scenario("when-in-use-allow-while-using.yaml")
        for arguments in [["walk", "--quiz", "--compare", file], ["walk", "--seed", "3", file], ["walk", "--quiz", "--step", file],
                          ["walk", "--quiz", "--answers", "/tmp/same.cast", "--record", "/tmp/same.cast", file]] {
            let run = try LocPromptBinary.run(arguments)
            #expect(run.status != 0, "\(arguments)")
            #expect(!run.stderr.isEmpty)
        }
    }
}

import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptScenario
import LocPromptTerminal

/// `walk --quiz [--seed N] [--answers FILE]` and `walk --compare [VERSIONS]`: the trainers' two ways through a
/// scenario (issue 17). Kept apart from `WalkFlags` so the walkthrough's own options stay as they are.
struct WalkTrainerOptions: ParsableArguments {
    @Flag(name: .customLong("quiz"), help: "Before each step with something to predict, ask what will happen (choices derived by the engine); then show the truth and why, and a score at the end.")
    var quiz = false

    @Option(name: .customLong("seed"), parsing: .unconditional,
            help: ArgumentHelp("With --quiz: the seed that shuffles the choices (the same seed, the same quiz; default 1).", valueName: "N"),
            transform: { try OptionValue.unsigned($0, option: "--seed", example: "7") })
    var seed: UInt64?

    @Option(name: .customLong("answers"), help: ArgumentHelp("With --quiz: keep the answers in this file for the trainer, JSON (or CSV when it ends in .csv), rewritten after every answer.", valueName: "FILE"))
    var answers: String?

    @Option(name: .customLong("compare"), defaultAsFlag: "",
            help: ArgumentHelp("Show each step on several OS versions side by side (default for iOS: 12.4,13.4,14.5,17.0).", valueName: "versions"))
    var compare: String?

    var isSet: Bool { quiz || compare != nil }

    func validate() throws {
        if quiz && compare != nil { throw ValidationError("choose --quiz or --compare, not both") }
        if !quiz && (seed != nil || answers != nil) { throw ValidationError("--seed and --answers belong to --quiz") }
        if let answers, answers.isEmpty || answers == "-" { throw ValidationError("--answers needs a file path") }
    }
}

/// Runs `walk --quiz` or `walk --compare` (errors before the screen starts, as `WalkLauncher`).
enum TrainerLauncher {
    static func run(path: String, options: WalkTrainerOptions, flags: WalkFlags, recording: RecordingOptions) throws {
        guard !flags.isSet else {
            throw CommandFailure("--step, --autoplay and --pace belong to the plain walkthrough, not to --quiz or --compare")
        }
        let scenario = try WalkLauncher.load(path: path)
        if let versions = options.compare {
            try runCompare(scenario, versions: versions, recording: recording)
        } else {
            try runQuiz(scenario, options: options, recording: recording)
        }
    }

    private static func runCompare(_ scenario: Scenario, versions: String, recording: RecordingOptions) throws {
        let plan = ComparePlan(scenario: scenario)
        var columns = CompareVersions.defaults(for: plan.platform)
        if !versions.isEmpty {
            switch CompareVersions.parse(versions, platform: plan.platform) {
            case .success(let parsed): columns = parsed
            case .failure(let error): throw CommandFailure("--compare: \(error.message)")
            }
        }
        let recorder = try recording.openRecorder()
        let status: Int32
        do {
            status = try CompareWalkSession.run(CompareWalkModel(comparison: Comparison(plan: plan, columns: columns)), recording: recorder)
        } catch {
            RecordingOptions.discard(recorder)
            throw CommandFailure(verbatim: error.description)
        }
        try RecordingOptions.finish(recorder)
        throw ExitCode(status)
    }

    /// The answers file's first failure, kept by the key loop's thread.
    final class AnswersSink: @unchecked Sendable {
        let path: String
        var failure: String?
        init(path: String) { self.path = path }

        func write(_ results: QuizResults) {
            guard failure == nil else { return }
            do {
                try ReportFile.write(results.render(QuizResults.Format(path: path)), to: path)
            } catch {
                failure = error.description
            }
        }
    }

    private static func runQuiz(_ scenario: Scenario, options: WalkTrainerOptions, recording: RecordingOptions) throws {
        var sink: AnswersSink?
        // A FIFO (or device) for the answers is held open for the whole quiz: one nobody reads is an error
        // before the quiz starts, not after q (audit 13 F7), and its reader does not see the end between answers.
        var heldAnswers: Int32?
        defer { if let heldAnswers { close(heldAnswers) } }
        if let path = options.answers {
            if let record = recording.path,
               URL(fileURLWithPath: record).standardizedFileURL == URL(fileURLWithPath: path).standardizedFileURL {
                throw CommandFailure("--answers and --record name the same file; give each its own")
            }
            do {
                try ReportFile.check(path)
            } catch {
                throw CommandFailure(error.description)
            }
            do {
                heldAnswers = try ReportFile.openIfStream(path)
            } catch {
                throw CommandFailure(error.description)
            }
            sink = AnswersSink(path: path)
        }
        let recorder = try recording.openRecorder()
        let status: Int32
        do {
            status = try QuizSession.run(QuizModel(scenario: scenario, seed: options.seed ?? 1), recording: recorder) { [sink] results in
                sink?.write(results)
            }
        } catch {
            RecordingOptions.discard(recorder)
            throw CommandFailure(verbatim: error.description)
        }
        try RecordingOptions.finish(recorder)
        if let failure = sink?.failure { throw CommandFailure(failure) }
        throw ExitCode(status)
    }
}

import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptScenario
import LocPromptTerminal

/// `locprompt walk SCENARIO [--step] [--autoplay [DELAY]] [--pace DURATION]`: steps through a scenario on
/// screen for demos and training (also `locprompt --scenario FILE`).
struct WalkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "walk",
        abstract: "Steps through a scenario on screen, for demos and training.",
        discussion: """
            Examples:
              locprompt walk Assets/Scenarios/allow-once-expiry.yaml
              locprompt walk lesson.yaml --step          # pause on every step
              locprompt walk lesson.yaml --autoplay      # answer the alerts too
              locprompt walk lesson.yaml --quiz --answers class.csv
              locprompt walk lesson.yaml --compare 12.4,13.4,17.4

            Assets/Scenarios/ is the checkout's folder; installed, the bundled scenarios are in \
            PREFIX/share/locprompt/Assets/Scenarios/ (PREFIX ~/.local by default).
            Each step is shown with its say: narration, or without one with what it did (the status change, the callback, \
            the checks); steps run by themselves (a wait of 2 s or more counts down) until a tap: (or answer:) step, which waits \
            with the alert on screen for the presenter to answer it (1–3 tap the button in that position, top to \
            bottom or left to right; only the scenario's button plays the step). Expectations are checked live and \
            logged as passed or failed. Keys (? shows them all): Space/→/Enter next step, p pause/run, r restart, PgUp/PgDn scroll \
            the log, q quit. Needs an interactive terminal; an invalid scenario exits with status 2.
            """)

    @Argument(help: "The scenario file (YAML).", completion: CompletionHints.yaml)
    var file: String?

    @Option(name: .customLong("scenario"), help: ArgumentHelp("The scenario file (the same as the argument).", valueName: "file"), completion: CompletionHints.yaml)
    var scenario: String?

    @OptionGroup var walk: WalkFlags

    @OptionGroup var recording: RecordingOptions

    @OptionGroup(title: "Training") var trainer: WalkTrainerOptions

    mutating func validate() throws {
        // `walk --autoplay lesson.yaml`: the optional value took the file; it is the scenario, as it always was.
        // (`--autoplay=lesson.yaml` arrives the same way: the parser does not tell the two apart.)
        if file == nil, scenario == nil, let word = walk.autoplayWord, Self.looksLikeScenario(word) || DirectoryListing.isFile(word) {
            file = word
            walk.autoplayArgument = .delay(.defaultAutoplay)
        }
        try walk.checkAutoplay()
        switch (file, scenario) {
        case (nil, nil):
            // `walk --compare FILE.yaml`: the optional value took the file (Compare-and-Quiz.md), so say where it went.
            if let versions = trainer.compare, Self.looksLikeScenario(versions) {
                let shown = SafeText.neutralize(versions)
                throw ValidationError("“\(shown)” was read as --compare's versions; put the scenario first: locprompt walk \(shown) --compare")
            }
            throw ValidationError("give a scenario file: locprompt walk SCENARIO.yaml")
        case (.some, .some): throw ValidationError("give the scenario once: as the argument or with --scenario")
        default: break
        }
    }

    /// A path, not a version list (`12.4,17.0`): it names a YAML file or a folder.
    static func looksLikeScenario(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") || text.contains("/")
    }

    func run() throws {
        if trainer.isSet {
            try TrainerLauncher.run(path: file ?? scenario ?? "", options: trainer, flags: walk, recording: recording)
            return
        }
        try WalkLauncher.run(path: file ?? scenario ?? "", flags: walk, recording: recording)
    }
}

/// `--step`, `--autoplay [DELAY]` and `--pace`: shared by `walk` and `locprompt --scenario`.
struct WalkFlags: ParsableArguments {
    @Flag(name: .customLong("step"), help: "Pause on every step: Space, → or Enter plays the next one.")
    var stepByStep = false

    @Option(name: .customLong("autoplay"), defaultAsFlag: AutoplayArgument.delay(WalkDelay.defaultAutoplay),
            help: ArgumentHelp("Answer the tap: steps automatically, after DELAY (seconds such as 3s or 1.5s).", valueName: "delay"),
            transform: AutoplayArgument.init)
    var autoplayArgument: AutoplayArgument? = nil

    /// The delay `--autoplay` asks for (nil: the presenter answers). Read after `checkAutoplay()`.
    var autoplay: WalkDelay? {
        if case .delay(let delay)? = autoplayArgument { return delay }
        return nil
    }

    /// The word given to `--autoplay` that is not a delay, if any.
    var autoplayWord: String? {
        if case .notADelay(let word)? = autoplayArgument { return word }
        return nil
    }

    /// A value of `--autoplay` that is not a delay, as one line naming the option (exit status 2). Called by the
    /// commands once they have taken back a scenario file the option's optional value swallowed.
    func checkAutoplay() throws {
        if let word = autoplayWord {
            _ = try WalkDelay.parse(word, option: "--autoplay", what: "a delay",
                                    advice: "give seconds like 3s or 1.5s, or nothing for the default (\(WalkDelay.defaultAutoplay))")
        }
    }

    @Option(help: ArgumentHelp("Time between steps that run by themselves, e.g. 0.8s or 500ms (narrated steps stay longer).",
                               valueName: "duration"),
            transform: { try WalkDelay.parse($0, option: "--pace") })
    var pace: WalkDelay = WalkDelay.defaultPace

    /// True when any walk option was given (the default command accepts them only with --scenario).
    var isSet: Bool { stepByStep || autoplayArgument != nil || pace != WalkDelay.defaultPace }

    var options: WalkOptions {
        WalkOptions(stepByStep: stepByStep, autoplay: autoplay?.duration, pace: pace.duration)
    }
}

/// A real-time delay on the command line: `1.5s`, `500ms`, `2m`, or a number of seconds (`1.5`).
struct WalkDelay: ExpressibleByArgument, Hashable, CustomStringConvertible {
    let milliseconds: Int64

    static let defaultAutoplay = WalkDelay(milliseconds: 1500)
    static let defaultPace = WalkDelay(milliseconds: 800)

    init(milliseconds: Int64) { self.milliseconds = milliseconds }

    init?(argument: String) {
        if let parsed = VirtualDuration(parsing: argument) {
            guard parsed.milliseconds <= 3_600_000 else { return nil }
            milliseconds = parsed.milliseconds
        } else if argument.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let seconds = Double(argument),
                  seconds.isFinite, seconds >= 0, seconds <= 3600 {
            milliseconds = Int64((seconds * 1000).rounded())
        } else {
            return nil
        }
    }

    /// `init?(argument:)`, or one line saying what is wrong with the value (exit status 2): `“abc” is not WHAT;
    /// ADVICE` (default advice: `write e.g. OPTION 0.8s, 500ms or 2 (seconds)`).
    static func parse(_ text: String, option: String, what: String = "a duration", advice: String? = nil) throws -> WalkDelay {
        if let delay = WalkDelay(argument: text) { return delay }
        // Quoted whole up to PATH_MAX (4096 bytes): the usual mistake is a scenario file taken as the value
        // (`--autoplay FILE FILE`), and its name is at the end; nothing longer names a file, and is cut as an excerpt.
        let shown = text.utf8.count <= 4096 ? text : SafeText.excerpt(text)
        let number = text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } ? Double(text) : nil
        if VirtualDuration.parse(text) != .failure(.notADuration) || number != nil {
            throw CommandFailure("\(option): “\(shown)” is longer than the limit of 1 hour")
        }
        throw CommandFailure("\(option): “\(shown)” is not \(what); \(advice ?? "write e.g. \(option) 0.8s, 500ms or 2 (seconds)")")
    }

    var duration: Duration { .milliseconds(milliseconds) }
    var description: String { VirtualDuration(milliseconds: milliseconds).description }
}

/// What `--autoplay` was given: a delay (or nothing: the default), or a word that is not a delay. The word is
/// kept rather than refused by the conversion, because swift-argument-parser's `defaultAsFlag` takes a value its
/// conversion refuses for no value at all: `--autoplay=soon` ran with the default delay and `--autoplay soon`
/// left “soon” as a stray argument. The commands report it (`WalkFlags.checkAutoplay`), after `walk` has taken
/// back a scenario file that followed a bare `--autoplay`.
enum AutoplayArgument: Hashable, CustomStringConvertible {
    case delay(WalkDelay)
    case notADelay(String)

    init(_ text: String) {
        self = WalkDelay(argument: text).map(AutoplayArgument.delay) ?? .notADelay(text)
    }

    /// The help's “(default as flag: 1.5s)”.
    var description: String {
        switch self {
        case .delay(let delay): delay.description
        case .notADelay(let word): word
        }
    }
}

/// Loads the scenario (errors before the screen starts) and runs the walkthrough.
enum WalkLauncher {
    /// The scenario of an on-screen mode (walk, quiz, compare screen): a file, since keys come from the terminal.
    static func load(path: String) throws -> Scenario {
        guard path != "-" else {
            throw CommandFailure("a walkthrough reads keys from the terminal, so its scenario cannot come from standard input; give a file")
        }
        do {
            return try ScenarioParser.load(path: path)
        } catch {
            throw CommandFailure(error)
        }
    }

    static func run(path: String, flags: WalkFlags, recording: RecordingOptions) throws {
        let model = WalkModel(scenario: try load(path: path), options: flags.options)
        throw ExitCode(try recording.runFullScreen { (recorder: AsciicastWriter?) throws(TerminalUnavailable) -> Int32 in
            try WalkSession.run(model, recording: recorder)
        })
    }
}

import ArgumentParser
import LocPromptCore
import LocPromptTerminal

/// `locprompt present [SCENARIO] [--appearance light|dark] [--show-confidence] [--record FILE]`: the phone alone,
/// large, for a demo: the scenario's narration as a caption, Space/→ forward and ← back; without a scenario,
/// free play with the emulator's keys on the device that `--platform`, `--os`, `--app` and `--language` describe.
struct PresentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "present",
        abstract: "Presents a scenario (or free play) with the phone alone, large, for a demo.",
        discussion: """
            Examples:
              locprompt present Assets/Scenarios/allow-once-expiry.yaml
              locprompt present lesson.yaml --appearance dark --record demo.cast
              locprompt present --os 13.3 --app MyApp/Info.plist      # free play

            Assets/Scenarios/ is the checkout's folder; installed, the bundled scenarios are in \
            PREFIX/share/locprompt/Assets/Scenarios/ (PREFIX ~/.local by default).
            The phone is centred and as large as the terminal allows, in iOS's light or dark appearance, with the \
            step's say: narration as a caption. Space/→ (or a clicker's PgDn) plays the next step, ←/PgUp goes back \
            (replayed from the start, so every state is the scenario's own); Home and End jump to the start and the \
            end. D switches light/dark, I shows the inspector and log, C the catalog's confidence, ? every key, q quits. \
            Without a scenario: free play, the emulator's keys in the same look (l launch, w/a request, 1–3 tap, \
            S Settings). Needs an interactive terminal; an invalid scenario exits with status 2.
            """)

    @Argument(help: "The scenario file (YAML); without it, free play.", completion: CompletionHints.yaml)
    var file: String?

    @Option(help: ArgumentHelp("The phone's appearance: \(Appearance.valueList) (D switches it).", valueName: "appearance"),
            completion: Appearance.completion, transform: Appearance.parse)
    var appearance: Appearance = .light

    @Flag(help: "Show the catalog's confidence on alerts (“unverified”, the language note); C toggles it.")
    var showConfidence = false

    @OptionGroup var device: DeviceOptions

    @OptionGroup var app: AppOptions

    @OptionGroup var language: LanguageOption

    @OptionGroup var recording: RecordingOptions

    func validate() throws {
        if file != nil, device.platform != nil || device.os != nil || app.isSet || language.language != nil {
            throw CommandFailure("a scenario sets the device and the app: leave out --platform, --os, --app and --language")
        }
        if file == "-" {
            throw CommandFailure("a presentation reads keys from the terminal, so its scenario cannot come from standard input; give a file")
        }
    }

    func run() throws {
        let options = PresentOptions(appearance: appearance, showConfidence: showConfidence)
        let model: PresentModel
        if let file {
            model = PresentModel(scenario: try WalkLauncher.load(path: file), options: options)
        } else {
            let deviceLanguage = try language.deviceLanguage()
            var screen = FrontEndModel(os: try device.resolved().speaking(deviceLanguage), apps: try app.choices(language: language.language))
            if !deviceLanguage.isEnglish { screen.setLanguage(deviceLanguage) }
            model = PresentModel(freePlay: screen, options: options)
        }
        throw ExitCode(try recording.runFullScreen { (recorder: AsciicastWriter?) throws(TerminalUnavailable) -> Int32 in
            try PresentSession.run(model, recording: recorder)
        })
    }
}

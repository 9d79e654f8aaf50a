import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptScenario
import LocPromptTerminal

/// `locprompt present [SCENARIO] [--appearance light|dark] [--show-confidence] [--record FILE]`: the phone alone,
/// large, for a demo: the scenario's narration as a caption, Space/→ forward and ← back; without a scenario,
/// free play with the emulator's keys.
struct PresentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "present",
        abstract: "Presents a scenario (or free play) with the phone alone, large, for a demo.",
        discussion: """
            The phone is centred and as large as the terminal allows, in iOS's light or dark appearance, with the \
            step's say: narration as a caption. Space/→ (or a clicker's PgDn) plays the next step, ←/PgUp goes back \
            (replayed from the start, so every state is the scenario's own); Home and End jump to the start and the \
            end. D switches light/dark, I shows the inspector and log, C the catalog's confidence, ? every key, q quits. \
            Without a scenario: free play, the emulator's keys in the same look (l launch, w/a request, 1–3 tap, \
            S Settings). Needs an interactive terminal; an invalid scenario exits with status 2.
            """)

    @Argument(help: "The scenario file (YAML); without it, free play.", completion: CompletionHints.yaml)
    var file: String?

    @Option(help: ArgumentHelp("The phone's appearance: light or dark (D switches it).", valueName: "appearance"))
    var appearance: Appearance = .light

    @Flag(help: "Show the catalog's confidence on alerts (“unverified”, the language note); C toggles it.")
    var showConfidence = false

    @Option(help: "Free play: platform: ios, macos, watchos, tvos, visionos.", completion: CompletionHints.platform)
    var platform: String = "ios"

    @Option(help: "Free play: OS version, e.g. 17.4 (default: the newest band of the platform).", completion: CompletionHints.osVersion)
    var os: String?

    @Option(help: "Free play: an app's Info.plist (default: the bundled sample apps).", completion: CompletionHints.plist)
    var app: String?

    @OptionGroup var recording: RecordingOptions

    func validate() throws {
        if file != nil, os != nil || app != nil || platform != "ios" {
            throw ValidationError("a scenario sets the device and the app: leave out --platform, --os and --app")
        }
        if file == "-" {
            throw ValidationError("a presentation reads keys from the terminal, so its scenario cannot come from standard input; give a file")
        }
    }

    func run() throws {
        try Self.reportingFailures(body)
    }

    private func body() throws {
        let options = PresentOptions(appearance: appearance, showConfidence: showConfidence)
        let model: PresentModel
        if let file {
            model = PresentModel(scenario: try WalkLauncher.loadScenario(path: file), options: options)
        } else {
            let platform = try DeviceSelection.platform(self.platform)
            let device = try DeviceSelection.os(platform, version: os)
            var apps: [AppChoice] = []
            if let app {
                do {
                    let loaded = try AppLoader.load(path: app, language: nil)
                    apps.append(AppChoice(profile: loaded.profile, origin: loaded.infoPlistPath))
                } catch {
                    throw CommandFailure(error.description)
                }
            }
            apps += SampleApps.find(language: nil).filter { sample in !apps.contains { $0.origin == sample.origin } }
            if apps.isEmpty { apps = AppChoice.builtIn }
            model = PresentModel(freePlay: FrontEndModel(os: device, apps: apps), options: options)
        }
        try recording.runFullScreen { (recorder: AsciicastWriter?) throws(TerminalUnavailable) -> Int32 in
            try PresentSession.run(model, recording: recorder)
        }
    }
}

extension Appearance: ExpressibleByArgument {}

extension RecordingOptions {
    /// Opens the recording (`--record`), runs a full-screen program, closes the recording, and exits with the
    /// program's status: 2 when there is no usable terminal or the recording failed.
    func runFullScreen(_ program: (AsciicastWriter?) throws(TerminalUnavailable) -> Int32) throws {
        let recorder = try open()
        let status: Int32
        do {
            status = try program(recorder)
        } catch {
            Self.discard(recorder)
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        guard Self.finish(recorder) else { throw ExitCode(2) }
        throw ExitCode(status)
    }
}

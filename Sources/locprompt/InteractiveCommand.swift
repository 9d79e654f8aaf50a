import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptTerminal

/// `locprompt` with no subcommand (or `locprompt ui`): the full-screen ncurses emulator.
struct InteractiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ui",
        abstract: "Opens the full-screen emulator (the default when no subcommand is given).",
        discussion: "Keys: press ? inside. Needs an interactive terminal; without one it exits with status 2.")

    @Option(help: "Platform: ios, macos, watchos, tvos, visionos.", completion: CompletionHints.platform)
    var platform: String = "ios"

    @Option(help: "OS version, e.g. 17.4 (default: the newest band of the platform).", completion: CompletionHints.osVersion)
    var os: String?

    @Option(help: "An app's Info.plist (default: the bundled sample app).", completion: CompletionHints.plist)
    var app: String?

    @Option(help: "The device language, e.g. de, fr, ja, zh-Hans, pt-BR: system alert text where sources give it, and the app's InfoPlist.strings. The L key cycles it.")
    var language: String?

    @Option(help: ArgumentHelp("Open with the app launched and this request made, so its alert is on screen at once: when-in-use or always.",
                               valueName: "request"))
    var request: StartRequest?

    @Option(help: ArgumentHelp("Walk through this scenario instead (the same as `locprompt walk FILE`); it sets the device and app.",
                               valueName: "file"), completion: CompletionHints.yaml)
    var scenario: String?

    @OptionGroup var walk: WalkFlags

    @OptionGroup var recording: RecordingOptions

    @Option(help: ArgumentHelp("Keep the emulated device (Settings and every app's authorization) in this file between runs, as a real device does; created when missing, locked while in use.",
                               valueName: "FILE"), completion: CompletionHints.deviceFile)
    var device: String?

    enum StartRequest: String, ExpressibleByArgument, CaseIterable {
        case whenInUse = "when-in-use"
        case always

        var action: AppAction { self == .whenInUse ? .requestWhenInUseAuthorization : .requestAlwaysAuthorization }
    }

    func run() throws {
        try Self.reportingFailures(body)
    }

    private func body() throws {
        StartupTrace.mark("argument parsing")
        if let scenario {
            guard os == nil, app == nil, language == nil, request == nil, device == nil, platform == "ios" else {
                throw CommandFailure("--scenario sets the device and the app: leave out --platform, --os, --app, --language, --request and --device")
            }
            try WalkLauncher.run(path: scenario, flags: walk, recording: recording)
            return
        }
        guard !walk.isSet else {
            throw CommandFailure("--step, --autoplay and --pace belong to a walkthrough: add --scenario FILE (or use locprompt walk FILE)")
        }
        try InteractiveLaunch(platform: platform, os: os, app: app, language: language, request: request?.action,
                              device: device).run(openRecording: recording.open)
    }
}

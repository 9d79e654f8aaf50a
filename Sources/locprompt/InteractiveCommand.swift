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
        discussion: """
            Examples:
              locprompt --os 17.4 --request when-in-use    # the sample app, its alert up
              locprompt --os 12.2 --request always         # the iOS 12 three-option alert
              locprompt --app MyApp/Info.plist --language de
              locprompt --device phone.json                # keep the device between runs
              locprompt --record demo.cast                 # record it for asciinema play

            Keys: press ? inside. Needs an interactive terminal; without one it exits with status 2.
            """)

    @OptionGroup var device: DeviceOptions

    @OptionGroup var app: AppOptions

    @OptionGroup var language: LanguageOption

    @Option(help: ArgumentHelp("Open with the app launched and this request made, so its alert is on screen at once: \(CheckedRequest.valueList).",
                               valueName: "request"), completion: CheckedRequest.completion, transform: CheckedRequest.parse)
    var request: CheckedRequest?

    @Option(help: ArgumentHelp("Walk through this scenario instead (the same as `locprompt walk FILE`); it sets the device and app.",
                               valueName: "file"), completion: CompletionHints.yaml)
    var scenario: String?

    @OptionGroup var walk: WalkFlags

    @OptionGroup var recording: RecordingOptions

    @Option(name: .customLong("device"),
            help: ArgumentHelp("Keep the emulated device (Settings and every app's authorization) in this file between runs, as a real device does; created when missing, locked while in use. A saved device keeps its OS: --os, when given, must match it.",
                               valueName: "FILE"), completion: CompletionHints.deviceFile)
    var deviceFile: String?

    /// What the options ask the emulator to open.
    var launch: EmulatorLaunch {
        EmulatorLaunch(device: device.choice, app: app.arguments, language: language.language, request: request,
                       deviceFile: deviceFile, recordPath: recording.path)
    }

    func validate() throws {
        try walk.checkAutoplay()
    }

    func run() throws {
        StartupTrace.mark("argument parsing")
        if let scenario {
            guard device.os == nil, !app.isSet, language.language == nil, request == nil, deviceFile == nil, device.platformOrDefault == .iOS else {
                throw CommandFailure("--scenario sets the device and the app: leave out --platform, --os, --app, --language, --request and --device")
            }
            try WalkLauncher.run(path: scenario, flags: walk, recording: recording)
            return
        }
        guard !walk.isSet else {
            throw CommandFailure("--step, --autoplay and --pace belong to a walkthrough: add --scenario FILE (or use locprompt walk FILE)")
        }
        try launch.run()
    }
}

/// Hands a value to a `@Sendable` closure that the interface calls on its one thread (the key loop).
final class SingleThreaded<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

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
            help: ArgumentHelp("Keep the emulated device (Settings and every app's authorization) in this file between runs, as a real device does; created when missing, locked while in use.",
                               valueName: "FILE"), completion: CompletionHints.deviceFile)
    var deviceFile: String?

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
        let platform = device.platformOrDefault
        // Without --os, the newest band (or, with --device, the saved device's OS).
        let requestedOS: DeviceOS? = device.os != nil || platform != .iOS ? try device.resolved() : nil
        // --device: the saved device decides the OS unless --os/--platform name one (they must then match it).
        var saved: DeviceSession?
        if let path = deviceFile {
            do {
                saved = try DeviceSession.open(path: path, os: requestedOS)
            } catch {
                throw CommandFailure(error.description)
            }
        }
        defer { saved?.close() }
        let device = saved?.device.os ?? requestedOS ?? .newest(platform)
        let deviceLanguage = try language.deviceLanguage()
        let apps = try app.choices(language: language.language)
        var model = FrontEndModel(os: device.speaking(deviceLanguage), apps: apps)
        var persistFailure: (any Error)?
        var persist: ((EngineState) -> Void)?
        if let saved {
            // Every app starts from what the device keeps for it; every change is written back at once.
            model = FrontEndModel(state: saved.state(for: apps[0].profile).speaking(deviceLanguage), apps: apps)
            let live = SingleThreaded(saved)
            // The saved device is one OS version; its language is the front end's (not saved).
            model.startingState = { os, app in
                os.speaking(.english) == live.value.device.os ? live.value.state(for: app).speaking(os.language)
                                                              : EngineState(os: os, app: app)
            }
            model.append([LogEntry(at: .zero, text: "device \(SafeText.neutralize(saved.path)): \(saved.existed ? "restored" : "new")"
                                     + " (\(device)); changes are saved as they happen", kind: .note, style: .dim)])
            persist = { [saved] state in
                // Switching to another OS inside the emulator leaves the saved device alone.
                guard state.os.speaking(.english) == saved.device.os, persistFailure == nil else { return }
                do { try saved.save(state) } catch { persistFailure = error }
            }
        }
        // Say which language the device speaks and what of it is sourced (the log's first lines).
        if !deviceLanguage.isEnglish { model.setLanguage(deviceLanguage) }
        if let request {
            model.send(.app(.launch))
            model.send(.app(request == .whenInUse ? .requestWhenInUseAuthorization : .requestAlwaysAuthorization))
        }
        StartupTrace.mark("app and engine")
        let status = try recording.runFullScreen { (recorder: AsciicastWriter?) throws(TerminalUnavailable) -> Int32 in
            try InteractiveSession.run(model, recording: recorder, persist: persist)
        }
        if let persistFailure { throw CommandFailure("\(persistFailure)") }
        throw ExitCode(status)
    }
}

/// Hands a value to a `@Sendable` closure that the interface calls on its one thread (the key loop).
final class SingleThreaded<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptTerminal

/// What the full-screen emulator is asked to open (`locprompt`, `locprompt ui`), as plain values, and the opening
/// itself. `InteractiveCommand` hands over what swift-argument-parser read; a plain launch (`QuickLaunch`) fills it
/// straight from the arguments, without creating the parser's option types, whose property wrappers build every
/// option's help and completion text (about 0.4 M instructions of the first frame, issue 15).
struct EmulatorLaunch {
    var device: DeviceChoice
    var app: AppArguments
    /// `--language`.
    var language: String?
    var request: CheckedRequest?
    /// `--device FILE`.
    var deviceFile: String?
    /// `--record FILE.cast`.
    var recordPath: String?

    /// Opens the emulator; ends with the session's exit status (thrown as `ExitCode`) or a `CommandFailure`.
    func run() throws {
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
        let deviceLanguage = try LanguageOption.deviceLanguage(language)
        let apps = try app.choices(language: language)
        var model = FrontEndModel(os: device.speaking(deviceLanguage), apps: apps)
        var persistFailure: (any Error)?
        var persist: ((EngineState) -> Void)?
        if let saved {
            // Every app starts from what the device keeps for it; every change is written back at once.
            model = FrontEndModel(state: saved.state(for: apps[0].profile).speaking(deviceLanguage), apps: apps)
            model.savedDevice = (saved.device.os, saved.path)
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
        let status = try RecordingOptions.runFullScreen(recording: recordPath) { (recorder: AsciicastWriter?) throws(TerminalUnavailable) -> Int32 in
            try InteractiveSession.run(model, recording: recorder, persist: persist)
        }
        if let persistFailure { throw CommandFailure("\(persistFailure)") }
        throw ExitCode(status)
    }
}

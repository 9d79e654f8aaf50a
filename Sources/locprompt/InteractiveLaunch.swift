import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptTerminal

/// What `locprompt` (the emulator) does once its options are read, from plain values: swift-argument-parser
/// reads them in `InteractiveCommand`, and a plain launch reads them without it (`QuickLaunch`, issue 15), so
/// both start the same emulator through this one place.
struct InteractiveLaunch {
    var platform = "ios"
    var os: String?
    var app: String?
    var language: String?
    /// `--request`: the app is launched and makes this request, so its alert is on screen at once.
    var request: AppAction?
    /// `--device FILE`: the saved device.
    var device: String?

    /// Runs the emulator until it quits; `openRecording` opens `--record`'s file (nil without it). Throws
    /// `CommandFailure` for bad input and `ExitCode` with the emulator's status.
    func run(openRecording: () throws -> AsciicastWriter?) throws {
        let platform = try DeviceSelection.platform(self.platform)
        // Without --os, the newest band (or, with --device, the saved device's OS).
        let requestedOS: DeviceOS? = os != nil || self.platform != "ios" ? try DeviceSelection.os(platform, version: os) : nil
        // --device: the saved device decides the OS unless --os/--platform name one (they must then match it).
        var saved: DeviceSession?
        if let path = self.device {
            do {
                saved = try DeviceSession.open(path: path, os: requestedOS)
            } catch {
                throw CommandFailure(error.description)
            }
        }
        defer { saved?.close() }
        let device = saved?.device.os ?? requestedOS ?? .newest(platform)
        var deviceLanguage = DeviceLanguage.english
        if let language {
            guard let value = DeviceLanguage(language) else {
                throw CommandFailure("--language takes a language tag such as de, fr-FR, pt-BR or zh-Hans, not “\(language)”")
            }
            deviceLanguage = value
        }
        var apps: [AppChoice] = []
        if let app {
            do {
                let loaded = try AppLoader.load(path: app, language: language)
                apps.append(AppChoice(profile: loaded.profile, origin: loaded.infoPlistPath,
                                      localized: SampleApps.localized(path: app, fallback: loaded.profile)))
            } catch {
                throw CommandFailure(error.description)
            }
        }
        let samples = SampleApps.find(language: language).filter { sample in !apps.contains { $0.origin == sample.origin } }
        apps += samples
        // The built-in apps, except the built-in “Where Am I?” when its sample file is there.
        let hasWhereAmI = samples.contains { $0.origin.hasSuffix("/WhereAmI.plist") }
        apps += AppChoice.builtIn.filter { !(hasWhereAmI && $0.profile.displayName == "Where Am I?") }
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
            model.send(.app(request))
        }
        StartupTrace.mark("app and engine")
        let recorder = try openRecording()
        let status: Int32
        do {
            status = try InteractiveSession.run(model, recording: recorder, persist: persist)
        } catch {
            RecordingOptions.discard(recorder)
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        guard RecordingOptions.finish(recorder) else { throw ExitCode(2) }
        if let persistFailure { throw CommandFailure("\(persistFailure)") }
        throw ExitCode(status)
    }
}

/// Hands a value to a `@Sendable` closure that the interface calls on its one thread (the key loop).
final class SingleThreaded<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

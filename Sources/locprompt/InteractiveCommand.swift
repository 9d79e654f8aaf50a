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

    @Option(help: "Platform: ios, macos, watchos, tvos, visionos.")
    var platform: String = "ios"

    @Option(help: "OS version, e.g. 17.4 (default: the newest band of the platform).")
    var os: String?

    @Option(help: "An app's Info.plist (default: the bundled sample app).")
    var app: String?

    @Option(help: "The device language, e.g. de, fr, ja, zh-Hans, pt-BR: system alert text where sources give it, and the app's InfoPlist.strings. The L key cycles it.")
    var language: String?

    @Option(help: ArgumentHelp("Open with the app launched and this request made, so its alert is on screen at once: when-in-use or always.",
                               valueName: "request"))
    var request: StartRequest?

    @Option(help: ArgumentHelp("Walk through this scenario instead (the same as `locprompt walk FILE`); it sets the device and app.",
                               valueName: "file"))
    var scenario: String?

    @OptionGroup var walk: WalkFlags

    @OptionGroup var recording: RecordingOptions

    @Option(help: ArgumentHelp("Keep the emulated device (Settings and every app's authorization) in this file between runs, as a real device does; created when missing, locked while in use.",
                               valueName: "FILE"))
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
            model.send(.app(request.action))
        }
        StartupTrace.mark("app and engine")
        let recorder = try recording.open()
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

/// The sample apps in `Assets/Apps`, found next to the executable's package or the working directory.
enum SampleApps {
    static func directory() -> String? {
        var candidates = [FileManager.default.currentDirectoryPath]
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var url = URL(fileURLWithPath: exe).deletingLastPathComponent()
            for _ in 0..<5 {
                candidates.append(url.path)
                url = url.deletingLastPathComponent()
            }
        }
        for base in candidates {
            let path = base + "/Assets/Apps"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        }
        return nil
    }

    /// Every loadable `*.plist` there, `WhereAmI.plist` first.
    static func find(language: String?) -> [AppChoice] {
        guard let directory = directory(),
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let plists = names.filter { $0.hasSuffix(".plist") }.sorted { a, b in
            a == "WhereAmI.plist" ? true : b == "WhereAmI.plist" ? false : a < b
        }
        return plists.map { name in
            let path = directory + "/" + name
            // Read when first shown; a sample that cannot be read shows as an app without usage keys.
            let unreadable = AppProfile(displayName: name + " (cannot be read)")
            return AppChoice(origin: path, load: {
                (try? AppLoader.load(path: path, language: language).profile) ?? unreadable
            }, localized: localized(path: path, fallback: unreadable))
        }
    }

    /// Reads an app's texts for a device language (its `.lproj`, else its development region).
    static func localized(path: String, fallback: AppProfile) -> @Sendable (DeviceLanguage) -> AppProfile {
        { language in (try? AppLoader.load(path: path, language: language.code).profile) ?? fallback }
    }
}

/// Hands a value to a `@Sendable` closure that the interface calls on its one thread (the key loop).
final class SingleThreaded<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles

/// `locprompt device show|reset FILE`: a saved device (`--device FILE`).
struct DeviceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Show or reset a saved device (the file given to --device).",
        discussion: """
            A saved device keeps the emulated device's Settings and every app's
            stored authorization between runs, as the real system does. It is a
            JSON file, written atomically and locked while a locprompt uses it.

            Examples:
              locprompt device show phone.json
              locprompt device reset phone.json          # Reset Location & Privacy
              locprompt device reset old.json --os 13.3  # a new iOS 13.3 device
            """,
        subcommands: [DeviceShowCommand.self, DeviceResetCommand.self, DeviceSoakCommand.self]
    )
}

/// The OS of a device file that does not exist yet.
struct DeviceOSOptions: ParsableArguments {
    @Option(help: "Platform of a new device: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")) (ipados = ios). Default: ios.")
    var platform: String?

    @Option(help: "OS version of a new device, e.g. 17.4. Default: the newest band's representative version. An existing device must match.")
    var os: String?

    /// The requested OS, nil when neither option is given.
    func deviceOS() throws -> DeviceOS? {
        guard platform != nil || os != nil else { return nil }
        do {
            return try DeviceSelection.os(DeviceSelection.platform(platform ?? "ios"), version: os)
        } catch let failure as CommandFailure {
            throw CommandFailure.printed(failure.message)
        }
    }
}

/// `locprompt device show FILE`.
struct DeviceShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a saved device: its OS, Settings and every app's stored authorization.",
        discussion: "Reads the file without locking it; never writes it, not even when it is damaged."
    )

    @Argument(help: "The device file.")
    var file: String

    func run() throws {
        let device: SavedDevice?
        do {
            device = try DeviceStore.load(path: file)
        } catch {
            throw DeviceCLI.fail(error.description)
        }
        guard let device else {
            throw DeviceCLI.fail("\(SafeText.neutralize(file)): no such device file (the first run or privacy command with --device \(SafeText.neutralize(file)) creates it)")
        }
        print(device.describe(title: file).joined(separator: "\n"))
    }
}

/// `locprompt device reset FILE`: Settings › General › Reset › Reset Location & Privacy.
struct DeviceResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Reset Location & Privacy: every app on the device back to not determined, so it is asked again.",
        discussion: """
            Mirrors Settings > General > Reset > Reset Location & Privacy (reference
            §4.2, [S5][S35]): every app returns to not determined, its once-only
            flags (Always requested, deferred prompt, Turn On Location Services
            alerts) are cleared and Precise Location returns to the app's default.
            Location Services, restrictions, the OS and the Allow Once grace stay.

            A damaged device file is kept aside as FILE.damaged-<n> and replaced by
            a fresh device: the one command that replaces a damaged file. A missing
            file becomes a new device (--platform, --os; default: newest iOS).
            """
    )

    @Argument(help: "The device file.")
    var file: String

    @OptionGroup var deviceOS: DeviceOSOptions

    func run() throws {
        let os = try deviceOS.deviceOS()
        let name = SafeText.neutralize(file)
        do {
            let session = try DeviceSession.open(path: file, os: os, ifDamaged: .keepAsideAndStartFresh)
            defer { session.close() }
            if let replaced = session.replacedDamaged {
                print("\(name): damaged device file (\(SafeText.neutralize(replaced.reason))); kept aside as "
                    + "\(SafeText.neutralize(replaced.keptAside)); started a fresh \(session.device.os) device")
            } else if !session.existed {
                try session.write()
                print("\(name): new \(session.device.os) device (nothing to reset)")
            } else {
                let count = session.device.apps.count
                try session.update { $0.resetLocationAndPrivacy() }
                print("\(name): Reset Location & Privacy: \(count) app\(count == 1 ? "" : "s") back to not determined")
            }
        } catch let error as DeviceFileError {
            throw DeviceCLI.fail(error.description)
        }
    }
}

/// `locprompt privacy --device FILE grant|revoke|reset location|location-always [BUNDLE-ID]`.
struct PrivacyCLICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "privacy",
        abstract: "Grant, revoke or reset location access on a saved device, like xcrun simctl privacy.",
        discussion: """
            Mirrors xcrun simctl privacy <device> <action> <service> [<bundle id>]:
              grant location            While Using the App (authorizedWhenInUse)
              grant location-always     Always (authorizedAlways); not on tvOS,
                                        visionOS (no Always there)
              revoke location[-always]  Never (denied)
              reset location[-always]   not determined, once-only flags cleared:
                                        the app is asked again
            grant and revoke need a bundle id; reset without one resets every app.
            An app without a bundle id is named name:<display name>.
            On macOS both grants give Always (When In Use is Always there).
            all means the location services: reset all, revoke all.
            This mapping is locprompt's reading of simctl's help text.

            Examples:
              locprompt privacy --device phone.json grant location com.example.whereami
              locprompt privacy --device phone.json revoke location com.example.whereami
              locprompt privacy --device phone.json reset location
            """
    )

    @Option(help: "The device file (created when missing).")
    var device: String

    @Argument(help: "grant, revoke or reset.")
    var action: String

    @Argument(help: "location, location-always (or all).")
    var service: String

    @Argument(help: "The app's bundle identifier (optional for reset: every app).")
    var bundleID: String?

    @OptionGroup var deviceOS: DeviceOSOptions

    func run() throws {
        let command: PrivacyCommand
        switch PrivacyCommand.parse(action: action, service: service, target: bundleID) {
        case .success(let parsed): command = parsed
        case .failure(let error): throw DeviceCLI.fail(error.message)
        }
        let os = try deviceOS.deviceOS()
        let name = SafeText.neutralize(device)
        do {
            let session = try DeviceSession.open(path: device, os: os)
            defer { session.close() }
            var changed = session.device
            let changes: [PrivacyChange]
            switch command.apply(to: &changed) {
            case .success(let result): changes = result
            case .failure(let error): throw DeviceCLI.fail("\(name): \(error.message)")
            }
            guard !changes.isEmpty else {
                let what = command.target.map { "\"\(SafeText.neutralize($0))\" is not on this device" } ?? "no app on this device yet"
                print("\(name): \(what); nothing to reset")
                return
            }
            try session.update { $0 = changed }
            let deviceOS = session.device.os
            for change in changes {
                let record = session.device.apps[change.key]!
                var line = "\(SavedDevice.label(of: record)): \(change.after.summary(on: deviceOS))"
                if change.before != change.after { line += ", was \(change.before.summary(on: deviceOS))" }
                if change.restricted { line += "; restrictions are on: the app still reads restricted" }
                print(line)
            }
            if !session.device.settings.locationServices {
                print("\(name): Location Services is off: every app reads denied until it is turned on")
            }
        } catch let error as DeviceFileError {
            throw DeviceCLI.fail(error.description)
        }
    }
}

/// Test support (hidden): holds the device's lock and rewrites the file in a loop until killed, alternating
/// every app between two authorizations, so tests can kill a writer in the middle of a write.
struct DeviceSoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Test support: rewrite a device file in a loop until killed.",
        shouldDisplay: false
    )

    @Argument var file: String

    @Option(help: "Apps on the device (a larger file makes each write longer).")
    var apps: Int = 1000

    @Option(help: "Writes before stopping (0: until killed).")
    var writes: Int = 0

    func run() throws {
        do {
            let session = try DeviceSession.open(path: file)
            defer { session.close() }
            var round = 0
            while writes == 0 || round < writes {
                let authorization: SavedAuthorization = round % 2 == 0 ? .denied : .always
                try session.update { device in
                    for index in 0..<apps {
                        let id = "com.example.soak\(index)"
                        device.apps[id] = AppRecord(displayName: "Soak \(index)", bundleIdentifier: id, authorization: authorization)
                    }
                }
                if round == 0 { FileHandle.standardOutput.write(Data("locked\n".utf8)) }
                round += 1
            }
        } catch let error as DeviceFileError {
            throw DeviceCLI.fail(error.description)
        }
    }
}

enum DeviceCLI {
    /// One line on stderr; exit status 2.
    static func fail(_ message: String) -> ExitCode { CommandFailure.printed(message) }
}

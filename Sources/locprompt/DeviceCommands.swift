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
        subcommands: [DeviceShowCommand.self, DeviceResetCommand.self]
    )
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
            throw CommandFailure(error.description)
        }
        guard let device else {
            throw CommandFailure("\(SafeText.neutralize(file)): no such device file (the first run or privacy command with --device \(SafeText.neutralize(file)) creates it)")
        }
        StandardStreams.writeOut(device.describe(title: file).joined(separator: "\n") + "\n")
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
            file becomes a new device (--platform, --os; default: iOS 18.0, the newest band).
            """
    )

    @Argument(help: "The device file.")
    var file: String

    @OptionGroup var deviceOS: DeviceOptions

    func run() throws {
        let os = try deviceOS.requested()
        let name = SafeText.neutralize(file)
        do {
            let session = try DeviceSession.open(path: file, os: os, ifDamaged: .keepAsideAndStartFresh)
            defer { session.close() }
            if let replaced = session.replacedDamaged {
                StandardStreams.writeOut("\(name): damaged device file (\(SafeText.neutralize(replaced.reason))); kept aside as "
                    + "\(SafeText.neutralize(replaced.keptAside)); started a fresh \(session.device.os) device\n")
            } else if !session.existed {
                try session.write()
                StandardStreams.writeOut("\(name): new \(session.device.os) device (nothing to reset)\n")
            } else {
                let count = session.device.apps.count
                try session.update { $0.resetLocationAndPrivacy() }
                StandardStreams.writeOut("\(name): Reset Location & Privacy: \(count) app\(count == 1 ? "" : "s") back to not determined\n")
            }
        } catch let error as DeviceFileError {
            throw CommandFailure(error.description)
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

            Unlike simctl, it does not change a device in use: simctl acts on a
            running Simulator (and warns that some changes terminate the app),
            but a device file a running locprompt holds is refused (exit 2).
            That session saves its own copy of the device on every change, so
            a change from outside would be lost, and missing from its log and
            recording. Inside a running emulator, use its Settings screen (S).

            Examples:
              locprompt privacy --device phone.json grant location com.example.whereami
              locprompt privacy --device phone.json revoke location com.example.whereami
              locprompt privacy --device phone.json reset location
            """
    )

    @Option(help: "The device file (created when missing).", completion: CompletionHints.deviceFile)
    var device: String

    @Argument(help: "grant, revoke or reset.", completion: .list(["grant", "revoke", "reset"]))
    var action: String

    @Argument(help: "location, location-always (or all).", completion: .list(["location", "location-always", "all"]))
    var service: String

    @Argument(help: "The app's bundle identifier (optional for reset: every app).")
    var bundleID: String?

    @OptionGroup var deviceOS: DeviceOptions

    func run() throws {
        let command: PrivacyCommand
        switch PrivacyCommand.parse(action: action, service: service, target: bundleID) {
        case .success(let parsed): command = parsed
        case .failure(let error): throw CommandFailure(error.message)
        }
        let os = try deviceOS.requested()
        let name = SafeText.neutralize(device)
        do {
            let session = try DeviceSession.open(path: device, os: os)
            defer { session.close() }
            var changed = session.device
            let changes: [PrivacyChange]
            switch command.apply(to: &changed) {
            case .success(let result): changes = result
            case .failure(let error): throw CommandFailure("\(name): \(error.message)")
            }
            guard !changes.isEmpty else {
                let what = command.target.map { "\"\(SafeText.neutralize($0))\" is not on this device" } ?? "no app on this device yet"
                StandardStreams.writeOut("\(name): \(what); nothing to reset\n")
                return
            }
            try session.update { $0 = changed }
            let deviceOS = session.device.os
            for change in changes {
                let record = session.device.apps[change.key]!
                var line = "\(SavedDevice.label(of: record)): \(change.after.summary(on: deviceOS, recorded: change.recordedAfter, widgets: change.widgetsAfter))"
                if change.before != change.after || change.widgetsBefore != change.widgetsAfter {
                    line += ", was \(change.before.summary(on: deviceOS, recorded: change.recordedBefore, widgets: change.widgetsBefore))"
                }
                if change.restricted { line += "; restrictions are on: the app still reads restricted" }
                StandardStreams.writeOut(line + "\n")
            }
            if !session.device.settings.locationServices {
                StandardStreams.writeOut("\(name): Location Services is off: every app reads denied until it is turned on\n")
            }
        } catch let error as DeviceFileError {
            throw CommandFailure(error.description)
        }
    }
}

import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles

/// `locprompt check APP`: which requests would show an alert and which would fail silently, per OS band.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lint an app's Info.plist: which location requests show an alert and which fail silently, per OS band.",
        discussion: """
        APP is an Info.plist (XML or binary), an .app bundle or a project folder that contains one, with its \
        <lang>.lproj/InfoPlist.strings files. Exit status: 0 when every request the app makes shows its alert on \
        the bands checked, 1 when some would fail silently, 2 when the app cannot be read.
        """
    )

    @Argument(help: "An Info.plist, an .app bundle or a project folder.")
    var app: String

    @Option(name: .customLong("os"), help: "Check only this OS version or band id (e.g. 17.4, 10.3, ios-11-12); repeatable.")
    var versions: [String] = []

    @Option(help: "ios, macos, watchos, tvos, visionos or all (default: the platform the Info.plist is for).")
    var platform: String?

    @Option(help: "text or json.")
    var format: String = "text"

    @Option(help: "The localization to use (e.g. fr); default: the system language variables, then the development region.")
    var language: String?

    @Option(name: .customLong("app-name"), help: "The name to show in alert titles instead of the Info.plist's.")
    var appName: String?

    @Option(name: .customLong("request"), help: "Check this request instead of inferring them: when-in-use or always; repeatable.")
    var requests: [String] = []

    func run() throws {
        do {
            try check()
        } catch let failure as CheckFailure {
            FileHandle.standardError.write(Data("locprompt: \(SafeText.neutralize(failure.message))\n".utf8))
            throw ExitCode(2)
        }
    }

    func check() throws {
        guard format == "text" || format == "json" else { throw CheckFailure("--format must be text or json, not “\(format)”") }
        var requested: [CheckedRequest]? = nil
        for text in requests {
            guard let request = CheckedRequest(argument: text) else { throw CheckFailure("--request must be when-in-use or always, not “\(text)”") }
            requested = (requested ?? []) + [request]
        }
        var loaded: LoadedApp
        do {
            loaded = try AppLoader.load(path: app, language: language)
        } catch {
            throw CheckFailure(error.description)
        }
        if let appName {
            loaded.profile.displayName = appName
            loaded.nameSource = .override
            loaded.notes.removeAll { $0.contains("--app-name") }
        }
        let (devices, notes) = try resolveDevices(for: loaded)
        let report = AppCheck.run(loaded, devices: devices, requests: requested, notes: notes)
        print(format == "json" ? report.json() : report.text(), terminator: "")
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    func resolveDevices(for loaded: LoadedApp) throws -> ([DeviceOS], [String]) {
        var platforms: [Platform]? = nil
        if let platform {
            if platform.lowercased() == "all" {
                platforms = Platform.allCases
            } else if let one = Platform(argument: platform) {
                platforms = [one]
            } else {
                throw CheckFailure("--platform must be one of ios, macos, watchos, tvos, visionos, all; not “\(platform)”")
            }
        }
        if versions.isEmpty {
            guard let platforms, platforms.count > 1 else { return AppCheck.defaultDevices(for: loaded, platform: platforms?.first) }
            return (platforms.flatMap { OSBand.bands(for: $0) }.map { DeviceOS(band: $0) }, [])
        }
        let platformForVersions = platforms?.count == 1 ? platforms![0] : loaded.platformHint
        var devices: [DeviceOS] = []
        for text in versions {
            if let band = OSBand.band(id: text.lowercased()) {
                devices.append(DeviceOS(band: band))
                continue
            }
            switch DeviceOS.resolve(platform: platformForVersions, versionText: text) {
            case .success(let os): devices.append(os)
            case .failure(let error): throw CheckFailure("--os: \(error.message)")
            }
        }
        return (devices, [])
    }
}

/// A problem with the arguments or the app: one line on stderr, exit status 2.
struct CheckFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

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
        Examples:
          locprompt check MyApp/Info.plist                 # every band of its platform
          locprompt check MyApp.app --os 10.3 --os 17.4    # a bundle, two versions
          locprompt check MyApp/ --request always --format json

        APP is an Info.plist (XML or binary), an .app bundle or a project folder that contains one, with its \
        <lang>.lproj/InfoPlist.strings files. Without --language, the device language (the alerts' system text and \
        the app's strings) follows LANGUAGE, LC_ALL, LC_MESSAGES, LANG, else English and the app's development region.

        Exit status: 0 when no request the app makes fails silently on the bands checked, 1 when some would, 2 when \
        the app cannot be read. A request that does not exist on the platform (tvOS has no requestAlwaysAuthorization) \
        and a band below the app's minimum OS (or before iOS 14 for an App Clip) are neither a pass nor a failure: \
        they are reported as such and not counted (JSON: "unavailable", "notInstallable"; "checked" counts the \
        requests actually made, "passed" is true when none fails silently).
        """
    )

    @Argument(help: "An Info.plist, an .app bundle or a project folder.", completion: CompletionHints.plist)
    var app: String

    @Option(name: .customLong("os"), help: "Check only this OS version or band id (e.g. 17.4, 10.3, ios-11-12); repeatable.", completion: CompletionHints.osVersionOrBand)
    var versions: [String] = []

    @Option(help: ArgumentHelp("\(Platform.valueList) or all (default: the platform the Info.plist is for).", valueName: "platform"),
            completion: .list(Platform.values + ["all"]), transform: PlatformSelection.parse)
    var platform: PlatformSelection?

    @OptionGroup var output: FormatOption<Format>

    @OptionGroup var language: LanguageOption

    @Option(name: .customLong("app-name"), help: "The name to show in alert titles instead of the Info.plist's.")
    var appName: String?

    @Option(name: .customLong("request"), help: ArgumentHelp("Check this request instead of inferring them: \(CheckedRequest.valueList); repeatable.", valueName: "request"),
            completion: CheckedRequest.completion, transform: CheckedRequest.parse)
    var requests: [CheckedRequest] = []

    enum Format: String, OutputFormat {
        case text
        case json
        static let defaultFormat = Format.text
    }

    func validate() throws {
        // An empty name would draw “” in every title and a header line starting with ":" (audit 22e B2).
        if let appName, AppProfile.isBlank(appName) {
            throw CommandFailure("--app-name: the name is empty; give the name to show in alert titles, e.g. --app-name \"My App\", or leave the option out to use the Info.plist's")
        }
    }

    func run() throws {
        var loaded: LoadedApp
        do {
            loaded = try AppLoader.load(path: app, language: language.language)
        } catch {
            throw CommandFailure(error.description)
        }
        if let appName { AppOptions.rename(&loaded, to: appName) }
        var (devices, notes) = try resolveDevices(for: loaded)
        // The device speaks the language the app's strings were chosen for (as `render --language` does): the
        // system text of the alert in that language where sources give it.
        let speaking = try deviceLanguage()
        devices = devices.map { $0.speaking(speaking) }
        let report = AppCheck.run(loaded, devices: devices, requests: requests.isEmpty ? nil : requests, notes: notes)
        StandardStreams.writeOut(output.format == .json ? report.json() : report.text())
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    /// `--language`, else the first system language variable locprompt has a device language for, else English.
    func deviceLanguage() throws -> DeviceLanguage {
        if language.language != nil { return try language.deviceLanguage() }
        let preferred = AppLocalization.preferredLanguages(environment: ProcessInfo.processInfo.environment)
        return preferred.lazy.compactMap(DeviceLanguage.init).first ?? .english
    }

    func resolveDevices(for loaded: LoadedApp) throws -> ([DeviceOS], [String]) {
        let platforms = platform?.platforms
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
            // Not a number: a band id spelt wrong (ios-11-13) is more likely than a version, so name the ids.
            guard OSVersion(parsing: text) != nil else { throw CommandFailure("--os: \(Self.notABand(text, platform: platformForVersions))") }
            switch DeviceOS.resolve(platform: platformForVersions, versionText: text) {
            case .success(let os): devices.append(os)
            case .failure(let error): throw CommandFailure("--os: \(error.message)")
            }
        }
        return (devices, [])
    }

    /// `“ios-11-13” is neither an OS version … nor a band id; the iOS bands are …; did you mean “ios-11-12”?`: the
    /// bands listed are those of the nearest id's platform, else of the platform the versions are read for.
    static func notABand(_ text: String, platform: Platform) -> String {
        let near = EditDistance.nearest(to: text.lowercased(), among: OSBand.all.map(\.id))
        let shown = near.flatMap(OSBand.band(id:))?.platform ?? platform
        var message = "“\(SafeText.excerpt(text))” is neither an OS version (such as 17.4 or 13.3.1) nor a band id; the \(shown.displayName) band ids are "
            + OSBand.bands(for: shown).map(\.id).joined(separator: ", ")
        if let near { message += "; did you mean “\(near)”?" }
        return message
    }
}

/// `check --platform`: one platform, or `all`.
struct PlatformSelection {
    let platforms: [Platform]

    static func parse(_ text: String) throws -> PlatformSelection {
        if text.lowercased() == "all" { return PlatformSelection(platforms: Platform.allCases) }
        if let one = Platform(argument: text) { return PlatformSelection(platforms: [one]) }
        var message = "--platform: unknown platform “\(text)”; expected one of: \(Platform.valueList), all\(Platform.valueNote)"
        if let near = EditDistance.nearest(to: text.lowercased(), among: Platform.values + ["all"]) { message += "; did you mean “\(near)”?" }
        throw CommandFailure(message)
    }
}

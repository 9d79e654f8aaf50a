import ArgumentParser
import LocPromptCore

/// `--platform` and `--os`: the one emulated device of `ui`, `render`, `graph`, `device reset` and `privacy`.
/// (`check` checks many bands at once and has its own `--platform … | all` and repeatable `--os`.)
struct DeviceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Platform: \(Platform.valueList)\(Platform.valueNote). Default: ios.", valueName: "platform"),
            completion: Platform.completion, transform: Platform.parse)
    var platform: Platform?

    // Shared by several commands: the help names no other command's options (each says its own, e.g. ui's --device).
    @Option(help: ArgumentHelp("OS version, a released one, e.g. 17.4 or 13.3.1. Default: the newest band's representative version.",
                               valueName: "os"),
            completion: CompletionHints.osVersion)
    var os: String?

    /// The values given, for code that needs no parser (`EmulatorLaunch`).
    var choice: DeviceChoice { DeviceChoice(platform: platform, os: os) }

    /// Bad versions are reported before the command starts (nothing opened, no terminal touched).
    func validate() throws {
        _ = try requested()
    }

    /// The platform given, else iOS.
    var platformOrDefault: Platform { choice.platformOrDefault }

    /// The OS `--platform`/`--os` name; nil when neither is given.
    func requested() throws -> DeviceOS? { try choice.requested() }

    /// `--os` on `--platform` (default iOS), or the platform's newest band without `--os`.
    func resolved() throws -> DeviceOS { try choice.resolved() }
}

/// `--platform` and `--os` as plain values: what `DeviceOptions` decides, without the parser's option types (a
/// plain launch reads them directly, `QuickLaunch`).
struct DeviceChoice {
    var platform: Platform?
    var os: String?

    /// The platform given, else iOS.
    var platformOrDefault: Platform { platform ?? .iOS }

    /// The OS `--platform`/`--os` name; nil when neither is given.
    func requested() throws -> DeviceOS? {
        guard platform != nil || os != nil else { return nil }
        return try resolved()
    }

    /// `--os` on `--platform` (default iOS), or the platform's newest band without `--os`.
    func resolved() throws -> DeviceOS {
        guard let os else { return .newest(platformOrDefault) }
        switch DeviceOS.resolve(platform: platformOrDefault, versionText: os) {
        case .success(let device): return device
        case .failure(let error): throw CommandFailure("--os: \(error.message)")
        }
    }
}

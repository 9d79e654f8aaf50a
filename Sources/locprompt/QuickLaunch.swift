import Foundation
import LocPromptCore
import LocPromptTerminal

/// The plain launch of the emulator without swift-argument-parser (issue 15: first frame). The parser reflects
/// every command and option through the Swift runtime, and each first "does this type conform to that protocol?"
/// scans all of the binary's conformance records: about half of the instructions before the first frame
/// (`scripts/bench --front-end`, "where locprompt's first frame goes"). Even creating the option groups without
/// parsing builds every option's help and completion text in their property wrappers (0.4 M instructions).
///
/// The commonest launch, `locprompt` with only `--platform`, `--os`, `--app`, `--app-name`, `--purpose`,
/// `--purpose-key`, `--language`, `--request` and `--device`, each once with a value, needs none of that: here
/// the `EmulatorLaunch` that `InteractiveCommand` would hand over is filled in directly, its values converted and
/// checked by the same functions the parser's option groups call (`Platform.parse`, `CheckedRequest.parse`,
/// `DeviceChoice.requested`, `AppArguments.validate`, `LanguageOption.deviceLanguage`), and run. Anything else
/// (a subcommand, help, a flag, a repeated option, a value that could be an option, a value or combination that
/// does not check out) goes to swift-argument-parser exactly as before, which also gives every error its usual
/// message (`QuickLaunchTests` holds every kind of launch to the parser's answer).
enum QuickLaunch {
    /// The options a plain launch may use.
    static let names: Set<String> = ["platform", "os", "app", "app-name", "purpose", "purpose-key", "language", "request", "device"]

    /// The launch these arguments ask for, or nil when swift-argument-parser must read them.
    static func command(_ arguments: [String]) -> EmulatorLaunch? {
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            guard arguments[index].hasPrefix("--") else { return nil }
            var name = String(arguments[index].dropFirst(2))
            let value: String
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            } else {
                guard index + 1 < arguments.count else { return nil }
                index += 1
                value = arguments[index]
            }
            // An empty value or one starting with "-" is left to the parser's own rules and messages.
            guard names.contains(name), values[name] == nil, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            values[name] = value
            index += 1
        }
        do {
            let launch = EmulatorLaunch(
                device: DeviceChoice(platform: try values["platform"].map(Platform.parse), os: values["os"]),
                app: AppArguments(app: values["app"], appName: values["app-name"], purpose: values["purpose"],
                                  purposeKey: values["purpose-key"]),
                language: values["language"], request: try values["request"].map(CheckedRequest.parse),
                deviceFile: values["device"], recordPath: nil)
            // The option groups' checks, in the parser's order (device, app, language; the walk flags and the
            // recording are unset, and their defaults pass).
            _ = try launch.device.requested()
            try launch.app.validate()
            _ = try LanguageOption.deviceLanguage(launch.language)
            return launch
        } catch {
            return nil
        }
    }

    /// Runs the emulator when the arguments are a plain launch and ends the process as `LocPrompt.main` would;
    /// returns (having done nothing) otherwise.
    static func runIfPlain(_ arguments: [String]) {
        guard let launch = command(arguments) else { return }
        StartupTrace.mark("argument parsing")
        do {
            try launch.run()
        } catch {
            ErrorReport.exit(with: error)
        }
        exit(0)
    }
}

import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptTerminal

/// The plain launch of the emulator without swift-argument-parser's parsing (issue 15: first frame). The parser
/// reflects every command and option through the Swift runtime, and each first "does this type conform to that
/// protocol?" scans all of the binary's conformance records: about half of the instructions before the first
/// frame (`scripts/bench --front-end`, "where locprompt's first frame goes").
///
/// The commonest launch, `locprompt` with only `--platform`, `--os`, `--app`, `--app-name`, `--purpose`,
/// `--purpose-key`, `--language`, `--request` and `--device`, each once with a value, needs none of that: here
/// the same `InteractiveCommand` is filled in directly, its values converted and validated by the same functions
/// the parser calls (`Platform.parse`, `CheckedRequest.parse`, each option group's `validate()`), and run. Anything
/// else (a subcommand, help, a flag, a repeated option, a value that could be an option, a value or combination
/// that does not validate) goes to swift-argument-parser exactly as before, which also gives every error its usual
/// message.
enum QuickLaunch {
    /// The options a plain launch may use.
    static let names: Set<String> = ["platform", "os", "app", "app-name", "purpose", "purpose-key", "language", "request", "device"]

    /// The command these arguments ask for, or nil when swift-argument-parser must read them.
    static func command(_ arguments: [String]) -> InteractiveCommand? {
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
        // Every stored option is set, given or not: reading one left unset would stop the program (QuickLaunchTests
        // runs each kind of launch to the terminal check, so a new option not set here fails there).
        var device = DeviceOptions()
        var app = AppOptions()
        var language = LanguageOption()
        var walk = WalkFlags()
        var recording = RecordingOptions()
        var command = InteractiveCommand()
        do {
            device.platform = try values["platform"].map(Platform.parse)
            device.os = values["os"]
            app.app = values["app"]
            app.appName = values["app-name"]
            app.purpose = values["purpose"]
            app.purposeKey = values["purpose-key"]
            language.language = values["language"]
            walk.stepByStep = false
            walk.autoplay = nil
            walk.pace = WalkDelay.defaultPace
            recording.path = nil
            for var group in [device, app, language, walk, recording] as [any ParsableArguments] { try group.validate() }
            command.device = device
            command.app = app
            command.language = language
            command.walk = walk
            command.recording = recording
            command.request = try values["request"].map(CheckedRequest.parse)
            command.scenario = nil
            command.deviceFile = values["device"]
            try command.validate()
        } catch {
            return nil
        }
        return command
    }

    /// Runs the emulator when the arguments are a plain launch and ends the process as `LocPrompt.main` would;
    /// returns (having done nothing) otherwise.
    static func runIfPlain(_ arguments: [String]) {
        guard let command = command(arguments) else { return }
        do {
            try command.run()
        } catch {
            ErrorReport.exit(with: error)
        }
        exit(0)
    }
}

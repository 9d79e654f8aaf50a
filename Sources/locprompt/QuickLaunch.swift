import ArgumentParser
import Foundation
import LocPromptTerminal

/// The plain launch of the emulator without swift-argument-parser (issue 15: first frame). The parser reflects
/// every command and option through the Swift runtime, and each first "does this type conform to that
/// protocol?" scans all of the binary's conformance records: about half of the instructions before the first
/// frame (`scripts/bench --front-end`, "where locprompt's first frame goes"). The commonest launch,
/// `locprompt [--platform P] [--os V] [--app FILE] [--language TAG] [--request R] [--device FILE]`, needs none
/// of that, so it is read here; anything else (a subcommand, help, a flag, a repeated option, a value that
/// could be an option, an unknown request) goes to swift-argument-parser exactly as before, which also gives
/// every usage error its usual message.
enum QuickLaunch {
    /// The launch these arguments ask for, or nil when swift-argument-parser must read them.
    static func launch(_ arguments: [String]) -> InteractiveLaunch? {
        var launch = InteractiveLaunch()
        var seen: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--") else { return nil }
            var name = String(argument.dropFirst(2))
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
            guard !value.isEmpty, !value.hasPrefix("-"), !seen.contains(name) else { return nil }
            seen.append(name)
            switch name {
            case "platform": launch.platform = value
            case "os": launch.os = value
            case "app": launch.app = value
            case "language": launch.language = value
            case "device": launch.device = value
            case "request":
                switch value {
                case InteractiveCommand.StartRequest.whenInUse.rawValue: launch.request = .requestWhenInUseAuthorization
                case InteractiveCommand.StartRequest.always.rawValue: launch.request = .requestAlwaysAuthorization
                default: return nil
                }
            default: return nil
            }
            index += 1
        }
        return launch
    }

    /// Runs the emulator when the arguments are a plain launch, then exits with its status as the parser
    /// would; returns (having done nothing) otherwise.
    static func runIfPlain(_ arguments: [String]) {
        guard let launch = launch(arguments) else { return }
        StartupTrace.mark("argument parsing")
        do {
            try InteractiveCommand.reportingFailures { try launch.run(openRecording: { nil }) }
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            LocPrompt.exit(withError: error)
        }
    }
}

import ArgumentParser
import LocPromptCore

/// Unknown subcommands, caught before parsing: with a default subcommand (`ui`) the argument parser would
/// read `locprompt rendr` as a stray argument of `ui`; this names the mistake and the nearest command.
/// (Unknown options are the parser's: it already says "Did you mean '--format'?".)
enum CommandNames {
    static func check(_ arguments: [String], root: any ParsableCommand.Type) throws {
        var command = root
        var path = [root.configuration.commandName ?? "locprompt"]
        for word in arguments {
            let subcommands = command.configuration.subcommands
            // An option, or a command without subcommands (its arguments): the parser's business from here on.
            guard !subcommands.isEmpty, !word.hasPrefix("-") else { return }
            // `help COMMAND`: the command named after it is checked the same way.
            if word == "help" && command == root { continue }
            if let next = subcommands.first(where: { names(of: $0).contains(word) }) {
                command = next
                path.append(word)
                continue
            }
            let visible = subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
            var message = "unknown command “\(word)”"
            if let near = EditDistance.nearest(to: word.lowercased(), among: visible) { message += "; did you mean “\(near)”?" }
            message += " (\(path.joined(separator: " ")) --help lists the commands: \(visible.joined(separator: ", ")))"
            throw CommandFailure(message, status: .usage)
        }
    }

    private static func names(of command: any ParsableCommand.Type) -> [String] {
        [command.configuration.commandName].compactMap { $0 } + command.configuration.aliases
    }
}

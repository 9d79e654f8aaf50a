/// `check` with the same `--os` or `--request` value given again and again, read without handing every copy to
/// swift-argument-parser, whose time grows with the square of repeated options (audit 24f D5: 2,000 `--os 17.4`
/// took 15.7 s before anything was checked). `check` checks a version or request named twice once (CLI.md), so a
/// copy of a pair already given (`--os 17.4`, `--os=17.4`) is left out here and the line means the same.
/// Everything else, and everything after `--`, is passed on as it is, for the parser's own reading and messages.
enum RepeatedOptionArguments {
    /// The repeatable options whose copies mean nothing more, by command.
    static let repeatable: [String: Set<String>] = ["check": ["--os", "--request"]]

    static func deduplicated(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, let options = repeatable[command] else { return arguments }
        var result = [command]
        var seen: Set<String> = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if options.contains(argument), index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") {
                if seen.insert(argument + "=" + arguments[index + 1]).inserted { result += [argument, arguments[index + 1]] }
                index += 2
                continue
            }
            if let equals = argument.firstIndex(of: "="), options.contains(String(argument[..<equals])) {
                if seen.insert(argument).inserted { result.append(argument) }
            } else {
                result.append(argument)
            }
            index += 1
        }
        return result
    }
}

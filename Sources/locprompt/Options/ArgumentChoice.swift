import ArgumentParser
import LocPromptCore

/// An option value from a closed set (a platform, a prompt, an output format): the enum is the one place its
/// help, its shell-completion values and its validation come from.
///
/// Options of such a type are declared with `transform: T.parse` rather than the parser's own conversion, so
/// that a wrong value is one line `locprompt: --platform: unknown platform “x”; expected one of: …` with exit status 2
/// (like every other bad input), printed once by `ErrorReport`.
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable {
    /// What one value is called in messages: "platform", "prompt", "format"; the option is `--` and the noun.
    static var noun: String { get }
    /// Said after the list of values, e.g. " (ipados = ios)".
    static var valueNote: String { get }
    /// The spelling on the command line.
    var argument: String { get }
}

extension ArgumentChoice {
    static var valueNote: String { "" }

    /// Every accepted spelling, in declaration order.
    static var values: [String] { allCases.map(\.argument) }

    /// `text, json` for messages and help.
    static var valueList: String {
        // A loop, not `joined(separator:)`: that generic call was not specialized here, and its first use looked
        // up a protocol conformance at run time (a scan of every conformance in the binary) on the way to the
        // first frame (issue 15).
        var list = ""
        for value in values {
            if !list.isEmpty { list += ", " }
            list += value
        }
        return list
    }

    static var completion: CompletionKind { .list(values) }

    /// The value `text` names (case-insensitive), or a `CommandFailure` naming the accepted ones and the nearest.
    static func parse(_ text: String) throws -> Self {
        if let value = Self(argument: text) ?? Self(argument: text.lowercased()) { return value }
        var message = "--\(noun): unknown \(noun) “\(SafeText.excerpt(text))”; expected one of: \(valueList)\(valueNote)"
        if let near = EditDistance.nearest(to: text.lowercased(), among: values) { message += "; did you mean “\(near)”?" }
        throw CommandFailure(message)
    }
}

extension ArgumentChoice where Self: RawRepresentable, RawValue == String {
    var argument: String { rawValue }
}

extension Platform: ArgumentChoice, ExpressibleByArgument {
    static var noun: String { "platform" }
    static var valueNote: String { " (ipados = ios)" }
}

extension PromptKind: ArgumentChoice, ExpressibleByArgument {
    static var noun: String { "prompt" }
}

extension CheckedRequest: ArgumentChoice, ExpressibleByArgument {
    static var noun: String { "request" }
    var argument: String { self == .whenInUse ? "when-in-use" : "always" }
}

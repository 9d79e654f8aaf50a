import ArgumentParser
import LocPromptCore

/// Numbers on the command line (`--width`, `--depth`, `--seed`, …), converted by the option's `transform:` rather
/// than the parser's own conversion, so that a value that is not a number is one line naming the option, what
/// is wrong and what to write, with exit status 2 like every other bad value (the parser's conversion says only
/// "The value 'abc' is invalid" and exits 64). Ranges are checked where the option is used, with the value.
///
/// These options are declared with `parsing: .unconditional`, so that a negative number (`--depth -1`) is read as
/// the option's value and refused for its sign, instead of being taken for an option and reported missing.
enum OptionValue {
    /// A whole number, e.g. `--width 44`.
    static func integer(_ text: String, option: String, example: String) throws -> Int {
        guard let value = Int(text) else {
            throw CommandFailure("\(option): “\(SafeText.excerpt(text))” is not a whole number; write e.g. \(option) \(example)")
        }
        return value
    }

    /// A whole number 0 or more, e.g. `--seed 7`.
    static func unsigned(_ text: String, option: String, example: String) throws -> UInt64 {
        guard let value = UInt64(text) else {
            let what = Int(text) != nil ? "must be 0 or more" : "is not a whole number"
            throw CommandFailure("\(option): “\(SafeText.excerpt(text))” \(what); write e.g. \(option) \(example)")
        }
        return value
    }
}

import ArgumentParser

/// `locprompt run FILE…` with thousands of files, read without handing every file to swift-argument-parser, whose
/// time grows with the square of the number of arguments (1.8.2: each repeated positional value is added to a
/// copy of the values parsed so far): 20,000 files took minutes before the first scenario ran (audit 24f D5),
/// and `run *.yaml` over a large QA folder is ordinary CI usage (`plan --help` suggests it).
///
/// The arguments are split here into `run`'s options (with their values) and its scenario files; the parser then
/// reads the options and the first file only, exactly as it reads the whole line (same conversions, checks and
/// messages), and the files are put back. Anything this does not recognise for certain (help, an unknown or short
/// option, an option without its value or followed by another option) goes to the parser whole, as before, so
/// every error keeps its usual message (`RunFileArgumentsTests` holds both ways to the same result).
enum RunFileArguments {
    /// `run`'s options that take a value (`--report FILE` or `--report=FILE`).
    static let valueOptions: Set<String> = ["--format", "--report", "--junit", "--storyboard", "--appearance", "--record", "--record-size"]
    /// `run`'s flags.
    static let flags: Set<String> = ["--quiet", "--explain", "--summary"]

    /// The options (in order, with their values) and the files of `run`'s arguments (after the word `run`); nil
    /// when the parser must read them itself.
    ///
    /// A flag given again (`--quiet --quiet`) means what it meant once, so it is kept once: the parser's time grows
    /// with the square of repeated options too (`run x.yaml` and 4,000 `--quiet`: about 20 s; audit 24f D5).
    /// `repeatedFlags` says some were left out.
    static func split(_ arguments: ArraySlice<String>) -> (options: [String], files: [String], afterTerminator: Bool, repeatedFlags: Bool)? {
        var options: [String] = [], files: [String] = []
        var seenFlags: Set<String> = []
        var repeatedFlags = false
        var index = arguments.startIndex
        var afterTerminator = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if afterTerminator || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
            } else if argument == "--" {
                afterTerminator = true
            } else if flags.contains(argument) {
                if seenFlags.insert(argument).inserted { options.append(argument) } else { repeatedFlags = true }
            } else if let equals = argument.firstIndex(of: "="), valueOptions.contains(String(argument[..<equals])) {
                options.append(argument)
            } else if valueOptions.contains(argument) {
                // The value must be there and be a value (`-` is one: `--report -` gets its own message).
                guard index < arguments.endIndex, arguments[index] == "-" || !arguments[index].hasPrefix("-") else { return nil }
                options += [argument, arguments[index]]
                index += 1
            } else {
                return nil
            }
        }
        return (options, files, afterTerminator, repeatedFlags)
    }

    /// The `run` command these arguments ask for, read as described above; nil when they are not `run …` with
    /// at least two files or a repeated flag, or not certainly read the same way (then the caller parses them whole).
    static func command(_ arguments: [String]) throws -> RunCommand? {
        guard arguments.first == "run", let (options, files, afterTerminator, repeatedFlags) = split(arguments.dropFirst()),
              files.count > 1 || (repeatedFlags && files.count == 1) else { return nil }
        // The first file stands for all of them; after `--` it may look like an option.
        let first = afterTerminator && files[0].hasPrefix("-") && files[0] != "-" ? ["--", files[0]] : [files[0]]
        guard var command = try LocPrompt.parseAsRoot(["run"] + options + first) as? RunCommand else { return nil }
        command.files = files
        // The parser checked the options and one file; the checks over all of them (`-` at most once) again. A line
        // that fails them goes to the parser whole, for its own message.
        guard (try? command.validate()) != nil else { return nil }
        return command
    }
}

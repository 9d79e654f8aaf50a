import Foundation
import Yams

/// Typed access to a Yams `Node` tree that turns every mismatch into a `ScenarioError` at the node's
/// `line:column`.
struct YAMLReader {
    let file: String

    func position(_ node: Node) -> SourcePosition {
        let mark = node.mark
        return SourcePosition(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ node: Node, _ message: String) -> ScenarioError {
        ScenarioError(position(node), message)
    }

    /// Counts the values of the tree as it would be built, aliases expanded (an alias shares its anchor's
    /// node, so a 434-byte "billion laughs" expands to billions of values), and stops at `limit`, before
    /// any value is built: the work is bounded by `limit`, whatever the document.
    func checkExpandedSize(_ root: Node, limit: Int) throws(ScenarioError) {
        var count = 0
        var stack: [Node] = [root]
        while let node = stack.popLast() {
            count += 1
            if count > limit {
                throw error(node, "the scenario expands to more than \(limit) values (YAML anchors & and aliases * repeat "
                    + "what they name, and here they multiply); write the values out, or use fewer aliases")
            }
            switch node {
            case .scalar, .alias: break
            case .mapping(let mapping):
                for (key, value) in mapping { stack.append(key); stack.append(value) }
            case .sequence(let sequence):
                stack.append(contentsOf: sequence)
            }
        }
    }

    /// What a node is, for "expected …, found …" messages.
    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            return isNull(node) ? "nothing" : "“\(Self.excerpt(scalar.string))”"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// An empty value, `~` or `null` written plainly.
    func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    func string(_ node: Node, _ what: String) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, !isNull(node) else {
            throw error(node, "\(what) must be text, found \(describe(node))")
        }
        return scalar.string
    }

    func nonEmptyString(_ node: Node, _ what: String) throws(ScenarioError) -> String {
        let text = try string(node, what)
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw error(node, "\(what) must not be empty") }
        return text
    }

    /// `on | off | true | false | yes | no`.
    func bool(_ node: Node, _ what: String) throws(ScenarioError) -> Bool {
        guard case .scalar(let scalar) = node, !isNull(node) else {
            throw error(node, "\(what) must be on or off, found \(describe(node))")
        }
        switch scalar.string.lowercased() {
        case "on", "true", "yes": return true
        case "off", "false", "no": return false
        default: throw error(node, "\(what) must be on or off (or true / false), found “\(Self.excerpt(scalar.string))”")
        }
    }

    func int(_ node: Node, _ what: String) throws(ScenarioError) -> Int {
        let text = try string(node, what)
        guard text.count <= 9, !text.isEmpty, text.allSatisfy({ $0 >= "0" && $0 <= "9" }), let value = Int(text) else {
            throw error(node, "\(what) must be a whole number (0 or more), found “\(Self.excerpt(text))”")
        }
        return value
    }

    func mapping(_ node: Node, _ what: String) throws(ScenarioError) -> Node.Mapping {
        guard case .mapping(let mapping) = node else {
            throw error(node, "\(what) must be a mapping (key: value), found \(describe(node))")
        }
        return mapping
    }

    func sequence(_ node: Node, _ what: String) throws(ScenarioError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw error(node, "\(what) must be a list, found \(describe(node))")
        }
        return Array(sequence)
    }

    /// The mapping's entries with their keys as text, rejecting keys not in `accepted`.
    func entries(_ mapping: Node.Mapping, in what: String, accepted: [String]) throws(ScenarioError) -> [(key: String, keyNode: Node, value: Node)] {
        var result: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode, !isNull(keyNode) else {
                throw error(keyNode, "keys in \(what) must be words, found \(describe(keyNode))")
            }
            let key = scalar.string
            guard accepted.contains(key) else {
                throw error(keyNode, "unknown key “\(Self.excerpt(key))” in \(what)\(Self.suggestion(key, accepted)); accepted: \(accepted.joined(separator: ", "))")
            }
            result.append((key, keyNode, value))
        }
        return result
    }

    /// One of `accepted` (matched exactly), or an error listing them.
    func choice<T>(_ node: Node, _ what: String, _ accepted: [(String, T)]) throws(ScenarioError) -> T {
        let text = try string(node, what)
        if let match = accepted.first(where: { $0.0 == text }) { return match.1 }
        let names = accepted.map(\.0)
        throw error(node, "unknown \(what) “\(Self.excerpt(text))”\(Self.suggestion(text, names)); accepted: \(names.joined(separator: ", "))")
    }

    /// Text quoted in an error, kept short.
    static func excerpt(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    /// ` (did you mean “launch”?)` for a close misspelling, or for the start of exactly one accepted name
    /// (`call: requestWhenInUse` → requestWhenInUseAuthorization; audit 24h, QA friction 7).
    static func suggestion(_ text: String, _ candidates: [String]) -> String {
        let lowered = text.lowercased()
        let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 > 0, best.1 <= max(2, best.0.count / 4) else {
            if let caseOnly = candidates.first(where: { $0.lowercased() == lowered }) { return " (did you mean “\(caseOnly)”?)" }
            let started = candidates.filter { $0.lowercased().hasPrefix(lowered) }
            if lowered.count >= 4, started.count == 1 { return " (did you mean “\(started[0])”?)" }
            return ""
        }
        return " (did you mean “\(best.0)”?)"
    }

    /// Levenshtein distance, bounded to short words.
    static func distance(_ a: String, _ b: String) -> Int { EditDistance.levenshtein(a, b) }

    /// Converts a node into a property-list value (for inline apps): mappings become dictionaries,
    /// lists arrays, plain `true`/`false` booleans (YAML 1.2 style), every other scalar a string.
    func plistValue(_ node: Node) throws(ScenarioError) -> Any {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain {
                switch scalar.string.lowercased() {
                case "true": return true
                case "false": return false
                default: break
                }
            }
            return scalar.string
        case .mapping(let mapping):
            var dictionary: [String: Any] = [:]
            for (keyNode, value) in mapping {
                guard case .scalar(let key) = keyNode else { throw error(keyNode, "Info.plist keys must be text, found \(describe(keyNode))") }
                dictionary[key.string] = try plistValue(value)
            }
            return dictionary
        case .sequence(let sequence):
            var array: [Any] = []
            for item in sequence { array.append(try plistValue(item)) }
            return array
        case .alias:
            throw error(node, "aliases are not supported here")
        }
    }
}

extension YAMLReader {
    /// Turns a Yams error into `file:line:column: message`.
    static func convert(_ error: any Error, file: String, text: String) -> ScenarioError {
        func at(_ mark: Mark, _ message: String) -> ScenarioError {
            ScenarioError(SourcePosition(file: file, line: mark.line, column: mark.column), message)
        }
        guard let yamlError = error as? YamlError else {
            return ScenarioError(SourcePosition(file: file, line: 1, column: 1), "cannot read the YAML: \(error)")
        }
        func withContext(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context else { return problem }
            return "\(problem) (\(context.text) at \(context.mark.line):\(context.mark.column))"
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _):
            return at(mark, "YAML syntax error: " + withContext(problem, context) + indentationHint(problem, at: mark, in: text))
        case .parser(let context, let problem, let mark, _):
            return at(mark, "YAML syntax error: " + withContext(problem, context) + indentationHint(problem, at: mark, in: text))
        case .composer(let context, let problem, let mark, _):
            return at(mark, "YAML error: " + withContext(problem, context))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // libyaml marks the key's first occurrence; the mistake is the later one, so point there when it can be
            // found in the text (a plain key), naming the first.
            let message = "duplicate key “\(duplicates.joined(separator: "”, “"))” in the same mapping"
            if duplicates.count == 1, let later = laterOccurrence(ofKey: duplicates[0], after: context.mark, in: text) {
                return ScenarioError(SourcePosition(file: file, line: later.line, column: later.column),
                                     message + " (first at line \(context.mark.line), column \(context.mark.column))")
            }
            return at(context.mark, message)
        case .reader(let problem, let offset, _, _):
            var line = 1, column = 1
            if let offset {
                for character in text.prefix(offset) {
                    if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
                }
            }
            return ScenarioError(SourcePosition(file: file, line: line, column: column), "cannot read the YAML: \(problem)")
        default:
            return ScenarioError(SourcePosition(file: file, line: 1, column: 1), "cannot read the YAML: \(yamlError)")
        }
    }

    /// Where a mapping's key is written again after its first occurrence at `first` (1-based line and column, in
    /// scalars): in a block mapping, a later line of the same mapping with the key at the same column; in a flow
    /// mapping (`{ status: a, status: b }`), later on the same line. Nil when not found (a quoted or typed key, a
    /// flow mapping over several lines): the caller keeps the first occurrence.
    static func laterOccurrence(ofKey key: String, after first: Mark, in text: String) -> (line: Int, column: Int)? {
        guard !key.isEmpty, first.line >= 1, first.column >= 1 else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard first.line <= lines.count else { return nil }
        let keyScalars = Array(key.unicodeScalars)
        func keyAt(_ line: [Unicode.Scalar], _ index: Int) -> Bool {
            guard index + keyScalars.count <= line.count, Array(line[index..<index + keyScalars.count]) == keyScalars else { return false }
            var after = index + keyScalars.count
            while after < line.count, line[after] == " " { after += 1 }
            return after < line.count && line[after] == ":"
        }
        let firstLine = lines[first.line - 1]
        let start = first.column - 1
        let isBlock = firstLine.prefix(start).allSatisfy { $0 == " " || $0 == "-" }
        if !isBlock {
            var index = start + keyScalars.count
            while index < firstLine.count {
                let before = firstLine[index - 1]
                if (before == " " || before == "{" || before == ",") && keyAt(firstLine, index) { return (first.line, index + 1) }
                index += 1
            }
            return nil
        }
        for number in first.line..<lines.count {
            let line = lines[number]
            let indent = line.prefix { $0 == " " }.count
            if indent == line.count || line[indent] == "#" { continue }
            if indent < start { return nil }
            if indent == start && keyAt(line, start) { return (number + 1, start + 1) }
        }
        return nil
    }

    /// libyaml's problems that an indentation slip causes (a key one column off, a `-` out of line with its
    /// list): their wording says nothing of indentation, so the message adds what to check.
    static let indentationProblems = [
        "mapping values are not allowed in this context",
        "did not find expected key",
        "did not find expected '-' indicator",
        "block sequence entries are not allowed in this context",
        "could not find expected ':'",
    ]

    /// `; check …` after an indentation kind of libyaml error, keeping libyaml's words and position; empty for the
    /// others. A tab in the line's indentation is named (YAML indents with spaces only); a second `: ` on the line
    /// (`say: Tap: Allow`) is a value that needs quotes, not an indentation slip.
    static func indentationHint(_ problem: String, at mark: Mark, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.dropFirst(max(0, mark.line - 1)).first ?? ""
        if line.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
            return "; indent with spaces, not tabs"
        }
        guard indentationProblems.contains(where: problem.contains) else { return "" }
        let before = String(line.unicodeScalars.prefix(max(0, mark.column - 1)))
        if problem.contains("mapping values"), before.contains(": ") {
            return "; a value that holds “: ” needs quotes"
        }
        // `- suspend` with `rejected: true` (or `say:`) under it: the step word needs a colon to take keys
        // (session-16 lifecycle audit, format friction).
        if problem.contains("mapping values"), mark.line >= 2,
           let word = lines[mark.line - 2].wholeMatch(of: /\s*-\s+([A-Za-z]+)\s*/)?.output.1,
           line.wholeMatch(of: /\s+[A-Za-z]+:.*/) != nil {
            return "; a step word with keys under it is written with a colon: `- \(word):` (then `rejected:`, `say:` on the lines below)"
        }
        return "; check this line's indentation against the lines above"
    }
}

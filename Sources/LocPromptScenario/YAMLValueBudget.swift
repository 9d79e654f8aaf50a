import CYaml

/// Bounded work before the tree is built (issue 14 "Bounded work"): libyaml's event stream is read once, and a
/// document with more than `limit` values (scalars, aliases, lists, mappings) is refused at the value that
/// crosses the limit, with its line and column, before Yams builds any node. Without it, a 4 MB scenario of
/// short values (about 466,000 of them) took 1.5 s to be composed and then refused; the expanded-size check
/// (`YAMLReader.checkExpandedSize`) still catches aliases, which multiply values without adding events.
enum YAMLValueBudget {
    /// Returns normally when the document has at most `limit` values, or has a syntax error (compose reports
    /// it with its position); throws at the first value over the limit.
    static func check(_ text: String, limit: Int, file: String) throws(ScenarioError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        let over: (line: Int, column: Int)? = bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var count = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    count += 1
                    if count > limit { return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1) }
                default:
                    break
                }
            }
        }
        if let over {
            throw ScenarioError(SourcePosition(file: file, line: over.line, column: over.column),
                                "the scenario has more than \(limit) values; a scenario needs far fewer (split it into several scenarios)")
        }
    }
}

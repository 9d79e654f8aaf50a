import CYaml

/// Bounded work before the tree is built (issue 14 "Bounded work"): libyaml's event stream is read once, and a
/// document with more than `limit` values (scalars, aliases, lists, mappings) is refused at the value that
/// crosses the limit, with its line and column, before Yams builds any node. Without it, a 4 MB scenario of
/// short values (about 466,000 of them) took 1.5 s to be composed and then refused; the expanded-size check
/// (`YAMLReader.checkExpandedSize`) still catches aliases, which multiply values without adding events.
/// Aliases are counted here too, as expanded (an alias counts every value of the node its anchor names): Yams
/// compares a mapping's keys while it builds the tree, and a key that is an alias of an alias bomb (`? *a9`)
/// was hashed value by value, 10^9 and more of them, before the expanded-size check could run (a hang that
/// SIGTERM, which `run` defers to the end of the scenario, did not stop).
enum YAMLValueBudget {
    /// Returns normally when the document has at most `limit` values, or has a syntax error (compose reports
    /// it with its position); throws at the first value over the limit.
    static func check(_ text: String, limit: Int, file: String) throws(ScenarioError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        let over: (line: Int, column: Int, expanded: Bool)? = bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // `count`: values as written; `expanded`: values once every alias is replaced by what it names.
            var count = 0, expanded = 0
            // The expanded size of each anchored node, and of each list or mapping still open (with its anchor).
            var anchors: [String: Int] = [:]
            var open: [(anchor: String?, size: Int)] = []
            func anchor(_ name: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                name.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            }
            func add(_ size: Int) {
                expanded += size
                if !open.isEmpty { open[open.count - 1].size += size }
            }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    count += 1
                    add(1)
                    if let name = anchor(event.data.scalar.anchor) { anchors[name] = 1 }
                case YAML_ALIAS_EVENT:
                    count += 1
                    add(anchor(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    count += 1
                    let name = event.type == YAML_SEQUENCE_START_EVENT
                        ? anchor(event.data.sequence_start.anchor) : anchor(event.data.mapping_start.anchor)
                    expanded += 1
                    open.append((name, 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { break }
                    if let name = closed.anchor { anchors[name] = closed.size }
                    if !open.isEmpty { open[open.count - 1].size += closed.size }
                default:
                    break
                }
                if count > limit { return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1, false) }
                if expanded > limit { return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1, true) }
            }
        }
        if let over {
            throw ScenarioError(SourcePosition(file: file, line: over.line, column: over.column), over.expanded
                ? "the scenario expands to more than \(limit) values (YAML anchors & and aliases * repeat what they name, and here "
                    + "they multiply); write the values out, or use fewer aliases"
                : "the scenario has more than \(limit) values; a scenario needs far fewer (split it into several scenarios)")
        }
    }
}

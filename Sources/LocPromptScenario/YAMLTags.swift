import Yams

/// YAML tags in a scenario. A scenario's values are text, lists and mappings, read by what they say; a tag
/// cannot change that, so the core schema's own tags (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!seq`,
/// `!!map`, and the non-specific `!`) are accepted, as they always were, and read as written. Any other tag
/// (`!foo`, `!!binary`, `!!timestamp`, `!!set`…) asks for a meaning the scenario would silently drop, so it is
/// refused with its place, as an unknown key is (audit 24f M4: `- !foo launch` ran as `- launch`).
enum YAMLTags {
    /// The tags accepted, by their full names (`!!str` is `tag:yaml.org,2002:str`); "" is no tag at all.
    static let accepted: Set<String> = [
        "", "!",
        Tag.Name.str.rawValue, Tag.Name.int.rawValue, Tag.Name.float.rawValue, Tag.Name.bool.rawValue,
        Tag.Name.null.rawValue, Tag.Name.seq.rawValue, Tag.Name.map.rawValue,
    ]

    /// The first node, in document order, with a tag not in `accepted`. Run after the size check, so the walk is
    /// bounded by the same number of values.
    static func check(_ root: Node, reader: YAMLReader) throws(ScenarioError) {
        var stack: [Node] = [root]
        while let node = stack.popLast() {
            let tag: Tag
            switch node {
            case .scalar(let scalar): tag = scalar.tag
            case .mapping(let mapping):
                tag = mapping.tag
                for (key, value) in mapping.reversed() { stack.append(value); stack.append(key) }
            case .sequence(let sequence):
                tag = sequence.tag
                stack.append(contentsOf: sequence.reversed())
            case .alias: continue
            }
            guard !accepted.contains(tag.rawValue) else { continue }
            throw reader.error(node, "unknown YAML tag “\(YAMLReader.excerpt(shown(tag.rawValue)))”: a scenario's values are text, "
                + "lists and mappings, read as written; remove the tag (only !!str, !!int, !!float, !!bool, !!null, !!seq and !!map are accepted)")
        }
    }

    /// `tag:yaml.org,2002:binary` as it was written, `!!binary`.
    static func shown(_ name: String) -> String {
        let core = "tag:yaml.org,2002:"
        return name.hasPrefix(core) ? "!!" + name.dropFirst(core.count) : name
    }
}

/// The diagram as text: Mermaid `stateDiagram-v2` or Graphviz DOT, one band (one device) per diagram, or
/// several bands side by side in one diagram (`locprompt graph --band all`), each in its own box.
extension AuthorizationGraph {
    /// One band's diagram with the title of its box in a combined diagram, e.g. `iOS 14–17 (17.4)`.
    public typealias Titled = (title: String, graph: AuthorizationGraph)

    private func identifiers(prefix: String) -> [Node: String] {
        Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, "\(prefix)s\($0)") })
    }

    /// Mermaid `stateDiagram-v2`.
    public func mermaid() -> String {
        (["stateDiagram-v2", "    direction LR"] + mermaidBody(prefix: "", indent: "    ")).joined(separator: "\n") + "\n"
    }

    /// Several bands in one Mermaid diagram: a composite state per band (`state "iOS 14–17" as b4 { … }`).
    public static func mermaid(_ bands: [Titled]) -> String {
        var lines = ["stateDiagram-v2", "    direction LR"]
        for (index, band) in bands.enumerated() {
            lines.append("    state \"\(MermaidText.escape(band.title))\" as b\(index) {")
            lines += band.graph.mermaidBody(prefix: "b\(index)", indent: "        ")
            lines.append("    }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func mermaidBody(prefix: String, indent: String) -> [String] {
        let ids = identifiers(prefix: prefix)
        var lines = nodes.map { "\(indent)\(ids[$0]!) : \(MermaidText.escape($0.label))" }
        lines.append("\(indent)[*] --> \(ids[start]!)")
        lines += edges.map { "\(indent)\(ids[$0.from]!) --> \(ids[$0.to]!) : \(MermaidText.escape($0.label))" }
        return lines
    }

    /// Graphviz DOT.
    public func dot() -> String {
        (AuthorizationGraph.dotHeader + dotBody(prefix: "", indent: "    ")).joined(separator: "\n") + "\n}\n"
    }

    /// Several bands in one DOT graph: a cluster per band, labelled with its title.
    public static func dot(_ bands: [Titled]) -> String {
        var lines = dotHeader
        for (index, band) in bands.enumerated() {
            lines.append("    subgraph cluster_b\(index) {")
            lines.append("        label=\(DotText.quoted(band.title));")
            lines += band.graph.dotBody(prefix: "b\(index)", indent: "        ")
            lines.append("    }")
        }
        return lines.joined(separator: "\n") + "\n}\n"
    }

    private static let dotHeader = ["digraph locprompt {", "    rankdir=LR;", "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
                                    "    edge [fontname=\"Helvetica\", fontsize=10];"]

    private func dotBody(prefix: String, indent: String) -> [String] {
        let ids = identifiers(prefix: prefix)
        var lines = ["\(indent)\(prefix)start [shape=point];"]
        lines += nodes.map { "\(indent)\(ids[$0]!) [label=\(DotText.quoted($0.label))];" }
        lines.append("\(indent)\(prefix)start -> \(ids[start]!);")
        lines += edges.map { "\(indent)\(ids[$0.from]!) -> \(ids[$0.to]!) [label=\(DotText.quoted($0.label))];" }
        return lines
    }
}

/// Text for a Mermaid label, with Mermaid's own entity codes: Mermaid replaces every `#name;` or `#123;`
/// (decimal) in a diagram with the character before it parses the diagram ("Entity codes to escape
/// characters", mermaid.js.org/syntax/flowchart.html; `encodeEntities` in mermaidAPI), so a label can hold
/// characters its grammar would cut at (`:` ends an id, `;` ends a statement in some diagrams, `"` ends a
/// quoted name, `%%` starts a comment, `{ }` open and close a composite state).
public enum MermaidText {
    /// `#` first (its own entity starts with `#`), then every character Mermaid's grammar gives a meaning.
    static let codes: [(Character, String)] = [
        ("#", "#35;"), (":", "#58;"), (";", "#59;"), ("\"", "#quot;"), ("%", "#37;"),
        ("{", "#123;"), ("}", "#125;"), ("<", "#lt;"), (">", "#gt;"),
    ]

    /// Neutralized (`SafeText`: no control characters or newlines), then entity-coded.
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in SafeText.neutralize(text) {
            if let code = codes.first(where: { $0.0 == character }) { out += code.1 } else { out.append(character) }
        }
        return out
    }
}

/// A DOT string: quoted, with `\` and `"` escaped (the DOT language's only escapes in a quoted string).
enum DotText {
    static func quoted(_ text: String) -> String {
        "\"" + SafeText.neutralize(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

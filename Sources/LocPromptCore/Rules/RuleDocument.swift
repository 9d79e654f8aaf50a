import Foundation

/// The registry and the bibliography as text, Markdown and JSON: `locprompt rules`, `locprompt sources`, the
/// generated `Documentation/Rules.md` and `Documentation/Sources.md`, and the why pane all print from here,
/// so the words never drift from the registry.
public enum RuleDocument {
    // MARK: One rule

    /// A rule's sources as the bibliography records them (an id missing from it is shown as unknown).
    public static func sourceLines(_ rule: Rule) -> [String] {
        rule.sources.map { id in
            guard let source = Bibliography.source(id: id) else { return "\(id) (not in the bibliography)" }
            return "\(id) \(source.title) — \(source.publisher)" + (source.url.isEmpty ? " (no address recorded)" : " — \(source.url)")
        }
    }

    /// `documented (reference §3 …)` or `emulator decision (…)`.
    public static func standing(_ rule: Rule) -> String {
        (rule.documented ? "documented by Apple's sources" : "emulator decision (the sources leave a gap)")
    }

    /// Everything about one rule, for `locprompt rules ID`.
    public static func detail(_ rule: Rule) -> String {
        var lines = [rule.id, "  " + rule.summary,
                     "  applies to: \(rule.range)",
                     "  standing:   \(standing(rule))",
                     "  reference:  \(rule.reference) (Documentation/Reference/apple-location-authorization.md)"]
        // An iOS-only rule may be applied on another platform (Rule.citation(on:)): say how it is named there.
        if rule.range.platforms == [.iOS] {
            lines.append("  elsewhere:  applied on macOS, watchOS, tvOS or visionOS, an effect cites \(Rule.iOSRuleOnOtherPlatform.id) and names this as the iOS rule applied")
        }
        if rule == .iOSRuleOnOtherPlatform {
            lines.append("  names also: the iOS rule applied (run --explain “iOS rule applied:”, JSON appliedIOSRule, the why pane)")
        }
        if rule.sources.isEmpty {
            lines.append("  sources:    none (an emulator mechanic, not an Apple rule)")
        } else {
            lines.append("  sources:")
            for id in rule.sources {
                guard let source = Bibliography.source(id: id) else {
                    lines.append("    \(id) (not in the bibliography)")
                    continue
                }
                lines.append("    \(id) \(source.title) — \(source.publisher)")
                lines.append("        " + (source.url.isEmpty ? "(no address recorded)" : source.url) + " (read \(source.read))")
                for fact in source.facts { lines.append("        · " + fact) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: The registry

    /// One line per rule: id, range, summary, sources.
    public static func text(_ rules: [Rule] = RuleRegistry.all) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + rule.summary
                + " [\(rule.range); " + (rule.sources.isEmpty ? "no sources" : rule.sources.joined(separator: ", ")) + "]"
                + (rule.documented ? "" : " (emulator decision)")
        }.joined(separator: "\n") + "\n"
    }

    /// The registry as a JSON array (sorted keys, one object per rule).
    public static func json(_ rules: [Rule] = RuleRegistry.all) -> String {
        let objects: [[String: Any]] = rules.map(object)
        guard let data = try? JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "[]\n" }
        return text + "\n"
    }

    /// One rule as a JSON object, with its sources resolved, and `formatVersion` as in every JSON output
    /// (the registry is an array, so each object carries it, as `render --all --format json` does).
    public static func object(_ rule: Rule) -> [String: Any] {
        [
            "formatVersion": JSONOutput.formatVersion,
            "id": rule.id,
            "summary": rule.summary,
            "reference": rule.reference,
            "documented": rule.documented,
            "range": rule.range.description,
            "platforms": rule.range.platforms.map(\.rawValue),
            "from": rule.range.from.map { $0.description as Any } ?? NSNull(),
            "through": rule.range.through.map { $0.description as Any } ?? NSNull(),
            // A location-authorization-2.0 rule applies where its API exists (first versions differ per platform),
            // and for some only before another API arrived; null otherwise.
            "api": rule.range.api.map { $0.rawValue as Any } ?? NSNull(),
            "beforeAPI": rule.range.beforeAPI.map { $0.rawValue as Any } ?? NSNull(),
            "sources": rule.sources.map { id -> [String: Any] in
                let source = Bibliography.source(id: id)
                return ["id": id, "title": source?.title ?? "", "url": source?.url ?? ""]
            },
        ]
    }

    /// `Documentation/Rules.md`.
    public static func markdown(_ rules: [Rule] = RuleRegistry.all) -> String {
        var lines = [
            "# Rules",
            "",
            "<!-- Generated by `locprompt rules --format markdown` from `Sources/LocPromptCore/Rules/RuleRegistry*.swift`; do not edit. -->",
            "",
            "Every rule the engine applies. Each effect in a transcript, report, JSON output and the why pane names one of",
            "these ids; `locprompt rules ID` prints one with its sources. An effect that applies an iOS rule on another platform",
            "cites `ios-rule-on-other-platform` and names that iOS rule too ([Why.md](Why.md)). Sources are listed in [Sources.md](Sources.md);",
            "the reference column points into [Reference/apple-location-authorization.md](Reference/apple-location-authorization.md).",
            "",
            "| id | what happens | applies to | sources | standing | reference |",
            "|---|---|---|---|---|---|",
        ]
        for rule in rules {
            let sources = rule.sources.map { "[\($0)](Sources.md#\($0.lowercased()))" }.joined(separator: ", ")
            lines.append("| `\(rule.id)` | \(cell(rule.summary)) | \(rule.range) | \(sources.isEmpty ? "—" : sources) | "
                         + (rule.documented ? "documented" : "emulator decision") + " | \(cell(rule.reference)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: The bibliography

    /// `Documentation/Sources.md`.
    public static func sourcesMarkdown(_ sources: [Source] = Bibliography.all) -> String {
        var lines = [
            "# Sources",
            "",
            "<!-- Generated by `locprompt sources --format markdown` from `Sources/LocPromptCore/Rules/Bibliography*.swift`; do not edit. -->",
            "",
            "Every source id a rule or a catalog string cites: what it is, where to read it, when it was read and the facts",
            "taken from it, in our own words. A source with no address is one the reference quotes without a link.",
            "",
        ]
        for source in sources {
            lines.append("## \(source.id)")
            lines.append("")
            lines.append("**\(cell(source.title))** — \(cell(source.publisher)) · "
                         + (source.url.isEmpty ? "no address recorded" : "<\(source.url)>") + " · read \(source.read)")
            lines.append("")
            for fact in source.facts { lines.append("- " + fact) }
            let citing = RuleRegistry.all.filter { $0.sources.contains(source.id) }.map { "`\($0.id)`" }
            if !citing.isEmpty { lines.append("- Cited by: " + citing.joined(separator: ", ")) }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// One line per source, for `locprompt sources`.
    public static func sourcesText(_ sources: [Source] = Bibliography.all) -> String {
        sources.map { "\($0.id)  \($0.title) — \($0.publisher)" + ($0.url.isEmpty ? "" : "\n      \($0.url)") }
            .joined(separator: "\n") + "\n"
    }

    // MARK: Looking up

    /// The registry ids closest to a mistyped one (edit distance, then shared prefix), best first.
    public static func nearest(to id: String, in rules: [Rule] = RuleRegistry.all, count: Int = 3) -> [String] {
        let wanted = id.lowercased()
        let scored = rules.map { rule -> (String, Int) in
            var score = distance(wanted, rule.id)
            if rule.id.contains(wanted) { score -= 10 }
            return (rule.id, score)
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(count).map(\.0)
    }

    static func distance(_ a: String, _ b: String) -> Int { EditDistance.levenshtein(a, b) }

    /// A Markdown table cell: pipes escaped.
    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}

import LocPromptCore

/// The why pane: for the selected log line, the rule that caused it (id, summary, where it applies, whether
/// Apple documents it) and the rule's sources with their titles and addresses, from the registry and the
/// bibliography; on another platform, also the iOS rule the engine applied (`Effect.appliedIOSRule`). For an alert, also the catalog entry it was drawn from and its confidence. It takes the
/// inspector's place while a line is selected (`[` `]`, or a click on a log line; Esc closes it).
public enum WhyPane {
    /// The log entry drawn at a cell of the log pane `rect`, if any (mouse selection).
    public static func logEntry(atRow row: Int, col: Int, model: FrontEndModel, in rect: Rect) -> Int? {
        guard col >= rect.col, col < rect.right else { return nil }
        return LogPane.entry(atRow: row, model: model, in: rect)
    }

    /// The pane's lines for a log entry, before wrapping: (text, style, indent).
    static func lines(_ model: FrontEndModel, entry index: Int) -> [(String, Style)] {
        guard model.log.indices.contains(index) else { return [] }
        let entry = model.log[index]
        var lines: [(String, Style)] = [("› " + SafeText.neutralize(entry.text), .dim)]
        guard let rule = entry.rule else {
            switch entry.kind {
            case .input:
                let caused = model.log[(index + 1)...].prefix { $0.kind == .effect }.filter { $0.rule != nil }
                lines.append(("What was done: no rule of its own. Its effects follow it in the log; select one (]) to see its rule.", .normal))
                if !caused.isEmpty {
                    // `ios-rule-on-other-platform (iOS rule allow-once-expiry)` for an iOS rule applied on another platform.
                    var ids: [String] = []
                    for entry in caused {
                        guard let rule = entry.rule else { continue }
                        let id = rule.id + (entry.appliedIOSRule.map { " (iOS rule \($0.id))" } ?? "")
                        if !ids.contains(id) { ids.append(id) }
                    }
                    lines.append(("Rules of its effects: " + ids.joined(separator: ", "), .accent))
                }
            case .note, .effect:
                lines.append(("A note from locprompt (or a scenario check), not a device effect: no Apple rule behind it.", .normal))
            }
            return lines
        }
        lines.append(("rule " + rule.id, Style(.title, bold: true)))
        // With an iOS rule applied, the line naming it says what ios-rule-on-other-platform's summary says, and
        // more; the pane keeps its rows for that rule's sources.
        if entry.appliedIOSRule == nil { lines.append((rule.summary, .normal)) }
        if let alert = alertCatalogLine(model, entry: index, short: true) { lines.append((alert, .warn)) }
        lines.append(("applies to: \(rule.range)", .dim))
        lines.append((rule.documented ? "documented by Apple's sources · \(rule.reference)"
                      : "emulator decision: the sources leave a gap · \(rule.reference)", rule.documented ? .dim : .warn))
        if let applied = entry.appliedIOSRule {
            // The iOS rule behind an effect on another platform: which one, what it says, where it is stated, its sources.
            let platform = entry.platform.map(\.displayName) ?? "this platform"
            lines.append(("No source describes this on \(platform); locprompt applies the iOS rule " + applied.id, Style(.title, bold: true)))
            lines.append((applied.summary, .normal))
            lines.append(("stated for \(applied.range) · " + (applied.documented ? "documented by Apple's sources" : "emulator decision")
                          + " · \(applied.reference)", .dim))
            lines += sourceLines(applied)
        } else {
            lines += sourceLines(rule)
        }
        // The full catalog line (sources and unverified parts) last: it can be long.
        if let alert = alertCatalogLine(model, entry: index) { lines.append((alert, .dim)) }
        return lines
    }

    /// A rule's sources: id, title and publisher, then the address.
    static func sourceLines(_ rule: Rule) -> [(String, Style)] {
        if rule.sources.isEmpty { return [("sources: none (an emulator mechanic)", .dim)] }
        var lines: [(String, Style)] = []
        for id in rule.sources {
            guard let source = Bibliography.source(id: id) else {
                lines.append(("\(id): not in the bibliography", .bad))
                continue
            }
            lines.append(("\(id) \(source.title) — \(source.publisher)", .accent))
            lines.append(("  " + (source.url.isEmpty ? "(no address recorded)" : source.url), .normal))
        }
        return lines
    }

    /// For an `alert: …` line: the catalog entry (band and kind) and its confidence, for the device the log
    /// line was written on (the current one; the log is cleared of nothing, so older devices' alerts may differ).
    static func alertCatalogLine(_ model: FrontEndModel, entry index: Int, short: Bool = false) -> String? {
        let entry = model.log[index]
        guard entry.kind == .effect, entry.text.hasPrefix("alert: "),
              let kind = PromptKind(rawValue: String(entry.text.dropFirst("alert: ".count))) else { return nil }
        return catalogLine(kind: kind, os: model.state.os, short: short)
    }

    /// `catalog ios-14-17 › when-in-use · confidence M · S19, S32` (plus the unverified parts); `short` leaves
    /// out sources and caveats and only counts the caveats (the inspector's one row).
    public static func catalogLine(kind: PromptKind, os: DeviceOS, short: Bool = false) -> String {
        guard let entry = PromptCatalog.entry(kind: kind, band: os.band) else {
            return "catalog: no \(kind.rawValue) entry for \(os.band.label)"
        }
        var line = "catalog \(entry.bandID) › \(kind.rawValue) · confidence \(entry.confidence(at: os.version).rawValue)"
        let caveatCount = entry.caveats(at: os.version).count
        if short { return line + (caveatCount > 0 ? " · \(caveatCount) unverified" : "") }
        if !entry.sources.isEmpty { line += " · " + entry.sources.joined(separator: ", ") }
        let caveats = entry.caveats(at: os.version)
        if !caveats.isEmpty { line += " · unverified: " + caveats.joined(separator: "; ") }
        return line
    }

    public static func draw(_ model: FrontEndModel, in rect: Rect, on canvas: Canvas) {
        guard let index = model.whySelection else { return }
        canvas.box(rect, title: "Why · line \(index + 1) of \(model.log.count) · [ ] move · Esc closes")
        let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
        var row = inner.row
        for (text, style) in lines(model, entry: index) {
            for line in DisplayWidth.wrap(text, columns: inner.cols) {
                guard row < inner.bottom else {
                    canvas.put("…", row: inner.bottom - 1, col: inner.right - 1, style: .dim)
                    return
                }
                canvas.put(line, row: row, col: inner.col, maxColumns: inner.cols, style: style)
                row += 1
            }
        }
    }
}

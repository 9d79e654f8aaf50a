import LocPromptCore

/// Why a comparison cannot be made or laid out: one line for the command to print.
public struct CompareError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// `locprompt compare` as plain text: a label column and one column per OS version, every cell wrapped to
/// its column, `≠` in front of each aspect that differs between the versions. Fits `width` columns; lines
/// end without trailing spaces; every scenario and app text is neutralized (`SafeText`).
public enum CompareTextRenderer {
    /// The marker of an aspect that differs.
    public static let differs = "≠"
    static let labelColumns = 12
    static let separator = " │ "
    /// Narrower columns would wrap every word.
    public static let minimumColumn = 12

    /// The narrowest width that fits `count` columns.
    public static func minimumWidth(columns count: Int) -> Int {
        labelColumns + count * (DisplayWidth.of(separator) + minimumColumn)
    }

    /// Why `width` cannot hold `count` columns (the command checks it before the comparison is played).
    public static func tooNarrow(columns count: Int, width: Int) -> String {
        "\(count) columns need at least \(minimumWidth(columns: count)) terminal columns (got \(width)); widen the terminal, give --width, or compare fewer versions"
    }

    public static func render(_ comparison: Comparison, width: Int) throws(CompareError) -> String {
        let count = comparison.columns.count
        guard count > 0 else { throw CompareError(message: "nothing to compare: give at least one OS version") }
        let needed = minimumWidth(columns: count)
        guard width >= needed else {
            throw CompareError(message: tooNarrow(columns: count, width: width))
        }
        let column = (width - labelColumns) / count - DisplayWidth.of(separator)
        var out: [String] = []
        let plan = comparison.plan
        out += DisplayWidth.wrap(SafeText.neutralize("locprompt compare · \(plan.name)"), columns: width)
        let source = plan.file.map { " · " + SafeText.neutralize($0) } ?? ""
        out += DisplayWidth.wrap("app “\(SafeText.neutralize(plan.app.displayName))” · \(plan.steps.count) steps" + source, columns: width)
        out += DisplayWidth.wrap("\(differs) marks what differs between the versions (\(comparison.differingSteps) of \(plan.steps.count) steps differ)",
                                 columns: width)
        out.append("")
        out += table(label: ["", ""], cells: comparison.columns.map { ["\($0)", $0.band.label] }, column: column)
        out.append(String(repeating: "─", count: labelColumns) + String(repeating: "─┼─" + String(repeating: "─", count: column), count: count))
        for row in comparison.rows {
            out += DisplayWidth.wrap(SafeText.neutralize("\(row.step.number). \(row.step.text)"), columns: width)
            for line in row.lines {
                let label = (line.differs ? differs + " " : "  ") + line.aspect.rawValue
                let cells = line.texts.map { wrapCell(SafeText.neutralize($0), columns: column) }
                out += table(label: [label], cells: cells, column: column)
            }
        }
        return out.map(trimmed).joined(separator: "\n") + "\n"
    }

    /// One table row: the label column, then each cell's lines, padded so the rows line up.
    static func table(label: [String], cells: [[String]], column: Int) -> [String] {
        let height = max(label.count, cells.map(\.count).max() ?? 0, 1)
        return (0..<height).map { line in
            var text = pad(line < label.count ? label[line] : "", labelColumns)
            for cell in cells { text += separator + pad(line < cell.count ? cell[line] : "", column) }
            return text
        }
    }

    /// Word-wraps a cell like `DisplayWidth.wrap`, but a word wider than the column (a delegate method's name)
    /// is broken after a `(` or `:` where one falls, so `locationManagerDidChangeAuthorization(` and
    /// `authorizedAlways)` stay readable; only a run with no such place is cut at the column.
    public static func wrapCell(_ text: String, columns: Int) -> [String] {
        let width = max(columns, 2)
        var lines: [String] = []
        var line = ""
        func flush() { if !line.isEmpty { lines.append(line); line = "" } }
        for word in text.split(separator: " ").map(String.init) {
            let lineWidth = DisplayWidth.of(line)
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width { line += " " + word; continue }
            flush()
            if wordWidth <= width { line = word; continue }
            for piece in pieces(word, columns: width).dropLast() { lines.append(piece) }
            line = pieces(word, columns: width).last ?? ""
        }
        flush()
        return lines.isEmpty ? [""] : lines
    }

    /// A long word in pieces of at most `columns`, each ending after its last `(` or `:` (unless that leaves a
    /// stub), else before a capital that follows a small letter (`locationManagerDidChange` | `Authorization(`), where there is one.
    static func pieces(_ word: String, columns: Int) -> [String] {
        var out: [String] = []
        var rest = Array(word)
        while DisplayWidth.of(String(rest)) > columns {
            let head = Array(DisplayWidth.prefix(String(rest), columns: columns))
            // After a `(` or `:` first (unless that leaves a stub), else before a capital, else at the column.
            let punctuation = (1..<head.count).last { head[$0 - 1] == "(" || head[$0 - 1] == ":" }
            let camel = (1..<head.count).last { head[$0].isUppercase && head[$0 - 1].isLowercase }
            var cut = head.count
            if let punctuation, punctuation * 3 >= head.count { cut = punctuation } else if let camel { cut = camel }
            out.append(String(rest.prefix(cut)))
            rest.removeFirst(cut)
        }
        if !rest.isEmpty { out.append(String(rest)) }
        return out
    }

    static func pad(_ text: String, _ columns: Int) -> String {
        let clipped = DisplayWidth.prefix(text, columns: columns)
        return clipped + String(repeating: " ", count: max(0, columns - DisplayWidth.of(clipped)))
    }

    static func trimmed(_ line: String) -> String {
        // On the UTF-8 bytes: a padded line ends in many spaces, and dropping characters one at a time from
        // the end was the renderer's main cost on long scenarios.
        let bytes = line.utf8
        guard let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        return String(line[...last])
    }
}

/// `locprompt compare --format markdown`: one table, a row per aspect of each step, a column per version;
/// `≠` marks the aspects that differ. Every text is neutralized and escaped (`ReportText.markdown`).
public enum CompareMarkdownRenderer {
    public static func render(_ comparison: Comparison) -> String {
        let plan = comparison.plan
        var lines = ["# locprompt compare: \(ReportText.markdown(plan.name))", ""]
        let source = plan.file.map { " (" + ReportText.markdown($0) + ")" } ?? ""
        lines.append("App “\(ReportText.markdown(plan.app.displayName))”, \(plan.steps.count) steps\(source). "
                     + "\(CompareTextRenderer.differs) marks what differs between the versions "
                     + "(\(comparison.differingSteps) of \(plan.steps.count) steps differ).")
        lines.append("")
        lines.append("| Step | | " + comparison.columns.map { "\($0) (\($0.band.label))" }.joined(separator: " | ") + " |")
        lines.append("|---|---|" + String(repeating: "---|", count: comparison.columns.count))
        for row in comparison.rows {
            for (index, line) in row.lines.enumerated() {
                let step = index == 0 ? "\(row.step.number). " + ReportText.markdown(row.step.text) : ""
                let label = (line.differs ? CompareTextRenderer.differs + " " : "") + line.aspect.rawValue
                let cells = line.texts.map { $0.isEmpty ? " " : ReportText.markdown($0) }
                lines.append("| \(step) | \(label) | " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

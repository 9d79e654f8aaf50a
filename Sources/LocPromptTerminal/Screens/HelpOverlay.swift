import LocPromptCore

/// The `?` overlay, generated from a program's key table (the emulator's or the walkthrough's).
public enum HelpOverlay {
    /// The help text lines: a heading per group, then `key  summary` rows.
    public static func lines(_ rows: [KeyBinding] = KeyBindings.helpRows, keyColumns: Int = 10) -> [(String, Style)] {
        var lines: [(String, Style)] = []
        // Groups in the order the table first uses them: a program's own keys first.
        var groups: [BindingGroup] = []
        for row in rows where !groups.contains(row.group) { groups.append(row.group) }
        for group in groups {
            let rows = rows.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            lines.append((group.rawValue, .title))
            for row in rows {
                let key = row.keyLabel + RepeatedText.make(" ", count: max(1, keyColumns - DisplayWidth.of(row.keyLabel)))
                lines.append((key + row.summary, .normal))
            }
        }
        return lines
    }

    /// A key while the help of `rows` is open, the same in every full-screen mode: Space pages a help that does
    /// not fit, q quits, any other key closes it.
    static func handleKey(_ key: Key, rows: [KeyBinding], in size: Size, visible: inout Bool, page: inout Int) -> Redraw {
        let pages = pageCount(rows, in: size)
        if key == .space, pages > 1 {
            page = (page + 1) % pages
            return .frame
        }
        visible = false
        return key == .char("q") ? .quit : .frame
    }

    /// How many pages the help of `rows` takes at `size`: two columns a page; a small terminal pages through the
    /// rest with Space rather than losing rows.
    public static func pageCount(_ rows: [KeyBinding] = KeyBindings.helpRows, in size: Size) -> Int {
        let perPage = max(1, 2 * max(1, size.rows - 2))
        return max(1, (lines(rows).count + perPage - 1) / perPage)
    }

    /// Draws page `page` of the help of `rows` (a program's help rows; default: the emulator's) over the whole screen.
    public static func draw(_ rows: [KeyBinding] = KeyBindings.helpRows, page: Int = 0, in size: Size, on canvas: Canvas) {
        let rect = Rect(row: 0, col: 0, rows: size.rows, cols: size.cols)
        canvas.fill(rect)
        let pages = pageCount(rows, in: size)
        let shown = min(max(0, page), pages - 1)
        let title = pages == 1 ? "Keys — any key closes this help"
            : "Keys (\(shown + 1)/\(pages)) — Space: \(shown + 1 < pages ? "more" : "first page") · any other key closes"
        canvas.box(rect, style: .double, title: title)
        let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
        guard inner.rows > 0, inner.cols > 0 else { return }
        let all = lines(rows)
        let perPage = 2 * inner.rows
        let lines = Array(all.dropFirst(shown * perPage).prefix(perPage))
        let columnCount = (pages > 1 || lines.count > inner.rows) ? 2 : 1
        let columnWidth = (inner.cols - (columnCount - 1) * 2) / columnCount
        for (index, line) in lines.enumerated() {
            let column = index / inner.rows
            let row = inner.row + index % inner.rows
            canvas.put(line.0, row: row, col: inner.col + column * (columnWidth + 2), maxColumns: columnWidth, style: line.1)
        }
    }
}

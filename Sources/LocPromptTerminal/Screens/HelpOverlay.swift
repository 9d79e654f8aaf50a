import LocPromptCore

/// The `?` overlay, generated from a program's key table (the emulator's or the walkthrough's).
public enum HelpOverlay {
    /// The help text lines: a heading per group, then `key  summary` rows.
    public static func lines(_ rows: [KeyBinding] = KeyBindings.helpRows, keyColumns: Int = 10) -> [(String, Style)] {
        var lines: [(String, Style)] = []
        for group in BindingGroup.allCases {
            let rows = rows.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            lines.append((group.rawValue, .title))
            for row in rows {
                let key = row.keyLabel + String(repeating: " ", count: max(1, keyColumns - DisplayWidth.of(row.keyLabel)))
                lines.append((key + row.summary, .normal))
            }
        }
        return lines
    }

    /// Draws the help of `rows` (a program's help rows; default: the emulator's) over the whole screen.
    public static func draw(_ rows: [KeyBinding] = KeyBindings.helpRows, in size: Size, on canvas: Canvas) {
        let rect = Rect(row: 0, col: 0, rows: size.rows, cols: size.cols)
        canvas.fill(rect)
        canvas.box(rect, style: .double, title: "Keys — any key closes this help")
        let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
        let lines = lines(rows)
        let columnCount = lines.count > inner.rows ? 2 : 1
        let columnWidth = (inner.cols - (columnCount - 1) * 2) / columnCount
        for (index, line) in lines.enumerated() {
            let column = index / inner.rows
            guard column < columnCount else {
                canvas.put("…", row: inner.bottom - 1, col: inner.right - 1, style: .dim)
                break
            }
            let row = inner.row + index % inner.rows
            canvas.put(line.0, row: row, col: inner.col + column * (columnWidth + 2), maxColumns: columnWidth, style: line.1)
        }
    }
}

import LocPromptCore

/// Every event and effect as it happened, in virtual time, newest at the bottom; scrollable.
public enum LogPane {
    struct VisualLine {
        var time: String
        var text: String
        var style: Style
        /// The log entry the line belongs to (the why pane selects entries).
        var entry: Int = 0
    }

    static func visualLines(_ log: [LogEntry], columns: Int) -> [VisualLine] {
        let timeCols = 9
        var lines: [VisualLine] = []
        for (number, entry) in log.enumerated() {
            let wrapped = DisplayWidth.wrap(SafeText.neutralize(entry.text), columns: max(10, columns - timeCols))
            for (index, text) in wrapped.enumerated() {
                lines.append(VisualLine(time: index == 0 ? entry.at.description : "", text: text, style: entry.style, entry: number))
            }
        }
        return lines
    }

    public static func draw(_ model: FrontEndModel, in rect: Rect, on canvas: Canvas) {
        let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
        let lines = visualLines(model.log, columns: inner.cols)
        let scroll = min(model.logScroll, max(0, lines.count - inner.rows))
        let title = scroll > 0 ? "Log (\(scroll) lines back · End follows)" : "Log (virtual time)"
        canvas.box(rect, title: title)
        let end = lines.count - scroll
        let start = max(0, end - inner.rows)
        for (offset, line) in lines[start..<end].enumerated() {
            let row = inner.row + offset
            let selected = model.whySelection == line.entry
            canvas.put(line.time, row: row, col: inner.col, style: selected ? Style(.title, reverse: true) : .dim)
            canvas.put(line.text, row: row, col: inner.col + 9, maxColumns: inner.cols - 9,
                       style: selected ? Style(line.style.role, bold: line.style.bold, reverse: true) : line.style)
        }
    }
}

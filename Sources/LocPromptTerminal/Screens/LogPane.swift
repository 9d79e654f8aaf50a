import LocPromptCore

/// Every event and effect as it happened, in virtual time, newest at the bottom; scrollable. Draws only the
/// visible window of the model's wrapped log (`WrappedLog`, wrapped once per width), so a frame costs the same
/// however long the log is.
public enum LogPane {
    /// Columns of the time before each entry.
    static let timeColumns = 9

    /// The pane's text area inside its frame.
    static func inner(_ rect: Rect) -> Rect {
        Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
    }

    /// The model's wrapped lines when they were wrapped for this pane's width, else a fresh wrap (a pane of
    /// another width than the model's layout, e.g. in a test).
    static func wrapped(_ model: FrontEndModel, in rect: Rect) -> WrappedLog {
        let columns = WrappedLog.textColumns(paneColumns: rect.cols)
        return model.wrappedLog.columns == columns ? model.wrappedLog : WrappedLog(model.log, columns: columns)
    }

    /// The visible window: the range of lines shown and how far back it is scrolled.
    static func window(_ lines: Int, scroll: Int, rows: Int) -> (range: Range<Int>, scroll: Int) {
        let scroll = min(scroll, max(0, lines - rows))
        let end = lines - scroll
        return (max(0, end - rows)..<end, scroll)
    }

    public static func draw(_ model: FrontEndModel, in rect: Rect, on canvas: Canvas) {
        let inner = inner(rect)
        let log = wrapped(model, in: rect)
        let (range, scroll) = window(log.lines.count, scroll: model.logScroll, rows: inner.rows)
        let title: String
        if scroll > 0 {
            title = "Log (\(scroll) lines back · End follows)"
        } else if model.droppedLogEntries > 0 {
            // Said on screen: the oldest entries are gone from the pane (a recording still has them).
            title = "Log (newest \(model.log.count) of \(model.logTotal) entries)"
        } else {
            title = "Log (virtual time)"
        }
        canvas.box(rect, title: title)
        for (offset, line) in log.lines[range].enumerated() {
            let row = inner.row + offset
            // The why pane's selected entry is drawn reversed.
            let selected = model.whySelection != nil && log.entry(atLine: range.lowerBound + offset) == model.whySelection
            canvas.put(line.time, row: row, col: inner.col, style: selected ? Style(.title, reverse: true) : .dim)
            canvas.put(line.text, row: row, col: inner.col + timeColumns, maxColumns: inner.cols - timeColumns,
                       style: selected ? Style(line.style.role, bold: line.style.bold, reverse: true) : line.style)
        }
    }

    /// The index in `model.log` of the entry drawn at screen row `row` of a log pane drawn in `rect`, or nil
    /// (the frame, an empty row). For a pane that explains a selected line.
    public static func entry(atRow row: Int, model: FrontEndModel, in rect: Rect) -> Int? {
        let inner = inner(rect)
        guard row >= inner.row, row < inner.bottom else { return nil }
        let log = wrapped(model, in: rect)
        let (range, _) = window(log.lines.count, scroll: model.logScroll, rows: inner.rows)
        let line = range.lowerBound + (row - inner.row)
        guard range.contains(line) else { return nil }
        return log.entry(atLine: line)
    }
}

import LocPromptCore
import LocPromptScenario

/// Draws `walk --compare`: a header, the step and its narration, then one framed column per OS version with the
/// step's alert, buttons, status and callbacks; `≠` and the warning colour mark what differs between versions.
public enum CompareScreen {
    public static func isTooSmall(_ size: Size) -> Bool { Layout(size).isTooSmall }

    public static func draw(_ model: CompareWalkModel, on canvas: Canvas) {
        canvas.clear()
        let size = canvas.size
        if isTooSmall(size) {
            TooSmallScreen.draw(in: size, on: canvas)
            return
        }
        let comparison = model.comparison
        let plan = comparison.plan
        let header = Style(.title, bold: true, reverse: true)
        canvas.fill(Rect(row: 0, col: 0, rows: 1, cols: size.cols), style: header)
        let right = "\(model.current + 1) of \(comparison.rows.count)  q quit "
        canvas.putFitting(" locprompt walk --compare │ \(SafeText.neutralize(plan.name))", row: 0, col: 0,
                          maxColumns: size.cols - DisplayWidth.of(right) - 1, style: header)
        canvas.put(right, row: 0, col: size.cols - DisplayWidth.of(right), style: header)
        var row = 1
        if let current = model.row {
            for line in DisplayWidth.wrap(SafeText.neutralize("› \(current.step.number). \(current.step.text)"), columns: size.cols - 2).prefix(2) {
                canvas.put(line, row: row, col: 1, style: .title)
                row += 1
            }
            if let say = current.step.step.say {
                let text = SafeText.neutralize(say.split(whereSeparator: \.isNewline).joined(separator: " "))
                for line in DisplayWidth.wrap(text, columns: size.cols - 2).prefix(2) {
                    canvas.put(line, row: row, col: 1, style: .accent)
                    row += 1
                }
            }
            let differs = current.differs ? "≠ the versions differ at this step" : "= the same on every version"
            canvas.put(differs, row: row, col: 1, style: current.differs ? .warn : .dim)
            row += 1
            let available = size.rows - 1 - row
            let width = size.cols / max(1, comparison.columns.count)
            let tallest = comparison.columns.indices.map { contentRows(current, column: $0, columns: width - 2) }.max() ?? 0
            let boxRows = min(available, tallest + 3)
            drawColumns(current, columns: comparison.columns, in: Rect(row: row, col: 0, rows: boxRows, cols: size.cols), on: canvas)
            drawSteps(model, in: Rect(row: row + boxRows, col: 1, rows: available - boxRows, cols: size.cols - 2), on: canvas)
        }
        let footer = model.message ?? "Space/→ next step · ← previous · Home/End first/last · ? keys · q quit"
        canvas.put(" " + footer, row: size.rows - 1, col: 0, maxColumns: size.cols, style: model.message == nil ? .dim : .warn)
        if model.helpVisible { HelpOverlay.draw(CompareKeyBindings.helpRows, page: model.helpPage, in: size, on: canvas) }
    }

    /// Rows a column's aspects take at `columns` inner width.
    static func contentRows(_ row: CompareRow, column: Int, columns: Int) -> Int {
        row.lines.reduce(0) { $0 + 1 + CompareTextRenderer.wrapCell($1.texts[column], columns: max(2, columns - 1)).count }
    }

    /// Every step, one line each, the current one highlighted and ≠ on those that differ (room permitting).
    static func drawSteps(_ model: CompareWalkModel, in rect: Rect, on canvas: Canvas) {
        guard rect.rows >= 3 else { return }
        canvas.put("Steps (≠ differs between the versions)", row: rect.row, col: rect.col, maxColumns: rect.cols, style: .title)
        let rows = model.comparison.rows
        let room = rect.rows - 1
        let start = max(0, min(model.current - room / 2, rows.count - room))
        for (offset, index) in (start..<min(rows.count, start + room)).enumerated() {
            let row = rows[index]
            let text = "\(index == model.current ? "▸" : " ") \(row.differs ? "≠" : " ") \(row.step.number). \(SafeText.neutralize(row.step.text))"
            canvas.put(text, row: rect.row + 1 + offset, col: rect.col, maxColumns: rect.cols,
                       style: index == model.current ? .focus : (row.differs ? .normal : .dim))
        }
    }

    /// One box per version, side by side, each listing the row's aspects.
    static func drawColumns(_ row: CompareRow, columns: [DeviceOS], in rect: Rect, on canvas: Canvas) {
        guard !columns.isEmpty, rect.rows >= 3 else { return }
        let width = rect.cols / columns.count
        for (index, os) in columns.enumerated() {
            let box = Rect(row: rect.row, col: rect.col + index * width, rows: rect.rows, cols: index == columns.count - 1 ? rect.cols - index * width : width)
            canvas.box(box, style: .rounded, title: "\(os)")
            let inner = Rect(row: box.row + 1, col: box.col + 1, rows: box.rows - 2, cols: box.cols - 2)
            canvas.put(os.band.label, row: inner.row, col: inner.col, maxColumns: inner.cols, style: .dim)
            var y = inner.row + 1
            for line in row.lines where y < inner.bottom {
                let mark = line.differs ? "≠ " : ""
                canvas.put(mark + line.aspect.rawValue, row: y, col: inner.col, maxColumns: inner.cols,
                           style: line.differs ? Style(.warn, bold: true) : .dim)
                y += 1
                let text = line.texts[index].isEmpty ? "" : SafeText.neutralize(line.texts[index])
                for wrapped in CompareTextRenderer.wrapCell(text, columns: inner.cols - 1) where y < inner.bottom {
                    canvas.put(wrapped, row: y, col: inner.col + 1, maxColumns: inner.cols - 1, style: .normal)
                    y += 1
                }
            }
        }
    }
}

/// `walk --compare` as a `TerminalProgram`: nothing happens by itself (blocking key reads).
struct CompareWalkProgram: TerminalProgram {
    private(set) var model: CompareWalkModel
    private var markedRow = -1

    init(_ model: CompareWalkModel) { self.model = model }

    var keyTable: [KeyBinding] { model.keyTable }
    var size: Size {
        get { model.size }
        set { model.size = newValue }
    }
    var recordingTitle: String { "locprompt walk --compare: \(model.comparison.plan.name)" }
    func isTooSmall(_ size: Size) -> Bool { CompareScreen.isTooSmall(size) }
    func draw(on canvas: Canvas) { CompareScreen.draw(model, on: canvas) }
    mutating func handle(_ key: Key) -> Redraw { model.handle(key) }
    func timeout() -> Int32? { nil }
    func timerFired() -> Redraw { .none }
    /// The compare screen has no log: a notice of the run loop (the ASCII fallback) shows in the footer once.
    mutating func notice(_ text: String) { model.notice(text) }

    mutating func afterEvent(recorder: TerminalRecorder?) {
        guard let recorder, let row = model.row, model.current != markedRow else { return }
        markedRow = model.current
        recorder.marker("step \(row.step.number): \(row.step.text)")
    }
}

/// The compare screen's entry point.
public enum CompareWalkSession {
    /// Runs until `q`; returns the exit status. Throws before touching the screen when there is no usable terminal.
    public static func run(_ initial: CompareWalkModel, recording: AsciicastWriter? = nil) throws(TerminalUnavailable) -> Int32 {
        try TerminalRunLoop.run(CompareWalkProgram(initial), recording: recording)
    }
}

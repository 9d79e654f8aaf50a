import LocPromptCore

/// Shown instead of the interface while the terminal is below the minimum size.
public enum TooSmallScreen {
    /// `minimum`: the program's own (the presentation needs less than the emulator's panes).
    public static func lines(for size: Size, minimum: Size = Layout.minimum) -> [String] {
        [
            "locprompt needs a terminal of at least \(minimum.cols)×\(minimum.rows).",
            "This one is \(size.cols)×\(size.rows).",
            "Enlarge the terminal to \(minimum.cols)×\(minimum.rows) (q quits).",
        ]
    }

    public static func draw(in size: Size, minimum: Size = Layout.minimum, on canvas: Canvas) {
        // Each line wrapped to the width, so a narrow terminal loses no word (at 39 columns the first line's
        // “80×24.” was cut off); the last line, what to do, in the title style.
        let wrapped = lines(for: size, minimum: minimum).map { DisplayWidth.wrap($0, columns: max(1, size.cols)) }
        // When the lines do not all fit (20×5), the advice, which says how to quit, stays: the current size goes
        // first, then the first line, from its end.
        var kept = wrapped
        if kept.joined().count > size.rows { kept[1] = [] }
        let room = max(0, size.rows - kept[1].count - kept[2].count)
        kept[0] = Array(kept[0].prefix(room))
        let rows = kept.enumerated().flatMap { index, lines in lines.map { (text: $0, isAdvice: index == 2) } }
        let top = max(0, (size.rows - rows.count) / 2)
        for (offset, row) in rows.enumerated() {
            canvas.putCentered(row.text, row: top + offset, col: 0, columns: size.cols, style: row.isAdvice ? .title : .normal)
        }
    }
}

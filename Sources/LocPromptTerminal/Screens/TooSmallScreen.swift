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
        let lines = lines(for: size, minimum: minimum)
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            // Wrap to the width if even one line is too wide.
            canvas.putCentered(line, row: top + index, col: 0, columns: size.cols, style: index == 2 ? .title : .normal)
        }
    }
}

/// Shown instead of the interface while the terminal is below the minimum size.
public enum TooSmallScreen {
    public static func lines(for size: Size) -> [String] {
        let minimum = Layout.minimum
        return [
            "locprompt needs a terminal of at least \(minimum.cols)×\(minimum.rows).",
            "This one is \(size.cols)×\(size.rows).",
            "Enlarge the terminal to \(minimum.cols)×\(minimum.rows) (q quits).",
        ]
    }

    public static func draw(in size: Size, on canvas: Canvas) {
        let lines = lines(for: size)
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            // Wrap to the width if even one line is too wide.
            canvas.putCentered(line, row: top + index, col: 0, columns: size.cols, style: index == 2 ? .title : .normal)
        }
    }
}

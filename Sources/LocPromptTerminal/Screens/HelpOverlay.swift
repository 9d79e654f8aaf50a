import LocPromptCore

/// The `?` overlay, generated from a program's key table (the emulator's or the walkthrough's).
public enum HelpOverlay {
    /// The help text lines: a heading per group, then `key  summary` rows. With `width`, a summary longer than the
    /// row goes on over continuation lines indented to the summary column, so no row is cut (audit 14 F4).
    public static func lines(_ rows: [KeyBinding] = KeyBindings.helpRows, keyColumns: Int = 10, width: Int? = nil) -> [(String, Style)] {
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
                guard let width, width - DisplayWidth.of(key) >= 8 else {
                    lines.append((key + row.summary, .normal))
                    continue
                }
                let wrapped = DisplayWidth.wrap(row.summary, columns: width - DisplayWidth.of(key))
                let indent = RepeatedText.make(" ", count: DisplayWidth.of(key))
                for (index, part) in wrapped.enumerated() {
                    lines.append(((index == 0 ? key : indent) + part, .normal))
                }
            }
        }
        // What the marks on the screen mean: the keyboard cursor is not a button Apple draws (audit 24e friction 1).
        lines.append((marksHeading, .title))
        let note = DisplayWidth.wrap(cursorNote, columns: max(8, (width ?? Int.max / 2) - keyColumns))
        for (index, part) in note.enumerated() {
            let key = index == 0 ? "› ‹" : ""
            lines.append((key + RepeatedText.make(" ", count: max(1, keyColumns - DisplayWidth.of(key))) + part, .normal))
        }
        return lines
    }

    static let marksHeading = "Marks"
    /// The keyboard cursor's legend: `› Allow Once ‹` is where Enter taps, nothing Apple draws.
    static let cursorNote = "the keyboard cursor: Enter taps that button (in present, the button the next step taps); not Apple's default button"

    /// The lines laid out `perColumn` to a column, with a blank line moved in before a heading that would end a
    /// column, so that a heading always starts the column its keys are in (24h designer 3: “Screen” ended the
    /// left column at 100×30, its keys at the top of the right one).
    static func keepingHeadings(_ lines: [(String, Style)], perColumn: Int) -> [(String, Style)] {
        guard perColumn > 2 else { return lines }
        var out: [(String, Style)] = []
        out.reserveCapacity(lines.count + 4)
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count
            if line.1 == .title, next, out.count % perColumn == perColumn - 1 { out.append(("", .normal)) }
            out.append(line)
        }
        return out
    }

    /// The narrowest column of the two-column layout: below it (`present` from 40 columns) every summary would be
    /// cut to a few letters (`back t…`), so one column is paged instead.
    static let minimumColumnWidth = 30

    /// How the help of `rows` is laid out at `size`: its lines wrapped to the column width, one column when they
    /// fit (or when two would be too narrow to read; Space pages it), else two a page.
    static func layout(_ rows: [KeyBinding], in size: Size) -> (lines: [(String, Style)], columns: Int, columnWidth: Int, perColumn: Int) {
        let innerRows = max(1, size.rows - 2)
        let innerCols = max(1, size.cols - 4)
        let single = lines(rows, width: innerCols)
        if single.count <= innerRows { return (single, 1, innerCols, innerRows) }
        let width = max(1, (innerCols - 2) / 2)
        if width < minimumColumnWidth { return (keepingHeadings(single, perColumn: innerRows), 1, innerCols, innerRows) }
        return (keepingHeadings(lines(rows, width: width), perColumn: innerRows), 2, width, innerRows)
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
        let layout = layout(rows, in: size)
        let perPage = layout.columns * layout.perColumn
        return max(1, (layout.lines.count + perPage - 1) / perPage)
    }

    /// The overlay's title: how to page, and that `q` quits the program rather than closing the help (audit 14 F10).
    static func title(page: Int, of pages: Int) -> String {
        guard pages > 1 else { return "Keys — q quits · any other key closes this help" }
        return "Keys (\(page + 1)/\(pages)) — Space: \(page + 1 < pages ? "more" : "first page") · q quits · any other key closes"
    }

    /// Draws page `page` of the help of `rows` (a program's help rows; default: the emulator's) over the whole screen.
    public static func draw(_ rows: [KeyBinding] = KeyBindings.helpRows, page: Int = 0, in size: Size, on canvas: Canvas) {
        let rect = Rect(row: 0, col: 0, rows: size.rows, cols: size.cols)
        canvas.fill(rect)
        let pages = pageCount(rows, in: size)
        let shown = min(max(0, page), pages - 1)
        canvas.box(rect, style: .double, title: title(page: shown, of: pages))
        let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
        guard inner.rows > 0, inner.cols > 0 else { return }
        let layout = layout(rows, in: size)
        let perPage = layout.columns * layout.perColumn
        let lines = Array(layout.lines.dropFirst(shown * perPage).prefix(perPage))
        for (index, line) in lines.enumerated() {
            let column = index / layout.perColumn
            let row = inner.row + index % layout.perColumn
            canvas.putFitting(line.0, row: row, col: inner.col + column * (layout.columnWidth + 2),
                              maxColumns: layout.columnWidth, style: line.1)
        }
    }
}

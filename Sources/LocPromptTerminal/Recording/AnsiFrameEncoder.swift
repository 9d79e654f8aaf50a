import LocPromptCore

/// Turns frames drawn into a `GridCanvas` into the bytes a terminal (or an asciicast player) needs to show
/// them: the first frame (and any `full` one) clears and draws every row, later frames rewrite only the part
/// of each row that changed. Only a small, universal subset of ANSI is used: CUP (`ESC[r;cH`), ED 2, EL, SGR (bold, dim,
/// reverse, the 8 basic colours and bright black), and hiding the cursor.
///
/// Styles map like the ncurses canvas maps them: titles bold, focus reverse video, colour roles to colours,
/// or to attributes without colour (`NO_COLOR`, monochrome terminals).
public struct AnsiFrameEncoder: Sendable {
    public var useColor: Bool
    private var previous: [[GridCanvas.Cell]]?
    private var previousSize: Size?

    public init(useColor: Bool = true) {
        self.useColor = useColor
    }

    /// Forgets the last frame: the next one is drawn in full (after a resize, or a terminal reset).
    public mutating func invalidate() {
        previous = nil
        previousSize = nil
    }

    /// What to send before the first frame: hide the cursor (the interface runs with `curs_set(0)`).
    public static let prologue = "\u{1B}[?25l"

    /// The bytes that take the screen from the previous frame to `canvas`; empty when nothing changed.
    public mutating func encode(_ canvas: GridCanvas, full: Bool = false) -> String {
        let cells = canvas.cells
        let size = canvas.size
        var out = ""
        let redrawAll = full || previous == nil || previousSize != size
        if redrawAll {
            out += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
        }
        for row in 0..<size.rows {
            let blank = cells[row].allSatisfy { $0 == .blank }
            if redrawAll {
                if !blank { out += encodeRow(cells[row], row: row, cols: size.cols) }
            } else if let previous, previous[row] != cells[row] {
                out += encodeChange(from: previous[row], to: cells[row], row: row, cols: size.cols)
            }
        }
        if !out.isEmpty { out += "\u{1B}[0m" }
        previous = cells
        previousSize = size
        return out
    }

    /// One row from its first column: its cells up to the last non-blank one, then erase to the end of the line
    /// (unless the text reaches the last column: EL there would erase that last character in xterm).
    private func encodeRow(_ row: [GridCanvas.Cell], row index: Int, cols: Int) -> String {
        var out = "\u{1B}[\(index + 1);1H"
        let last = row.lastIndex { $0 != .blank } ?? -1
        var current: Style? = nil
        if last >= 0 {
            for col in 0...last {
                let cell = row[col]
                if cell.isContinuation { continue }
                if cell.style != current {
                    out += sgr(cell.style)
                    current = cell.style
                }
                out += cell.text
            }
        }
        // (The right half of a wide character is a non-blank cell, so a wide character ending there counts.)
        if last != cols - 1 {
            if current != nil && current != .normal { out += "\u{1B}[0m" }
            out += "\u{1B}[K"
        }
        return out
    }

    /// Only the part of a row that changed: from its first changed cell (widened to whole wide characters) to its
    /// last, with EL instead of the blanks at the end of the row.
    private func encodeChange(from old: [GridCanvas.Cell], to new: [GridCanvas.Cell], row index: Int, cols: Int) -> String {
        guard var first = (0..<cols).first(where: { old[$0] != new[$0] }),
              var lastChanged = (0..<cols).last(where: { old[$0] != new[$0] }) else { return "" }
        if new[first].isContinuation, first > 0 { first -= 1 }
        if lastChanged + 1 < cols, new[lastChanged + 1].isContinuation { lastChanged += 1 }
        let lastText = new.lastIndex { $0 != .blank } ?? -1
        var out = "\u{1B}[\(index + 1);\(first + 1)H"
        var current: Style? = nil
        if first <= min(lastChanged, lastText) {
            for col in first...min(lastChanged, lastText) {
                let cell = new[col]
                if cell.isContinuation { continue }
                if cell.style != current {
                    out += sgr(cell.style)
                    current = cell.style
                }
                out += cell.text
            }
        }
        if lastChanged > lastText {
            // The rest of the row is blank (and the cursor is not past the last column: lastText < cols - 1).
            if current != nil && current != .normal { out += "\u{1B}[0m" }
            out += "\u{1B}[K"
        }
        return out
    }

    /// The SGR sequence for a style, always starting from a reset.
    func sgr(_ style: Style) -> String {
        var codes = ["0"]
        let bold = style.bold || style.role == .title || style.role == .bad
        // A light surface without colour is reverse video, as on the ncurses canvas.
        let reverse = (style.reverse || style.role == .focus) != (style.surface == .light && !useColor)
        if bold { codes.append("1") }
        if style.role == .dim && !useColor { codes.append("2") }
        if reverse { codes.append("7") }
        if useColor, style.surface != .terminal {
            codes += Self.surfaceColors(style.role, light: style.surface == .light)
        } else if useColor {
            switch style.role {
            case .accent: codes.append("34")
            case .good: codes.append("32")
            case .bad: codes.append("31")
            case .warn: codes.append("33")
            case .dim: codes.append("90")
            case .frame: codes.append("36")
            case .purple: codes.append("35")
            case .normal, .title, .focus: break
            }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// Foreground and background of a role on `present`'s light (bright white) or dark (black) phone screen.
    static func surfaceColors(_ role: StyleRole, light: Bool) -> [String] {
        let foreground: String
        switch role {
        case .normal, .title, .focus: foreground = light ? "30" : "97"
        case .dim, .frame: foreground = "90"
        case .accent: foreground = light ? "34" : "94"
        case .good: foreground = "32"
        case .bad: foreground = "31"
        case .warn: foreground = light ? "35" : "33"
        case .purple: foreground = light ? "35" : "95"
        }
        return [foreground, light ? "107" : "40"]
    }
}

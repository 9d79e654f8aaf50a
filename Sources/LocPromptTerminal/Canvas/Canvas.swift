import LocPromptCore

/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var rows: Int
    public var cols: Int
    public init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
    }
    public var description: String { "\(cols)×\(rows)" }
}

/// A rectangle of cells: top-left corner and size.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var col: Int
    public var rows: Int
    public var cols: Int
    public init(row: Int, col: Int, rows: Int, cols: Int) {
        self.row = row
        self.col = col
        self.rows = rows
        self.cols = cols
    }
    public var bottom: Int { row + rows }
    public var right: Int { col + cols }
    public func contains(row r: Int, col c: Int) -> Bool { r >= row && r < bottom && c >= col && c < right }
    /// The rectangle shrunk by `by` cells on every side.
    public func inset(_ by: Int) -> Rect {
        Rect(row: row + by, col: col + by, rows: max(0, rows - 2 * by), cols: max(0, cols - 2 * by))
    }
}

/// What a piece of text means on screen. Each terminal maps roles to colours, or to attributes when it
/// has no colour (monochrome, `NO_COLOR`): the screens never choose colours themselves.
public enum StyleRole: String, Hashable, Sendable, CaseIterable {
    case normal
    /// A title (alert titles, pane headings).
    case title
    /// The focused button or row (reverse video everywhere).
    case focus
    /// Secondary text (hints, unverified markers).
    case dim
    /// System blue: the blue status-bar pill, alert buttons.
    case accent
    /// Something good (present key, passed expectation).
    case good
    /// Something wrong (missing key, failed expectation, rejected event).
    case bad
    /// A console line or warning.
    case warn
    /// A frame line.
    case frame
    /// Purple: the arrow of an app that recently used the location, in Settings › Location Services [S323].
    case purple
}

/// Attributes added to a role.
public struct Style: Hashable, Sendable {
    public var role: StyleRole
    public var bold: Bool
    public var reverse: Bool
    /// What the text is drawn on: the terminal's own background, or a light or dark screen (`present`'s
    /// appearances). Screens never pick colours: each canvas maps the surface like it maps roles.
    public var surface: Surface = .terminal

    public init(_ role: StyleRole = .normal, bold: Bool = false, reverse: Bool = false, surface: Surface = .terminal) {
        self.role = role
        self.bold = bold
        self.reverse = reverse
        self.surface = surface
    }

    public static let normal = Style()
    public static let title = Style(.title, bold: true)
    public static let focus = Style(.focus, reverse: true)
    public static let dim = Style(.dim)
    public static let accent = Style(.accent)
    public static let good = Style(.good)
    public static let bad = Style(.bad, bold: true)
    public static let warn = Style(.warn)
    public static let frame = Style(.frame)
    public static let purple = Style(.purple)
}

/// Somewhere screens draw. Coordinates are zero-based (row, column); drawing outside is clipped.
/// Implementations neutralize control characters, so no raw control byte reaches a terminal.
public protocol Canvas: AnyObject {
    var size: Size { get }
    /// Draws `text` (one line) starting at (row, col), clipped to the canvas; returns the columns used.
    @discardableResult
    func put(_ text: String, row: Int, col: Int, style: Style) -> Int
    /// Clears everything.
    func clear()
}

/// Box-drawing characters used by the screens (drawn as text: rounded corners are not in the ACS set).
public enum BoxStyle: Sendable {
    case square, rounded, double, heavy

    var corners: (tl: String, tr: String, bl: String, br: String) {
        switch self {
        case .square: return ("┌", "┐", "└", "┘")
        case .rounded: return ("╭", "╮", "╰", "╯")
        case .double: return ("╔", "╗", "╚", "╝")
        case .heavy: return ("┏", "┓", "┗", "┛")
        }
    }
    var horizontal: String {
        switch self {
        case .square, .rounded: return "─"
        case .double: return "═"
        case .heavy: return "━"
        }
    }
    var vertical: String {
        switch self {
        case .square, .rounded: return "│"
        case .double: return "║"
        case .heavy: return "┃"
        }
    }
}

extension Canvas {
    @discardableResult
    public func put(_ text: String, row: Int, col: Int) -> Int { put(text, row: row, col: col, style: .normal) }

    /// Fills a rectangle with spaces (in a style, e.g. to erase what is behind an alert).
    public func fill(_ rect: Rect, style: Style = .normal) {
        guard rect.cols > 0 else { return }
        let blank = RepeatedText.make(" ", count: rect.cols)
        for r in rect.row..<rect.bottom { put(blank, row: r, col: rect.col, style: style) }
    }

    /// Draws a frame along the edges of `rect`, with an optional title on the top edge.
    public func box(_ rect: Rect, style: BoxStyle = .square, lineStyle: Style = .frame, title: String? = nil,
                    titleStyle: Style = .title) {
        guard rect.rows >= 2, rect.cols >= 2 else { return }
        let c = style.corners
        let inner = RepeatedText.make(style.horizontal, count: rect.cols - 2)
        put(c.tl + inner + c.tr, row: rect.row, col: rect.col, style: lineStyle)
        put(c.bl + inner + c.br, row: rect.bottom - 1, col: rect.col, style: lineStyle)
        for r in (rect.row + 1)..<(rect.bottom - 1) {
            put(style.vertical, row: r, col: rect.col, style: lineStyle)
            put(style.vertical, row: r, col: rect.right - 1, style: lineStyle)
        }
        if let title, rect.cols > 6 {
            let text = " " + DisplayWidth.prefix(SafeText.neutralize(title), columns: rect.cols - 6) + " "
            put(text, row: rect.row, col: rect.col + 2, style: titleStyle)
        }
    }

    /// A horizontal rule inside a box, joined to its sides.
    public func rule(row: Int, in rect: Rect, lineStyle: Style = .frame) {
        guard rect.cols >= 2 else { return }
        put("├" + RepeatedText.make("─", count: rect.cols - 2) + "┤", row: row, col: rect.col, style: lineStyle)
    }

    /// Writes `text` clipped to `columns` columns (never splitting a wide character).
    @discardableResult
    public func put(_ text: String, row: Int, col: Int, maxColumns: Int, style: Style = .normal) -> Int {
        guard maxColumns > 0 else { return 0 }
        return put(DisplayWidth.prefix(text, columns: maxColumns), row: row, col: col, style: style)
    }

    /// Writes `text` in at most `maxColumns` columns, ending with “…” where it had to be cut, so a cut never reads
    /// as a whole word (audit 14 F4, F6).
    @discardableResult
    public func putFitting(_ text: String, row: Int, col: Int, maxColumns: Int, style: Style = .normal) -> Int {
        guard maxColumns > 0 else { return 0 }
        return put(DisplayWidth.fitting(text, columns: maxColumns), row: row, col: col, style: style)
    }

    /// Writes `text` centred in `columns` columns starting at `col`; text wider than that ends with “…” (an app
    /// name on the phone was cut mid-word with no mark).
    @discardableResult
    public func putCentered(_ text: String, row: Int, col: Int, columns: Int, style: Style = .normal) -> Int {
        let clipped = DisplayWidth.fitting(text, columns: columns)
        let width = DisplayWidth.of(clipped)
        return put(clipped, row: row, col: col + max(0, (columns - width) / 2), style: style)
    }
}

extension DisplayWidth {
    /// `text` as it fits in `columns` columns: whole, or cut with “…” as its last column.
    public static func fitting(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        var cut = prefix(text, columns: columns - 1)
        while cut.last == " " { cut.removeLast() }
        return cut + "…"
    }
}

import LocPromptCore

/// An in-memory canvas: a grid of cells, for tests and headless dumps. Wide characters (CJK, emoji) take
/// two cells, measured with `DisplayWidth` exactly like the ncurses canvas places them.
public final class GridCanvas: Canvas {
    public struct Cell: Hashable, Sendable {
        /// The grapheme drawn in the cell; empty for the right half of a wide character.
        public var text: String
        public var style: Style
        public var isContinuation: Bool { text.isEmpty }
        public static let blank = Cell(text: " ", style: .normal)
    }

    public private(set) var size: Size
    public private(set) var cells: [[Cell]]

    public init(_ size: Size) {
        self.size = size
        self.cells = Array(repeating: Array(repeating: .blank, count: max(0, size.cols)), count: max(0, size.rows))
    }

    public convenience init(rows: Int, cols: Int) { self.init(Size(rows: rows, cols: cols)) }

    public func clear() {
        cells = Array(repeating: Array(repeating: .blank, count: size.cols), count: size.rows)
    }

    @discardableResult
    public func put(_ text: String, row: Int, col: Int, style: Style) -> Int {
        guard row >= 0, row < size.rows else { return 0 }
        let safe = SafeText.neutralize(text)
        if DisplayWidth.isPrintableASCII(safe.utf8) { return putASCII(safe, row: row, col: col, style: style) }
        if let drawn = putSingleWidth(safe, row: row, col: col, style: style) { return drawn }
        var c = col
        var lastCell: Int?
        for character in safe {
            let width = DisplayWidth.of(character)
            if width == 0 {
                // A combining mark joins the previous cell.
                if let last = lastCell { cells[row][last].text.append(character) }
                continue
            }
            if c + width > size.cols { break }
            if c >= 0 {
                clearOverlap(row: row, col: c, width: width)
                cells[row][c] = Cell(text: String(character), style: style)
                if width == 2 { cells[row][c + 1] = Cell(text: "", style: style) }
                lastCell = c
            }
            c += width
        }
        return max(0, c - max(col, 0))
    }

    /// `put` for printable ASCII (most of every frame): one byte, one cell, without grapheme breaking or width
    /// lookups; the cells are exactly those the general loop gives.
    private func putASCII(_ text: String, row: Int, col: Int, style: Style) -> Int {
        let end = min(col + text.utf8.count, size.cols)
        guard end > max(col, 0) else { return 0 }
        // One access to the row for the whole run, not one per cell (`run --record` draws 2,000 frames).
        cells[row].withUnsafeMutableBufferPointer { line in
            var c = col
            for byte in text.utf8 {
                if c >= end { break }
                if c >= 0 {
                    Self.clearOverlap(in: line, col: c, width: 1)
                    line[c] = Cell(text: Self.asciiCellTexts[Int(byte) - 0x20], style: style)
                }
                c += 1
            }
        }
        return end - max(col, 0)
    }

    /// `put` for text whose every code point is one column and a grapheme of its own (frames, curly quotes,
    /// accented Latin, `●`): one code point, one cell, without grapheme breaking; nil for any other text.
    private func putSingleWidth(_ text: String, row: Int, col: Int, style: Style) -> Int? {
        let scalars = text.unicodeScalars
        guard scalars.allSatisfy({ DisplayWidth.isAloneInItsGrapheme($0.value) && DisplayWidth.of($0) == 1 }) else { return nil }
        let end = min(col + scalars.count, size.cols)
        guard end > max(col, 0) else { return 0 }
        cells[row].withUnsafeMutableBufferPointer { line in
            var c = col
            for scalar in scalars {
                if c >= end { break }
                if c >= 0 {
                    Self.clearOverlap(in: line, col: c, width: 1)
                    line[c] = Cell(text: String(scalar), style: style)
                }
                c += 1
            }
        }
        return end - max(col, 0)
    }

    /// The one-character strings of printable ASCII, made once.
    private static let asciiCellTexts: [String] = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }

    /// Blanks the halves of wide characters that a new character at (row, col) would cut.
    private func clearOverlap(row: Int, col: Int, width: Int) {
        cells[row].withUnsafeMutableBufferPointer { Self.clearOverlap(in: $0, col: col, width: width) }
    }

    private static func clearOverlap(in line: UnsafeMutableBufferPointer<Cell>, col: Int, width: Int) {
        if line[col].isContinuation, col > 0 { line[col - 1] = .blank }
        let end = col + width - 1
        if end + 1 < line.count, line[end + 1].isContinuation { line[end + 1] = .blank }
    }

    /// The text of one row, trailing blanks removed.
    public func line(_ row: Int) -> String {
        var text = cells[row].map(\.text).joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The whole screen as text, one line per row, trailing blanks removed.
    public var text: String {
        (0..<size.rows).map(line).joined(separator: "\n")
    }

    /// One character per cell telling its style (`.` normal); lines with only normal cells are empty.
    /// Legend: T title, F focus (reverse), d dim, A accent, G good, X bad, W warn, P purple, - frame; bold and reverse
    /// on another role show as `B` and `R`.
    public var styleMask: String {
        (0..<size.rows).map { row in
            var mask = cells[row].map { Self.code(for: $0.style) }.joined()
            while mask.last == "." { mask.removeLast() }
            return mask
        }.joined(separator: "\n")
    }

    /// One character per cell telling its surface: `.` the terminal's, `L` light, `K` dark (the presentation's
    /// appearances); lines with only terminal cells are empty.
    public var surfaceMask: String {
        (0..<size.rows).map { row in
            var mask = cells[row].map { cell -> String in
                switch cell.style.surface {
                case .terminal: return "."
                case .light: return "L"
                case .dark: return "K"
                }
            }.joined()
            while mask.last == "." { mask.removeLast() }
            return mask
        }.joined(separator: "\n")
    }

    static func code(for style: Style) -> String {
        if style.reverse && style.role != .focus { return "R" }
        switch style.role {
        case .normal: return style.bold ? "B" : "."
        case .title: return "T"
        case .focus: return "F"
        case .dim: return "d"
        case .accent: return "A"
        case .good: return "G"
        case .bad: return "X"
        case .warn: return "W"
        case .frame: return "."
        case .purple: return "P"
        }
    }

    /// The columns a row's cells add up to (a wide character counts two, its right half none); equals the
    /// canvas width whenever no wide character was cut (for alignment tests).
    public func displayWidth(ofRow row: Int) -> Int {
        cells[row].reduce(0) { $0 + ($1.isContinuation ? 0 : DisplayWidth.of($1.text)) }
    }

    /// The column where `text` first starts on `row`, counting wide characters as two columns; nil if absent.
    public func column(of text: String, inRow row: Int) -> Int? {
        var col = 0
        var placed: [(col: Int, character: Character)] = []
        for cell in cells[row] where !cell.isContinuation {
            for character in cell.text { placed.append((col, character)) }
            col += DisplayWidth.of(cell.text)
        }
        let needle = Array(text)
        guard !needle.isEmpty, needle.count <= placed.count else { return nil }
        for start in 0...(placed.count - needle.count)
        where (0..<needle.count).allSatisfy({ placed[start + $0].character == needle[$0] }) {
            return placed[start].col
        }
        return nil
    }
}

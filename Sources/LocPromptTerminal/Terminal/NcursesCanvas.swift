import CNcurses
#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore

/// The canvas on the real terminal (`stdscr`). Colour roles map to colour pairs, or to attributes when the
/// terminal has no colour or `NO_COLOR` is set (monochrome: focus is reverse video, titles bold).
final class NcursesCanvas: Canvas {
    private(set) var size: Size
    let useColor: Bool
    /// Receives everything drawn here too (the recorder of `--record`).
    var mirror: Canvas?
    /// `.ascii` under a non-UTF-8 locale: every text is transliterated before it is drawn (and recorded).
    var glyphs: GlyphSet = .unicode

    /// Rows where a double-width character was drawn since the last `clear()`: printable ASCII goes into the
    /// cells directly only on the other rows, because only ncurses' own character path mends a wide character
    /// that new text cuts in half.
    private var rowsWithWideCharacters = Set<Int>()

    /// `LOCPROMPT_NCURSES_CHARACTER_PATH=1` sends all text through ncurses' character path (waddnstr), as before
    /// the direct cell writes: a diagnostic, and how the end-to-end tests check that both give the same screen.
    static let writesCellsDirectly = getenv("LOCPROMPT_NCURSES_CHARACTER_PATH") == nil

    init(useColor: Bool) {
        self.useColor = useColor
        self.size = Size(rows: Int(getmaxy(lp_stdscr())), cols: Int(getmaxx(lp_stdscr())))
    }

    func refreshSize() {
        size = Self.clamped(rows: Int(getmaxy(lp_stdscr())), cols: Int(getmaxx(lp_stdscr())))
    }

    /// The largest screen drawn: a terminal reporting more (a SIGWINCH to 65535×65535) is drawn at this
    /// size in its top-left corner, so a frame never costs billions of cells; negative sizes count as 0.
    static let maximumRows = 500
    static let maximumCols = 1_000

    static func clamped(rows: Int, cols: Int) -> Size {
        Size(rows: min(max(0, rows), maximumRows), cols: min(max(0, cols), maximumCols))
    }

    /// The pair of a role on a surface: the terminal's background, or the light or dark phone screen (pairs
    /// 10–19 and 20–29, one per role), when the terminal has them.
    static func pair(for role: StyleRole, on surface: Surface) -> Int16 {
        guard surface != .terminal, surfacePairs else { return pair(for: role) }
        let index = Int16(StyleRole.allCases.firstIndex(of: role) ?? 0)
        return (surface == .light ? 10 : 20) + index
    }

    /// Set by `setUpColors` when the light and dark surfaces have pairs of their own.
    nonisolated(unsafe) static var surfacePairs = false

    /// The foreground of a role on a light (true) or dark surface.
    private static func surfaceForeground(_ role: StyleRole, light: Bool, bright: Bool) -> Int16 {
        switch role {
        case .normal, .title, .focus: return light ? Int16(COLOR_BLACK) : (bright ? 15 : Int16(COLOR_WHITE))
        case .dim, .frame: return bright ? 8 : (light ? Int16(COLOR_BLACK) : Int16(COLOR_WHITE))
        case .accent: return light || !bright ? Int16(COLOR_BLUE) : 12
        case .good: return Int16(COLOR_GREEN)
        case .bad: return Int16(COLOR_RED)
        case .warn: return light ? Int16(COLOR_MAGENTA) : Int16(COLOR_YELLOW)
        case .purple: return Int16(COLOR_MAGENTA)
        }
    }

    static func pair(for role: StyleRole) -> Int16 {
        switch role {
        case .accent: return 1
        case .good: return 2
        case .bad: return 3
        case .warn: return 4
        case .dim: return 5
        case .frame: return 6
        case .purple: return 8
        default: return defaultPair
        }
    }

    /// The terminal's own colours as a pair of their own. Leaving a coloured run for pair 0 costs
    /// `ESC[39m ESC(B ESC[m` (ncurses adds a full attribute reset); for this pair only `ESC[39m`: the first frame
    /// is about 6% smaller (4,263 → 4,018 bytes).
    static let defaultPair: Int16 = 7

    /// Sets up the colour pairs; returns false when colours are not used.
    static func setUpColors() -> Bool {
        guard has_colors() else { return false }
        start_color()
        use_default_colors()
        let background: Int16 = -1
        init_pair(1, Int16(COLOR_BLUE), background)
        init_pair(2, Int16(COLOR_GREEN), background)
        init_pair(3, Int16(COLOR_RED), background)
        init_pair(4, Int16(COLOR_YELLOW), background)
        init_pair(5, lp_colors() >= 16 ? 8 : Int16(COLOR_WHITE), background)
        init_pair(6, Int16(COLOR_CYAN), background)
        init_pair(8, Int16(COLOR_MAGENTA), background)
        init_pair(defaultPair, -1, background)
        // The light and dark phone screens of `present`: iOS's white and black, whatever the terminal's own are.
        if lp_color_pairs() > 20 + StyleRole.allCases.count {
            let bright = lp_colors() >= 16
            for (index, role) in StyleRole.allCases.enumerated() {
                init_pair(Int16(10 + index), surfaceForeground(role, light: true, bright: bright), bright ? 15 : Int16(COLOR_WHITE))
                init_pair(Int16(20 + index), surfaceForeground(role, light: false, bright: bright), Int16(COLOR_BLACK))
            }
            surfacePairs = true
        }
        // Blanks (erased cells) take it too, so that text and the space around it never change pair.
        wbkgdset(lp_stdscr(), chtype(COLOR_PAIR(Int32(defaultPair))) | chtype(UInt8(ascii: " ")))
        return true
    }

    private func attributes(_ style: Style) -> attr_t {
        var attrs = lp_a_normal()
        if style.bold { attrs |= lp_a_bold() }
        // Without colour a light surface is reverse video (and a focused button on it is not).
        let paper = style.surface == .light && !(useColor && Self.surfacePairs)
        if (style.reverse || style.role == .focus) != paper { attrs |= lp_a_reverse() }
        switch style.role {
        case .title: attrs |= lp_a_bold()
        case .dim: attrs |= useColor ? 0 : lp_a_dim()
        case .bad: attrs |= lp_a_bold()
        default: break
        }
        if useColor {
            attrs |= attr_t(COLOR_PAIR(Int32(Self.pair(for: style.role, on: style.surface))))
        }
        return attrs
    }

    /// Printable ASCII (most of a frame: frames, labels, the inspector, the log) is one column a byte and has
    /// nothing to neutralize, so it goes out as one run without walking it character by character: the same
    /// cells as the general path below, at a fraction of the first frame's cost (issue 15). Nil for any other
    /// text.
    ///
    /// On a row without wide characters the run is written into the window's cells as they are
    /// (`lp_put_ascii`, waddchnstr): the same cells (the byte, the attributes, the colour pair) as ncurses'
    /// character path gives, without its multibyte conversion and rendering per character, which was a fifth of
    /// the first frame's instructions.
    private func putPrintableASCII(_ text: String, row: Int, col: Int, attributes: attr_t) -> Int? {
        var text = text
        let direct = Self.writesCellsDirectly && !rowsWithWideCharacters.contains(row)
        return text.withUTF8 { bytes -> Int? in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            let start = max(col, 0), end = min(col + bytes.count, size.cols)
            guard end > start, let base = bytes.baseAddress else { return 0 }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                if direct {
                    _ = lp_put_ascii(Int32(row), Int32(start), characters + (start - col), Int32(end - start), attributes)
                } else {
                    _ = mvwaddnstr(lp_stdscr(), Int32(row), Int32(start), characters + (start - col), Int32(end - start))
                }
            }
            return end - start
        }
    }

    /// Text of single-width characters that are each their own grapheme (frames, curly quotes, accented Latin,
    /// arrows, `●`), on a row without wide characters: written into the cells directly (`lp_put_single_width`),
    /// like printable ASCII above; the frames of every pane go this way. Nil when any character is outside
    /// `DisplayWidth.isAloneInItsGrapheme` or the C library measures it otherwise than `DisplayWidth` (then the
    /// general path below places it). Control characters are outside that set, so nothing unneutralized gets in.
    private func putSingleWidth(_ text: String, row: Int, col: Int, attributes: attr_t) -> Int? {
        guard Self.writesCellsDirectly && !rowsWithWideCharacters.contains(row) else { return nil }
        // The code points go through a buffer on the stack: an array here was an allocation a call (issue 15).
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: text.utf8.count) { codes -> Int? in
            var count = 0
            for scalar in text.unicodeScalars {
                let value = scalar.value
                guard value >= 0x20 && value < 0x7F
                    || DisplayWidth.isAloneInItsGrapheme(value) && DisplayWidth.of(scalar) == 1 && lp_wcwidth(value) == 1
                else { return nil }
                codes[count] = value
                count += 1
            }
            let start = max(col, 0), end = min(col + count, size.cols)
            guard end > start else { return 0 }
            _ = lp_put_single_width(Int32(row), Int32(start), codes.baseAddress! + (start - col), Int32(end - start), attributes)
            return end - start
        }
    }

    /// Whether ncurses will advance `width` columns for `character` (one scalar, and wcwidth says the same).
    private static func cLibraryAgrees(_ character: Character, width: Int) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return lp_wcwidth(scalar.value) == Int32(width)
    }

    /// `LOCPROMPT_NCURSES_KEEP_BLANKS=1` leaves every blank with the attributes it was drawn with (see
    /// `settleBlanks`): a diagnostic, and how the end-to-end tests check that the screen looks the same.
    static let settlesBlanks = getenv("LOCPROMPT_NCURSES_KEEP_BLANKS") == nil

    /// Before a frame is shown: blanks whose look cannot change take the attributes of the cell to their left
    /// (`lp_settle_blank_attributes`), so that `│ │` between two frame lines is one colour run instead of three.
    /// Each colour switch costs ncurses a terminfo string evaluated anew; this halves the switches of the first
    /// frame (202 → 94 SGR sequences, 4,071 → 3,530 bytes; issue 15). Rows with double-width characters are left
    /// as drawn. It reads every row back from ncurses, about 87k instructions a frame.
    func settleBlanks() {
        guard Self.settlesBlanks else { return }
        let lastPlainPair = useColor ? Int32(Self.defaultPair) : 0
        for row in 0..<size.rows where !rowsWithWideCharacters.contains(row) {
            _ = lp_settle_blank_attributes(Int32(row), Int32(size.cols), lastPlainPair)
        }
    }

    func clear() {
        mirror?.clear()
        werase(lp_stdscr())
        rowsWithWideCharacters.removeAll(keepingCapacity: true)
    }

    @discardableResult
    func put(_ text: String, row: Int, col: Int, style: Style) -> Int {
        let text = glyphs == .ascii ? AsciiFallback.transliterate(SafeText.neutralize(text)) : text
        mirror?.put(text, row: row, col: col, style: style)
        guard row >= 0, row < size.rows else { return 0 }
        let attrs = attributes(style)
        wattrset(lp_stdscr(), Int32(bitPattern: UInt32(truncatingIfNeeded: attrs)))
        defer { wattrset(lp_stdscr(), 0) }
        if let drawn = putPrintableASCII(text, row: row, col: col, attributes: attrs) { return drawn }
        if let drawn = putSingleWidth(text, row: row, col: col, attributes: attrs) { return drawn }
        var c = col
        var run = ""
        var runStart = col
        func flush() {
            if !run.isEmpty { _ = mvwaddstr(lp_stdscr(), Int32(row), Int32(runStart), run) }
            run = ""
        }
        for character in SafeText.neutralize(text) {
            let width = DisplayWidth.of(character)
            if width == 0 {
                if !run.isEmpty { run.append(character) }
                continue
            }
            if c + width > size.cols { break }
            if width > 1 { rowsWithWideCharacters.insert(row) }
            if c < 0 {
                c += width
                runStart = c
                continue
            }
            // Text goes out in runs where the C library's wcwidth agrees with DisplayWidth (ASCII, box drawing,
            // curly quotes); any other character is placed alone at the column DisplayWidth gives, so the frame
            // stays aligned even where wcwidth disagrees.
            if !(character.isASCII || Self.cLibraryAgrees(character, width: width)) {
                flush()
                _ = mvwaddstr(lp_stdscr(), Int32(row), Int32(c), TerminalGlyph.standIn(for: character, width: width) { Int(lp_wcwidth($0.value)) })
                runStart = c + width
            } else {
                if run.isEmpty { runStart = c }
                run.append(character)
            }
            c += width
        }
        // The bottom-right cell: ncurses returns ERR after writing it (the cursor cannot advance); harmless.
        flush()
        return max(0, c - max(col, 0))
    }
}

import LocPromptCore

/// Graphemes as the ncurses canvas hands them to the terminal.
enum TerminalGlyph {
    /// What ncurses is handed for a grapheme: the grapheme itself when ncurses advances exactly `width` columns for
    /// it (the sum of its scalars' C-library widths: accented letters, Devanagari). An emoji sequence
    /// (`👨‍👩‍👧`, `👍🏽`, `🏳️‍🌈`, `☺️`) is one `width`-column picture for `DisplayWidth`, but ncurses places each of
    /// its scalars in cells of its own (six for the family) over the text and frame to its right, and terminals
    /// disagree on how they join it (tmux 3.3 two columns for the family, one for the flag; xterm six): the layout
    /// broke on every row holding one. Such a grapheme is drawn as its first visible scalar, padded with spaces to
    /// `width`, which every terminal and ncurses place alike. `scalarWidth` is the C library's `wcwidth` (ncurses'
    /// own measure; the tests pass the generated table of the same widths). Recordings keep the whole grapheme.
    static func standIn(for character: Character, width: Int, scalarWidth: (Unicode.Scalar) -> Int) -> String {
        let scalars = character.unicodeScalars
        let advance = scalars.reduce(0) { $0 + max(0, scalarWidth($1)) }
        if advance == width { return String(character) }
        guard let first = scalars.first(where: { scalarWidth($0) > 0 }), case let drawn = scalarWidth(first), drawn <= width else {
            return RepeatedText.make(" ", count: width)
        }
        return String(first) + RepeatedText.make(" ", count: width - drawn)
    }
}

/// A key (or mouse click) as the front end understands it, independent of ncurses.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case char(Character)
    case up, down, left, right
    case tab, backTab
    case enter
    case escape
    case backspace
    case pageUp, pageDown, home, end
    /// Delete (forward delete) and Insert: no binding, but a key, so that "does nothing here" replaces an old note.
    case delete, insert
    /// A function key: F1 is help, as in most programs (audit 14 F16).
    case function(Int)
    /// Ctrl + a letter (lowercase), e.g. Ctrl-L.
    case ctrl(Character)
    /// The terminal changed size.
    case resize
    /// A mouse click at a cell (zero-based).
    case click(row: Int, col: Int)
    case wheelUp, wheelDown

    public static let space = Key.char(" ")

    /// How the help overlay and README write the key.
    public var description: String {
        switch self {
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .function(let n): return "F\(n)"
        case .ctrl(let c): return "Ctrl-" + String(c).uppercased()
        case .resize: return "(resize)"
        case .click(let r, let c): return "(click \(r),\(c))"
        case .wheelUp: return "(wheel up)"
        case .wheelDown: return "(wheel down)"
        }
    }
}

import Foundation
import Testing

/// Before each frame, blanks whose look cannot change take the attributes of the cell to their left, so that
/// ncurses switches colours less often (issue 15; `NcursesCanvas.settleBlanks`). What the user sees must not
/// change: every character keeps its colours and attributes, every blank its background, reverse video and
/// underline. `LOCPROMPT_NCURSES_KEEP_BLANKS=1` turns the settling off.
@Suite(.serialized) struct SettledBlanksEndToEndTests {
    static let cases: [(arguments: String, environment: String, shows: String)] = [
        ("--os 17.4 --app Assets/Apps/WhereAmI.plist --request when-in-use", "", "Allow Once"),
        ("--os 17.4 --app-name '地图地图 App é' --purpose '你好 world ü ● ─' --request when-in-use", "", "Allow Once"),
        ("--os 12.2 --app Assets/Apps/WhereAmI.plist --request always", "NO_COLOR=1", "Allow"),
        ("present --os 17.4 --appearance light", "", "Free play"),
    ]

    @Test("Settled blanks look the same as blanks kept as drawn, with fewer colour switches", arguments: 0..<cases.count)
    func sameLook(index: Int) throws {
        let (arguments, environment, shows) = Self.cases[index]
        guard let settled = TmuxHarness.styledScreenAfterDown(arguments, environment: environment, shows: shows),
              let kept = TmuxHarness.styledScreenAfterDown(arguments, environment: environment + " LOCPROMPT_NCURSES_KEEP_BLANKS=1", shows: shows)
        else { return }
        let settledCells = StyledCells(settled), keptCells = StyledCells(kept)
        #expect(settledCells.rows.count == keptCells.rows.count)
        for (row, (a, b)) in zip(settledCells.rows, keptCells.rows).enumerated() {
            let width = max(a.count, b.count)
            for col in 0..<width {
                let x = col < a.count ? a[col] : .blank, y = col < b.count ? b[col] : .blank
                #expect(x.visible == y.visible, "row \(row) col \(col): \(x) settled, \(y) kept\n\(arguments)")
            }
        }
        // The colour screens must have fewer style changes; without colour there is only bold to settle.
        if !environment.contains("NO_COLOR") && !arguments.hasPrefix("present") {
            #expect(settledCells.styleChanges < keptCells.styleChanges,
                    "\(settledCells.styleChanges) style changes settled, \(keptCells.styleChanges) kept")
        }
    }
}

/// The cells of `tmux capture-pane -e -p`: each character with the SGR state it was drawn in.
struct StyledCells {
    struct Cell: Equatable, CustomStringConvertible {
        var character: Character = " "
        var foreground = "", background = ""
        var bold = false, dim = false, italic = false, underline = false, reverse = false
        static let blank = Cell()
        /// What the eye can tell apart: a blank shows only its background, reverse video and underline.
        var visible: Cell {
            guard character == " " else { return self }
            return Cell(character: " ", background: background, underline: underline, reverse: reverse)
        }
        var description: String {
            "\"\(character)\" fg \(foreground) bg \(background)\(bold ? " bold" : "")\(dim ? " dim" : "")\(italic ? " italic" : "")\(underline ? " underline" : "")\(reverse ? " reverse" : "")"
        }
    }

    private(set) var rows: [[Cell]] = []
    /// How many times the style changes between neighbouring cells of a row.
    private(set) var styleChanges = 0

    init(_ capture: String) {
        // tmux writes a style change only where the style changes: the state carries over from line to line.
        var state = Cell()
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Cell] = []
            var characters = Array(line)[...]
            while let first = characters.popFirst() {
                if first == "\u{1B}", characters.first == "[" {
                    characters.removeFirst()
                    var parameters = ""
                    while let next = characters.popFirst(), next != "m" { parameters.append(next) }
                    Self.apply(parameters, to: &state)
                    continue
                }
                var cell = state
                cell.character = first
                if let last = row.last, Self.style(of: last) != Self.style(of: cell) { styleChanges += 1 }
                row.append(cell)
            }
            rows.append(row)
        }
    }

    private static func style(of cell: Cell) -> Cell {
        var style = cell
        style.character = " "
        return style
    }

    private static func apply(_ parameters: String, to state: inout Cell) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
            switch code {
            case 0: state = Cell()
            case 1: state.bold = true
            case 2: state.dim = true
            case 3: state.italic = true
            case 4: state.underline = true
            case 7: state.reverse = true
            case 22: state.bold = false; state.dim = false
            case 23: state.italic = false
            case 24: state.underline = false
            case 27: state.reverse = false
            case 30...37, 90...97: state.foreground = "\(code)"
            case 39: state.foreground = ""
            case 40...47, 100...107: state.background = "\(code)"
            case 49: state.background = ""
            case 38, 48:
                // 38;5;N or 38;2;R;G;B (and 48 for the background).
                let mode = codes.popFirst() ?? 0
                let values = (0..<(mode == 2 ? 3 : 1)).map { _ in codes.popFirst() ?? 0 }
                let colour = "\(mode):" + values.map(String.init).joined(separator: ",")
                if code == 38 { state.foreground = colour } else { state.background = colour }
            default: break
            }
        }
    }
}

import LocPromptCore
@testable import LocPromptTerminal
import Testing

@Suite("Canvas: width, clipping and safety")
struct CanvasTests {
    @Test("Wide characters take two cells and cut halves are blanked")
    func wideCells() {
        let canvas = GridCanvas(rows: 1, cols: 10)
        #expect(canvas.put("地図ab", row: 0, col: 0, style: .normal) == 6)
        #expect(canvas.line(0) == "地図ab")
        canvas.put("x", row: 0, col: 1, style: .normal) // cuts 地
        #expect(canvas.line(0) == " x図ab")
        #expect(canvas.displayWidth(ofRow: 0) == 10)
        canvas.put("界", row: 0, col: 9, style: .normal) // does not fit: clipped, never half drawn
        #expect(canvas.displayWidth(ofRow: 0) == 10)
    }

    @Test("Control characters never reach the canvas")
    func controlCharacters() {
        let canvas = GridCanvas(rows: 2, cols: 40)
        canvas.put("\u{1B}[31mred\u{07}\u{9B}2J\r\n", row: 0, col: 0, style: .normal)
        for cell in canvas.cells.joined() {
            for scalar in cell.text.unicodeScalars {
                #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value), "raw control \(scalar.value)")
            }
        }
        #expect(canvas.line(0).hasPrefix("␛[31mred␇"))
    }

    @Test("An app name with escape sequences and bidi overrides draws inert on every pane", arguments: Fixtures.sizes)
    func hostileApp(size: Size) {
        let evil = AppProfile(displayName: "Evil\u{1B}]0;pwned\u{07}\u{202E}ppA",
                              usageDescriptions: [.whenInUse: "Line\u{1B}[2Jbreak\u{0}\u{8}"])
        var model = FrontEndModel(os: .newest(.iOS), apps: [AppChoice(profile: evil, origin: "test")])
        for key in "lw" { model.handle(.char(key)) }
        let canvas = Fixtures.render(model, size)
        for cell in canvas.cells.joined() {
            #expect(SafeText.isInert(cell.text), "cell \(cell.text.unicodeScalars.map(\.value))")
        }
        #expect(canvas.text.contains("Evil␛]0;pwned␇"))
    }

    @Test("Wide characters in the app name and purpose keep every frame aligned", arguments: Fixtures.sizes)
    func wideAlignment(size: Size) {
        var model = Fixtures.model(app: 1)
        for key in "lw" { model.handle(.char(key)) }
        let canvas = Fixtures.render(model, size)
        let layout = Layout(size)
        for row in 0..<size.rows {
            #expect(canvas.displayWidth(ofRow: row) == size.cols, "row \(row) is \(canvas.displayWidth(ofRow: row)) columns")
        }
        // The device frame's right edge and the inspector's left edge stay in their columns on every body row.
        for row in (layout.device.row + 1)..<(layout.device.bottom - 1) {
            let cells = columns(canvas, row: row)
            #expect(cells[layout.device.right - 1] == "│", "device edge, row \(row)")
            #expect(cells[layout.inspector.col] == "│" || cells[layout.inspector.col] == "┌" || cells[layout.inspector.col] == "└",
                    "inspector edge, row \(row)")
        }
        #expect(canvas.text.contains("地図アプリ"))
    }

    /// The text of each column of a row (a wide character's right half is "").
    func columns(_ canvas: GridCanvas, row: Int) -> [String] { canvas.cells[row].map(\.text) }

    @Test("Box and rule drawing")
    func boxes() {
        let canvas = GridCanvas(rows: 4, cols: 8)
        canvas.box(Rect(row: 0, col: 0, rows: 4, cols: 8), style: .rounded)
        canvas.rule(row: 2, in: Rect(row: 0, col: 0, rows: 4, cols: 8))
        #expect(canvas.text == "╭──────╮\n│      │\n├──────┤\n╰──────╯")
    }
}

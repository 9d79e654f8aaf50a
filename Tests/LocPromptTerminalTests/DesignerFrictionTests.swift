import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// What a designer tripped over in audit 24e ("Friction a designer would hit") and audit 24h ("Designer").
@Suite("Designer friction: cursor, clock, Precise Off, legend, help headings, wide mouse")
struct DesignerFrictionTests {
    static let size = Size(rows: 24, cols: 80)

    static func asking(_ os: DeviceOS = Fixtures.ios18, keys: [Key] = []) -> (FrontEndModel, GridCanvas) {
        var model = Fixtures.model(os: os)
        for key in [Key.char("l"), .char("w")] + keys { model.handle(key) }
        return (model, Fixtures.render(model, size))
    }

    /// 24e friction 1: reverse video on the first button read as Apple's default button.
    @Test("the keyboard focus is a cursor (› … ‹), never a filled button; the help says what it is")
    func cursorNotFill() throws {
        let (_, canvas) = Self.asking(keys: [.down])
        let alert = Layout(Self.size).deviceScreen
        let row = try #require((alert.row..<alert.bottom).first { canvas.line($0).contains("Allow While Using App") })
        #expect(canvas.line(row).contains("› Allow While Using App ‹"))
        #expect(!canvas.line(row - 2).contains("›"), "only the focused button is marked")
        for r in alert.row..<alert.bottom {
            for c in alert.col..<alert.right {
                #expect(!canvas.cells[r][c].style.reverse && canvas.cells[r][c].style.role != .focus, "(\(r), \(c)) filled")
            }
        }
        let help = GridCanvas(Size(rows: 40, cols: 120))
        HelpOverlay.draw(in: help.size, on: help)
        #expect(help.text.contains("keyboard cursor"))
    }

    /// 24e friction 5: the status bar showed `9:41:00`; iOS shows `9:41`.
    @Test("the status bar's clock shows hours and minutes; the log keeps virtual seconds")
    func clockWithoutSeconds() {
        var model = Fixtures.model()
        model.handle(.char("l"))
        model.send(.advance(.seconds(65)))
        let canvas = Fixtures.render(model, Self.size)
        #expect(canvas.line(2).contains(" 9:42 "))
        #expect(!canvas.line(2).contains("9:42:05"))
        #expect(DeviceScreen.statusClock(VirtualTime(milliseconds: 3_600_000)) == "10:41")
    }

    /// 24e friction 6: `Precise: Off` was blue in the terminal and grey in the SVG.
    @Test("Precise: Off is grey, Precise: On the tint, as in the SVG")
    func preciseOffIsGrey() throws {
        for on in [true, false] {
            let box = AlertBox(title: "T", message: "M", extras: [.preciseSwitch(on: on), .map(approximate: !on)],
                               buttons: ["A", "B"], layout: .stacked, focus: 0, unverified: false)
            let canvas = GridCanvas(rows: 16, cols: 36)
            AlertView.draw(box, in: Rect(row: 0, col: 0, rows: 16, cols: 36), on: canvas)
            let row = try #require((0..<16).first { canvas.line($0).contains("Precise:") })
            let col = canvas.cells[row].firstIndex { $0.text == "P" }!
            #expect(canvas.cells[row][col].style.role == (on ? .accent : .dim), "on: \(on)")
        }
    }

    /// 24h designer 2: the `–` mark's legend showed only where the inspector had a spare line.
    @Test("the legend of the – mark is on screen in the main view (on the border when no line is left)")
    func dashLegendAlwaysShown() throws {
        for version in ["17.4", "12.2"] {
            let os = try DeviceOS.resolve(platform: .iOS, versionText: version).get()
            for size in [Size(rows: 30, cols: 100), Size(rows: 40, cols: 120)] {
                let canvas = Fixtures.render(Self.asking(os).0, size)
                #expect(canvas.text.contains("– NSLocation"), "\(version) \(size)")
                #expect(canvas.text.contains("– = not read on iOS \(version)"), "\(version) \(size):\n\(canvas.text)")
            }
        }
    }

    /// 24h designer 3: at 100×30 the help's left column ended with a bare “Screen” heading.
    @Test("no heading ends a column of the help", arguments: [Size(rows: 30, cols: 100), Size(rows: 24, cols: 80), Size(rows: 40, cols: 120)])
    func noOrphanHeading(size: Size) {
        let layout = HelpOverlay.layout(KeyBindings.helpRows, in: size)
        for end in stride(from: layout.perColumn - 1, to: layout.lines.count - 1, by: layout.perColumn) {
            #expect(layout.lines[end].1 != .title, "“\(layout.lines[end].0)” ends a column at \(size)")
        }
    }

    /// 24h designer 4: X10 mouse reports cannot name a column past 223; SGR (1006) reports can.
    @Test("SGR mouse reports (mode 1006) are clicks and wheel turns at any column")
    func sgrMouse() {
        let esc: UInt8 = 0x1B
        func decode(_ text: String) -> [InputDecoder.Decoded] { InputDecoderTests.keys([esc] + Array(text.utf8)) }
        #expect(decode("[<0;300;5M") == [.key(.click(row: 4, col: 299))])
        #expect(decode("[<0;1;1M") == [.key(.click(row: 0, col: 0))])
        #expect(decode("[<64;250;10M") == [.key(.wheelUp)])
        #expect(decode("[<65;250;10M") == [.key(.wheelDown)])
        // A release, a right button and a broken report are not keys, and never typed text.
        for other in ["[<0;300;5m", "[<2;10;10M", "[<0;;5M", "[<0;0;5M", "[<0;12345678901234567890;1M"] {
            #expect(decode(other) == [.ignored], "\(other)")
        }
    }
}

import LocPromptCore
@testable import LocPromptTerminal
import Testing

@Suite("Alert buttons: long labels wrap like a device instead of being cut")
struct AlertLabelWrapTests {
    static let box = AlertBox(title: "„Wo bin ich?“ erlauben, deinen Standort zu verwenden?",
                              message: "Dein Standort wird auf der Karte angezeigt.", extras: [],
                              buttons: ["Einmal erlauben", "Beim Verwenden der App erlauben und auch im Hintergrund", "Nicht erlauben"],
                              layout: .stacked, focus: 1, unverified: false)

    @Test("A stacked label longer than the alert wraps onto more lines of its button, every word shown")
    func wraps() {
        let canvas = GridCanvas(rows: 24, cols: 36)
        let screen = Rect(row: 0, col: 0, rows: 24, cols: 36)
        AlertView.draw(Self.box, in: screen, on: canvas)
        Golden.check("alert-long-label-wraps", canvas)
        #expect(!canvas.text.contains("…"))
        for word in ["Beim", "Verwenden", "erlauben", "Hintergrund"] { #expect(canvas.text.contains(word)) }
        // The button is three rows tall and both rows are the button: a click on either taps it.
        let rects = AlertView.geometry(Self.box, in: screen).buttonRects
        #expect(rects[1].rows == 3)
        #expect(AlertView.button(at: rects[1].row + 2, col: rects[1].col + 3, box: Self.box, in: screen) == 1)
        #expect(AlertView.button(at: rects[2].row, col: rects[2].col + 3, box: Self.box, in: screen) == 2)
        // The keyboard cursor marks the focused button's first line (no reverse video: audit 24e friction 1).
        #expect(canvas.line(rects[1].row).contains("› Beim"))
        for row in rects[1].row..<rects[1].bottom { #expect(canvas.cells[row][rects[1].col + 1].style.role != .focus) }
    }

    @Test("When wrapped labels cannot fit the screen, each button falls back to one line")
    func fallsBack() {
        let screen = Rect(row: 0, col: 0, rows: 9, cols: 36)
        let rects = AlertView.geometry(Self.box, in: screen).buttonRects
        #expect(rects.allSatisfy { $0.rows == 1 })
    }
}

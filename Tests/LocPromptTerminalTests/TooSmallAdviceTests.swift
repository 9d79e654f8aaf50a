import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// The too-small screen's last line says how to leave (`q quits`), the only key that works there: at 20×5 its
/// wrapped lines took six rows and that one was cut off (session 21's UX pass).
@Suite("Too small: the way out always shows")
struct TooSmallAdviceTests {
    @Test("q quits is on screen at every small size", arguments: [Size(rows: 5, cols: 20), Size(rows: 3, cols: 20),
                                                                  Size(rows: 4, cols: 30), Size(rows: 12, cols: 40),
                                                                  Size(rows: 2, cols: 40), Size(rows: 20, cols: 60)])
    func adviceShows(size: Size) {
        let canvas = GridCanvas(size)
        TooSmallScreen.draw(in: size, on: canvas)
        #expect(canvas.text.contains("(q quits)"), "\(size):\n\(canvas.text)")
    }

    @Test("with room, every line shows, the current size included")
    func allLinesWithRoom() {
        let canvas = GridCanvas(rows: 12, cols: 40)
        TooSmallScreen.draw(in: Size(rows: 12, cols: 40), on: canvas)
        #expect(canvas.text.contains("This one is 40×12.") && canvas.text.contains("locprompt needs a terminal of at least"))
    }
}

import LocPromptCore
import Testing
@testable import LocPromptTerminal

/// A help that does not fit on one screen pages with Space instead of losing its last rows.
@Suite("Help overlay pages")
struct HelpPagingTests {
    @Test("at 80×24 the emulator's help takes two pages; Space shows the rest, any other key closes it")
    func pagesAtMinimumSize() {
        let size = Size(rows: 24, cols: 80)
        #expect(HelpOverlay.pageCount(in: size) == 2)
        #expect(HelpOverlay.pageCount(in: Size(rows: 40, cols: 120)) == 1)
        var model = Fixtures.model()
        model.size = size
        model.handle(.char("?"))
        let first = Fixtures.render(model, size).text
        #expect(first.contains("Keys (1/2)"))
        #expect(!first.contains("In Settings"))
        model.handle(.space)
        #expect(model.helpVisible && model.helpPage == 1)
        let second = Fixtures.render(model, size).text
        #expect(second.contains("In Settings") && second.contains("Esc S"))
        model.handle(.char("x"))
        #expect(!model.helpVisible)
        model.handle(.char("?"))
        #expect(model.helpPage == 0)
    }

    @Test("every help row appears on some page, at every size from 80×24")
    func everyRowShown() {
        for size in [Size(rows: 24, cols: 80), Size(rows: 30, cols: 100), Size(rows: 40, cols: 120)] {
            var seen = ""
            for page in 0..<HelpOverlay.pageCount(in: size) {
                let canvas = GridCanvas(size)
                HelpOverlay.draw(page: page, in: size, on: canvas)
                seen += canvas.text
            }
            for row in KeyBindings.helpRows {
                #expect(seen.contains(row.keyLabel), "\(row.keyLabel) missing at \(size.cols)×\(size.rows)")
            }
        }
    }

    /// Session 21's UX pass: `present` at 40×18 laid its help in two 17-column columns, the second empty, and cut
    /// every summary to a few letters (`D         light…`).
    @Test("present's help at its minimum size: one column, no summary cut, paged with Space", arguments: [false, true])
    func presentAtMinimum(freePlay: Bool) {
        let size = Size(rows: 18, cols: 40)
        let rows = PresentKeyBindings.helpRows(freePlay: freePlay)
        var seen = ""
        for page in 0..<HelpOverlay.pageCount(rows, in: size) {
            let canvas = GridCanvas(size)
            HelpOverlay.draw(rows, page: page, in: size, on: canvas)
            let inner = canvas.text.split(separator: "\n").dropFirst().dropLast()
            #expect(!inner.contains { $0.contains("…") }, "page \(page):\n\(canvas.text)")
            seen += canvas.text
        }
        for row in rows { #expect(seen.contains(row.keyLabel), "\(row.keyLabel)") }
        #expect(seen.contains("light / dark appearance"))
    }
}

import LocPromptCore
@testable import LocPromptTerminal
import Testing

@Suite("Surfaces: the presentation's light and dark phone screens in recordings and in the grid")
struct SurfaceEncodingTests {
    @Test("Recordings paint the light surface bright white and the dark one black, whatever the terminal's colours")
    func colours() {
        let encoder = AnsiFrameEncoder(useColor: true)
        #expect(encoder.sgr(Style(.normal, surface: .light)) == "\u{1B}[0;30;107m")
        #expect(encoder.sgr(Style(.accent, surface: .light)) == "\u{1B}[0;34;107m")
        #expect(encoder.sgr(Style(.normal, surface: .dark)) == "\u{1B}[0;97;40m")
        #expect(encoder.sgr(Style(.focus, reverse: true, surface: .dark)) == "\u{1B}[0;7;97;40m")
        // The terminal's own surface is unchanged: no background at all.
        #expect(encoder.sgr(Style(.accent)) == "\u{1B}[0;34m")
    }

    @Test("Without colour a light surface is reverse video, and a focused button on it is not")
    func monochrome() {
        let encoder = AnsiFrameEncoder(useColor: false)
        #expect(encoder.sgr(Style(.normal, surface: .light)) == "\u{1B}[0;7m")
        #expect(encoder.sgr(Style(.focus, surface: .light)) == "\u{1B}[0m")
        #expect(encoder.sgr(Style(.normal, surface: .dark)) == "\u{1B}[0m")
    }

    @Test("A SurfaceCanvas puts everything on its surface and dims what is behind an alert")
    func surfaceCanvas() {
        let grid = GridCanvas(rows: 2, cols: 10)
        SurfaceCanvas(grid, surface: .light).put("ab", row: 0, col: 0, style: .accent)
        SurfaceCanvas(grid, surface: .dark, dimmed: true).put("cd", row: 1, col: 0, style: .title)
        #expect(grid.cells[0][0].style == Style(.accent, surface: .light))
        #expect(grid.cells[1][0].style == Style(.dim, surface: .dark))
        #expect(grid.surfaceMask == "LL\nKK")
    }
}

import LocPromptCore
import PropertyBased
import Testing
@testable import LocPromptTerminal

/// `GridCanvas.put` writes printable ASCII byte by byte (issue 15); the cells must be those of the general
/// path, including where it cuts wide characters it overwrites and where the row ends.
@Suite("GridCanvas: the printable ASCII path")
struct GridCanvasASCIITests {
    static let prefills = ["地图地图地图地图", "abc地de图", "", "ＷＷＷＷＷＷ", "e\u{301}e\u{301}x地"]
    static let ascii = Gen.int(in: 0x20...0x7E).array(of: 0...30).map { String(decoding: $0.map(UInt8.init), as: UTF8.self) }

    static let singleWidthPieces = ["a", " ", "─", "│", "╭", "é", "●", "’", "→", "·", "▂", "✓", "ü"]
    static let singleWidth = Gen.int(in: 0...(singleWidthPieces.count - 1)).array(of: 0...30).map { $0.map { singleWidthPieces[$0] }.joined() }

    /// Draws `text` at `col` over a prefilled row of 20 columns twice: alone (the short cut under test) and
    /// followed by `breaker`, a wide character that sends the whole string through the general path, so every cell
    /// before the breaker is the general path's drawing of `text`. Checks those cells and the width returned.
    static func compare(_ text: String, breaker: String, prefill: Int, col: Int) {
        let fast = GridCanvas(rows: 1, cols: 20), general = GridCanvas(rows: 1, cols: 20)
        for canvas in [fast, general] { canvas.put(prefills[prefill], row: 0, col: 0, style: .normal) }
        let drawn = fast.put(text, row: 0, col: col, style: .accent)
        _ = general.put(text + breaker, row: 0, col: col, style: .accent)
        let length = text.unicodeScalars.count
        let end = max(0, min(20, col + length))
        if text.isEmpty {
            // Nothing drawn: the row is the prefill's (the breaker would cut the wide character before it).
            let untouched = GridCanvas(rows: 1, cols: 20)
            untouched.put(prefills[prefill], row: 0, col: 0, style: .normal)
            #expect(fast.cells == untouched.cells)
        } else {
            #expect(Array(fast.cells[0][0..<end]) == Array(general.cells[0][0..<end]), "\(text) at \(col)")
        }
        #expect(drawn == max(0, min(20, col + length) - max(col, 0)))
    }

    @Test("Single-width text (frames, quotes, accents): the same cells and width as the general path")
    func singleWidthSameCells() async {
        await propertyCheck(count: 300, input: Self.singleWidth, Gen.int(in: 0...(Self.prefills.count - 1)), Gen.int(in: -4...22)) { text, prefill, col in
            Self.compare(text, breaker: "地", prefill: prefill, col: col)
        }
    }

    @Test("Printable ASCII: the same cells and width as the general path")
    func sameCells() async {
        await propertyCheck(count: 300, input: Self.ascii, Gen.int(in: 0...(Self.prefills.count - 1)), Gen.int(in: -4...22)) { text, prefill, col in
            Self.compare(text, breaker: "地", prefill: prefill, col: col)
        }
    }
}

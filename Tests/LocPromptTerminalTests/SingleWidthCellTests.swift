import CNcurses
import Testing

/// `lp_put_single_width` builds its cells in place instead of calling `setcchar` once a cell (issue 15): each cell
/// must be exactly the one `setcchar` builds, for every kind of character and attribute the canvas draws with.
@Suite("Single-width cells built in place")
struct SingleWidthCellTests {
    @Test("the same cell as setcchar, for text, box drawing and punctuation, with every attribute and pair")
    func sameAsSetcchar() {
        let codes: [UInt32] = [0x20, 0x41, 0x7E, 0xE9, 0x2014, 0x201C, 0x2192, 0x2500, 0x256D, 0x25CF, 0x2713]
        let styles: [attr_t] = [lp_a_normal(), lp_a_bold(), lp_a_reverse(), lp_a_dim(), lp_a_underline(),
                                lp_a_bold() | lp_a_underline() | lp_a_reverse()]
        for code in codes {
            for style in styles {
                for pair: Int32 in [0, 1, 7, 8, 63, 200, 255] {
                    let attrs = style | attr_t(COLOR_PAIR(pair))
                    #expect(lp_single_width_cell_is_setcchars(code, attrs) == 1, "U+\(String(code, radix: 16)) attrs \(attrs)")
                }
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import LocPromptCore

/// Issue 14 "Widths": the column widths come from the C library (a table generated from glibc's `wcwidth` by
/// `scripts/generate-width-table`), so ncurses, the terminal and the drawing code agree on where borders fall.
@Suite("Display width table against the C library")
struct DisplayWidthTableTests {
    /// Every code point the local C library knows (wcwidth ≠ -1) and the table knows too, compared with
    /// `wcwidth` under C.UTF-8 (or en_US.UTF-8). Controls are left out: `SafeText` replaces them before drawing.
    @Test("every code point 0…0x10FFFF has the width wcwidth gives it")
    func matchesWcwidth() throws {
        guard let locale = newlocale(1 << LC_CTYPE, "C.UTF-8", nil) ?? newlocale(1 << LC_CTYPE, "en_US.UTF-8", nil) else {
            Issue.record("neither C.UTF-8 nor en_US.UTF-8 is installed: the comparison needs a UTF-8 locale")
            return
        }
        // Per thread: other tests running meanwhile keep their locale.
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        // `wcwidth` is an X/Open function that the Glibc module does not import: look it up in the C library.
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else {
            Issue.record("the C library has no wcwidth")
            return
        }
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        var compared = 0
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let theirs = Int(wcwidth(Int32(bitPattern: value)))
            if theirs < 0 || value < 0x20 || (0x7F..<0xA0).contains(value) { continue }
            if DisplayWidth.contains(DisplayWidthTable.unknown, value) { continue }
            compared += 1
            let ours = DisplayWidth.of(scalar)
            if ours != theirs { disagreements.append("U+\(String(value, radix: 16, uppercase: true)) ours \(ours) wcwidth \(theirs)") }
        }
        #expect(compared > 270_000, "only \(compared) code points compared")
        #expect(disagreements.isEmpty,
                "\(disagreements.count) of \(compared) code points disagree with this machine's C library (the table is from \(DisplayWidthTable.source); run scripts/generate-width-table): \(disagreements.prefix(20))")
    }

    /// `DisplayWidth.of` answers most of the Basic Multilingual Plane from `blockWidths`, blocks of 16 code points
    /// derived from the tables; every code point, the C library's unknown ones too, must get the width the binary
    /// search in the tables gives.
    @Test("the block short cut gives every code point of the BMP the width the tables give it")
    func blockShortCut() {
        var disagreements: [String] = []
        for value in UInt32(0xA0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            if DisplayWidth.of(scalar) != DisplayWidth.searchedWidth(value) {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagree: \(disagreements.prefix(20))")
        // The short cut is taken where the frames need it: box drawing, curly quotes, Latin letters, CJK; and
        // not where a block mixes widths (combining marks start at U+0300).
        for value: UInt32 in [0x2500, 0x2540, 0x2018, 0xE9, 0x4E00] {
            #expect(DisplayWidth.blockWidths[Int(value >> 4)] == Int8(DisplayWidth.searchedWidth(value)))
        }
        #expect(DisplayWidth.blockWidths[0x300 >> 4] == 0)
        #expect(DisplayWidth.blockWidths[0x25F0 >> 4] == -1)
    }

    @Test("the ranges are sorted and do not overlap")
    func rangesSorted() {
        for ranges in [DisplayWidthTable.zero, DisplayWidthTable.wide, DisplayWidthTable.unknown] {
            #expect(ranges.count % 2 == 0)
            for index in stride(from: 0, to: ranges.count, by: 2) {
                #expect(ranges[index] <= ranges[index + 1])
                if index >= 2 { #expect(ranges[index - 1] < ranges[index]) }
            }
        }
    }

    @Test("the characters the audit named: Devanagari vowel signs keep their column, ⭐ ⚡ ⏰ take two")
    func auditCases() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x093F)!) == 1)
        #expect(DisplayWidth.of("कि") == 2)          // क + ि: as ncurses and wcswidth count it
        #expect(DisplayWidth.of("हिन्दी") == 5)       // ह ि न ् द ी: the virama alone takes none
        for emoji in ["⭐", "⚡", "⏰"] { #expect(DisplayWidth.of(emoji) == 2, "\(emoji)") }
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("👍🏽") == 2)           // an emoji with a skin tone: one picture
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)           // a ZWJ family: one picture
        #expect(DisplayWidth.of("🇫🇷") == 2)           // two regional indicators of one column each
    }
}

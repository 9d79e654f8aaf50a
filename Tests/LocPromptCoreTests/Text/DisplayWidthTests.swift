import Testing
@testable import LocPromptCore

/// Column widths and wrapping used by every renderer (alerts, screens, recordings).
@Suite("Display width and wrapping")
struct DisplayWidthTests {
    @Test("wide and zero-width characters")
    func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("地図") == 4)
        #expect(DisplayWidth.of("🗺️") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.prefix("地図アプリ", columns: 5) == "地図")
    }

    @Test("a too-long API name breaks after its parenthesis, not inside a word")
    func breaksAtPunctuation() {
        #expect(DisplayWidth.wrap("locationManagerDidChangeAuthorization(authorizedAlways)", columns: 40)
                == ["locationManagerDidChangeAuthorization(", "authorizedAlways)"])
        #expect(DisplayWidth.wrap("locationManager(_:didUpdateLocations:)", columns: 30)
                == ["locationManager(_:", "didUpdateLocations:)"])
        // No useful break point: cut where the line is full.
        #expect(DisplayWidth.wrap("abcdefghij", columns: 4) == ["abcd", "efgh", "ij"])
        // A break point too early in the line is not used (it would leave a mostly empty line).
        #expect(DisplayWidth.wrap("a.bcdefghij", columns: 6) == ["a.bcde", "fghij"])
    }

    @Test("no wrapped line is wider than the width, for mixed text")
    func neverOverflows() {
        let text = "Allow “地図アプリ 🗺️” to use your location? locationManager(_:didChangeAuthorization:) " + String(repeating: "x", count: 70)
        for width in [2, 5, 13, 30, 44] {
            for line in DisplayWidth.wrap(text, columns: width) {
                #expect(DisplayWidth.of(line) <= width, "\(width): \(line)")
            }
        }
    }
}

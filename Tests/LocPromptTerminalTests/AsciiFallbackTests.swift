import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// Issue 14 "No UTF-8 locale": under `LANG=C` the screens draw with ASCII only, column for column the same
/// layout as with UTF-8 (the pty half is `LocaleFallbackEndToEndTests`).
@Suite("ASCII fallback (no UTF-8 locale)")
struct AsciiFallbackTests {
    @Test("each character becomes ASCII of the same width")
    func transliteration() {
        #expect(AsciiFallback.transliterate("╭──╮│┃║╰═╯├┤") == "+--+|||+-+++")
        #expect(AsciiFallback.transliterate("“Where Am I?” — it’s…") == "\"Where Am I?\" - it's.")
        #expect(AsciiFallback.transliterate("Café Zürich Ñandú straße") == "Cafe Zurich Nandu strase")
        #expect(AsciiFallback.transliterate("On ● Off ○ ✓ key ✗ key › ➤ ↑↓") == "On * Off o + key x key > > ^v")
        #expect(AsciiFallback.transliterate("地図アプリ 🗺️") == "?????????? ??")
        #expect(AsciiFallback.transliterate("e\u{301}कि") == "e??")
        #expect(AsciiFallback.transliterate("plain ASCII stays") == "plain ASCII stays")
        for text in ["地図アプリ 🗺️ “x” ─│", "हिन्दी ⭐⚡⏰ Ωμέγα", "\u{202E}evil\u{1B}[31m"] {
            let ascii = AsciiFallback.transliterate(SafeText.neutralize(text))
            #expect(ascii.utf8.allSatisfy { $0 < 0x80 }, "\(ascii)")
            #expect(DisplayWidth.of(ascii) == DisplayWidth.of(SafeText.neutralize(text)), "\(text)")
        }
    }

    /// Screens with frames, alerts, switches, checks, CJK and emoji.
    static let screens: [(name: String, app: Int, keys: [Key])] = [
        ("home", 0, []),
        ("alert", 0, [.char("l"), .char("w")]),
        ("running", 0, "lw2usgve".map { Key.char($0) }),
        ("settings", 0, [.char("l"), .char("w"), .char("2"), .char("S"), .down, .down]),
        ("help", 0, [.char("?")]),
        ("wide app", 1, [.char("l"), .char("w")]),
    ]

    @Test("every screen drawn through the fallback is ASCII, with its frame where the UTF-8 frame is",
          arguments: Fixtures.sizes)
    func screensAreAscii(size: Size) {
        for screen in Self.screens {
            var model = Fixtures.model(app: screen.app)
            for key in screen.keys { model.handle(key) }
            model.size = size
            let unicode = GridCanvas(size)
            MainScreen.draw(model, on: unicode)
            let grid = GridCanvas(size)
            MainScreen.draw(model, on: AsciiFallbackCanvas(grid))
            #expect(unicode.text.utf8.contains { $0 >= 0x80 }, "\(screen.name): the UTF-8 screen has non-ASCII to replace")
            #expect(grid.text.utf8.allSatisfy { $0 < 0x80 }, "\(screen.name):\n\(grid.text)")
            for row in 0..<size.rows {
                #expect(grid.displayWidth(ofRow: row) == size.cols, "\(screen.name) row \(row) is misaligned")
                for col in 0..<size.cols {
                    let cell = unicode.cells[row][col].text
                    guard let scalar = cell.unicodeScalars.first, (0x2500...0x257F).contains(scalar.value) else { continue }
                    #expect(["+", "-", "|"].contains(grid.cells[row][col].text),
                            "\(screen.name) \(row):\(col): \(cell) became \(grid.cells[row][col].text)")
                }
            }
        }
    }

    @Test("a user's non-UTF-8 locale chooses ASCII; no locale variable at all keeps UTF-8 (C.UTF-8)")
    func localeChoice() {
        #expect(TerminalSession.asciiWanted(codesetIsUTF8: false, environment: ["LANG": "C"]))
        #expect(TerminalSession.asciiWanted(codesetIsUTF8: false, environment: ["LC_ALL": "POSIX"]))
        #expect(TerminalSession.asciiWanted(codesetIsUTF8: false, environment: ["LC_CTYPE": "en_US.ISO-8859-1"]))
        #expect(!TerminalSession.asciiWanted(codesetIsUTF8: false, environment: [:]))
        #expect(!TerminalSession.asciiWanted(codesetIsUTF8: false, environment: ["LANG": ""]))
        #expect(!TerminalSession.asciiWanted(codesetIsUTF8: true, environment: ["LANG": "C.UTF-8"]))
    }
}

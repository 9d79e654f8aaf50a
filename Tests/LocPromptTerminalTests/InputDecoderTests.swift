import Testing
@testable import LocPromptTerminal

/// Abuse suite, bytes (issue 14 "Input and the terminal"): whatever is typed, input goes on; invalid UTF-8
/// becomes U+FFFD, unknown escape sequences are consumed whole and never become typed text.
@Suite("Abuse: typed bytes")
struct InputDecoderTests {
    /// Decodes a whole byte string the way the session does (with pushback), key by key.
    static func keys(_ bytes: [UInt8]) -> [InputDecoder.Decoded] {
        var queue = bytes[...]
        var result: [InputDecoder.Decoded] = []
        var guardCount = 0
        while let first = queue.popFirst() {
            guardCount += 1
            if guardCount > bytes.count + 1 { Issue.record("no progress"); break }
            result.append(InputDecoder.decode(first: first, next: { queue.popFirst() }, unread: { queue.insert($0, at: queue.startIndex) }))
        }
        return result
    }

    static let replacement = InputDecoder.Decoded.key(.char("\u{FFFD}"))
    static let q = InputDecoder.Decoded.key(.char("q"))

    @Test("A bracketed paste's marks are told apart (ESC [200~ and ESC [201~); other CSI ~ keys are not")
    func pasteMarks() {
        let esc: UInt8 = 0x1B
        let start = [esc] + Array("[200~".utf8), end = [esc] + Array("[201~".utf8)
        #expect(Self.keys(start + Array("Pq".utf8) + end) == [.pasteStart, .key(.char("P")), Self.q, .pasteEnd])
        for other in ["[20~", "[2000~", "[200;1~", "[202~", "[200u"] {
            #expect(Self.keys([esc] + Array(other.utf8)) == [.ignored], "\(other)")
        }
    }

    @Test("invalid UTF-8 becomes U+FFFD and the next key still arrives", arguments: [
        [0xFF], [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF5], [0xFE, 0xFE],
    ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        let decoded = Self.keys(bytes + [UInt8(ascii: "q")])
        #expect(decoded.last == Self.q, "\(decoded)")
        #expect(decoded.dropLast().allSatisfy { $0 == Self.replacement || $0 == .ignored }, "\(decoded)")
        #expect(decoded.contains(Self.replacement))
    }

    @Test("a character cut short gives U+FFFD, then the byte that interrupted it")
    func truncated() {
        #expect(Self.keys([0xE2, 0x82, UInt8(ascii: "q")]) == [Self.replacement, Self.q])
        #expect(Self.keys([0xE2, 0x82]) == [Self.replacement])
    }

    @Test("valid UTF-8 decodes")
    func valid() {
        #expect(Self.keys(Array("é€😀".utf8)) == [.key(.char("é")), .key(.char("€")), .key(.char("😀"))])
    }

    @Test("unknown and malformed escape sequences are consumed whole, never typed", arguments: [
        "\u{1B}[999~", "\u{1B}[1;5X", "\u{1B}[?1049h", "\u{1B}]0;owned\u{07}", "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}P1$r\u{1B}\\",
        "\u{1B}Ox", "\u{1B}x", "\u{1B}[" + String(repeating: "9", count: 10_000) + "m",
    ])
    func sequences(text: String) {
        let decoded = Self.keys(Array((text + "q").utf8))
        #expect(decoded.last == Self.q, "\(decoded.prefix(5))")
        #expect(decoded.dropLast().allSatisfy { $0 == .ignored }, "\(decoded.prefix(5))")
    }

    @Test("a broken CSI: the byte that broke it is the next key")
    func brokenCSI() {
        #expect(Self.keys(Array("\u{1B}[1\u{01}q".utf8)) == [.ignored, .key(.ctrl("a")), Self.q])
    }

    @Test("Esc alone, Esc Esc, and the cursor keys keypad mode may miss")
    func escapeKeys() {
        #expect(Self.keys([0x1B]) == [.key(.escape)])
        #expect(Self.keys([0x1B, 0x1B]) == [.key(.escape), .key(.escape)])
        #expect(Self.keys(Array("\u{1B}[A\u{1B}OB\u{1B}[Z".utf8)) == [.key(.up), .key(.down), .key(.backTab)])
    }

    @Test("control bytes map to keys, never to raw text")
    func controls() {
        for byte in UInt8(0)...UInt8(0x1F) where byte != 0x1B {
            for decoded in Self.keys([byte]) {
                if case .key(.char(let c)) = decoded { Issue.record("byte \(byte) typed \(c)") }
            }
        }
    }
}

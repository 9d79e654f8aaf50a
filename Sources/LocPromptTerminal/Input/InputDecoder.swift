/// Turns the bytes typed at the terminal into keys, whatever arrives: UTF-8 is decoded here (not by ncurses'
/// `get_wch`, which keeps an invalid byte buffered and stops answering), so invalid or overlong bytes become
/// one U+FFFD each and input goes on; escape sequences ncurses' keypad did not recognise are read whole and
/// dropped, so no raw ESC or `[1;5X` fragment ever reaches the screens as typed text.
public enum InputDecoder {
    /// What one read produced.
    public enum Decoded: Equatable, Sendable {
        case key(Key)
        /// An unknown escape sequence, consumed whole.
        case ignored
        /// `ESC [ 200 ~`: the terminal starts a bracketed paste (mode 2004); what follows up to `pasteEnd` was pasted.
        case pasteStart
        /// `ESC [ 201 ~`: the end of a bracketed paste.
        case pasteEnd
    }

    /// Decodes starting at `first` (a byte). `next` returns the following byte if one is already waiting
    /// (nil: none within a few milliseconds); `unread` gives back a byte that belongs to the next key.
    public static func decode(first: UInt8, next: () -> UInt8?, unread: (UInt8) -> Void) -> Decoded {
        switch first {
        case 0x1B: return escape(next: next, unread: unread)
        case 0x00..<0x80: return character(first).map(Decoded.key) ?? .ignored
        default: return utf8(first: first, next: next, unread: unread)
        }
    }

    /// A control or ASCII byte as a key.
    static func character(_ byte: UInt8) -> Key? {
        switch byte {
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(byte + 96)))
        case 0, 28...31: return nil
        default: return .char(Character(Unicode.Scalar(byte)))
        }
    }

    /// A multi-byte UTF-8 character, or U+FFFD for a byte that cannot start one or a sequence cut short
    /// (the byte that broke it is given back: it starts the next key).
    static func utf8(first: UInt8, next: () -> UInt8?, unread: (UInt8) -> Void) -> Decoded {
        let replacement = Decoded.key(.char("\u{FFFD}"))
        let needed: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch first {
        case 0xC2...0xDF: needed = 1
        case 0xE0: needed = 2; low = 0xA0            // no overlong forms
        case 0xE1...0xEC, 0xEE, 0xEF: needed = 2
        case 0xED: needed = 2; high = 0x9F           // no UTF-16 surrogates
        case 0xF0: needed = 3; low = 0x90
        case 0xF1...0xF3: needed = 3
        case 0xF4: needed = 3; high = 0x8F           // nothing above U+10FFFF
        default: return replacement                  // continuation byte, C0/C1 overlong lead, F5–FF
        }
        var value = UInt32(first) & (needed == 1 ? 0x1F : needed == 2 ? 0x0F : 0x07)
        for index in 0..<needed {
            guard let byte = next() else { return replacement }
            let range = index == 0 ? low...high : 0x80...0xBF
            guard range.contains(byte) else {
                unread(byte)
                return replacement
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return replacement }
        return .key(.char(Character(scalar)))
    }

    /// ESC alone is the Esc key; ESC followed at once by more bytes is a sequence, read to its end: CSI
    /// (`ESC [` … final byte 0x40–0x7E), SS3 (`ESC O` + one byte), OSC/DCS/APC/PM strings (to BEL or `ESC \`),
    /// or Alt + a key (two bytes). The few CSI/SS3 keys keypad mode may miss (arrows, Home/End, Shift-Tab)
    /// are kept; everything else is dropped.
    static func escape(next: () -> UInt8?, unread: (UInt8) -> Void) -> Decoded {
        guard let second = next() else { return .key(.escape) }
        switch second {
        case UInt8(ascii: "["):
            // Parameters are counted, not kept (a sequence of any length costs no memory), except the first
            // four bytes, enough to tell a bracketed paste's `200~` and `201~`.
            var parameters = 0
            var head: [UInt8] = []
            while let byte = next() {
                if (0x40...0x7E).contains(byte) {
                    if byte == UInt8(ascii: "~") && head == Array("200".utf8) { return .pasteStart }
                    if byte == UInt8(ascii: "~") && head == Array("201".utf8) { return .pasteEnd }
                    if byte == UInt8(ascii: "~"), let key = tildeKey(head, count: parameters) { return .key(key) }
                    if head.first == UInt8(ascii: "<"), byte == UInt8(ascii: "M"), let key = sgrMouse(head, count: parameters) { return .key(key) }
                    return parameters == 0 ? cursorKey(byte).map(Decoded.key) ?? .ignored : .ignored
                }
                guard (0x20...0x3F).contains(byte) else {
                    // Not a valid CSI byte: the sequence is broken; the byte starts the next key.
                    unread(byte)
                    return .ignored
                }
                parameters += 1
                // An SGR mouse report (`<0;300;5M`) is kept whole: at most `<` and three numbers of five digits.
                if head.count < 4 || (head.first == UInt8(ascii: "<") && head.count < 20) { head.append(byte) }
            }
            return .ignored
        case UInt8(ascii: "O"):
            guard let final = next() else { return .ignored }
            // SS3 P–S: F1–F4 as xterm sends them without keypad mode.
            if (UInt8(ascii: "P")...UInt8(ascii: "S")).contains(final) { return .key(.function(Int(final - UInt8(ascii: "P")) + 1)) }
            return cursorKey(final).map(Decoded.key) ?? .ignored
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            var previous: UInt8 = 0
            while let byte = next() {
                if byte == 0x07 || (previous == 0x1B && byte == UInt8(ascii: "\\")) { break }
                previous = byte
            }
            return .ignored
        case 0x1B:
            // ESC ESC: the first is a lone Esc, the second starts the next key.
            unread(second)
            return .key(.escape)
        default:
            // Alt + a key (or a stray byte): consumed, not typed. A multi-byte character after ESC is read whole.
            if second >= 0xC2 { _ = utf8(first: second, next: next, unread: unread) }
            return .ignored
        }
    }

    /// `ESC [ N ~` keys keypad mode may miss: Insert (2), Delete (3), F1–F4 as some terminals send them (11–14).
    static func tildeKey(_ head: [UInt8], count: Int) -> Key? {
        guard count == head.count, let text = String(bytes: head, encoding: .ascii), let number = Int(text) else { return nil }
        switch number {
        case 2: return .insert
        case 3: return .delete
        case 11...14: return .function(number - 10)
        default: return nil
        }
    }

    /// An SGR mouse report's press (`ESC [ < button ; column ; row M`, mode 1006, one-based): button 0 a click,
    /// 64 and 65 the wheel; releases (`m`), motion, other buttons and modifier bits are not keys.
    static func sgrMouse(_ head: [UInt8], count: Int) -> Key? {
        guard count == head.count, let text = String(bytes: head.dropFirst(), encoding: .ascii) else { return nil }
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let col = numbers[1], let row = numbers[2], col >= 1, row >= 1 else { return nil }
        switch button {
        case 0: return .click(row: row - 1, col: col - 1)
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return nil
        }
    }

    static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        default: return nil
        }
    }
}

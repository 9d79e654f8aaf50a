import Foundation

/// Where a JSON text first breaks the grammar that Foundation's `JSONDecoder` reads, for error messages: on
/// Linux the decoder says only "The given data was not valid JSON." (no position, no underlying error), and a
/// tester who edited a saved device by hand needs the line and column to fix it.
///
/// The grammar is RFC 8259's structure with the decoder's own leniencies, measured on this toolchain (Swift 6.3,
/// swift-foundation), so that the place named is the one the decoder stopped at, not an earlier quirk it
/// accepts: a comma before `}` or `]` is accepted, a string may hold raw control characters and
/// unknown escapes (`\u` needs four hexadecimal digits; the decoder refuses the others only when a field reads
/// the string, and `firstStringProblem` finds them then), a number is checked only for its first character
/// (a digit or `-`; the rest is the decoder's business when it reads the value, and it names the field then).
///
/// One pass over the bytes, no recursion (a stack of open containers), so a hostile file costs time and
/// memory linear in its size. It only locates: `nil` means it found nothing wrong (the decoder may still refuse
/// the text for something else, such as invalid UTF-8 or nesting deeper than it allows).
public enum JSONSyntaxLocator {
    /// The first syntax error: its 1-based line and column (columns count characters, not bytes) and what
    /// was expected there.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String

        /// `line 5, column 3: expected a value, found “]”`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    public static func firstProblem(in data: Data) -> Problem? {
        var scanner = Scanner(bytes: [UInt8](data))
        return scanner.run()
    }

    /// The first whole number (no fraction, no exponent) that does not fit in 64 bits, for a text whose every
    /// number is read as an `Int` (the device file): the decoder refuses it with the same "not valid JSON" and
    /// no position. Nil when there is none, or when the text has a syntax problem first.
    public static func firstOversizedInteger(in data: Data) -> Problem? {
        var scanner = Scanner(bytes: [UInt8](data))
        scanner.checksIntegers = true
        return scanner.run()
    }

    /// The first key that appears twice in one object (`{"os": "17.4", …, "os": "12.0"}`): JSON readers disagree
    /// on which one counts (Foundation takes the first, Python, jq and JavaScript the last), so a file that
    /// has one cannot be read the same way everywhere. Nil when there is none, or when the text has a syntax
    /// problem first. Keys are compared as decoded (`"o\u0073"` is `"os"`).
    public static func firstDuplicateKey(in data: Data) -> Problem? {
        var scanner = Scanner(bytes: [UInt8](data))
        scanner.checksDuplicateKeys = true
        return scanner.run()
    }

    /// The first number that is not a whole number within 64 bits (`1.5`, `1e20`, `1e308`, or a whole number
    /// too long), and its text: where a device file's integer field holds one, the decoder says only "not valid
    /// JSON" (audit 24f M2). Numbers it reads as whole (`1.0`, `1e3`) pass. Nil when there is none, or when the
    /// text has a syntax problem first.
    public static func firstNonWholeNumber(in data: Data) -> (problem: Problem, text: String)? {
        var scanner = Scanner(bytes: [UInt8](data))
        scanner.checksWholeNumbers = true
        guard let problem = scanner.run(), let text = scanner.numberText else { return nil }
        return (problem, text)
    }

    /// A number's text read as `JSONDecoder` reads it into an `Int`: nil when it is not a whole number that fits.
    public static func wholeNumber(_ text: String) -> Int64? {
        if let value = Int64(text) { return value }
        guard let value = Double(text), value.isFinite, value.rounded() == value,
              value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else { return nil }
        return Int64(value)
    }

    /// The first string the decoder refuses when it reads it (audit 24f M1): a raw control character (a NUL
    /// byte), an escape JSON does not have (`\q`), half of a surrogate pair (`\ud800` alone), or bytes that are
    /// not UTF-8. The decoder checks a string only when a field reads it, and then says "not valid JSON" with no
    /// position; measured on this toolchain (Swift 6.3, swift-foundation). Nil when there is none, or when the
    /// text has a syntax problem first.
    public static func firstStringProblem(in data: Data) -> Problem? {
        var scanner = Scanner(bytes: [UInt8](data))
        scanner.checksStrings = true
        return scanner.run()
    }

    /// Where a text first holds more than `maxValues` values (each string, number, literal, object and array
    /// counts one) or opens a container more than `maxDepth` deep, without decoding anything: a reader calls it
    /// before handing the text to a decoder whose cost grows with the values (and faster than linearly with the
    /// nesting). Nil when neither is exceeded, or when a syntax problem comes first (the decoder then stops there).
    public static func firstExcess(in data: Data, maxValues: Int, maxDepth: Int) -> Problem? {
        var scanner = Scanner(bytes: [UInt8](data))
        scanner.limits = (maxValues, maxDepth)
        let problem = scanner.run()
        return scanner.exceeded ? problem : nil
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Counting values and depth against these makes an excess a problem too (`firstExcess`).
        var limits: (values: Int, depth: Int)?
        /// The values begun so far, when `limits`.
        var values = 0
        /// The problem `run` returned is a limit passed, not a syntax error.
        var exceeded = false
        /// Whole numbers beyond 64 bits are problems too (`firstOversizedInteger`).
        var checksIntegers = false
        /// A number that is not a whole number within 64 bits is a problem too (`firstNonWholeNumber`), and
        /// its text is kept.
        var checksWholeNumbers = false
        var numberText: String?
        /// What the decoder refuses inside a string is a problem too (`firstStringProblem`).
        var checksStrings = false
        /// A key seen twice in one object is a problem too (`firstDuplicateKey`).
        var checksDuplicateKeys = false
        /// The keys of each object not yet closed (innermost last), when `checksDuplicateKeys`.
        var keys: [Set<String>] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte-order mark is not JSON, but decoders accept it before the text.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        /// What may come next.
        enum Expecting { case value, valueOrEndOfArray, keyOrEndOfObject, colon, commaOrEnd, nothing }

        mutating func run() -> Problem? {
            var open: [UInt8] = []  // "{" or "[" of each container not yet closed
            var expecting = Expecting.value
            func afterValue() -> Expecting { open.isEmpty ? .nothing : .commaOrEnd }
            while true {
                skipWhiteSpace()
                guard index < bytes.count else {
                    switch expecting {
                    case .nothing: return nil
                    case .value, .valueOrEndOfArray:
                        return problem(at: index, open.isEmpty && expecting == .value && isBlank
                            ? "the file is empty; expected a JSON object" : "the file ends where a value was expected")
                    case .keyOrEndOfObject: return problem(at: index, "the file ends where a quoted key was expected")
                    case .colon: return problem(at: index, "the file ends where “:” was expected")
                    case .commaOrEnd:
                        return problem(at: index, "the file ends before “\(open.last == UInt8(ascii: "{") ? "}" : "]")” closes the "
                                       + (open.last == UInt8(ascii: "{") ? "object" : "array"))
                    }
                }
                let byte = bytes[index]
                switch expecting {
                case .value, .valueOrEndOfArray:
                    // After a comma in an array the decoder accepts `]` too (`[1, 2,]`); a value after a colon
                    // must be there.
                    if expecting == .valueOrEndOfArray && byte == UInt8(ascii: "]") {
                        open.removeLast()
                        index += 1
                        expecting = afterValue()
                        continue
                    }
                    if let limits, Self.startsValue(byte) {
                        values += 1
                        if values > limits.values {
                            exceeded = true
                            return problem(at: index, "more than \(limits.values) values")
                        }
                        if (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")) && open.count >= limits.depth {
                            exceeded = true
                            return problem(at: index, "nested more than \(limits.depth) levels deep")
                        }
                    }
                    switch byte {
                    case UInt8(ascii: "{"):
                        open.append(byte)
                        if checksDuplicateKeys { keys.append([]) }
                        index += 1
                        expecting = .keyOrEndOfObject
                    case UInt8(ascii: "["):
                        open.append(byte)
                        index += 1
                        expecting = .valueOrEndOfArray
                    case UInt8(ascii: "\""):
                        if let problem = string() { return problem }
                        expecting = afterValue()
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        if let problem = number() { return problem }
                        expecting = afterValue()
                    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                        if let problem = literal() { return problem }
                        expecting = afterValue()
                    default:
                        let hint = byte == UInt8(ascii: "'") ? " (JSON strings take double quotes)" : ""
                        return problem(at: index, "expected a value, found \(describe(at: index))" + hint)
                    }
                case .keyOrEndOfObject:
                    // Also after a comma: the decoder accepts `{"a": 1,}`.
                    if byte == UInt8(ascii: "}") {
                        open.removeLast()
                        if checksDuplicateKeys { keys.removeLast() }
                        index += 1
                        expecting = afterValue()
                    } else if byte == UInt8(ascii: "\"") {
                        let start = index
                        if let problem = string() { return problem }
                        if checksDuplicateKeys {
                            let key = Self.decodedKey(bytes[start..<index])
                            if keys[keys.count - 1].contains(key) {
                                let shown = key.count > 40 ? String(key.prefix(40)) + "…" : key
                                return problem(at: start, "the key “\(shown)” appears twice in one object; keep one (JSON readers "
                                               + "disagree on which one counts)")
                            }
                            keys[keys.count - 1].insert(key)
                        }
                        expecting = .colon
                    } else {
                        return problem(at: index, "expected a key in double quotes, found \(describe(at: index))")
                    }
                case .colon:
                    guard byte == UInt8(ascii: ":") else { return problem(at: index, "expected “:” after the key, found \(describe(at: index))") }
                    index += 1
                    expecting = .value
                case .commaOrEnd:
                    let inObject = open.last == UInt8(ascii: "{")
                    let close = inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        expecting = inObject ? .keyOrEndOfObject : .valueOrEndOfArray
                    } else if byte == close {
                        open.removeLast()
                        if checksDuplicateKeys && inObject { keys.removeLast() }
                        index += 1
                        expecting = afterValue()
                    } else {
                        return problem(at: index, "expected “,” or “\(inObject ? "}" : "]")”, found \(describe(at: index))")
                    }
                case .nothing:
                    return problem(at: index, "unexpected \(describe(at: index)) after the end of the JSON value")
                }
            }
        }

        /// A quoted key as its text: escapes decoded (by Foundation, only when there are any).
        static func decodedKey(_ quoted: ArraySlice<UInt8>) -> String {
            guard quoted.contains(UInt8(ascii: "\\")) else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
            return (try? JSONDecoder().decode(String.self, from: Data(quoted)))
                ?? String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
        }

        var isBlank: Bool { bytes.allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } }

        mutating func skipWhiteSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// A string from its opening quote; on success the index is past its closing quote. Raw control
        /// characters, unknown escapes, lone surrogates and bytes that are not UTF-8 pass unless `checksStrings`
        /// (the decoder refuses them only in a string a field reads); `\u` needs four hexadecimal digits.
        mutating func string() -> Problem? {
            let start = index
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { return problem(at: start, "a string that starts here is never closed") }
                    if bytes[index + 1] == UInt8(ascii: "u") {
                        let digits = bytes[min(index + 2, bytes.count)..<min(index + 6, bytes.count)]
                        guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else {
                            return problem(at: index, "“\\u” must be followed by four hexadecimal digits")
                        }
                        if checksStrings, let problem = surrogateProblem(at: index) { return problem }
                        index += 6
                    } else {
                        if checksStrings, !Array(#""\/bfnrtu"#.utf8).contains(bytes[index + 1]) {
                            return problem(at: index, "“\\\(describeCharacter(at: index + 1))” is not a JSON escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
                        }
                        index += 2
                    }
                case 0x00..<0x20 where checksStrings:
                    return problem(at: index, "a raw control character (\(describe(at: index))) inside a string; JSON writes it as an escape "
                                   + "such as \\u00" + UTF8Position.Problem.hex(bytes[index]))
                case 0x80... where checksStrings:
                    var iterator = bytes[index...].makeIterator()
                    var parser = Unicode.UTF8.ForwardParser()
                    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
                        return problem(at: index, "byte 0x\(UTF8Position.Problem.hex(bytes[index])) inside a string is not UTF-8")
                    }
                    index += encoded.count
                default:
                    index += 1
                }
            }
            return problem(at: start, "a string that starts here is never closed")
        }

        /// A `\uXXXX` escape at `index` that is half of a UTF-16 surrogate pair without its other half.
        func surrogateProblem(at index: Int) -> Problem? {
            func unit(at position: Int) -> UInt16? {
                guard position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else { return nil }
                return UInt16(String(decoding: bytes[(position + 2)..<(position + 6)], as: UTF8.self), radix: 16)
            }
            guard let first = unit(at: index) else { return nil }
            let shown = "“" + String(decoding: bytes[index..<(index + 6)], as: UTF8.self) + "”"
            switch first {
            case 0xD800...0xDBFF:
                if let second = unit(at: index + 6), (0xDC00...0xDFFF).contains(second) { return nil }
                return problem(at: index, "\(shown) is the first half of a surrogate pair, and the second half (\\uDC00 to \\uDFFF) does not follow it")
            case 0xDC00...0xDFFF:
                // A second half that follows a first half was taken with it (the index moved past both).
                if index >= 6, let before = unit(at: index - 6), (0xD800...0xDBFF).contains(before) { return nil }
                return problem(at: index, "\(shown) is the second half of a surrogate pair, with no first half (\\uD800 to \\uDBFF) before it")
            default:
                return nil
            }
        }

        /// A number: a digit or `-`, then the characters a number is made of. Whether they make one is checked
        /// when the value is read, with the field's name.
        mutating func number() -> Problem? {
            let start = index
            index += 1
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
            let text = bytes[start..<index]
            if checksIntegers, !text.contains(where: { Array(".eE".utf8).contains($0) }),
               Int64(String(decoding: text, as: UTF8.self)) == nil {
                let shown = text.count > 30 ? String(decoding: text.prefix(30), as: UTF8.self) + "…" : String(decoding: text, as: UTF8.self)
                return problem(at: start, "the whole number \(shown) does not fit in 64 bits")
            }
            if checksWholeNumbers, JSONSyntaxLocator.wholeNumber(String(decoding: text, as: UTF8.self)) == nil {
                let shown = text.count > 30 ? String(decoding: text.prefix(30), as: UTF8.self) + "…" : String(decoding: text, as: UTF8.self)
                numberText = shown
                return problem(at: start, "the number \(shown) is not a whole number that fits in 64 bits")
            }
            return nil
        }

        /// `true`, `false` or `null`.
        mutating func literal() -> Problem? {
            for word in ["true", "false", "null"] where bytes[index...].starts(with: Array(word.utf8)) {
                let end = index + word.utf8.count
                // `nullx` or `true1`: the word must end there.
                if end < bytes.count, Self.isWordByte(bytes[end]) { break }
                index = end
                return nil
            }
            return problem(at: index, "expected a value (true, false, null, a number, a string, an object or an array), found "
                           + describeWord(at: index))
        }

        /// A byte a value may start with (whether the value is well formed is checked as it is read).
        static func startsValue(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return true
            default: return false
            }
        }

        static func isHexDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }

        static func isNumberByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array("+-.eE".utf8).contains(byte)
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }

        /// `“]”`, `a tab`, `byte 0x01`, `a non-ASCII character`: never the raw byte of a control character.
        func describe(at position: Int) -> String {
            let byte = bytes[position]
            switch byte {
            case 0x09: return "a tab"
            case 0x0A, 0x0D: return "a line break"
            case 0x00..<0x20, 0x7F: return "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            case 0x80...: return "a non-ASCII character"
            default: return "“\(describeCharacter(at: position))”"
            }
        }

        func describeCharacter(at position: Int) -> String {
            guard position < bytes.count, (0x21..<0x7F).contains(bytes[position]) else { return "…" }
            return String(UnicodeScalar(bytes[position]))
        }

        /// The bare word at a position, at most 20 characters, for `tru` or `undefined`.
        func describeWord(at position: Int) -> String {
            var end = position
            while end < bytes.count, end - position < 20, Self.isWordByte(bytes[end]) { end += 1 }
            guard end > position else { return describe(at: position) }
            return "“" + String(decoding: bytes[position..<end], as: UTF8.self) + "”"
        }

        /// Line and column of a byte offset: lines end at LF (a CR LF counts once), columns count UTF-8
        /// characters (continuation bytes are not counted).
        func problem(at offset: Int, _ message: String) -> Problem {
            var line = 1, column = 1
            for byte in bytes[..<min(offset, bytes.count)] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                    column += 1
                }
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) && line == 1 { column -= 1 }
            return Problem(line: line, column: column, message: message)
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

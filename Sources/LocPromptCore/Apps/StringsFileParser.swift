import Foundation

/// A `.strings` file that cannot be read, with the line (and column, counted in characters) of the problem when
/// there is one.
public struct StringsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(line: Int?, column: Int? = nil, message: String) {
        self.line = line
        self.column = line == nil ? nil : column
        self.message = message
    }

    public var description: String {
        guard let line else { return message }
        return "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": " + message
    }
}

/// Reads `InfoPlist.strings` files as Xcode writes them (old-style "strings" format: `"key" = "value";`,
/// `/* */` and `//` comments, backslash escapes, UTF-8 or UTF-16 with or without a byte-order mark),
/// and the XML or binary property lists that a built app bundle holds instead.
public enum StringsFileParser {
    /// Parses file contents into key → value. Later duplicates replace earlier ones.
    public static func parse(_ data: Data) throws(StringsFileError) -> [String: String] {
        if let xml = utf8PropertyList(data) { return try parsePropertyList(xml) }
        if data.starts(with: Array("bplist".utf8)) || looksLikeXMLPlist(data) {
            return try parsePropertyList(data)
        }
        return try parse(text: decode(data))
    }

    /// An XML property list in UTF-16 or UTF-32 (with a byte-order mark, or UTF-16 starting `<?`) as UTF-8, its
    /// declaration saying so (`PlistTextEncoding`); nil for anything else, old-style text in UTF-16 included
    /// (`decode` reads that), and for text that cannot be decoded (`decode` says why).
    static func utf8PropertyList(_ data: Data) -> Data? {
        guard PlistTextEncoding.detect(data) != nil, let utf8 = try? PlistTextEncoding.utf8(data),
              looksLikeXMLPlist(utf8) else { return nil }
        return utf8
    }

    /// Decodes the bytes of a strings file: a BOM decides (UTF-8, UTF-16 or UTF-32); without one, NUL bytes mean
    /// UTF-16, otherwise UTF-8.
    public static func decode(_ data: Data) throws(StringsFileError) -> String {
        if let (encoding, markLength) = PlistTextEncoding.detect(data),
           encoding == .utf32LittleEndian || encoding == .utf32BigEndian {
            do {
                return try encoding.decode(data, skipping: markLength)
            } catch {
                throw StringsFileError(line: nil, message: error.message)
            }
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return try utf8(bytes.dropFirst(3))
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), littleEndian: false) }
        if bytes.count >= 2 && bytes.count % 2 == 0 && bytes.contains(0) {
            // UTF-16 without a BOM: ASCII characters have a zero high byte, so a strings file (keys, `=`, quotes
            // and `;` are ASCII) has zeros in at least a quarter of its units on one side. A stray NUL or two in a
            // UTF-8 file is not that: it stays UTF-8, and the parser points at the NUL's line.
            let evenZeros = stride(from: 0, to: bytes.count, by: 2).filter { bytes[$0] == 0 }.count
            let oddZeros = stride(from: 1, to: bytes.count, by: 2).filter { bytes[$0] == 0 }.count
            if max(evenZeros, oddZeros) * 4 >= bytes.count / 2 {
                return try utf16(bytes[...], littleEndian: oddZeros >= evenZeros)
            }
        }
        return try utf8(bytes[...])
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) throws(StringsFileError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            // Where the first bad byte is, as every other error here says (audit 24f M1).
            let bad = UTF8Position.firstInvalid(in: bytes)
            throw StringsFileError(line: bad?.line, column: bad?.column,
                                   message: "not UTF-8 or UTF-16 text" + (bad.map { " (\($0.message))" } ?? ""))
        }
        return text
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) throws(StringsFileError) -> String {
        guard bytes.count % 2 == 0 else {
            throw StringsFileError(line: nil, message: "UTF-16 text with an odd number of bytes (truncated?)")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw StringsFileError(line: nil, message: "invalid UTF-16 text")
        }
        return text
    }

    private static func looksLikeXMLPlist(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(64), as: UTF8.self)
            .drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("<!DOCTYPE")
    }

    private static func parsePropertyList(_ data: Data) throws(StringsFileError) -> [String: String] {
        try propertyListDictionary(data).compactMapValues { $0 as? String }
    }

    /// The keys of a property-list strings file (as a built app holds) whose value is not a String, with the
    /// value's type: the parser leaves them out, and check reports them (audit 22e U8). Empty for text files.
    public static func nonStringValues(_ data: Data) -> [String: PlistValueType] {
        let data = utf8PropertyList(data) ?? data
        guard data.starts(with: Array("bplist".utf8)) || looksLikeXMLPlist(data),
              let dictionary = try? propertyListDictionary(data) else { return [:] }
        return dictionary.filter { !($0.value is String) }.mapValues { PlistValueType(of: $0) }
    }

    private static func propertyListDictionary(_ data: Data) throws(StringsFileError) -> [String: Any] {
        let binary = data.starts(with: Array("bplist".utf8))
        let damaged = "malformed or truncated binary property list"
        if binary, let problem = BinaryPlistPrecheck.problem(in: Array(data)) {
            throw StringsFileError(line: nil, message: problem)
        }
        let plist: Any
        do {
            var format = PropertyListSerialization.PropertyListFormat.xml
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            // A damaged binary plist can still be read as old-style text ("bplist00…" is a bare word): audit 22e B1.
            if binary && format != .binary { throw StringsFileError(line: nil, message: damaged) }
        } catch let error as StringsFileError {
            throw error
        } catch {
            if binary { throw StringsFileError(line: nil, message: damaged) }
            let detail = PlistErrorDetail(error)
            throw StringsFileError(line: detail.line, message: "malformed property list" + (detail.text.map { ": \($0)" } ?? ""))
        }
        guard let dictionary = plist as? [String: Any] else {
            throw StringsFileError(line: nil, message: "the property list's root is \(PlistValueType(of: plist).withArticle), not a Dictionary (a strings file maps keys to texts)")
        }
        return dictionary
    }

    /// Parses old-style strings text.
    public static func parse(text: String) throws(StringsFileError) -> [String: String] {
        var scanner = StringsScanner(Array(text.unicodeScalars))
        var result: [String: String] = [:]
        try scanner.skipTrivia()
        if scanner.peek == "\u{FEFF}" { scanner.advance(); try scanner.skipTrivia() }
        while !scanner.atEnd {
            let keyStart = (line: scanner.line, column: scanner.column)
            let key = try scanner.token(what: "a key")
            try scanner.skipTrivia()
            switch scanner.peek {
            case "=":
                scanner.advance()
                try scanner.skipTrivia()
                guard !scanner.atEnd else {
                    throw StringsFileError(line: scanner.line, column: scanner.column, message: "the file ends after “=”; expected a quoted value for “\(key)”")
                }
                let value = try scanner.token(what: "a value for “\(key)”")
                try scanner.skipTrivia()
                guard scanner.peek == ";" else {
                    throw StringsFileError(line: scanner.line, column: scanner.column, message: scanner.atEnd
                        ? "the file ends before “;” after the value of “\(key)”"
                        : "expected “;” after the value of “\(key)”, found \(scanner.describeNext)")
                }
                scanner.advance()
                result[key] = value
            case ";":
                // `"key";` alone means key = key.
                scanner.advance()
                result[key] = key
            default:
                throw StringsFileError(line: scanner.atEnd ? keyStart.line : scanner.line, column: scanner.atEnd ? keyStart.column : scanner.column, message: scanner.atEnd
                    ? "the file ends after the key “\(key)”; expected “=”"
                    : "expected “=” after the key “\(key)”, found \(scanner.describeNext)")
            }
            try scanner.skipTrivia()
        }
        return result
    }
}

/// A cursor over the scalars of a strings file that counts lines and columns.
struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { index >= scalars.count }
    var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }
    var describeNext: String {
        guard let next = peek else { return "the end of the file" }
        return "“\(SafeText.neutralize(String(Character(next))))”"
    }

    mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// Skips white space and comments.
    mutating func skipTrivia() throws(StringsFileError) {
        while let next = peek {
            if next.properties.isWhitespace || next == "\u{FEFF}" {
                advance()
            } else if next == "/" && index + 1 < scalars.count && scalars[index + 1] == "*" {
                let start = (line: line, column: column)
                advance(); advance()
                var closed = false
                while !atEnd {
                    if scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                        advance(); advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed { throw StringsFileError(line: start.line, column: start.column, message: "a comment “/*” is never closed") }
            } else if next == "/" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                while let c = peek, c != "\n" { _ = c; advance() }
            } else {
                return
            }
        }
    }

    static func isUnquotedCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
        default: return false
        }
    }

    /// A quoted string with escapes, or an unquoted word.
    mutating func token(what: String) throws(StringsFileError) -> String {
        guard let first = peek else {
            throw StringsFileError(line: line, column: column, message: "the file ends where \(what) was expected")
        }
        if first == "\"" || first == "'" { return try quoted(first) }
        guard StringsScanner.isUnquotedCharacter(first) else {
            throw StringsFileError(line: line, column: column, message: "expected \(what) in double quotes, found \(describeNext)")
        }
        var out = String.UnicodeScalarView()
        while let c = peek, StringsScanner.isUnquotedCharacter(c) { out.append(c); advance() }
        return String(out)
    }

    private mutating func quoted(_ quote: Unicode.Scalar) throws(StringsFileError) -> String {
        let start = (line: line, column: column)
        advance()
        var out = String.UnicodeScalarView()
        while true {
            guard let c = peek else {
                throw StringsFileError(line: start.line, column: start.column, message: "a quoted string that starts here is never closed")
            }
            advance()
            if c == quote { return String(out) }
            guard c == "\\" else { out.append(c); continue }
            guard let e = peek else {
                throw StringsFileError(line: start.line, column: start.column, message: "a quoted string that starts here is never closed")
            }
            advance()
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "a": out.append("\u{07}")
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "v": out.append("\u{0B}")
            case "U", "u":
                guard let value = hexDigits() else {
                    throw StringsFileError(line: line, column: column, message: "“\\\(e)” must be followed by hexadecimal digits")
                }
                out.append(unicodeEscape(value))
            case "0"..."7":
                var value = e.value - 48, digits = 1
                while digits < 3, let o = peek, ("0"..."7").contains(o) { value = value * 8 + (o.value - 48); digits += 1; advance() }
                out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default:
                // `\"`, `\'`, `\\` and any other escaped character stand for themselves.
                out.append(e)
            }
        }
    }

    /// Up to four hexadecimal digits after `\U`, or nil when there is none.
    private mutating func hexDigits() -> UInt32? {
        var value: UInt32 = 0, digits = 0
        while digits < 4, let h = peek, let d = StringsScanner.hexValue(h) { value = value * 16 + d; digits += 1; advance() }
        return digits > 0 ? value : nil
    }

    /// The character of a `\U` escape whose four digits were `value`. CFPropertyList's strings reader
    /// (`getSlashedChar`, CFOldStylePList.c) appends each `\U` value as one UTF-16 code unit, so
    /// `\UD83D\UDE00` (how tools write 😀 in an ASCII `.strings` file) is one character, as Foundation reads it
    /// (audit 24f D7). Only a lone half cannot be a character; it stays visible as U+FFFD rather than dropped.
    private mutating func unicodeEscape(_ value: UInt32) -> Unicode.Scalar {
        if let scalar = Unicode.Scalar(value) { return scalar }
        guard (0xD800...0xDBFF).contains(value) else { return "\u{FFFD}" }
        // A high half: take the next escape with it only when that escape is a low half.
        var probe = self
        guard probe.peek == "\\" else { return "\u{FFFD}" }
        probe.advance()
        guard let u = probe.peek, u == "U" || u == "u" else { return "\u{FFFD}" }
        probe.advance()
        guard let low = probe.hexDigits(), (0xDC00...0xDFFF).contains(low) else { return "\u{FFFD}" }
        self = probe
        return Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": return c.value - 48
        case "a"..."f": return c.value - 87
        case "A"..."F": return c.value - 55
        default: return nil
        }
    }
}

/// What `PropertyListSerialization` says about a file it could not read: its debug text and the line, if named.
struct PlistErrorDetail {
    let text: String?
    let line: Int?

    init(_ error: Error) {
        let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        text = debug.map { SafeText.neutralize($0) }
        line = debug.flatMap(PlistErrorDetail.lineNumber(in:))
    }

    /// "… on line 5" / "… at line 2" → 5 / 2.
    static func lineNumber(in text: String) -> Int? {
        for marker in ["on line ", "at line "] {
            guard let range = text.range(of: marker) else { continue }
            let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            if let value = Int(digits) { return value }
        }
        return nil
    }
}

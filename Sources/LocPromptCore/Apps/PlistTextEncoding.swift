import Foundation

/// XML property lists (an Info.plist, a property-list `InfoPlist.strings`) written in UTF-16 or UTF-32 rather
/// than UTF-8, made UTF-8 before they are parsed.
///
/// XML allows any Unicode encoding, and Xcode and `PropertyListSerialization` on Apple platforms read an
/// Info.plist saved as UTF-16 (`<?xml version="1.0" encoding="UTF-16"?>` after a byte-order mark). locprompt's
/// own reader (`PlainXMLPlistReader`) reads UTF-8 only, and its check that a file is XML at all looked at bytes,
/// so such a file was refused as "not an XML or binary property list". Here the text is decoded and encoded
/// again as UTF-8, and the XML declaration's `encoding="…"` is made `UTF-8` to match, so the rest of the path
/// (the size limits already applied to the bytes read, the XML check, both readers and every error with its
/// line number: lines are not changed) is the UTF-8 one.
public enum PlistTextEncoding: Sendable, Equatable {
    case utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

    /// `UTF-16LE`, …: how an error names it.
    public var name: String {
        switch self {
        case .utf16LittleEndian: return "UTF-16LE"
        case .utf16BigEndian: return "UTF-16BE"
        case .utf32LittleEndian: return "UTF-32LE"
        case .utf32BigEndian: return "UTF-32BE"
        }
    }

    /// A text that could not be decoded in the encoding its first bytes name.
    public struct DecodingError: Error, Sendable, Equatable {
        public let message: String
    }

    /// The encoding the first bytes name and how many bytes of byte-order mark to skip: a UTF-32 or UTF-16
    /// byte-order mark (UTF-32LE's `FF FE 00 00` is tested before UTF-16LE's `FF FE`), or, without one, `<?`
    /// in UTF-16 (XML 1.0, appendix F). Nil for UTF-8 (with or without its mark) and for anything else.
    public static func detect(_ data: Data) -> (encoding: PlistTextEncoding, markLength: Int)? {
        let head = [UInt8](data.prefix(4))
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
        if head.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if head.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if head == [0x3C, 0x00, 0x3F, 0x00] { return (.utf16LittleEndian, 0) }
        if head == [0x00, 0x3C, 0x00, 0x3F] { return (.utf16BigEndian, 0) }
        return nil
    }

    /// The text after the byte-order mark, or why it is not text in this encoding.
    public func decode(_ data: Data, skipping markLength: Int) throws(DecodingError) -> String {
        let bytes = [UInt8](data.dropFirst(markLength))
        switch self {
        case .utf16LittleEndian, .utf16BigEndian:
            guard bytes.count % 2 == 0 else {
                throw DecodingError(message: "UTF-16 text with an odd number of bytes (truncated?)")
            }
            let little = self == .utf16LittleEndian
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 0
            while index < bytes.count {
                let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
                units.append(little ? first | second << 8 : first << 8 | second)
                index += 2
            }
            guard let text = String(validating: units, as: UTF16.self) else {
                throw DecodingError(message: "invalid UTF-16 text")
            }
            return text
        case .utf32LittleEndian, .utf32BigEndian:
            guard bytes.count % 4 == 0 else {
                throw DecodingError(message: "UTF-32 text whose length is not a multiple of 4 bytes (truncated?)")
            }
            let little = self == .utf32LittleEndian
            var units: [UInt32] = []
            units.reserveCapacity(bytes.count / 4)
            var index = 0
            while index < bytes.count {
                let b = (UInt32(bytes[index]), UInt32(bytes[index + 1]), UInt32(bytes[index + 2]), UInt32(bytes[index + 3]))
                units.append(little ? b.0 | b.1 << 8 | b.2 << 16 | b.3 << 24 : b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3)
                index += 4
            }
            guard let text = String(validating: units, as: UTF32.self) else {
                throw DecodingError(message: "invalid UTF-32 text")
            }
            return text
        }
    }

    /// UTF-16 or UTF-32 bytes as UTF-8 bytes (no byte-order mark), with the XML declaration's encoding made
    /// `UTF-8`; nil when `data` is not in one of those encodings (UTF-8, binary, anything else: left as it is).
    public static func utf8(_ data: Data) throws(DecodingError) -> Data? {
        guard let (encoding, markLength) = detect(data) else { return nil }
        var text = try encoding.decode(data, skipping: markLength)
        // A second byte-order mark (or a BOM-less file whose text starts with one) is dropped too.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return Data(declaringUTF8(text).utf8)
    }

    /// `text` with the `encoding="…"` (or `'…'`) of a leading `<?xml … ?>` declaration replaced by `UTF-8`
    /// (a declaration without one already means UTF-8). Only the declaration is looked at.
    static func declaringUTF8(_ text: String) -> String {
        guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return text }
        let declaration = text[..<end.lowerBound]
        guard let name = declaration.range(of: "encoding") else { return text }
        var index = name.upperBound
        func skipSpace() { while index < declaration.endIndex, declaration[index].isWhitespace { index = declaration.index(after: index) } }
        skipSpace()
        guard index < declaration.endIndex, declaration[index] == "=" else { return text }
        index = declaration.index(after: index)
        skipSpace()
        guard index < declaration.endIndex, declaration[index] == "\"" || declaration[index] == "'" else { return text }
        let quote = declaration[index]
        let valueStart = declaration.index(after: index)
        guard let close = declaration[valueStart...].firstIndex(of: quote) else { return text }
        return String(text[..<valueStart]) + "UTF-8" + String(text[close...])
    }
}

import Foundation

/// Reads the plain XML property lists that Xcode writes (strings, booleans, whole-number integers, arrays and
/// dictionaries, the standard prolog) without going through Foundation.
///
/// Why (issue 15): Foundation's `PropertyListSerialization` hands back Core Foundation objects that are bridged
/// to Swift value by value, and each new bridge looks up a protocol conformance by scanning every conformance
/// record in the binary (about 6,500 of them). For one small Info.plist that was 2.2 M of the first frame's
/// 8.2 M instructions, the largest single cost before locprompt draws anything.
///
/// It is deliberately a *subset* reader and never an authority: for anything it does not fully understand
/// (comments, CDATA, numeric character references, `<real>`, `<date>`, `<data>`, attributes, a byte-order
/// mark, another encoding, control characters, invalid UTF-8, nesting deeper than `maximumDepth`, malformed
/// markup…) it returns nil and the caller hands the bytes to Foundation, which then decides (value or error,
/// with its line number) exactly as before. Where it does return a value, that value is the one Foundation
/// gives, value for value and type for type as the rest of locprompt sees them (`PlistValueType`, `as?`
/// casts): `PlainXMLPlistReaderTests` checks this against Foundation on every plist in the repository, on
/// generated documents and on damaged ones. The Foundation behaviours it copies were measured on Linux
/// (swift-corelibs-foundation, Swift 6.3): a repeated key keeps its last value; text keeps `\r`, tabs and
/// `>` as written; `<true/>` is a Swift `Bool`; `<integer>` is an `NSNumber`.
public enum PlainXMLPlistReader {
    /// Deeper documents go to Foundation (Info.plists nest three or four levels).
    public static let maximumDepth = 64

    /// The root dictionary, or nil when the document is outside the subset (or its root is not a dictionary).
    public static func dictionary(from data: Data) -> [String: Any]? {
        data.withUnsafeBytes { raw in
            var reader = Cursor(bytes: raw.bindMemory(to: UInt8.self))
            return reader.document() as? [String: Any]
        }
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        // The exact prolog Xcode writes; other declarations (another encoding, standalone=…) go to Foundation.
        static let declarations: [[UInt8]] = [Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8),
                                              Array(#"<?xml version="1.0" encoding="utf-8"?>"#.utf8)]
        static let doctype = Array("<!DOCTYPE plist".utf8)
        static let plistOpen = Array(#"<plist version="1.0">"#.utf8)
        static let plistClose = Array("</plist>".utf8)

        mutating func document() -> Any? {
            var declared = false
            for declaration in Self.declarations where take(declaration) {
                declared = true
                break
            }
            if declared { skipWhitespace() }
            if take(Self.doctype) {
                // `<!DOCTYPE plist PUBLIC "…" "…">`: an internal subset (`[`) could declare entities: Foundation's.
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "<") { return nil }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                skipWhitespace()
            }
            guard take(Self.plistOpen) else { return nil }
            skipWhitespace()
            guard let root = value(depth: 1) else { return nil }
            skipWhitespace()
            guard take(Self.plistClose) else { return nil }
            skipWhitespace()
            return index == bytes.count ? root : nil
        }

        mutating func value(depth: Int) -> Any? {
            guard depth <= PlainXMLPlistReader.maximumDepth, index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
            if take("<string>") { return text(closedBy: "</string>") }
            if take("<key>") { return nil }  // a key where a value belongs: Foundation words that error
            if take("<dict>") { return dictionary(depth: depth) }
            if take("<array>") { return array(depth: depth) }
            if take("<true/>") { return true }
            if take("<false/>") { return false }
            if take("<integer>") { return integer() }
            if take("<string/>") { return "" }
            if take("<dict/>") { return [String: Any]() }
            if take("<array/>") { return [Any]() }
            return nil
        }

        mutating func dictionary(depth: Int) -> [String: Any]? {
            var result: [String: Any] = [:]
            while true {
                skipWhitespace()
                if take("</dict>") { return result }
                guard take("<key>"), let key = text(closedBy: "</key>") else { return nil }
                skipWhitespace()
                guard let item = value(depth: depth + 1) else { return nil }
                result[key] = item  // a repeated key keeps its last value, as in Foundation
            }
        }

        mutating func array(depth: Int) -> [Any]? {
            var result: [Any] = []
            while true {
                skipWhitespace()
                if take("</array>") { return result }
                guard let item = value(depth: depth + 1) else { return nil }
                result.append(item)
            }
        }

        /// The text up to `closing`, with the five predefined entities replaced; nil for anything else that
        /// is markup (`<` that does not close it, `&#…;`, unknown entities), for control characters other than
        /// tab, line feed and carriage return, and for bytes that are not UTF-8.
        mutating func text(closedBy closing: StaticString) -> String? {
            let start = index
            var decoded: [UInt8]? = nil
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    let end = index
                    guard take(closing) else { return nil }
                    // After an entity, `decoded` holds the text so far; otherwise the text is the bytes as they are.
                    if let decoded { return String(validating: decoded, as: UTF8.self) }
                    return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return nil }
                if byte == UInt8(ascii: "&") {
                    if decoded == nil { decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                    guard let replacement = entity() else { return nil }
                    decoded!.append(replacement)
                    continue
                }
                decoded?.append(byte)
                index += 1
            }
            return nil
        }

        /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` at `index`, consumed; nil for any other reference.
        mutating func entity() -> UInt8? {
            let entities: [(StaticString, UInt8)] = [("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
                                                     ("&amp;", UInt8(ascii: "&")), ("&quot;", UInt8(ascii: "\"")),
                                                     ("&apos;", UInt8(ascii: "'"))]
            for (name, byte) in entities where take(name) { return byte }
            return nil
        }

        /// `0`, or an optional `-` and up to 19 digits without a leading zero, whose value fits an `Int64`
        /// (-9223372036854775808 through 9223372036854775807): an `Int64`, as Foundation reads it. Anything
        /// else is Foundation's to read or refuse: `+5`, `007`, hex, whitespace; 9223372036854775808 through
        /// 18446744073709551615, which it reads as an unsigned 64-bit number; and larger magnitudes, which it
        /// refuses ("Integer overflow in <integer> on line N", "Integer underflow" below Int64.min). The digits
        /// are added with overflow checks and at most 19 are read, so no value can trap (hostile-input audit F11).
        mutating func integer() -> NSNumber? {
            let negative = take("-")
            var magnitude: UInt64 = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                // `007`: Foundation reads it; this reader leaves leading zeros to it.
                if digits == 1 && magnitude == 0 { return nil }
                // A 20th digit is past every 64-bit value: Foundation's.
                guard digits < 19 else { return nil }
                let (shifted, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflowPlus) = shifted.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
                guard !overflowTimes, !overflowPlus else { return nil }
                magnitude = sum
                digits += 1
                index += 1
            }
            guard digits > 0, !(negative && magnitude == 0), take("</integer>") else { return nil }
            if negative {
                // Int64.min's magnitude is one more than Int64.max.
                guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
                return NSNumber(value: Int64(truncatingIfNeeded: 0 &- magnitude))
            }
            guard magnitude <= UInt64(Int64.max) else { return nil }
            return NSNumber(value: Int64(magnitude))
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// Consumes `literal` when the bytes at `index` are exactly it.
        mutating func take(_ literal: StaticString) -> Bool {
            literal.withUTF8Buffer { take($0) }
        }

        mutating func take(_ literal: [UInt8]) -> Bool {
            literal.withUnsafeBufferPointer { take($0) }
        }

        mutating func take(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count - index >= literal.count else { return false }
            for offset in 0..<literal.count where bytes[index + offset] != literal[offset] { return false }
            index += literal.count
            return true
        }
    }
}

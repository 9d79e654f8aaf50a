/// Where bytes first stop being UTF-8, as a line and column a tester can go to (audit 24f M1: a scenario or
/// `.strings` file with one bad byte was refused as "not UTF-8 text", with no place to look for it).
public enum UTF8Position {
    /// The first byte that does not start a well-formed UTF-8 sequence (a stray continuation byte, a sequence
    /// cut short, an overlong form, a surrogate, a value past U+10FFFF: what the standard library's decoder
    /// refuses): its 0-based byte offset, its 1-based line (lines end at LF; a CR alone or a CR LF ends one too,
    /// as YAML and the `.strings` reader count them), and its 1-based column, counted in Unicode scalars as
    /// libyaml counts them. Nil when every byte is well formed.
    public struct Problem: Hashable, Sendable {
        public var offset: Int
        public var line: Int
        public var column: Int
        /// The first bad byte, `0xFF`.
        public var byte: UInt8

        /// `byte 0xFF is not UTF-8`.
        public var message: String { "byte 0x\(Self.hex(byte)) is not UTF-8" }

        static func hex(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count < 2 ? "0" + digits : digits
        }
    }

    public static func firstInvalid<Bytes: Collection>(in bytes: Bytes) -> Problem? where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1
        var afterCR = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let first = encoded.first!
                switch first {
                case 0x0A:
                    if !afterCR { line += 1; column = 1 }
                    afterCR = false
                case 0x0D:
                    line += 1
                    column = 1
                    afterCR = true
                default:
                    column += 1
                    afterCR = false
                }
                offset += encoded.count
            case .error:
                let start = bytes.index(bytes.startIndex, offsetBy: offset)
                return Problem(offset: offset, line: line, column: column, byte: bytes[start])
            case .emptyInput:
                return nil
            }
        }
    }
}

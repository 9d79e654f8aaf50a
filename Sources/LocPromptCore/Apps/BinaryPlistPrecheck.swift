/// A look at a binary property list's objects before Foundation parses it. swift-corelibs-foundation reads the
/// binary format's "set" objects (marker 0xC), which are not property list types (an Info.plist holds strings,
/// numbers, booleans, dates, data, arrays and dictionaries), and then crashes the process while bridging some of
/// them to Swift instead of reporting an error: the long fuzz run found it (a dictionary marker turned into a set
/// one). Such a file is refused here with a clear message.
enum BinaryPlistPrecheck {
    /// Why `bytes` (a `bplist00` file) cannot be handed to Foundation, or nil. Damage of any other kind (offsets
    /// out of range, a short trailer) is left to Foundation, which reports it as an error.
    static func problem(in bytes: [UInt8]) -> String? {
        // 8 bytes of header, at least one object, 32 bytes of trailer.
        guard bytes.count >= 41 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        guard (1...8).contains(offsetSize) else { return nil }
        func bigEndian(at start: Int, size: Int) -> Int? {
            guard start >= 0, start + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[start..<(start + size)] { value = value << 8 | UInt64(byte) }
            return value < UInt64(bytes.count) ? Int(value) : nil
        }
        // Object count and table position, each bounded by the file's size (so is the loop).
        guard let count = bigEndian(at: trailer + 8, size: 8), let table = bigEndian(at: trailer + 24, size: 8) else { return nil }
        for index in 0..<count {
            guard let offset = bigEndian(at: table + index * offsetSize, size: offsetSize) else { break }
            if bytes[offset] >> 4 == 0xC {
                return "malformed binary property list: object \(index) is a set, which is not a property list type"
            }
        }
        return nil
    }
}

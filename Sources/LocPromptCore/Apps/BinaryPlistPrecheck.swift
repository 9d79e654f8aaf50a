/// A look at a binary property list's objects before Foundation parses it, for two kinds of file that Foundation
/// does not refuse cleanly:
///
/// - "Set" objects (marker 0xC), which are not property list types (an Info.plist holds strings, numbers,
///   booleans, dates, data, arrays and dictionaries): swift-corelibs-foundation reads them and then crashes the
///   process while bridging some of them to Swift instead of reporting an error. The long fuzz run found it (a
///   dictionary marker turned into a set one).
/// - Shared references that multiply. An array or dictionary names its members by object number, so one object
///   may be used many times, and Foundation builds a separate value for every use. Five nested arrays, each
///   holding 200 references to the one below, are 2 kB on disk and about 3·10^11 values once built: Foundation
///   grew to 1.9 GB and the process aborted (hostile-input audit F10). Here the values are counted as Foundation
///   would build them, each object's count worked out once (memoised), and a file that expands to more than
///   `maximumExpandedValues` is refused, as the YAML alias guard refuses an "alias bomb" scenario.
///
/// The work is linear in the file's size: every object is visited once at most and every reference read once;
/// and as each reference adds at least one value, the count stops after at most `limit` references.
enum BinaryPlistPrecheck {
    /// Values (every string, number, array, dictionary, key… counted each time it is used) a binary Info.plist may
    /// expand to. A real one holds a few hundred; a 16 MB file (`AppLoader.maximumFileSize`) without shared
    /// references holds a few million at most, and Foundation builds a million in about half a second.
    static let maximumExpandedValues = 1_000_000
    /// The deepest Foundation reads a binary plist: 512 nested arrays or dictionaries load, 513 are refused as
    /// "not in the correct format" (measured on this toolchain, Swift 6.3's swift-corelibs-foundation). A chain
    /// deeper than that was refused for the wrong reason: "malformed or truncated", or, a million deep, as shared
    /// objects that multiply (audit 24f M3). An Info.plist nests three or four levels.
    static let maximumDepth = 512

    /// Why `bytes` (a `bplist00` file) cannot be handed to Foundation, or nil. Damage of any other kind (offsets
    /// out of range, a short trailer, a reference to no object) is left to Foundation, which reports it as an
    /// error; the count below treats a reference it cannot follow as one value and goes on.
    static func problem(in bytes: [UInt8], limit: Int = maximumExpandedValues) -> String? {
        // 8 bytes of header, at least one object, 32 bytes of trailer.
        guard bytes.count >= 41 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize) else { return nil }
        /// The big-endian number of `size` bytes at `start`, when it lies in the file and is less than its size.
        func bigEndian(at start: Int, size: Int) -> Int? {
            guard start >= 0, size >= 0, start <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for position in start..<(start + size) { value = value << 8 | UInt64(bytes[position]) }
            return value < UInt64(bytes.count) ? Int(value) : nil
        }
        // Object count and table position, each bounded by the file's size (so is the loop).
        guard let count = bigEndian(at: trailer + 8, size: 8), let table = bigEndian(at: trailer + 24, size: 8) else { return nil }
        /// Where object `index` starts, when its offset table entry and the offset itself lie in the file.
        func offset(of index: Int) -> Int? {
            guard index >= 0, index < count, index <= (bytes.count - table) / offsetSize else { return nil }
            return bigEndian(at: table + index * offsetSize, size: offsetSize)
        }
        for index in 0..<count {
            guard let offset = offset(of: index) else { break }
            if bytes[offset] >> 4 == 0xC {
                return "malformed binary property list: object \(index) is a set, which is not a property list type"
            }
        }
        guard (1...8).contains(referenceSize), let top = bigEndian(at: trailer + 16, size: 8), offset(of: top) != nil else {
            return nil
        }

        /// The references object `index` holds: where the first one starts and how many there are (a dictionary
        /// holds its keys' then its values'). None for a value that holds no others, or whose references do not
        /// fit in the file (Foundation refuses it).
        func references(of index: Int) -> (start: Int, count: Int) {
            guard let start = offset(of: index) else { return (0, 0) }
            let marker = bytes[start]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xD else { return (0, 0) }  // sets were refused above
            var members = Int(marker & 0x0F)
            var first = start + 1
            if members == 0x0F {
                // 15 or more: an integer object follows (marker 0x1n, 2^n bytes).
                guard first < bytes.count, bytes[first] >> 4 == 0x1, bytes[first] & 0x0F <= 3 else { return (0, 0) }
                let size = 1 << Int(bytes[first] & 0x0F)
                guard let value = bigEndian(at: first + 1, size: size) else { return (0, 0) }
                members = value
                first += 1 + size
            }
            let total = kind == 0xD ? members * 2 : members  // members < file size: no overflow
            guard first <= bytes.count, total <= (bytes.count - first) / referenceSize else { return (0, 0) }
            return (first, total)
        }

        // Depth-first from the top object, without recursion (a chain of arrays may be as long as the file).
        // `expanded[i]`: 0 not reached yet, `building` while object i's members are being counted (reaching it
        // again then means it contains itself), otherwise the number of values object i expands to (≤ limit).
        precondition(limit < Int(UInt32.max))
        let building = UInt32.max
        var expanded = [UInt32](repeating: 0, count: min(count, (bytes.count - table) / offsetSize + 1))
        struct Frame {
            let index: Int
            let start: Int
            let count: Int
            var next = 0
            var total = 1
        }
        func frame(_ index: Int) -> Frame {
            let (start, count) = references(of: index)
            return Frame(index: index, start: start, count: count)
        }
        let tooMany = "binary property list expands to more than \(grouped(limit)) values: its arrays and dictionaries "
            + "refer to shared objects, each use counts, and here they multiply (an Info.plist holds a few hundred)"
        expanded[top] = building
        var stack = [frame(top)]
        while let last = stack.indices.last {
            if stack[last].next < stack[last].count {
                let at = stack[last].start + stack[last].next * referenceSize
                stack[last].next += 1
                guard let member = bigEndian(at: at, size: referenceSize), member < expanded.count, offset(of: member) != nil else {
                    stack[last].total += 1  // a reference to no object: Foundation refuses the file
                    if stack[last].total > limit { return tooMany }
                    continue
                }
                switch expanded[member] {
                case 0:
                    // Every object on the stack contains the next: the stack is the nesting.
                    if stack.count >= maximumDepth, let start = offset(of: member), [0xA, 0xD].contains(bytes[start] >> 4) {
                        return "binary property list nested too deeply: arrays and dictionaries more than \(maximumDepth) levels "
                            + "deep (an Info.plist nests three or four)"
                    }
                    expanded[member] = building
                    stack.append(frame(member))
                    continue
                case building:
                    return "malformed binary property list: object \(member) contains itself"
                case let size:
                    stack[last].total += Int(size)
                }
                if stack[last].total > limit { return tooMany }
            } else {
                let done = stack.removeLast()
                expanded[done.index] = UInt32(done.total)
                if let parent = stack.indices.last {
                    stack[parent].total += done.total
                    if stack[parent].total > limit { return tooMany }
                }
            }
        }
        return nil
    }

    /// 1000000 → "1,000,000".
    static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return (number < 0 ? "-" : "") + digits + result
    }
}

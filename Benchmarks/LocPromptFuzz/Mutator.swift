import LocPromptScenario
/// A seeded byte mutator: the same seed gives the same inputs on every run and machine, so a failure
/// found in CI can be replayed exactly.
public struct Mutator {
    /// SplitMix64, the quiz's generator: the same sequence as before it was shared (state = seed + the increment).
    private var generator: SeededGenerator

    public init(seed: UInt64) { generator = SeededGenerator(seed: seed &+ 0x9E37_79B9_7F4A_7C15) }

    public mutating func next() -> UInt64 { generator.next() }

    public mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

    /// Bytes that tend to matter to text parsers: quotes, escapes, separators, control and high bytes.
    static let interesting: [UInt8] = [0, 0x09, 0x0A, 0x0D, 0x1B, 0x20, 0x22, 0x27, 0x2F, 0x2A, 0x3B, 0x3D, 0x3A, 0x2E,
                                       0x2D, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x3C, 0x3E, 0x26, 0x7F, 0x80, 0xC3, 0xE2, 0xFE,
                                       0xFF, 0x30, 0x39, 0x75, 0x55]

    /// One mutated input from `base`, using `tokens` (parser keywords) for insertions and `other` for splices.
    public mutating func mutate(_ base: [UInt8], tokens: [[UInt8]], other: [UInt8]) -> [UInt8] {
        var bytes = base
        let rounds = 1 + below(4)
        for _ in 0..<rounds {
            switch below(9) {
            case 0 where !bytes.isEmpty:  // flip a bit
                let i = below(bytes.count)
                bytes[i] ^= UInt8(1 << below(8))
            case 1 where !bytes.isEmpty:  // replace a byte with an interesting one
                bytes[below(bytes.count)] = Self.interesting[below(Self.interesting.count)]
            case 2:  // insert an interesting byte
                bytes.insert(Self.interesting[below(Self.interesting.count)], at: below(bytes.count + 1))
            case 3 where !bytes.isEmpty:  // delete a range
                let start = below(bytes.count)
                let length = min(bytes.count - start, 1 + below(16))
                bytes.removeSubrange(start..<(start + length))
            case 4 where !bytes.isEmpty:  // duplicate a range (deep nesting, long runs)
                let start = below(bytes.count)
                let length = min(bytes.count - start, 1 + below(64))
                let chunk = Array(bytes[start..<(start + length)])
                let times = 1 + below(8)
                for _ in 0..<times { bytes.insert(contentsOf: chunk, at: start) }
            case 5 where !tokens.isEmpty:  // insert a keyword
                bytes.insert(contentsOf: tokens[below(tokens.count)], at: below(bytes.count + 1))
            case 6 where !other.isEmpty:  // splice with another corpus entry
                let cut = below(bytes.count + 1)
                let from = below(other.count)
                bytes = Array(bytes[..<cut]) + Array(other[from...])
            case 7 where !bytes.isEmpty:  // truncate
                bytes = Array(bytes[..<below(bytes.count)])
            default:  // random byte
                bytes.insert(UInt8(truncatingIfNeeded: next()), at: below(bytes.count + 1))
            }
        }
        return bytes
    }
}

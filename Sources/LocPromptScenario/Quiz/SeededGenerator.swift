/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so a quiz shuffles its
/// choices the same way on every machine and every run (Swift's `SystemRandomNumberGenerator` would not).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator for one question: the quiz seed mixed with the step's index, so each question's shuffle
    /// does not depend on which questions came before it.
    public static func forQuestion(seed: UInt64, step: Int) -> SeededGenerator {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: step) &* 0xD6E8_FEB8_6659_FD93))
        return SeededGenerator(seed: mixer.next())
    }
}

import Foundation
import LocPromptCore

/// A parser under fuzzing: its seed corpus, the keywords worth inserting, and a body that must return
/// (with a value or a clean error) for every input, never crash or hang.
public struct FuzzTarget: Sendable {
    public let name: String
    public let tokens: [[UInt8]]
    public let body: @Sendable ([UInt8]) -> Void

    public init(name: String, tokens: [String], body: @escaping @Sendable ([UInt8]) -> Void) {
        self.name = name
        self.tokens = tokens.map { Array($0.utf8) }
        self.body = body
    }
}

/// What a fuzz run saw.
public struct FuzzReport: Sendable {
    public let target: String
    public let inputs: Int
    public let seconds: Double
    /// The slowest single input, in milliseconds (a hang would show here, or never return).
    public let slowestMilliseconds: Double
    public let largestInput: Int
}

public enum Fuzzer {
    /// Runs the seeds and then `count` mutated inputs derived from `corpus` through `target`. With a `watchdog`,
    /// an input that hangs or crashes is saved and named (inputs are numbered from 1, seeds first).
    public static func run(_ target: FuzzTarget, corpus: [[UInt8]], count: Int, seed: UInt64,
                           watchdog: FuzzWatchdog? = nil) -> FuzzReport {
        var mutator = Mutator(seed: seed)
        let seeds = corpus.isEmpty ? [[UInt8]()] : corpus
        var slowest = 0.0
        var largest = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var number = 0
        defer { watchdog?.end() }
        for seedInput in seeds {
            number += 1
            watchdog?.begin(target: target.name, index: number, input: seedInput)
            target.body(seedInput)
        }
        for _ in 0..<count {
            let base = seeds[mutator.below(seeds.count)]
            let other = seeds[mutator.below(seeds.count)]
            var input = mutator.mutate(base, tokens: target.tokens, other: other)
            if input.count > 1 << 20 { input = Array(input.prefix(1 << 20)) }
            largest = max(largest, input.count)
            number += 1
            watchdog?.begin(target: target.name, index: number, input: input)
            let t0 = DispatchTime.now().uptimeNanoseconds
            target.body(input)
            slowest = max(slowest, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return FuzzReport(target: target.name, inputs: count, seconds: seconds, slowestMilliseconds: slowest, largestInput: largest)
    }

    /// Reads every file of `Tests/Corpus/<name>/` as a seed.
    public static func corpus(named name: String, root: String) -> [[UInt8]] {
        let folder = root + "/Tests/Corpus/" + name
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        return files.compactMap { FileManager.default.contents(atPath: folder + "/" + $0).map { Array($0) } }
    }
}

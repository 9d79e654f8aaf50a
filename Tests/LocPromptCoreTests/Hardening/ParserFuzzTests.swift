import Foundation
import Testing
import LocPromptFuzz

/// A short seeded fuzz run of every parser in the normal test suite (issue 8 "Parsers fuzzed"); the long run
/// (100k inputs per parser) is `scripts/bench --fuzz`. A crash would end the test process; a hang would
/// show as a slow input.
@Suite("Parser fuzzing (short seeded run)")
struct ParserFuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test("2,000 mutated inputs per parser, none crashes or takes over a second", arguments: (ParserTargets.all + ScenarioFuzzTargets.all + DeviceAndKeyFuzzTargets.all).map(\.name))
    func fuzz(name: String) throws {
        let target = try #require((ParserTargets.all + ScenarioFuzzTargets.all + DeviceAndKeyFuzzTargets.all).first { $0.name == name })
        let corpus = Fuzzer.corpus(named: name, root: Self.root)
        #expect(!corpus.isEmpty, "Tests/Corpus/\(name) holds the seed inputs")
        let report = Fuzzer.run(target, corpus: corpus, count: 2_000, seed: 20261122)
        #expect(report.inputs == 2_000)
        #expect(report.slowestMilliseconds < 1_000, "slowest input took \(report.slowestMilliseconds) ms")
    }

    @Test("the mutator is deterministic for a seed")
    func deterministic() {
        var a = Mutator(seed: 7), b = Mutator(seed: 7)
        let base = Array("\"k\" = \"v\";".utf8)
        for _ in 0..<100 { #expect(a.mutate(base, tokens: [], other: base) == b.mutate(base, tokens: [], other: base)) }
    }
}

/// How far apart two short words are, for "did you mean" suggestions (scenario keys, rule ids).
public enum EditDistance {
    /// Levenshtein distance on characters, bounded to the first 64 of each (the table is quadratic).
    public static func levenshtein(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// "Did you mean …?": the closest of `candidates` to `word` when it is close enough to be a likely typo: at
    /// most a third of the word's letters apart (at least 2, at most 3; never the whole word), or a prefix of at
    /// least two letters. Ties go to the first candidate, so the answer is stable. Used for subcommands and
    /// option values.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        let limit = min(3, max(2, word.count / 3))
        let scored = candidates.map { ($0, levenshtein(word, $0)) }
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit, best.1 < word.count { return best.0 }
        if word.count >= 2, let prefixed = candidates.first(where: { $0.hasPrefix(word) }) { return prefixed }
        return nil
    }
}

import LocPromptCore

/// "Did you mean …?": the nearest accepted word to a mistyped one (subcommands, option values).
enum Suggestion {
    /// The closest of `candidates` to `word`, when it is close enough to be a likely typo: at most a third of
    /// the word's letters apart (at least 2, at most 3; never the whole word), or a prefix of at least two letters. Ties go to the
    /// first candidate, so the answer is stable.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        let limit = min(3, max(2, word.count / 3))
        let scored = candidates.map { ($0, EditDistance.levenshtein(word, $0)) }
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit, best.1 < word.count { return best.0 }
        if word.count >= 2, let prefixed = candidates.first(where: { $0.hasPrefix(word) }) { return prefixed }
        return nil
    }
}

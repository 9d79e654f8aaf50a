/// Which wrong choices a question offers, among the step's variants (`QuizDeriver.variants`).
///
/// A distractor should test the lesson's concept: first one whose status differs from every choice already
/// taken, then one that brings another alert, and only then one that differs in what the app hears alone. Two
/// choices therefore share a status line only when the step has no variant with a status not yet offered (audit
/// 24h, trainer friction 5: two of four choices read “Status → authorizedAlways (provisional)”). Within each
/// kind, the seeded order decides, so the same seed still gives the same question.
enum QuizDistractors {
    /// Up to `count` of `candidates` (already in the seeded order, none reading like `truth` or like another).
    static func pick(_ candidates: [QuizChoice], truth: QuizChoice, count: Int) -> [QuizChoice] {
        var chosen = [truth]
        var left = candidates
        while chosen.count <= count, !left.isEmpty {
            let tiers = left.map { tier($0, against: chosen) }
            guard let best = tiers.min(), let index = tiers.firstIndex(of: best) else { break }
            chosen.append(left.remove(at: index))
        }
        return Array(chosen.dropFirst())
    }

    /// 0: a status no chosen choice has; 1: a status already offered, with another alert than every choice that
    /// offers it; 2: the same status and alert as one of them (it differs in the callbacks only).
    static func tier(_ choice: QuizChoice, against chosen: [QuizChoice]) -> Int {
        let sameStatus = chosen.filter { $0.statusLine == choice.statusLine }
        if sameStatus.isEmpty { return 0 }
        return sameStatus.contains { $0.alertLines == choice.alertLines } ? 2 : 1
    }
}

extension QuizChoice {
    /// “Status: unchanged” or “Status → denied”.
    var statusLine: String? { lines.first { $0.hasPrefix("Status") } }

    /// The lines before the status: the alert (title, buttons), “No alert” or the refusal.
    var alertLines: ArraySlice<String> { lines.prefix { !$0.hasPrefix("Status") } }
}

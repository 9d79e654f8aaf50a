/// Finding misspelled location keys in an Info.plist and the real key each one was meant to be.
public enum UsageKeySuggestion {
    /// Every location key Core Location reads from Info.plist (reference §3 "Required keys", [S6][S7]).
    public static let realKeys: [String] = UsageKey.allCases.map(\.key) + [
        LocationInfoKey.temporaryUsageDescriptionDictionary,
        LocationInfoKey.defaultAccuracyReduced,
    ]

    /// Real Apple keys that start with `NSLocation` but do not change the prompts locprompt emulates
    /// (iOS 18 `CLServiceSession` opt-in [S38]); never reported as misspelled.
    public static let otherKnownKeys: Set<String> = ["NSLocationRequireExplicitServiceSession"]

    /// The nearest real location key to `key` and the edit distance, or nil when `key` is itself real.
    public static func nearest(to key: String) -> (key: String, distance: Int)? {
        guard !realKeys.contains(key), !otherKnownKeys.contains(key) else { return nil }
        var best: (key: String, distance: Int)?
        for real in realKeys {
            let distance = editDistance(key.lowercased(), real.lowercased())
            if best == nil || distance < best!.distance { best = (real, distance) }
        }
        return best
    }

    /// Keys of a plist that look like location keys but are not spelled as Core Location reads them:
    /// anything starting with `NSLocation` (any case) that is not a real key, and anything else within a few
    /// edits of a real key that still mentions "loc" (e.g. `NSLoctionWhenInUseUsageDescription`), so that
    /// `NSMotionUsageDescription` (3 edits from `NSLocationUsageDescription`) is not reported.
    public static func suspiciousKeys(in keys: some Sequence<String>) -> [(found: String, suggestion: String, distance: Int)] {
        var result: [(found: String, suggestion: String, distance: Int)] = []
        for key in keys {
            let lowered = key.lowercased()
            let prefixed = lowered.hasPrefix("nslocation")
            // Only keys that could be reported need the (costly) distance to every real key.
            guard prefixed || containsLoc(lowered), let (real, distance) = nearest(to: key) else { continue }
            if prefixed || distance <= 3 { result.append((key, real, distance)) }
        }
        return result.sorted { $0.found < $1.found }
    }

    /// Whether "loc" is in `text`, compared byte by byte: with Foundation imported, `String.contains` is
    /// NSString's search, which cost 7,000 instructions a key on every launch (issue 15).
    static func containsLoc(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if previous == (UInt8(ascii: "l"), UInt8(ascii: "o")) && byte == UInt8(ascii: "c") { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// Levenshtein distance over Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}

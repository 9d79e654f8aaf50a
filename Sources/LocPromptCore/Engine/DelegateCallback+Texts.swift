extension DelegateCallback {
    /// Every callback the engine can send, one of each shape: every status for both authorization callbacks, both
    /// accuracies of a location batch, each completion. A scenario's `callbacks:` text that is none of these (nor
    /// one of the "any error" spellings) can never be observed, so the parser rejects it instead of letting the
    /// check fail as if the engine behaved differently (audit 17: `locationManagerDidPauseLocationUpdates` and
    /// `kCLErrorLocationUnknown` are Apple's, but not modelled).
    public static let every: [DelegateCallback] = {
        var all: [DelegateCallback] = []
        for status in AuthorizationStatus.allCases {
            all.append(.didChangeAuthorization(status, accuracy: nil))
            all.append(.legacyDidChangeAuthorization(status))
        }
        all += [.didFailWithDenied, .monitoringDidFailDenied, .didUpdateLocations(.full), .didUpdateLocations(.reduced),
                .didEnterRegion, .didExitRegion, .didVisit, .temporaryFullAccuracyCompletion(error: nil),
                .temporaryFullAccuracyCompletion(error: promptDeclinedError)]
        return all
    }()

    /// The texts of `every`.
    public static let everyText: Set<String> = Set(every.map(\.text))

    /// `every` as an error message lists it: the two authorization callbacks once each, with `<status>` for the status.
    public static let shapes: [String] = {
        var seen = Set<String>()
        var out: [String] = []
        for callback in every {
            var text = callback.text
            switch callback {
            case .didChangeAuthorization(let status, _), .legacyDidChangeAuthorization(let status):
                // Both texts end with the status name and ")".
                text = String(text.dropLast(status.name.count + 1)) + "<status>)"
            default:
                break
            }
            if seen.insert(text).inserted { out.append(text) }
        }
        return out
    }()
}

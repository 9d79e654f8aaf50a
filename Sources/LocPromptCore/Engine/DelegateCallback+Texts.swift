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
                .didEnterRegion, .didVisit, .temporaryFullAccuracyCompletion(error: nil),
                .temporaryFullAccuracyCompletion(error: completionError), .temporaryFullAccuracyCompletion(error: promptDeclinedError)]
        return all
    }()

    /// The texts of `every`.
    public static let everyText: Set<String> = Set(every.map(\.text))
}

import LocPromptCore

/// The authorization callback's two spellings. Apple renamed it in iOS 14: `locationManager(_:didChangeAuthorization:)`
/// before, `locationManagerDidChangeAuthorization(_:)` from iOS 14 [S5] (`DelegateCallback.text`, rule
/// callback-on-change). The quiz asks what a step does on one device, so every choice names the callback as that
/// device does: a choice taken from another OS band must not stand out, or be told apart from the truth, by the
/// API's generation alone (audit 24h, trainer friction 5: two choices read “Status → authorizedAlways
/// (provisional)” and differed only in this spelling).
public enum CallbackSpelling {
    static let modernPrefix = "locationManagerDidChangeAuthorization("
    static let legacyPrefix = "locationManager(_:didChangeAuthorization: "

    /// `callback` (a `StepObservation.callbacks` line, possibly ending with “(queued until the app runs)”) spelled
    /// as iOS 14+ (`modern`) or an earlier version names it; any other callback unchanged.
    public static func spelled(_ callback: String, modern: Bool) -> String {
        guard let (status, rest) = authorizationCallback(callback) else { return callback }
        return modern ? modernPrefix + status + rest : legacyPrefix + status + rest
    }

    /// `callback` in a spelling of neither generation (`didChangeAuthorization(authorizedAlways)`), for comparing
    /// outcomes in substance.
    public static func neutral(_ callback: String) -> String {
        guard let (status, rest) = authorizationCallback(callback) else { return callback }
        return "didChangeAuthorization(" + status + rest
    }

    /// The status named by an authorization callback, and what follows it from its closing parenthesis on.
    private static func authorizationCallback(_ text: String) -> (status: Substring, rest: Substring)? {
        for prefix in [modernPrefix, legacyPrefix] where text.hasPrefix(prefix) {
            let body = text.dropFirst(prefix.count)
            guard let close = body.firstIndex(of: ")") else { return nil }
            return (body[..<close], body[close...])
        }
        return nil
    }
}

/// App Clips (iOS 14+): no Always; When In Use “resets automatically at 4:00 a.m. the next day” [S130].
extension Transition {
    /// After an App Clip is granted permanent-looking When In Use, schedule its reset.
    mutating func scheduleAppClipReset(after stored: StoredAuthorization) {
        guard state.app.isAppClip, stored == .whenInUse(temporary: false) else { return }
        let reset = Transition.nextAppClipReset(after: state.clock)
        state.appClipResetAt = reset
        nothing("an App Clip keeps When In Use only until 4:00 a.m. the next day (\(reset.clockText) on the virtual clock)", .appClipWhenInUseUntilTomorrow)
    }

    /// At 4:00 a.m.: the App Clip's When In Use resets to notDetermined; it may ask again.
    mutating func resetAppClipAuthorization() {
        state.appClipResetAt = nil
        guard state.authorization == .whenInUse(temporary: false) else { return }
        changeAuthorization(.appClipWhenInUseUntilTomorrow) { $0.authorization = .notDetermined }
    }

    /// The virtual clock has no time of day; locprompt starts it at 12:00 noon, so 4:00 a.m. falls at
    /// t+16h, t+40h, … (an emulator choice: Apple gives the hour, not the start of a run).
    static let appClipFirstReset = VirtualDuration(milliseconds: 16 * 3_600_000)
    static let day = VirtualDuration(milliseconds: 24 * 3_600_000)

    static func nextAppClipReset(after time: VirtualTime) -> VirtualTime {
        let first = appClipFirstReset.milliseconds, day = day.milliseconds
        if time.milliseconds < first { return VirtualTime(milliseconds: first) }
        let days = (time.milliseconds - first) / day + 1
        return VirtualTime(milliseconds: first + days * day)
    }
}

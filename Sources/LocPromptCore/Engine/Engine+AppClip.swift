/// App Clips (iOS 14+): no Always; When In Use “resets automatically at 4:00 a.m. the next day” [S130].
extension Transition {
    /// After an App Clip is granted permanent-looking When In Use, schedule its reset.
    mutating func scheduleAppClipReset(after stored: StoredAuthorization) {
        guard state.app.isAppClip, stored == .whenInUse(temporary: false) else { return }
        let reset = Transition.nextAppClipReset(after: state.clock)
        state.appClipResetAt = reset
        let when = state.clock.timeOfDay < Transition.appClipResetTime
            ? "4:00 a.m. tonight (granted after midnight: locprompt takes the same night's 4:00)" : "4:00 a.m. the next day"
        nothing("an App Clip keeps When In Use only until \(when), at \(reset) (\(reset.clockText) on the virtual clock)", .appClipWhenInUseUntilTomorrow)
    }

    /// At 4:00 a.m.: the App Clip's When In Use resets to notDetermined; it may ask again.
    mutating func resetAppClipAuthorization() {
        state.appClipResetAt = nil
        guard state.authorization == .whenInUse(temporary: false) else { return }
        changeAuthorization(.appClipWhenInUseUntilTomorrow) { $0.authorization = .notDetermined }
    }

    /// The next 4:00 a.m. on the virtual clock (whose time of day `VirtualTime.clockOrigin` owns) strictly after
    /// `time`. Apple says "the next day at 4:00 a.m." [S130]: granted at any time from 4:00 a.m. to midnight,
    /// that is the next calendar day's 4:00. Granted between midnight and 4:00 a.m. Apple's words are ambiguous
    /// (the same night's 4:00, or the following one, 24 hours later); locprompt takes the next 4:00 a.m. on the
    /// clock, the same night's (an emulator decision: the hour is the reset point, and a later 4:00 would leave
    /// one day's grant running through two resets).
    static let appClipResetTime = VirtualDuration(milliseconds: 4 * 3_600_000)

    static func nextAppClipReset(after time: VirtualTime) -> VirtualTime {
        time.next(timeOfDay: appClipResetTime)
    }
}

/// The record behind the background-use reminder (`EngineState.usedLocationInBackground`; rules
/// background-reminder-before-13, background-reminder-from-13): "the user will be asked to confirm a few days later
/// and only if their Always authorization was exercised, that is the app did use location in the background"
/// (WWDC 2014 706 [S53]). locprompt reads "used location in the background" as: with permanent Always, a location or a
/// location event reached the app, or was queued for it, while it was not in the foreground (emulator decision: Apple
/// does not say what counts).
extension Transition {
    /// Called for every effect (`emit`): one that brings the app a location while it is not in the foreground, with
    /// permanent Always, on iOS (the only platform with the reminder), records that its Always authorization was exercised.
    mutating func noteBackgroundUse(_ kind: EffectKind) {
        guard !state.usedLocationInBackground, kind.bringsLocation, state.lifecycle != .foreground,
              state.os.platform == .iOS, state.os.era.hasBackgroundReminder,
              state.authorization.isPermanentAlways, state.status == .authorizedAlways else { return }
        state.usedLocationInBackground = true
    }

    /// After every event: the record belongs to the current Always grant. Once the stored authorization is no longer
    /// permanent Always (a Settings change, the reminder's own answer, Reset Location & Privacy), it is gone, and a
    /// new grant must be exercised before the reminder can come (emulator decision, the simplest reading of 706's
    /// "if Always authorization was granted … and only if their Always authorization was exercised"). Location
    /// Services off and restrictions leave the stored authorization, and so the record, as they are.
    mutating func reconcileBackgroundUse() {
        if state.usedLocationInBackground && !state.authorization.isPermanentAlways {
            state.usedLocationInBackground = false
        }
    }
}

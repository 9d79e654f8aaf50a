/// What Settings asks before turning Location Services off, per platform, as the engine says it (rule
/// settings-turn-off-confirmation). The front end draws it and sends the row's event only once it is confirmed;
/// it decides nothing about which platform asks, or whether that is sourced.
public struct SettingsConfirmation: Hashable, Sendable {
    public let title: String
    public let message: String
    /// Left to right; the first one confirms.
    public let buttons: [String]
    /// What the confirming button sends.
    public let event: Event
    /// A source shows this confirmation on the device's platform (iOS: reference §4.2, wording unverified [S353]).
    /// False elsewhere: no source shows what a Mac, a watch, a TV or a headset asks, and the iPhone's confirmation
    /// is locprompt's reading there (`caveat` says so).
    public let sourced: Bool
    public let rule: Rule
    /// Why the confirmation is not sourced on this platform, for the log; nil where it is.
    public let caveat: String?
}

extension SettingsRow {
    /// The confirmation Settings shows before this row acts, if the engine knows one: turning the global switch
    /// off (rule settings-turn-off-confirmation). Turning it back on acts at once.
    public func confirmation(in state: EngineState) -> SettingsConfirmation? {
        guard self == .locationServices, state.locationServicesEnabled else { return nil }
        return state.turnOffLocationServicesConfirmation
    }
}

extension EngineState {
    /// Turning the global switch off. On iOS a confirmation mentioning Find My's Lost Mode is reported (reference
    /// §4.2, wording L; a how-to says to confirm with Turn Off [S353]). On macOS, watchOS, tvOS and visionOS the
    /// sources searched show none (Mac Help 10.13 and 13+ [S351][S350], the Apple TV User Guide [S352], a watch
    /// how-to [S354]; no Vision Pro page found): the iPhone's is kept as locprompt's reading, marked unsourced, so
    /// that the switch still asks before it acts and no one takes it for what the device shows.
    public var turnOffLocationServicesConfirmation: SettingsConfirmation {
        let sourced = os.platform == .iOS
        let platform = os.platform.displayName
        return SettingsConfirmation(
            title: "Turn Off Location Services?",
            message: "Location Services will be disabled for all apps, but your personalized Location Services settings "
                + "for apps will be temporarily restored if you use Find My to enable Lost Mode.",
            buttons: ["Turn Off", "Cancel"],
            event: .settings(.locationServices(false)),
            sourced: sourced,
            rule: .settingsTurnOffConfirmation,
            caveat: sourced ? nil
                : "no source shows what \(platform) asks when Location Services is turned off: this is the iPhone's confirmation, locprompt's reading")
    }
}

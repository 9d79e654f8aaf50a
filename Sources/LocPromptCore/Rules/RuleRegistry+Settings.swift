extension RuleRegistry {
    /// Rules of the Settings screen (audit 14; `Rules+Settings.swift`).
    static let settings: [Rule] = [
        .settingsListsAppsThatAsked,
        .settingsUnlistedAppAppliedAsGrant,
        .settingsPreciseHiddenWhenNever,
        .settingsAppExplanation,
        .settingsMacAppCheckbox,
        .settingsMacAppSwitch,
        .settingsTurnOffConfirmation,
        .settingsAskNextTimeFromIOS13,
        .settingsListArrow,
    ]
}

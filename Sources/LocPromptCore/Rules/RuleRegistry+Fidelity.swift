extension RuleRegistry {
    /// Rules added by the second reading of Apple's sources (issue 13).
    static let fidelity: [Rule] = [
        .monitoringNeedsAlwaysBeforeIOS13,
        .monitoringWhileInUse,
        .provisionalInUseDelivered,
        .resumeReportsAuthorization,
        .temporaryFullAccuracyNoPromptError,
        .alwaysOnlyAppSettingsRow,
        .missingKeySilentBeforeIOS11,
        .tvOSUnavailableServices,
        .requestLocationOnce,
        .requestLocationWaits,
    ]
}

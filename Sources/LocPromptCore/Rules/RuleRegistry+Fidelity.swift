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
        .watchOSUnavailableMonitoring,
        .requestLocationOnce,
        .requestLocationWaits,
        .backgroundStartNeedsInUse,
        .alwaysRequestAgainWhenNotDetermined,
        .suspendedUpdatesQueued,
        .inUseNeedsIndicator,
        .watchOSStartUpdatingFrom3,
        .watchOSNoBackgroundUpdatesBefore4,
        .watchOSBackgroundIndicatorAlwaysShown,
        .visionOSMonitoringDoesNothing,
        .macOSAppsNotSuspended,
        .temporaryFullAccuracyPromptDeclined,
        .temporaryFullAccuracyCompletionGuaranteed,
        .significantChangeRestart,
        .significantChangeWaitEndsWithApp,
        .relaunchRegionVisitDelivered,
        .regionMonitoringFailure,
        .widgetLocationGrant,
        // catalog (issue 13 §1 alerts; Rules+Catalog.swift):
        .backgroundReminderBefore13, .locationButton, .locationButtonDecline, .locationButtonDeniedUnknown, .appClipNoAlways, .appClipWhenInUseUntilTomorrow, .appClipNoBackground, .watchOSPromptOnPhone,
    ]
}

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
        .requestLocationStopCancels,
        .requestLocationStartCancels,
        .requestLocationWhileUpdating,
        .requestLocationSuspendsOutOfUse,
        .backgroundStartNeedsInUse,
        .alwaysRequestAgainWhenNotDetermined,
        .noUpgradeBeforeIOS10,
        .upgradePromptIOS10,
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
        .widgetUpdatesProperty,
        // audit 22f (R): refusals of the accuracy APIs before iOS 14
        .accuracyAPIAvailability,
        // audit 18 (D3): the widget alert needs a When In Use app
        .widgetAlertNeedsAuthorization, .widgetAlertNotForAlwaysOrAllowOnce,
        // audit 24a (Info.plist keys, D1):
        .widgetWantsLocation,
        // session-16 lifecycle audit (D1–D3):
        .macOSNoLaunchForRegions,
        .backgroundSessionKeepsAppRunning,
        .updatesWhileRunning,
        // audit 17 (delegate callbacks, D1–D2):
        .updatesPerManager,
        .updatesEndWithManager,
        .standardUpdatesInitialFix,
        .standardUpdatesInitialFixWaits,
        // audit 18 (CLLocationManager pages, D1–D2):
        .monitoringEventsEveryManager,
        .significantChangeInitialFix,
        .significantChangeInitialFixWaits,
        .significantChangeStop,
        // session 19 (stopping visit and region monitoring):
        .monitoringStop,
        // audit 17 (Info.plist keys, K1):
        .macOSWhenInUseKeyAccepted,
        // catalog (issue 13 §1 alerts; Rules+Catalog.swift):
        .backgroundReminderBefore13, .backgroundReminderFrom13, .locationButton, .locationButtonDecline, .locationButtonAfterNever, .locationButtonRestricted, .appClipNoAlways, .appClipWhenInUseUntilTomorrow, .appClipNoBackground, .watchOSPromptOnPhone,
    ]
}

/// The one registry of rules: every rule the engine may cite, in one list, so that `locprompt rules`, the docs
/// and the tests read the same place. Each area keeps its own list in its own file (`RuleRegistry+<Area>.swift`);
/// this file only joins them.
public enum RuleRegistry {
    /// Every rule, in registry order.
    public static var all: [Rule] { established + fidelity + modern }

    /// The rule with this id, if there is one.
    public static func rule(id: String) -> Rule? { all.first { $0.id == id } }

    /// The rules of the first engine (`Engine/Rules.swift`).
    static let established: [Rule] = [
        .whenInUseRequest,
        .whenInUseOnlyFromNotDetermined,
        .foregroundRequired,
        .oneTimePrompt,
        .alwaysRequest,
        .alwaysOnce,
        .alwaysIgnoredAfterAllowOnce,
        .alwaysOnlyFromNotDeterminedOrWhenInUse,
        .upgradePrompt,
        .silentProvisionalUpgrade,
        .provisionalAlways,
        .allowOnce,
        .buttonOutcome,
        .dontAllowFinal,
        .deferredPrompt,
        .provisionalHold,
        .heldEventsOutcome,
        .upgradeKeepNoCallback,
        .allowOnceExpiry,
        .allowOnceKeptByBackgroundSession,
        .allowOnceBackInUse,
        .callbackOnChange,
        .callbackOnCreate,
        .queuedWhileSuspended,
        .noCompletion,
        .missingWhenInUseKey,
        .missingAlwaysKeys,
        .legacyKeyIgnored,
        .mapKitWarning,
        .globalSwitch,
        .restriction,
        .settingsChange,
        .settingsAlwaysNeedsKey,
        .resetLocationAndPrivacy,
        .preciseSwitch,
        .defaultAccuracyReduced,
        .temporaryFullAccuracy,
        .temporaryFullAccuracyExpiry,
        .deliveryGate,
        .deniedError,
        .startDoesNotPrompt,
        .servicesOffAlert,
        .reducedAccuracyNoRegions,
        .needsAlways,
        .relaunchForAlways,
        .managerLifetime,
        .lifecycle,
        .locationIndicator,
        .locationServicesEnabledCall,
        .macOSEquivalent,
        .macOSPromptOnStart,
        .tvOSNoAlways,
        .visionOSAlwaysBecomesWhenInUse,
        .watchOSNoLaunch,
        .virtualTime,
        .noSuchAlert,
        .oneAlertAtATime,
        .alertIsModal,
        .systemAlerts,
    ]
}

/// What answering an alert does (reference §2 "Button → status, accuracy and callback").
/// This is the one table that gives buttons their meaning; the catalog only words and orders them.
public enum AlertOutcome: Hashable, Sendable {
    /// The stored authorization becomes this.
    case authorize(StoredAuthorization)
    /// Nothing changes (and, since nothing changes, no callback) [S1][S17].
    case keepCurrent
    /// Temporary full accuracy is granted [S13].
    case grantTemporaryFullAccuracy
    /// Temporary full accuracy is declined; the completion still runs with a nil error [S13].
    case declineTemporaryFullAccuracy
    /// "Turn On Location Services": the Settings button opens Settings.
    case openSettings
    /// The alert is closed with no change (Cancel on the Location Services alert).
    case dismiss
    /// The widget alert's answer (no change to the app's authorization) [S33].
    case widget(allowed: Bool)

    /// The outcome of `answer` on `alert` for this platform and era, or nil when that alert has no such button.
    public static func of(_ answer: AlertAnswer, on alert: PresentedAlert, platform: Platform, era: AuthorizationEra) -> AlertOutcome? {
        switch alert.kind {
        case .whenInUse, .always:
            return firstPrompt(answer, viaAlways: alert.viaAlwaysRequest || alert.kind == .always, platform: platform, era: era)
        case .upgrade:
            switch (era, answer) {
            case (.ios8, .allow): return .authorize(.always(provisional: false))           // §2 iOS 10 upgrade (none on 8–9)
            case (.ios8, .cancel): return .keepCurrent
            case (.ios11, .alwaysAllow): return .authorize(.always(provisional: false))    // §2 iOS 11–12 transition
            case (.ios11, .onlyWhileUsingApp): return .keepCurrent
            case (_, .changeToAlwaysAllow) where era >= .ios13_4: return .authorize(.always(provisional: false)) // §2 iOS 13.4+
            case (_, .keepOnlyWhileUsing) where era >= .ios13_4: return .keepCurrent
            default: return nil
            }
        case .deferredAlways:
            switch answer {
            case .keepOnlyWhileUsing: return .authorize(.whenInUse(temporary: false))    // §2 deferred, callback
            case .changeToAlwaysAllow: return .authorize(.always(provisional: false))    // §2 deferred, no callback
            default: return nil
            }
        case .backgroundReminder:
            if !era.hasAllowOnce {
                // iOS 8–12: Continue keeps Always; Don’t Allow turns location off (Never) [S121] (rule background-reminder-before-13).
                switch answer {
                case .continueAllowing: return .keepCurrent
                case .dontAllow: return .authorize(.denied)
                default: return nil
                }
            }
            switch answer {
            case .changeToOnlyWhileUsing: return .authorize(.whenInUse(temporary: false)) // §2 reminder [S5][S26]
            case .alwaysAllow: return .keepCurrent
            default: return nil
            }
        case .locationButton:
            // Agreeing grants one-time When In Use, like Allow Once [S37][S123]; declining changes nothing (rule location-button).
            switch answer {
            case .allowOnce: return .authorize(.whenInUse(temporary: true))
            case .dontAllow: return .keepCurrent
            default: return nil
            }
        case .temporaryFullAccuracy:
            switch answer {
            case .allowOnce: return .grantTemporaryFullAccuracy
            case .dontAllow: return .declineTemporaryFullAccuracy
            default: return nil
            }
        case .locationServicesOff:
            switch answer {
            case .openSettings: return .openSettings
            case .cancel: return .dismiss
            default: return nil
            }
        case .widget:
            switch answer {
            case .allow: return .widget(allowed: true)
            case .dontAllow: return .widget(allowed: false)
            default: return nil
            }
        }
    }

    /// The first prompt, from notDetermined (reference §2 rows for iOS 8–12 and iOS 13+).
    private static func firstPrompt(_ answer: AlertAnswer, viaAlways: Bool, platform: Platform, era: AuthorizationEra) -> AlertOutcome? {
        if platform == .macOS {
            // macOS: allow or deny; When In Use ≡ Always, reported as authorized (authorizedAlways) [S4][S13].
            switch answer {
            case .allow: return .authorize(.always(provisional: false))
            case .dontAllow: return .authorize(.denied)
            default: return nil
            }
        }
        if answer == .dontAllow { return .authorize(.denied) }
        if era.hasAllowOnce {
            switch answer {
            case .allowOnce: return .authorize(.whenInUse(temporary: true))
            // From an Always request this is provisional Always [S1][S14][S18].
            case .allowWhileUsingApp: return .authorize(viaAlways ? .always(provisional: true) : .whenInUse(temporary: false))
            default: return nil
            }
        }
        switch (era, viaAlways, answer) {
        case (_, false, .allow): return .authorize(.whenInUse(temporary: false))
        case (.ios8, true, .allow): return .authorize(.always(provisional: false))
        case (.ios11, true, .onlyWhileUsingApp): return .authorize(.whenInUse(temporary: false))
        case (.ios11, true, .alwaysAllow): return .authorize(.always(provisional: false))
        default: return nil
        }
    }
}

/// The person answers the alert on screen.
extension Transition {
    mutating func tap(_ answer: AlertAnswer) {
        guard let alert = state.alert else {
            reject("there is no alert on screen to answer")
            return
        }
        guard let outcome = AlertOutcome.of(answer, on: alert, platform: state.os.platform, era: state.os.era) else {
            reject("the \(alert.kind.rawValue) alert has no \(answer.rawValue) button on \(state.os)")
            return
        }
        state.alert = nil
        // The location button's introduction alert shown to an app set to Don't Allow (WWDC 2021 10102 [S71]).
        let buttonAfterNever = alert.kind == .locationButton && state.authorization == .denied
        // The rule of this alert's own answers where it has one (e.g. the reminder before iOS 13, the location button).
        let dismissRule = buttonAfterNever ? Rule.locationButtonAfterNever
            : outcome == .keepCurrent ? Rule.keepRule(for: alert.kind, era: state.os.era)
            : Rule.answerRule(for: alert.kind, era: state.os.era) ?? .buttonOutcome
        emit(.alertDismissed(alert.kind, answer: answer), dismissRule)
        switch outcome {
        case .authorize(let stored):
            // After Don't Allow, agreeing moves the app back to notDetermined and approves the button [S71]; the
            // one-time When In Use of a first tap comes with it (locprompt's reading, rule location-button-after-never).
            let rule = buttonAfterNever ? Rule.locationButtonAfterNever : rule(for: stored, on: alert)
            // The stored status is the button's; default-accuracy-reduced explains the callback, which also reports
            // the accuracy the answer keeps (audit 22f C).
            changeAuthorization(rule, stored: rule == .defaultAccuracyReduced ? .buttonOutcome : nil) { state in
                state.authorization = stored
                // A new provisional grant (the app was back at notDetermined and asked again,
                // always-request-again-when-not-determined) has its own second prompt: "If the app is in the
                // Provisional Always state, the system displays the second prompt" [S1] (research 26r R11: the event
                // stayed held, the prompt spent by the first grant).
                if stored == .always(provisional: true) { state.deferredPromptUsed = false }
                if alert.kind == .locationButton { state.locationButtonApproved = true } // later taps: no alert [S37]
                // The Precise switch on the first prompt sets the app's accuracy (iOS 14+) [S19][S12].
                if let precise = alert.precise, stored.status.isAuthorized { state.preciseLocation = precise }
            }
            scheduleAppClipReset(after: stored)
        case .keepCurrent:
            // Nothing changes, and a request has no completion, so the app hears nothing [S43][S5]; the line says
            // which rule explains the silence.
            // Apple states it for the iOS 13.4+ upgrade alert [S1]; before, and elsewhere, the general rule does.
            let keep = alert.kind == .upgrade && Rule.upgradeKeepNoCallback.range.contains(state.os)
                ? Rule.upgradeKeepNoCallback
                : buttonAfterNever ? Rule.locationButtonAfterNever : Rule.keepRule(for: alert.kind, era: state.os.era)
            changeAuthorization(keep == .buttonOutcome ? .noCompletion : keep, explainSilence: true) { _ in }
        case .grantTemporaryFullAccuracy:
            // The grant raises the accuracy of location access the app has [S13]: an app whose Allow Once lapsed
            // while the alert stayed up (rule alert-is-modal) has none left to raise (audit 23d 19: it got full
            // accuracy back at notDetermined).
            if state.status.isAuthorized {
                changeAuthorization(.temporaryFullAccuracy) { $0.temporaryFullAccuracy = true }
            } else {
                nothing("the app is no longer authorized (\(state.status.name)), so there is no location access to make precise: accuracy stays as it was",
                        .temporaryFullAccuracy)
            }
            completeFullAccuracyRequest(alert)
        case .declineTemporaryFullAccuracy:
            completeFullAccuracyRequest(alert)
        case .openSettings:
            state.locationServicesAlertCount += 1
            emit(.console("Settings opens at Privacy › Location Services"), .servicesOffAlert)
            // Settings is another app: opening it takes the person out of this one, as the emulator's own Settings
            // key does (locprompt's reading; audit 23d 45: the app stayed in the foreground). The Mac's app is not
            // moved: macOS apps have no background state of their own here.
            if state.os.platform == .iOS && state.lifecycle == .foreground { moveToBackground() }
        case .dismiss:
            state.locationServicesAlertCount += 1
        case .widget(let allowed):
            recordWidgetAnswer(allowed)
        }
    }

    /// The widget alert's answer is kept: with When In Use, Allow extends the app's authorization to its widgets
    /// (`isAuthorizedForWidgetUpdates` true, Settings “While Using the App or Widgets”) [S133][S134]; the app's
    /// own status does not change, so no delegate callback runs. The alert comes only to a When In Use app (rule
    /// widget-alert-needs-authorization), so no answer is kept for a grant the app gets later (audit 18 D3).
    private mutating func recordWidgetAnswer(_ allowed: Bool) {
        guard !allowed || (state.status == .authorizedWhenInUse && state.authorization.isPermanentWhenInUse) else {
            // Not reachable through the engine (the alert is modal); kept so that no stored Allow waits for a later grant.
            state.widgetLocationAllowed = false
            nothing("the app is \(state.status.name), not When In Use: there is no authorization to extend, so the answer is not kept",
                    .widgetAlertNeedsAuthorization)
            return
        }
        state.widgetLocationAllowed = allowed
        guard allowed else {
            nothing("the widgets do not use location: isAuthorizedForWidgetUpdates is "
                    + (state.isAuthorizedForWidgetUpdates ? "still true (Always covers widgets)" : "false"), .widgetLocationGrant)
            return
        }
        if state.settingsChoice == .whileUsingOrWidgets {
            nothing("the app's When In Use extends to its widgets (for up to 15 minutes after each is viewed): isAuthorizedForWidgetUpdates is true and Settings shows While Using the App or Widgets; the app's status is unchanged, so no callback runs",
                    .widgetLocationGrant)
        } else {
            nothing("the widgets may use location: isAuthorizedForWidgetUpdates is \(state.isAuthorizedForWidgetUpdates) (\(state.status.name)); the Settings row is unchanged", .widgetLocationGrant)
        }
    }

    /// "If the user responded to the prompt, your completion block will be called with a nil error" [S13].
    private mutating func completeFullAccuracyRequest(_ alert: PresentedAlert) {
        if let manager = alert.manager {
            notify(manager: manager, .temporaryFullAccuracyCompletion(error: nil), .temporaryFullAccuracy)
        }
    }

    private func rule(for stored: StoredAuthorization, on alert: PresentedAlert) -> Rule {
        if let rule = Rule.answerRule(for: alert.kind, era: state.os.era) { return rule }
        switch stored {
        case .denied: return .dontAllowFinal
        case .whenInUse(true): return .allowOnce
        case .always(true): return .provisionalAlways
        default:
            if state.os.platform == .macOS { return .macOSEquivalent }
            // NSLocationDefaultAccuracyReduced: the alert had no Precise switch, the app keeps reduced accuracy [S7][S19].
            if state.preciseSwitchWithheld(on: alert) && !state.preciseLocation && stored.status.isAuthorized { return .defaultAccuracyReduced }
            // The deferred alert's answer sets the status like any other answer; held-events-outcome is cited by
            // the held events it releases or drops (audit 22f A/B).
            return .buttonOutcome
        }
    }

    mutating func togglePrecise() {
        if let alert = state.alert, state.preciseSwitchWithheld(on: alert) {
            // "Note that there is no Precise:On pill in the Map this time" (WWDC 2020 10660 [S19]).
            reject("there is no Precise switch on this alert: the app sets NSLocationDefaultAccuracyReduced (Settings › Precise Location can still turn it on)",
                   .defaultAccuracyReduced)
            return
        }
        guard var alert = state.alert, let precise = alert.precise else {
            // Only the first prompt carries the switch, from iOS 14 (WWDC 2020 10660 [S19]); elsewhere the person has
            // nothing to flip (rule no-such-alert: an action needs the control on screen).
            let which = state.alert.map { "the \($0.kind.rawValue) alert" } ?? "the screen (no alert is up)"
            let only = state.os.hasFirstPromptPreciseSwitch ? "only the first location alert has one"
                : state.offersPreciseLocationSetting ? "\(state.os.platform.displayName) has Precise Location in Settings only"
                : "Precise Location arrived with iOS 14"
            reject("there is no Precise switch on \(which): \(only)")
            return
        }
        alert.precise = !precise
        state.alert = alert
        nothing("Precise is now \(precise ? "Off" : "On") on the alert; it takes effect with the answer", .preciseSwitch)
    }
}

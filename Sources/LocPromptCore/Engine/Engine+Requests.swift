/// Authorization requests: `requestWhenInUseAuthorization()`, `requestAlwaysAuthorization()`,
/// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)`, and macOS's prompt on service start.
extension Transition {
    /// Checks shared by every request that can bring up an app alert. Returns the calling manager.
    mutating func checkRequestCanPrompt(_ call: String) -> Int? {
        guard requireRunning("call \(call)") else { return nil }
        guard let manager = callingManagerID else {
            reject("the app has no live CLLocationManager (createManager first)", .managerLifetime)
            return nil
        }
        if state.alert != nil {
            nothing("an alert is already on screen", .oneAlertAtATime)
            return nil
        }
        // "Your app must be in the foreground to show a location authorization prompt" (the request pages, which list
        // macOS 10.15+) [S2][S1]: on every platform. A Mac app was exempt here from the first cut, on the reading that Mac
        // apps are always in use, with no source; audit 26b (mutant R01) found nothing pinned it and Apple's page names
        // no exception. macOS's own prompt when a service starts is not a request and keeps its rule (macos-prompt-on-start).
        if state.lifecycle != .foreground {
            nothing("\(call) needs the app in the foreground; it does nothing in the background", .foregroundRequired)
            return nil
        }
        return manager
    }

    func hasWhenInUseKey() -> Bool { KeyRequirements.hasWhenInUseKey(state.app, platform: state.os.platform) }

    /// `requestWhenInUseAuthorization()`: an alert only from notDetermined and only while in use [S2][S13].
    mutating func requestWhenInUse(rule: Rule) {
        guard let manager = checkRequestCanPrompt("requestWhenInUseAuthorization()") else { return }
        guard state.status == .notDetermined else {
            nothing("the status is \(state.status.name), not notDetermined: no alert and no callback", .whenInUseOnlyFromNotDetermined)
            return
        }
        guard hasWhenInUseKey() else {
            failForMissingWhenInUseKey()
            return
        }
        state.hasRequestedAuthorization = true
        present(PresentedAlert(kind: .whenInUse, manager: manager, precise: preciseSwitchForFirstPrompt()), rule)
    }

    mutating func failForMissingWhenInUseKey() {
        if state.os.era < .ios11 {
            // iOS 8–10: "no error or warning" [S104]; the console line is reported from iOS 11 [S106]. watchOS 2–3
            // follow iOS 9–10, as the Always request already did (research 24g Q13: the When In Use request wrote
            // the iOS 11 line there while the Always request in the same run wrote none).
            nothing("iOS 8–10 write no console line for a missing usage description: nothing at all tells the developer", .missingKeySilentBeforeIOS11)
        } else {
            emit(.console(ConsoleText.missingWhenInUseKey), .missingWhenInUseKey)
        }
        if state.app.has(.legacy) && state.os.platform != .macOS {
            nothing("NSLocationUsageDescription is present but iOS 8+ ignores it", .legacyKeyIgnored)
        }
        if state.os.platform == .macOS {
            // The console line above is iOS's (no macOS log of it was found); Apple names NSLocationUsageDescription
            // as the macOS key [S3][S61], and locprompt accepts either key there (reference §6 D10; audit 15 F5; rule
            // macos-when-in-use-key-accepted).
            emit(.note("on macOS locprompt accepts NSLocationUsageDescription or NSLocationWhenInUseUsageDescription; the app has neither (the console line is iOS's wording)"),
                 .macOSWhenInUseKeyAccepted)
        }
        nothing("the request fails at once: no alert, the status stays \(state.status.name), no callback", .missingWhenInUseKey)
    }

    /// The first prompt's `Precise: On/Off` switch (iOS 14+), starting from the app's setting [S7][S19].
    /// macOS: no Precise switch on its alert is confirmed (reference §7.3, §7.6), so none is offered; tvOS:
    /// none is known either (§7.4), and the catalog draws no map or switch there (Documentation/Catalog.md).
    /// With NSLocationDefaultAccuracyReduced there is no switch at all: "Note that there is no Precise:On pill in
    /// the Map this time" (WWDC 2020 10660 [S19]; rule default-accuracy-reduced, audit 18 WWDC D2).
    func preciseSwitchForFirstPrompt() -> Bool? {
        guard state.os.hasFirstPromptPreciseSwitch, !PromptCatalog.defaultAccuracyReducedActs(os: state.os, app: state.app) else { return nil }
        return state.preciseLocation
    }

    /// `requestAlwaysAuthorization()` (reference §1.1, §3, §5).
    mutating func requestAlways() {
        switch state.os.platform {
        case .tvOS:
            // Accepted and shows nothing, unlike the services tvOS lacks (refused, tvos-unavailable-services): an
            // emulator decision kept in audit 18 (D3), because two earlier blind audits wrote this very fact from the
            // header as "the call shows nothing" and the bundled tvOS scenario teaches it that way (Fidelity-Rules.md).
            guard requireRunning("call requestAlwaysAuthorization()") else { return }
            nothing("requestAlwaysAuthorization() is unavailable on tvOS (API_UNAVAILABLE(tvos))", .tvOSNoAlways)
            return
        case .visionOS:
            requestWhenInUse(rule: .visionOSAlwaysBecomesWhenInUse)
            return
        case .macOS:
            requestWhenInUse(rule: .macOSEquivalent)
            return
        case .iOS, .watchOS:
            break
        }
        if state.app.isAppClip {
            guard requireRunning("call requestAlwaysAuthorization()") else { return }
            nothing("App Clips cannot request Always (continuous) location access; only When In Use", .appClipNoAlways)
            return
        }
        guard let manager = checkRequestCanPrompt("requestAlwaysAuthorization()") else { return }
        if state.authorization.isTemporary && state.status == .authorizedWhenInUse {
            nothing("the authorization is temporary (Allow Once), so Core Location ignores requestAlwaysAuthorization()", .alwaysIgnoredAfterAllowOnce)
            return
        }
        let status = state.status
        // The once-only limit [S1] guards a determined status. Back at notDetermined (Allow Once lapsed,
        // Settings' Ask Next Time, an App Clip's reset) the app "may prompt again" [S2][S18], and the header
        // says that from notDetermined the call starts the prompt [S13]: rule always-request-again-when-not-determined.
        if state.alwaysRequestUsed && status != .notDetermined {
            nothing("requestAlwaysAuthorization() already took effect once for this install; further calls have no effect", .alwaysOnce)
            return
        }
        guard status == .notDetermined || (status == .authorizedWhenInUse && state.authorization.isPermanentWhenInUse) else {
            nothing("the status is \(status.name): requestAlwaysAuthorization() applies only from notDetermined or authorizedWhenInUse", .alwaysOnlyFromNotDeterminedOrWhenInUse)
            return
        }
        // iOS 8–9: once the status is determined the call "will do nothing" (the header) and the system prompts
        // "the first time and not per type" (WWDC 2014 706): no upgrade alert, whatever the keys [S15][S53].
        if status == .authorizedWhenInUse && Rule.noUpgradeBeforeIOS10.range.contains(state.os) {
            nothing("on iOS 8–9 the system prompts only once, not per type: requestAlwaysAuthorization() from When In Use shows no alert and calls no delegate",
                    .noUpgradeBeforeIOS10)
            return
        }
        guard hasAlwaysKeys() else {
            failForMissingAlwaysKeys()
            return
        }
        state.hasRequestedAuthorization = true
        if status == .notDetermined {
            let rule: Rule = state.alwaysRequestUsed ? .alwaysRequestAgainWhenNotDetermined : .alwaysRequest
            state.alwaysRequestUsed = true
            present(PresentedAlert(kind: .always, manager: manager, viaAlwaysRequest: true, precise: preciseSwitchForFirstPrompt()), rule)
            return
        }
        state.alwaysRequestUsed = true
        // From permanent When In Use.
        if state.os.era == .ios13_0 {
            // iOS 13.0–13.3: no alert; provisional Always "just like … from notDetermined" [S19].
            changeAuthorization(.silentProvisionalUpgrade) {
                $0.authorization = .always(provisional: true)
                $0.deferredPromptUsed = false  // a new provisional grant has its own second prompt [S1] (as in Engine+Answers)
            }
        } else {
            // iOS 10: the alert the scraped 10.x strings show, against the header's "do nothing" (sources conflict).
            present(PresentedAlert(kind: .upgrade, manager: manager, viaAlwaysRequest: true),
                    state.os.era < .ios11 ? .upgradePromptIOS10 : .upgradePrompt)
        }
    }

    func hasAlwaysKeys() -> Bool { KeyRequirements.hasAlwaysKeys(state.app, era: state.os.era) }

    mutating func failForMissingAlwaysKeys() {
        if state.os.era.alwaysNeedsCombinedKey {
            emit(.console(ConsoleText.missingAlwaysKeys), .missingAlwaysKeys)
            if state.app.has(.always) {
                nothing("NSLocationAlwaysUsageDescription is present but only iOS 10 and earlier use it", .missingAlwaysKeys)
            }
        } else {
            // iOS 8–10: "this method will do nothing" [S15]; no console line in this era [S104][S106].
            nothing("NSLocationAlwaysUsageDescription is missing, so the app is assumed not to support Always", .missingAlwaysKeys)
            nothing("iOS 8–10 write no console line for a missing usage description", .missingKeySilentBeforeIOS11)
        }
        nothing("the request fails at once: no alert, the status stays \(state.status.name), no callback", .missingAlwaysKeys)
    }

    /// `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)` [S13][S6].
    mutating func requestTemporaryFullAccuracy(purposeKey: String) {
        guard requireRunning("call requestTemporaryFullAccuracyAuthorization") else { return }
        guard let manager = callingManagerID else {
            reject("the app has no live CLLocationManager (createManager first)", .managerLifetime)
            return
        }
        guard state.os.era.hasAccuracyAuthorization else {
            // The device's own first version (watchOS 7, macOS 11, tvOS 14), not iOS's (audit 22f R).
            let since = OSBand.firstVersion(of: state.os.platform, where: \.hasAccuracyAuthorization) ?? "iOS 14.0"
            reject("requestTemporaryFullAccuracyAuthorization(withPurposeKey:) exists from \(since)", .accuracyAPIAvailability)
            return
        }
        // "CoreLocation may decide against showing the user a prompt … your completion block will be called
        // with an appropriate NSError"; nil only "if the user responded to the prompt" [S13].
        func fail(_ why: String, _ error: String, _ rule: Rule = .temporaryFullAccuracyNoPromptError) {
            nothing(why, rule)
            notify(manager: manager, .temporaryFullAccuracyCompletion(error: error), rule)
        }
        // "The request always fails with a CLError.Code.promptDeclined error" in three cases: the app is in the
        // background, the purpose key is not in Info.plist, the app is already authorized for full accuracy [S163][S164].
        func declined(_ why: String) { fail(why, DelegateCallback.promptDeclinedError, .temporaryFullAccuracyPromptDeclined) }
        guard state.lifecycle == .foreground else {
            declined("the app is in the background, so no alert")
            return
        }
        guard state.app.temporaryUsageDescriptions[purposeKey] != nil else {
            declined("“\(purposeKey)” is not a key of NSLocationTemporaryUsageDescriptionDictionary, so the prompt is not displayed")
            return
        }
        // Not one of the method page's three cases, but "if an error prevented the prompt from being displayed, then
        // … throws this error" (CLError.Code.promptDeclined [S164]; audit 18 D4): kCLErrorPromptDeclined.
        guard state.status.isAuthorized else {
            fail("the app is not authorized, so there is no accuracy to raise: no alert", DelegateCallback.promptDeclinedError)
            return
        }
        if state.accuracy == .full {
            declined("the app already has full accuracy, so no alert")
            return
        }
        // "The completion closure is guaranteed to be called after the request is completed, which includes … an
        // error that prevented displaying the prompt" [S163], and that error is promptDeclined: "if an error
        // prevented the prompt from being displayed, then … throws this error" [S164]. The request is not dropped;
        // that its completion runs at once is locprompt's choice (rule temporary-full-accuracy-completion-guaranteed).
        if state.alert != nil {
            nothing("an alert is already on screen, so this prompt cannot be displayed: its completion runs at once with kCLErrorPromptDeclined",
                    .oneAlertAtATime)
            notify(manager: manager, .temporaryFullAccuracyCompletion(error: DelegateCallback.promptDeclinedError),
                   .temporaryFullAccuracyCompletionGuaranteed)
            return
        }
        present(PresentedAlert(kind: .temporaryFullAccuracy, manager: manager, purposeKey: purposeKey), .temporaryFullAccuracy)
    }

    mutating func present(_ alert: PresentedAlert, _ rule: Rule) {
        state.alert = alert
        // A request that reaches its alert has asked permission: Settings lists the app from now on (rule
        // settings-lists-apps-that-asked). The location button's alert asks too; the system's own alerts (Turn On
        // Location Services, the widget alert, the reminder) do not. The upgrade, precise and deferred alerts come
        // only once an answer is stored, which already listed the app.
        if alert.kind == .whenInUse || alert.kind == .always || alert.kind == .locationButton {
            state.askedPermission = true
        }
        // Before watchOS 4 an app's request is answered on the paired iPhone (rule watchos-prompt-on-phone) [S17].
        let onPhone = state.os.platform == .watchOS && state.os.era < .ios11 && alert.kind.isAppRequest
        emit(.alertPresented(alert), onPhone ? .watchOSPromptOnPhone : rule)
        // A Mac app prompted only thanks to the When In Use key: say that this is locprompt's decision, not
        // Apple's word, which calls NSLocationUsageDescription required on macOS [S61] (§6 D10; audit 17 K1).
        if alert.kind == .whenInUse && KeyRequirements.whenInUseKeyStandsInForMacOSKey(state.app, platform: state.os.platform) {
            emit(.note("the app has no NSLocationUsageDescription, the key Apple says a macOS app requires; locprompt accepts NSLocationWhenInUseUsageDescription instead and shows its text (sources conflict; not verified on a Mac)"),
                 .macOSWhenInUseKeyAccepted)
        }
    }

    /// Alerts the system brings up by itself, shown on demand (Decisions table).
    mutating func showSystemPrompt(_ kind: PromptKind) {
        if state.alert != nil {
            nothing("an alert is already on screen", .oneAlertAtATime)
            return
        }
        switch kind {
        case .deferredAlways:
            guard state.authorization.isProvisional, state.status == .authorizedAlways else {
                // Before iOS 13 there is no provisional Always, so no deferred prompt: the rule of system alerts.
                // A provisional app that reads otherwise (restricted, Location Services off) is told why (audit 25b).
                let reason = state.authorization.isProvisional
                    ? "the app's provisional Always does not apply while it is \(state.status.name), so there is no deferred prompt"
                    : "the deferred prompt exists only while Always is provisional"
                nothing(reason, state.os.era.hasProvisionalAlways ? .deferredPrompt : .systemAlerts)
                return
            }
            guard !state.deferredPromptUsed else {
                nothing("the deferred prompt can be started only once for this provisional grant", .deferredPrompt)
                return
            }
            state.deferredPromptUsed = true
            present(PresentedAlert(kind: .deferredAlways, manager: nil), .deferredPrompt)
        case .backgroundReminder:
            guard state.os.era.hasBackgroundReminder, state.os.platform == .iOS else {
                nothing("the background-use reminder is an iOS alert", .systemAlerts)
                return
            }
            let rule: Rule = state.os.era.hasAllowOnce ? .backgroundReminderFrom13 : .backgroundReminderBefore13
            guard state.authorization.isPermanentAlways, state.status == .authorizedAlways else {
                nothing("the reminder is for apps with Always authorization", rule)
                return
            }
            // "only if their Always authorization was exercised, that is the app did use location in the
            // background" [S53]: the step is the trainer's "a few days later", not a background use.
            guard state.usedLocationInBackground else {
                nothing("the app has not used location in the background since it was given Always, so the system has nothing to remind the person of: the reminder comes only after a location or location event reached the app while it was not in the foreground",
                        rule)
                return
            }
            present(PresentedAlert(kind: .backgroundReminder, manager: nil), rule)
        case .widget:
            guard state.os.era.hasAccuracyAuthorization, state.os.platform == .iOS else {
                // The widget alert is the iPhone's and iPad's (audit 23l: a macOS 11+ device, which has widgets and
                // isAuthorizedForWidgetUpdates, was told "from iOS 14").
                let why = state.os.platform == .iOS ? "location widgets exist from iOS 14"
                    : "the widget location alert is an iOS alert (iOS 14+); \(state.os.platform.displayName) shows none"
                nothing(why, .systemAlerts)
                return
            }
            // "To access the user’s location information from a widget, set the value to true in the widget
            // extension’s Info.plist file" [S63] (audit 24a D1).
            if state.app.widgetWantsLocation == false {
                nothing("the Info.plist sets NSWidgetWantsLocation to false, so the app's widgets do not use location: adding one shows no widget alert",
                        .widgetWantsLocation)
                return
            }
            // The alert extends a When In Use authorization [S133][S134]: "Before a widget can access location
            // information, the containing app must request authorization from the user" [S63] (audit 18 D3).
            switch state.status {
            case .notDetermined, .denied, .restricted:
                nothing("the app is \(state.status.name), and the containing app must request authorization first: the widget alert only extends a When In Use authorization, so no alert comes and the widget gets no location",
                        .widgetAlertNeedsAuthorization)
                return
            case .authorizedAlways:
                nothing("an Always app's widgets already have location (isAuthorizedForWidgetUpdates is true): there is nothing to extend, so no alert comes",
                        .widgetAlertNotForAlwaysOrAllowOnce)
                return
            case .authorizedWhenInUse where state.authorization.isTemporary:
                nothing("the app has only a one-time grant (Allow Once), which ends when the app leaves use: there is no lasting When In Use to extend to widgets, so no alert comes",
                        .widgetAlertNotForAlwaysOrAllowOnce)
                return
            case .authorizedWhenInUse:
                present(PresentedAlert(kind: .widget, manager: nil), .systemAlerts)
            }
        case .whenInUse, .always, .upgrade, .temporaryFullAccuracy, .locationServicesOff:
            reject("the \(kind.rawValue) alert comes from an app call or a service start, not on its own", .systemAlerts)
        case .locationButton:
            reject("the location-button alert comes from a tap on the app's CLLocationButton (tapLocationButton), not on its own", .locationButton)
        }
    }
}

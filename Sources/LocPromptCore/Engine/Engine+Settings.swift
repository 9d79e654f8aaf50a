/// The person in Settings. Each change notifies the running app's managers; none of them prompts [S5].
extension Transition {
    mutating func handle(_ change: SettingsChange) {
        if let alert = state.alert {
            reject("answer the \(alert.kind.rawValue) alert first: a system alert covers the screen until it is answered", .alertIsModal)
            return
        }
        switch change {
        case .appAuthorization(let choice):
            guard !state.settingsChoicesLocked else {
                reject("restrictions are on: the app's location setting cannot be changed", .restriction)
                return
            }
            guard choice != .whileUsingOrWidgets else {
                reject("Settings shows “While Using the App or Widgets” once the person allows the widget alert; no source says when Settings offers it as a choice, so locprompt does not let you pick it (allow the widget alert instead)",
                       .widgetLocationGrant)
                return
            }
            guard state.offeredSettingsChoices.contains(choice) else {
                // The rule that says which rows the device's Settings has (audit 22f G).
                let rule: Rule = choice == .always ? Self.noAlwaysInSettingsRule(on: state.os)
                    : state.os.platform == .macOS ? .settingsMacAppCheckbox
                    : choice == .whileUsing && !state.offersWhileUsingInSettings ? .alwaysOnlyAppSettingsRow
                    : choice == .askNextTime && state.os.platform == .iOS && !state.os.era.hasAllowOnce ? .settingsAskNextTimeFromIOS13
                    : .settingsChange
                reject("Settings does not offer “\(choice.label(on: state.os))” for this app on \(state.os)"
                       + (choice == .always && state.os.platform == .iOS ? " (the app does not declare \(state.alwaysKeyForSettings.key))" : ""), rule)
                return
            }
            applyToUnlistedAppAsGrant()
            // Each offered row is the app's level without widgets ("While Using the App": the app but not its
            // widgets [S33]); only allowing the widget alert extends it to them (rule widget-location-grant).
            let widgetsBefore = state.isAuthorizedForWidgetUpdates
            let hadWidgetGrant = state.widgetLocationAllowed
            changeAuthorization(.settingsChange) { state in
                state.widgetLocationAllowed = false
                switch choice {
                case .never: state.authorization = .denied
                case .askNextTime: state.authorization = .notDetermined
                case .whileUsing: state.authorization = .whenInUse(temporary: false)
                case .always: state.authorization = .always(provisional: false)
                case .whileUsingOrWidgets: break
                }
            }
            // An App Clip sees "While Using Until Tomorrow" "instead of While Using", and "the authorization is
            // automatically cleared the following morning after being granted" [S19]: the level itself, whether
            // granted by the alert or in Settings (research 24g Q9; audit 23m 03).
            if choice == .whileUsing { scheduleAppClipReset(after: state.authorization) }
            if hadWidgetGrant {
                nothing("the app's widgets no longer share its location access"
                        + (widgetsBefore && !state.isAuthorizedForWidgetUpdates ? ": isAuthorizedForWidgetUpdates is now false" : ""),
                        .widgetLocationGrant)
            }
        case .preciseLocation(let on):
            guard state.offersPreciseLocationSetting else {
                let since = OSBand.firstVersion(of: state.os.platform, where: \.hasAccuracyAuthorization) ?? "iOS 14.0"
                reject("Precise Location exists from \(since)", .accuracyAPIAvailability)
                return
            }
            // The page shows the switch only off the Mac, for a listed app, while its row is not Never
            // (showsPreciseLocationSetting). A scripted change where it does not is applied all the same, as before
            // audit 14 (scenarios rely on it), and a console line says what a person could not do.
            if state.os.platform == .macOS {
                emit(.console(Self.preciseNotOnTheMacNote), .settingsPreciseHiddenWhenNever)
            } else if !state.isListedInSettings {
                applyToUnlistedAppAsGrant()
            } else if state.settingsChoice == .never {
                emit(.console(Self.preciseHiddenWhenNeverNote), .settingsPreciseHiddenWhenNever)
            }
            // Turning the switch off ends a temporary full-accuracy grant. Choosing off while it already reads off
            // moves nothing, so the grant holds as long as the person is engaged with the app [S13] (audit 23f U1: the
            // grant ended, with a callback, though Settings did not change).
            let switchMoves = state.preciseLocation != on
            changeAuthorization(.preciseSwitch) { state in
                state.preciseLocation = on
                if !on && switchMoves { state.temporaryFullAccuracy = false }
            }
        case .locationServices(let on):
            guard state.locationServicesEnabled != on else {
                nothing("Location Services is already \(on ? "on" : "off")", .globalSwitch)
                return
            }
            changeAuthorization(.globalSwitch) { $0.locationServicesEnabled = on }
        case .restricted(let on):
            guard state.restricted != on else {
                nothing("restrictions are already \(on ? "on" : "off")", .restriction)
                return
            }
            // A restricted app reads restricted [S9][S13] (rule restricted). For an app that already answered,
            // reading restricted instead of its answer, and getting the answer back when lifted, is locprompt's
            // choice: Apple says neither, and the second-hand Screen Time footer suggests the answer is locked
            // rather than replaced [S293] (rule restriction-overrides-answer, audit 17 R1).
            // Lifting them is locprompt's choice for every app, one that had not answered too (audit 22f F).
            let rule: Rule = state.authorization == .notDetermined && on ? .restriction : .restrictionOverridesAnswer
            changeAuthorization(rule) { $0.restricted = on }
        case .resetLocationAndPrivacy:
            // The Mac's Location Services screen has no Reset row (rule settings-macos-app-checkbox): applied as
            // written, as the Mac's Precise step is, with a line saying a person could not do it there (audit 23h X).
            if state.os.platform == .macOS { emit(.console(Self.resetNotOnTheMacNote), .settingsMacAppCheckbox) }
            changeAuthorization(.resetLocationAndPrivacy) { state in
                state.authorization = .notDetermined
                state.alwaysRequestUsed = false
                state.deferredPromptUsed = false
                state.temporaryFullAccuracy = false
                state.preciseLocation = !state.app.defaultAccuracyReduced
                state.locationServicesAlertCount = 0
                state.hasRequestedAuthorization = false
                // The location button's approval is location-privacy state too: its confirmation returns (locprompt's reading).
                state.locationButtonApproved = false
                state.widgetLocationAllowed = false
            }
            if state.hasSettingsRecord {
                state.askedPermission = false
                state.grantedWithoutAsking = false
                nothing("the app is off Settings' list until it asks again", .settingsListsAppsThatAsked)
            }
        }
    }

    /// Why Settings offers no Always here: tvOS and visionOS have no Always [S4][S13][S1]; iOS 8–10 reads the
    /// iOS 8 Always key; from iOS 11 the Always-and-When-In-Use key [S36].
    static func noAlwaysInSettingsRule(on os: DeviceOS) -> Rule {
        switch os.platform {
        case .tvOS: return .tvOSNoAlways
        case .visionOS: return .visionOSAlwaysBecomesWhenInUse
        case .iOS where os.version < OSVersion(11): return .settingsAlwaysNeedsKeyBeforeIOS11
        default: return .settingsAlwaysNeedsKey
        }
    }

    /// The console lines of rule settings-unlisted-app-applied-as-grant: fixed texts (the state explorer meets
    /// them in most states, so no string is built per call, and no app text goes into them).
    static let grantedWithoutAskingNote = "locprompt: on a device, Settings would not list this app yet: it has not asked for location, and an app appears there only once it asks. The step was applied as `xcrun simctl privacy grant` would apply it, without a prompt; Settings lists the app from now on."
    static let grantedUndeterminedNote = "locprompt: on a device, Settings would not list this app: it is not determined, and Settings has no row for that on this OS (no Ask Next Time). The step was applied as `xcrun simctl privacy grant` would apply it, without a prompt."

    /// The console lines of rule settings-precise-hidden-when-never, for a scripted Precise change the page has no
    /// switch for (fixed texts, as above).
    static let preciseNotOnTheMacNote = "locprompt: no source shows a Precise Location switch in the Mac's Location Services list, so a person could not make this change there; the step was applied to the app's accuracy as written."
    static let resetNotOnTheMacNote = "locprompt: the Mac's Location Services screen has no Reset Location & Privacy (an iPhone and iPad setting), so a person could not make this change there; the step was applied as written."
    static let preciseHiddenWhenNeverNote = "locprompt: on a device, Settings hides Precise Location while the app's row is Never (locprompt's reading of a recreation of the screen, unverified), so a person could not make this change there; the step was applied as written."

    /// The one place that decides what a change to the app's own Settings (its row, its Precise switch) does while
    /// Settings does not list the app (rule settings-unlisted-app-applied-as-grant, an emulator decision). On a
    /// device the person cannot reach that page: "An app won’t appear on the list until it asks permission"
    /// (rule settings-lists-apps-that-asked). A `settings:` step for such an app has always been accepted, so it is
    /// applied as `xcrun simctl privacy grant` writes a setting for an app that never asked: the change takes
    /// effect (the caller goes on to make it), Settings gets a record of the app, marked as granted rather than
    /// asked, so it is listed from now on and a stored answer keeps its record, and a console line says so. The
    /// interactive Settings screen draws no row for an unlisted app, so only scenarios and other scripted events
    /// come here. Called once the change is known to be valid (restrictions, offered rows, the switch exists).
    private mutating func applyToUnlistedAppAsGrant() {
        guard !state.isListedInSettings else { return }
        emit(.console(state.hasSettingsRecord ? Self.grantedUndeterminedNote : Self.grantedWithoutAskingNote),
             .settingsUnlistedAppAppliedAsGrant)
        if !state.hasSettingsRecord { state.grantedWithoutAsking = true }
    }
}

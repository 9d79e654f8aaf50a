/// The person in Settings. Each change notifies the running app's managers; none of them prompts [S5].
extension Transition {
    mutating func handle(_ change: SettingsChange) {
        if let alert = state.alert {
            reject("answer the \(alert.kind.rawValue) alert first: a system alert covers the screen until it is answered", .alertIsModal)
            return
        }
        switch change {
        case .appAuthorization(let choice):
            guard !state.restricted else {
                reject("restrictions are on: the app's location setting cannot be changed", .restriction)
                return
            }
            guard choice != .whileUsingOrWidgets else {
                reject("Settings shows “While Using the App or Widgets” once the person allows the widget alert; no source says when Settings offers it as a choice, so locprompt does not let you pick it (allow the widget alert instead)",
                       .widgetLocationGrant)
                return
            }
            guard state.offeredSettingsChoices.contains(choice) else {
                let rule: Rule = choice == .always ? Self.noAlwaysInSettingsRule(on: state.os)
                    : choice == .whileUsing && !state.offersWhileUsingInSettings ? .alwaysOnlyAppSettingsRow : .settingsChange
                reject("Settings does not offer “\(choice.label(on: state.os))” for this app on \(state.os)"
                       + (choice == .always && state.os.platform == .iOS ? " (the app does not declare \(state.alwaysKeyForSettings.key))" : ""), rule)
                return
            }
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
            if hadWidgetGrant {
                nothing("the app's widgets no longer share its location access"
                        + (widgetsBefore && !state.isAuthorizedForWidgetUpdates ? ": isAuthorizedForWidgetUpdates is now false" : ""),
                        .widgetLocationGrant)
            }
        case .preciseLocation(let on):
            guard state.offersPreciseLocationSetting else {
                let since = OSBand.firstVersion(of: state.os.platform, where: \.hasAccuracyAuthorization) ?? "iOS 14.0"
                reject("Precise Location exists from \(since)", .preciseSwitch)
                return
            }
            changeAuthorization(.preciseSwitch) { state in
                state.preciseLocation = on
                if !on { state.temporaryFullAccuracy = false }
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
            changeAuthorization(.restriction) { $0.restricted = on }
        case .resetLocationAndPrivacy:
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
}

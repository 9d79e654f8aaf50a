/// What the API, the status bar and Settings show, derived from the stored state. Nothing here is
/// stored twice: every view of the state is computed from `EngineState`.
extension EngineState {
    /// `CLLocationManager.authorizationStatus` as the app reads it.
    /// Location Services off → denied [S10][S8]; restrictions → restricted [S9]; provisional Always → authorizedAlways [S1].
    /// Restrictions win over a stored answer too, which Apple does not say (rule restriction-overrides-answer, an
    /// emulator decision): the answer stays in `authorization` and comes back when they are lifted.
    public var status: AuthorizationStatus {
        if !locationServicesEnabled { return .denied }
        if restricted { return .restricted }
        return authorization.status
    }

    /// `accuracyAuthorization` (iOS 14+ era; nil before it existed) [S12][S19].
    public var accuracy: AccuracyAuthorization? {
        guard os.era.hasAccuracyAuthorization else { return nil }
        return preciseLocation || temporaryFullAccuracy ? .full : .reduced
    }

    /// Accuracy of delivered locations: full before iOS 14 [S12].
    public var deliveryAccuracy: AccuracyAuthorization { accuracy ?? .full }

    /// Standard location updates run on at least one of the app's managers (`startUpdatingLocation()` called on it
    /// and not stopped; rule updates-per-manager). The app-wide views read this: the status-bar arrow, the background
    /// location session that keeps the app running and in use, `requestLocation()` doing nothing while updates run,
    /// the error on losing access, the screens.
    public var updatingLocation: Bool { managers.contains { $0.updatesLocation } }

    /// The managers whose delegates receive standard location updates, oldest first.
    public var updatingManagerIDs: [Int] { managers.filter(\.updatesLocation).map(\.id) }

    /// The managers whose delegates receive significant changes in this launch, oldest first.
    public var significantChangeManagerIDs: [Int] { managers.filter(\.monitorsSignificantChanges).map(\.id) }

    /// A significant-change event would reach the running app now, by the gate of `deliverMonitored` (the one that
    /// decides a scripted `significantChange`): authorized, and permanent Always, or from iOS 13 in use (the few
    /// seconds after it included) [S4][S18]. Not while suspended or not running. The initial event of
    /// `startMonitoringSignificantLocationChanges()` is delivered only then (rules significant-change-initial-fix,
    /// significant-change-initial-fix-waits).
    public var significantChangesDeliveredNow: Bool {
        guard lifecycle == .foreground || lifecycle == .background, os.platform != .visionOS, status.isAuthorized else { return false }
        if status == .authorizedAlways && !authorization.isProvisional { return true }
        return os.era >= .ios13_0 && isInUseWithGrace
    }

    /// The managers told kCLErrorDenied when the app loses access [S11]: those whose own standard updates or
    /// significant-change monitoring run, and, for the app's visit monitoring, its oldest manager. A manager that runs
    /// nothing is not told: the error's `manager` is "the location manager object that was unable to retrieve the
    /// location" [S11] (rule updates-per-manager). That holds for significant changes whose manager was released, or
    /// whose launch ended, and that no live manager has started again: their deliveries ended with that manager (rule
    /// updates-end-with-manager), and after a relaunch "you must still configure a location manager object and call
    /// this method to continue receiving location events" [S165], so the kCLErrorDenied comes at that restart (rule
    /// significant-change-restart; audit 24c D1: the oldest manager was told at the denial, then again at the restart).
    /// Visits differ: their events reach every manager, and a relaunched app need not call startMonitoringVisits()
    /// again [S166]; Apple does not say which delegates the error for the app's visit monitoring goes to: locprompt
    /// tells one, the oldest (rule updates-per-manager, an emulator reading), rather than every manager.
    public var deniedErrorManagerIDs: [Int] {
        var ids = managers.filter { $0.updatesLocation || $0.monitorsSignificantChanges }.map(\.id)
        if monitoring.contains(.visits), let oldest = managers.first?.id, !ids.contains(oldest) { ids.insert(oldest, at: 0) }
        return ids
    }

    /// A background location session: running in the background with updates on and the `location`
    /// background mode, `allowsBackgroundLocationUpdates` not turned off (`usesLocationBackgroundMode`), with
    /// authorization to use it [S4][S17], and updates
    /// started (or run) while the app was in use: "you must start your location updates while in the foreground. If
    /// you don't start your updates in the foreground, you won't get this special behavior" (WWDC 2016 716 [S68];
    /// S111). Updates an Always app starts from the background are no session, "Core Location won't take any action
    /// to ensure your app continues to run": they reach the app while it runs (`receivesUpdatesWhileRunning`, rule
    /// updates-while-running) and are queued while it is suspended (rule background-session-keeps-app-running); a
    /// When In Use app gets none (rule background-start-needs-in-use) [S109][S110][S111][S18].
    /// No session where the platform has no continuous background location (`noBackgroundLocation`).
    /// Per manager: the property and the start are the manager's [S111][S13], so one manager's updates may be a
    /// session while another's are not (`hasBackgroundSession(_:)`); the app has a session when any manager does.
    public var hasBackgroundSession: Bool { managers.contains { hasBackgroundSession($0) } }

    /// This manager's standard updates are a background location session (see `hasBackgroundSession`): they run with
    /// its own allowsBackgroundLocationUpdates on, and ran while the app was in use (`Manager.updatesRanInUse`).
    public func hasBackgroundSession(_ manager: Manager) -> Bool {
        lifecycle == .background && manager.updatesLocation && usesLocationBackgroundMode(manager) && status.isAuthorized
            && manager.updatesRanInUse
    }

    /// The managers whose standard updates are a background location session now, oldest first.
    public var backgroundSessionManagerIDs: [Int] { managers.filter { hasBackgroundSession($0) }.map(\.id) }

    /// Where location never reaches an app in the background, whatever its `UIBackgroundModes`, the rule that says
    /// so (the one place that decides it): an App Clip ("App Clips can't perform background activity", including
    /// "Functionality enabled by the Background Modes capability" [S132]); watchOS before 4, which has no
    /// continuous background location API (allowsBackgroundLocationUpdates is watchOS 4+, WWDC 2017 713
    /// [S114][S115]); visionOS ("Apps running in visionOS don't receive background updates" [S209]). Nil elsewhere.
    public var noBackgroundLocation: Rule? {
        if app.isAppClip { return .appClipNoBackground }
        switch os.platform {
        case .watchOS where os.version < OSVersion(4): return .watchOSNoBackgroundUpdatesBefore4
        case .visionOS: return .visionOSNoBackground
        case .iOS, .macOS, .tvOS, .watchOS: return nil
        }
    }

    /// The system keeps the app running for its standard updates, so it does not suspend it: "Core Location configures
    /// the system to keep the app running to receive continuous background location updates" [S111][S209][S115]
    /// (rule background-session-keeps-app-running). In the background: its background session; in the foreground:
    /// the updates that make one when the app leaves it (a manager's running with the location background mode,
    /// authorized, and in use, since the foreground is).
    public var locationSessionKeepsAppRunning: Bool {
        switch lifecycle {
        case .background: return hasBackgroundSession
        case .foreground: return usesLocationBackgroundMode && status.isAuthorized
        case .suspended, .notRunning: return false
        }
    }

    /// Without a background session, standard updates still reach an app running in the background (not suspended)
    /// with "sufficient authorization (ie it has WhenInUse authorization and is in use, or it has Always
    /// authorization)" (CLLocationManager.h [S13][S112][S17]; rule updates-while-running): permanent Always, or
    /// When In Use still in use (the few seconds after the foreground [S18]). Provisional Always is When In Use to
    /// the person. Not where the platform gives no background location at all (`noBackgroundLocation`).
    public var receivesUpdatesWhileRunning: Bool {
        lifecycle == .background && noBackgroundLocation == nil && (isInUseWithGrace || mayStartServicesWhileNotInUse)
    }

    /// The background session shows the background location indicator: the one place that decides it. A When In
    /// Use session always does (provisional Always is When In Use to the person): "For apps with When In Use
    /// authorization, the system always displays the background location indicator" [S78][S13]. On iOS an Always
    /// app's session shows it only while the app sets `showsBackgroundLocationIndicator` to true: "Apps which have
    /// their Continuous Background Location session active, and have obtained Always authorization the Blue Bar
    /// will be shown only when the showsBackgroundLocationIndicator property is YES" (QA1965 [S79]), and it "can
    /// toggle the showsBackgroundLocationIndicator property to change the visibility of the blue bar at any time"
    /// (rule shows-background-location-indicator; with the default, false, rule in-use-needs-indicator). The
    /// property is the manager's: a session shows the indicator for the manager whose session it is, so with two
    /// managers' sessions the indicator shows while either session's manager has it true. On watchOS
    /// that property does not exist and "there's no way to opt out of showing the background location usage
    /// indicator" [S113][S114], so an Always app's session shows it too (rule
    /// watchos-background-indicator-always-shown). Without a session (an Always app's updates started from the
    /// background, or `allowsBackgroundLocationUpdates` false) no indicator shows.
    public var backgroundSessionShowsIndicator: Bool {
        managers.contains { hasBackgroundSession($0) && sessionShowsIndicator($0) }
    }

    /// A session of this manager's would show the indicator (`backgroundSessionShowsIndicator`).
    private func sessionShowsIndicator(_ manager: Manager) -> Bool {
        !mayStartServicesWhileNotInUse || os.platform == .watchOS || manager.showsBackgroundLocationIndicator
    }

    /// This manager's standard updates may run in the background: the app declares `UIBackgroundModes` `location`
    /// (`declaresLocationBackgroundMode`) and has not set the manager's `allowsBackgroundLocationUpdates` to false,
    /// since "Resetting this property to NO is equivalent to omitting "location" from the UIBackgroundModes value"
    /// (CLLocationManager.h [S13]; rule allows-background-location-updates). The one place the property acts: the
    /// background session, the indicator and "in use" it brings, the suspension it prevents and the deliveries
    /// without it follow from here.
    public func usesLocationBackgroundMode(_ manager: Manager) -> Bool {
        declaresLocationBackgroundMode && manager.allowsBackgroundLocationUpdates
    }

    /// Some manager's running standard updates use the location background mode (`usesLocationBackgroundMode(_:)`).
    public var usesLocationBackgroundMode: Bool {
        managers.contains { $0.updatesLocation && usesLocationBackgroundMode($0) }
    }

    /// The app declares `UIBackgroundModes` `location`, and nothing takes background location away from it
    /// (`noBackgroundLocation`: an App Clip, watchOS before 4, visionOS). What a `CLBackgroundActivitySession` needs
    /// [S207][S210]: a CLLocationManager property does not reach it.
    public var declaresLocationBackgroundMode: Bool {
        app.backgroundLocation && noBackgroundLocation == nil
    }

    /// Only Always authorization starts services while the app is not in use (WWDC 2019 705 [S18]). Provisional
    /// Always is When In Use to the person; Apple does not say how it treats a start from the background, and
    /// locprompt treats it as When In Use (rule background-start-needs-in-use).
    public var mayStartServicesWhileNotInUse: Bool {
        status == .authorizedAlways && !authorization.isProvisional
    }

    /// "In use": the foreground, or the background with the background location indicator on [S2][S18] —
    /// "in the background with the background location usage indicator enabled" (Choosing the Location
    /// Services Authorization to Request [S113]); `backgroundSessionShowsIndicator` says which sessions show it.
    /// An iOS Always app's session without `showsBackgroundLocationIndicator` keeps updates coming
    /// (`standardUpdates`) without making the app in use: temporary full accuracy lapses (rule
    /// in-use-needs-indicator); with it, the app is in use (rule shows-background-location-indicator). On macOS
    /// apps are always "in use" while they run [S4].
    public var isInUse: Bool {
        if os.platform == .macOS { return lifecycle.isRunning }
        return lifecycle == .foreground || backgroundSessionShowsIndicator || hasBackgroundActivitySession
    }

    /// The status-bar location indicator (reference §4.3).
    public var indicator: LocationIndicator {
        guard status.isAuthorized else { return .none }
        // Where the platform gives no background location (`noBackgroundLocation`), and for an App Clip, which
        // performs no background activity [S132] (rule app-clip-no-background), standard updates show nothing
        // once the app is in the background.
        let inBackground = lifecycle == .background && noBackgroundLocation == nil
        let standardActive = updatingLocation && (lifecycle == .foreground || inBackground)
        // A loop out of use gets nothing generated for it (rule modern-not-generated), so it uses no location.
        let liveActive = modern.liveUpdates != nil && lifecycle.isRunning && (isInUseForModernAPIs || alwaysEffective)
            && !(lifecycle == .background && noBackgroundLocation == .appClipNoBackground)
        let updatesActive = standardActive || liveActive
        // A requestLocation() answer runs no service, but its location was received moments ago [S17]. Not on tvOS,
        // where requestLocation() is the only service and there is no status bar to draw an arrow in.
        let oneShotJustReceived = lastDeliveryWasOneShot && os.platform != .tvOS
            && lastDelivery.map { clock - $0 < EngineState.solidArrowDuration } == true
        guard updatesActive || oneShotJustReceived || !monitoring.isEmpty || modern.monitor != nil || hasBackgroundActivitySession
        else { return .none }
        // The blue double-height bar (a pill on notched devices) for a When In Use background session, on every
        // version: iOS 8–10 drew it too ("if you were a WhenInUse authorized app and you requested the continuous
        // background location service, we would draw this blue double-height status bar", WWDC 2017 713 [S17];
        // CLLocationManager.h [S13]). Provisional Always is When In Use to the person. On watchOS an Always
        // app's session shows it too [S113], and on iOS one whose app sets showsBackgroundLocationIndicator [S79]
        // (`backgroundSessionShowsIndicator`); Apple calls the watchOS one "a small icon", and locprompt has no
        // other name for it than `bluePill`.
        if backgroundSessionShowsIndicator {
            return .bluePill
        }
        if os.era < .ios11 {
            // iOS ≤10: solid for most services, hollow for region monitoring only [S17].
            return updatesActive || oneShotJustReceived || monitoring.contains(where: { $0 != .region }) ? .solidArrow : .hollowArrow
        }
        // A CLBackgroundActivitySession "manages a visual indicator" in the background [S207][S210].
        if hasBackgroundActivitySession { return .bluePill }
        // Solid for a few seconds after a location is received, hollow otherwise [S17].
        if let last = lastDelivery, clock - last < EngineState.solidArrowDuration { return .solidArrow }
        return .hollowArrow
    }

    /// How long the arrow stays solid after a delivery: "a few seconds" [S17]; 3 s is locprompt's choice.
    public static let solidArrowDuration = VirtualDuration.seconds(3)

    /// Settings has a record of the app: it asked (`askedPermission`), or a setting was applied to it without
    /// asking (`grantedWithoutAsking`, rule settings-unlisted-app-applied-as-grant). A stored answer always comes
    /// with one (an invariant of the walk).
    public var hasSettingsRecord: Bool { askedPermission || grantedWithoutAsking }

    /// What the app's row in Settings shows (reference §4.1); nil where the app is not listed: it has no record
    /// yet (it has not asked), or it is notDetermined where Settings has no Ask Next Time (rule
    /// settings-lists-apps-that-asked). A When In Use app whose widgets the person allowed shows “While Using the
    /// App or Widgets” [S133].
    public var settingsChoice: SettingsChoice? {
        let choice = authorization.settingsChoice(on: os, recorded: hasSettingsRecord)
        return choice == .whileUsing && authorization.isPermanentWhenInUse && widgetLocationAllowed ? .whileUsingOrWidgets : choice
    }

    /// Settings › Privacy › Location Services lists the app, so its page (its row, Precise Location) can be
    /// changed: "An app won’t appear on the list until it asks permission" (rule settings-lists-apps-that-asked).
    public var isListedInSettings: Bool { settingsChoice != nil }

    /// The rows the app's Settings entry lists: the choices it offers, plus “While Using the App or Widgets”
    /// when that is the active level, shown after While Using the App but not offered (rule widget-location-grant).
    public var listedSettingsChoices: [SettingsChoice] {
        var choices = offeredSettingsChoices
        if settingsChoice == .whileUsingOrWidgets {
            choices.insert(.whileUsingOrWidgets, at: (choices.firstIndex(of: .whileUsing) ?? choices.count - 1) + 1)
        }
        return choices
    }

    /// `isAuthorizedForWidgetUpdates`: true with Always, or with When In Use once the person agreed to extend the
    /// app's authorization to its widgets [S133] (rule widget-updates-property). It reads the status the app reads,
    /// so Location Services off or restrictions make it false. False where the property does not exist.
    public var isAuthorizedForWidgetUpdates: Bool {
        guard hasWidgetUpdatesProperty else { return false }
        return status == .authorizedAlways || (status == .authorizedWhenInUse && widgetLocationAllowed)
    }

    /// Where `isAuthorizedForWidgetUpdates` exists: iOS 14+, macOS 11+ and visionOS; not watchOS or tvOS (its
    /// page's availability: "iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, visionOS 1.0+" [S133]).
    public var hasWidgetUpdatesProperty: Bool {
        switch os.platform {
        case .iOS: return os.version >= OSVersion(14)
        case .macOS: return os.version >= OSVersion(11)
        case .visionOS: return true
        case .watchOS, .tvOS: return false
        }
    }

    /// The key whose presence makes Settings offer Always (reference §4.1, [S36]).
    public var alwaysKeyForSettings: UsageKey {
        os.era.alwaysNeedsCombinedKey ? .alwaysAndWhenInUse : .always
    }

    /// The choices the app's Settings row offers on this OS (reference §4.1).
    public var offeredSettingsChoices: [SettingsChoice] {
        switch os.platform {
        case .macOS:
            return [.never, .always]
        case .tvOS, .visionOS:
            // No Always on tvOS or visionOS [S4][S1].
            return os.settingsHasAskNextTime ? [.never, .askNextTime, .whileUsing] : [.never, .whileUsing]
        case .iOS, .watchOS:
            var choices: [SettingsChoice] = [.never]
            if os.settingsHasAskNextTime { choices.append(.askNextTime) }
            if offersWhileUsingInSettings { choices.append(.whileUsing) }
            if app.has(alwaysKeyForSettings) { choices.append(.always) }
            return choices
        }
    }

    /// iOS 8–10: an app that declares only `NSLocationAlwaysUsageDescription` gets Never and Always, no
    /// While Using [S101][S102][S103]; from iOS 11 every app offers While Using [S17][S103].
    public var offersWhileUsingInSettings: Bool {
        os.era.alwaysNeedsCombinedKey || !app.has(.always) || app.has(.whenInUse)
    }

    /// Settings has a Precise Location switch for the app (iOS 14+) [S7][S12].
    public var offersPreciseLocationSetting: Bool { os.era.hasAccuracyAuthorization }

    /// Ids of the live managers, oldest first.
    public var managerIDs: [Int] { managers.map(\.id) }

    /// The newest live manager (where the emulator's keys make their calls: they address no other, `Transition.callingManagerID`)
    /// runs standard updates: the emulator's updates key stops them, else starts them.
    public var callingManagerUpdatesLocation: Bool { managers.last?.updatesLocation == true }
}

extension SettingsChoice {
    /// The label Settings shows on this OS (reference §4.1; §6 D11). "Ask Next Time Or When I Share" from iOS 15, the
    /// version that brought the location button: WWDC 2021 10102 says an app without authorization "will have
    /// "NotDetermined" authorization with "When I Share" selected in Privacy Settings" [S71], and a Korean iOS 15 report
    /// shows the row (research 26r; locprompt had it from iOS 16, the first version Apple's guides name it).
    public func label(on os: DeviceOS) -> String {
        switch self {
        case .never: return "Never"
        case .askNextTime:
            return os.platform == .iOS && os.version.major >= 15 ? "Ask Next Time Or When I Share" : "Ask Next Time"
        case .whileUsing: return "While Using the App"
        case .always: return "Always"
        case .whileUsingOrWidgets: return "While Using the App or Widgets"
        }
    }

    /// Matches a label typed in a scenario or on the command line (`Ask Next Time` also matches the iOS 15+ label).
    public init?(label: String) {
        let folded = label.lowercased().replacingCharacters("’", with: "'")
        switch folded {
        case "never": self = .never
        case "ask next time", "ask next time or when i share", "asknexttime": self = .askNextTime
        case "while using the app", "while using", "whileusing", "when in use": self = .whileUsing
        case "always": self = .always
        case "while using the app or widgets", "while using or widgets", "whileusingorwidgets": self = .whileUsingOrWidgets
        default: return nil
        }
    }
}

extension String {
    func replacingCharacters(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}

extension DeviceOS {
    /// The first prompt may carry a `Precise: On/Off` switch: iOS 14-era and later, except macOS (none confirmed,
    /// reference §7.3, §7.6) and tvOS (none known, §7.4) [S19][S12].
    public var hasFirstPromptPreciseSwitch: Bool {
        era.hasAccuracyAuthorization && platform != .macOS && platform != .tvOS
    }
}

extension EngineState {
    /// The alert is a first prompt that would carry the Precise switch, and has none because the app sets
    /// NSLocationDefaultAccuracyReduced: "Note that there is no Precise:On pill in the Map this time. This is another
    /// effect of this key" (WWDC 2020 10660 [S19]; rule default-accuracy-reduced). Settings' switch still works.
    public func preciseSwitchWithheld(on alert: PresentedAlert) -> Bool {
        app.defaultAccuracyReduced && os.hasFirstPromptPreciseSwitch && alert.precise == nil
            && (alert.kind == .whenInUse || (alert.kind == .always && alert.viaAlwaysRequest))
    }
}

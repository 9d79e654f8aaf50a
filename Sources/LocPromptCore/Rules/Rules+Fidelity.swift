/// Rules of the second reading of Apple's sources (issue 13 §1). Each is listed in `RuleRegistry.fidelity`
/// and its sources are in `Bibliography.fidelity` (S100–S149) or the reference's S1–S52.
extension Rule {
    // Monitoring events (region, significant change, visit) by OS
    public static let monitoringNeedsAlwaysBeforeIOS13 = Rule(
        id: "monitoring-needs-always-before-ios13",
        summary: "Before iOS 13 region, significant-change and visit monitoring need Always: a When In Use app receives none of their events, not even in the foreground",
        reference: "Choosing the Location Services Authorization to Request: \"in iOS 12 or earlier, some location services are only available to apps with Always authorization\" (significant-change location, visits, region monitoring: \"Not available\" with When In Use); Choosing the Authorization Level for Location Services (the same table); WWDC 2019 705 (iOS 12 table: a When In Use app \"could not use any of our monitoring APIs\"); older requestWhenInUseAuthorization page",
        sources: ["S4", "S320", "S18", "S109", "S100"],
        range: .iOS(from: OSVersion(8), through: OSVersion(12, 5)))
    public static let monitoringWhileInUse = Rule(
        id: "monitoring-while-in-use",
        summary: "From iOS 13 a When In Use (or Allow Once) app receives region, significant-change and visit events while it is in use (foreground, the few seconds after it leaves the foreground, also when a background session ends inside them, or a background session), and not otherwise",
        reference: "WWDC 2019 705: \"If your app is in use, it will receive that significant location change, that region entry, that visit exit, and if it's not, it will not\"",
        sources: ["S18", "S4"])
    public static let provisionalInUseDelivered = Rule(
        id: "provisional-in-use-delivered",
        summary: "With provisional Always, an event that When In Use would deliver (the app is in use) is delivered at once and does not start the deferred prompt",
        reference: "WWDC 2019 705: events are held \"unless doing so would be consistent with the when in use authorization it actually has\"",
        sources: ["S18", "S1"])

    // Starting services while not in use (third reading, session 12)
    public static let backgroundStartNeedsInUse = Rule(
        id: "background-start-needs-in-use",
        summary: "A When In Use app (Allow Once included) cannot start location updates while it is not in use: a start from the background fails, so nothing starts (no location, no arrow, no background session, no blue indicator), not even once the app is in use again, when the app must call startUpdatingLocation() again; updates it started earlier while in use are not touched; an Always app may start them in the background, where they reach it while it runs but make no session that keeps it running (background-session-keeps-app-running). From iOS 13 the app is still in use for a few seconds after it leaves the foreground, and locprompt lets a start within those seconds succeed: that is locprompt's reading, not Apple's word (Apple gives the grace to “finish any current location tasks the user initiated”, and the requestWhenInUseAuthorization() page says “Attempts to start location updates while your app runs in the background will fail”). On iOS 8–12 there is no such grace: “Your app must always start services while running in the foreground” (Choosing the Authorization Level for Location Services), so a start from the background, even at once, fails",
        reference: "requestWhenInUseAuthorization() (pre-iOS 13 page): \"Attempts to start location services while your app is running in the background will fail\"; the iOS 8–12 headers: \"-startUpdatingLocation will not succeed if invoked from the background\"; CLAuthorizationStatus.authorizedWhenInUse: \"start the services while the app is in use\"; allowsBackgroundLocationUpdates: updates started in the foreground continue in the background; WWDC 2019 705: only Always starts things when the app is not in use (\"it could not start location updates directly from the background\"), and in use lasts \"for a few seconds more\" after the app leaves the foreground (iOS 13). Against a start in those seconds: requestWhenInUseAuthorization() (current page): \"Attempts to start location updates while your app runs in the background will fail\"; Choosing the Location Services Authorization to Request: the grace is \"for your app to finish any current location tasks the user initiated\" (citation audit 22a: no Apple text says a start in the grace succeeds; locprompt's reading). iOS 8–12: Choosing the Authorization Level for Location Services: \"Your app must always start services while running in the foreground\". That a failed start leaves nothing behind to run later is the texts read literally (until session 21 locprompt kept the start waiting for use; audit 21 found no Apple text for that). Provisional Always is treated as the When In Use it is to the person (not documented)",
        sources: ["S109", "S110", "S111", "S13", "S18", "S76", "S2", "S4", "S320"],
        // macOS apps are in use whenever they run [S4]; tvOS has no startUpdatingLocation() [S13].
        range: RuleRange(platforms: [.iOS, .watchOS, .visionOS]))
    public static let suspendedUpdatesQueued = Rule(
        id: "suspended-updates-queued",
        summary: "A suspended Always app with standard updates running receives no location while suspended; the system queues them and delivers them (one didUpdateLocations batch) when the app runs again, in the foreground or background, if it is still authorized. A When In Use app's updates wait for use instead",
        reference: "Handling location updates in the background: \"the system enqueues location updates and delivers them when the app runs again, either in the foreground or background\"; startUpdatingLocation(): delivery stops while suspended \"until your app starts running again\". The batch of one callback is locprompt's reading (didUpdateLocations carries an array)",
        sources: ["S209", "S112"],
        // "on iOS, iPadOS, and watchOS, the system suspends the execution of most apps" [S209].
        range: RuleRange(platforms: [.iOS, .watchOS]))
    public static let inUseNeedsIndicator = Rule(
        id: "in-use-needs-indicator",
        summary: "On iOS an app in the background is in use only with the background location indicator on: a When In Use session shows it, an Always app's session does not unless the app sets showsBackgroundLocationIndicator to true (it defaults to NO: shows-background-location-indicator), so without it its updates keep coming but temporary full accuracy lapses (watchOS always shows it: watchos-background-indicator-always-shown)",
        reference: "Choosing the Location Services Authorization to Request: \"in use when they're in the foreground or running in the background with the background location usage indicator enabled\"; CLLocationManager.h: accurate location remains \"as long as the background location indicator remains enabled\"; showsBackgroundLocationIndicator applies to Always apps, default NO (a scenario sets it with call: { showsBackgroundLocationIndicator: true })",
        sources: ["S113", "S13", "S78"],
        range: .only(.iOS))
    public static let alwaysRequestAgainWhenNotDetermined = Rule(
        id: "always-request-again-when-not-determined",
        summary: "Back at notDetermined (Allow Once lapsed, Settings' Ask Next Time, an App Clip's reset) requestAlwaysAuthorization() prompts again even though it took effect before; the once-only limit applies while the status is determined",
        reference: "Sources conflict: requestAlwaysAuthorization() says further calls have no effect [S1]; the app \"may prompt again\" once Allow Once lapses [S2][S18], Settings offers \"Ask Next Time\", and the header starts the prompt from notDetermined [S13]. locprompt follows the later, specific sources",
        sources: ["S1", "S2", "S13", "S18"], documented: false)

    // Always from When In Use before iOS 11 (session-16 audit C1, C2)
    public static let noUpgradeBeforeIOS10 = Rule(
        id: "no-upgrade-before-ios10",
        summary: "On iOS 8–9 requestAlwaysAuthorization() from When In Use does nothing: no alert and no callback. The system prompts once, for either request, not once per type; an app that needs Always must send the person to Settings",
        reference: "iOS 8 CLLocationManager.h, requestAlwaysAuthorization: \"When +authorizationStatus != kCLAuthorizationStatusNotDetermined, (ie generally after the first call) this method will do nothing.\" WWDC 2014 706: \"it will only prompt to the user the first time and not per type\". iOS 9 rests on the header alone (the same sentence in the iOS 8 and iOS 10 headers), against second-hand evidence: DeviceAgent's scan of the iOS 9.3 simulator's strings holds the upgrade title (S161), as the 10.x strings do for iOS 10 (upgrade-prompt-ios10). locprompt follows Apple's text on iOS 8–9 (session-16 decision)",
        sources: ["S53", "S15", "S161"],
        range: .iOS(from: OSVersion(8), through: OSVersion(9, 3)))
    public static let upgradePromptIOS10 = Rule(
        id: "upgrade-prompt-ios10",
        summary: "On iOS 10 requestAlwaysAuthorization() from permanent When In Use shows the upgrade alert (“… to also access your location even when you are not using the app?”, Cancel | Allow), once",
        reference: "Sources conflict: the iOS 10 CLLocationManager.h still says that once the status is determined the call \"will do nothing\" [S15]; the system strings of iOS 10.2/10.3 hold the upgrade title (AutoMate's scraped lists, S152, S21) and an emulator of the time gives it Cancel | Allow [S23], second-hand evidence that the alert existed. locprompt shows it on all of iOS 10 (whether 10.0–10.1 did is not known). The iOS 9.3 strings hold the title too (S161), but on iOS 8–9 locprompt follows the header and WWDC 2014 706 (no-upgrade-before-ios10)",
        sources: ["S152", "S21", "S23", "S15"], documented: false,
        range: .iOS(from: OSVersion(10), through: OSVersion(10, 3)))

    // Lifecycle
    public static let resumeReportsAuthorization = Rule(
        id: "resume-reports-authorization",
        summary: "A suspended app that runs again is told its current authorization (locationManagerDidChangeAuthorization, before iOS 14 locationManager(_:didChangeAuthorization:)), even when it did not change",
        reference: "Requesting authorization to use location services: \"The location manager also reports your app’s current authorization at other times. For example, the location manager also calls the method when a suspended iOS app starts running again.\" Whatever resumes it: the foreground, an Always app woken for an event, an active CLBackgroundActivitySession or a live update or CLMonitor event resuming it in the background (audit 25a D1). A plain return from the background (not suspended) reports nothing new",
        sources: ["S3", "S5"])

    // Accuracy
    public static let temporaryFullAccuracyNoPromptError = Rule(
        id: "temporary-full-accuracy-no-prompt-error",
        summary: "requestTemporaryFullAccuracyAuthorization shows no prompt when the app already has full accuracy, is in the background, is not authorized or names an unknown purpose key; its completion then gets kCLErrorPromptDeclined (nil only after the person answered). The method's page names that error for three of these cases (temporary-full-accuracy-prompt-declined); for an app that is not authorized, the error's own page covers it: \"if an error prevented the prompt from being displayed\" (locprompt checks authorization first, before the full-accuracy case, although a notDetermined app reads full accuracy: locprompt's reading)",
        reference: "CLLocationManager.h: \"CoreLocation may decide against showing the user a prompt … your completion block will be called with an appropriate NSError\"; CLError.Code.promptDeclined: \"If the prompt was shown to the user, who declined, or if an error prevented the prompt from being displayed, then requestTemporaryPreciseLocationAuthorization(withPurposeKey:completion:) throws this error\" (a page that still names the beta method; its \"declined\" half conflicts with the method page's nil and is not followed)",
        sources: ["S13", "S6", "S164"])
    public static let temporaryFullAccuracyPromptDeclined = Rule(
        id: "temporary-full-accuracy-prompt-declined",
        summary: "requestTemporaryFullAccuracyAuthorization fails with kCLErrorPromptDeclined (CLError code 18), with no prompt, when the purpose key is not in NSLocationTemporaryUsageDescriptionDictionary, the app already has full accuracy, or the app is in the background",
        reference: "requestTemporaryFullAccuracyAuthorization(withPurposeKey:completion:): \"The request always fails with a CLError.Code.promptDeclined error in the following cases: The Info.plist file doesn't have an entry for the given purposeKey value. The app is already authorized for full accuracy. The app is in the background.\"",
        sources: ["S163", "S164"])
    public static let temporaryFullAccuracyCompletionGuaranteed = Rule(
        id: "temporary-full-accuracy-completion-guaranteed",
        summary: "A requestTemporaryFullAccuracyAuthorization made while another alert is on screen shows no prompt but still gets its completion: locprompt calls it at once with kCLErrorPromptDeclined (Apple guarantees the call, and names promptDeclined for \"an error [that] prevented the prompt from being displayed\"; that the call comes at once is locprompt's choice)",
        reference: "requestTemporaryFullAccuracyAuthorization(withPurposeKey:completion:): \"The completion closure is guaranteed to be called after the request is completed, which includes the user granting access, the user declining, or an error that prevented displaying the prompt.\" CLError.Code.promptDeclined: \"… or if an error prevented the prompt from being displayed, then … throws this error\". The immediate call is locprompt's choice",
        sources: ["S163", "S164", "S13"], documented: false)

    // Relaunch for monitoring events
    public static let significantChangeRestart = Rule(
        id: "significant-change-restart",
        summary: "After the app launches again (relaunched in the background for a significant change, or opened), significant-change events reach it only once it calls startMonitoringSignificantLocationChanges() again: the event waits (later ones join it as one didUpdateLocations batch) and is delivered at once when the app restarts the service. That delivery is the restarting manager's initial event (significant-change-initial-fix), not a second one; a restart with no event waiting sends the current location at once, like any start. If the app lost its authorization by then, the restart fails with kCLErrorDenied and the waiting event is dropped; losing it before the restart tells no manager (none of this launch's managers has started the service: updates-per-manager)",
        reference: "startMonitoringSignificantLocationChanges(): \"Upon relaunch, you must still configure a location manager object and call this method to continue receiving location events. When you restart location services, the current event is delivered to your delegate immediately.\" Handling location updates in the background: an app that terminates \"should restart those APIs upon launch\"",
        sources: ["S165", "S209", "S11"],
        range: RuleRange(platforms: [.iOS, .macOS]))
    public static let significantChangeWaitEndsWithApp = Rule(
        id: "significant-change-wait-ends-with-app",
        summary: "A significant-change event waiting for the app to restart the service is dropped if the app ends first (Apple does not say what becomes of it; locprompt's choice)",
        reference: "locprompt decision: startMonitoringSignificantLocationChanges() describes only the restart",
        sources: ["S165"], documented: false,
        range: RuleRange(platforms: [.iOS, .macOS]))
    public static let relaunchRegionVisitDelivered = Rule(
        id: "relaunch-region-visit-delivered",
        summary: "An app relaunched for a region or visit event receives it once it creates a location manager with a delegate (locprompt's relaunch does), without starting the service again",
        reference: "startMonitoringVisits(): \"Upon relaunch, recreate your location manager object and assign a delegate to begin receiving visit events. You don't need to call this method again\"; startMonitoringForRegion:desiredAccuracy:: \"creating a new location manager and assigning a delegate results in the delivery of the corresponding region messages\"; monitoredRegions is repopulated after a relaunch",
        sources: ["S166", "S167", "S168"],
        range: .only(.iOS))

    // Settings and keys on old iOS
    public static let alwaysOnlyAppSettingsRow = Rule(
        id: "always-only-app-settings-row",
        summary: "On iOS 8–10 an app that declares only NSLocationAlwaysUsageDescription has a Settings row with Never and Always only, no While Using the App; from iOS 11 every app's row offers While Using the App",
        reference: "WWDC 2014 706: \"Apps can support WhenInUse and/or Always authorization types and this is specified statically by the app … the user can tap on the app to see what authorization and status types are supported by that app\"; mackuba.eu iOS 8 post; OpenRadar 24363937 (iOS 9.2) and 29640472 (iOS 10.2); iOS 11 change (WWDC 2017 713: \"they will be able to authorize any app that requests Always authorization the WhenInUse authorization mode instead\", S36)",
        sources: ["S53", "S17", "S101", "S102", "S103", "S100", "S36"],
        range: .iOS(from: OSVersion(8)))
    public static let missingKeySilentBeforeIOS11 = Rule(
        id: "missing-key-silent-before-ios11",
        summary: "On iOS 8–10 a request without its usage-description key fails with no console line at all; the “privacy-sensitive data” console line is reported from iOS 11. watchOS 2–3, whose bands follow iOS 9–10, are silent alike for both requests (no watchOS source)",
        reference: "nevan.net iOS 8 post (\"no error or warning\"); first console-line reports are iOS 11 (2017); iOS 9–10 not documented",
        sources: ["S104", "S106", "S15"], documented: false,
        range: .iOS(from: OSVersion(8), through: OSVersion(10, 3)))

    // Platforms and calls
    public static let tvOSUnavailableServices = Rule(
        id: "tvos-unavailable-services",
        summary: "On tvOS startUpdatingLocation() and the monitoring APIs are unavailable (API_UNAVAILABLE(tvos)); a tvOS app asks for one location with requestLocation()",
        reference: "CLLocationManager.h and CLLocationManager+CLVisitExtensions.h availability annotations",
        sources: ["S13", "S108", "S107"],
        range: .only(.tvOS))
    public static let watchOSUnavailableMonitoring = Rule(
        id: "watchos-unavailable-monitoring",
        summary: "On watchOS region, significant-change and visit monitoring are unavailable (API_UNAVAILABLE(watchos)); standard updates and requestLocation() remain",
        reference: "CLLocationManager.h: startMonitoringSignificantLocationChanges, startMonitoringForRegion: and startMonitoringVisits are API_UNAVAILABLE(watchos, tvos)",
        sources: ["S13", "S108"],
        range: .only(.watchOS))
    public static let watchOSStartUpdatingFrom3 = Rule(
        id: "watchos-start-updating-from-watchos3",
        summary: "On watchOS 2 startUpdatingLocation() does not exist (API_AVAILABLE(watchos(3.0))): the call is refused, as on tvOS; a watchOS 2 app asks for one location with requestLocation()",
        reference: "CLLocationManager.h: \"- (void)startUpdatingLocation API_AVAILABLE(watchos(3.0)) API_UNAVAILABLE(tvos);\"; requestLocation() is available from watchOS 2",
        sources: ["S114", "S107"],
        range: RuleRange(platforms: [.watchOS], through: OSVersion(2, 2)))
    public static let watchOSNoBackgroundUpdatesBefore4 = Rule(
        id: "watchos-no-background-updates-before-watchos4",
        summary: "Before watchOS 4 a watch app has no continuous background location: its standard updates make no background session, whatever its authorization and UIBackgroundModes, so in the background it shows no indicator and receives no location",
        reference: "WWDC 2017 713: \"For watchOS we're making our continuous background location API available\" (watchOS 4); \"in watchOS 3 it was possible to get very similar functionality using a combination of Core Location and HealthKit\" (an HKWorkoutSession, which locprompt does not model); CLLocationManager.h: allowsBackgroundLocationUpdates API_AVAILABLE(ios(9.0), macos(10.15), watchos(4.0))",
        sources: ["S115", "S114"],
        range: RuleRange(platforms: [.watchOS], through: OSVersion(3, 2)))
    public static let watchOSBackgroundIndicatorAlwaysShown = Rule(
        id: "watchos-background-indicator-always-shown",
        summary: "On watchOS an app cannot opt out of the background location indicator, so an Always app's background session shows it too and keeps the app in use: its temporary full accuracy does not lapse. locprompt has one name for the indicator, bluePill (Apple: on watchOS \"a small icon\")",
        reference: "Choosing the Location Services Authorization to Request: \"On watchOS there's no way to opt out of showing the background location usage indicator\"; an app is in use \"When the app shows the background location usage indicator\"; CLLocationManager.h: showsBackgroundLocationIndicator API_UNAVAILABLE(watchos, tvos, macos), accurate location remains \"as long as the background location indicator remains enabled\"",
        sources: ["S113", "S114", "S13"],
        range: RuleRange(platforms: [.watchOS], from: OSVersion(4)))
    public static let visionOSMonitoringDoesNothing = Rule(
        id: "visionos-monitoring-does-nothing",
        summary: "In visionOS startMonitoringSignificantLocationChanges(), startMonitoringVisits() and startMonitoring(for:) do nothing: a compatible iPad or iPhone app's call is accepted but starts no service, asks nothing and shows no indicator, and no significant-change, visit or region event is delivered (for startMonitoringSignificantLocationChanges() this is locprompt's reading: only the stop page says a compatible app's call does nothing in visionOS; the start page lists no visionOS)",
        reference: "startMonitoringVisits() and startMonitoring(for:): \"If a compatible iPad or iPhone app calls this method when running in visionOS, the method does nothing.\"; stopMonitoringSignificantLocationChanges() says the same and startMonitoringSignificantLocationChanges() lists no visionOS. A native visionOS app cannot call them at all (locprompt models the compatible app)",
        sources: ["S116", "S117", "S118"],
        range: .only(.visionOS))
    public static let macOSAppsNotSuspended = Rule(
        id: "macos-apps-not-suspended",
        summary: "macOS does not suspend apps in the background, so a suspend step is refused on macOS: the app keeps running, and receiving its location updates, in the background",
        reference: "Handling location updates in the background: \"On macOS, you don't need to add support for background updates because the system doesn't suspend apps when they move to the background.\"",
        sources: ["S209"],
        range: .only(.macOS))
    public static let requestLocationOnce = Rule(
        id: "request-location",
        summary: "requestLocation() delivers one location through locationManager(_:didUpdateLocations:) to an authorized app in use, or kCLErrorDenied through locationManager(_:didFailWithError:) when denied",
        reference: "requestLocation() documentation; CLLocationManager.h requestLocation",
        sources: ["S107", "S13", "S11"])
    public static let requestLocationWaits = Rule(
        id: "request-location-waits",
        summary: "requestLocation() from notDetermined shows no prompt on iOS, tvOS and watchOS; locprompt keeps the request until the status is determined (undocumented). Each manager keeps its own request: another manager's requestLocation() does not replace it, and once the status is determined every waiting manager gets its location or kCLErrorDenied, oldest manager first (\"one outstanding location request\" read per CLLocationManager, whose own stop or start alone cancels it)",
        reference: "locprompt decision: the header and the documentation say nothing about notDetermined. WWDC 2015 714 guarantees an end: \"as long as you don't interrupt request location, you will get one or the other of these two callbacks\" (a location or an error), so the request is not dropped silently; that it waits for the answer rather than failing at once is the decision",
        sources: ["S107", "S13", "S72"], documented: false)
}

extension Rule {
    /// Session 14 audit of the classic API's error and delegate side: requestLocation()'s cancel and
    /// suspension paths [S107][S13][S113].
    public static let requestLocationStopCancels = Rule(
        id: "request-location-stop-cancels",
        summary: "stopUpdatingLocation() cancels the calling manager's pending requestLocation() (waiting for authorization, or suspended while the app is not in use): no location and no error is delivered for it later",
        reference: "requestLocation(): \"To cancel a pending request, call the stopUpdatingLocation() method.\"; CLLocationManager.h requestLocation: \"The method stopUpdatingLocation can be used to explicitly cancel the request.\"",
        sources: ["S107", "S13"])
    public static let requestLocationStartCancels = Rule(
        id: "request-location-start-cancels",
        summary: "startUpdatingLocation() cancels the calling manager's pending requestLocation(): the one-shot location is not delivered; the standard updates then run as usual (allowDeferredLocationUpdates, which Apple names too, is not modelled)",
        reference: "requestLocation(): \"Calling the startUpdatingLocation() or allowDeferredLocationUpdates(untilTraveled:timeout:) method cancels any pending request made using this method.\"; CLLocationManager.h requestLocation: \"Calling either of those methods will immediately cancel the location request.\"",
        sources: ["S107", "S13"],
        // startUpdatingLocation() does not exist on tvOS (nor on watchOS 2) [S13][S114].
        range: RuleRange(platforms: [.iOS, .macOS, .watchOS, .visionOS]))
    public static let requestLocationWhileUpdating = Rule(
        id: "request-location-while-updating",
        summary: "requestLocation() while the app's standard location updates run (startUpdatingLocation() called and not stopped) does nothing: no extra location, no error, no request kept; the running updates deliver as before",
        reference: "requestLocation(): \"Calling this method while location services are already running does nothing.\"; CLLocationManager.h requestLocation: \"this method can not be used concurrently with startUpdatingLocation\". \"running\" is locprompt's reading: the app's standard updates, whichever of its managers started them (updates-per-manager); Apple does not say whether another manager's updates count",
        sources: ["S107", "S13"])
    public static let requestLocationSuspendsOutOfUse = Rule(
        id: "request-location-suspends-out-of-use",
        summary: "A When In Use app's requestLocation() that is outstanding while the app is not in use is suspended, not dropped: a request waiting for authorization when the app left use, or one made from the background after the few seconds' grace, delivers its location once the app is in use again (back in the foreground). Only permanent Always delivers it in the background",
        reference: "Choosing the Location Services Authorization to Request (When In Use): \"If the user stops using your app, any outstanding requests suspend until the user resumes using your app.\" A request made while the app is already out of use is locprompt's reading of the same sentence (the request is outstanding from the moment it is made). It differs from startUpdatingLocation() from the background, which Apple says fails (background-start-needs-in-use, since session 21): no Apple text says a one-time request made out of use fails",
        sources: ["S113", "S107"],
        // macOS apps are in use whenever they run [S4].
        range: RuleRange(platforms: [.iOS, .tvOS, .watchOS, .visionOS]))
}

extension Rule {
    /// Session 13 lifecycle audit.
    public static let regionMonitoringFailure = Rule(
        id: "region-monitoring-failure",
        summary: "Region monitoring reports its errors through locationManager(_:monitoringDidFailFor:withError:), not didFailWithError: starting it while denied, restricted or with Location Services off, or losing access while it runs, calls monitoringDidFailFor with kCLErrorRegionMonitoringDenied (no source says which callback or code a denied, restricted or Location-Services-off app receives for region monitoring: monitoringDidFailFor with kCLErrorRegionMonitoringDenied, documented as “region monitoring has been denied by the user”, is locprompt's choice; Apple states only that region errors go to monitoringDidFailFor)",
        reference: "§2 Error side; Apple startMonitoring(for:), locationManager(_:monitoringDidFailFor:withError:), CLError.h",
        sources: ["S135", "S136", "S137"], range: RuleRange(platforms: [.iOS, .macOS]))
    public static let widgetLocationGrant = Rule(
        id: "widget-location-grant",
        summary: "Allowing the widget alert extends a When In Use app's authorization to its widgets: isAuthorizedForWidgetUpdates reads true (as it always does with Always) and the app's Settings row shows “While Using the App or Widgets”; the app's status does not change. The alert says widgets may use the location for up to 15 minutes after each is viewed (the system's INCIDENTAL_USE_MODE_PURPOSE in Apple's iOS 15 strings, S171; S33 quotes it). Picking a Settings row takes the grant back; the widgets row is shown but cannot be picked, since no source says when Settings offers it",
        reference: "§4.1 Settings rows (14+ widgets); Apple isAuthorizedForWidgetUpdates, “Accessing location information in widgets”",
        sources: ["S133", "S134", "S171", "S33"], range: .iOS(from: OSVersion(14)))
    /// Audit 22f R: the refusals of the accuracy APIs on an older device cited rules whose range starts later.
    public static let accuracyAPIAvailability = Rule(
        id: "accuracy-api-availability",
        summary: "Accuracy authorization (full or reduced), the Precise Location switch and requestTemporaryFullAccuracyAuthorization(withPurposeKey:) arrived with iOS 14; on an older device a step that uses them is refused, saying from which version they exist. locprompt dates them on every platform by its iOS 14-era band (macOS 11, watchOS 7, tvOS 14)",
        reference: "accuracyAuthorization and CLAccuracyAuthorization: \"From iOS 14 an app has full or reduced accuracy\"; WWDC 2020 10660 introduces Precise Location and temporary full accuracy in iOS 14; CLLocationManager.h declares requestTemporaryFullAccuracyAuthorizationWithPurposeKey: with API_AVAILABLE(ios(14.0), …). The other platforms' first versions are locprompt's era bands",
        sources: ["S12", "S19", "S13"])
    /// Audit 19 friction: scenarios could not read the property the widget rules are about.
    public static let widgetUpdatesProperty = Rule(
        id: "widget-updates-property",
        summary: "isAuthorizedForWidgetUpdates reads true when the app's status is authorizedAlways, or authorizedWhenInUse with its widgets allowed (widget-location-grant), else false; it follows the status the app reads, so Location Services off or restrictions make it false. It exists on iOS 14+, macOS 11+ and visionOS, not on watchOS or tvOS, where reading it is refused",
        reference: "Apple isAuthorizedForWidgetUpdates: “This property is true when either of the following is true: The app’s authorization status is CLAuthorizationStatus.authorizedAlways. The app’s authorization status is CLAuthorizationStatus.authorizedWhenInUse and the user agrees to extend the app’s authorization status to widgets.” Availability: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, visionOS 1.0+",
        // Every platform: its refusal on watchOS and tvOS is part of the rule (audit 22f S).
        sources: ["S133"])
    /// Audit 18 D3: the widget alert extends a When In Use authorization, so it needs one.
    public static let widgetAlertNeedsAuthorization = Rule(
        id: "widget-alert-needs-authorization",
        summary: "The widget alert asks to extend the app's When In Use authorization to its widgets, so the system shows it only once the containing app has asked and is authorized When In Use: for an app that is not determined, denied or restricted a location widget being added shows nothing (the containing app must request authorization first), and no widget answer is kept for a later grant",
        reference: "Audit 18 D3. Apple NSWidgetWantsLocation: “Before a widget can access location information, the containing app must request authorization from the user.” Apple isAuthorizedForWidgetUpdates: true when “The app’s authorization status is authorizedWhenInUse and the user agrees to extend the app’s authorization status to widgets” (or the app is authorizedAlways); WidgetKit: the system asks whether to “extend the app's location authorization to the widget”; WWDC 2020 10660: \"widgets are not able to show authorization prompts. Their authorization will derive from the parent app.\"",
        sources: ["S63", "S133", "S134", "S19"], range: .iOS(from: OSVersion(14)))
    /// Audit 24a D1: the alert was shown for an app whose Info.plist says its widgets do not use location.
    public static let widgetWantsLocation = Rule(
        id: "widget-wants-location",
        summary: "A widget uses location only when its extension's Info.plist sets NSWidgetWantsLocation to true: where the app's Info.plist (the one a scenario or --app gives, standing for the app and its extensions) sets it to false, no location widget exists, so adding a widget shows no widget alert and isAuthorizedForWidgetUpdates stays as it was; where the key is absent, the widget is taken to declare it",
        reference: "Apple NSWidgetWantsLocation: “A Boolean value that indicates a widget uses the user’s location information. … To access the user’s location information from a widget, set the value to true in the widget extension’s Info.plist file.” Which Info.plist stands for the extension is locprompt's reading (one Info.plist per app)",
        sources: ["S63"], range: .iOS(from: OSVersion(14)))
    /// Audit 18 D3: Always and Allow Once are not covered by Apple's words; locprompt's choice.
    public static let widgetAlertNotForAlwaysOrAllowOnce = Rule(
        id: "widget-alert-not-for-always-or-allow-once",
        summary: "locprompt shows no widget alert to an Always app, whose widgets already have location (isAuthorizedForWidgetUpdates is true), nor to an app with a one-time Allow Once grant: that grant ends when the app leaves use and Settings shows Ask Next Time, so there is no lasting When In Use to extend. Apple says neither",
        reference: "locprompt decision (audit 18 D3): isAuthorizedForWidgetUpdates is true for authorizedAlways (S133), so there is nothing to extend; for Allow Once Apple says nothing. Whether the system still asks an Always app, or asks an Allow Once app, is not documented",
        sources: ["S133", "S134"], documented: false, range: .iOS(from: OSVersion(14)))
}

extension Rule {
    /// Session 16 lifecycle audit (D1–D3): where the system launches a Mac app, when it keeps an app running for
    /// its location updates, and which running apps get standard updates without a background session.
    public static let macOSNoLaunchForRegions = Rule(
        id: "macos-no-launch-for-regions",
        summary: "On macOS region monitoring (CLLocationManager regions and CLMonitor conditions) works only while the app runs, in the foreground or the background: the system does not launch a Mac app that is not running to deliver a region event, so the event is not delivered. Significant-change and visit events are not covered (their pages list macOS and describe the relaunch without excluding it), nor is a sleeping Mac (not modelled)",
        reference: "Monitoring the user's proximity to geographic regions: \"In macOS, condition monitoring works only while the app is running (either in the foreground or background) and the user's system is awake. The system doesn't launch Mac apps to deliver region-related notifications.\" The older version of the page says the same of region monitoring",
        sources: ["S60"],
        range: .only(.macOS))
    public static let backgroundSessionKeepsAppRunning = Rule(
        id: "background-session-keeps-app-running",
        summary: "A continuous background location session (a manager's standard updates with the location background mode and that manager's allowsBackgroundLocationUpdates) keeps the app running: the system does not suspend it, so a suspend step is refused while the session runs in the background, or while the app is in the foreground with the updates that would make one; stop the updates first. Only updates started (or running) while the app was in use make a session: updates an Always app starts from the background (after the few seconds of use that follow the foreground, or after the system launched it into the background, for a region event for instance) make none, Core Location does nothing to keep the app running, and it may be suspended; while it runs they reach it (updates-while-running), while it is suspended they are queued (suspended-updates-queued). That the few seconds after the foreground count as in use here, as for When In Use (background-start-needs-in-use), is locprompt's reading. A CLBackgroundActivitySession is another case: Apple says its session may continue \"even if the app stops running\", so its app may be suspended and is resumed for its updates (background-activity-keeps-in-use)",
        reference: "allowsBackgroundLocationUpdates: \"When the value of this property is true and you start location updates while the app is in the foreground, Core Location configures the system to keep the app running to receive continuous background location updates … Updates continue even if the app subsequently enters the background\"; Handling location updates in the background: \"you can ask the system to not suspend your app while location services are active\"; WWDC 2017 713 (watchOS 4): \"When your app enters the background, Core Location will keep your app running and continue to deliver location updates\"; CLLocationManager.h: set the property \"whenever calling -startUpdatingLocation with the intent to continue in the background\"; WWDC 2016 716: \"Finally, you must start your location updates while in the foreground. If you don't start your updates in the foreground, you won't get this special behavior. So what happens if you do start your updates in the background? Well, first off, your app will probably need AlwaysAuthorization since your app won't be considered in use at that time. Furthermore, Core Location won't take any action to ensure your app continues to run. So if you have background runtime for some reason, and you decide to start a location session, you might get some updates, but you might also get suspended before you receive all the information you had hoped to receive.\"",
        sources: ["S111", "S68", "S209", "S115", "S13"],
        // macOS does not suspend apps at all (macos-apps-not-suspended); visionOS and App Clips have no background session.
        range: RuleRange(platforms: [.iOS, .watchOS]))
    public static let updatesWhileRunning = Rule(
        id: "updates-while-running",
        summary: "Without a background location session (no location background mode, or allowsBackgroundLocationUpdates off) standard updates still reach an app that runs in the background, not suspended, with sufficient authorization: Always (permanent; for provisional Always such an update, past the few seconds of use, is an event that needs Always: it is held and the deferred prompt asks, provisional-hold), or When In Use while the app is still in use (the few seconds after it leaves the foreground). No session is made (no blue indicator), and the system suspends the app as usual (a suspend step), after which nothing is delivered until it runs again; a When In Use app past those seconds gets nothing until it is in use again",
        reference: "CLLocationManager.h, allowsBackgroundLocationUpdates (since iOS 9): \"Resetting this property to NO is equivalent to omitting \"location\" from the UIBackgroundModes value. Access to location is still permitted whenever the application is running (ie not suspended), and has sufficient authorization (ie it has WhenInUse authorization and is in use, or it has Always authorization). However, the app will still be subject to the usual task suspension rules.\"; startUpdatingLocation(): delivery stops while the app is suspended \"until your app starts running again (either in the foreground or background)\"; WWDC 2017 713: \"Always authorization allows your app to access the user's location anytime your app is running\"; WWDC 2019 705: in use \"for a few seconds more\". The current allowsBackgroundLocationUpdates page is vaguer (updates \"may or may not continue in the background depending on other factors\"); locprompt follows the header",
        sources: ["S13", "S112", "S17", "S18", "S111"],
        // watchOS 4+ (before it, watchos-no-background-updates-before-watchos4); macOS apps are in use while they run.
        range: RuleRange(platforms: [.iOS, .watchOS]))

    // Delegate callbacks (audit 17, D1 and D2)
    public static let updatesPerManager = Rule(
        id: "updates-per-manager",
        summary: "Standard location updates and significant-change monitoring run per CLLocationManager: locations go to the delegate of each manager that called startUpdatingLocation() (significant changes: startMonitoringSignificantLocationChanges()) and has not stopped, not to the app's other managers; stopUpdatingLocation() (stopMonitoringSignificantLocationChanges()) stops only the manager it is called on. Region and visit monitoring stay app-wide: their events reach every live manager (monitoring-events-every-manager). What reads \"the app's updates\" (the arrow, requestLocation() doing nothing while updates run) means any manager's; each manager's updates make their own background session, by that manager's allowsBackgroundLocationUpdates and showsBackgroundLocationIndicator (background-location-properties-per-launch), and any manager's session keeps the app running and, showing the indicator, in use. That another manager's updates go on after one manager stops, and that they reach only the starting manager's delegate, is locprompt's reading of “your delegate” (Apple says so only by contrast, of regions: “a shared application resource”), as significant-change-stop reads the stops. The kCLErrorDenied on losing access goes to each manager whose own standard updates or significant-change monitoring run, and for the app's visit monitoring to its oldest manager (Apple does not say which delegates get that one: an emulator reading); a manager that started nothing is not told, nor one left behind by significant changes that a released manager or an ended launch had started and that no live manager has started again (updates-end-with-manager; after a relaunch the denial comes at the restart, significant-change-restart)",
        reference: "locationManager(_:didFailWithError:): the manager parameter is \"The location manager object that was unable to retrieve the location\"; CLLocationManager: \"The object you use to start and stop the delivery of location-related events to your app … Create one or more location-manager objects in your app and use them where you need location data.\"; startUpdatingLocation(): the location manager will \"notify your delegate by calling its locationManager(_:didUpdateLocations:) method\"; CLLocationManagerDelegate: \"The methods you use to receive events from an associated location-manager object.\"; CLLocationManager.h, significant changes: \"Locations will be delivered through the same delegate callback as the standard location service\"; monitoredRegions: \"If any location manager has been instructed to monitor a region … it will be present in this set\" (regions are the app's)",
        sources: ["S169", "S112", "S170", "S13", "S168", "S11"], documented: false,
        // No startUpdatingLocation() on tvOS [S13]; significant changes are iOS and macOS only.
        range: RuleRange(platforms: [.iOS, .macOS, .watchOS, .visionOS]))
    public static let updatesEndWithManager = Rule(
        id: "updates-end-with-manager",
        summary: "Releasing a CLLocationManager ends the standard updates and significant-change deliveries started on it: no location reaches the app's other managers for them, and no kCLErrorDenied either when the app later loses access (updates-per-manager). The significant-change service stays registered with the system (as when the app ends), so a later change is delivered once a live manager calls startMonitoringSignificantLocationChanges(); a change before that is not delivered to anyone",
        reference: "Emulator decision: Apple does not say in so many words that a deallocated manager's services stop; its delegate, the one the events were addressed to [S170][S112], is gone with it, and the other managers never asked for them (audit 17 D1). What becomes of the system's significant-change registration is not said either: it is left as termination leaves it (significant-change-restart)",
        sources: ["S169", "S170", "S112", "S165", "S68"], documented: false,
        range: RuleRange(platforms: [.iOS, .macOS, .watchOS, .visionOS]))
    public static let standardUpdatesInitialFix = Rule(
        id: "standard-updates-initial-fix",
        summary: "startUpdatingLocation() sends the calling manager's delegate one initial locationManager(_:didUpdateLocations:) when the app may receive updates (authorized, and in use, with a background session, or Always while it runs: the same conditions as any location); a second call without stopUpdatingLocation() in between sends none; after a stop, the next start sends a new one. Apple's \"may take several seconds\" is shown as immediate in virtual time, as requestLocation() is (emulator simplification)",
        reference: "startUpdatingLocation(): \"Calling this method causes the location manager to obtain an initial location fix (which may take several seconds) and notify your delegate by calling its locationManager(_:didUpdateLocations:) method. … Calling this method several times in succession does not automatically result in new events being generated. Calling stopUpdatingLocation() in between, however, does cause a new initial event to be sent the next time you call this method.\" The immediate delivery is locprompt's simplification: its clock moves only with advance steps",
        sources: ["S112", "S107"],
        range: RuleRange(platforms: [.iOS, .macOS, .watchOS, .visionOS]))
    public static let standardUpdatesInitialFixWaits = Rule(
        id: "standard-updates-initial-fix-waits",
        summary: "Updates started while the app may not receive them yet (not determined, the prompt up, a When In Use app that left use before the fix came, suspended) keep their initial fix waiting: it is delivered as soon as the app may receive updates (the person allows, the app comes back into use), once, unless the manager stops first or a location reaches it before. In the background without permission to receive it waits; it is not dropped. Where kCLErrorDenied answers the updates instead (a start while denied, restricted or with Location Services off; access lost while the fix waited) no initial fix follows later, even once the app is authorized again",
        reference: "Emulator decision: the startUpdatingLocation() page promises the initial fix but not what happens while the app may not have it. locprompt keeps it waiting, as Apple says outstanding requests \"suspend until the user resumes using your app\" (Choosing the Location Services Authorization to Request). A denied app is told with kCLErrorDenied and \"should stop the location service\" (didFailWithError); no source says a fix follows if it does not",
        sources: ["S112", "S113", "S109", "S11"], documented: false,
        range: RuleRange(platforms: [.iOS, .macOS, .watchOS, .visionOS]))

    // Monitoring events and significant changes (audit 18, D1–D2)
    public static let monitoringEventsEveryManager = Rule(
        id: "monitoring-events-every-manager",
        summary: "Region entries and visits are the app's: each event reaches the delegate of every live CLLocationManager, oldest first, one callback each, whichever manager registered the region or enabled visits (managers created later included, released ones not). It stays one event: the app is woken or relaunched once, and a scenario's delivered: counts it once. A relaunched app's one new manager gets it as before (relaunch-region-visit-delivered). The oldest manager's callback cites the rule that let the event through; each other manager's cites this one",
        reference: "locationManager(_:didEnterRegion:), and locationManager(_:didExitRegion:) in the same words: \"Because regions are a shared application resource, every active location manager object delivers this message to its associated delegate. It doesn’t matter which location manager actually registered the specified region. If multiple location managers share a delegate object, that delegate receives the message multiple times.\"; startMonitoringVisits(): \"Enabling visit events for one location manager enables visit events for all other location manager objects in your app. When a new visit event arrives, the location manager object delivers the event to the locationManager(_:didVisit:) method of its delegate.\" CLLocationManager+CLVisitExtensions.h, startMonitoringVisits: \"All CLLLocationManagers allocated by your application, both current and future, will deliver detected visits to their delegates.\" (citation audit 22b)",
        sources: ["S64", "S65", "S166", "S108", "S168"],
        range: RuleRange(platforms: [.iOS, .macOS]))
    public static let significantChangeInitialFix = Rule(
        id: "significant-change-initial-fix",
        summary: "startMonitoringSignificantLocationChanges() sends the calling manager's delegate one initial locationManager(_:didUpdateLocations:) (the most recent location) at once when the app may receive significant changes (the same conditions as a significant-change event: authorized, and Always, or from iOS 13 When In Use while in use); later ones come only with a significant change. A second call without stopMonitoringSignificantLocationChanges() in between sends none; after a stop, the next start sends a new one. After a relaunch the restart delivers \"the current event\" at once (significant-change-restart): the waiting event is that initial event. Apple's \"(if any)\" cached location is assumed to exist, and its \"several additional seconds\" are not modelled (emulator simplifications). A scenario's delivered: does not count it",
        reference: "startMonitoringSignificantLocationChanges(): \"Location events are delivered to your delegate’s locationManager(_:didUpdateLocations:) method. The first event to be delivered is usually the most recently cached location event (if any) but may be a newer event in some circumstances. … After returning a current location fix, the receiver generates update events only when a significant change in the user’s location is detected. … Calling this method several times in succession does not automatically result in new events being generated. Calling stopMonitoringSignificantLocationChanges() in between, however, does cause a new initial event to be sent the next time you call this method.\" and \"When you restart location services, the current event is delivered to your delegate immediately.\" That a cached location always exists is locprompt's simplification",
        sources: ["S165", "S118"],
        range: RuleRange(platforms: [.iOS, .macOS]))
    public static let significantChangeInitialFixWaits = Rule(
        id: "significant-change-initial-fix-waits",
        summary: "Significant-change monitoring started while the app may not receive its events yet (not determined with the prompt up, a When In Use app out of use, When In Use before iOS 13, provisional Always out of use) keeps its initial event waiting: it is delivered as soon as the app may receive significant changes (the person allows, the app comes back into use, Always is granted), once, unless the manager stops first or a change reaches it before. Waiting does not bring up the deferred provisional-Always prompt. Where kCLErrorDenied answers the start (denied, restricted, Location Services off) or access is lost while it waits, no initial event follows later, even once the app is authorized again",
        reference: "Emulator decision, as standard-updates-initial-fix-waits: the startMonitoringSignificantLocationChanges() page promises the first event but not what happens while the app may not have it. locprompt keeps it waiting, as it keeps standard updates' initial fix and as Apple says outstanding requests \"suspend until the user resumes using your app\" (Choosing the Location Services Authorization to Request). A denied app is told with kCLErrorDenied and \"should stop the location service\" (didFailWithError); no source says a fix follows if it does not",
        sources: ["S165", "S113", "S11"], documented: false,
        range: RuleRange(platforms: [.iOS, .macOS]))
    public static let significantChangeStop = Rule(
        id: "significant-change-stop",
        summary: "stopMonitoringSignificantLocationChanges() ends significant-change deliveries to the calling manager's delegate (an initial event still waiting goes too), so its next start sends a new initial event; another manager's monitoring goes on, and a stop on a manager that did not start it changes nothing while another manager monitors. The app's registration with the system (what wakes or relaunches the app for a change) ends once no live manager monitors significant changes after a stop, including in a launch that has not restarted the service (a change waiting for that restart is dropped). Unavailable on tvOS and watchOS; does nothing on visionOS",
        reference: "stopMonitoringSignificantLocationChanges(): \"Use this method to stop the delivery of location events that was started using the startMonitoringSignificantLocationChanges() method. If a compatible iPad or iPhone app calls this method when running in visionOS, the method does nothing.\"; startMonitoringSignificantLocationChanges(): \"Calling stopMonitoringSignificantLocationChanges() in between, however, does cause a new initial event to be sent the next time you call this method.\" How the stops of several managers combine, and when the app-wide registration ends, Apple does not say: per manager, ending with the last one, is locprompt's reading (as updates-per-manager reads the starts)",
        sources: ["S118", "S165", "S169"], documented: false,
        range: RuleRange(platforms: [.iOS, .macOS]))
    public static let monitoringStop = Rule(
        id: "monitoring-stop",
        summary: "stopMonitoringVisits() and stopMonitoring(for:) end the app's visit or region monitoring for every manager, whichever manager calls them or started it: no later visit, region entry or exit is delivered, and none wakes or relaunches the app, until a manager starts the service again. A stop when the app is not monitoring that service changes nothing. Unavailable on tvOS and watchOS; does nothing on visionOS. locprompt's app has one region, so stopMonitoring(for:) stops it",
        reference: "stopMonitoringVisits(): \"Stops the delivery of visit-related events. … Calling this method disables the delivery of visit-related events for your app. If a compatible iPad or iPhone app calls this method when running in visionOS, the method does nothing.\"; stopMonitoring(for:): \"Stops monitoring the specified region. … If the specified region object is not currently being monitored, this method has no effect.\"; startMonitoring(for:): \"The regions you add using this method are shared by all location manager objects in your app\"; startMonitoringVisits(): \"Enabling visit events for one location manager enables visit events for all other location manager objects in your app\"; CLLocationManager+CLVisitExtensions.h: \"This will continue until -stopMonitoringVisits is sent to any such CLLocationManager\"",
        sources: ["S73", "S74", "S117", "S166", "S108"],
        range: RuleRange(platforms: [.iOS, .macOS]))

    // Info.plist keys (audit 17, K1)
    public static let macOSWhenInUseKeyAccepted = Rule(
        id: "macos-when-in-use-key-accepted",
        summary: "On macOS an app that declares NSLocationWhenInUseUsageDescription but not NSLocationUsageDescription still gets its alert, with the When In Use key's text. An emulator decision where the sources conflict: Apple says NSLocationUsageDescription is required on macOS; one second-hand macOS experiment saw the prompt without it. Not verified on a Mac",
        reference: "§6 D10 (unresolved). NSLocationUsageDescription: \"Use this key in a macOS app that accesses the user’s location information. … Important: This key is required if your macOS app uses APIs that access the user’s location information.\"; NSLocationWhenInUseUsageDescription: \"If you need location information in a macOS app, use NSLocationUsageDescription instead.\"; Requesting authorization: NSLocationUsageDescription is the key of an app that runs in macOS. Against them, one macOS experiment (second-hand) found that the key's absence did not block the prompt when NSLocationWhenInUseUsageDescription was present. locprompt keeps accepting either key rather than invent a failure no one observed, and says so: the effect cites this rule and check warns",
        sources: ["S61", "S62", "S3", "S47"], documented: false,
        range: .only(.macOS))
}

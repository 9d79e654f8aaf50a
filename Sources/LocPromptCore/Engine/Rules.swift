/// Every Apple rule the engine applies, each tied to its row in
/// `Documentation/Reference/apple-location-authorization.md` (§ = section) and its source ids.
extension Rule {
    // §2 / §3: prompting
    public static let whenInUseRequest = Rule(
        id: "when-in-use-request",
        summary: "requestWhenInUseAuthorization() from notDetermined, in the foreground, shows the When In Use alert",
        reference: "§5 notDetermined → requestWhenInUse; §1.1 case (a)", sources: ["S2"])
    public static let whenInUseOnlyFromNotDetermined = Rule(
        id: "when-in-use-only-from-not-determined",
        summary: "requestWhenInUseAuthorization() does nothing and calls no delegate unless the status is notDetermined",
        reference: "§3 requestWhenInUseAuthorization only from notDetermined", sources: ["S2", "S13"])
    public static let foregroundRequired = Rule(
        id: "foreground-required",
        summary: "An app must be in the foreground to show a location authorization prompt; otherwise the request does nothing. The request pages say it with no platform exception and list macOS 10.15+, so it holds for a Mac app's requestWhenInUseAuthorization() and requestAlwaysAuthorization() too; the prompt macOS shows when a service starts is not a request (macos-prompt-on-start)",
        reference: "§3 Foreground required", sources: ["S2", "S13"])
    public static let oneTimePrompt = Rule(
        id: "one-time-prompt",
        summary: "After the first answer the system stores the status and does not prompt again",
        reference: "§3 One-time prompt", sources: ["S3", "S35"])
    public static let alwaysRequest = Rule(
        id: "always-request",
        summary: "requestAlwaysAuthorization() from notDetermined shows the Always alert of this OS version",
        reference: "§5 notDetermined → requestAlways; §1.1 case (b)", sources: ["S1", "S17"])
    public static let alwaysOnce = Rule(
        id: "always-request-once",
        summary: "requestAlwaysAuthorization() takes effect once; later calls have no effect",
        reference: "§3 requestAlwaysAuthorization states", sources: ["S1", "S13", "S17", "S3"])
    public static let alwaysIgnoredAfterAllowOnce = Rule(
        id: "always-ignored-after-allow-once",
        summary: "Core Location ignores requestAlwaysAuthorization() while the authorization is temporary (Allow Once)",
        reference: "§3 After Allow Once", sources: ["S1"],
        range: .iOS(from: OSVersion(13)))
    public static let alwaysOnlyFromNotDeterminedOrWhenInUse = Rule(
        id: "always-only-from-not-determined-or-when-in-use",
        summary: "requestAlwaysAuthorization() applies only from notDetermined or authorizedWhenInUse",
        reference: "§3 requestAlwaysAuthorization states", sources: ["S1", "S13"])
    public static let upgradePrompt = Rule(
        id: "upgrade-prompt",
        summary: "requestAlwaysAuthorization() from permanent When In Use shows the upgrade alert: the iOS 11–12 transition prompt, and from iOS 13.4 the upgrade prompt at once (iOS 13.0–13.3 show none: silent-provisional-upgrade; iOS 10: upgrade-prompt-ios10; iOS 8–9: no-upgrade-before-ios10)",
        reference: "§5 authorizedWhenInUse → requestAlways; §1.1 Band B case (c); Band D. From iOS 13.4, the release notes: \"When an app requests Always authorization for the first time after having previously been authorized for While Using the App, the device immediately presents the location authorization prompt.\"", sources: ["S1", "S17", "S19", "S75"],
        range: .iOS(from: OSVersion(11)))
    public static let silentProvisionalUpgrade = Rule(
        id: "silent-provisional-upgrade",
        summary: "On iOS 13.0–13.3 requestAlwaysAuthorization() from When In Use shows no alert: the app gets provisional Always",
        reference: "§1.1 Band C case (c); §5; the iOS 13.4 release notes list the immediate prompt as new in 13.4", sources: ["S19", "S75"],
        range: .iOS(from: OSVersion(13), through: OSVersion(13, 3)))
    public static let provisionalAlways = Rule(
        id: "provisional-always",
        summary: "On iOS 13+, Allow While Using App on an Always request gives provisional Always: the app is told authorizedAlways, Settings shows While Using the App",
        reference: "§2 iOS 13+ first prompt after requestAlways", sources: ["S1", "S14", "S18"],
        range: .iOS(from: OSVersion(13)))
    public static let allowOnce = Rule(
        id: "allow-once",
        summary: "Allow Once grants temporary When In Use; Settings shows Ask Next Time (that Settings row is second-hand: a 2019 article, S28; no Apple text names it)",
        reference: "§2 iOS 13+ first prompt, Allow Once", sources: ["S2", "S18", "S28"],
        range: .iOS(from: OSVersion(13)))
    public static let buttonOutcome = Rule(
        id: "button-outcome",
        summary: "Each alert button sets the status given in the reference's button table",
        reference: "§2 Button → status, accuracy and callback", sources: ["S1", "S2", "S17"])
    public static let dontAllowFinal = Rule(
        id: "dont-allow-final",
        summary: "Don’t Allow is final for the app’s own requests: later requestWhenInUseAuthorization() and requestAlwaysAuthorization() calls show nothing; only Settings, Reset Location & Privacy or, from iOS 15, the location button’s introduction alert (location-button-after-never) can change it",
        reference: "§3 Don't Allow is final (in-app); WWDC 2021 10102: a person who chose Don't Allow and taps the location button can \"move your app back to NotDetermined\" (citation audit 22a)", sources: ["S2", "S18", "S35", "S71"])
    public static let deferredPrompt = Rule(
        id: "deferred-prompt",
        summary: "With provisional Always, an event that needs Always is held and the system shows the deferred second prompt (once per provisional grant: an app back at notDetermined that is granted provisional Always again gets it again, as Apple says the system displays it to an app “in the Provisional Always state”). When it appears is locprompt's choice: as soon as such an event arrives (or on demand); Apple says only that it comes later, at a time the user is “not busy”, “typically … when your app isn't running”",
        reference: "§3 Provisional Always events; §6 D9; Decisions table", sources: ["S1", "S18"], documented: false,
        range: .iOS(from: OSVersion(13)))
    public static let provisionalHold = Rule(
        id: "provisional-hold",
        summary: "While Always is provisional, Core Location monitors but holds events that need Always; newer events displace older ones",
        reference: "§3 Provisional Always events", sources: ["S1", "S18"],
        range: .iOS(from: OSVersion(13)))
    public static let heldEventsOutcome = Rule(
        id: "held-events-outcome",
        summary: "Held events are delivered only if Always is finally granted near the time of the event, and only for a service the app still runs (a visit or region event whose monitoring the app stopped meanwhile is dropped); otherwise they are dropped",
        reference: "§2 Deferred second prompt; §3 Provisional Always events; stopMonitoringVisits(): \"Calling this method disables the delivery of visit-related events for your app\"; stopMonitoring(for:): \"Stops monitoring the specified region\"", sources: ["S1", "S18", "S73", "S74"],
        range: .iOS(from: OSVersion(13)))
    public static let upgradeKeepNoCallback = Rule(
        id: "upgrade-keep-no-callback",
        summary: "Keeping When In Use on an upgrade alert changes nothing, so the delegate receives no update",
        reference: "§2 iOS 13.4+ upgrade prompt, Keep Only While Using", sources: ["S1"],
        range: .iOS(from: OSVersion(13, 4)))

    // Allow Once lifetime
    public static let allowOnceExpiry = Rule(
        id: "allow-once-expiry",
        summary: "Allow Once expires when the app is no longer in use (out of the foreground past the grace period, no background session) and the status reverts to notDetermined; closing the app ends it at once (quit-ends-temporary-grants)",
        reference: "§3 Allow Once lifetime; §6 D2", sources: ["S2", "S3", "S4", "S18"],
        range: .iOS(from: OSVersion(13)))
    public static let allowOnceKeptByBackgroundSession = Rule(
        id: "allow-once-background-session",
        summary: "A background location session with the blue indicator keeps the app in use, so Allow Once does not lapse. When the session ends, the app stays in use only for what is left of the few seconds after it left the foreground: Allow Once lapses then, or at once when they are over (one reading of in use for delivery and for Allow Once)",
        reference: "§3 Allow Once lifetime", sources: ["S2", "S18", "S4"],
        range: .iOS(from: OSVersion(13)))
    public static let allowOnceBackInUse = Rule(
        id: "allow-once-back-in-use",
        summary: "The app came back into use within the grace period, so Allow Once stays valid (the grace's length is the device's allowOnceGrace, an emulator decision of allow-once-expiry)",
        reference: "§3 Allow Once lifetime. requestWhenInUseAuthorization(): Allow Once is \"Temporary When In Use authorization that expires when the app is no longer in use\"; Choosing the Location Services Authorization to Request: an app is in use \"In the few seconds after an app leaves the foreground, a short grace period\"; WWDC 2019 705: \"until it enters the background, it's considered in use, and then actually for a few seconds more. … Then your app will remain out of use until it next enters the foreground\" (audit 19 decisions sweep)", sources: ["S2", "S4", "S18"],
        range: .iOS(from: OSVersion(13)))

    // Callbacks
    public static let callbackOnChange = Rule(
        id: "callback-on-change",
        summary: "The authorization delegate method runs when the status (or, from iOS 14, the accuracy) changes",
        reference: "§2 Delegate callbacks", sources: ["S5", "S19"])
    public static let callbackOnCreate = Rule(
        id: "callback-on-create",
        summary: "A new CLLocationManager reports the current status to its delegate once",
        reference: "§2 Delegate callbacks", sources: ["S5"])
    public static let queuedWhileSuspended = Rule(
        id: "queued-while-suspended",
        summary: "A suspended app receives its callbacks when it runs again",
        reference: "§3 Allow Once lifetime (callback reaches the app when it next runs). Requesting authorization to use location services: \"the location manager also calls the method when a suspended iOS app starts running again\"; Handling location updates in the background: \"the system enqueues location updates and delivers them when the app runs again, either in the foreground or background\" (audit 19 decisions sweep)", sources: ["S3", "S209", "S5"])
    public static let noCompletion = Rule(
        id: "no-completion",
        summary: "Authorization requests have no completion; when nothing changes no callback arrives",
        reference: "§3 No completion for requests", sources: ["S43", "S5"])

    // Keys
    public static let missingWhenInUseKey = Rule(
        id: "missing-when-in-use-key",
        summary: "A When In Use request without NSLocationWhenInUseUsageDescription fails at once and silently (no alert, no callback, the status stays notDetermined); from iOS 11 a console line names the missing key (iOS 8–10: missing-key-silent-before-ios11). locprompt reads the implicit session of liveUpdates() and CLMonitor (iOS 18+) the same way: it asks nothing, and an update then carries no location and no diagnostic",
        reference: "§3 Missing keys → behaviour / console text (WhenInUse)", sources: ["S3", "S13", "S24"],
        range: .iOS(from: OSVersion(8)))
    public static let missingAlwaysKeys = Rule(
        id: "missing-always-keys",
        summary: "An Always request without the keys this OS needs fails at once and silently (no alert, no callback); from iOS 11 a console line names the missing keys (iOS 8–10: missing-key-silent-before-ios11)",
        reference: "§3 Required keys; Missing keys → console text (Always)", sources: ["S3", "S13", "S15", "S17", "S24"],
        range: .iOS(from: OSVersion(8)))
    public static let legacyKeyIgnored = Rule(
        id: "legacy-key-ignored",
        summary: "NSLocationUsageDescription is ignored for prompting on iOS 8+ (it is the macOS key)",
        reference: "§3 NSLocationUsageDescription on iOS; NSLocationUsageDescription: \"In an iOS app, use NSLocationWhenInUseUsageDescription or NSLocationAlwaysAndWhenInUseUsageDescription instead\"; WWDC 2014 706: the key \"is now deprecated and replaced by two new keys\"", sources: ["S61", "S53", "S3", "S13", "S47"],
        range: .iOS(from: OSVersion(8)))
    public static let mapKitWarning = Rule(
        id: "mapkit-warning",
        summary: "MapKit logs a warning when it shows the user location before authorization was requested (the warning and its text are known only from pasted device logs, S25; Apple's documents do not quote it, and say only that showing the user location needs a request for authorization)",
        reference: "§3 MapKit; WWDC 2014 706: showsUserLocation \"requires either authorization … make the corresponding API call to request authorization when needed\"", sources: ["S53", "S25"], documented: false,
        range: .iOS(from: OSVersion(8)))

    // Settings
    public static let globalSwitch = Rule(
        id: "global-switch",
        summary: "With Location Services off every app reads denied; turning it on restores each app's previous status",
        reference: "§3 Global switch; §4.2", sources: ["S10", "S8"])
    public static let restriction = Rule(
        id: "restricted",
        summary: "Restrictions (parental controls): the app reads restricted, the user cannot change its status, and its requests do nothing. What restrictions do to an app that already answered, and what lifting them does, is not Apple's: restriction-overrides-answer",
        reference: "§3 Restricted; §2 Other status sources", sources: ["S9", "S13"])
    /// Audit 17 R1: the part of restrictions locprompt decides. Apple's two texts [S9][S13] describe the restricted
    /// status, not the control that causes it; the only description of the control found is second-hand [S293]
    /// and points the other way (existing settings locked, new apps stopped). The behaviour is kept, and marked.
    public static let restrictionOverridesAnswer = Rule(
        id: "restriction-overrides-answer",
        summary: "An app that already has an answer (Never, While Using the App, Always, Allow Once, provisional Always) reads restricted while restrictions are on, with the usual callback, and lifting them gives back the answer it had stored; an app that had not answered goes back to notDetermined. Apple does not say what restrictions do to an app that already answered, nor what lifting them does: this is locprompt's choice",
        reference: "An emulator decision. CLAuthorizationStatus.restricted: the user cannot change this app's status, \"possibly due to active restrictions such as parental controls\"; CLLocationManager.h: \"the user cannot change this status, and may not have personally denied authorization\". Against it, second-hand: the footer of Screen Time › Content & Privacy Restrictions › Location Services, as a recreation of Settings copies it, says that disallowing changes locks the settings shown below and prevents new apps from using location services, which suggests an app's existing setting is locked rather than replaced (an iOS 7 guide: the options are greyed out)",
        sources: ["S9", "S13", "S293", "S297"], documented: false)
    public static let settingsChange = Rule(
        id: "settings-change",
        summary: "A change in Settings sets the new status and notifies the app; Settings never prompts",
        reference: "§5 any → Settings change", sources: ["S5"])
    public static let settingsAlwaysNeedsKey = Rule(
        id: "settings-always-needs-key",
        summary: "Settings offers Always only when the app declares the Always key (second-hand: one developer report on iOS 11, S36; Apple does not say, and WWDC 2017 713 speaks only of the request)",
        reference: "§4.1 11+ Always missing unless the app declares the Always key", sources: ["S36"], documented: false,
        range: .iOS(from: OSVersion(11)))
    public static let settingsAlwaysNeedsKeyBeforeIOS11 = Rule(
        id: "settings-always-needs-always-key-before-ios11",
        summary: "On iOS 8–10 Settings offers Always only to an app that declares NSLocationAlwaysUsageDescription: each level has its own key, and the app's Settings page offers only the levels the app declares (WWDC 2014 706 for iOS 8; iOS 9–10 by continuity, as the keys did not change)",
        reference: "WWDC 2014 706: \"Apps can support WhenInUse and/or Always authorization types and this is specified statically by the app. … the user can tap on the app to see what authorization and status types are supported by that app\"; §4.1 Settings rows before iOS 11; mackuba.eu iOS 8 post; OpenRadar 24363937, 29640472 (the rows of an Always-only app)",
        sources: ["S53", "S100", "S101", "S102"],
        range: .iOS(from: OSVersion(8), through: OSVersion(10, 3)))
    public static let resetLocationAndPrivacy = Rule(
        id: "reset-location-privacy",
        summary: "Reset Location & Privacy restores the not determined state so prompts appear again",
        reference: "§4.2 Reset Location & Privacy", sources: ["S5", "S35"])
    public static let preciseSwitch = Rule(
        id: "precise-switch",
        summary: "The Precise switch (on the iOS 14+ alert and in Settings) sets full or reduced accuracy",
        reference: "§2 iOS 14+ Precise switch; §4.1 Precise Location", sources: ["S19", "S12", "S7"],
        range: .iOS(from: OSVersion(14)))
    public static let defaultAccuracyReduced = Rule(
        id: "default-accuracy-reduced",
        summary: "With NSLocationDefaultAccuracyReduced the first prompt (When In Use, or Always from an Always request) shows an approximate map and has no Precise switch: the person cannot turn Precise on in the alert (a scenario's `precise:` step there is refused), the answer keeps reduced accuracy, and Settings' Precise Location switch still turns it on. Where the switch would be (iOS, watchOS and visionOS from the iOS 14 era); the answer leaves an earlier Settings choice of Precise as it is (locprompt's reading)",
        reference: "§1.1 Band E (a) with NSLocationDefaultAccuracyReduced; the key's page: \"the location authorization prompt will show a map with an approximate location\"; WWDC 2020 10660: \"Note that there is no Precise:On pill in the Map this time. This is another effect of this key\", and Settings' Precise:On switch \"is still going to be available despite the mentioned info.plist being set\" (audit 18 WWDC D2)",
        sources: ["S7", "S19"],
        range: .iOS(from: OSVersion(14)))

    // Accuracy
    public static let temporaryFullAccuracy = Rule(
        id: "temporary-full-accuracy",
        summary: "requestTemporaryFullAccuracyAuthorization prompts only with reduced accuracy, in the foreground, for a purpose key in NSLocationTemporaryUsageDescriptionDictionary",
        reference: "§3 Temporary full accuracy rules; §2 Temporary full accuracy", sources: ["S13", "S6", "S163"],
        range: .iOS(from: OSVersion(14)))
    public static let temporaryFullAccuracyExpiry = Rule(
        id: "temporary-full-accuracy-expiry",
        summary: "Temporary full accuracy lasts while the user is engaged with the app (or a background session shows its indicator), then reverts to reduced; that it lapses a few seconds after use ends (the Allow Once grace, 5 s by default) is locprompt's choice, Apple says only that it \"will expire automatically\"; closing the app ends it at once (quit-ends-temporary-grants). The change of accuracy is reported with locationManagerDidChangeAuthorization, which carries the status the app has then (when Allow Once lapses at the same moment, the one callback of that change reports both, with notDetermined)",
        reference: "§3 Temporary full accuracy rules; §6 D2, D3", sources: ["S13"],
        range: .iOS(from: OSVersion(14)))

    public static let quitEndsTemporaryGrants = Rule(
        id: "quit-ends-temporary-grants",
        summary: "Closing the app (terminate) ends temporary full accuracy and Allow Once at once, without the few seconds' grace that follows leaving the foreground: accuracy goes back to reduced and the status to notDetermined, no callback runs while the app is not running, and the next launch's manager reports the new state; the app is asked again after it is relaunched. For temporary full accuracy Apple says so; that Allow Once ends too is locprompt's reading of the session tying the two together (\"work a lot like … Allow Once\"). locprompt has one terminate step and does not tell a person closing the app from the system ending it; it applies to both, except while Core Location still tracks a background activity session that keeps the terminated app in use (background-activity-keeps-in-use)",
        reference: "WWDC 2020 10660: \"Temporary location accuracy upgrades work a lot like things to do with the 'Allow Once' behavior introduced in iOS 13. That is to say your user will be prompted for an accuracy upgrade the next time they relaunch your app and trigger the feature that requires a temporary accuracy upgrade. This upgrade last as long as the user keeps using the app, so as long as they don't close it, you won't have to ask for it again.\"; WWDC 2019 705: the grace period is \"intended to cover your app for race cases when the event that you need location for happens right before the user leaves your app\" (a closed app receives nothing, so there is no race to cover)",
        sources: ["S19", "S18"],
        range: .iOS(from: OSVersion(13)))

    // Delivery and lifecycle
    public static let deliveryGate = Rule(
        id: "delivery-gate",
        summary: "Locations are delivered only with authorization and a running service",
        reference: "§2 Error side; §3", sources: ["S11", "S13"])
    public static let deniedError = Rule(
        id: "denied-error",
        summary: "A denied app that starts a location service gets locationManager(_:didFailWithError:) with kCLErrorDenied",
        reference: "§2 Error side", sources: ["S11"])
    public static let startDoesNotPrompt = Rule(
        id: "start-does-not-prompt",
        summary: "On iOS 8+ starting location updates does not prompt; the app must request authorization",
        reference: "§3 Required keys; §5; WWDC 2014 706: authorization was \"prompted implicitly on first usage of location\" and \"is now explicit either for Always or for WhenInUse\"", sources: ["S53", "S2", "S3"],
        range: .iOS(from: OSVersion(8)))
    public static let servicesOffAlert = Rule(
        id: "services-off-alert",
        summary: "Starting location updates while Location Services is off brings up the Turn On Location Services alert (at most twice per app). On iOS its Settings button opens Settings, so the app leaves the foreground, as when the person opens Settings themselves (locprompt's reading: Apple does not describe the button)",
        reference: "§1.3 Location Services globally off; CLLocationManager.h (+locationServicesEnabled): \"If NO, and you proceed to call other CoreLocation API, user will be prompted with the warning dialog\"; on macOS the locationServicesEnabled property page: \"If this property contains the value false and you start location updates anyway, the Core Location framework prompts the user with a confirmation alert asking whether location services should be reenabled\". That the alert comes at most twice per app rests only on S23 (the emulator decision)", sources: ["S76", "S20", "S10", "S23"], documented: false,
        range: RuleRange(platforms: [.iOS, .macOS]))
    public static let reducedAccuracyNoRegions = Rule(
        id: "reduced-accuracy-no-regions",
        summary: "With reduced accuracy, region monitoring is unavailable",
        reference: "§3 Reduced accuracy; §6 D13 (the NSLocationDefaultAccuracyReduced page lists fence monitoring at reduced service instead)", sources: ["S13", "S12", "S19"],
        range: .iOS(from: OSVersion(14)))
    public static let needsAlways = Rule(
        id: "needs-always",
        summary: "Region, significant-change and visit events reach an app that is not in use only with Always authorization",
        reference: "§3 Provisional Always events; §1.2", sources: ["S1", "S4", "S18"],
        range: .only(.iOS))
    public static let relaunchForAlways = Rule(
        id: "relaunch-always",
        summary: "The system relaunches an Always app (never a When In Use app) for significant-change, visit and region events, and wakes it into the background when it is suspended (locprompt's reading: Apple's table speaks of a terminated app). A suspended When In Use app that an active background activity session keeps in use is resumed for its events instead (background-activity-keeps-in-use); terminated, it is not relaunched for them",
        reference: "§3; §1.2 watchOS (no launch); Requesting authorization, \"Launches a terminated app automatically\": When in Use \"No\", Always \"Yes for significant location change, visits, and region monitoring services\"", sources: ["S3", "S4", "S320", "S17"],
        range: .only(.iOS))
    public static let managerLifetime = Rule(
        id: "manager-lifetime",
        summary: "If the CLLocationManager is released while its alert is up, the alert disappears and the request is lost",
        reference: "§3 Manager lifetime; WWDC 2016 716: \"CLLocationManager when it is deallocated will automatically tear down any outstanding authorization prompts\"", sources: ["S68", "S18", "S40"])
    public static let lifecycle = Rule(
        id: "lifecycle",
        summary: "The app moves between not running, foreground, background and suspended",
        reference: "§3 Foreground required; Allow Once lifetime", sources: ["S2", "S13"])
    public static let locationIndicator = Rule(
        id: "location-indicator",
        summary: "From iOS 11 the status bar shows a hollow arrow when location was requested and a solid one when it is received; on iOS 8–10 the arrow is solid while most services run and hollow for region monitoring; a blue bar or pill shows a When In Use background session",
        reference: "§4.3 Status bar", sources: ["S17", "S13", "S4"],
        range: .only(.iOS))
    public static let locationServicesEnabledCall = Rule(
        id: "location-services-enabled",
        summary: "locationServicesEnabled() reports the global switch",
        reference: "§3 Global switch", sources: ["S10"])

    // Platforms
    public static let macOSEquivalent = Rule(
        id: "macos-when-in-use-equals-always",
        summary: "On macOS When In Use and Always are functionally equivalent; an allowed app is authorized (authorizedAlways)",
        reference: "§1.2 macOS prompting / status values", sources: ["S4", "S3", "S18", "S13"],
        range: .only(.macOS))
    public static let macOSPromptOnStart = Rule(
        id: "macos-prompt-on-start",
        summary: "On macOS Core Location prompts when the app starts a location service",
        reference: "§1.2 macOS prompting; §6 D6", sources: ["S4", "S18"],
        range: .only(.macOS))
    public static let tvOSNoAlways = Rule(
        id: "tvos-no-always",
        summary: "tvOS has only When In Use: requestAlwaysAuthorization() is unavailable (API_UNAVAILABLE(tvos); its page lists no tvOS). locprompt accepts the step and shows nothing (no alert, no callback), where a service tvOS lacks is refused: an emulator choice of form, see Fidelity-Rules.md; Settings offers no Always",
        reference: "§1.2 tvOS", sources: ["S4", "S13", "S18", "S3"],
        range: .only(.tvOS))
    public static let visionOSAlwaysBecomesWhenInUse = Rule(
        id: "visionos-always-becomes-when-in-use",
        summary: "On visionOS an Always request becomes a When In Use request: requestAlwaysAuthorization(), and a CLServiceSession asking for .always (visionOS 2+; whether a visionOS app can create one is unclear, locprompt accepts it as a compatible iPad or iPhone app's). Settings offers no Always row either (locprompt's reading of the Always level not being available in visionOS)",
        reference: "§1.2 visionOS. For CLServiceSession the sources conflict: the .always page lists visionOS [S219], the iOS 18 SDK header declares the case only for TARGET_OS_IOS || TARGET_OS_WATCH [S218], and Apple's authorization article says the Always level \"isn't available when running in visionOS\" (audit 16 P16-1)",
        sources: ["S1", "S3", "S219", "S218"],
        range: .only(.visionOS))
    public static let watchOSNoLaunch = Rule(
        id: "watchos-no-launch",
        summary: "The system does not launch watchOS apps even with Always",
        reference: "§1.2 watchOS; Requesting authorization: \"The system doesn't launch watchOS apps, even if they have Always access.\"", sources: ["S3", "S4", "S18"],
        range: .only(.watchOS))

    // Platforms whose behaviour is inferred from iOS
    public static let iOSRuleOnOtherPlatform = Rule(
        id: "ios-rule-on-other-platform",
        summary: "No source describes this behaviour on this platform: locprompt applies the iOS rule of the era its band follows and names it beside this one (the platform's bands are marked “behaviour inferred, not documented”)",
        reference: "locprompt decision; §1.2 Other platforms; §7.3, §7.4 (what is not confirmed)", sources: [], documented: false,
        range: RuleRange(platforms: [.macOS, .watchOS, .tvOS, .visionOS]))

    // Emulator mechanics
    public static let virtualTime = Rule(
        id: "virtual-time",
        summary: "Virtual time moves only when asked",
        reference: "locprompt: deterministic virtual time", sources: [], documented: false)
    public static let noSuchAlert = Rule(
        id: "no-such-alert",
        summary: "A tap needs an alert on screen with that button, and flipping Precise needs an alert that shows the switch (the first prompt from iOS 14); otherwise the person's action is refused",
        reference: "locprompt: input validation", sources: [], documented: false)
    public static let managerAddressing = Rule(
        id: "manager-addressing",
        summary: "A scenario's `manager: N` makes a CLLocationManager call on live manager N (numbered 1, 2, 3… in creation order, across relaunches) instead of the newest; a number that is not a live manager (never created, released, or ended with the app) is refused, naming the live managers. What the call does on that manager is the call's own rule (updates-per-manager, monitoring-stop, significant-change-stop, updates-end-with-manager)",
        reference: "locprompt: scenario format (`manager:` on a call step, Scenario-Format.md)", sources: [], documented: false)
    public static let oneAlertAtATime = Rule(
        id: "one-alert-at-a-time",
        summary: "One system alert is shown at a time; a request while one is up does nothing (emulator decision, not documented)",
        reference: "locprompt decision", sources: [], documented: false)
    public static let alertIsModal = Rule(
        id: "alert-is-modal",
        summary: "A system alert stays on screen until it is answered, so Settings cannot be changed meanwhile (that Settings cannot be reached is the emulator decision)",
        reference: "WWDC 2015 714, of the watchOS 2 notice: \"It is not modal. You should expect to see users interacting with the app while you have an outstanding request, which is unfamiliar to iOS\" (the iOS prompt is modal); that Settings cannot be changed meanwhile is locprompt's reading", sources: ["S72"], documented: false)
    public static let systemAlerts = Rule(
        id: "system-alert",
        summary: "The system shows this alert on its own schedule; locprompt shows it on demand. Where the device has no such alert the step shows nothing: no deferred prompt before iOS 13 (no provisional Always), no location widgets before iOS 14, and the background-use reminder only on iOS",
        reference: "Decisions table: deferred prompt timing; §1.3 widgets (the background-use reminder has its own rules, background-reminder-before-13 and background-reminder-from-13)", sources: ["S1", "S18", "S33"], documented: false)
}

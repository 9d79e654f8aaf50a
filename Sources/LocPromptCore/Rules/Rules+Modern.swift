/// Rules of location authorization 2.0 (issue 19): live updates, CLMonitor, background activity sessions and
/// CLServiceSession with its diagnostics. Sources S200–S249 (`Bibliography+Modern.swift`); the user
/// documentation is `Documentation/Modern-APIs.md`.
extension Rule {
    // Availability
    public static let modernAvailability = Rule(
        id: "modern-api-availability",
        summary: "CLLocationUpdate exists from iOS 17 / macOS 14 / tvOS 17 / watchOS 10 / visionOS 1; CLMonitor from iOS 17 / macOS 14 only; CLBackgroundActivitySession from iOS 17 / watchOS 10 / visionOS 1; CLServiceSession from iOS 18 / tvOS 18 / watchOS 11 / visionOS 2 (not macOS), its .always goal not on tvOS; elsewhere the call is impossible",
        reference: "Documentation/Modern-APIs.md Availability", sources: ["S200", "S204", "S205", "S206", "S207", "S215", "S216", "S217", "S218", "S219"])

    // Live updates and CLMonitor
    public static let liveUpdatesStart = Rule(
        id: "live-updates-start",
        summary: "Iterating liveUpdates() or monitor events starts location use; a second iteration of the same monitor changes nothing. Before iOS 18 (watchOS 11, tvOS 18, visionOS 2) it never asks for authorization (the app requests it with CLLocationManager)",
        reference: "Modern-APIs.md Live updates. WWDC 2024 10212: \"So to start this process, until now you needed to ask for authorization, using a CLLocationManager and a method such as requestWhenInUseAuthorization\"; Core Location updates, June 2024: \"Use CLLocationUpdate and CLMonitor without needing to explicitly request or verify authorization\" (new then; audit 19 decisions sweep)", sources: ["S205", "S210", "S212", "S221"],
        range: .whereExists(.liveUpdates))
    public static let implicitServiceSession = Rule(
        id: "implicit-service-session",
        summary: "From iOS 18, iterating liveUpdates() or CLMonitor events (or holding a CLBackgroundActivitySession) acts as a When In Use service session: in the foreground it asks for When In Use on the app's behalf",
        reference: "Modern-APIs.md Implicit sessions", sources: ["S209", "S212"],
        range: .whereExists(.diagnostics))
    public static let explicitSessionRequired = Rule(
        id: "explicit-session-required",
        summary: "With NSLocationRequireExplicitServiceSession, iterating asks nothing and the updates report serviceSessionRequired until the app holds a CLServiceSession",
        reference: "Modern-APIs.md NSLocationRequireExplicitServiceSession", sources: ["S209", "S212", "S217"],
        range: .whereExists(.diagnostics))
    public static let modernDelivery = Rule(
        id: "modern-delivery",
        summary: "liveUpdates() and CLMonitor events reach an authorized app while it is in use (the foreground, the few seconds after it leaves the foreground, or a background activity session); an update that cannot carry a location carries diagnostics instead (iOS 18+)",
        reference: "Modern-APIs.md Delivery; \"On all platforms that support When In Use authorization, an app is considered in use: … In the few seconds after an app leaves the foreground, a short grace period for your app to finish any current location tasks the user initiated\"", sources: ["S204", "S209", "S210", "S212", "S214", "S4"],
        range: .whereExists(.liveUpdates))
    public static let monitorNeedsFullAccuracy = Rule(
        id: "monitor-reduced-accuracy",
        summary: "With reduced accuracy a circular condition reports no entry; from iOS 18 (macOS 15) the event's diagnostics say accuracyLimited. That CLMonitor already behaves so on iOS 17 (macOS 14) is locprompt's reading of what Apple says of region monitoring: \"your app can’t use region monitoring or beacon ranging\"",
        reference: "Modern-APIs.md Delivery; reference §3 Reduced accuracy; CLMonitoringEvent.h accuracyLimited: \"True if events will not be delivered because the app is subject to accuracy limitation\" (iOS 18, macOS 15); accuracyAuthorization; WWDC 2020 10660: \"Region entry and exit notifications will not be delivered for apps that are not authorized for full accuracy\"", sources: ["S212", "S322", "S321", "S19"],
        range: .whereExists(.monitor))
    public static let modernQueued = Rule(
        id: "modern-queued-updates",
        summary: "Updates for a relaunched app (or a suspended one that may receive them but is not iterating) wait; the system delivers them once the app iterates liveUpdates() (or monitor events) again; updates it may not receive are not generated (modern-not-generated)",
        reference: "Modern-APIs.md Relaunch", sources: ["S209", "S210"],
        range: .whereExists(.liveUpdates))

    public static let modernNotGenerated = Rule(
        id: "modern-not-generated",
        summary: "Core Location does not generate live updates or monitor events an app may not receive: a suspended When In Use app without an active background activity session (or, from iOS 18, an Always app without an .always session) gets none queued, so none arrives with a location when it runs again",
        reference: "WWDC24 10212, as quoted: \"Core Location does not generate or deliver updates for which an app is not authorized, for example due to having .whenInUse authorization, and being backgrounded without a LiveActivity or CLBackgroundActivitySession in effect\"; CLServiceSession.h: without an .always session an Always app \"will not be able to receive CLLocationUpdate.liveUpdates() or CLMonitor.events() when it is not in-use\"; CLBackgroundActivitySession.h",
        sources: ["S212", "S218", "S180"],
        range: .whereExists(.liveUpdates))

    // Background activity sessions
    public static let backgroundActivitySession = Rule(
        id: "background-activity-session",
        summary: "A CLBackgroundActivitySession started in the foreground keeps a When In Use app in use in the background, with the blue indicator; the app needs the location background mode. Invalidating the session ends that",
        reference: "Modern-APIs.md Background activity", sources: ["S207", "S209", "S210"],
        range: .whereExists(.backgroundActivitySession))
    public static let backgroundActivityFromBackground = Rule(
        id: "background-activity-from-background",
        summary: "A CLBackgroundActivitySession started from the background does not keep the app in use until the app returns to the foreground (background-activity-becomes-active); from iOS 18 / watchOS 11 its diagnostics say insufficientlyInUse meanwhile",
        reference: "Modern-APIs.md Background activity; CLBackgroundActivitySession.h: \"A new session may only become active while the app is foregrounded and in direct use\"; the diagnostic exists from iOS 18 / watchOS 11", sources: ["S210", "S214", "S180", "S208"],
        range: .whereExists(.backgroundActivitySession))
    public static let backgroundActivityKeepsInUse = Rule(
        id: "background-activity-keeps-in-use",
        summary: "An active CLBackgroundActivitySession keeps the app in use when it is suspended, and after it is terminated while Core Location tracks the session (until the next run): the blue indicator stays and Allow Once does not lapse; a suspended app is resumed for its updates and events: live updates and CLMonitor events, and a When In Use app's CLLocationManager standard updates, visits, region events and significant changes too (the session \"allows a when-in-use authorized app to receive location updates or monitoring events\"; a terminated When In Use app is still not relaunched for those: relaunch-always). A session that NSLocationRequireExplicitServiceSession blocks (no CLServiceSession meets the key: serviceSessionRequired) is not active: it keeps nothing in use, and when the process ends Core Location does not track it, so a terminated app has no pill and Allow Once ends with it. Unlike standard updates with the location background mode, which keep the app running so that the system does not suspend it (background-session-keeps-app-running), the session lets the app be suspended: Apple says it may continue \"even if the app stops running\". locprompt's terminate does not tell the system ending the app from a person closing it (quit-ends-temporary-grants), and with such a session it is read as the system ending it: what a person's force quit does to the session is not modelled (emulator decision)",
        reference: "CLBackgroundActivitySession.h: \"An active session may continue when the app enters the background even if the app stops running\"; \"When a session is active, the app remains in-use\"; CLBackgroundActivitySession page: \"keeps your app in use in the background, allowing it to receive updates or events\", \"allows a when-in-use authorized app to receive location updates or monitoring events\"; Handling location updates in the background: a suspended app's updates are enqueued and delivered \"when the app runs again\"; WWDC23 10180: the system resumes a suspended app when updates are available; Modern-APIs.md Background activity",
        sources: ["S180", "S207", "S209", "S210"],
        range: .whereExists(.backgroundActivitySession))
    public static let backgroundActivityAllowOnce = Rule(
        id: "background-activity-allow-once",
        summary: "While a background activity session keeps the app in use, Allow Once does not lapse (it lapses when the app is no longer in use). When the session stops keeping it in use (invalidated, suspended by Location Services off, or not recreated within the relaunch window), the app stays in use only for what is left of the few seconds after it left the foreground, whether it runs in the background or is suspended: Allow Once lapses then, or at once when they are over",
        reference: "Modern-APIs.md Background activity; reference §3 Allow Once lifetime; Choosing the Location Services Authorization to Request: in use includes \"the few seconds after an app leaves the foreground\", the only grace Apple names", sources: ["S207", "S2", "S18", "S4"],
        range: .whereExists(.backgroundActivitySession))
    public static let visionOSNoBackground = Rule(
        id: "visionos-no-background-updates",
        summary: "visionOS apps do not receive background location updates: standard updates make no background session (no indicator, no location while the app is in the background), and a background activity session keeps nothing in use there",
        reference: "Handling location updates in the background: \"Apps running in visionOS don't receive background updates.\"; Modern-APIs.md Platforms", sources: ["S209"],
        range: .only(.visionOS))

    // Service sessions
    public static let serviceSessionAsks = Rule(
        id: "service-session-asks-when-possible",
        summary: "A CLServiceSession asks for its goal when possible: in the foreground, not previously denied, not restricted, no alert up (a goal held back under an alert, the precise-location alert included, asks as soon as that alert is answered); .none never asks. Ending (invalidating) a session asks nothing and leaves the authorization as it is",
        reference: "Modern-APIs.md Service sessions", sources: ["S200", "S202", "S203", "S212"],
        range: .whereExists(.serviceSession))
    public static let serviceSessionWhenInUse = Rule(
        id: "service-session-when-in-use",
        summary: "A .whenInUse session (or an implicit one) from notDetermined shows the first When In Use alert",
        reference: "Modern-APIs.md Service sessions", sources: ["S202", "S212"],
        range: .whereExists(.serviceSession))
    public static let serviceSessionAlways = Rule(
        id: "service-session-always",
        summary: "An .always session shows the alert requestAlwaysAuthorization() would: the first alert from notDetermined (Allow While Using gives provisional Always), again after Allow Once lapsed back to notDetermined (always-request-again-when-not-determined), the upgrade alert after permanent When In Use, once per install like the request",
        reference: "Modern-APIs.md Service sessions", sources: ["S202", "S212", "S1"], documented: false,
        // No .always session on tvOS (CLServiceSessionAuthorizationRequirementAlways API_UNAVAILABLE(tvos)) [S218].
        range: RuleRange(platforms: [.iOS, .watchOS, .visionOS], api: .serviceSession))
    public static let serviceSessionFullAccuracy = Rule(
        id: "service-session-full-accuracy",
        summary: "A session with a fullAccuracyPurposeKey shows the temporary precise-location alert when the app has reduced accuracy and is in use; once the person has declined it its diagnostics say fullAccuracyDenied (service-session-full-accuracy-declined); reduced accuracy by itself, a key the dictionary lacks or a lapsed grant is no decision and sets no flag",
        reference: "Modern-APIs.md Service sessions", sources: ["S203", "S201", "S212", "S6"],
        range: .whereExists(.serviceSession))
    public static let serviceSessionReasks = Rule(
        id: "service-session-reasks",
        summary: "A held session re-asks when it is possible again, e.g. when the app returns to the foreground after Allow Once lapsed",
        reference: "Modern-APIs.md Service sessions", sources: ["S200", "S212"],
        range: .whereExists(.serviceSession))
    public static let serviceSessionStartedInUse = Rule(
        id: "service-session-started-in-use",
        summary: "A session takes effect when created while the app is in use (the foreground, or the background with an active background activity session) or while another session is in effect; one created otherwise says insufficientlyInUse until the app returns to the foreground, and is in effect from then",
        reference: "Modern-APIs.md Service sessions; CLServiceSession.h sessionRequiringAuthorization: \"should be created while in-use\"; CLBackgroundActivitySession.h: \"When a session is active, the app remains in-use\"", sources: ["S209", "S212", "S214", "S218", "S180"],
        range: .whereExists(.serviceSession))
    public static let alwaysNeedsSession = Rule(
        id: "always-needs-service-session",
        summary: "From iOS 18 Always is effective for live updates and monitor events only while the app holds an .always session started in the foreground; otherwise updates out of use carry insufficientlyInUse (serviceSessionRequired belongs to the explicit-session Info.plist key)",
        reference: "Modern-APIs.md Always; CLServiceSession.h diagnostics", sources: ["S212", "S213", "S218"],
        // No app holds an .always session on macOS (no CLServiceSession), tvOS (no .always) or visionOS (no Always) [S218][S4].
        range: RuleRange(platforms: [.iOS, .watchOS], api: .diagnostics))
    public static let sessionsSurviveSuspension = Rule(
        id: "sessions-survive-suspension",
        summary: "Sessions, live updates and monitors are held across suspension; Core Location keeps track of them while the app is suspended or terminated",
        reference: "Modern-APIs.md Relaunch", sources: ["S212", "S210"],
        range: .whereExists(.liveUpdates))
    public static let relaunchRecreate = Rule(
        id: "relaunch-recreate-sessions",
        summary: "When the app launches again the old objects end; if it recreates them within a few seconds they continue (even from the background), otherwise it is assumed to no longer want location updates",
        reference: "Modern-APIs.md Relaunch", sources: ["S213", "S209", "S210", "S212"],
        range: .whereExists(.liveUpdates))
    public static let relaunchWindow = Rule(
        id: "relaunch-window-length",
        summary: "Apple says only \"a few seconds\" for recreating sessions after a launch; locprompt uses 5 s",
        reference: "Modern-APIs.md Relaunch (emulator decision)", sources: ["S213", "S212"], documented: false,
        range: .whereExists(.liveUpdates))
    public static let modernRelaunch = Rule(
        id: "modern-relaunch",
        summary: "The system relaunches a terminated app in the background for a live update or a monitor event when it held an active background activity session (When In Use stays effective, \"both Updater and Monitor APIs\" available), or when it is Always authorized with (from iOS 18) an Always session; never on watchOS (watchos-no-launch), and on macOS never for a monitor event (macos-no-launch-for-regions)",
        reference: "Modern-APIs.md Relaunch; CLBackgroundActivitySession.h", sources: ["S210", "S212", "S213", "S180", "S211"],
        // Never on tvOS: no background activity session and no Always there (citation audit 22b).
        range: RuleRange(platforms: [.iOS, .macOS, .watchOS, .visionOS], api: .liveUpdates))

    public static let monitorConditionsPersist = Rule(
        id: "monitor-conditions-persist",
        summary: "Before iOS 18 (macOS 15) a CLMonitor's conditions persist until removed: a launch opens no few-seconds window for them, and the app is relaunched for them later even if it did not open its monitor at once; an event that arrives while the running app has not opened its monitor makes Core Location stop monitoring them. The header sentence stands in the iOS 18 SDK too; that from iOS 18 the few-seconds window of WWDC24 10212 governs a monitor's relaunch instead is locprompt's reading",
        reference: "CLMonitor.h requestMonitorWithConfiguration:completion: \"Conditions added to an instance of CLMonitor will persist until removed from monitoring. However, CoreLocation will stop monitoring conditions if an event is pending for them, but no CLMonitor has been configured to receive it.\"; Modern-APIs.md Relaunch",
        sources: ["S181", "S211", "S212"], range: RuleRange(api: .monitor, beforeAPI: .diagnostics))
    public static let backgroundActivityBecomesActive = Rule(
        id: "background-activity-becomes-active",
        summary: "A CLBackgroundActivitySession is active only with effective authorization, and a new one becomes active only while the app is in the foreground: one started from the background says insufficientlyInUse until the app returns to the foreground, where it becomes active; one created without authorization (denied, restricted, Location Services off, not yet determined), or while the app adopts NSLocationRequireExplicitServiceSession and holds no session that meets it (serviceSessionRequired), becomes active only once the app is authorized (and holds such a session) while in the foreground, not from the background. An active session that loses authorization is suspended instead (background-activity-suspended-while-denied), or ends if the authorization becomes not determined (background-activity-ends-when-undetermined). The insufficientlyInUse diagnostic exists from iOS 18 / watchOS 11; that a session created while unauthorized or unmet by the explicit-session key (“LocationServices are disabled”, the header says of serviceSessionRequired) qualifies only in the foreground is locprompt's reading of “A new session may only become active while the app is foregrounded”",
        reference: "CLBackgroundActivitySession.h: \"A session may only be active for an app which has effective authorization\"; \"A new session may only become active while the app is foregrounded and in direct use\"; Modern-APIs.md Background activity",
        sources: ["S180", "S214", "S208"],
        range: .whereExists(.backgroundActivitySession))
    public static let backgroundActivitySuspendedWhileDenied = Rule(
        id: "background-activity-suspended-while-denied",
        summary: "An active CLBackgroundActivitySession whose app loses authorization (Location Services switched off, the app set to Never, restrictions on) is suspended while that lasts: no blue indicator, no locations, the app is not kept in use (so Allow Once can lapse), and its diagnostics say authorizationDeniedGlobally, authorizationDenied or authorizationRestricted. Once authorization is back the session resumes, in the background too: the indicator and the deliveries come back. It does not have to qualify again in the foreground as a new session does (background-activity-becomes-active). The suspension is stated by the iOS 18 / watchOS 11 diagnostics; locprompt applies the same on iOS 17 / watchOS 10, and reads “suspended while” as resuming, in the background too, when authorization returns",
        reference: "CLBackgroundActivitySession.h diagnostics: authorizationDenied \"True if the session will be suspended while the app has been denied location authorization\"; authorizationDeniedGlobally \"True if the session will be suspended while the user has disabled Location Services system-wide\"; authorizationRestricted \"True if session will be suspended while the app lacks authorization, and authorization changes are prevented by parental restrictions, MDM configuration, or other factors\" (where a session ends the header says so: not resumed on the next run it \"will end and will need to qualify to become active again\"; \"A new session may only become active while the app is foregrounded\"); CLAuthorizationStatus.denied: \"If the user re-enables location services in Settings, your app's authorization returns to its previous state\"; Modern-APIs.md Background activity",
        sources: ["S180", "S8"],
        range: .whereExists(.backgroundActivitySession))
    public static let backgroundActivityEndsWhenUndetermined = Rule(
        id: "background-activity-ends-when-undetermined",
        summary: "An active CLBackgroundActivitySession whose app's authorization becomes not determined (Allow Once lapsed, for instance while the session was suspended by Location Services being off; Ask Next Time or Reset Location & Privacy in Settings) is no longer active, nor is the one Core Location tracks for a terminated app: like a new session it becomes active only once the app is authorized while in the foreground (background-activity-becomes-active). Apple's sources name no suspension for this case (the header's \"suspended while\" diagnostics are for denial, Location Services off, restrictions and insufficient use), so this is an emulator decision",
        reference: "Modern-APIs.md Background activity (emulator decision); CLBackgroundActivitySession.h: \"A session may only be active for an app which has effective authorization\"",
        sources: ["S180", "S2"], documented: false,
        range: .whereExists(.backgroundActivitySession))
    public static let serviceSessionFullAccuracyDeclined = Rule(
        id: "service-session-full-accuracy-declined",
        summary: "Once the person declines the temporary precise-location alert a full-accuracy session showed, the session says fullAccuracyDenied and no session shows that alert again until the app's process ends (the timing is an emulator decision; re-asking after an accepted grant lapsed is service-session-reasks)",
        reference: "init(authorization:fullAccuracyPurposeKey:): asks when possible, e.g. \"when a person hasn't denied an earlier authorization request\"; CLServiceSession.h fullAccuracyDenied \"due to user decision\"; Modern-APIs.md Service sessions (emulator decision for how long the decline holds)",
        sources: ["S203", "S218"], documented: false,
        range: .whereExists(.serviceSession))

    // Diagnostics
    public static let diagnostics = Rule(
        id: "modern-diagnostics",
        summary: "iOS 18 diagnostics: authorizationDenied (also when Location Services is off, with authorizationDeniedGlobally), authorizationRestricted, authorizationRequestInProgress while an alert asking for the app's authorization is up (the app's requests and the deferred second prompt of requestAlwaysAuthorization()), insufficientlyInUse when the app cannot be asked or served, accuracyLimited with reduced accuracy, alwaysAuthorizationDenied and fullAccuracyDenied for unmet session goals, which stand while another alert is up (the precise-location alert, the upgrade alert) and wait only while the alert asking the same question again is on screen. On watchOS a background activity session's diagnostic has no serviceSessionRequired or authorizationRequestInProgress (CLBackgroundActivitySession.h: API_UNAVAILABLE(watchos, tvos)): never set, and not checkable",
        reference: "Modern-APIs.md Diagnostics", sources: ["S201", "S204", "S208", "S212", "S214", "S180", "S1"],
        range: .whereExists(.diagnostics))
    public static let diagnosticsUnmodelled = Rule(
        id: "diagnostics-unmodelled",
        summary: "locationUnavailable and stationary stay unset: locprompt's world always has a fix and does not model stillness; a monitor event's conditionLimitExceeded, conditionUnsupported and persistenceUnavailable stay unset: its monitor watches one supported condition and always persists",
        reference: "Modern-APIs.md Diagnostics (emulator decision)", sources: ["S204", "S220"], documented: false,
        range: .whereExists(.diagnostics))
}

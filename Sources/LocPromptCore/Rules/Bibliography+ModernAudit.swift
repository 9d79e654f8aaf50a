extension Bibliography {
    /// Sources read again for the second audit of location authorization 2.0 (session 14), ids S180–S190.
    /// Facts in our own words.
    static let modernAudit: [Source] = [
        Source(id: "S180", title: "CLBackgroundActivitySession.h (iOS 18 SDK header)", publisher: "Apple (SDK header; the address is the class's documentation page, as no mirror of this header was found)",
               url: "https://developer.apple.com/documentation/corelocation/clbackgroundactivitysession-3mzv3", read: "2026-11-26",
               facts: [
                   "+backgroundActivitySession: creation always yields a session object, which may or may not be active.",
                   "A session may only be active for an app which has effective authorization and includes location in its UIBackgroundModes.",
                   "A new session may only become active while the app is foregrounded and in direct use.",
                   "An active session may continue when the app enters the background even if the app stops running; it may be resumed immediately when the app is next run, even in the background; one not resumed immediately on the next run ends and must qualify again.",
                   "When a session is active, the app remains in use, so When In Use authorization remains effective and both the updater and monitor APIs are available.",
                   "The session displays the blue status bar / pill; invalidate ends it and its UI at once.",
                   "Diagnostics (iOS 18): authorizationDenied, authorizationDeniedGlobally and authorizationRestricted say the session will be suspended while the app is denied, while Location Services is off system-wide, or while it lacks authorization that restrictions keep from changing; insufficientlyInUse, suspended while the app is not sufficiently in use. The header says \"end\" only of a session not resumed on the next run and of an invalidated one.",
                   "serviceSessionRequired: Location Services are disabled because the app adopted the CLRequireExplicitServiceSession Info.plist key (the header's spelling) and no session requiring authorization is outstanding yet.",
                   "serviceSessionRequired and authorizationRequestInProgress on CLBackgroundActivitySessionDiagnostic are API_AVAILABLE(macos(15.0), ios(18.0)) API_UNAVAILABLE(watchos, tvos); the class itself is API_AVAILABLE(ios(18.0), watchos(11.0)) (read again in session 21, audit 21d).",
                   "(The URL is the documentation page of the class; the header ships with Xcode.)",
               ]),
        Source(id: "S181", title: "CLMonitor.h (iOS 18.0 SDK header)", publisher: "Apple (SDK header, mirrored by xybp888/iOS-SDKs)",
               url: "https://github.com/xybp888/iOS-SDKs/blob/88fdca9de873f60303011685188c9415d4ebff0a/iPhoneOS18.0.sdk/System/Library/Frameworks/CoreLocation.framework/Headers/CLMonitor.h", read: "2026-11-26",
               facts: [
                   "CLMonitor is API_AVAILABLE(macos(14.0), ios(17.0)) and unavailable on watchOS and tvOS (and visionOS).",
                   "requestMonitorWithConfiguration:completion: conditions added to a monitor persist until removed from monitoring.",
                   "Core Location stops monitoring conditions if an event is pending for them but no CLMonitor has been configured to receive it.",
                   "(The URL was the class's documentation page, S206's, until session 26; now the iOS 18.0 SDK's header in a public mirror.)",
               ]),
        Source(id: "S190", title: "Suspending authorization requests", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/suspending-authorization-requests", read: "2026-11-26",
               facts: ["“Add the CLRequireExplicitServiceSession property to your app’s Info.plist file to opt into this control behavior.” The same spelling as CLServiceSession.h's comments; “Handling location updates in the background” [S209] names NSLocationRequireExplicitServiceSession, the key locprompt reads (`check` warns on the other spelling)."]),
    ]
}

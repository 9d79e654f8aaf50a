extension Bibliography {
    /// Sources of the session-16 audits of the classic CLLocationManager flows and of the app lifecycle, and of audit
    /// 17 (Info.plist keys: S61–S63) and audit 18 (the HIG's location button: S67; WWDC 2016 716: S68; WWDC 2021 10102: S71; WWDC 2015 714: S72), ids S53–S99. Facts are in our words, with Apple's own words in quotes.
    static let classic: [Source] = [
        Source(id: "S53", title: "WWDC 2014 Session 706: What's New in Core Location", publisher: "Apple (transcript via ASCIIwwdc)",
               url: "https://asciiwwdc.com/2014/sessions/706", read: "2026-11-26", facts: [
                   "iOS 8 makes authorization explicit, Always or When In Use: \"Your app can make calls to these requests APIs repeatedly; however, it will only prompt to the user the first time and not per type\"; the dialogue \"will be presented only once to the user for either request to location access for WhenInUse or Always\".",
                   "An app that is denied or When In Use and needs Always should tell the person to change it in Settings (\"offer to take them directly to the Settings app\"): the request does not ask again.",
                   "The background reminder: \"if Always authorization was granted by the user, the user will be asked to confirm a few days later and only if their Always authorization was exercised, that is the app did use location in the background\"; the slide reads \"Weather Has Been Using Your Location In The Background. Do You Want To Continue Allowing This?\" and its text \"is the same usage description provided in the original request\". The buttons are not named.",
                   "Read in full from ASCIIwwdc's transcript (ASCIIwwdc/wwdc-session-transcripts en/2014/706.vtt) by the session-16 audit.",
               ]),
        Source(id: "S68", title: "WWDC 2016 Session 716: Core Location Best Practices", publisher: "Apple (transcript via ASCIIwwdc)",
               url: "https://asciiwwdc.com/2016/sessions/716", read: "2026-11-26", facts: [
                   "A background location session needs three steps, the last: \"Finally, you must start your location updates while in the foreground. If you don't start your updates in the foreground, you won't get this special behavior.\"",
                   "Updates started in the background: \"your app will probably need AlwaysAuthorization since your app won't be considered in use at that time. Furthermore, Core Location won't take any action to ensure your app continues to run. So if you have background runtime for some reason, and you decide to start a location session, you might get some updates, but you might also get suspended before you receive all the information you had hoped to receive.\"",
                   "Read by audit 18 (WWDC sessions, D1) from ASCIIwwdc's transcript (ASCIIwwdc/wwdc-session-transcripts en/2016/716.vtt).",
                ]),
        Source(id: "S71", title: "WWDC 2021 Session 10102: Meet the Location Button", publisher: "Apple (session transcript)",
               url: "https://developer.apple.com/videos/play/wwdc2021/10102", read: "2026-11-26", facts: [
                   "\"If someone, who has chosen \"Don't Allow\" authorization on your app in the past taps our new Location Button, they will see this button introduction prompt and have the opportunity to move your app back to NotDetermined and use Location Button going on forward.\"",
                   "Apple says nothing of a restricted app, of Location Services being off, or of whether that same tap also grants one-time access.",
                   "Read by audit 18 (WWDC sessions, D4) in the guitaripod/wwdc-sessions copy of the transcript (sessions/wwdc2021/10102/transcript.md, commit 9cb5a21).",
               ]),
        Source(id: "S60", title: "Monitoring the user's proximity to geographic regions", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/monitoring-the-user-s-proximity-to-geographic-regions",
               read: "2026-11-26", facts: [
                   "\"In iOS, the system monitors regions and wakes up your app as needed when conditions change between satisfied and unsatisfied states. In macOS, condition monitoring works only while the app is running (either in the foreground or background) and the user's system is awake. The system doesn't launch Mac apps to deliver region-related notifications.\"",
                   "The older version of the page (region monitoring with CLCircularRegion) says the same: \"The system does not launch Mac apps to deliver region-related notifications.\"",
                   "The system monitors the registered conditions \"until you explicitly ask it to stop or until the device reboots\" (a reboot is not modelled).",
                   "Read for the session-16 lifecycle audit (D1).",
               ]),
        Source(id: "S61", title: "NSLocationUsageDescription", publisher: "Apple Developer Documentation (Information Property List key)",
               url: "https://developer.apple.com/documentation/bundleresources/information-property-list/nslocationusagedescription",
               read: "2026-11-26", facts: [
                   "\"Use this key in a macOS app that accesses the user’s location information. In an iOS app, use NSLocationWhenInUseUsageDescription or NSLocationAlwaysAndWhenInUseUsageDescription instead.\"",
                   "\"Important: This key is required if your macOS app uses APIs that access the user’s location information.\"",
                   "Availability: iOS and iPadOS 6.0–8.0, macOS 10.14+.",
                   "Read for audit 17 (K1): against it, one second-hand macOS experiment saw the prompt with only NSLocationWhenInUseUsageDescription (S47, reference §6 D10).",
               ]),
        Source(id: "S62", title: "NSLocationWhenInUseUsageDescription", publisher: "Apple Developer Documentation (Information Property List key)",
               url: "https://developer.apple.com/documentation/bundleresources/information-property-list/nslocationwheninuseusagedescription",
               read: "2026-11-26", facts: [
                   "\"Use this key if your iOS app accesses location information only when running in the foreground.\"",
                   "\"If you need location information in a macOS app, use NSLocationUsageDescription instead.\"",
                   "Read for audit 17 (K1).",
               ]),
        Source(id: "S63", title: "NSWidgetWantsLocation", publisher: "Apple Developer Documentation (Information Property List key)",
               url: "https://developer.apple.com/documentation/bundleresources/information-property-list/nswidgetwantslocation",
               read: "2026-11-26", facts: [
                   "A Boolean set to true in the widget extension’s Info.plist to access the user’s location from a widget (iOS 14+, iPadOS 14+, macOS 11+).",
                   "\"Before a widget can access location information, the containing app must request authorization from the user. The containing app’s Info.plist file must also contain relevant purpose strings.\"",
                   "Read for audit 17 (K5).",
               ]),
        Source(id: "S67", title: "Human Interface Guidelines: Privacy › Location button", publisher: "Apple",
               url: "https://developer.apple.com/design/human-interface-guidelines/privacy#Location-button",
               read: "2026-11-26", facts: [
                   "\"In iOS, iPadOS, and watchOS, Core Location provides a button so people can grant your app temporary authorization to access their location at the moment a task needs it\"; an older edition: \"Beginning in iOS 15, iPadOS 15, and watchOS 8, Core Location provides a button …\".",
                   "\"The first time people open your app and tap a location button, the system displays a standard alert. The alert helps people understand how using the button limits your app's access to their location.\"",
                   "The page's screenshot of that alert is a design mock-up; its alt text (Apple's words) reads: \"A screenshot of the alert displayed by the location button … The alert reads Allow Social Media to access your location? Turning on location will allow us to show you nearby post locations. Below this text the alert displays a small image of the map … Below the map are three buttons; from the top the titles are Allow Once, Allow While Using App, and Don't Allow.\"",
                   "The mock-up conflicts with the LocationButton page (S123: the system \"asks the user to confirm\"; \"if the user agrees\" the app gets temporary When In Use); locprompt keeps a two-way confirmation (Fidelity-Rules.md, Decisions).",
                   "Read for audit 18 (D1, D2), in a public mirror of the HIG's text.",
                ]),
        Source(id: "S64", title: "locationManager(_:didEnterRegion:)", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didenterregion:)",
               read: "2026-11-26", facts: [
                   "Regions belong to the whole app, so a region entry is reported by every live location manager to its own delegate, whichever manager registered the region; a delegate shared by several managers is called once per manager.",
                   "\"Because regions are a shared application resource, every active location manager object delivers this message to its associated delegate. It doesn’t matter which location manager actually registered the specified region. If multiple location managers share a delegate object, that delegate receives the message multiple times.\"",
                   "The region object passed in may not be the one that was registered: compare identifiers, not pointers.",
                   "Read for audit 18 (D1); the docs copy of the page read 2026 says the same.",
               ]),
        Source(id: "S65", title: "locationManager(_:didExitRegion:)", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didexitregion:)",
               read: "2026-11-26", facts: [
                   "A region exit is reported the same way as an entry: by every live location manager to its delegate, whichever manager registered the region (the page repeats S64's sentences word for word).",
                   "\"Because regions are a shared application resource, every active location manager object delivers this message to its associated delegate.\"",
                   "locprompt has no region-exit event; the page is cited for the rule that decides region recipients. Read for audit 18 (D1).",
               ]),
        Source(id: "S72", title: "WWDC 2015 Session 714: What's New in Core Location", publisher: "Apple (transcript via ASCIIwwdc)",
               url: "https://asciiwwdc.com/2015/sessions/714", read: "2026-11-26", facts: [
                   "watchOS 2: a watch app's requestWhenInUseAuthorization() shows the prompt on the iPhone, where the person must answer it; the watch shows an alert that sends the person to the iPhone.",
                   "\"The alert on Apple Watch says go look at your iPhone, you have a prompt to deal with there. But it has a dismiss button. That lets the user dismiss this alert. It is not modal. … It doesn't constitute an answer to the prompt question.\" Its wording is not quoted.",
                   "A request made from the iPhone app shows nothing on the watch; the watch app and the iPhone app share one authorization.",
                   "iOS 9's requestLocation() delivers one location and stops; the blue bar is for When In Use apps running in the background. Read for audit 18 (WWDC sweep, D5).",
               ]),
    ]
}

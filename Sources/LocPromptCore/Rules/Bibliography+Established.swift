extension Bibliography {
    /// Sources of S1–S52, the sources of the first reference (issue 2), as recorded in
    /// `Documentation/Reference/apple-location-authorization.md` §0. The reference records no read dates, so every
    /// entry carries the day its row was carried into the project (2026-11-23). A source the reference gives no
    /// address for has an empty `url`; its facts say how it was found.
    static let established: [Source] = [
        Source(id: "S1", title: "requestAlwaysAuthorization()", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/requestalwaysauthorization()",
               read: "2026-11-23", facts: [
                   "Always can be requested from notDetermined or authorizedWhenInUse; after the first call further calls have no effect.",
                   "From iOS 13 a first Always request shows the When In Use alert; Allow While Using App then gives provisional Always, and a second prompt comes later when an event needing Always is due.",
                   "While the authorization is temporary (Allow Once) Core Location ignores requestAlwaysAuthorization().",
                   "Keeping When In Use on the upgrade alert sends the delegate no update; on visionOS an Always request becomes a When In Use request.",
               ]),
        Source(id: "S2", title: "requestWhenInUseAuthorization()", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/requestwheninuseauthorization()",
               read: "2026-11-23", facts: [
                   "The request prompts only from notDetermined; otherwise it does nothing and calls no delegate method.",
                   "The app must be in the foreground to show the prompt: \"Your app must be in the foreground to show a location authorization prompt\" (the header's \"If your app is not currently in use, this method will do nothing\" is S13's, corrected 2026-11-27, citation audit 22a).",
                   "Allow Once gives temporary When In Use that lapses back to notDetermined when the app is no longer in use; Don’t Allow is final for in-app requests.",
                   "\"Attempts to start location updates while your app runs in the background will fail.\" (citation audit 22a, read 2026-11-27).",
               ]),
        Source(id: "S3", title: "Requesting authorization to use location services", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/requesting-authorization-to-use-location-services",
               read: "2026-11-23", facts: [
                   "Prompting is a one-time interruption: after the first answer the status is stored and the system does not ask again.",
                   "Requests fail at once when the required Info.plist keys are missing.",
                   "NSLocationUsageDescription is the macOS key; on the Mac When In Use and Always are functionally equivalent.",
                   "Besides a Settings change and a new manager: \"The location manager also reports your app’s current authorization at other times. For example, the location manager also calls the method when a suspended iOS app starts running again\" (re-read 2026-11-26, session-16 audit C3).",
                   "Its table, \"Launches a terminated app automatically\": When in Use \"No. The user must launch the app.\"; Always \"Yes for significant location change, visits, and region monitoring services; no for others\" (citation audit 22a, read 2026-11-27).",
                   "\"The system doesn't launch watchOS apps, even if they have Always access.\" (citation audit 22a, read 2026-11-27).",
               ]),
        Source(id: "S4", title: "Choosing the Location Services Authorization to Request", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/bundleresources/choosing-the-location-services-authorization-to-request",
               read: "2026-11-23", facts: [
                   "On macOS Core Location prompts by itself when a location service starts; no explicit request is needed.",
                   "Only Always apps are relaunched for significant-change, visit and region events; watchOS apps are never launched.",
                   "tvOS offers only When In Use; an active background session with the blue indicator keeps an app in use.",
                   "The in-use grace is for finishing, not starting: \"In the few seconds after an app leaves the foreground, a short grace period for your app to finish any current location tasks the user initiated\" (citation audit 22a, read 2026-11-27).",
                   "\"in iOS 12 or earlier, some location services are only available to apps with Always authorization\": significant-change location, visits and region monitoring are \"Not available\" with When In Use (citation audit 22a).",
               ]),
        Source(id: "S5", title: "locationManagerDidChangeAuthorization(_:)", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanagerdidchangeauthorization(_:)",
               read: "2026-11-23", facts: [
                   "The delegate hears about authorization only when it changes, and once when a manager is created.",
                   "Settings changes, the global switch and Reset Location & Privacy reach the app through this callback; the reminder alert can move Always to When In Use.",
               ]),
        Source(id: "S6", title: "NSLocationTemporaryUsageDescriptionDictionary", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/bundleresources/information-property-list/nslocationtemporaryusagedescriptiondictionary",
               read: "2026-11-23", facts: [
                   "The temporary full-accuracy alert shows the purpose string stored under the purpose key the app passes.",
               ]),
        Source(id: "S7", title: "NSLocationDefaultAccuracyReduced", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/bundleresources/information-property-list/nslocationdefaultaccuracyreduced",
               read: "2026-11-23", facts: [
                   "With the key set to true the alert's map shows an approximate location and Precise Location starts off.",
               ]),
        Source(id: "S8", title: "CLAuthorizationStatus.denied", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/clauthorizationstatus/denied",
               read: "2026-11-23", facts: [
                   "An app reads denied when the user refused it, and also when Location Services is off for the whole device.",
                   "When the person switches Location Services on again, the app's authorization returns to what it was before.",
                   "Its list of causes also names Airplane mode (location services unavailable); nothing more is said about it, and locprompt does not model Airplane mode (Fidelity-Rules.md, audit 17 R4).",
               ]),
        Source(id: "S9", title: "CLAuthorizationStatus cases (restricted, notDetermined, authorizedWhenInUse, authorizedAlways)",
               publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/clauthorizationstatus/restricted",
               read: "2026-11-23", facts: [
                   "restricted means the user cannot change the app's status, for instance because of parental controls.",
                   "On macOS authorized is the preferred synonym of authorizedAlways.",
               ]),
        Source(id: "S10", title: "locationServicesEnabled()", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/locationservicesenabled()",
               read: "2026-11-23", facts: [
                   "The call reports the device-wide Location Services switch.",
                   "Starting location updates while it is off makes Core Location ask the user, in an alert, to turn it back on.",
               ]),
        Source(id: "S11", title: "locationManager(_:didFailWithError:) and CLError.Code.denied", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didfailwitherror:)",
               read: "2026-11-23", facts: [
                   "A denied app that uses a location service is told kCLErrorDenied through didFailWithError and should stop the service.",
                   "The manager parameter is \"The location manager object that was unable to retrieve the location\": the manager whose service failed, not any manager of the app. (re-read 2026-11-27 for audit 24c D1)",
               ]),
        Source(id: "S12", title: "accuracyAuthorization and CLAccuracyAuthorization", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/claccuracyauthorization",
               read: "2026-11-23", facts: [
                   "From iOS 14 an app has full or reduced accuracy; reduced locations are snapped and usually within 1–20 km.",
                   "With reduced accuracy region monitoring and beacon ranging are unavailable.",
               ]),
        Source(id: "S13", title: "CLLocationManager.h (macOS 12.1 SDK header, comments shared with iOS)", publisher: "Apple (SDK header, mirrored by phracker/MacOSX-SDKs)",
               url: "https://github.com/phracker/MacOSX-SDKs/blob/8702ce6112cc870dda5f9c2d65ea37a2d5f95371/MacOSX12.1.sdk/System/Library/Frameworks/CoreLocation.framework/Versions/Current/Headers/CLLocationManager.h",
               read: "2026-11-23", facts: [
                   "When In Use requests do nothing unless the status is notDetermined and the app is in use; Always needs both the When In Use and the Always-and-When-In-Use keys on the iOS 11 SDK.",
                   "Temporary full accuracy prompts only with reduced accuracy and a purpose key from the dictionary; with full accuracy or in the background the completion gets an error; the grant lasts while the user is engaged.",
                   "requestAlwaysAuthorization is unavailable on tvOS; status raw values are notDetermined 0, restricted 1, denied 2, authorizedAlways 3, authorizedWhenInUse 4.",
                   "requestLocation: one outstanding request at a time; it cannot be used concurrently with startUpdatingLocation or allowDeferredLocationUpdates, either of which cancels it at once, and stopUpdatingLocation cancels it explicitly (re-read 2026-11-26).",
                   "allowsBackgroundLocationUpdates: set it to YES \"whenever calling -startUpdatingLocation with the intent to continue in the background\"; \"Resetting this property to NO is equivalent to omitting \"location\" from the UIBackgroundModes value. Access to location is still permitted whenever the application is running (ie not suspended), and has sufficient authorization (ie it has WhenInUse authorization and is in use, or it has Always authorization). However, the app will still be subject to the usual task suspension rules.\" (re-read 2026-11-26, session-16 lifecycle audit D3).",
               ]),
        Source(id: "S14", title: "requestAlwaysAuthorization (iOS 13.0-era page)", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/1620551-requestalwaysauthorization?language=objc",
               read: "2026-11-23", facts: [
                   "On iOS 13 the first Always request shows the When In Use alert, and Allow While Using App gives provisional Always.",
               ]),
        Source(id: "S15", title: "iOS 8–10 CLLocationManager.h wording on requestAlwaysAuthorization", publisher: "Apple SDK header, as quoted in public code comments",
               url: "", read: "2026-11-23", facts: [
                   "Before iOS 11, an Always request from an app without NSLocationAlwaysUsageDescription does nothing: the app is assumed not to support Always.",
                   "Both request methods: \"When +authorizationStatus != kCLAuthorizationStatusNotDetermined, (ie generally after the first call) this method will do nothing.\" The sentence is in verbatim copies of the iOS 8-era header (a 2014 beacon SDK) and of the iOS 10-era header (macOS 10.12 availability markers); the iOS 11 header first adds the one-time request for Always from When In Use (session-16 audit C1).",
                   "The reference gives no address; the quoted sentence was found again in public code comments with a code search on 2026-11-23.",
               ]),
        Source(id: "S16", title: "Responding to Changes in Authorization Status", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/responding_to_changes_in_authorization_status",
               read: "2026-11-23", facts: [
                   "Apps learn the user's choices through the authorization delegate methods, not through location updates.",
               ]),
        Source(id: "S17", title: "WWDC 2017 Session 713: What's New in Location Technologies", publisher: "Apple (transcript via ASCIIwwdc)",
               url: "https://asciiwwdc.com/2017/sessions/713", read: "2026-11-23", facts: [
                   "From iOS 11 every Always request offers When In Use too (the three-option prompt), and the combined Always-and-When-In-Use key is required.",
                   "iOS 11: a When In Use app's Always request shows a transition prompt with the combined key, and after it the app \"will be unable to request any further prompts\"; Always apps are relaunched for monitoring events (the session says nothing of launching watchOS apps: \", watchOS apps are not\" dropped 2026-11-27, citation audit 22a). The session says nothing of an upgrade before iOS 11 (corrected 2026-11-26, session-16 audit C2).",
                   "The status-bar arrow is hollow when location was requested and solid when it is received; When In Use apps with a background session get the blue bar.",
                   "\"Always authorization allows your app to access the user's location anytime your app is running\" (re-read 2026-11-26, session-16 lifecycle audit D3).",
                   "Before watchOS 4 the prompt was on the phone: \"on watchOS 4 Core Location will support prompting for authorization directly on the watch itself. Previously, if you tried to request authorization, watchOS would alert the user that there's a prompt waiting for them on their phone\" (00:21:22; citation audit 22b, read 2026-11-27).",
                   "Before iOS 11: \"Most services would result in your app getting a solid arrow in the status bar and in Settings. If you used the region monitoring service, you would instead get a hollow arrow\"; the hollow-when-requested, solid-when-received arrow is introduced as \"a new policy\" (citation audit 22a, read 2026-11-27).",
               ]),
        Source(id: "S18", title: "WWDC 2019 Session 705: What's New in Core Location", publisher: "Apple (transcript via ASCIIwwdc)",
               url: "https://asciiwwdc.com/2019/sessions/705", read: "2026-11-23", facts: [
                   "iOS 13 adds Allow Once, temporary authorization that ends when the app is no longer in use, and provisional Always with a deferred second prompt.",
                   "While Always is provisional, events needing Always are held and delivered only if Always is granted; Settings shows While Using the App.",
                   "The manager must stay alive while its alert is up; before iOS 13 When In Use apps could use none of the monitoring APIs.",
                   "macOS: \"prompting is automatic, so you'll not have to request authorization\" (citation audit 22a, read 2026-11-27).",
               ]),
        Source(id: "S19", title: "WWDC 2020 Session 10660: What's new in location", publisher: "Apple (transcript and notes)",
               url: "https://developer.apple.com/videos/play/wwdc2020/10660", read: "2026-11-23", facts: [
                   "iOS 14 adds reduced accuracy and the Precise switch on the first prompt; the authorization callback also fires when accuracy changes.",
                   "On iOS 13.0–13.3 an Always request from When In Use shows no alert and gives provisional Always; from 13.4 the upgrade prompt appears at once.",
                   "Temporary full accuracy ends when the app is closed: \"Temporary location accuracy upgrades work a lot like things to do with the 'Allow Once' behavior introduced in iOS 13. That is to say your user will be prompted for an accuracy upgrade the next time they relaunch your app … This upgrade last as long as the user keeps using the app, so as long as they don't close it, you won't have to ask for it again.\" (re-read 2026-11-26 for audit 18, WWDC sessions D3, in the transcript copy guitaripod/wwdc-sessions sessions/wwdc2020/10660/transcript.md).",
                   "With NSLocationDefaultAccuracyReduced the prompt has no Precise switch: \"Note that there is no Precise:On pill in the Map this time. This is another effect of this key. It prevents the user from accidentally giving more location access then they intend.\" Settings' switch still turns precise location on: \"This is still going to be available despite the mentioned info.plist being set\" (audit 18 WWDC D2, guitaripod/wwdc-sessions copy of the transcript).",
                   "App Clips (23:32–24:20): \"First, they will not receive Always authorization. Second, instead of 'While Using,' they will see this - 'While Using Until Tomorrow.' This means that they get While Using authorization only temporarily. The authorization is automatically cleared the following morning after being granted.\"",
               ]),
        Source(id: "S20", title: "CoreLocation.framework English Localizable.strings (iOS 13 simulator dump)", publisher: "Johennes/swift-systemstrings (GitHub)",
               url: "https://github.com/Johennes/swift-systemstrings/blob/62bd3a305e2448681bbb752a90b13b82261e5975/Sources/SystemStrings/CoreLocationStrings.swift",
               read: "2026-11-23", facts: [
                   "The iOS 13 system strings of the location alerts: titles with curly quotes around the app name, Don’t Allow with U+2019, the deferred and reminder prompts, and the Turn On Location Services alert.",
               ]),
        Source(id: "S21", title: "AutoMate system-alert strings per iOS version (10.2–12.2)", publisher: "PGS Software, AutoMate (GitHub)",
               url: "https://github.com/PGSSoft/AutoMate/tree/master/AutoMate/Models/Messages", read: "2026-11-23", facts: [
                   "Scraped iOS 10–12 alert titles and buttons: the iOS 10 and iOS 11–12 When In Use titles, Only While Using the App and Always Allow, and the upgrade title.",
               ]),
        Source(id: "S22", title: "XCUITest recorder line tapping the iOS 11–12 three-option alert (HikingTrackerUITests.swift)", publisher: "public UI test code (christianflanders/HikingTrackeriOS, GitHub)",
               url: "https://github.com/christianflanders/HikingTrackeriOS/blob/b47342c1e0b84216b1b2a091a1da641bee48c856/HikingTrackerUITests/HikingTrackerUITests.swift",
               read: "2026-11-26", facts: [
                   "A recorded UI test taps Only While Using the App on an alert titled Allow “Peaks” to access your location?, which dates that title for the three-option prompt.",
                   "The reference gives no address; the line was found again in public test code with a code search on 2026-11-23, and its file on 2026-11-26: line 90 at commit b47342c (2018-02-06); the same file taps Always Allow on Allow “HikingTracker” to access your location? (line 79 at 8d307d0).",
               ]),
        Source(id: "S23", title: "Third-party CLLocationManager emulators for specs (SystemDialog.swift, FakeLocationManager and similar)", publisher: "public test code",
               url: "", read: "2026-11-23", facts: [
                   "iOS 8–10 era emulators give the upgrade alert Cancel and Allow, and limit the Turn On Location Services alert to twice per app (a third-party claim only).",
                   "The reference gives no address for these files.",
               ]),
        Source(id: "S24", title: "Console text for missing location usage keys", publisher: "CoreLocation format string and pasted device logs",
               url: "", read: "2026-11-23", facts: [
                   "A request without the needed key logs that the app tried to access privacy-sensitive data without a usage description, naming the missing key(s); nothing crashes and the status stays notDetermined.",
                   "The reference gives no single address; the line appears in many pasted logs.",
               ]),
        Source(id: "S25", title: "MapKit console warning when showing the user location before authorization", publisher: "pasted logs in public repositories",
               url: "", read: "2026-11-23", facts: [
                   "MapKit logs “Trying to start MapKit location updates without prompting for location authorization” when showsUserLocation is set before any request.",
                   "The reference gives no address; the warning was found again verbatim in several public repositories with a code search on 2026-11-23.",
               ]),
        Source(id: "S26", title: "Why your iPhone keeps asking you about background location use", publisher: "How-To Geek",
               url: "https://www.howtogeek.com/563557/why-your-iphone-keeps-asking-you-about-background-location-use/",
               read: "2026-11-23", facts: [
                   "iOS periodically reminds the user that an Always app used location in the background, offering to change it to While Using.",
               ]),
        Source(id: "S27", title: "iOS 13 location permissions", publisher: "9to5Mac",
               url: "https://9to5mac.com/2019/06/08/ios-13-location-permissions/", read: "2026-11-23", facts: [
                   "The iOS 13 background-use reminder shows a map of the collected locations and the app's purpose text.",
               ]),
        Source(id: "S28", title: "Location Permission in iOS 13", publisher: "Quang NGO (Medium, The Startup)",
               url: "https://medium.com/swlh/location-permission-in-ios-13-f9e10917c05e", read: "2026-11-23", facts: [
                   "After Allow Once, Settings lists the app as Ask Next Time; iOS 13 Settings offers Never, Ask Next Time, While Using the App and Always.",
               ]),
        Source(id: "S29", title: "Understanding New Location Permission Changes in iOS 13", publisher: "T. S. Gill (Medium, Better Programming)",
               url: "https://medium.com/better-programming/understanding-new-location-permission-changes-in-ios-13-6c34dc5f54da",
               read: "2026-11-23", facts: [
                   "Describes the iOS 13 Settings options including Ask Next Time; suggests Allow Once lapses only after a longer inactivity (a disputed claim).",
               ]),
        Source(id: "S30", title: "iostesting tool documentation on the iOS 26 upgrade prompt", publisher: "iostesting (third-party tool docs)",
               url: "", read: "2026-11-23", facts: [
                   "The upgrade prompt still reads Allow “X” to also use your location even when you are not using the app? with Keep Only While Using and Change to Always Allow on iOS 26.",
                   "The reference gives no address for this page.",
               ]),
        Source(id: "S31", title: "QA report of the iOS temporary precise-location prompt", publisher: "QA report (third party)",
               url: "", read: "2026-11-23", facts: [
                   "One transcription of the temporary full-accuracy alert: title Allow “%@” to use your precise location once? with Allow Once and Don’t Allow.",
                   "The reference gives no address for this report.",
               ]),
        Source(id: "S32", title: "requestTemporaryFullAccuracy (flutter_background_geolocation docs)", publisher: "Transistor Software (pub.dev)",
               url: "https://pub.dev/documentation/flutter_background_geolocation/latest/flt_background_geolocation/BackgroundGeolocation/requestTemporaryFullAccuracy.html",
               read: "2026-11-23", facts: [
                   "iOS 14 put a Precise: On switch on the location authorization dialog.",
               ]),
        Source(id: "S33", title: "How to manage widget location permissions", publisher: "iDownloadBlog",
               url: "https://www.idownloadblog.com/2020/08/24/manage-widget-location-permissions-tutorial/", read: "2026-11-23", facts: [
                   "Adding a location widget shows an alert saying widgets may use location for up to 15 minutes after being viewed; Settings then offers While Using the App or Widgets.",
               ]),
        Source(id: "S34", title: "Articles quoting Apple support text on location settings and arrows", publisher: "The U.S. Sun",
               url: "https://www.the-sun.com/tech/7674192/iphone-blue-button-location-services-settings/", read: "2026-11-23", facts: [
                   "iOS 16+ Settings lists Ask Next Time Or When I Share; the Precise Location footer and the meaning of hollow, purple and gray arrows.",
               ]),
        Source(id: "S35", title: "Technical Q&A QA1906: Resetting Privacy Settings in iOS and macOS", publisher: "Apple Developer",
               url: "https://developer.apple.com/library/content/qa/qa1906/_index.html", read: "2026-11-23", facts: [
                   "Reset Location & Privacy brings apps back to not determined so their prompts appear again.",
               ]),
        Source(id: "S36", title: "cordova-background-geolocation-lt issue 483", publisher: "Transistor Software (GitHub issue)",
               url: "https://github.com/transistorsoft/cordova-background-geolocation-lt/issues/483", read: "2026-11-23", facts: [
                   "On iOS 11 Settings offered only Never and While Using the App until the app declared NSLocationAlwaysAndWhenInUseUsageDescription.",
               ]),
        Source(id: "S37", title: "CLLocationButton", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocationui/cllocationbutton", read: "2026-11-23", facts: [
                   "The first tap on the location button shows a one-time confirmation; later taps grant one-time authorization without an alert.",
               ]),
        Source(id: "S38", title: "CLServiceSession and Core Location updates", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/clservicesession-pt7n", read: "2026-11-23", facts: [
                   "From iOS 18 a service session asks for authorization when possible (foreground, not denied, not restricted) and may re-ask after temporary authorization lapses.",
               ]),
        Source(id: "S39", title: "Allow Once cannot be told from Allow While Using App", publisher: "react-native-permissions and expo (GitHub issues)",
               url: "https://github.com/zoontek/react-native-permissions/issues/375", read: "2026-11-23", facts: [
                   "Both answers report authorizedWhenInUse; no API tells them apart.",
               ]),
        Source(id: "S40", title: "Alert vanishes when the location manager is released", publisher: "NativeScript geolocation (GitHub issue)",
               url: "https://github.com/NativeScript/nativescript-geolocation/issues/19", read: "2026-11-23", facts: [
                   "If the CLLocationManager is deallocated the alert shows briefly and disappears; two managers can interfere.",
               ]),
        Source(id: "S41", title: "macOS 26.5 location prompt transcription", publisher: "privatenumber/mac-location-dev experiment notes",
               url: "", read: "2026-11-23", facts: [
                   "The macOS prompt reads “%@” would like to use your current location. with the app's purpose text and a location symbol instead of the app icon.",
                   "The reference gives no address for these notes.",
               ]),
        Source(id: "S42", title: "Lunar issue 480", publisher: "alin23/Lunar (GitHub issue)",
               url: "https://github.com/alin23/Lunar/issues/480", read: "2026-11-23", facts: [
                   "The macOS Monterey location prompt has a Don’t Allow button.",
               ]),
        Source(id: "S43", title: "OpenRadar 35275366: no callback when nothing changes", publisher: "lionheart/openradar-mirror (GitHub)",
               url: "https://github.com/lionheart/openradar-mirror/issues/18792", read: "2026-11-23", facts: [
                   "Authorization requests have no completion; when the status does not change, no callback ever arrives.",
               ]),
        Source(id: "S44", title: "Core Location in iOS 13", publisher: "CapTech Consulting",
               url: "https://captechconsulting.com/blogs/core-location", read: "2026-11-23", facts: [
                   "Suggests the deferred provisional-Always prompt is timed by when the app is usually used (not documented by Apple).",
               ]),
        Source(id: "S45", title: "Navigating permission changes in iOS 14", publisher: "Phunware",
               url: "https://phunware.com/blog/navigating-permission-changes-in-ios-14", read: "2026-11-23", facts: [
                   "Lists Allow Once first on the iOS 14 first prompt, and describes reduced accuracy.",
               ]),
        Source(id: "S46", title: "Location permissions", publisher: "Pulsate documentation",
               url: "https://docs.pulsatehq.com/reference/location-permissions", read: "2026-11-23", facts: [
                   "Describes the iOS 13/14 flows including the background-use reminder wording.",
               ]),
        Source(id: "S47", title: "NSLocationUsageDescription is the macOS key", publisher: "NativeScript geolocation pull request 217 and related repositories",
               url: "https://github.com/NativeScript/nativescript-geolocation/pull/217", read: "2026-11-23", facts: [
                   "NSLocationUsageDescription serves macOS apps; an iOS app that declares only it never prompts.",
               ]),
        Source(id: "S48", title: "NSLocationAlwaysAndWhenInUseUsageDescription (docs mirror)", publisher: "Apple Developer Documentation, mirrored",
               url: "https://apple-docs.everest.mt/docs/bundleresources/information-property-list/nslocationalwaysandwheninuseusagedescription/",
               read: "2026-11-23", facts: [
                   "Apps that ask for Always on iOS 11+ declare this key together with the When In Use key.",
               ]),
        Source(id: "S49", title: "iOS 8.2 API Diffs: Core Location", publisher: "Apple Developer (archive)",
               url: "https://developer.apple.com/library/archive/releasenotes/General/iOS82APIDiffs/modules/CoreLocation.html",
               read: "2026-11-23", facts: [
                   "iOS 8 renamed Authorized to AuthorizedAlways (same raw value 3) and added AuthorizedWhenInUse.",
               ]),
        Source(id: "S50", title: "Design-note transcriptions of real iOS screens (Mobbin)", publisher: "Mobbin",
               url: "", read: "2026-11-23", facts: [
                   "Transcribed iOS 14+ first prompts list the buttons Allow Once, Allow While Using App, Don’t Allow: once, standing, deny.",
                   "The reference gives no address for these notes.",
               ]),
        Source(id: "S51", title: "react-native-proximity issue 43", publisher: "Estimote (GitHub issue)",
               url: "https://github.com/Estimote/react-native-proximity/issues/43", read: "2026-11-23", facts: [
                   "A developer guesses the deferred prompt comes about a day later; speculation, not documentation.",
               ]),
        Source(id: "S52", title: "Stack Overflow answer (Rob Ryan) on provisional Always, mirrored", publisher: "e-learn.cn mirror of Stack Overflow",
               url: "https://e-learn.cn/qa/answer/835285/1821068.html", read: "2026-11-23", facts: [
                   "Explains that an iOS 13 app granted While Using on an Always request is told authorizedAlways provisionally.",
               ]),
    ]
}

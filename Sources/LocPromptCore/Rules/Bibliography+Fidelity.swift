extension Bibliography {
    /// Sources of the second reading of Apple's sources (issue 13), ids S100–S149. Facts are in our words.
    static let fidelity: [Source] = [
        Source(
            id: "S100", title: "Accessing user location data in iOS 8", publisher: "Kuba Suder (mackuba.eu)",
            url: "https://mackuba.eu/2015/03/17/accessing-user-location-data-in-ios8/", read: "2026-11-23",
            facts: [
                "iOS 8 splits location access into Always and While Using; the monitoring modes (significant changes, region monitoring) are what Always is for.",
                "An app asks for one of the two levels, each with its own Info.plist key.",
            ]),
        Source(
            id: "S101", title: "OpenRadar 24363937: Location Services \"While Using\" should always be available", publisher: "OpenRadar (lionheart/openradar-mirror #7861)",
            url: "https://github.com/lionheart/openradar-mirror/issues/7861", read: "2026-11-23",
            facts: [
                "On iOS 9.2 (13C75) the Settings row of an app that asks only for Always offers Never and Always, with no While Using.",
            ]),
        Source(
            id: "S102", title: "OpenRadar 29640472: Give users the option to downgrade location services permission from \"Always\" to \"While Using\"", publisher: "OpenRadar (lionheart/openradar-mirror #16534)",
            url: "https://github.com/lionheart/openradar-mirror/issues/16534", read: "2026-11-23",
            facts: [
                "On iOS 10.2, when an app requests only Always, Settings › Privacy › Location Services offers only Never and Always.",
            ]),
        Source(
            id: "S103", title: "Changes to location tracking in iOS 11", publisher: "Kuba Suder (mackuba.eu)",
            url: "https://mackuba.eu/2017/07/13/changes-to-location-tracking-in-ios-11/", read: "2026-11-23",
            facts: [
                "Summarises WWDC 2017 713: from iOS 11 an app that asks for Always must also offer When In Use.",
                "Its iOS 10 Settings screenshot (cited in transistorsoft/cordova-background-geolocation-lt #438) shows an Always-only app with Never and Always; the maintainer there notes iOS 11 forces apps to offer both.",
            ]),
        Source(
            id: "S104", title: "Core Location Manager Changes in iOS 8", publisher: "Nevan King (nevan.net)",
            url: "http://nevan.net/2014/09/core-location-manager-changes-in-ios-8/", read: "2026-11-23",
            facts: [
                "On iOS 8, without the Info.plist key or the explicit request, location fails silently: no error or warning, no prompt, no delegate failure.",
            ]),
        Source(
            id: "S105", title: "Location permissions in iOS 8: Explained", publisher: "iMore",
            url: "http://www.imore.com/changes-location-permissions-ios-8", read: "2026-11-23",
            facts: [
                "In iOS 8 what Always adds over When In Use is region monitoring and significant-location-change notifications.",
            ]),
        Source(
            id: "S106", title: "Earliest reports of the location usage-description console line", publisher: "GitHub issues (aaronpk/Overland-iOS #14, 2017-09-20; mauron85/cordova-plugin-background-geolocation #330, 2017-10-02)",
            url: "https://github.com/aaronpk/Overland-iOS/issues/14", read: "2026-11-23",
            facts: [
                "The “This app has attempted to access privacy-sensitive data without a usage description …” line for location keys is first reported with iOS 11 (September 2017); no earlier report for location was found.",
                "iOS 8–10 behaviour for location is described as silent (see S104); iOS 9–10 are not documented either way.",
            ]),
        Source(
            id: "S107", title: "requestLocation()", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/requestlocation()", read: "2026-11-26",
            facts: [
                "Available iOS 9+, macOS 10.14+, tvOS 9+, watchOS 2+, visionOS 1+.",
                "Returns at once; one location fix is reported through locationManager(_:didUpdateLocations:), then the service stops; if no fix can be had, locationManager(_:didFailWithError:) is called.",
                "Calling startUpdatingLocation() or allowDeferredLocationUpdates(untilTraveled:timeout:) cancels a pending request; stopUpdatingLocation() cancels it; calling requestLocation() while location services are already running does nothing (re-read 2026-11-26, session 14 audit).",
                "Neither this page nor CLLocationManager.h says what happens when the status is notDetermined.",
            ]),
        Source(
            id: "S108", title: "CLLocationManager+CLVisitExtensions.h (startMonitoringVisits)", publisher: "Apple SDK header (macOS 12.1 SDK, phracker/MacOSX-SDKs)",
            url: "https://github.com/phracker/MacOSX-SDKs/blob/8702ce6112cc870dda5f9c2d65ea37a2d5f95371/MacOSX12.1.sdk/System/Library/Frameworks/CoreLocation.framework/Versions/Current/Headers/CLLocationManager%2BCLVisitExtensions.h", read: "2026-11-23",
            facts: [
                "startMonitoringVisits is API_AVAILABLE(ios(8.0), macos(10.15)) API_UNAVAILABLE(watchos, tvos).",
                "startMonitoringVisits: \"All CLLLocationManagers allocated by your application, both current and future, will deliver detected visits to their delegates. This will continue until -stopMonitoringVisits is sent to any such CLLocationManager, even across application relaunch events.\" (macOS 12.0 SDK copy; citation audit 22b, read 2026-11-27).",
            ]),
        Source(
            id: "S109", title: "requestWhenInUseAuthorization() (pre-iOS 13 page)", publisher: "Apple Developer Documentation (archived reference URL)",
            url: "https://developer.apple.com/reference/corelocation/cllocationmanager/1620562-requestwheninuseauthorization", read: "2026-11-23",
            facts: [
                "A When In Use app “cannot use any services that automatically relaunch the app, such as region monitoring or the significant location change service”.",
                "Services a When In Use app starts in the foreground keep running in the background when background location updates are enabled; starting them while the app runs in the background fails.",
            ]),
        Source(
            id: "S110", title: "CLAuthorizationStatus.authorizedWhenInUse", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/clauthorizationstatus/authorizedwheninuse", read: "2026-11-26",
            facts: [
                "When In Use allows every location service, with events only while the app is in use.",
                "To keep using location in the background, the app enables background location updates and starts the services while it is in use.",
            ]),
        Source(
            id: "S112", title: "startUpdatingLocation()", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/startupdatinglocation()", read: "2026-11-26",
            facts: [
                "If the service runs and the app is suspended, the system stops delivering events until the app runs again, in the foreground or background; a terminated app gets no new location events.",
                "An app that needs events in the background declares UIBackgroundModes location.",
                "The call makes the manager obtain an initial location fix, which may take several seconds, and tell its delegate through locationManager(_:didUpdateLocations:).",
                "Calling it several times in a row does not by itself generate new events; a stopUpdatingLocation() in between makes the next call send a new initial event.",
            ]),
        Source(
            id: "S113", title: "Choosing the Location Services Authorization to Request (the page of S4, read again)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/bundleresources/choosing-the-location-services-authorization-to-request", read: "2026-11-26",
            facts: [
                "When In Use: all location services and events while the app is in use; iOS apps are in use in the foreground or in the background with the background location usage indicator enabled.",
                "If the person stops using a When In Use app, outstanding requests suspend until the app is in use again.",
                "Always: services and events even when the person is not aware the app runs; the system launches a non-running app to deliver an event.",
                "An app showing the background location usage indicator is in use; on watchOS the indicator is a small icon, and a watchOS app cannot opt out of showing it.",
            ]),
        Source(
            id: "S111", title: "allowsBackgroundLocationUpdates", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/allowsbackgroundlocationupdates", read: "2026-11-26",
            facts: [
                "With the property true, updates started while the app is in the foreground keep the app running and show the background location indicator if needed; they continue after the app enters the background.",
                "The app needs UIBackgroundModes with location; setting the property without it is a fatal error.",
                "\"Core Location configures the system to keep the app running to receive continuous background location updates\"; with the property false, updates \"may or may not continue in the background depending on other factors\" and Core Location does not keep the app running (re-read 2026-11-26, session-16 lifecycle audit D2, D3).",
                "Availability: iOS 9.0+, iPadOS 9.0+, Mac Catalyst 13.1+, macOS 10.15+, watchOS 4.0+; no tvOS and no visionOS. \"Use this property to enable and disable background updates programmatically\"; \"The default value of this property is false\"; \"Setting the value to true but omitting the UIBackgroundModes key and location value in your app’s Info.plist file is a fatal error that terminates the app\" (re-read 2026-11-27, session 20).",
            ]),
        Source(
            id: "S114", title: "CLLocationManager.h availability annotations (watchOS)", publisher: "Apple SDK header (macOS 12.1 SDK, phracker/MacOSX-SDKs)",
            url: "https://github.com/phracker/MacOSX-SDKs/blob/8702ce6112cc870dda5f9c2d65ea37a2d5f95371/MacOSX12.1.sdk/System/Library/Frameworks/CoreLocation.framework/Versions/Current/Headers/CLLocationManager.h", read: "2026-11-26",
            facts: [
                "startUpdatingLocation is API_AVAILABLE(watchos(3.0)) API_UNAVAILABLE(tvos): a watchOS 2 app cannot call it; requestLocation carries no watchOS floor.",
                "allowsBackgroundLocationUpdates is API_AVAILABLE(ios(9.0), macos(10.15), watchos(4.0)) API_UNAVAILABLE(tvos).",
                "showsBackgroundLocationIndicator is API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos, tvos, macos); it applies only to Always apps and defaults to NO (When In Use sessions always show the indicator).",
            ]),
        Source(
            id: "S115", title: "WWDC 2017 Session 713: What's New in Location Technologies (transcript, watchOS part, 00:07:05–00:09:40)", publisher: "Apple (transcript via ASCIIwwdc/wwdc-session-transcripts)",
            url: "https://github.com/ASCIIwwdc/wwdc-session-transcripts/blob/7adf3fb90d65ad4f365bde217a311d145a546649/en/2017/713.vtt", read: "2026-11-26",
            facts: [
                "watchOS 4 makes the continuous background location API (updates that go on as the app enters the background) available on watchOS.",
                "In watchOS 3 similar functionality needed Core Location with HealthKit: an HKWorkoutSession kept location updates coming in the background; from the watchOS 4 SDK workout sessions no longer do.",
                "To adopt it: the Location updates background mode, allowsBackgroundLocationUpdates set to true, and startUpdatingLocation called while the app is in the foreground.",
                "\"When your app enters the background, Core Location will keep your app running and continue to deliver location updates\" (re-read 2026-11-26, session-16 lifecycle audit D2).",
            ]),
        Source(
            id: "S116", title: "startMonitoringVisits()", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/startmonitoringvisits()", read: "2026-11-26",
            facts: [
                "Available on iOS 8+, iPadOS 8+, Mac Catalyst 13.1+ and macOS 10.15+; no visionOS.",
                "If a compatible iPad or iPhone app calls it when running in visionOS, the method does nothing.",
            ]),
        Source(
            id: "S117", title: "startMonitoring(for:)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/startmonitoring(for:)", read: "2026-11-26",
            facts: [
                "Available on iOS, iPadOS, Mac Catalyst and macOS (deprecated in favour of CLMonitor); no visionOS.",
                "If a compatible iPad or iPhone app calls it when running in visionOS, the method does nothing.",
                "\"The regions you add using this method are shared by all location manager objects in your app and stored in the monitoredRegions property.\" (re-read 2026-11-27 for rule monitoring-stop)",
            ]),
        Source(
            id: "S118", title: "startMonitoringSignificantLocationChanges() and stopMonitoringSignificantLocationChanges()", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/stopmonitoringsignificantlocationchanges()", read: "2026-11-26",
            facts: [
                "Both pages list iOS 4+, iPadOS 4+, Mac Catalyst 13.1+ and macOS 10.7+; no visionOS.",
                "The stop page: if a compatible iPad or iPhone app calls it when running in visionOS, the method does nothing.",
                "The stop page: it stops \"the delivery of location events that was started using the startMonitoringSignificantLocationChanges() method\"; it does not say how it acts with several managers (re-read 2026-11-26 for audit 18 D2).",
            ]),
        // Audit 13 (lifecycle F2, accuracy F1/F3), read 2026-11-26: S163–S168.
        Source(
            id: "S163", title: "requestTemporaryFullAccuracyAuthorization(withPurposeKey:completion:)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/requesttemporaryfullaccuracyauthorization(withpurposekey:completion:)", read: "2026-11-26",
            facts: [
                "The completion is guaranteed to be called once the request completes: the person granted, declined, or an error kept the prompt from being displayed.",
                "If the prompt was displayed, the completion's error is nil.",
                "The request always fails with CLError.Code.promptDeclined when Info.plist has no entry for the purpose key, when the app already has full accuracy, and when the app is in the background.",
                "It does not name the error for other cases (for example an app that is not authorized).",
            ]),
        Source(
            id: "S164", title: "CLError.Code.promptDeclined", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/clerror-swift.struct/code/promptdeclined", read: "2026-11-26",
            facts: [
                "The code says the person did not grant the requested temporary authorization; it is the error when the prompt was declined or an error kept it from being displayed.",
                "In CLError.h it is kCLErrorPromptDeclined, value 18.",
                "For a prompt the person answered it conflicts with S163 and CLLocationManager.h (nil error); locprompt follows those.",
            ]),
        Source(
            id: "S165", title: "startMonitoringSignificantLocationChanges()", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/startmonitoringsignificantlocationchanges()", read: "2026-11-26",
            facts: [
                "If the service was started and the app is terminated, the system relaunches the app in the background when a new event arrives.",
                "After the relaunch the app must still configure a location manager and call the method again to go on receiving events; when it does, the current event is delivered to the delegate at once.",
                "Calling the method several times in a row does not generate new events by itself.",
                "Events arrive through locationManager(_:didUpdateLocations:); the first is usually the most recently cached location, if there is one, or sometimes a newer one; after that current fix, events come only with a significant change: \"The first event to be delivered is usually the most recently cached location event (if any) but may be a newer event in some circumstances.\"",
                "A stop in between makes the next start send a new initial event: \"Calling stopMonitoringSignificantLocationChanges() in between, however, does cause a new initial event to be sent the next time you call this method.\" (re-read 2026-11-26 for audit 18 D2)",
            ]),
        Source(
            id: "S166", title: "startMonitoringVisits()", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/startmonitoringvisits()", read: "2026-11-26",
            facts: [
                "If the app is terminated while the service is active, the system relaunches it when new visit events are ready.",
                "After the relaunch the app recreates its location manager and assigns a delegate to receive visit events; it does not need to call the method again (calling it does no harm).",
                "Turning visits on for one manager turns them on for all the app's managers, and each manager hands a visit to its own delegate: \"Enabling visit events for one location manager enables visit events for all other location manager objects in your app. When a new visit event arrives, the location manager object delivers the event to the locationManager(_:didVisit:) method of its delegate.\" (re-read 2026-11-26 for audit 18 D1)",
            ]),
        Source(
            id: "S73", title: "stopMonitoringVisits()", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/stopmonitoringvisits()", read: "2026-11-27",
            facts: [
                "\"Stops the delivery of visit-related events.\" Available on iOS 8+, iPadOS 8+, Mac Catalyst 13.1+ and macOS 10.15+.",
                "\"Calling this method disables the delivery of visit-related events for your app. If a compatible iPad or iPhone app calls this method when running in visionOS, the method does nothing.\"",
            ]),
        Source(
            id: "S74", title: "stopMonitoring(for:)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/stopmonitoring(for:)", read: "2026-11-27",
            facts: [
                "\"Stops monitoring the specified region.\" Available on iOS 5+, iPadOS, Mac Catalyst 13.1+ and macOS 10.8+; the page marks it deprecated (in favour of CLMonitor) as of the 27.0 SDKs.",
                "\"If the specified region object is not currently being monitored, this method has no effect. If a compatible iPad or iPhone app calls this method when running in visionOS, the method does nothing.\"",
            ]),
        Source(
            id: "S75", title: "iOS & iPadOS 13.4 Release Notes (Location Services)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-ipados-13_4-release-notes", read: "2026-11-27",
            facts: [
                "Location Services, New Features: \"When an app requests Always authorization for the first time after having previously been authorized for While Using the App, the device immediately presents the location authorization prompt. (57106235)\"",
                "Apple's own statement of the iOS 13.4 change (before it, iOS 13.0–13.3 gave provisional Always with no alert); found by audit 19 (release notes), which noted that locprompt cited only second-hand sources for it.",
            ]),
        Source(
            id: "S76", title: "CLLocationManager.h, iOS 8.4 SDK (requestWhenInUseAuthorization)", publisher: "Apple SDK header (okanon/iPhoneOS.sdk)",
            url: "https://github.com/okanon/iPhoneOS.sdk/blob/54163a3a68003e2b221cc38a72c52160012f72df/iPhoneOS8.4.sdk/System/Library/Frameworks/CoreLocation.framework/Headers/CLLocationManager.h", read: "2026-11-27",
            facts: [
                "\"If received, \"when-in-use\" authorization grants access to the user's location via -startUpdatingLocation/-startRangingBeaconsInRegion while in the foreground. If updates have been started when going to the background, then a status bar banner will be displayed to maintain visibility to the user, and updates will continue until stopped normally, or the app is killed by the user.\"",
                "\"\"When-in-use\" authorization does NOT enable monitoring API on regions, significant location changes, or visits, and -startUpdatingLocation will not succeed if invoked from the background.\" The same words stand in the iOS 9.3–12.4 SDKs (theos/sdks); the iOS 13 SDK replaces them with \"as long as your app is being actively used by the user\" (audit 19, headers).",
                "+locationServicesEnabled: \"Determines whether the user has location services enabled. If NO, and you proceed to call other CoreLocation API, user will be prompted with the warning dialog. You may want to check this property and use location services only when explicitly requested by the user.\" (read in the iOS 10.3 SDK copy, theos/sdks @4af4cb1d; audit 19 decisions sweep).",
            ]),
        Source(
            id: "S167", title: "startMonitoringForRegion:desiredAccuracy: (deprecated)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/1620560-startmonitoringforregion?language=objc", read: "2026-11-26",
            facts: [
                "If the app is terminated while it monitors a region, the system relaunches it in the background when the boundary is crossed.",
                "Creating a new location manager and assigning a delegate then delivers the corresponding region messages.",
                "The current startMonitoring(for:) page says nothing about a relaunch.",
            ]),
        Source(
            id: "S168", title: "monitoredRegions", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/monitoredregions", read: "2026-11-26",
            facts: [
                "Region data persists between launches: after the app is terminated and relaunched the property is filled again with the regions registered before.",
            ]),
        // Audit 17 (delegate callbacks), read 2026-11-26: S169–S170.
        Source(
            id: "S169", title: "CLLocationManager", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager", read: "2026-11-26",
            facts: [
                "A location manager is the object an app uses to start and stop the delivery of location-related events to it.",
                "An app creates one or more location-manager objects and uses them where it needs location data.",
            ]),
        Source(
            id: "S170", title: "CLLocationManagerDelegate", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate", read: "2026-11-26",
            facts: [
                "The delegate's methods receive events from an associated location-manager object; the location manager calls its delegate's methods to report location-related events to the app.",
            ]),
        // Session 13 lifecycle audit (S132–S139).
        Source(
            id: "S132", title: "Choosing the right functionality for your App Clip (background activity)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/AppClip/choosing-the-right-functionality-for-your-app-clip", read: "2026-11-26",
            facts: [
                "App Clips can't perform background activity; for example they can't use functionality enabled by the Background Modes capability.",
                "App Clips can't request continuous location access; their When In Use authorization resets automatically the next day at 4:00 a.m.",
            ]),
        Source(
            id: "S133", title: "isAuthorizedForWidgetUpdates", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/isauthorizedforwidgetupdates", read: "2026-11-26",
            facts: [
                "The property is true when the app's status is authorizedAlways, or authorizedWhenInUse and the user agrees to extend the app's authorization to widgets.",
                "For a When In Use app, once the user agrees to extend its authorization to widgets, the app's Location Services settings show While Using the App or Widgets as the active access level.",
                "iOS 14, iPadOS 14, Mac Catalyst 14, macOS 11, visionOS 1.",
            ]),
        Source(
            id: "S134", title: "Accessing location information in widgets", publisher: "Apple Developer Documentation (WidgetKit)",
            url: "https://developer.apple.com/documentation/widgetkit/accessing-location-information-in-widgets", read: "2026-11-26",
            facts: [
                "A widget extension that uses location sets NSWidgetWantsLocation; the containing app must have asked for authorization first.",
                "When the user adds a widget that uses location, the system asks whether to extend the app's location authorization to the widget; the widget checks isAuthorizedForWidgetUpdates; the user can change the choice in Settings at any time.",
                "The page does not say when Settings offers While Using the App or Widgets as a choice.",
            ]),
        Source(
            id: "S135", title: "startMonitoring(for:)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/startmonitoring(for:)", read: "2026-11-26",
            facts: [
                "Region events go to locationManager(_:didEnterRegion:) and locationManager(_:didExitRegion:); if there is an error, the location manager calls locationManager(_:monitoringDidFailFor:withError:) instead.",
            ]),
        Source(
            id: "S136", title: "locationManager(_:monitoringDidFailFor:withError:)", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:monitoringdidfailfor:witherror:)", read: "2026-11-26",
            facts: [
                "Tells the delegate that a region monitoring error occurred; the error's code says why region monitoring failed.",
                "Region monitoring may fail because the region cannot be monitored or because of a more general failure configuring the region monitoring service.",
            ]),
        Source(
            id: "S137", title: "CLError.h (kCLErrorRegionMonitoringDenied) and CLError.Code.regionMonitoringDenied", publisher: "Apple (SDK header; Apple Developer Documentation)",
            url: "https://developer.apple.com/documentation/corelocation/clerror-swift.struct/code/regionmonitoringdenied", read: "2026-11-26",
            facts: [
                "CLError.h: kCLErrorRegionMonitoringDenied (4), “Location region monitoring has been denied by the user”; kCLErrorDenied (1) is access to location or ranging denied by the user.",
                "The documentation: the user denied access to the region monitoring service.",
                "Neither says which of the two codes a denied app's startMonitoring(for:) receives.",
            ]),
    ]
}

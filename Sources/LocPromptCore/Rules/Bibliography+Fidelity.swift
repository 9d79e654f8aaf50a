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
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/requestlocation()", read: "2026-11-23",
            facts: [
                "Available iOS 9+, macOS 10.14+, tvOS 9+, watchOS 2+, visionOS 1+.",
                "Returns at once; one location fix is reported through locationManager(_:didUpdateLocations:), then the service stops; if no fix can be had, locationManager(_:didFailWithError:) is called.",
                "Neither this page nor CLLocationManager.h says what happens when the status is notDetermined.",
            ]),
        Source(
            id: "S108", title: "CLLocationManager+CLVisitExtensions.h (startMonitoringVisits)", publisher: "Apple SDK header (macOS 12.1 SDK, phracker/MacOSX-SDKs)",
            url: "https://github.com/phracker/MacOSX-SDKs/blob/8702ce6112cc870dda5f9c2d65ea37a2d5f95371/MacOSX12.1.sdk/System/Library/Frameworks/CoreLocation.framework/Versions/Current/Headers/CLLocationManager%2BCLVisitExtensions.h", read: "2026-11-23",
            facts: [
                "startMonitoringVisits is API_AVAILABLE(ios(8.0), macos(10.15)) API_UNAVAILABLE(watchos, tvos).",
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
            ]),
        Source(
            id: "S113", title: "Choosing the Location Services Authorization to Request", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/bundleresources/choosing-the-location-services-authorization-to-request", read: "2026-11-26",
            facts: [
                "When In Use: all location services and events while the app is in use; iOS apps are in use in the foreground or in the background with the background location usage indicator enabled.",
                "If the person stops using a When In Use app, outstanding requests suspend until the app is in use again.",
                "Always: services and events even when the person is not aware the app runs; the system launches a non-running app to deliver an event.",
            ]),
        Source(
            id: "S111", title: "allowsBackgroundLocationUpdates", publisher: "Apple Developer Documentation",
            url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/allowsbackgroundlocationupdates", read: "2026-11-26",
            facts: [
                "With the property true, updates started while the app is in the foreground keep the app running and show the background location indicator if needed; they continue after the app enters the background.",
                "The app needs UIBackgroundModes with location; setting the property without it is a fatal error.",
            ]),
    ]
}

extension Bibliography {
    /// Sources the two citation audits of session 22 (22a: rules rows 1–82, 22b: rows 83–164) named as better
    /// support for rules whose "why" they checked, ids S320–S339, read 2026-11-27. Facts in our own words, with
    /// Apple's own words in quotes.
    static let citationAudit: [Source] = [
        Source(id: "S320", title: "Choosing the Authorization Level for Location Services", publisher: "Apple Developer Documentation (older article)",
               url: "https://developer.apple.com/documentation/corelocation/choosing_the_authorization_level_for_location_services",
               read: "2026-11-27", facts: [
                   "When-in-use authorization: \"Your app can use most services but cannot use services that automatically relaunch the app. Your app must always start services while running in the foreground.\"; \"if your app is not running, it will not be launched.\"",
                   "Always authorization: \"Your app can use all location services, and it can start those services from either the foreground or the background. If a location-related event occurs when your app is not running, the system launches your app and delivers the event.\"",
                   "Its table lists the significant-change, visits and region-monitoring services as \"Not available\" with when-in-use authorization.",
                   "An article of the iOS 8–12 era (it knows no in-use grace and no provisional Always); named by citation audit 22a for background-start-needs-in-use, monitoring-needs-always-before-ios13 and relaunch-always.",
               ]),
        Source(id: "S321", title: "accuracyAuthorization", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/accuracyauthorization",
               read: "2026-11-27", facts: [
                   "With reduced accuracy region monitoring is unavailable: \"If the value is CLAccuracyAuthorization.reducedAccuracy, … your app can’t use region monitoring or beacon ranging.\"",
                   "Says nothing of CLMonitor; named by citation audit 22b as the nearest Apple text for a CLMonitor condition under reduced accuracy on iOS 17.",
               ]),
        Source(id: "S322", title: "CLMonitoringEvent.h (accuracyLimited; iOS 18 SDK header)", publisher: "Apple (SDK header, mirrored by xybp888/iOS-SDKs)",
               url: "https://github.com/xybp888/iOS-SDKs/blob/88fdca9de873f60303011685188c9415d4ebff0a/iPhoneOS18.0.sdk/System/Library/Frameworks/CoreLocation.framework/Headers/CLMonitoringEvent.h",
               read: "2026-11-27", facts: [
                   "accuracyLimited: \"True if events will not be delivered because the app is subject to accuracy limitation.\"",
                   "The property is API_AVAILABLE(macos(15.0), ios(18.0)): on iOS 17 and macOS 14 an event has no such diagnostic.",
                   "(As quoted by citation audit 22b; the URL is the documentation page of the property, the header ships with Xcode.)",
               ]),
    ]
}

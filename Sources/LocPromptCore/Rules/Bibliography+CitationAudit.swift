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
    ]
}

extension Bibliography {
    /// Sources of the two CLLocationManager properties scenarios set (session 20: allowsBackgroundLocationUpdates,
    /// showsBackgroundLocationIndicator), ids S78–S79, read 2026-11-27. The header and the allowsBackgroundLocationUpdates
    /// page were already in the bibliography (S13, S114, S111). Facts are in our words, with Apple's own words in quotes.
    static let backgroundProperties: [Source] = [
        Source(id: "S78", title: "showsBackgroundLocationIndicator", publisher: "Apple Developer Documentation",
               url: "https://developer.apple.com/documentation/corelocation/cllocationmanager/showsbackgroundlocationindicator",
               read: "2026-11-27", facts: [
                   "Availability: iOS 11.0+, iPadOS 11.0+, Mac Catalyst 13.1+, visionOS 1.0+ (no macOS, watchOS or tvOS).",
                   "\"The default value of this property is false.\" The background location usage indicator is a blue bar or a blue pill in the status bar on iOS, a small icon on watchOS; people can tap it to return to the app.",
                   "\"This property affects only apps that received Always authorization. When such an app moves to the background, the system uses this property to determine whether to change the status bar appearance to indicate that location services are in use.\" Apple asks apps to set it to true \"to maintain transparency with the user\".",
                   "For apps with When In Use authorization, the system changes the status bar's appearance whenever the app uses location services in the background, whatever the property says.",
               ]),
        Source(id: "S79", title: "Technical Q&A QA1965: Controlling The Location Services Status Bar (Blue Bar) From Your App", publisher: "Apple Developer Documentation (archive), 2017-09-05",
               url: "https://developer.apple.com/library/content/qa/qa1965/_index.html",
               read: "2026-11-27", facts: [
                   "The Blue Bar shows for apps using Continuous Location Updates in the background: updates started in the foreground by an app configured to continue them in the background.",
                   "Apps given When In Use authorization always get the Blue Bar and cannot opt out of it.",
                   "\"Apps which have their Continuous Background Location session active, and have obtained Always authorization the Blue Bar will be shown only when the showsBackgroundLocationIndicator property is YES.\" (iOS 11)",
                   "\"An app can toggle the showsBackgroundLocationIndicator property to change the visibility of the blue bar at any time.\"",
               ]),
    ]
}

extension Bibliography {
    /// Sources found for the session-15 audit of the prompt catalog's texts (findings F1–F10),
    /// ids S300–S319, read 2026-11-26. Facts in our own words.
    static let catalogAudit: [Source] = [
        Source(id: "S300", title: "XCUITest tapping the iOS 11–12 three-option alert (UserActivityUITests.swift)",
               publisher: "public UI test code (gbabucs/UserActivity, GitHub)",
               url: "https://github.com/gbabucs/UserActivity/blob/e1756a9b2dd1d10a1831477e65783e23c5b8507f/UserActivityUITests/UserActivityUITests.swift",
               read: "2026-11-26",
               facts: ["A UI test written in August 2019 (before iOS 13) taps “Only While Using the App” on an alert titled “Allow “UserActivity” to access your location?” (line 46 at commit e1756a9; an interruption monitor with the same title and button at 334ad5f); the app calls requestAlwaysAuthorization() and declares NSLocationAlwaysAndWhenInUseUsageDescription.",
                       "“Only While Using the App” is the iOS 11–12 label (iOS 13 says “Allow While Using App”), so the title is that of the iOS 11–12 three-option alert; independent of S22."]),
    ]
}

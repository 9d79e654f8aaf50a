import Testing
@testable import LocPromptCore

/// The fixed test app: display name “Where Am I?” and a different purpose string per key, so a golden
/// file shows which key each alert's message comes from.
enum CatalogFixtures {
    static let purposes: [UsageKey: String] = [
        .whenInUse: "[NSLocationWhenInUseUsageDescription] Where Am I? shows your position and the street you are on while you use it.",
        .alwaysAndWhenInUse: "[NSLocationAlwaysAndWhenInUseUsageDescription] Where Am I? keeps a trail of where you have been, even when the app is closed.",
        .always: "[NSLocationAlwaysUsageDescription] Where Am I? records your trail in the background (iOS 10 and earlier).",
        .legacy: "[NSLocationUsageDescription] Where Am I? shows your position on this Mac.",
    ]
    static let temporaryKey = "FindNearbyFriends"
    static let temporaryPurpose = "[NSLocationTemporaryUsageDescriptionDictionary.FindNearbyFriends] Your precise location finds the friend standing next to you."

    static let app = AppProfile(displayName: "Where Am I?", bundleIdentifier: "com.example.whereami",
                                usageDescriptions: purposes, temporaryUsageDescriptions: [temporaryKey: temporaryPurpose],
                                defaultAccuracyReduced: false, backgroundLocation: true)

    /// The same app with reduced accuracy by default, as the engine needs it for the full-accuracy alert.
    static var reducedApp: AppProfile {
        var app = app
        app.defaultAccuracyReduced = true
        return app
    }

    static func device(_ band: OSBand) -> DeviceOS { DeviceOS(band: band) }

    /// The fixed app's alert of `kind` on an iPhone at `version` set to the language `tag` (the catalog audits' tests).
    static func alert(_ kind: PromptKind, os version: OSVersion, _ tag: String) throws -> AlertContent {
        let os = try DeviceOS.resolve(platform: .iOS, version: version).get().speaking(try #require(DeviceLanguage(tag)))
        return try PromptCatalog.content(kind: kind, os: os, app: app).get()
    }

    /// The localized piece of `content` in `role` (title, a button's label…).
    static func piece(_ content: AlertContent, _ role: String) throws -> LocalizedPiece {
        try #require(content.localization?.pieces.first { $0.role == role })
    }
}

extension CatalogEntry: CustomTestStringConvertible {
    public var testDescription: String { "\(bandID) \(kind.rawValue)" }
}

/// macOS, watchOS, tvOS and visionOS: reference §1.2. No alert text is confirmed on watchOS, tvOS or
/// visionOS (§7.4) and only the title and `Don’t Allow` on macOS (§7.3), so every entry here uses the
/// closest confirmed wording and is low confidence (Decisions table).
extension PromptCatalog {
    static let macOSEntries: [CatalogEntry] = {
        func whenInUse(_ band: String, extraCaveats: [String]) -> CatalogEntry {
            CatalogEntry(.whenInUse, band, title: CatalogText.macOS, message: .usageKey(.legacy, fallback: .whenInUse),
                         buttons: CatalogButtons.dontAllowAllow, layout: .sideBySide, confidence: .low,
                         sources: ["S41", "S42", "S4", "S3", "S47"],
                         caveats: ["the second button’s label: only Don’t Allow is confirmed (§7.3, Decisions table)",
                                   "curly quotes assumed (the title was transcribed with straight quotes)",
                                   "which key is the message: NSLocationUsageDescription, else NSLocationWhenInUseUsageDescription (§6 D10)"]
                            + extraCaveats,
                         note: "macOS prompts when the app starts a location service (§6 D6); an Always request is the same request (When In Use ≡ Always). The alert shows a system location symbol, not the app icon (§1.2).")
                .graded([Evidence(.title, .medium, ["S41"], "one transcription, on macOS 26.5, with straight quotes"),
                         Evidence(.buttons, .low, ["S42"], "only Don’t Allow is confirmed"),
                         Evidence(.message, .low, ["S3", "S47"], "which key is disputed (§6 D10)", disputed: true)])
        }
        return [
            whenInUse("macos-10.15", extraCaveats: ["title transcribed on macOS 26.5, assumed for 10.15"]),
            adapted(servicesOff("ios-13.0-13.3"), to: "macos-10.15", basis: "iOS 13"),
            whenInUse("macos-11+", extraCaveats: ["whether a Precise switch is shown (§7.3): none drawn"]),
            adapted(iOSBandE.entry(.temporaryFullAccuracy), to: "macos-11+", basis: "iOS 14"),
            adapted(servicesOff("ios-14-17"), to: "macos-11+", basis: "iOS 14"),
        ]
    }()

    static let watchOSEntries: [CatalogEntry] = {
        // watchOS 2–3: “watchOS would alert the user that there's a prompt waiting for them on their phone” [S17]:
        // the alert is the paired iPhone's (iOS 9–10 wording), the watch's own notice is not known.
        let onPhone: [CatalogEntry] = [PromptKind.whenInUse, .always, .upgrade, .locationServicesOff].map { (kind: PromptKind) -> CatalogEntry in
            let phone = adapted(iOSBandA.entry(kind), to: "watchos-2-3", basis: "iOS 9–10", extraSources: ["S17"])
            guard kind.isAppRequest else { return phone }
            return CatalogEntry(phone.kind, phone.bandID, title: phone.title, message: phone.message, buttons: phone.buttons,
                                layout: phone.layout, extras: phone.extras, confidence: .low, sources: phone.sources,
                                caveats: ["before watchOS 4 this alert appears on the paired iPhone; the watch only says a prompt is waiting there, in words no source gives"]
                                    + phone.caveats,
                                note: phone.note + " Before watchOS 4 the person answers on the paired iPhone (§1.2 watchOS).")
                .keepingDetails(of: phone)
        }
        let older: [CatalogEntry] = [.whenInUse, .always, .upgrade, .locationServicesOff].map {
            adapted(iOSBandB.entry($0), to: "watchos-4-6", basis: "iOS 11–12", extraSources: ["S17"])
        }
        let newer: [CatalogEntry] = [.whenInUse, .always, .upgrade, .deferredAlways, .temporaryFullAccuracy, .locationServicesOff].map {
            adapted(iOSBandE.entry($0), to: "watchos-7+", basis: "iOS 14–17", extraSources: ["S17"])
        }
        // SwiftUI's LocationButton exists on watchOS 8+ [S123][S67]: its confirmation is the iOS one, since no
        // source shows it on a watch (the band starts at watchOS 7; `versionAbsence` says watchOS 7 has no button).
        let ios = iOSBandE.entry(.locationButton)
        let adaptedButton = adapted(ios, to: "watchos-7+", basis: "iOS 15–17")
        let button = CatalogEntry(adaptedButton.kind, adaptedButton.bandID, title: adaptedButton.title, message: adaptedButton.message,
                                  buttons: adaptedButton.buttons, layout: adaptedButton.layout, extras: adaptedButton.extras,
                                  confidence: .low, sources: adaptedButton.sources,
                                  caveats: ["no source shows the location button's confirmation on watchOS: Apple says only that LocationButton exists on watchOS 8+ [S123][S67]; the iOS confirmation, its behaviour and its buttons are used, unverified"]
                                      + adaptedButton.caveats,
                                  note: ios.note + " On watchOS only SwiftUI's LocationButton exists (CLLocationButton is UIKit, iOS only); how the watch shows the confirmation is not known.")
            .keepingDetails(of: adaptedButton)
        return onPhone + older + newer + [button]
    }()

    static let tvOSEntries: [CatalogEntry] = {
        let older: [CatalogEntry] = [.whenInUse, .locationServicesOff].map {
            adapted(iOSBandB.entry($0), to: "tvos-9-13", basis: "iOS 11–12", extraSources: ["S4"])
        }
        let newer: [CatalogEntry] = [.whenInUse, .temporaryFullAccuracy, .locationServicesOff].map {
            adapted(iOSBandE.entry($0), to: "tvos-14+", basis: "iOS 14–17", extraSources: ["S4"])
        }
        return older + newer
    }()

    static let visionOSEntries: [CatalogEntry] = [.whenInUse, .temporaryFullAccuracy, .locationServicesOff].map {
        adapted(iOSBandE.entry($0), to: "visionos-1+", basis: "iOS 14+", extraSources: ["S1", "S3"])
    }

    /// An iOS alert used on another platform whose own wording is not known: low confidence, marked unverified.
    /// tvOS alerts get no map preview nor Precise switch: the iOS map is a phone design and no source shows
    /// either on a television (§7.4); the engine offers no Precise switch there either.
    static func adapted(_ entry: CatalogEntry, to bandID: String, basis: String, extraSources: [String] = []) -> CatalogEntry {
        let band = OSBand.band(id: bandID)!
        let platform = band.platform.displayName
        let keepsIOSLook = band.platform != .tvOS
        let extras = keepsIOSLook ? entry.extras : []
        let drawn = entry.extras.isEmpty ? ""
            : keepsIOSLook ? "; its map and Precise switch are drawn as on iOS" : "; no map or Precise switch is drawn (none is known on tvOS)"
        let iOSOnlyCaveats = entry.caveats.filter { keepsIOSLook || !$0.contains("Precise switch") }
        let adapted = CatalogEntry(entry.kind, bandID, title: entry.title, message: entry.message, buttons: entry.buttons,
                                   layout: entry.layout, extras: extras, confidence: .low,
                                   sources: entry.sources + extraSources.filter { !entry.sources.contains($0) },
                                   caveats: ["\(platform) wording not known (§7.3, §7.4): the \(basis) alert is shown\(drawn)"] + iOSOnlyCaveats,
                                   note: entry.note)
        // The preferred button and title variants are iOS facts: not carried to another platform. Every part
        // is the iOS wording shown where no source gives this platform's: L.
        return adapted.graded([Evidence(.title, .low, [], "\(platform) wording not known; the \(basis) title is shown"),
                               Evidence(.buttons, .low, [], "\(platform) labels not known; the \(basis) buttons are shown")])
    }
}

extension Array where Element == CatalogEntry {
    /// The entry of a kind in a band's list (the lists are built in this module, so it exists).
    func entry(_ kind: PromptKind) -> CatalogEntry {
        first { $0.kind == kind }!
    }
}

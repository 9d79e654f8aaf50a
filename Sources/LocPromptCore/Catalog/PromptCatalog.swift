/// Every real alert, per platform, OS band and prompt kind, as data (reference §1, §2, Decisions table).
/// The entries live in `Catalog/Entries/`; this file looks them up and fills in an app.
public enum PromptCatalog {
    /// Every entry, in band order (`OSBand.all`) and then prompt-kind order (`PromptKind.allCases`).
    public static let entries: [CatalogEntry] = {
        let all = iOSBandA + iOSBandB + iOSBandC + iOSBandD + iOSBandE + iOSBandF
            + macOSEntries + watchOSEntries + tvOSEntries + visionOSEntries
        let bandOrder = Dictionary(uniqueKeysWithValues: OSBand.all.enumerated().map { ($1.id, $0) })
        let kindOrder = Dictionary(uniqueKeysWithValues: PromptKind.allCases.enumerated().map { ($1, $0) })
        return all.sorted { (bandOrder[$0.bandID]!, kindOrder[$0.kind]!) < (bandOrder[$1.bandID]!, kindOrder[$1.kind]!) }
    }()

    /// The entry of a kind of alert on a band, or nil when that alert does not exist there (see `absence`).
    /// Looked up in the one list that holds the band (a handful of entries), so the first alert builds that list
    /// only, not the whole catalog, sorted and indexed (issue 15: a seventh of the first frame's instructions).
    public static func entry(kind: PromptKind, band: OSBand) -> CatalogEntry? {
        list(holding: band.id).first { $0.kind == kind && $0.bandID == band.id }
    }

    /// The list in `Catalog/Entries/` that holds a band's entries (`CatalogLookupTests` checks that every
    /// entry of `entries` is found through it, and nothing else).
    static func list(holding bandID: String) -> [CatalogEntry] {
        switch bandID {
        case "ios-8-10": iOSBandA
        case "ios-11-12": iOSBandB
        case "ios-13.0-13.3": iOSBandC
        case "ios-13.4-13.7": iOSBandD
        case "ios-14-17": iOSBandE
        case "ios-18+": iOSBandF
        case _ where bandID.hasPrefix("macos-"): macOSEntries
        case _ where bandID.hasPrefix("watchos-"): watchOSEntries
        case _ where bandID.hasPrefix("tvos-"): tvOSEntries
        case _ where bandID.hasPrefix("visionos-"): visionOSEntries
        default: []
        }
    }

    /// The entries of one band, in prompt-kind order.
    public static func entries(for band: OSBand) -> [CatalogEntry] {
        entries.filter { $0.bandID == band.id }
    }

    /// Why an alert of the band does not exist on this version inside it (nil when it does): CLLocationButton
    /// before iOS 15, the upgrade alert on iOS 8–9, where requestAlwaysAuthorization() from When In Use does
    /// nothing (rule no-upgrade-before-ios10; the band's entry is iOS 10's).
    public static func versionAbsence(_ kind: PromptKind, os: DeviceOS) -> String? {
        if kind == .locationButton, let reason = locationButtonAbsence(on: os) {
            return reason
        }
        if kind == .upgrade && Rule.noUpgradeBeforeIOS10.range.contains(os) {
            return "on iOS 8–9 requestAlwaysAuthorization() from When In Use does nothing: the system prompts only once, "
                + "not per type [S15][S53]; the upgrade alert is known from iOS 10 (rule no-upgrade-before-ios10)"
        }
        return nil
    }

    /// Why a tap on the location button does nothing on a device (nil where it exists and takes input): the button
    /// exists on iOS 15+ (UIKit CLLocationButton, SwiftUI LocationButton) and watchOS 8+ (SwiftUI LocationButton);
    /// it ignores input in Mac Catalyst apps and in iPhone and iPad apps on visionOS [S37][S123][S67].
    public static func locationButtonAbsence(on os: DeviceOS) -> String? {
        switch os.platform {
        case .iOS where os.version < OSVersion(15):
            return "the location button exists from iOS 15 (CLLocationButton, LocationButton) [S37][S123]"
        case .watchOS where os.version < OSVersion(8):
            return "the location button exists on watchOS from watchOS 8 (SwiftUI LocationButton) [S123][S67]"
        case .iOS, .watchOS:
            return nil
        case .visionOS:
            return "the location button ignores input in compatible iPad and iPhone apps running in visionOS [S123]"
        case .macOS:
            return "macOS has no location button (in Mac Catalyst apps it ignores input) [S123]"
        case .tvOS:
            return "tvOS has no location button: it exists on iOS 15+ and watchOS 8+ [S123]"
        }
    }

    /// Why a kind of alert does not exist on a band (nil when it does).
    public static func absence(kind: PromptKind, band: OSBand) -> String? {
        entry(kind: kind, band: band) == nil ? absenceReason(kind, band) : nil
    }

    /// The alert for an alert the engine presented.
    public static func content(for alert: PresentedAlert, os: DeviceOS, app: AppProfile) -> AlertContent {
        guard let entry = entry(kind: alert.kind, band: os.band) else {
            return missingEntry(alert.kind, os: os)
        }
        return content(of: entry, os: os, app: app, purposeKey: alert.purposeKey, precise: alert.precise)
    }

    /// The alert of a kind on a device for an app, or why it cannot be shown: `.noSuchPrompt` when the kind
    /// does not exist on the band, `.missingKeys` when the app lacks the keys the request needs (the real
    /// system shows nothing), `.missingPurposeKey` for a temporary full-accuracy purpose key the app lacks.
    /// Without `purposeKey`, full accuracy uses the app's first purpose key in alphabetical order.
    public static func content(kind: PromptKind, os: DeviceOS, app: AppProfile, purposeKey: String? = nil,
                               precise: Bool? = nil) -> Result<AlertContent, CatalogError> {
        guard let entry = entry(kind: kind, band: os.band) else {
            return .failure(.noSuchPrompt(kind, os.band, reason: absenceReason(kind, os.band)))
        }
        if let reason = versionAbsence(kind, os: os) {
            // The band has the alert, this version does not: the message names the version (`iOS 9.3 has no …`).
            let version = OSBand(id: os.band.id, platform: os.platform, first: os.version, end: os.band.end, era: os.era,
                                 label: os.description, representative: os.version, documented: os.band.documented)
            return .failure(.noSuchPrompt(kind, version, reason: reason))
        }
        let missing = KeyRequirements.missingKeys(for: kind, os: os, app: app)
        if !missing.isEmpty { return .failure(.missingKeys(missing, kind)) }
        var purpose = purposeKey
        if entry.message == .temporaryPurpose {
            guard let key = purposeKey ?? app.temporaryUsageDescriptions.keys.sorted().first else {
                return .failure(.missingPurposeKey(""))
            }
            guard app.temporaryUsageDescriptions[key] != nil else { return .failure(.missingPurposeKey(key)) }
            purpose = key
        }
        return .success(content(of: entry, os: os, app: app, purposeKey: purpose, precise: precise))
    }

    /// Whether the app's NSLocationDefaultAccuracyReduced acts on this OS: the key exists from the iOS 14 era
    /// (accuracy authorization) [S7]. Its first prompt then has an approximate map and no Precise switch [S19].
    public static func defaultAccuracyReducedActs(os: DeviceOS, app: AppProfile) -> Bool {
        app.defaultAccuracyReduced && os.era.hasAccuracyAuthorization
    }

    /// Fills an entry in for an app. `precise` is the Precise switch (default On); the map preview is approximate
    /// while the switch is Off. An app with `NSLocationDefaultAccuracyReduced` (iOS 14-era on) gets an approximate
    /// map and no switch at all, and `precise` is ignored [S7][S19].
    public static func content(of entry: CatalogEntry, os: DeviceOS, app: AppProfile, purposeKey: String? = nil,
                               precise: Bool? = nil) -> AlertContent {
        let message: String
        switch entry.message {
        case .usageKey(let key, let fallback):
            message = app.purpose(key) ?? fallback.flatMap { app.purpose($0) } ?? ""
        case .temporaryPurpose:
            message = purposeKey.flatMap { app.temporaryUsageDescriptions[$0] } ?? ""
        case .fixed(let text):
            message = text
        case .none:
            message = ""
        }
        // NSLocationDefaultAccuracyReduced (where accuracy exists, iOS 14-era on): "the location authorization prompt
        // will show a map with an approximate location" [S7] and "there is no Precise:On pill in the Map this time"
        // (WWDC 2020 10660 [S19]): an approximate map and no switch, whatever `precise` says (rule default-accuracy-reduced).
        let reducedByKey = Self.defaultAccuracyReducedActs(os: os, app: app)
        let preciseOn = reducedByKey ? false : precise ?? true
        let extras: [AlertExtra] = entry.extras.compactMap {
            switch $0 {
            case .map: return .map(approximate: !preciseOn)
            case .preciseSwitch: return reducedByKey ? nil : .preciseSwitch(on: preciseOn)
            case .locationsMap: return .locationsMap
            }
        }
        var confidence = entry.confidence(at: os.version), caveats = entry.caveats(at: os.version), note = entry.note
        if reducedByKey && entry.extras.contains(.preciseSwitch) {
            // No switch is drawn, so the caveat about its label and place does not apply.
            caveats.removeAll { $0.hasPrefix("label and place of the Precise switch") }
        }
        var sources = entry.sources
        if app.isAppClip && entry.kind == .whenInUse {
            // An App Clip's When In Use lasts until 4:00 a.m. the next day [S130]; no source shows its alert.
            confidence = .low
            caveats.append("App Clip: whether its alert words “While Using App” differently (“until tomorrow”) is not known; the app’s alert is shown")
            note += " In an App Clip, When In Use resets at 4:00 a.m. the next day."
            sources += ["S130", "S19"].filter { !sources.contains($0) }
        }
        var english = AlertContent(kind: entry.kind, band: os.band, title: entry.title(for: app.displayName), message: message,
                                   buttons: entry.buttons, layout: entry.layout, extras: extras,
                                   confidence: confidence, sources: sources,
                                   messageSource: entry.message, caveats: caveats, note: note)
        english.preferred = entry.preferred
        english.titleVariants = entry.titleVariants.map { entry.title(for: app.displayName, template: $0) }
        english.evidence = entry.evidence
        // The device language words the system's own text (issue 13 §4); English needs nothing.
        guard !os.language.isEnglish else { return english }
        var localized = AlertLocalizer.localize(english, entry: entry, appName: app.displayName, language: os.language,
                                               version: os.version)
        // The catalog's data about the alert itself stays; the title variants are the localizer's (sourced ones only).
        localized.preferred = english.preferred
        localized.evidence = english.evidence
        return localized
    }

    /// A safety net for an alert the engine presents but the catalog lacks (a test keeps this unreachable):
    /// it says so instead of inventing a real-looking alert, and keeps the engine's buttons answerable.
    private static func missingEntry(_ kind: PromptKind, os: DeviceOS) -> AlertContent {
        let alert = PresentedAlert(kind: kind, manager: nil)
        let buttons = AlertAnswer.allCases
            .filter { AlertOutcome.of($0, on: alert, platform: os.platform, era: os.era) != nil }
            .map { AlertButton($0.rawValue, $0) }
        return AlertContent(kind: kind, band: os.band, title: "",
                            message: "locprompt has no catalog entry for the \(kind.rawValue) alert on \(os.band.label)",
                            buttons: buttons, layout: .stacked, extras: [], confidence: .low, sources: [],
                            caveats: ["no catalog entry: nothing here is real alert text"])
    }
}

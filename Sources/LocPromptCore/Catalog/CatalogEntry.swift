/// Where an alert's message comes from.
public enum MessageSource: Hashable, Sendable, CustomStringConvertible {
    /// An Info.plist usage-description key; `fallback` is used when the app lacks the first (macOS, §6 D10).
    case usageKey(UsageKey, fallback: UsageKey? = nil)
    /// `NSLocationTemporaryUsageDescriptionDictionary[purposeKey]` [S6][S13].
    case temporaryPurpose
    /// Text the system supplies (not the app's).
    case fixed(String)
    /// The alert has no message.
    case none

    public var description: String {
        switch self {
        case .usageKey(let key, let fallback):
            return fallback.map { "\(key.key) (else \($0.key))" } ?? key.key
        case .temporaryPurpose: return "\(LocationInfoKey.temporaryUsageDescriptionDictionary)[purpose key]"
        case .fixed: return "system text"
        case .none: return "none"
        }
    }
}

/// An element of an alert besides text and buttons, before the alert's state (the Precise switch) is known.
public enum ExtraKind: String, Hashable, Sendable, CaseIterable {
    /// Map preview of the current position (iOS 14+ first prompt) [S19]; approximate when Precise is off [S7].
    case map
    /// `Precise: On/Off` switch on the map [S32].
    case preciseSwitch
    /// Map of the locations used in the background (reminder) [S27].
    case locationsMap
}

/// A lower confidence for the first versions of a band (e.g. iOS 8–9 strings inferred from iOS 10.2 ones).
public struct EarlyVersions: Hashable, Sendable {
    /// Versions before this one get `confidence`.
    public let before: OSVersion
    public let confidence: Confidence
    public let caveat: String

    public init(before: OSVersion, confidence: Confidence, caveat: String) {
        self.before = before
        self.confidence = confidence
        self.caveat = caveat
    }
}

/// One cell of the reference's prompt tables: how a kind of alert looks on one OS band, as data.
public struct CatalogEntry: Hashable, Sendable {
    public let kind: PromptKind
    /// `OSBand.id`.
    public let bandID: String
    /// Title with `%@` where the system inserts the app's display name; empty when the title is not known.
    public let title: String
    public let message: MessageSource
    /// Buttons in their real order: top to bottom when stacked, left to right when side by side.
    public let buttons: [AlertButton]
    public let layout: ButtonLayout
    public let extras: [ExtraKind]
    /// The lowest confidence of what the alert shows (a reference range such as M-L counts as its lower end).
    public let confidence: Confidence
    /// Reference source ids (§0), e.g. `S21`.
    public let sources: [String]
    /// Parts the reference does not confirm, shown as `unverified: …`.
    public let caveats: [String]
    public let note: String
    public let earlyVersions: EarlyVersions?
    /// How sure the catalog is of each part, with each part's sources (`Evidence`); empty for entries not yet graded part by part.
    public internal(set) var evidence: [Evidence] = []
    /// The alert's preferred (bold) button where a source shows it; nil where no source does.
    public internal(set) var preferred: AlertAnswer? = nil
    /// Other wordings of the title the sources show for the same alert (e.g. the reminder's counts).
    public internal(set) var titleVariants: [String] = []

    public init(_ kind: PromptKind, _ bandID: String, title: String, message: MessageSource, buttons: [AlertButton],
                layout: ButtonLayout, extras: [ExtraKind] = [], confidence: Confidence, sources: [String],
                caveats: [String] = [], note: String = "", earlyVersions: EarlyVersions? = nil) {
        self.kind = kind
        self.bandID = bandID
        self.title = title
        self.message = message
        self.buttons = buttons
        self.layout = layout
        self.extras = extras
        self.confidence = confidence
        self.sources = sources
        self.caveats = caveats
        self.note = note
        self.earlyVersions = earlyVersions
    }

    public var band: OSBand { OSBand.band(id: bandID)! }

    /// The confidence at a version of the band.
    public func confidence(at version: OSVersion) -> Confidence {
        guard let early = earlyVersions, version < early.before else { return confidence }
        return min(confidence, early.confidence)
    }

    /// The caveats at a version of the band.
    public func caveats(at version: OSVersion) -> [String] {
        guard let early = earlyVersions, version < early.before else { return caveats }
        return caveats + [early.caveat]
    }

    /// The title with the app's name in place of `%@`.
    /// (A plain scan: `split(separator: "%@")` pulls in _StringProcessing, which costs start-up time.)
    public func title(for appName: String) -> String {
        Self.filling(title, with: appName)
    }

    /// `template` (a title or a title variant) with the app's name in place of `%@`.
    public func title(for appName: String, template: String) -> String {
        Self.filling(template, with: appName)
    }

    /// A title template with the app's name in place of `%@` (also used for translated titles).
    static func filling(_ template: String, with appName: String) -> String {
        var result = ""
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            let next = rest.index(after: percent)
            // `append(contentsOf:)` takes String's Substring overload; `+=` took the generic one, whose first use
            // looked up a conformance at run time on the way to the first frame (issue 15).
            result.append(contentsOf: rest[..<percent])
            if next < rest.endIndex, rest[next] == "@" {
                result += appName
                rest = rest[rest.index(after: next)...]
            } else {
                result.append("%")
                rest = rest[next...]
            }
        }
        result.append(contentsOf: rest)
        return result
    }

    /// The same alert on another band, with extra sources and at most `cap` confidence (for bands that
    /// the reference says did not change).
    func carried(to bandID: String, cap: Confidence, addingSources extra: [String], caveat: String? = nil) -> CatalogEntry {
        CatalogEntry(kind, bandID, title: title, message: message, buttons: buttons, layout: layout, extras: extras,
                     confidence: min(confidence, cap), sources: sources + extra.filter { !sources.contains($0) },
                     caveats: caveats + (caveat.map { [$0] } ?? []), note: note, earlyVersions: earlyVersions)
            .keepingDetails(of: self)
    }
}

/// Titles, labels and button sets shared by several bands, exactly as the reference gives them.
enum CatalogText {
    // §1.1 band A.
    static let whenInUseA = "Allow “%@” to access your location while you use the app?"
    static let alwaysA = "Allow “%@” to access your location even when you are not using the app?"
    // §1.1 bands A (c) and B (c).
    static let upgradeAB = "Allow “%@” to also access your location even when you are not using the app?"
    // §1.1 band B.
    static let whenInUseB = "Allow “%@” to access your location while you are using the app?"
    static let alwaysB = "Allow “%@” to access your location?" // §6 D4, Decisions table
    // §1.1 bands C–F.
    static let firstPrompt13 = "Allow “%@” to use your location?"
    static let alsoUse13 = "Allow “%@” to also use your location even when you are not using the app?"
    static let reminder13 = "“%@” has been using your location in the background over the past 3 days. Do you want to continue to allow background location use?"
    static let reminder13Once = "“%@” has used your location once in the background over the past 3 days. Do you want to continue to allow background location use?"
    static let reminder13Counted = "“%@” has used your location N times in the background over the past N days. Do you want to continue to allow background location use?"
    // The reminder before iOS 13 (rule background-reminder-before-13) [S121].
    static let reminderBefore13 = "“%@” has been using your location in the background. Do you want to continue allowing this?"
    // iOS 13.0–13.3 first prompt: the iOS 12 wording, disputed (§1.1 band C note) [S127].
    static let accessLocation13_0 = "Allow “%@” to access your location?"
    static let fullAccuracy = "Allow “%@” to use your precise location once?" // §7.1, Decisions table
    // §1.3.
    static let servicesOff = "Turn On Location Services to Allow “%@” to Determine Your Location"
    // The widget alert's title: DeviceAgent's Xcode 12 (iOS 14) scan of the system's strings [S161].
    static let widgetTitle = "Allow widgets from “%@” to use your location?"
    // Its message: the system's LOCATION_CLIENT_PERMISSION_INCIDENTAL_USE_MODE_PURPOSE in Apple's iOS 15
    // locationd.strings [S171], with the final period the article's transcription [S33] leaves out.
    static let widgetMessage = "Widgets may use your location for up to 15 minutes after being viewed to stay up to date."
    // §1.2 macOS.
    static let macOS = "“%@” would like to use your current location."
}

enum CatalogButtons {
    static let dontAllowAllow = [AlertButton("Don’t Allow", .dontAllow), AlertButton("Allow", .allow)]
    static let cancelAllow = [AlertButton("Cancel", .cancel), AlertButton("Allow", .allow)]
    static let threeOptionB = [AlertButton("Only While Using the App", .onlyWhileUsingApp),
                               AlertButton("Always Allow", .alwaysAllow), AlertButton("Don’t Allow", .dontAllow)]
    static let transitionB = [AlertButton("Only While Using the App", .onlyWhileUsingApp), AlertButton("Always Allow", .alwaysAllow)]
    static let first13 = [AlertButton("Allow While Using App", .allowWhileUsingApp), AlertButton("Allow Once", .allowOnce),
                          AlertButton("Don’t Allow", .dontAllow)]
    static let first14 = [AlertButton("Allow Once", .allowOnce), AlertButton("Allow While Using App", .allowWhileUsingApp),
                          AlertButton("Don’t Allow", .dontAllow)]
    static let keepOrChange = [AlertButton("Keep Only While Using", .keepOnlyWhileUsing),
                               AlertButton("Change to Always Allow", .changeToAlwaysAllow)]
    static let reminder = [AlertButton("Change to Only While Using", .changeToOnlyWhileUsing), AlertButton("Always Allow", .alwaysAllow)]
    static let reminderBefore13 = [AlertButton("Don’t Allow", .dontAllow), AlertButton("Continue", .continueAllowing)]
    static let locationButton = [AlertButton("Allow Once", .allowOnce), AlertButton("Don’t Allow", .dontAllow)]
    static let fullAccuracy = [AlertButton("Allow Once", .allowOnce), AlertButton("Don’t Allow", .dontAllow)]
    static let servicesOff = [AlertButton("Settings", .openSettings), AlertButton("Cancel", .cancel)]
    static let widget = [AlertButton("Allow", .allow), AlertButton("Don’t Allow", .dontAllow)]
}

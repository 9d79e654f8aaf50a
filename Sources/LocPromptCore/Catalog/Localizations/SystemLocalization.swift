/// One system string in one language, as the sources give it: the catalog's English text it translates, the
/// translation, the OS bands the sources show it on, and how sure they are (reference conventions H/M/L).
public struct LocalizedString: Hashable, Sendable {
    /// The catalog's English text exactly (a title with `%@` for the app name, a button label, `Precise: On`).
    public let english: String
    /// The translation, `%@` where the system inserts the app's name.
    public let text: String
    /// `OSBand.id`s the sources show this text on.
    public let bands: [String]
    public let confidence: Confidence
    /// Source ids in `Bibliography+Languages.swift` (S150–S199).
    public let sources: [String]
    /// Why the confidence is what it is, or what else the sources show.
    public let note: String
    /// The versions the text is limited to within its bands, where the sources date it more finely than a band
    /// (German iOS 8–9 used the formal “Sie”, iOS 10 “du”): from `from` (inclusive) to `before` (exclusive).
    /// nil: no limit.
    public let from: OSVersion?
    public let before: OSVersion?
    /// The alerts the text is limited to, where the source ties a label to one alert and the catalog shows the same
    /// English label on others (AutoMate's iOS 10 Cancel list is the upgrade alert's, not the Location Services
    /// alert's). nil: any alert.
    public let kinds: [PromptKind]?

    /// Whether the text may stand on the alert of `kind` (any alert when either is nil).
    func applies(to kind: PromptKind?) -> Bool {
        guard let kind, let kinds else { return true }
        return kinds.contains(kind)
    }

    public init(_ english: String, _ text: String, bands: [String], from: OSVersion? = nil, before: OSVersion? = nil,
                kinds: [PromptKind]? = nil, _ confidence: Confidence, _ sources: [String], note: String = "") {
        self.english = english
        self.text = text
        self.bands = bands
        self.from = from
        self.before = before
        self.kinds = kinds
        self.confidence = confidence
        self.sources = sources
        self.note = note
    }

    /// Whether the text is the one shown on `version` (its bands aside).
    public func covers(_ version: OSVersion) -> Bool {
        (from.map { version >= $0 } ?? true) && (before.map { version < $0 } ?? true)
    }

    /// The versions of `band` this text is shown on, for the docs: `8–10`, or `8–9` for a text before 10.0.
    func versionsLabel(_ band: OSBand) -> String {
        let whole = band.label.replacingOccurrences(of: "iOS ", with: "")
        guard from != nil || before != nil else { return whole }
        func text(_ version: OSVersion) -> String { version.minor == 0 ? "\(version.major)" : "\(version.major).\(version.minor)" }
        let low = max(band.first, from ?? band.first)
        guard let end = [band.end, before].compactMap({ $0 }).min() else { return text(low) + "+" }
        let last = end.minor == 0 ? "\(end.major - 1)" : "\(end.major).\(end.minor - 1)"
        return last == text(low) ? last : "\(text(low))–\(last)"
    }
}

/// The catalog's system strings in one language (one file per language in this folder).
public struct SystemLocalization: Hashable, Sendable {
    /// The language tag the table is for: `de`, `zh-Hans`, `pt-BR`.
    public let id: String
    /// The language's name in English, for notes and the docs.
    public let name: String
    /// Where the language had no CoreLocation strings of its own yet: the bands on which the device shows another
    /// table's language instead (a regional language without its own .lproj falls back to its base language).
    var fallback: Fallback? = nil
    public let strings: [LocalizedString]

    /// The table a language falls back to on some bands, and why.
    struct Fallback: Hashable, Sendable {
        let tableID: String
        let bands: [String]
        let note: String
    }

    /// What the table says for one English string on one band.
    public enum Lookup: Hashable, Sendable {
        /// A translation the sources show on this band.
        case sourced(LocalizedString)
        /// The only translation the sources show, on other iOS bands: shown, as L, with where it comes from.
        case carried(LocalizedString)
        /// No translation (or several that differ): the English text is shown.
        case missing(reason: String)
    }

    /// `version`: the device's version, for texts limited to part of a band; nil means the band's representative.
    /// `kind`: the alert the text is on, for texts limited to some alerts; nil means any alert.
    public func lookup(_ english: String, bandID: String, version: OSVersion? = nil, kind: PromptKind? = nil) -> Lookup {
        if let fallback, fallback.bands.contains(bandID),
           let other = SystemLocalizations.all.first(where: { $0.id == fallback.tableID }) {
            return other.lookup(english, bandID: bandID, version: version, kind: kind).fallingBack(fallback)
        }
        let candidates = strings.filter { string in
            string.english == english && string.applies(to: kind)
        }
        return resolve(candidates, bandID: bandID, version: version)
    }

    /// The Settings screen's own words (`settingsStrings`), looked up by the same rules as the alerts' strings: the
    /// text the sources give on this band, else the only text they give on other iOS bands, carried as L.
    public func settingsLookup(_ english: String, bandID: String, version: OSVersion? = nil) -> Lookup {
        if let fallback, fallback.bands.contains(bandID),
           let other = SystemLocalizations.all.first(where: { $0.id == fallback.tableID }) {
            return other.settingsLookup(english, bandID: bandID, version: version).fallingBack(fallback)
        }
        return resolve(settingsStrings.filter { $0.english == english }, bandID: bandID, version: version)
    }

    /// The table's Settings texts (`SystemLocalizations.settingsTexts`).
    public var settingsStrings: [LocalizedString] { SystemLocalizations.settingsTexts[id] ?? [] }

    private func resolve(_ candidates: [LocalizedString], bandID: String, version: OSVersion?) -> Lookup {
        let shown = version ?? OSBand.band(id: bandID)?.representative
        if let exact = candidates.first(where: { $0.bands.contains(bandID) && shown.map($0.covers) ?? true }) {
            return .sourced(exact)
        }
        guard bandID.hasPrefix("ios-") else {
            return .missing(reason: "no sourced \(name) text for this platform")
        }
        let texts = Set(candidates.map(\.text))
        guard let only = candidates.first, texts.count == 1 else {
            return .missing(reason: candidates.isEmpty ? "no sourced \(name) text"
                                                       : "the sources give different \(name) texts on other iOS versions")
        }
        return .carried(only)
    }
}

extension SystemLocalization.Lookup {
    /// The other table's answer, its note saying that the device fell back to it (confidence at most medium: the
    /// fallback itself is read from the sources, not shown by them).
    func fallingBack(_ fallback: SystemLocalization.Fallback) -> Self {
        func marked(_ string: LocalizedString) -> LocalizedString {
            LocalizedString(string.english, string.text, bands: string.bands, from: string.from, before: string.before,
                            kinds: string.kinds, min(string.confidence, .medium), string.sources,
                            note: fallback.note + (string.note.isEmpty ? "" : "; " + string.note))
        }
        switch self {
        case .sourced(let string): return .sourced(marked(string))
        case .carried(let string): return .carried(marked(string))
        case .missing(let reason): return .missing(reason: reason + " (" + fallback.note + ")")
        }
    }
}

/// Every language the catalog has system strings for, and which one serves a device language.
public enum SystemLocalizations {
    public static let all: [SystemLocalization] = [german, french, spanish, italian, japanese, simplifiedChinese,
                                                   brazilianPortuguese, dutch, korean, swedish, latinAmericanSpanish,
                                                   europeanPortuguese, canadianFrench, turkish, traditionalChinese]

    /// Regions whose Spanish is Latin American (`es-419`'s regions in CLDR, with the United States), served by the
    /// es-419 table; Spain keeps the es table, other Spanish regions have none.
    static let latinAmericanSpanishRegions: Set<String> = ["419", "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC",
                                                           "GT", "HN", "MX", "NI", "PA", "PE", "PR", "PY", "SV", "US", "UY", "VE"]

    /// The table for a device language. A region or script whose system text differs from every table is not
    /// served (Hong Kong Chinese `zh-HK`, Spanish or Portuguese regions outside the tables' lists).
    public static func serving(_ language: DeviceLanguage) -> SystemLocalization? {
        let tags = Set(language.subtags)
        let id: String?
        switch language.base {
        case "de", "it", "ja", "ko", "nl", "sv", "tr": id = language.base
        // Canadian French has its own system strings (DeviceAgent's fr_CA file: no space before “?”, “vos données de
        // localisation”, “Lorsque l’app est active”) [S161] (audit 19 catalog D2).
        case "fr": id = tags.contains("CA") ? "fr-CA" : "fr"
        case "es":
            if tags.isSubset(of: ["ES"]) { id = "es" }
            else if tags.count == 1, let region = tags.first, latinAmericanSpanishRegions.contains(region) { id = "es-419" }
            else { id = nil }
        case "pt": id = tags.isSubset(of: ["BR"]) ? "pt-BR" : tags == ["PT"] ? "pt-PT" : nil
        case "zh":
            let simplified = tags.contains("Hans") || (!tags.contains("Hant") && !tags.isDisjoint(with: ["CN", "SG"]))
                || tags.isEmpty
            // Traditional Chinese: the Taiwan strings (DeviceAgent's zh_TW file) [S161]; Hong Kong's (zh_HK) differ.
            let taiwan = !tags.contains("HK") && !tags.contains("MO") && (tags.contains("Hant") || tags.contains("TW"))
            id = simplified ? "zh-Hans" : taiwan ? "zh-Hant" : nil
        default: id = nil
        }
        return id.flatMap { wanted in all.first { $0.id == wanted } }
    }

    // Band ids, so the tables read as the reference's bands.
    static let bandA = ["ios-8-10"]
    static let bandB = ["ios-11-12"]
    static let iOS13 = ["ios-13.0-13.3", "ios-13.4-13.7"]
    /// iOS 14+: what current Apple pages and current test tools show.
    static let current = ["ios-14-17", "ios-18+"]
    // Single bands, for texts a source dates more finely (DeviceAgent's simulator scans, S161, reach iOS 16 and
    // say nothing of iOS 18+: a text sourced only there is carried to 18+ as L by `lookup`).
    static let iOS13_0 = ["ios-13.0-13.3"]
    static let iOS13_4 = ["ios-13.4-13.7"]
    static let iOS14to17 = ["ios-14-17"]
    static let iOS18 = ["ios-18+"]
}

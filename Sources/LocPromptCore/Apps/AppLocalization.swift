import Foundation

/// Choosing which `<lang>.lproj/InfoPlist.strings` a device would use, the way a bundle picks a
/// localization: the person's preferred language if the app has it (exact region first, then the bare
/// language), else the app's development region (`CFBundleDevelopmentRegion`), else the Info.plist as is.
public enum AppLocalization {
    /// Why a localization was chosen.
    public enum Source: String, Sendable, Hashable, Codable {
        /// `--language` (or the front end's language setting).
        case explicit
        /// The system language variables (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
        case environment
        /// `CFBundleDevelopmentRegion`: nothing preferred matched.
        case developmentRegion
        /// No localization applies: the Info.plist's own strings are used.
        case none
    }

    public struct Choice: Sendable, Hashable {
        /// The lproj name used (e.g. `fr`), nil when the Info.plist's own strings are used.
        public var lproj: String?
        public var source: Source
        /// The languages that were asked for, most preferred first (normalised, e.g. `fr-FR`).
        public var requested: [String]
    }

    /// Old Xcode projects name lproj folders after the language in English.
    static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it",
        "dutch": "nl", "portuguese": "pt", "swedish": "sv", "danish": "da", "finnish": "fi", "norwegian": "no",
        "korean": "ko", "chinese": "zh", "russian": "ru", "polish": "pl",
    ]

    /// The environment variables `preferredLanguages` reads.
    public static let languageVariables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// Languages preferred by a POSIX environment, most preferred first: `LANGUAGE` (a colon list, GNU),
    /// then the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set. `C`/`POSIX` state no language.
    public static func preferredLanguages(environment: [String: String]) -> [String] {
        var result: [String] = []
        func add(_ raw: String) {
            guard let language = normalize(raw), !result.contains(language) else { return }
            result.append(language)
        }
        if let list = environment["LANGUAGE"], !list.isEmpty {
            list.split(separator: ":").forEach { add(String($0)) }
        }
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            add(locale)
        }
        return result
    }

    /// `fr_FR.UTF-8@euro` → `fr-FR`; `C`, `POSIX`, empty → nil.
    public static func normalize(_ raw: String) -> String? {
        var text = Substring(raw.trimmingSpaces())
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        if let at = text.firstIndex(of: "@") { text = text[..<at] }
        let value = hyphenated(text)
        guard !value.isEmpty, value != "C", value != "POSIX" else { return nil }
        return value
    }

    /// `fr_FR` → `fr-FR` (plain Swift: Foundation's `replacingOccurrences` costs start-up time).
    static func hyphenated(_ text: some StringProtocol) -> String {
        String(text.map { $0 == "_" ? "-" : $0 })
    }

    /// The base language of an lproj or language name: `pt-BR` → `pt`, `French` → `fr`, `zh-Hans` → `zh`.
    static func baseLanguage(_ name: String) -> String {
        let lowered = hyphenated(name.lowercased())
        if let legacy = legacyNames[lowered] { return legacy }
        return String(lowered.split(separator: "-").first ?? Substring(lowered))
    }

    /// The lproj among `available` that serves `language`: exact match (case-insensitive, `_` = `-`),
    /// then the bare language, then any region of the same language; never one written in another script
    /// (`zh-Hant` is not served by `zh-Hans`, `sr-Latn` not by `sr-Cyrl`: audit 22e W3).
    public static func match(_ language: String, in available: [String]) -> String? {
        let wanted = hyphenated(language.lowercased())
        let sorted = available.sorted()
        if let exact = sorted.first(where: { hyphenated($0.lowercased()) == wanted }) {
            return exact
        }
        let base = baseLanguage(wanted)
        let sameScript = sorted.filter { scriptsAgree(wanted, $0) }
        if let bare = sameScript.first(where: { $0.lowercased() == base || legacyNames[$0.lowercased()] == base }) {
            return bare
        }
        return sameScript.first(where: { $0 != "Base" && baseLanguage($0) == base })
    }

    /// The script a language tag is written in, where its language has more than one: the script subtag
    /// (`zh-Hant`, `sr-Latn`), else the one its region or the bare language implies (CLDR likely subtags:
    /// `zh-TW`, `zh-HK`, `zh-MO` → Hant, other `zh` → Hans; `sr-ME` → Latn, other `sr` → Cyrl). nil for
    /// languages written in one script (their tags never disagree).
    static func script(of tag: String) -> String? {
        let parts = hyphenated(tag.lowercased()).split(separator: "-").map(String.init)
        let base = baseLanguage(tag)
        if let subtag = parts.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) { return subtag }
        guard let implied = impliedScripts[base] else { return nil }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        return region.flatMap { implied.byRegion[$0] } ?? implied.otherwise
    }

    /// Languages written in more than one script: the script each region implies, and the default (CLDR likely subtags).
    static let impliedScripts: [String: (byRegion: [String: String], otherwise: String)] = [
        "zh": (["tw": "hant", "hk": "hant", "mo": "hant"], "hans"),
        "sr": (["me": "latn"], "cyrl"),
        "uz": (["af": "arab"], "latn"),
        "az": (["ir": "arab"], "latn"),
        "bs": ([:], "latn"),
        "pa": (["pk": "arab"], "guru"),
    ]

    /// False when both tags name (or imply) a script and the scripts differ.
    static func scriptsAgree(_ one: String, _ other: String) -> Bool {
        guard let first = script(of: one), let second = script(of: other) else { return true }
        return first == second
    }

    /// The same language in the same script (`pt-BR` and `pt`; not `zh-Hant` and `zh-Hans`).
    static func sameLanguage(_ one: String, _ other: String) -> Bool {
        baseLanguage(one) == baseLanguage(other) && scriptsAgree(one, other)
    }

    /// Chooses the localization. `explicit` wins over the environment; when neither matches an lproj the
    /// development region is used (reference: a localized purpose string is looked up in InfoPlist.strings, §1.1 Band E (f) [S6]).
    public static func choose(available: [String], explicit: String?, environment: [String: String],
                              developmentRegion: String?) -> Choice {
        let usable = available.filter { $0 != "Base" }
        let requested: [String]
        let source: Source
        if let explicit, let language = normalize(explicit) {
            requested = [language]
            source = .explicit
        } else {
            requested = preferredLanguages(environment: environment)
            source = .environment
        }
        for language in requested {
            if let lproj = match(language, in: usable) { return Choice(lproj: lproj, source: source, requested: requested) }
        }
        if let region = developmentRegion, let lproj = match(region, in: usable) {
            return Choice(lproj: lproj, source: .developmentRegion, requested: requested)
        }
        return Choice(lproj: nil, source: .none, requested: requested)
    }
}

/// The language the emulated device is set to (Settings › General › Language & Region). It words the system's
/// own alert text — titles and buttons — where the catalog has sourced translations, and picks the app's
/// `<lang>.lproj` for its name and purpose strings (issue 13 §4). English is the default and needs no table.
public struct DeviceLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The language as set, normalised to a BCP 47 tag with hyphens (`fr_FR` → `fr-FR`, `zh-hans` → `zh-Hans`).
    public let code: String

    private init(normalized code: String) { self.code = code }

    /// Parses a language tag (`de`, `fr-FR`, `pt_BR`, `zh-Hans`, `fr_FR.UTF-8`); nil for text that is not one.
    public init?(_ raw: String) {
        guard let value = AppLocalization.normalize(raw), value.count <= 35 else { return nil }
        var parts: [String] = []
        for (index, part) in value.split(separator: "-", omittingEmptySubsequences: false).enumerated() {
            guard !part.isEmpty, part.count <= 8, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            if index == 0 {
                guard (2...3).contains(part.count), part.allSatisfy(\.isLetter) else { return nil }
                parts.append(part.lowercased())
            } else if part.count == 4 && part.allSatisfy(\.isLetter) {
                parts.append(part.prefix(1).uppercased() + part.dropFirst().lowercased()) // script: Hans
            } else if part.count == 2 && part.allSatisfy(\.isLetter) {
                parts.append(part.uppercased()) // region: BR
            } else {
                parts.append(String(part))
            }
        }
        self.init(normalized: parts.joined(separator: "-"))
    }

    public static let english = DeviceLanguage(normalized: "en")

    public var description: String { code }

    /// `pt-BR` → `pt`.
    public var base: String { String(code.split(separator: "-").first ?? Substring(code)) }

    /// The subtags after the language (script and region), e.g. `["Hans"]`, `["BR"]`.
    var subtags: [String] { code.split(separator: "-").dropFirst().map(String.init) }

    /// English: the catalog's own text, no translation needed.
    public var isEnglish: Bool { base == "en" }

    /// The catalog's table of system strings that serves this language, nil when there is none (the alerts are
    /// then drawn in English, and say so).
    public var localization: SystemLocalization? { SystemLocalizations.serving(self) }

    /// The languages the `ui` key cycles through: English, then every language with a table.
    public static var cycle: [DeviceLanguage] {
        [.english] + SystemLocalizations.all.compactMap { DeviceLanguage($0.id) }
    }
}

/// Something `locprompt check` (and the front end) tells a developer about an app's Info.plist or
/// its localizations: a misspelled key, a key only older systems read, a value of the wrong type.
public struct AppFinding: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// A request fails silently because of this.
        case error
        /// Works, but probably not as intended.
        case warning
        /// Worth knowing.
        case info

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    }

    /// Stable kinds, for tools reading `--format json`.
    public enum Code: String, Sendable, Hashable, Codable {
        case misspelledKey = "misspelled-key"
        case wrongType = "wrong-type"
        case emptyPurpose = "empty-purpose"
        case olderSystemsOnly = "older-systems-only"
        case ignoredOnIOS = "ignored-on-ios"
        /// macOS: NSLocationUsageDescription missing, the When In Use key accepted in its place (audit 17 K1).
        case macOSKeyMissing = "macos-key-missing"
        /// A widget extension's Info.plist: the containing app's declares the purpose strings (audit 17 K5).
        case widgetExtension = "widget-extension"
        case buildVariable = "build-variable"
        case localizedOnly = "localized-only"
        /// A key that changes how the iOS 17/18 APIs ask for authorization (issue 19).
        case explicitServiceSession = "explicit-service-session"
        /// A value of the right key that cannot be used (`MinimumOSVersion` “twelve”): ignored (audit 22e U7).
        case unreadableValue = "unreadable-value"
    }

    public var severity: Severity
    public var code: Code
    /// The key as written in the file.
    public var key: String
    /// The key that was probably meant (misspellings).
    public var suggestion: String?
    /// One sentence, with the fix.
    public var message: String
    /// The file the finding is about (the Info.plist or an InfoPlist.strings).
    public var file: String
    /// Reference source ids (reference §0).
    public var sources: [String]

    public init(_ severity: Severity, _ code: Code, key: String, suggestion: String? = nil, message: String,
                file: String, sources: [String] = []) {
        self.severity = severity
        self.code = code
        self.key = key
        self.suggestion = suggestion
        self.message = message
        self.file = file
        self.sources = sources
    }
}

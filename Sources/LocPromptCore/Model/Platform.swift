/// The Apple platforms whose location authorization locprompt emulates.
/// Per-platform rules: reference §1.2 (macOS, watchOS, tvOS, visionOS).
public enum Platform: String, CaseIterable, Sendable, Hashable, Codable {
    case iOS = "ios"
    case macOS = "macos"
    case watchOS = "watchos"
    case tvOS = "tvos"
    case visionOS = "visionos"

    /// The name Apple uses, for titles and transcripts.
    public var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .macOS: return "macOS"
        case .watchOS: return "watchOS"
        case .tvOS: return "tvOS"
        case .visionOS: return "visionOS"
        }
    }

    /// Parses the command-line / scenario spelling (`ios`, `iPadOS`, `macOS`, ...), case-insensitively.
    public init?(argument: String) {
        let lowered = argument.lowercased()
        if lowered == "ipados" { self = .iOS; return }
        guard let platform = Platform(rawValue: lowered) else { return nil }
        self = platform
    }
}

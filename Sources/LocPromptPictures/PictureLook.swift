import LocPromptCore

// `Appearance` (light or dark) is Core's, shared with `present`. Not every look has both: dark arrived on iPhone
// with iOS 13 [S255]; watchOS is dark only and visionOS draws glass, whatever is asked (`resolved` below says so).

/// Which system's alert a picture imitates: chosen by platform and OS version only, never by the alert's kind
/// (the catalog decides what the alert says; this decides how it looks).
public enum PictureLook: String, CaseIterable, Sendable, Hashable {
    /// iOS 8–12: the UIAlertController of before Dark Mode (13 pt corners [S252], light only [S255]).
    case iOSClassic = "ios-8-12"
    /// iOS 13 and later: 14 pt corners, light and dark [S250][S255].
    case iOS = "ios-13+"
    /// macOS 10.15: the icon on the left, text left-aligned, buttons at the bottom right (estimated).
    case macOSClassic = "macos-10.15"
    /// macOS 11 and later: the narrow centred alert with the icon on top (estimated).
    case macOS = "macos-11+"
    case watchOS = "watchos"
    case tvOS = "tvos"
    case visionOS = "visionos"

    public static func of(_ os: DeviceOS) -> PictureLook {
        switch os.platform {
        case .iOS: return os.version.major < 13 ? .iOSClassic : .iOS
        case .macOS: return os.version.major < 11 ? .macOSClassic : .macOS
        case .watchOS: return .watchOS
        case .tvOS: return .tvOS
        case .visionOS: return .visionOS
        }
    }

    /// Which appearance this look draws when `asked` is requested, and why when it differs.
    func resolved(_ asked: Appearance, os: DeviceOS) -> (Appearance, String?) {
        switch self {
        case .iOSClassic where asked == .dark:
            return (.light, "\(os) has no dark appearance (Dark Mode came with iOS 13 [S255]): drawn light")
        case .watchOS where asked == .light:
            return (.dark, "watchOS alerts are light text on black: drawn dark (estimated)")
        case .visionOS:
            return (.dark, asked == .light ? "visionOS draws alerts on glass, not light or dark: drawn as dark glass (estimated)" : nil)
        default:
            return (asked, nil)
        }
    }
}

/// Why a kind of alert does not exist on a band: the reference's "does not exist" / "no prompt" cells
/// (§1.1 cases d–f before iOS 13/14, band C case c) and the platform rules of §1.2.
extension PromptCatalog {
    static func absenceReason(_ kind: PromptKind, _ band: OSBand) -> String {
        let era = band.era
        let onlyIOS = "locprompt models this alert on iOS only; no source describes it on \(band.platform.displayName)"
        switch band.platform {
        case .iOS:
            switch kind {
            case .deferredAlways where !era.hasProvisionalAlways:
                return "the deferred provisional-Always prompt does not exist before iOS 13 [S18]"
            case .locationButton:
                return "CLLocationButton exists from iOS 15 [S37]"
            case .temporaryFullAccuracy where !era.hasAccuracyAuthorization:
                return "temporary full accuracy does not exist before iOS 14 [S13][S19]"
            case .widget where !era.hasAccuracyAuthorization:
                return "location widgets exist from iOS 14 [S33]"
            case .upgrade where era == .ios13_0:
                return "no alert is shown: requestAlwaysAuthorization() while authorizedWhenInUse makes Always provisional, "
                    + "just like from notDetermined, and the deferred prompt comes later (iOS 13.4 added the immediate prompt) [S19]"
            default:
                return "no entry"
            }
        case .macOS:
            switch kind {
            case .always:
                return "on macOS an Always request is the When In Use request (the two are functionally equivalent) [S4][S18]: "
                    + "use --prompt when-in-use"
            case .upgrade:
                return "macOS has no upgrade alert: When In Use and Always are functionally equivalent [S4][S18]"
            case .deferredAlways:
                return "macOS has no provisional Always: an allowed app is authorized at once [S4][S13]"
            case .temporaryFullAccuracy:
                return "temporary full accuracy does not exist before macOS 11 [S13]"
            case .backgroundReminder, .widget:
                return onlyIOS
            case .locationButton:
                return "macOS has no location button (in Mac Catalyst apps it ignores input) [S123]"
            default:
                return "no entry"
            }
        case .watchOS:
            switch kind {
            case .deferredAlways:
                return "provisional Always and its deferred prompt do not exist before the iOS 13 era [S18]"
            case .temporaryFullAccuracy:
                return "temporary full accuracy does not exist before watchOS 7 (iOS 14 era) [S13]"
            case .backgroundReminder, .widget:
                return onlyIOS
            case .locationButton:
                return "the location button exists on watchOS from watchOS 8 (SwiftUI LocationButton) [S123][S67]"
            default:
                return "no entry"
            }
        case .tvOS:
            switch kind {
            case .always, .upgrade, .deferredAlways, .backgroundReminder:
                return "tvOS has only When In Use: requestAlwaysAuthorization() is API_UNAVAILABLE(tvos) [S4][S13]"
            case .temporaryFullAccuracy:
                return "temporary full accuracy does not exist before tvOS 14 [S13]"
            case .widget:
                return onlyIOS
            case .locationButton:
                return "tvOS has no location button: it exists on iOS 15+ and watchOS 8+ [S123]"
            default:
                return "no entry"
            }
        case .visionOS:
            switch kind {
            case .always:
                return "on visionOS requestAlwaysAuthorization() becomes a When In Use request [S1][S3]: use --prompt when-in-use"
            case .upgrade, .deferredAlways, .backgroundReminder:
                return "Always is not available on visionOS [S1][S3]"
            case .widget:
                return onlyIOS
            case .locationButton:
                return "the location button ignores input in compatible iPad and iPhone apps running in visionOS [S123]"
            default:
                return "no entry"
            }
        }
    }
}

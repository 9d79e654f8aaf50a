import LocPromptCore

/// A confirmation the Settings app asks for before acting.
public struct Confirmation: Hashable, Sendable {
    public let title: String
    public let message: String
    /// Buttons left to right; the first one confirms.
    public let buttons: [String]
    public let event: Event
    /// The wording is not confirmed by the reference (§4.2: confidence L).
    public let unverified: Bool

    /// Turning the global switch off (reference §4.2: a confirmation exists; exact wording not confirmed).
    public static let turnOffLocationServices = Confirmation(
        title: "Turn Off Location Services?",
        message: "Location Services will be disabled for all apps, but your personalized Location Services settings "
            + "for apps will be temporarily restored if you use Find My to enable Lost Mode.",
        buttons: ["Turn Off", "Cancel"],
        event: .settings(.locationServices(false)),
        unverified: true)
}

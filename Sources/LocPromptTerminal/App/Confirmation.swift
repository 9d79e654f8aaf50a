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
    /// What the log says when the person cancels.
    public let cancelledNote: String

    /// Turning the global switch off (reference §4.2: a confirmation exists; exact wording not confirmed).
    public static let turnOffLocationServices = Confirmation(
        title: "Turn Off Location Services?",
        message: "Location Services will be disabled for all apps, but your personalized Location Services settings "
            + "for apps will be temporarily restored if you use Find My to enable Lost Mode.",
        buttons: ["Turn Off", "Cancel"],
        event: .settings(.locationServices(false)),
        unverified: true,
        cancelledNote: "Location Services left on")

    /// General › Transfer or Reset › Reset › Reset Location & Privacy asks before it acts. Only the confirming
    /// button's name is sourced, second-hand: public UI tests tap “Reset Settings” on an iPhone, “Reset Warnings” on
    /// the simulator and “Reset” on an iPad (for example KoCMoHaBTa's Springboard.swift gist, 2017); a device with
    /// a passcode asks for it first. The title is the row's name; no message is shown because none was found.
    public static let resetLocationAndPrivacy = Confirmation(
        title: "Reset Location & Privacy",
        message: "",
        buttons: ["Reset Settings", "Cancel"],
        event: .settings(.resetLocationAndPrivacy),
        unverified: true,
        cancelledNote: "Reset Location & Privacy cancelled")

    /// The confirmation Settings shows before the row acts, if it asks for one: turning Location Services off, and
    /// the reset. Turning the switch back on, the app's choices and Precise Location act at once.
    public static func before(_ row: SettingsRow, in state: EngineState) -> Confirmation? {
        switch row {
        case .locationServices where state.locationServicesEnabled: return .turnOffLocationServices
        case .reset: return .resetLocationAndPrivacy
        default: return nil
        }
    }
}

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

    /// Where the box is drawn: the device's alert look (a Mac's panel, a watch's screen), as the engine's alerts are.
    public var look: DeviceLook = .phone
    /// The rule behind it, for the log's why (nil for the reset, which has no rule of its own).
    public var rule: Rule? = nil
    /// Why it is not sourced on this device, as the engine says (`SettingsConfirmation.caveat`); nil where it is.
    public var caveat: String? = nil

    public init(title: String, message: String, buttons: [String], event: Event, unverified: Bool, cancelledNote: String) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.event = event
        self.unverified = unverified
        self.cancelledNote = cancelledNote
    }

    /// The engine's confirmation (`SettingsRow.confirmation(in:)`: turning Location Services off, rule
    /// settings-turn-off-confirmation), drawn in the look of `os`. Its wording is unverified everywhere (reference
    /// §4.2: confidence L), and unsourced off iOS.
    public init(_ asked: SettingsConfirmation, os: DeviceOS) {
        self.init(title: asked.title, message: asked.message, buttons: asked.buttons, event: asked.event,
                  unverified: true, cancelledNote: "Location Services left on")
        look = DeviceLook(os)
        rule = asked.rule
        caveat = asked.caveat
    }

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

    /// The confirmation Settings shows before the row acts, if it asks for one: turning Location Services off (the
    /// engine's, per platform), and the reset. Turning the switch back on, the app's choices and Precise Location act at once.
    public static func before(_ row: SettingsRow, in state: EngineState) -> Confirmation? {
        switch row {
        case .reset: return .resetLocationAndPrivacy
        default: return row.confirmation(in: state).map { Confirmation($0, os: state.os) }
        }
    }
}

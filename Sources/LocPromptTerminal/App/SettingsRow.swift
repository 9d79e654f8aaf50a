import LocPromptCore

/// A row of the emulated Settings › Privacy › Location Services screen.
public enum SettingsRow: Hashable, Sendable {
    case locationServices
    case choice(SettingsChoice)
    case precise
    case restricted
    case reset

    /// The rows that exist for this device and app, top to bottom: the choices are the ones the engine lists
    /// (`listedSettingsChoices`: what this OS offers, plus a shown-only “While Using the App or Widgets”);
    /// Precise Location only where accuracy authorization exists.
    public static func rows(for state: EngineState) -> [SettingsRow] {
        var rows: [SettingsRow] = [.locationServices]
        rows += state.listedSettingsChoices.map { .choice($0) }
        if state.offersPreciseLocationSetting { rows.append(.precise) }
        rows += [.restricted, .reset]
        return rows
    }

    /// The engine event the row sends, or nil when it needs a confirmation first (turning Location Services off).
    public func event(in state: EngineState) -> Event? {
        switch self {
        case .locationServices:
            return state.locationServicesEnabled ? nil : .settings(.locationServices(true))
        case .choice(let choice): return .settings(.appAuthorization(choice))
        case .precise: return .settings(.preciseLocation(!state.preciseLocation))
        case .restricted: return .settings(.restricted(!state.restricted))
        case .reset: return .settings(.resetLocationAndPrivacy)
        }
    }
}

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

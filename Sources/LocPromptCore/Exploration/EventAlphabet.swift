/// The events an explorer tries from every state: every app call, every Settings change, the world's
/// events, time steps around the Allow Once grace period, and the answers of the alert on screen.
public enum EventAlphabet {
    /// Events that apply in any state (taps are added per state, from the alert on screen).
    public static func baseEvents(grace: VirtualDuration = EngineState.defaultAllowOnceGrace) -> [Event] {
        var events: [Event] = AppAction.allCases.map { .app($0) }
        events += SettingsChoice.choosable.map { .settings(.appAuthorization($0)) }
        events += [
            .settings(.preciseLocation(true)), .settings(.preciseLocation(false)),
            .settings(.locationServices(true)), .settings(.locationServices(false)),
            .settings(.restricted(true)), .settings(.restricted(false)),
            .settings(.resetLocationAndPrivacy),
        ]
        events += WorldEvent.allCases.map { .world($0) }
        events += [.advance(.seconds(1)), .advance(grace), .advance(.minutes(15))]
        events += [.systemPrompt(.deferredAlways), .systemPrompt(.backgroundReminder), .systemPrompt(.widget)]
        events += [.requestTemporaryFullAccuracy(purposeKey: EventAlphabet.purposeKey)]
        // The app turns its managers' background properties on and off (rules allows-background-location-updates,
        // shows-background-location-indicator).
        events += ManagerProperty.allCases.flatMap { property in [true, false].map { Event.setProperty(property, $0) } }
        // Calls addressed to one manager (`Event.onManager`, a scenario's `manager: N`) are left out on purpose: every
        // call times every live manager would multiply the state space, and the explorer's app makes its calls on
        // the newest manager, which is what an unaddressed call does.
        return events
    }

    /// The purpose key the explorer's app declares in `NSLocationTemporaryUsageDescriptionDictionary`.
    public static let purposeKey = "Explore"

    /// The answers the alert on screen accepts, plus the Precise switch where it has one.
    public static func alertEvents(in state: EngineState) -> [Event] {
        guard let alert = state.alert else { return [] }
        var events: [Event] = AlertAnswer.allCases
            .filter { AlertOutcome.of($0, on: alert, platform: state.os.platform, era: state.os.era) != nil }
            .map { .tap($0) }
        if alert.precise != nil { events.append(.togglePrecise) }
        return events
    }

    /// An app that declares every key, so that every rule can be reached.
    public static let exploringApp = AppProfile(
        displayName: "Explorer", bundleIdentifier: "org.locprompt.explorer",
        usageDescriptions: [.whenInUse: "When in use", .alwaysAndWhenInUse: "Always and when in use", .always: "Always", .legacy: "Legacy"],
        temporaryUsageDescriptions: [purposeKey: "Precise once"], defaultAccuracyReduced: false, backgroundLocation: true)
}

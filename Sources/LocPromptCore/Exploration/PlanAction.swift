/// What a tester does on a real device between two checks, for `locprompt plan` (issue 17): one app call,
/// one tap, a trip to Settings, or waiting for the system. Each is a short list of engine events; the
/// engine alone decides what they do. The vocabulary is chosen so that every step can be done by hand on a
/// device: an alert on screen is modal, so only its buttons are offered then [S5].
public enum PlanAction: Hashable, Sendable {
    /// The tester opens the app (every path starts so; never offered later).
    case launch
    /// The app calls `requestWhenInUseAuthorization()`.
    case requestWhenInUse
    /// The app calls `requestAlwaysAuthorization()`.
    case requestAlways
    /// The tester taps a button of the alert on screen.
    case tap(AlertAnswer)
    /// The tester leaves the app for a minute and comes back (Allow Once lapses out of use [S2][S18]).
    case leaveAndReturn
    /// The system's own follow-up Always prompt (provisional Always, iOS 13+) [S1][S18]: a tester cannot
    /// force it, so the plan says to wait for it; the scenario shows it on demand (`systemPrompt:`).
    case deferredPrompt
    /// The tester leaves the app, changes its row in Settings, and comes back.
    case settings(SettingsChoice)
    /// The tester leaves the app, turns the global Location Services switch off or on, and comes back.
    case locationServices(Bool)

    /// How long a trip away from the app takes on the virtual clock: longer than the Allow Once grace
    /// (“a few seconds”, [S2][S18]) as a trip to Settings by hand always is.
    public static let awayTime = VirtualDuration.minutes(1)

    /// The engine events the action is made of, in order.
    public var events: [Event] {
        switch self {
        case .launch: return [.app(.launch)]
        case .requestWhenInUse: return [.app(.requestWhenInUseAuthorization)]
        case .requestAlways: return [.app(.requestAlwaysAuthorization)]
        case .tap(let answer): return [.tap(answer)]
        case .leaveAndReturn: return [.app(.background), .advance(Self.awayTime), .app(.foreground)]
        case .deferredPrompt: return [.systemPrompt(.deferredAlways)]
        case .settings(let choice): return Self.away(.settings(.appAuthorization(choice)))
        case .locationServices(let on): return Self.away(.settings(.locationServices(on)))
        }
    }

    private static func away(_ event: Event) -> [Event] {
        [.app(.background), .advance(awayTime), event, .app(.foreground)]
    }

    /// True for the app's own requests: a request that changes nothing is still a path worth testing
    /// when the engine says it failed for a missing key.
    public var isRequest: Bool { self == .requestWhenInUse || self == .requestAlways }

    /// The actions a tester can take in `state` after `history`: the alert's buttons while one is on screen
    /// (it is modal), otherwise the two requests, leaving and returning, and the deferred prompt; and, once
    /// the path has answered an alert, one trip to Settings: a choice the app's row offers, or the global
    /// switch off (then on again). Those limits keep a plan to what a tester can run in a session: Settings
    /// trips are not chained, and nothing is changed in Settings before the app has asked.
    public static func offered(in state: EngineState, after history: [PlanAction] = []) -> [PlanAction] {
        if state.alert != nil {
            return EventAlphabet.alertEvents(in: state).compactMap { event in
                if case .tap(let answer) = event { return .tap(answer) }
                return nil
            }
        }
        var actions: [PlanAction] = [.requestWhenInUse, .requestAlways, .leaveAndReturn, .deferredPrompt]
        let answered = history.contains { if case .tap = $0 { return true } else { return false } }
        // One trip to Settings per path: a choice for the app, or the global switch (then back on).
        let visitedSettings = history.contains { action in
            if case .settings = action { return true }
            return action == .locationServices(false)
        }
        if answered && !visitedSettings && state.settingsChoice != nil {
            actions += state.offeredSettingsChoices.filter { $0 != state.settingsChoice }.map { .settings($0) }
        }
        if !state.locationServicesEnabled {
            actions.append(.locationServices(true))
        } else if answered && !visitedSettings {
            actions.append(.locationServices(false))
        }
        return actions
    }
}

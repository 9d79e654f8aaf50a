import LocPromptCore

/// One line of the log pane: something that happened, in virtual time.
public struct LogEntry: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// What the person or the app did (the event sent to the engine).
        case input
        /// An effect of the engine.
        case effect
        /// A note of the front end (device switched, key explained).
        case note
    }

    public var at: VirtualTime
    public var text: String
    public var kind: Kind
    public var style: Style
    /// The rule behind an effect line (the why pane shows it); nil for inputs and notes.
    public var rule: Rule?
    /// The iOS rule the engine applied, when `rule` is `ios-rule-on-other-platform` (`Effect.appliedIOSRule`).
    public var appliedIOSRule: Rule?
    /// The platform of the device an effect line happened on (the log outlives a device switch); nil otherwise.
    public var platform: Platform?

    public init(at: VirtualTime, text: String, kind: Kind, style: Style, rule: Rule? = nil, appliedIOSRule: Rule? = nil,
                platform: Platform? = nil) {
        self.at = at
        self.text = text
        self.kind = kind
        self.style = style
        self.rule = rule
        self.appliedIOSRule = appliedIOSRule
        self.platform = platform
    }

    /// The log line of an effect on a device running `os`.
    public init(effect: Effect, on os: DeviceOS) {
        let style: Style
        switch effect.kind {
        case .alertPresented, .alertDismissed: style = .title
        case .callback, .callbackQueued: style = .accent
        case .console: style = .warn
        case .rejected, .eventDropped: style = .bad
        case .nothing, .note: style = .dim
        case .relaunched, .lifecycle, .indicator, .eventHeld, .returned, .authorizationStored: style = .normal
        case .modernUpdate(let delivery): style = delivery.delivered ? .accent : .warn
        }
        self.init(at: effect.at, text: effect.kind.text, kind: .effect, style: style, rule: effect.rule,
                  appliedIOSRule: effect.appliedIOSRule, platform: os.platform)
    }
}

extension Event {
    /// How the log names an event the front end sent.
    public var logText: String {
        switch self {
        case .app(let action):
            switch action {
            case .launch, .background, .foreground, .suspend, .terminate, .relaunch: return "› \(action.rawValue) the app"
            case .createManager: return "› app creates a CLLocationManager"
            case .releaseManager: return "› app releases its newest CLLocationManager"
            case .startMonitoringRegion: return "› app calls startMonitoring(for: region)"
            case .showUserLocationOnMap: return "› app sets MKMapView.showsUserLocation = true"
            case .locationServicesEnabled: return "› app calls locationServicesEnabled()"
            case .isAuthorizedForWidgetUpdates: return "› app reads isAuthorizedForWidgetUpdates"
            case .tapLocationButton: return "› person taps the app's location button (CLLocationButton / LocationButton)"
            default: return "› app calls \(action.rawValue)()"
            }
        case .tap(let answer): return "› person taps \(answer.rawValue)"
        case .togglePrecise: return "› person flips the Precise switch"
        case .settings(let change):
            switch change {
            case .appAuthorization(let choice): return "› Settings: app set to \(choice.rawValue)"
            case .preciseLocation(let on): return "› Settings: Precise Location \(on ? "On" : "Off")"
            case .locationServices(let on): return "› Settings: Location Services \(on ? "On" : "Off")"
            case .restricted(let on): return "› Settings: restrictions \(on ? "On" : "Off")"
            case .resetLocationAndPrivacy: return "› Settings: Reset Location & Privacy"
            }
        case .advance(let duration): return "› time passes: \(duration)"
        case .world(let event): return "› world: \(event.rawValue)"
        case .systemPrompt(let kind): return "› system decides to show the \(kind.rawValue) alert"
        case .requestTemporaryFullAccuracy(let key):
            return "› app calls requestTemporaryFullAccuracyAuthorization(withPurposeKey: \"\(key)\")"
        case .modern(let call): return "› app: \(call.apiText)"
        case .setProperty(let property, let value): return "› app sets \(property.apiText(value))"
        case .onManager(let id, let call):
            // A scenario's `manager: N`: the call is made by manager N, e.g. `› manager 1 calls stopUpdatingLocation()`.
            if call == .app(.releaseManager) { return "› app releases CLLocationManager \(id)" }
            let text = call.logText
            let app = "› app "
            return text.hasPrefix(app) ? "› manager \(id) " + text.dropFirst(app.count) : text + " (manager \(id))"
        }
    }
}

/// A scripted walkthrough: a device, an app and the steps a trainer or tester plays on them, with
/// expectations. Parsed from YAML by `ScenarioParser`; played by `ScenarioSession` / `ScenarioRunner`.
public struct Scenario: Sendable {
    /// The scenario's title (untrusted text: neutralize before printing).
    public let name: String
    /// Optional longer explanation for trainers.
    public let summary: String?
    /// The file it was read from as given on the command line (`<stdin>` for `run -`).
    public let file: String
    public let device: ScenarioDevice
    public let app: ScenarioApp
    public let steps: [ScenarioStep]

    public init(name: String, summary: String?, file: String, device: ScenarioDevice, app: ScenarioApp, steps: [ScenarioStep]) {
        self.name = name
        self.summary = summary
        self.file = file
        self.device = device
        self.app = app
        self.steps = steps
    }

    /// The engine state before the first step: the device, its Settings and the app, not running.
    public func initialState() -> EngineState {
        var state = EngineState(os: device.os, app: app.profile, allowOnceGrace: device.allowOnceGrace)
        state.locationServicesEnabled = device.locationServices
        state.restricted = device.restricted
        return state
    }
}

/// `device: { platform: ios, os: "15.7", allowOnceGrace: 5s, locationServices: on, restricted: off }`.
public struct ScenarioDevice: Hashable, Sendable {
    public let os: DeviceOS
    public let allowOnceGrace: VirtualDuration
    /// The global Location Services switch at the start.
    public let locationServices: Bool
    /// Restrictions (parental controls) on the app's location at the start.
    public let restricted: Bool

    public init(os: DeviceOS, allowOnceGrace: VirtualDuration = EngineState.defaultAllowOnceGrace,
                locationServices: Bool = true, restricted: Bool = false) {
        self.os = os
        self.allowOnceGrace = allowOnceGrace
        self.locationServices = locationServices
        self.restricted = restricted
    }
}

/// The app under test: loaded from an Info.plist file, or written inline in the scenario.
public struct ScenarioApp: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// `app: ../Apps/WhereAmI.plist`, resolved to this path.
        case file(String)
        /// `app: { name: ..., plist: { ... } }`.
        case inline
    }

    public let profile: AppProfile
    public let source: Source
    /// Notes from loading (e.g. an unexpanded `$(PRODUCT_NAME)`).
    public let notes: [String]
    /// The app's path as the scenario writes it (`../Apps/WhereAmI.plist`), for reports: unlike the resolved
    /// path it does not depend on where the scenario was run from. Nil for inline apps.
    public let writtenPath: String?

    public init(profile: AppProfile, source: Source, notes: [String] = [], writtenPath: String? = nil) {
        self.profile = profile
        self.source = source
        self.notes = notes
        self.writtenPath = writtenPath
    }

    /// `appClip: true | false` overrides what the Info.plist says (`NSAppClip`).
    func markingAppClip(_ appClip: Bool) -> ScenarioApp {
        var profile = self.profile
        profile.isAppClip = appClip
        return ScenarioApp(profile: profile, source: source, notes: notes, writtenPath: writtenPath)
    }
}

/// One step of a scenario, where it stands in the file, and what the trainer says about it.
public struct ScenarioStep: Hashable, Sendable {
    public let action: StepAction
    /// `say:` narration shown by the interactive walkthrough and the transcript (untrusted text).
    public let say: String?
    /// `rejected:`: the step is expected to be refused by the emulated system (e.g. a Settings change under
    /// restrictions). nil: a refusal makes the scenario invalid. Otherwise the refusal text must contain
    /// `match` (empty matches any refusal).
    public let rejected: RejectedExpectation?
    /// `manager: N`: the call is made on live manager N (1, 2, 3… in creation order) instead of the newest; nil for
    /// the newest. Only on `call:` steps that are CLLocationManager calls (`ScenarioParser.whyNotAddressable`).
    public let manager: Int?
    /// Where the step starts (the `-` item's first key or scalar).
    public let position: SourcePosition

    public init(action: StepAction, say: String? = nil, rejected: RejectedExpectation? = nil, manager: Int? = nil,
                position: SourcePosition) {
        self.action = action
        self.say = say
        self.rejected = rejected
        self.manager = manager
        self.position = position
    }

    /// The step in one line, as scenarios spell it (e.g. `call: requestWhenInUseAuthorization`), with the manager it
    /// addresses (e.g. `call: stopUpdatingLocation (manager 1)`).
    public var text: String { manager.map { "\(action.text) (manager \($0))" } ?? action.text }
}

/// `rejected: true` or `rejected: "text the refusal contains"` on a step.
public struct RejectedExpectation: Hashable, Sendable {
    public let match: String
    public let position: SourcePosition

    public init(match: String, position: SourcePosition) {
        self.match = match
        self.position = position
    }
}

/// What a step does. Names follow Apple's API and Settings wording.
public enum StepAction: Hashable, Sendable {
    /// `launch`, `background`, `foreground`, `suspend`, `terminate`, `relaunch`.
    case lifecycle(AppAction)
    /// `call: requestWhenInUseAuthorization` and the other `CLLocationManager` calls.
    case call(AppAction)
    /// `call: { requestTemporaryFullAccuracyAuthorization: <purposeKey> }`.
    case requestTemporaryFullAccuracy(purposeKey: String)
    /// `call: startLiveUpdates`, `call: { serviceSession: always }` and the other iOS 17/18 calls (issue 19).
    case modern(ModernCall)
    /// `call: { allowsBackgroundLocationUpdates: false }`, `call: { showsBackgroundLocationIndicator: true }`.
    case setProperty(ManagerProperty, Bool)
    /// `tap: <button label>` or `answer: <answer>` on the visible alert.
    case tap(ButtonChoice)
    /// `precise: on | off`: sets the `Precise` switch on the visible alert (iOS 14+).
    case precise(Bool)
    /// `settings: { app: ..., precise: ..., locationServices: ..., restricted: ..., reset: true }`, applied in order.
    case settings([SettingsChange])
    /// `advance: 5m`.
    case advance(VirtualDuration)
    /// `event: regionEntry | regionExit | significantChange | visit | locationUpdate`.
    case event(WorldEvent)
    /// `systemPrompt: deferredAlways | backgroundReminder | widget`: an alert the system shows by itself.
    case systemPrompt(PromptKind)
    /// `expect: { ... }`.
    case expect(Expectation)
    /// `say: "..."` alone: narration only.
    case say

    public var text: String {
        switch self {
        case .lifecycle(let action): return action.rawValue
        case .call(let action): return "call: \(action.rawValue)"
        case .requestTemporaryFullAccuracy(let key): return "call: { requestTemporaryFullAccuracyAuthorization: \(key) }"
        case .modern(let call): return "call: \(call.scenarioText)"
        case .setProperty(let property, let value): return "call: \(property.scenarioText(value))"
        case .tap(let choice): return choice.scenarioText
        case .precise(let on): return "precise: \(on ? "on" : "off")"
        case .settings(let changes): return "settings: " + changes.map(\.scenarioText).joined(separator: ", ")
        case .advance(let duration): return "advance: \(duration)"
        case .event(let event): return "event: \(event.rawValue)"
        case .systemPrompt(let kind): return "systemPrompt: \(kind.scenarioName)"
        case .expect(let expectation): return "expect: " + expectation.checks.map(\.field.name).joined(separator: ", ")
        case .say: return "say"
        }
    }
}

extension SettingsChange {
    /// The change as a scenario writes it, e.g. `app: Never`.
    public var scenarioText: String {
        switch self {
        case .appAuthorization(let choice): return "app: \(choice.scenarioLabel)"
        case .preciseLocation(let on): return "precise: \(on ? "on" : "off")"
        case .locationServices(let on): return "locationServices: \(on ? "on" : "off")"
        case .restricted(let on): return "restricted: \(on ? "on" : "off")"
        case .resetLocationAndPrivacy: return "reset: true"
        }
    }
}

extension SettingsChoice {
    /// The label scenarios use (the iOS 13–15 spelling of Ask Next Time).
    public var scenarioLabel: String {
        switch self {
        case .never: return "Never"
        case .askNextTime: return "Ask Next Time"
        case .whileUsing: return "While Using the App"
        case .always: return "Always"
        case .whileUsingOrWidgets: return "While Using the App or Widgets"
        }
    }
}

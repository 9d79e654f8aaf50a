import LocPromptCore

/// Builds a `TestPlan` by exploring the engine (`PathExplorer`) on every band the app supports and merging
/// paths that behave the same. No authorization logic here: every expectation is read from what the engine
/// did; button labels and alert texts come from the catalog.
public enum TestPlanBuilder {
    /// The bands of `platform` an app with this minimum OS runs on (every band when nil), oldest first. The band
    /// the minimum falls inside is cut there: it starts at the minimum, is labelled with the versions the app
    /// runs on (`iOS 17.5–17.7`, `iOS 18.2+`), and its paths play on a version the app supports (audit 14 F3).
    /// A band whose versions behave differently is explored in its pieces (`OSBand.behaviourPieces`: iOS 8–9 and
    /// iOS 10, the upgrade alert existing only on iOS 10).
    public static func bands(platform: Platform, minimum: OSVersion?) -> [OSBand] {
        let all = OSBand.bands(for: platform).flatMap(\.behaviourPieces)
        guard let minimum else { return all }
        return all.filter { band in band.end.map { $0 > minimum } ?? true }.map { $0.clipped(from: minimum) }
    }

    /// `language`: the device language, which words the system's alerts (and names the app's `.lproj` in the scenarios).
    public static func build(app: AppProfile, appFile: String, platform: Platform, bands: [OSBand], minimumOSNote: String,
                             language: DeviceLanguage = .english, explorer: PathExplorer = PathExplorer()) -> TestPlan {
        // Newest band first: the paths of today's devices get the first numbers.
        var merged: [[PlanStep]: [OSBand]] = [:]
        var order: [[PlanStep]] = []
        var explored = 0
        var cuts: [String] = []
        for band in bands.reversed() {
            let os = DeviceOS(band: band).speaking(language)
            let result = explorer.explore(from: EngineState(os: os, app: app))
            explored += result.paths.count
            if result.cutByDepth {
                cuts.append("\(band.label): some paths reached \(explorer.maxDepth) steps and were cut there (raise --max-depth)")
            }
            if result.cutByCount {
                cuts.append("\(band.label): exploration stopped at \(explorer.maxPaths) paths (raise --max-paths)")
            }
            for path in result.paths {
                let steps = [step(path.launch, app: app)] + path.steps.map { step($0, app: app) }
                if merged[steps] == nil { order.append(steps) }
                merged[steps, default: []].append(band)
            }
        }
        let paths = order.enumerated().map { index, steps in
            let pathBands = merged[steps]!.sorted { $0.first < $1.first }
            return PlanPath(id: String(format: "P%02d", index + 1), bands: pathBands, steps: steps,
                            device: DeviceOS(band: pathBands.last!).speaking(language))
        }
        return TestPlan(appName: app.displayName, appFile: appFile, platform: platform, bands: bands,
                        minimumOSNote: minimumOSNote, paths: paths, exploredPaths: explored, cuts: cuts)
    }

    /// One explored step as the plan writes it.
    static func step(_ step: PathExplorer.Step, app: AppProfile) -> PlanStep {
        let (instruction, short, scenario) = describe(step.action, before: step.before)
        return PlanStep(action: step.action, instruction: instruction, shortName: short, scenarioSteps: scenario,
                        expected: expectation(step))
    }

    /// The tester's words, a short name, and the scenario steps for an action.
    static func describe(_ action: PlanAction, before state: EngineState) -> (String, String, [PlanScenarioStep]) {
        let away: [PlanScenarioStep] = [.word("background"), .advance("\(PlanAction.awayTime)")]
        let mac = state.os.platform == .macOS
        let settingsPath = mac ? "System Settings › Privacy & Security › Location Services"
            : "Settings › Privacy (& Security) › Location Services"
        switch action {
        case .launch:
            // Reset Location & Privacy brings every app back to not determined (QA1906) [S35].
            return ("Start from a fresh install: delete the app, reset Location & Privacy (\(mac ? "Apple QA1906" : "Settings › General › Reset")), "
                    + "install the app again and open it.", "launch", [.word("launch")])
        case .requestWhenInUse:
            return ("In the app, use the feature that asks for location while the app is in use (requestWhenInUseAuthorization).",
                    "When In Use request", [.call(AppAction.requestWhenInUseAuthorization.rawValue)])
        case .requestAlways:
            return ("In the app, use the feature that asks for location at all times (requestAlwaysAuthorization).",
                    "Always request", [.call(AppAction.requestAlwaysAuthorization.rawValue)])
        case .tap(let answer):
            let label = state.alert.flatMap { alert in
                PromptCatalog.content(for: alert, os: state.os, app: state.app).buttons.first { $0.answer == answer }?.label
            } ?? answer.rawValue
            return ("\(mac ? "Click" : "Tap") “\(label)”.", label, [.tap(label)])
        case .leaveAndReturn:
            return (mac ? "Switch to another app, wait a minute, and switch back to the app."
                        : "Leave the app (go to the Home Screen), wait a minute, and open the app again.", "leave and return",
                    away + [.word("foreground")])
        case .deferredPrompt:
            return ("Wait for the system’s own follow-up prompt about Always: it appears by itself, later, after the app "
                    + "has used location in the background (it cannot be forced; the scenario shows it on demand).",
                    "system’s Always prompt", [.systemPrompt(PromptKind.deferredAlways.scenarioName)])
        case .settings(let choice):
            let label = choice.label(on: state.os)
            return ("Leave the app, open \(settingsPath) › the app, choose “\(label)”, and return to the app.",
                    "Settings: \(label)", away + [.settings(key: "app", value: choice.scenarioLabel), .word("foreground")])
        case .locationServices(let on):
            return ("Leave the app, turn Location Services \(on ? "on" : "off") in \(settingsPath), and return to the app.",
                    "Location Services \(on ? "on" : "off")",
                    away + [.settings(key: "locationServices", value: on ? "on" : "off"), .word("foreground")])
        }
    }

    /// What must be seen after the step, from the engine's state and effects.
    static func expectation(_ step: PathExplorer.Step) -> PlanExpectation {
        let state = step.after
        let alert = state.alert.map { presented -> PlanExpectation.Alert in
            let content = PromptCatalog.content(for: presented, os: state.os, app: state.app)
            return .init(kind: presented.kind.scenarioName, title: content.title, message: content.message,
                         buttons: content.buttons.map(\.label))
        }
        var callbacks: [String] = []
        var console: [String] = []
        for effect in step.effects {
            switch effect.kind {
            case .callback(_, let callback): callbacks.append(callback.text)
            case .console(let line): console.append(line)
            default: break
            }
        }
        return PlanExpectation(alert: alert, status: state.status.name, temporary: state.authorization.isTemporary,
                               provisional: state.authorization.isProvisional,
                               settings: state.settingsChoice.map { $0.label(on: state.os) },
                               callbacks: callbacks, console: console, fix: fix(step))
    }

    /// `requestAlwaysAuthorization does nothing: add NSLocationAlwaysAndWhenInUseUsageDescription to the Info.plist`,
    /// when the engine says the request failed for missing keys (the keys from `KeyRequirements`, the one place).
    static func fix(_ step: PathExplorer.Step) -> String? {
        guard step.action.isRequest, step.failedForMissingKey, step.after.alert == nil else { return nil }
        let state = step.before
        let keys = step.effects.contains { $0.names(.missingAlwaysKeys) }
            ? KeyRequirements.missingAlwaysKeys(state.app, era: state.os.era)
            : KeyRequirements.missingWhenInUseKeys(state.app, platform: state.os.platform)
        let call = step.action == .requestAlways ? "requestAlwaysAuthorization" : "requestWhenInUseAuthorization"
        guard !keys.isEmpty else { return nil }
        let alternatives = state.os.platform == .macOS && keys.count > 1
        let names = keys.map(\.key).joined(separator: alternatives ? " or " : " and ")
        return "\(call) does nothing: add \(names) to the Info.plist"
    }
}

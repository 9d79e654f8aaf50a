import LocPromptCore
import Testing

/// The explorer behind `locprompt plan`: paths are replays of the engine, cover every tester action once,
/// respect the tester's limits, and say when a bound cut them.
@Suite("Path explorer")
struct PathExplorerTests {
    static let app = EventAlphabet.exploringApp

    static func explore(_ band: String, _ explorer: PathExplorer = PathExplorer()) -> PathExplorer.Result {
        explorer.explore(from: EngineState(os: DeviceOS(band: OSBand.band(id: band)!), app: app))
    }

    /// Each path's steps replay to the same states and effects from a fresh device: nothing in a path is
    /// anything but the engine's own result.
    @Test(arguments: OSBand.all.map(\.id)) func pathsAreEngineReplays(band: String) {
        let result = Self.explore(band)
        #expect(!result.paths.isEmpty)
        #expect(!result.cutByDepth && !result.cutByCount)
        for path in result.paths {
            var state = path.launch.before
            #expect(state.effectsFree, "a path starts on a fresh device, app not running")
            #expect(state.apply(.app(.launch)) == path.launch.effects)
            var history: [PlanAction] = []
            for step in path.steps {
                #expect(state == step.before)
                #expect(PlanAction.offered(in: state, after: history).contains(step.action))
                var effects: [Effect] = []
                for event in step.action.events { effects += state.apply(event) }
                #expect(effects == step.effects)
                #expect(state == step.after)
                #expect(!effects.contains { if case .rejected = $0.kind { return true } else { return false } })
                history.append(step.action)
            }
        }
        // No path is a repeat of another.
        #expect(Set(result.paths.map { $0.steps.map(\.action) }).count == result.paths.count)
    }

    @Test func alertOnScreenOffersOnlyItsButtons() {
        var state = EngineState(os: DeviceOS(band: OSBand.newest(for: .iOS)), app: Self.app)
        _ = state.apply(.app(.launch))
        _ = state.apply(.app(.requestWhenInUseAuthorization))
        #expect(Set(PlanAction.offered(in: state)) == [.tap(.allowOnce), .tap(.allowWhileUsingApp), .tap(.dontAllow)])
        #expect(Set(PlanAction.offered(in: state, after: [.requestWhenInUse, .tap(.dontAllow)]))
                == [.tap(.allowOnce), .tap(.allowWhileUsingApp), .tap(.dontAllow)], "a modal alert hides Settings")
    }

    @Test func settingsOnlyAfterAnAnswerAndOnce() {
        var state = EngineState(os: DeviceOS(band: OSBand.newest(for: .iOS)), app: Self.app)
        _ = state.apply(.app(.launch))
        let fresh = PlanAction.offered(in: state)
        #expect(!fresh.contains { if case .settings = $0 { return true } else { return false } })
        #expect(!fresh.contains(.locationServices(false)))
        _ = state.apply(.app(.requestWhenInUseAuthorization))
        _ = state.apply(.tap(.dontAllow))
        let answered = PlanAction.offered(in: state, after: [.requestWhenInUse, .tap(.dontAllow)])
        #expect(answered.contains(.settings(.whileUsing)))
        #expect(answered.contains(.locationServices(false)))
        let visited = PlanAction.offered(in: state, after: [.requestWhenInUse, .tap(.dontAllow), .settings(.never)])
        #expect(!visited.contains { if case .settings = $0 { return true } else { return false } })
        #expect(!visited.contains(.locationServices(false)))
    }

    @Test func boundsAreReported() {
        let shallow = Self.explore("ios-18+", PathExplorer(maxDepth: 1, maxPaths: 200))
        #expect(shallow.cutByDepth)
        #expect(shallow.paths.allSatisfy { $0.steps.count <= 1 })
        let few = Self.explore("ios-18+", PathExplorer(maxDepth: 8, maxPaths: 2))
        #expect(few.cutByCount)
        #expect(few.paths.count == 2)
    }

    /// A request that fails for a missing key is a path (with the engine's rule); other silent no-ops are not.
    @Test func silentRequestsForMissingKeysArePaths() {
        let app = AppProfile(infoPlist: ["CFBundleDisplayName": "No Keys"], fallbackName: "No Keys")
        let result = PathExplorer().explore(from: EngineState(os: DeviceOS(band: OSBand.newest(for: .iOS)), app: app))
        #expect(result.paths.map { $0.steps.map(\.action) } == [[.requestWhenInUse], [.requestAlways]])
        #expect(result.paths.allSatisfy { $0.steps[0].failedForMissingKey && $0.steps[0].after.alert == nil })
        #expect(result.paths[0].steps[0].effects.contains { $0.rule.id == "missing-when-in-use-key" })
        #expect(result.paths[1].steps[0].effects.contains { $0.rule.id == "missing-always-keys" })
    }
}

private extension EngineState {
    var effectsFree: Bool { lifecycle == .notRunning && alert == nil && authorization == .notDetermined }
}

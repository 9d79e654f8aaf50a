/// Enumerates the distinct paths a tester can take from a fresh launch, for `locprompt plan` (issue 17).
///
/// A path is a list of `PlanAction`s. States are grouped into nodes by what a tester sees (the
/// `AuthorizationGraph.visibleNode`: reported status and its qualifiers, the global switch, the alert on screen),
/// and the explorer covers every (node, action) edge once, breadth first: each path is the shortest way to a
/// node followed by one action, and a path goes on only while it reaches nodes no earlier path reached (a
/// transition cover, as model-based testing calls it). Everything a path expects is what the engine did.
///
/// Actions that change nothing a tester can see and leave the node as it was are not paths, except an app
/// request that failed for a missing usage key: that silent failure is the path to test (with its fix).
/// Bounded by `maxDepth` actions per path and `maxPaths` paths; `Result` says when a bound cut it.
public struct PathExplorer: Sendable {
    /// One action and what the engine did.
    public struct Step: Hashable, Sendable {
        public let action: PlanAction
        /// The state before the action.
        public let before: EngineState
        /// Every effect of the action's events, in order.
        public let effects: [Effect]
        public let after: EngineState
    }

    public struct Path: Hashable, Sendable {
        /// The launch that starts every path.
        public let launch: Step
        public let steps: [Step]
    }

    public struct Result: Sendable {
        public var paths: [Path] = []
        /// A path reached `maxDepth` actions while its node still had actions to try.
        public var cutByDepth = false
        /// Exploration stopped at `maxPaths` paths.
        public var cutByCount = false
    }

    public let maxDepth: Int
    public let maxPaths: Int

    public init(maxDepth: Int = 8, maxPaths: Int = 200) {
        self.maxDepth = maxDepth
        self.maxPaths = maxPaths
    }

    /// Rules whose effect marks a request that failed because a usage key is missing (reference §3) [S3][S13].
    public static let missingKeyRules: Set<String> = [Rule.missingWhenInUseKey.id, Rule.missingAlwaysKeys.id]

    /// Explores from `initial` (a device and app, not running); the first step is always `launch`.
    public func explore(from initial: EngineState) -> Result {
        var result = Result()
        var launched = initial
        let launchEffects = launched.apply(.app(.launch))
        let launch = Step(action: .launch, before: initial, effects: launchEffects, after: launched)
        var seen: Set<AuthorizationGraph.Node> = [AuthorizationGraph.visibleNode(of: launched)]
        var queue: [(state: EngineState, steps: [Step])] = [(launched, [])]
        var head = 0
        while head < queue.count {
            let (state, steps) = queue[head]
            head += 1
            let moves = Self.moves(from: state, after: steps.map(\.action))
            if moves.isEmpty {
                if !steps.isEmpty { result.paths.append(Path(launch: launch, steps: steps)) }
                continue
            }
            if steps.count >= maxDepth {
                result.cutByDepth = true
                result.paths.append(Path(launch: launch, steps: steps))
                continue
            }
            for step in moves {
                let extended = steps + [step]
                if seen.insert(AuthorizationGraph.visibleNode(of: step.after)).inserted {
                    queue.append((step.after, extended))
                } else {
                    result.paths.append(Path(launch: launch, steps: extended))
                }
            }
            if result.paths.count >= maxPaths {
                result.cutByCount = head < queue.count
                result.paths = Array(result.paths.prefix(maxPaths))
                return result
            }
        }
        return result
    }

    /// The actions worth a path from `state`, with what each does.
    static func moves(from state: EngineState, after history: [PlanAction]) -> [Step] {
        PlanAction.offered(in: state, after: history).compactMap { action in
            var after = state
            var effects: [Effect] = []
            for event in action.events {
                let produced = after.apply(event)
                if produced.contains(where: { if case .rejected = $0.kind { return true } else { return false } }) { return nil }
                effects += produced
            }
            let step = Step(action: action, before: state, effects: effects, after: after)
            if AuthorizationGraph.visibleNode(of: after) == AuthorizationGraph.visibleNode(of: state) && !step.isVisible {
                return action.isRequest && step.failedForMissingKey ? step : nil
            }
            return step
        }
    }
}

extension PathExplorer.Step {
    /// Something a tester or the app can observe: an alert, a callback, a console line, a status change.
    public var isVisible: Bool {
        if before.status != after.status || before.settingsChoice != after.settingsChoice { return true }
        return effects.contains { effect in
            switch effect.kind {
            case .alertPresented, .alertDismissed, .callback, .console: return true
            default: return false
            }
        }
    }

    /// The engine said the request failed because a usage key is missing (on watchOS, tvOS, visionOS and macOS
    /// the effect cites ios-rule-on-other-platform and names the missing-key rule as the iOS rule applied).
    public var failedForMissingKey: Bool {
        effects.contains { $0.ruleIds.contains(where: PathExplorer.missingKeyRules.contains) }
    }
}

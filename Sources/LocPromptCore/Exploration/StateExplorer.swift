/// Breadth-first exploration of every state reachable from a fresh install, over every event.
/// States are compared without the absolute clock (timers relative to it), so time steps do not make
/// every state new.
public struct StateExplorer {
    public struct Edge: Hashable, Sendable {
        public let from: Int
        public let event: Event
        public let to: Int
    }

    public struct Result: Sendable {
        public var states: [EngineState] = []
        public var edges: [Edge] = []
        public var violations: [String] = []
        /// The depth reached; `complete` when no new state was found before the depth limit.
        public var depth: Int = 0
        public var complete: Bool = false
        public var transitions: Int = 0
    }

    public let maxDepth: Int
    public let maxStates: Int

    public init(maxDepth: Int = 12, maxStates: Int = 200_000) {
        self.maxDepth = maxDepth
        self.maxStates = maxStates
    }

    public func explore(from start: EngineState, keepEdges: Bool = false, checkInvariants: Bool = true) -> Result {
        var result = Result()
        var index: [ExplorationKey: Int] = [:]
        result.states.append(start)
        index[ExplorationKey(start)] = 0
        var frontier = [0]
        // The base events depend only on the grace period, which a walk never changes: build them once.
        let baseEvents = EventAlphabet.baseEvents(grace: start.allowOnceGrace)
        while !frontier.isEmpty && result.depth < maxDepth && result.states.count < maxStates {
            result.depth += 1
            var next: [Int] = []
            for id in frontier {
                let state = result.states[id]
                for event in EventAlphabet.alertEvents(in: state) + baseEvents {
                    let (after, effects) = Engine.reduce(state, event)
                    result.transitions += 1
                    if checkInvariants {
                        for problem in EngineInvariants.violations(before: state, event: event, after: after, effects: effects) {
                            result.violations.append("\(state.os.band.id): \(problem) (event \(event))")
                        }
                    }
                    // One lookup that inserts when the state is new (a second lookup to insert hashed the key again).
                    let candidate = result.states.count
                    let target = Self.indexOrInsert(ExplorationKey(after), candidate, in: &index)
                    if target == candidate {
                        result.states.append(after)
                        next.append(target)
                    }
                    if keepEdges && target != id { result.edges.append(Edge(from: id, event: event, to: target)) }
                }
            }
            frontier = next
        }
        result.complete = frontier.isEmpty
        return result
    }

    /// The index `key` has, or `candidate` after storing it for `key`: the dictionary's `default:` subscript,
    /// passed `inout`, finds or inserts with one hash.
    private static func indexOrInsert(_ key: ExplorationKey, _ candidate: Int, in index: inout [ExplorationKey: Int]) -> Int {
        func read(_ value: inout Int) -> Int { value }
        return read(&index[key, default: candidate])
    }
}

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

/// A state with its clock taken out: timers and recent deliveries as offsets from now, queued callbacks
/// capped, manager numbering reduced to positions. The device and the app never change during a walk,
/// so they are left out (hashing the app's dictionaries on every step was most of the walk's time).
struct ExplorationKey: Hashable {
    let fields: Fields
    /// The fields' hash, computed once: the explorer's dictionary hashes a key on lookup and again whenever it
    /// grows, and hashing every field each time was a sixth of the exploration's time.
    let digest: Int

    init(_ state: EngineState) {
        fields = Fields(state)
        digest = fields.hashValue
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (a: ExplorationKey, b: ExplorationKey) -> Bool { a.digest == b.digest && a.fields == b.fields }

    struct Fields: Hashable {
        let locationServicesEnabled: Bool
        let restricted: Bool
        let preciseLocation: Bool
        let authorization: StoredAuthorization
        let alwaysRequestUsed: Bool
        let deferredPromptUsed: Bool
        let temporaryFullAccuracy: Bool
        let locationServicesAlertCount: Int
        let lifecycle: AppLifecycle
        let managers: [[DelegateCallback]]
        let updatingLocation: Bool
        /// The monitored services as one bit each (`MonitoredService.allCases` order): the same information as
        /// the set, without hashing a set for every state reached.
        let monitoring: UInt8
        let hasRequestedAuthorization: Bool
        let alert: PresentedAlert?
        let allowOnceIn: Int64?
        let fullAccuracyIn: Int64?
        let heldAges: [Int64]
        let heldEvents: [WorldEvent]
        let deliveredAgo: Int64?
        /// What is left of the few seconds "in use" lasts after leaving the foreground (0 once it is over).
        let inUseGraceLeft: Int64?
        /// The position of the manager whose requestLocation() waits.
        let pendingLocationRequest: Int?
        /// The app's CLLocationButton was approved once (later taps need no alert) [S37].
        let locationButtonApproved: Bool
        /// Time left until an App Clip's When In Use resets [S130].
        let appClipResetIn: Int64?

        init(_ state: EngineState) {
            let now = state.clock
            locationServicesEnabled = state.locationServicesEnabled
            restricted = state.restricted
            preciseLocation = state.preciseLocation
            authorization = state.authorization
            alwaysRequestUsed = state.alwaysRequestUsed
            deferredPromptUsed = state.deferredPromptUsed
            temporaryFullAccuracy = state.temporaryFullAccuracy
            locationServicesAlertCount = state.locationServicesAlertCount
            lifecycle = state.lifecycle
            // Manager ids only name managers; their count and queues matter. Queues are capped at 2 entries.
            managers = state.managers.map { Array($0.queued.suffix(2)) }
            updatingLocation = state.updatingLocation
            monitoring = MonitoredService.allCases.enumerated().reduce(0) { mask, service in
                state.monitoring.contains(service.element) ? mask | 1 << service.offset : mask
            }
            hasRequestedAuthorization = state.hasRequestedAuthorization
            alert = state.alert.map { alert in
                let position = state.managers.firstIndex { $0.id == alert.manager }.map { $0 + 1 }
                return PresentedAlert(kind: alert.kind, manager: position, viaAlwaysRequest: alert.viaAlwaysRequest,
                                      precise: alert.precise, purposeKey: alert.purposeKey)
            }
            allowOnceIn = state.allowOnceDeadline.map { ($0 - now).milliseconds }
            fullAccuracyIn = state.fullAccuracyDeadline.map { ($0 - now).milliseconds }
            // Held events older than the freshness window all behave the same.
            heldAges = state.heldEvents.map { min((now - $0.at).milliseconds, Transition.heldEventFreshness.milliseconds + 1) }
            heldEvents = state.heldEvents.map(\.event)
            deliveredAgo = state.lastDelivery.flatMap { now - $0 < EngineState.solidArrowDuration ? (now - $0).milliseconds : nil }
            inUseGraceLeft = state.outOfUseSince.map { max(0, ($0 + state.allowOnceGrace - now).milliseconds) }
            pendingLocationRequest = state.pendingLocationRequest.flatMap { id in state.managers.firstIndex { $0.id == id }.map { $0 + 1 } }
            locationButtonApproved = state.locationButtonApproved
            appClipResetIn = state.appClipResetAt.map { ($0 - now).milliseconds }
        }

        /// Every field, with the flags and small enums packed into one word: hashing them one by one (each Bool a
        /// byte through the hasher) was a sixth of the walk. Equal fields give equal words, so this agrees with
        /// the synthesized `==`.
        func hash(into hasher: inout Hasher) {
            func bit(_ flag: Bool, _ position: UInt64) -> UInt64 { flag ? 1 << position : 0 }
            var word = bit(locationServicesEnabled, 0) | bit(restricted, 1) | bit(preciseLocation, 2)
                | bit(alwaysRequestUsed, 3) | bit(deferredPromptUsed, 4) | bit(temporaryFullAccuracy, 5)
                | bit(updatingLocation, 6) | bit(hasRequestedAuthorization, 7) | bit(locationButtonApproved, 8)
            word |= UInt64(monitoring) << 16
            word |= UInt64(AppLifecycle.allCases.firstIndex(of: lifecycle) ?? 0) << 24
            word |= UInt64(Self.code(authorization)) << 32
            hasher.combine(word)
            hasher.combine(locationServicesAlertCount)
            hasher.combine(managers)
            hasher.combine(alert)
            hasher.combine(allowOnceIn)
            hasher.combine(fullAccuracyIn)
            hasher.combine(heldAges)
            hasher.combine(heldEvents)
            hasher.combine(deliveredAgo)
            hasher.combine(inUseGraceLeft)
            hasher.combine(pendingLocationRequest)
            hasher.combine(appClipResetIn)
        }

        private static func code(_ authorization: StoredAuthorization) -> UInt8 {
            switch authorization {
            case .notDetermined: return 0
            case .denied: return 1
            case .whenInUse(let temporary): return temporary ? 3 : 2
            case .always(let provisional): return provisional ? 5 : 4
            }
        }
    }
}

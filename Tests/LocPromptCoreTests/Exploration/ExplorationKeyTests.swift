import Testing
@testable import LocPromptCore

/// `ExplorationKey` packs a state into words for speed; these tests hold it to the plain definition it replaced:
/// the state's fields with the clock taken out, compared field by field.
@Suite("Exploration key")
struct ExplorationKeyTests {
    /// The readable definition: every field the walk can change, timers as offsets from now, managers as
    /// positions, queues capped at 2, held events older than the freshness window alike.
    /// A manager as the walk tells managers apart: its queue (capped), the services started on it, the background
    /// properties set on it and whether its updates ran while in use.
    struct ManagerKey: Hashable {
        let queued: [DelegateCallback]
        let updates: ManagerUpdates
        let significantChanges: ManagerUpdates
        let allowsBackgroundLocationUpdates: Bool
        let showsBackgroundLocationIndicator: Bool
        let updatesRanInUse: Bool
    }

    struct ReferenceKey: Hashable {
        let flags: [Bool]
        let authorization: StoredAuthorization
        let locationServicesAlertCount: Int
        let lifecycle: AppLifecycle
        let managers: [ManagerKey]
        let monitoring: Set<MonitoredService>
        let alert: PresentedAlert?
        let offsets: [Int64?]
        let heldAges: [Int64]
        let heldEvents: [WorldEvent]
        let pendingLocationRequests: [Int]

        init(_ state: EngineState) {
            let now = state.clock
            flags = [state.locationServicesEnabled, state.restricted, state.preciseLocation, state.alwaysRequestUsed,
                     state.deferredPromptUsed, state.temporaryFullAccuracy,
                     state.hasRequestedAuthorization, state.locationButtonApproved,
                     state.significantChangeNeedsRestart, state.significantChangeWaiting, state.widgetLocationAllowed,
                     state.askedPermission, state.grantedWithoutAsking, state.usedLocationInBackground,
                     // The one-shot arrow matters only while the last delivery is recent.
                     state.lastDeliveryWasOneShot && state.lastDelivery.map { now - $0 < EngineState.solidArrowDuration } == true]
            authorization = state.authorization
            locationServicesAlertCount = state.locationServicesAlertCount
            lifecycle = state.lifecycle
            managers = state.managers.map {
                ManagerKey(queued: Array($0.queued.suffix(2)), updates: $0.updates, significantChanges: $0.significantChanges,
                           allowsBackgroundLocationUpdates: $0.allowsBackgroundLocationUpdates,
                           showsBackgroundLocationIndicator: $0.showsBackgroundLocationIndicator, updatesRanInUse: $0.updatesRanInUse)
            }
            monitoring = state.monitoring
            alert = state.alert.map { alert in
                PresentedAlert(kind: alert.kind, manager: state.managers.firstIndex { $0.id == alert.manager },
                               viaAlwaysRequest: alert.viaAlwaysRequest, precise: alert.precise, purposeKey: alert.purposeKey)
            }
            offsets = [state.allowOnceDeadline.map { ($0 - now).milliseconds },
                       state.fullAccuracyDeadline.map { ($0 - now).milliseconds },
                       state.lastDelivery.flatMap { now - $0 < EngineState.solidArrowDuration ? (now - $0).milliseconds : nil },
                       state.outOfUseSince.map { max(0, ($0 + state.allowOnceGrace - now).milliseconds) },
                       state.appClipResetAt.map { ($0 - now).milliseconds }]
            heldAges = state.heldEvents.map { min((now - $0.at).milliseconds, Transition.heldEventFreshness.milliseconds + 1) }
            heldEvents = state.heldEvents.map(\.event)
            pendingLocationRequests = state.pendingLocationRequests.compactMap { id in state.managers.firstIndex { $0.id == id } }.sorted()
        }
    }

    /// Every state a walk reaches, and every state one event away from them (the ones the walk found already
    /// known included): states that the reference calls equal have one packed key, and states it tells apart
    /// have different ones.
    @Test("the packed key tells states apart exactly as the plain definition does", arguments: OSBand.all)
    func agreesWithReference(band: OSBand) {
        let start = EngineState(os: DeviceOS(band: band), app: EventAlphabet.exploringApp)
        // Depth 5 reaches held events (request Always, allow, monitor, event); one event further from a spread
        // of the states reaches the rest.
        let reached = StateExplorer(maxDepth: 5).explore(from: start, checkInvariants: false).states
        var states = reached
        for state in stride(from: 0, to: reached.count, by: max(1, reached.count / 500)).map({ reached[$0] }) {
            for event in EventAlphabet.alertEvents(in: state) + EventAlphabet.baseEvents(grace: state.allowOnceGrace) {
                states.append(Engine.reduce(state, event).0)
            }
        }
        var packedOf: [ReferenceKey: ExplorationKey] = [:]
        var referenceOf: [ExplorationKey: ReferenceKey] = [:]
        var mismatches: [String] = []
        for state in states {
            let reference = ReferenceKey(state), packed = ExplorationKey(state)
            if let known = packedOf[reference], known != packed { mismatches.append("equal states, different keys: \(reference)") }
            if let known = referenceOf[packed], known != reference { mismatches.append("different states, one key: \(reference) / \(known)") }
            packedOf[reference] = packed
            referenceOf[packed] = reference
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        #expect(packedOf.count == referenceOf.count)
        #expect(packedOf.count > 100, "the walk reached too few states to compare: \(packedOf.count)")
    }

    /// The texts of a state (a purpose key, a completion's error) take part; the walk's app has only one purpose
    /// key, so this is built by hand.
    @Test("states differing only in a text have different keys")
    func textsCount() {
        var a = EngineState(os: DeviceOS(band: OSBand.all[4]), app: EventAlphabet.exploringApp)
        a.apply(.app(.launch))
        var b = a
        a.alert = PresentedAlert(kind: .temporaryFullAccuracy, manager: nil, purposeKey: "Nearby")
        b.alert = PresentedAlert(kind: .temporaryFullAccuracy, manager: nil, purposeKey: "Route")
        #expect(ExplorationKey(a) != ExplorationKey(b))
        var c = a
        c.alert = PresentedAlert(kind: .temporaryFullAccuracy, manager: nil, purposeKey: "Nearby")
        #expect(ExplorationKey(a) == ExplorationKey(c))
        #expect(ExplorationKey(a).hashValue == ExplorationKey(c).hashValue)
    }

    /// Which event is held takes part too (in the walk the monitored services usually tell them apart already).
    @Test("states differing only in which event is held have different keys")
    func heldEventsCount() {
        var a = EngineState(os: DeviceOS(band: OSBand.all[4]), app: EventAlphabet.exploringApp)
        a.apply(.app(.launch))
        var b = a
        a.heldEvents = [HeldEvent(event: .visit, at: a.clock)]
        b.heldEvents = [HeldEvent(event: .regionEntry, at: a.clock)]
        #expect(ExplorationKey(a) != ExplorationKey(b))
        b.heldEvents = [HeldEvent(event: .visit, at: a.clock)]
        #expect(ExplorationKey(a) == ExplorationKey(b))
        // Held longer than the freshness window: 15 and 30 minutes behave the same, so they are one state.
        a.clock = a.clock + .minutes(30)
        b.clock = b.clock + .minutes(30)
        b.heldEvents = [HeldEvent(event: .visit, at: VirtualTime(milliseconds: b.clock.milliseconds - VirtualDuration.minutes(15).milliseconds))]
        #expect(ExplorationKey(a) == ExplorationKey(b))
    }

    /// The clock itself is not part of a state: the same state an hour later has the same key.
    @Test("the same state later has the same key")
    func clockTakenOut() {
        var state = EngineState(os: DeviceOS(band: OSBand.all[4]), app: EventAlphabet.exploringApp)
        state.apply(.app(.launch))
        state.apply(.app(.requestWhenInUseAuthorization))
        var later = state
        later.clock = later.clock + .minutes(60)
        #expect(ExplorationKey(state) == ExplorationKey(later))
    }
}

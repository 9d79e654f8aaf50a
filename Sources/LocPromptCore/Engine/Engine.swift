/// The authorization engine: a pure transition `(EngineState, Event) -> (EngineState, [Effect])`.
/// Same state and events give the same effects, always: no clock, no randomness, no I/O.
public enum Engine {
    public static func reduce(_ state: EngineState, _ event: Event) -> (EngineState, [Effect]) {
        var next = state
        let effects = next.apply(event)
        return (next, effects)
    }
}

extension EngineState {
    /// Applies an event in place and returns its effects: `Engine.reduce` without copying the state (the front
    /// end, scenario runs and the event benchmark take this path once per event).
    @discardableResult
    public mutating func apply(_ event: Event) -> [Effect] {
        // The state moves into the transition and back: a copy would retain every array, set and string in it.
        var transition = Transition(state: consume self)
        transition.apply(event)
        transition.reconcile()
        self = transition.state
        return transition.effects
    }
}

/// One transition in progress: the state being changed and the effects it has produced so far.
struct Transition {
    var state: EngineState
    var effects: [Effect] = []
    /// The indicator before the event, to report a change once at the end.
    private var reportedIndicator: LocationIndicator
    /// Whether the app was in the foreground before the event (the grace follows leaving the foreground only).
    private let foregroundBefore: Bool

    /// The manager a `manager: N` step addresses, for the duration of that event; nil: calls go to the newest live
    /// manager (`callingManagerID`, `Engine+AddressedManager.swift`).
    var addressedManager: Int?

    init(state: EngineState) {
        self.state = state
        self.reportedIndicator = state.indicator
        self.foregroundBefore = state.lifecycle == .foreground
    }

    mutating func emit(_ kind: EffectKind, _ rule: Rule) {
        effects.append(Effect(at: state.clock, kind: kind, applying: rule, on: state.os))
        noteBackgroundUse(kind)
    }

    mutating func nothing(_ why: String, _ rule: Rule) { emit(.nothing(why), rule) }
    mutating func reject(_ why: String, _ rule: Rule = .noSuchAlert) { emit(.rejected(why), rule) }

    mutating func apply(_ event: Event) {
        let before = ModernBefore(state)
        defer { modernAfter(event, before: before) }
        dispatch(event)
    }

    /// The event's handler: `apply` without the bookkeeping, so that an addressed call (`onManager`) runs its
    /// inner event's handler once, inside the same transition.
    mutating func dispatch(_ event: Event) {
        switch event {
        case .app(let action): handle(action)
        case .requestTemporaryFullAccuracy(let key): requestTemporaryFullAccuracy(purposeKey: key)
        case .tap(let answer): tap(answer)
        case .togglePrecise: togglePrecise()
        case .settings(let change): handle(change)
        case .advance(let duration): advance(by: duration)
        case .world(let worldEvent): handleWorldWithModernAPIs(worldEvent)
        case .systemPrompt(let kind): showSystemPrompt(kind)
        case .modern(let call): handle(call)
        case .setProperty(let property, let value): set(property, to: value)
        case .onManager(let id, let call): dispatch(call, onManager: id)
        }
    }

    /// After every event: start or cancel the Allow Once and full-accuracy timers, and report the indicator.
    mutating func reconcile() {
        reconcileBackgroundUse()
        // Updates that run while the app is in use (the few seconds' grace included [S18]) may go on as a
        // background session; started while not in use, a When In Use app's wait (rule background-start-needs-in-use).
        // Per manager: each manager's updates, and its allowsBackgroundLocationUpdates, make its own session [S111].
        // "In use" is judged once, before any manager is marked, so that the order of the managers does not matter.
        let waiting = state.managers.contains { $0.updatesLocation && !$0.updatesRanInUse }
        let inUse = waiting && state.lifecycle.isRunning && state.isInUseWithGrace
        for index in state.managers.indices {
            let ranInUse = state.managers[index].updatesLocation && (inUse || state.managers[index].updatesRanInUse)
            if state.managers[index].updatesRanInUse != ranInUse { state.managers[index].updatesRanInUse = ranInUse }
        }
        // An initial fix that waited (not authorized, not in use) arrives once the app may receive updates [S112].
        deliverInitialFixes(.standardUpdatesInitialFixWaits)
        // The same for significant-change monitoring's initial event [S165].
        deliverSignificantChangeInitialFixes(.significantChangeInitialFixWaits)
        // The few seconds of use follow leaving the foreground [S18][S4]: from that moment, whether the app left use
        // then or when a background session ended inside those seconds (audit 23g D1). An app already in the
        // background whose session ends after them is out of use at once (session 22; s16-modern/12), and an app the
        // system launched into the background was never in use: no grace.
        // `outOfUseSince` is when the app left the foreground, kept while it stays in the background, running or
        // suspended (a background session may keep it in use meanwhile; `isInUseWithGrace` asks `isInUse` first).
        // Suspension does not restart the few seconds: when a background activity session stops keeping a suspended
        // app in use after them, Allow Once lapses at once, as for a running one (audit 24d D2: a fresh grace began).
        if state.lifecycle == .background || state.lifecycle == .suspended {
            if foregroundBefore { state.outOfUseSince = state.clock }
        } else {
            state.outOfUseSince = nil
        }
        scheduleLapses()
        // A held event that came while another alert was up: the deferred prompt follows that alert (rule deferred-prompt).
        presentDeferredPromptIfDue()
        reportIndicator()
    }

    /// Starts or cancels the Allow Once and temporary full-accuracy timers from whether the app is in use now: after
    /// every event, and inside an `advance` when something on the way ends use (a relaunch window that closes).
    mutating func scheduleLapses() {
        // Allow Once lapses only once the app is no longer in use [S2][S18], in use including the few seconds after the
        // foreground (`useEnds`); the grace period is an emulator setting (D2).
        if state.authorization.isTemporary && !state.isInUse {
            if state.allowOnceDeadline == nil { state.allowOnceDeadline = useEnds }
        } else if state.allowOnceDeadline != nil {
            if state.authorization.isTemporary {
                emit(.nothing("the app is in use again, so Allow Once stays valid"), .allowOnceBackInUse)
            }
            state.allowOnceDeadline = nil
        }
        // Temporary full accuracy "won't expire while the user is still engaged with your app" [S13].
        if state.temporaryFullAccuracy && !state.isInUse {
            if state.fullAccuracyDeadline == nil {
                state.fullAccuracyDeadline = useEnds
                if state.hasBackgroundSession {
                    nothing("an Always app's background session shows no location indicator (showsBackgroundLocationIndicator is false), so the app is not in use: temporary full accuracy lapses",
                            .inUseNeedsIndicator)
                }
            }
        } else {
            state.fullAccuracyDeadline = nil
        }
        // A use that ended before now (a background session ended after the few seconds that followed the
        // foreground): the grants lapse at once, not a few seconds later (audit 23g D2: Allow Once outlived the
        // session while events were already withheld as out of use).
        if [state.allowOnceDeadline, state.fullAccuracyDeadline].contains(where: { $0.map { $0 <= state.clock } == true }) {
            advance(by: VirtualDuration(milliseconds: 0))
        }
    }

    /// When the app's use ends, for the lapse timers: the end of the few seconds after it left the foreground, while
    /// it is in the background, running or suspended (`outOfUseSince`, set by `reconcile`): "In the few seconds after
    /// an app leaves the foreground" is the only grace Apple names [S4][S18], so what kept the app in use going later
    /// (a background session, the relaunch window, a background activity session suspended by Location Services off)
    /// ends use at once. Otherwise a few seconds from now (an app launched into the background by the system, never
    /// in the foreground: locprompt's reading, unchanged).
    private var useEnds: VirtualTime {
        if let since = state.outOfUseSince { return max(since + state.allowOnceGrace, state.clock) }
        return state.clock + state.allowOnceGrace
    }

    /// Reports the status-bar indicator when it differs from the one last reported (once per change, at the time
    /// it changes: inside an `advance` too).
    mutating func reportIndicator() {
        let indicatorAfter = state.indicator
        if indicatorAfter != reportedIndicator {
            reportedIndicator = indicatorAfter
            // An Always app's background session shows the indicator on watchOS, where it cannot be turned off [S113],
            // and on iOS when the app sets showsBackgroundLocationIndicator [S79].
            let alwaysSessionShowsIt = state.backgroundSessionShowsIndicator && state.mayStartServicesWhileNotInUse
            // On watchOS 4+ every background session's bluePill is the watchOS rule's (audit 22f I).
            let watchIndicator = state.os.platform == .watchOS && indicatorAfter == .bluePill
                && Rule.watchOSBackgroundIndicatorAlwaysShown.range.contains(state.os)
            let rule: Rule = watchIndicator ? .watchOSBackgroundIndicatorAlwaysShown
                : !alwaysSessionShowsIt ? .locationIndicator
                : state.os.platform == .watchOS ? .watchOSBackgroundIndicatorAlwaysShown : .showsBackgroundLocationIndicator
            emit(.indicator(indicatorAfter), rule)
        }
    }
}

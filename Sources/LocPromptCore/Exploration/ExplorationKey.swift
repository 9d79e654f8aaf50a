/// A state with its clock taken out: timers and recent deliveries as offsets from now, queued callbacks
/// capped, manager numbering reduced to positions. The device and the app never change during a walk,
/// so they are left out (hashing the app's dictionaries on every step was most of the walk's time).
///
/// The fields are packed into words, in an order where each count and presence bit comes before what it
/// describes, so two states give the same words exactly when their fields are equal. One buffer hashed once
/// replaces a struct of arrays hashed field by field: the string-backed enums (`PromptKind`, `WorldEvent`)
/// hashed and compared their raw-value strings, and building, hashing and comparing the key was about a
/// third of a walk (issue 8's "every state of every band in under 1 s").
struct ExplorationKey: Hashable {
    private let words: [UInt64]
    /// The texts a state can hold (an alert's purpose key, a completion's error), in the order the words
    /// mark them; empty in almost every state, so no allocation.
    private let texts: [String]
    /// The words' hash, computed once: the explorer's dictionary hashes a key on lookup and again whenever it
    /// grows.
    let digest: Int

    init(_ state: EngineState) {
        var packer = Packer()
        packer.pack(state)
        words = packer.words
        texts = packer.texts
        var hasher = Hasher()
        words.withUnsafeBytes { hasher.combine(bytes: $0) }
        for text in texts { hasher.combine(text) }
        digest = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (a: ExplorationKey, b: ExplorationKey) -> Bool {
        a.digest == b.digest && a.words == b.words && a.texts == b.texts
    }

    private struct Packer {
        var words: [UInt64] = []
        var texts: [String] = []

        init() { words.reserveCapacity(16) }

        mutating func pack(_ state: EngineState) {
            let now = state.clock
            func bit(_ flag: Bool, _ position: UInt64) -> UInt64 { flag ? 1 << position : 0 }
            let monitoring = state.monitoring.reduce(UInt64(0)) { $0 | 1 << Self.code($1) }
            let allowOnceIn = state.allowOnceDeadline.map { ($0 - now).milliseconds }
            let fullAccuracyIn = state.fullAccuracyDeadline.map { ($0 - now).milliseconds }
            let deliveredAgo = state.lastDelivery.flatMap { now - $0 < EngineState.solidArrowDuration ? (now - $0).milliseconds : nil }
            // What is left of the few seconds "in use" lasts after leaving the foreground (0 once it is over).
            let inUseGraceLeft = state.outOfUseSince.map { max(0, ($0 + state.allowOnceGrace - now).milliseconds) }
            // The positions of the managers whose requestLocation() waits, as a bit set (nil when none waits).
            // A released manager's request counts for nothing (it can never be answered).
            let pendingMask = state.pendingLocationRequests.reduce(0) { mask, id in
                state.managers.firstIndex { $0.id == id }.map { mask | 1 << $0 } ?? mask
            }
            let pendingLocationRequest: Int? = pendingMask == 0 ? nil : pendingMask
            // Time left until an App Clip's When In Use resets [S130].
            let appClipResetIn = state.appClipResetAt.map { ($0 - now).milliseconds }
            // Six optional offsets, as a tuple: an array here was an allocation a key.
            let optionals = (allowOnceIn, fullAccuracyIn, deliveredAgo, inUseGraceLeft,
                             pendingLocationRequest.map(Int64.init), appClipResetIn)
            var head = bit(state.locationServicesEnabled, 0) | bit(state.restricted, 1) | bit(state.preciseLocation, 2)
                | bit(state.alwaysRequestUsed, 3) | bit(state.deferredPromptUsed, 4) | bit(state.temporaryFullAccuracy, 5)
                | bit(state.hasRequestedAuthorization, 7)
                // The app's CLLocationButton was approved once (later taps need no alert) [S37].
                | bit(state.locationButtonApproved, 8)
                | bit(state.alert != nil, 9)
                // This launch has not restarted significant-change monitoring; an event waits for it [S165].
                | bit(state.significantChangeNeedsRestart, 11) | bit(state.significantChangeWaiting, 12)
                // The widget alert's Allow (the app's authorization extends to its widgets) [S133].
                | bit(state.widgetLocationAllowed, 13)
                // The app has asked: Settings lists it (rule settings-lists-apps-that-asked).
                | bit(state.askedPermission, 14)
                // A setting was applied without the app asking (rule settings-unlisted-app-applied-as-grant).
                | bit(state.grantedWithoutAsking, 15)
            // The last delivery answered requestLocation(): the arrow stays solid for a few seconds [S17].
            head |= bit(state.lastDeliveryWasOneShot && optionals.2 != nil, 38)
            // The app used location in the background since Always was granted: the reminder may come [S53].
            head |= bit(state.usedLocationInBackground, 39)
            head |= monitoring << 16
            head |= Self.code(state.lifecycle) << 24
            head |= Self.code(state.authorization) << 28
            head |= bit(optionals.0 != nil, 32) | bit(optionals.1 != nil, 33) | bit(optionals.2 != nil, 34)
                | bit(optionals.3 != nil, 35) | bit(optionals.4 != nil, 36) | bit(optionals.5 != nil, 37)
            words.append(head)
            words.append(UInt64(bitPattern: Int64(state.locationServicesAlertCount)))
            func append(_ value: Int64?) { if let value { words.append(UInt64(bitPattern: value)) } }
            append(optionals.0); append(optionals.1); append(optionals.2)
            append(optionals.3); append(optionals.4); append(optionals.5)
            if let alert = state.alert {
                // The manager as a position, as for the managers below.
                let position = alert.manager.flatMap { id in state.managers.firstIndex { $0.id == id } }
                var word = Self.code(alert.kind)
                if let position { word |= 1 << 8 | UInt64(position) << 32 }
                word |= bit(alert.viaAlwaysRequest, 9) | Self.code(alert.precise) << 10
                if let purposeKey = alert.purposeKey { word |= 1 << 12; texts.append(purposeKey) }
                words.append(word)
            }
            // Manager ids only name managers; their count, queues and services matter (which managers run standard
            // updates, which monitor significant changes, and whether each service still awaits its initial fix: rules
            // updates-per-manager, standard-updates-initial-fix, significant-change-initial-fix), the properties set on each
            // (rules allows-background-location-updates, shows-background-location-indicator) and whether its updates ran
            // while in use, so that they may go on as its background session. Queues are capped at 2 entries.
            words.append(UInt64(state.managers.count))
            for manager in state.managers {
                let queued = manager.queued.suffix(2)
                words.append(UInt64(queued.count) | Self.code(manager.updates) << 8 | Self.code(manager.significantChanges) << 10
                             | bit(manager.allowsBackgroundLocationUpdates, 12) | bit(manager.showsBackgroundLocationIndicator, 13)
                             | bit(manager.updatesRanInUse, 14))
                for callback in queued { words.append(code(callback)) }
            }
            // Held events older than the freshness window all behave the same.
            words.append(UInt64(state.heldEvents.count))
            for held in state.heldEvents {
                let age = min((now - held.at).milliseconds, Transition.heldEventFreshness.milliseconds + 1)
                words.append(UInt64(bitPattern: age))
                words.append(Self.code(held.event))
            }
        }

        private mutating func code(_ callback: DelegateCallback) -> UInt64 {
            switch callback {
            case .didChangeAuthorization(let status, let accuracy):
                return 0 | UInt64(UInt32(bitPattern: status.rawValue)) << 32 | Self.code(accuracy) << 8
            case .legacyDidChangeAuthorization(let status): return 1 | UInt64(UInt32(bitPattern: status.rawValue)) << 32
            case .didFailWithDenied: return 2
            case .didUpdateLocations(let accuracy): return 3 | Self.code(accuracy) << 8
            case .didEnterRegion: return 4
            case .didExitRegion: return 8
            case .didVisit: return 5
            case .monitoringDidFailDenied: return 7
            case .temporaryFullAccuracyCompletion(let error):
                if let error { texts.append(error); return 6 | 1 << 8 }
                return 6
            }
        }

        private static func code(_ accuracy: AccuracyAuthorization?) -> UInt64 {
            accuracy.map { 1 + UInt64(UInt($0.rawValue)) } ?? 0
        }

        private static func code(_ precise: Bool?) -> UInt64 {
            precise.map { $0 ? 2 : 1 } ?? 0
        }

        private static func code(_ authorization: StoredAuthorization) -> UInt64 {
            switch authorization {
            case .notDetermined: return 0
            case .denied: return 1
            case .whenInUse(let temporary): return temporary ? 3 : 2
            case .always(let provisional): return provisional ? 5 : 4
            }
        }

        private static func code(_ updates: ManagerUpdates) -> UInt64 {
            switch updates {
            case .stopped: return 0
            case .awaitingInitialFix: return 1
            case .running: return 2
            }
        }

        private static func code(_ lifecycle: AppLifecycle) -> UInt64 {
            switch lifecycle {
            case .notRunning: return 0
            case .foreground: return 1
            case .background: return 2
            case .suspended: return 3
            }
        }

        private static func code(_ service: MonitoredService) -> UInt64 {
            switch service {
            case .significantChange: return 0
            case .visits: return 1
            case .region: return 2
            }
        }

        private static func code(_ event: WorldEvent) -> UInt64 {
            switch event {
            case .locationUpdate: return 0
            case .regionEntry: return 1
            case .significantChange: return 2
            case .visit: return 3
            case .regionExit: return 4
            }
        }

        private static func code(_ kind: PromptKind) -> UInt64 {
            switch kind {
            case .whenInUse: return 0
            case .always: return 1
            case .upgrade: return 2
            case .deferredAlways: return 3
            case .backgroundReminder: return 4
            case .temporaryFullAccuracy: return 5
            case .locationServicesOff: return 6
            case .widget: return 7
            case .locationButton: return 8
            }
        }
    }
}

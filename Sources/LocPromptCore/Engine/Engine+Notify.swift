/// The one place that decides delegate callbacks for authorization changes: they run when the reported
/// status (or, from iOS 14, the accuracy) changes [S5][S19], on every live manager; a suspended app gets
/// them when it runs again.
extension Transition {
    /// What the app can observe about its authorization.
    struct Observation: Equatable {
        let status: AuthorizationStatus
        let accuracy: AccuracyAuthorization?
    }

    var observation: Observation { Observation(status: state.status, accuracy: state.accuracy) }

    /// Runs `change`, then reports what it changed: the stored authorization (for the log) and, when the
    /// app can see a difference, the delegate callbacks, both explained by `rule`.
    /// `stored`: the rule behind the stored authorization, when it is not `rule` (the first answer is kept: one-time prompt).
    /// `explainSilence`: an answer that keeps the status says so, with `rule`, instead of staying silent.
    mutating func changeAuthorization(_ rule: Rule, stored storedRule: Rule? = nil, explainSilence: Bool = false,
                                      _ change: (inout EngineState) -> Void) {
        let before = observation
        let storedBefore = state.authorization
        change(&state)
        // A stored answer comes with a Settings record (rule settings-lists-apps-that-asked). Answers to an alert
        // follow the request that brought it up (present() recorded the asking); a Settings change to an app
        // without a record was recorded as a grant first (rule settings-unlisted-app-applied-as-grant). This
        // covers any other path (a state built by hand, as the quiz's variants are): an answer means it asked.
        if state.authorization != .notDetermined && !state.hasSettingsRecord { state.askedPermission = true }
        if state.authorization != storedBefore { emit(.authorizationStored(state.authorization), storedRule ?? rule) }
        let after = observation
        if after != before {
            notifyManagers(authorizationCallback(), rule)
            // A denied app with a running service is told with kCLErrorDenied [S11]; region monitoring reports
            // its failure through monitoringDidFailFor instead [S135][S136] (rule region-monitoring-failure).
            // Only when access is lost ("If the user denies your app’s use of the location service" [S11]): an app
            // that was already denied or restricted is not told again when only its accuracy changes, or when
            // one refusal follows another (audit 15 F1: a Precise toggle re-sent the error each time).
            let hadAccess = before.status.isAuthorized || before.status == .notDetermined
            let lostAccess = hadAccess && !after.status.isAuthorized && after.status != .notDetermined
            // Only the managers whose services run are told (a second manager that started nothing is not, nor one
            // left behind by a released manager's or an ended launch's significant changes: deniedErrorManagerIDs).
            let toldManagers = state.deniedErrorManagerIDs
            if lostAccess && !toldManagers.isEmpty {
                for id in toldManagers { notify(manager: id, .didFailWithDenied, .deniedError) }
                initialFixesAnsweredByError()
            }
            if lostAccess && state.monitoring.contains(.region) {
                notifyManagers(.monitoringDidFailDenied, .regionMonitoringFailure)
            }
        } else if state.authorization != storedBefore || explainSilence {
            nothing("the reported status is still \(after.status.name), so no delegate callback runs",
                    explainSilence ? rule : .callbackOnChange)
        }
        // Held events end with provisional Always: delivered if Always is granted, dropped otherwise [S1][S18].
        if !state.authorization.isProvisional && !state.heldEvents.isEmpty {
            resolveHeldEvents(delivering: state.authorization.isPermanentAlways && state.status == .authorizedAlways)
        }
        resolvePendingLocationRequest()
    }

    /// The authorization callback of this OS: `locationManagerDidChangeAuthorization(_:)` from iOS 14,
    /// `locationManager(_:didChangeAuthorization:)` before [S5].
    func authorizationCallback() -> DelegateCallback {
        state.os.era.usesModernAuthorizationCallback
            ? .didChangeAuthorization(state.status, accuracy: state.accuracy)
            : .legacyDidChangeAuthorization(state.status)
    }

    /// Sends a callback to every live manager, or queues it while the app is suspended.
    mutating func notifyManagers(_ callback: DelegateCallback, _ rule: Rule) {
        for index in state.managers.indices {
            let id = state.managers[index].id
            if state.lifecycle == .suspended {
                state.managers[index].queued.append(callback)
                emit(.callbackQueued(manager: id, callback), .queuedWhileSuspended)
            } else {
                emit(.callback(manager: id, callback), rule)
            }
        }
    }

    /// Sends a callback to one manager (deliveries and completions go to the manager that asked).
    mutating func notify(manager id: Int, _ callback: DelegateCallback, _ rule: Rule) {
        guard let index = state.managers.firstIndex(where: { $0.id == id }) else { return }
        if state.lifecycle == .suspended {
            state.managers[index].queued.append(callback)
            emit(.callbackQueued(manager: id, callback), .queuedWhileSuspended)
        } else {
            emit(.callback(manager: id, callback), rule)
        }
    }

    /// Runs the callbacks queued while the app was suspended. Returns the managers that were told of an
    /// authorization change among them.
    @discardableResult
    mutating func flushQueuedCallbacks() -> Set<Int> {
        var toldOfAuthorization: Set<Int> = []
        for index in state.managers.indices {
            let queued = state.managers[index].queued
            state.managers[index].queued = []
            for callback in queued {
                // Locations queued while suspended go only to an app that may still have them [S11].
                if callback.isLocationUpdate && !state.status.isAuthorized {
                    emit(.eventDropped(.locationUpdate), .suspendedUpdatesQueued)
                    continue
                }
                emit(.callback(manager: state.managers[index].id, callback), callback.isLocationUpdate ? .suspendedUpdatesQueued : .queuedWhileSuspended)
                if callback.isAuthorizationChange { toldOfAuthorization.insert(state.managers[index].id) }
            }
        }
        return toldOfAuthorization
    }

    /// A suspended app that runs again is told its current authorization, changed or not [S3][S5]; a manager
    /// already told of a change while it was suspended is not told twice.
    mutating func reportAuthorizationOnResume() {
        let told = flushQueuedCallbacks()
        for manager in state.managers where !told.contains(manager.id) {
            emit(.callback(manager: manager.id, authorizationCallback()), .resumeReportsAuthorization)
        }
    }

    /// A new manager reports the current status to its delegate once [S5]. Its background properties start from their
    /// defaults, whatever the app set on its other managers (rule background-location-properties-per-launch).
    mutating func createManager() {
        let id = state.nextManagerID
        state.nextManagerID += 1
        state.managers.append(Manager(id: id, for: state.app))
        emit(.callback(manager: id, authorizationCallback()), .callbackOnCreate)
    }
}

/// `requestLocation()`: one location, then the service stops [S107][S13]. The one place that decides what
/// becomes of a pending request (`EngineState.pendingLocationRequests`, one per manager: each manager's request is
/// its own, and only that manager's calls cancel it): it waits for authorization (rule
/// request-location-waits), is suspended while a When In Use app is not in use (request-location-suspends-out-of-use),
/// and is cancelled by the manager's stopUpdatingLocation() or startUpdatingLocation() (request-location-stop-cancels,
/// request-location-start-cancels).
extension Transition {
    mutating func requestLocation() {
        guard requireRunning("call requestLocation()") else { return }
        guard let manager = callingManagerID else {
            reject("the app has no live CLLocationManager (createManager first)", .managerLifetime)
            return
        }
        guard !(state.os.platform == .iOS && state.os.version.major < 9) else {
            reject("requestLocation() exists from iOS 9 (API_AVAILABLE(ios(9.0)))", .requestLocationOnce)
            return
        }
        // "Calling this method while location services are already running does nothing." [S107][S13]
        if state.updatingLocation {
            nothing("standard location updates are already running, so requestLocation() does nothing: no extra location; the running updates deliver as before",
                    .requestLocationWhileUpdating)
            return
        }
        if !state.locationServicesEnabled {
            // Like any service start with Location Services off: the alert (while allowed) and kCLErrorDenied [S20][S10][S11].
            startService(manager: manager, name: "requestLocation()")
            return
        }
        switch state.status {
        case .denied, .restricted:
            notify(manager: manager, .didFailWithDenied, .requestLocationOnce)
        case .notDetermined:
            keepPendingLocationRequest(of: manager)
            if state.os.platform == .macOS {
                startService(manager: manager, name: "requestLocation()")
            } else {
                nothing("requestLocation() shows no prompt; the request waits until the app is authorized or denied", .requestLocationWaits)
            }
        case .authorizedWhenInUse, .authorizedAlways:
            deliverRequestedLocation(manager: manager)
        }
    }

    /// One location to an app that may receive it now: in use, or with permanent Always [S107][S13]. A When In Use
    /// app that is not in use keeps the request, suspended until it is in use again [S113]
    /// (rule request-location-suspends-out-of-use); `resolvePendingLocationRequest()` delivers it then.
    private mutating func deliverRequestedLocation(manager: Int) {
        guard state.mayStartServicesWhileNotInUse || state.isInUseWithGrace else {
            keepPendingLocationRequest(of: manager)
            nothing("the app is not in use, so its requestLocation() is suspended until the app is in use again",
                    .requestLocationSuspendsOutOfUse)
            return
        }
        state.pendingLocationRequests.removeAll { $0 == manager }
        state.lastDelivery = state.clock
        state.lastDeliveryWasOneShot = true
        notify(manager: manager, .didUpdateLocations(state.deliveryAccuracy), .requestLocationOnce)
    }

    /// A pending request ends when the status is determined and the app may receive the location (locprompt
    /// decision for notDetermined; "any outstanding requests suspend until the user resumes using your app" [S113]
    /// for a When In Use app out of use); a suspended app's request waits until it runs again. Called when the
    /// authorization changes and when the app comes back into use.
    mutating func resolvePendingLocationRequest() {
        guard !state.pendingLocationRequests.isEmpty, state.lifecycle.isRunning else { return }
        // Each manager's request, oldest manager first (the order locprompt tells managers everything in).
        for manager in state.pendingLocationRequests.sorted() {
            guard state.managers.contains(where: { $0.id == manager }) else {
                state.pendingLocationRequests.removeAll { $0 == manager }
                continue
            }
            switch state.status {
            case .notDetermined:
                return
            case .denied, .restricted:
                state.pendingLocationRequests.removeAll { $0 == manager }
                notify(manager: manager, .didFailWithDenied, .requestLocationWaits)
            case .authorizedWhenInUse, .authorizedAlways:
                deliverRequestedLocation(manager: manager)
            }
        }
    }

    /// A manager has at most one pending request: "Calling this method … while another request is pending" is not
    /// documented to queue a second one, so a repeated call keeps the one it has [S107].
    private mutating func keepPendingLocationRequest(of manager: Int) {
        if !state.pendingLocationRequests.contains(manager) { state.pendingLocationRequests.append(manager) }
    }

    /// The calling manager's `stopUpdatingLocation()` or `startUpdatingLocation()` cancels its pending request:
    /// "To cancel a pending request, call the stopUpdatingLocation() method"; "Calling the startUpdatingLocation() …
    /// method cancels any pending request made using this method" [S107][S13]. Returns whether one was cancelled.
    @discardableResult
    mutating func cancelPendingLocationRequest(by call: String, _ rule: Rule) -> Bool {
        guard let manager = callingManagerID, state.pendingLocationRequests.contains(manager) else { return false }
        state.pendingLocationRequests.removeAll { $0 == manager }
        nothing("\(call) cancels the pending requestLocation(): no location and no error will be delivered for it", rule)
        return true
    }
}

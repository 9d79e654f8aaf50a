/// `requestLocation()`: one location, then the service stops [S107][S13]. The one place that decides what
/// becomes of a pending request (`EngineState.pendingLocationRequest`): it waits for authorization (rule
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
            state.pendingLocationRequest = manager
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
            state.pendingLocationRequest = manager
            nothing("the app is not in use, so its requestLocation() is suspended until the app is in use again",
                    .requestLocationSuspendsOutOfUse)
            return
        }
        state.pendingLocationRequest = nil
        state.lastDelivery = state.clock
        state.lastDeliveryWasOneShot = true
        notify(manager: manager, .didUpdateLocations(state.deliveryAccuracy), .requestLocationOnce)
    }

    /// A pending request ends when the status is determined and the app may receive the location (locprompt
    /// decision for notDetermined; "any outstanding requests suspend until the user resumes using your app" [S113]
    /// for a When In Use app out of use); a suspended app's request waits until it runs again. Called when the
    /// authorization changes and when the app comes back into use.
    mutating func resolvePendingLocationRequest() {
        guard let manager = state.pendingLocationRequest, state.lifecycle.isRunning else { return }
        guard state.managers.contains(where: { $0.id == manager }) else {
            state.pendingLocationRequest = nil
            return
        }
        switch state.status {
        case .notDetermined:
            return
        case .denied, .restricted:
            state.pendingLocationRequest = nil
            notify(manager: manager, .didFailWithDenied, .requestLocationWaits)
        case .authorizedWhenInUse, .authorizedAlways:
            deliverRequestedLocation(manager: manager)
        }
    }

    /// The calling manager's `stopUpdatingLocation()` or `startUpdatingLocation()` cancels its pending request:
    /// "To cancel a pending request, call the stopUpdatingLocation() method"; "Calling the startUpdatingLocation() …
    /// method cancels any pending request made using this method" [S107][S13]. Returns whether one was cancelled.
    @discardableResult
    mutating func cancelPendingLocationRequest(by call: String, _ rule: Rule) -> Bool {
        guard let manager = state.pendingLocationRequest, manager == callingManagerID else { return false }
        state.pendingLocationRequest = nil
        nothing("\(call) cancels the pending requestLocation(): no location and no error will be delivered for it", rule)
        return true
    }
}

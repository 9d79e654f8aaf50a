/// `requestLocation()`: one location, then the service stops [S107][S13].
extension Transition {
    mutating func requestLocation() {
        guard requireRunning("call requestLocation()") else { return }
        guard let manager = state.callingManager else {
            reject("the app has no live CLLocationManager (createManager first)", .managerLifetime)
            return
        }
        guard !(state.os.platform == .iOS && state.os.version.major < 9) else {
            reject("requestLocation() exists from iOS 9 (API_AVAILABLE(ios(9.0)))", .requestLocationOnce)
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

    /// One location to an app that may receive it now: in use, or with permanent Always [S107][S13].
    private mutating func deliverRequestedLocation(manager: Int) {
        guard state.mayStartServicesWhileNotInUse || state.isInUseWithGrace else {
            nothing("the app is not in use, so requestLocation() delivers nothing to a When In Use app", .requestLocationOnce)
            return
        }
        state.lastDelivery = state.clock
        notify(manager: manager, .didUpdateLocations(state.deliveryAccuracy), .requestLocationOnce)
    }

    /// A request that waited for authorization ends when the status is determined and the app runs
    /// (locprompt decision); a suspended app's request waits until it runs again.
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
            state.pendingLocationRequest = nil
            deliverRequestedLocation(manager: manager)
        }
    }
}

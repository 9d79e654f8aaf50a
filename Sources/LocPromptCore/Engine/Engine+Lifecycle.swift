/// App lifecycle and manager lifetime.
extension Transition {
    mutating func handle(_ action: AppAction) {
        switch action {
        case .launch: launch()
        case .background: moveToBackground()
        case .foreground: moveToForeground()
        case .suspend: suspend()
        case .terminate: terminate()
        case .relaunch:
            if state.lifecycle != .notRunning { terminate() }
            launch()
        case .createManager:
            guard requireRunning("create a CLLocationManager") else { return }
            createManager()
        case .releaseManager: releaseManager()
        case .requestWhenInUseAuthorization: requestWhenInUse(rule: .whenInUseRequest)
        case .requestAlwaysAuthorization: requestAlways()
        case .startUpdatingLocation: startUpdatingLocation()
        case .stopUpdatingLocation: stopUpdatingLocation()
        case .startMonitoringSignificantLocationChanges: startMonitoring(.significantChange)
        case .stopMonitoringSignificantLocationChanges: stopMonitoringSignificantLocationChanges()
        case .startMonitoringVisits: startMonitoring(.visits)
        case .stopMonitoringVisits: stopMonitoring(.visits)
        case .startMonitoringRegion: startMonitoring(.region)
        case .stopMonitoringRegion: stopMonitoring(.region)
        case .locationServicesEnabled:
            emit(.returned(call: "CLLocationManager.locationServicesEnabled()", value: state.locationServicesEnabled ? "true" : "false"),
                 .locationServicesEnabledCall)
        case .isAuthorizedForWidgetUpdates: readWidgetUpdatesProperty()
        case .requestLocation: requestLocation()
        case .tapLocationButton: tapLocationButton()
        case .showUserLocationOnMap:
            guard requireRunning("show the user location on a map") else { return }
            if !state.hasRequestedAuthorization && state.status == .notDetermined {
                emit(.console(ConsoleText.mapKitWithoutAuthorization), .mapKitWarning)
            } else {
                nothing("MapKit shows the user location with the app's current authorization", .mapKitWarning)
            }
        }
    }

    /// The app must be running to call Core Location; otherwise the step is rejected.
    mutating func requireRunning(_ what: String) -> Bool {
        switch state.lifecycle {
        case .notRunning:
            reject("the app is not running, so it cannot \(what) (launch it first)", .lifecycle)
            return false
        case .suspended:
            reject("the app is suspended, so it cannot \(what) (bring it to the foreground first)", .lifecycle)
            return false
        case .foreground, .background:
            return true
        }
    }

    /// Launching creates the app's main `CLLocationManager`, which reports the current status [S5].
    mutating func launch() {
        switch state.lifecycle {
        case .foreground:
            reject("the app is already in the foreground", .lifecycle)
        case .background, .suspended:
            moveToForeground()
        case .notRunning:
            state.lifecycle = .foreground
            emit(.lifecycle(.foreground), .lifecycle)
            createManager()
        }
    }

    mutating func moveToBackground() {
        guard state.lifecycle == .foreground else {
            reject("only a foreground app can move to the background (it is \(state.lifecycle.rawValue))", .lifecycle)
            return
        }
        state.lifecycle = .background
        emit(.lifecycle(.background), .lifecycle)
        if let rule = state.noBackgroundLocation, state.status.isAuthorized,
           state.managers.contains(where: { $0.updatesLocation && $0.allowsBackgroundLocationUpdates }) {
            nothing(Transition.noBackgroundLocationReason(rule, os: state.os) + ": the updates make no background session, no indicator shows and no location arrives until the app is in the foreground again",
                    rule)
        }
        if state.authorization.isTemporary && state.hasBackgroundSession {
            nothing("the background location session keeps the app in use, so Allow Once does not lapse", .allowOnceKeptByBackgroundSession)
        }
    }

    mutating func moveToForeground() {
        switch state.lifecycle {
        case .foreground:
            reject("the app is already in the foreground", .lifecycle)
        case .notRunning:
            reject("the app is not running (use launch)", .lifecycle)
        case .background:
            // Back from the background (not suspended): the app kept running and saw every change, so
            // nothing new is reported [S5]. A requestLocation() suspended while it was out of use completes now [S113].
            state.lifecycle = .foreground
            emit(.lifecycle(.foreground), .lifecycle)
            resolvePendingLocationRequest()
        case .suspended:
            state.lifecycle = .foreground
            emit(.lifecycle(.foreground), .lifecycle)
            reportAuthorizationOnResume()
            resolvePendingLocationRequest()
        }
    }

    mutating func suspend() {
        // "the system doesn't suspend apps when they move to the background" on macOS [S209].
        guard state.os.platform != .macOS else {
            reject("macOS does not suspend apps in the background: the app keeps running (and receiving its updates)", .macOSAppsNotSuspended)
            return
        }
        guard state.lifecycle.isRunning else {
            reject("only a running app can be suspended (it is \(state.lifecycle.rawValue))", .lifecycle)
            return
        }
        // "Core Location configures the system to keep the app running to receive continuous background location
        // updates" [S111][S209][S115]. A CLBackgroundActivitySession alone does not: its app may be suspended and is
        // resumed for its updates (background-activity-keeps-in-use).
        guard !state.locationSessionKeepsAppRunning else {
            let session = state.lifecycle == .background ? "its continuous background location session" : "its location updates with UIBackgroundModes location (a continuous background location session once it leaves the foreground)"
            reject("the system does not suspend the app: it is kept running by \(session) (stop the updates first)", .backgroundSessionKeepsAppRunning)
            return
        }
        if state.lifecycle == .foreground { emit(.lifecycle(.background), .lifecycle) }
        state.lifecycle = .suspended
        emit(.lifecycle(.suspended), .lifecycle)
    }

    /// Termination releases every manager and stops standard updates; monitoring services keep running
    /// and can relaunch an Always app [S4]. An alert the app requested goes away with it. Temporary full accuracy
    /// and Allow Once end at once (rule quit-ends-temporary-grants).
    mutating func terminate() {
        guard state.lifecycle != .notRunning else {
            reject("the app is not running", .lifecycle)
            return
        }
        if let alert = state.alert, alert.kind.isAppRequest {
            state.alert = nil
            emit(.alertDismissed(alert.kind, answer: nil), .managerLifetime)
        }
        // Judged before the process ends: Core Location goes on tracking an active background activity session
        // that started in use (`endProcess` remembers it), and the app "remains in-use" [S180]; not one the
        // explicit-session key blocks (audit 23e D2).
        let keptInUse = state.heldBackgroundActivityKeepsInUse
        // What the app set on its managers, for the log: the values end with them (managerPropertiesEndWithProcess).
        let propertiesSet = state.managerPropertiesChanged
        state.lifecycle = .notRunning
        state.managers = []
        state.pendingLocationRequests = []
        emit(.lifecycle(.notRunning), .lifecycle)
        significantChangeProcessEnded()
        endTemporaryGrantsOnQuit(keptInUse: keptInUse)
        managerPropertiesEndWithProcess(propertiesSet)
    }

    /// The properties the app set on its managers end with them: each manager of the next launch starts from the
    /// defaults until the app's code sets them again (rule background-location-properties-per-launch) [S169][S111][S78].
    /// Nothing to do to the state: the values lived on the managers, which are gone; this says so in the log.
    private mutating func managerPropertiesEndWithProcess(_ set: [(manager: Int, property: ManagerProperty, value: Bool)]) {
        let properties = ManagerProperty.allCases.filter { property in set.contains { $0.property == property } }
        guard !properties.isEmpty else { return }
        let values = properties.map { "\($0.rawValue) = \($0.defaultValue(for: state.app))" }
        nothing("the app's CLLocationManager objects ended with it, and the properties it set on them: its next launch starts with \(values.joined(separator: " and ")) until it sets them again",
                .backgroundPropertiesPerLaunch)
    }

    /// Closing the app ends temporary full accuracy and Allow Once at once, with no few seconds' grace: the upgrade
    /// lasts "as long as they don't close it" and is asked for again "the next time they relaunch your app"
    /// (WWDC 2020 10660 [S19]); the grace covers a race "right before the user leaves your app" (WWDC 2019 705
    /// [S18]), which a process that has ended cannot run into. Allow Once is ended with it because the session says
    /// the upgrade works "a lot like" Allow Once (locprompt's reading). No callback: no manager is alive; the next
    /// launch's manager reports the new state, as after a lapse while the app was not running. locprompt has one
    /// `terminate`, for the person closing the app and the system ending it alike. Not while Core Location still
    /// tracks a background activity session that keeps the terminated app in use (background-activity-keeps-in-use).
    private mutating func endTemporaryGrantsOnQuit(keptInUse: Bool) {
        guard state.authorization.isTemporary || state.temporaryFullAccuracy else { return }
        guard !keptInUse else {
            nothing("Core Location still tracks the app's background activity session, which keeps it in use: Allow Once and temporary full accuracy do not end with the process",
                    .backgroundActivityKeepsInUse)
            return
        }
        let grants = [state.authorization.isTemporary ? "Allow Once" : nil,
                      state.temporaryFullAccuracy ? "temporary full accuracy" : nil].compactMap { $0 }
        state.allowOnceDeadline = nil
        state.fullAccuracyDeadline = nil
        changeAuthorization(.quitEndsTemporaryGrants) { state in
            if state.authorization.isTemporary { state.authorization = .notDetermined }
            state.temporaryFullAccuracy = false
        }
        nothing("the app was closed, so \(grants.joined(separator: " and ")) ended at once (no few seconds' grace); the next launch reports the new authorization",
                .quitEndsTemporaryGrants)
    }

    /// Releasing the newest manager; if its alert is up, the alert vanishes and the request is lost [S18][S40].
    mutating func releaseManager() {
        guard requireRunning("release a CLLocationManager") else { return }
        // The newest live manager, or the one a `manager: N` step addresses (`callingManagerIndex`).
        guard let index = callingManagerIndex else {
            reject("the app has no live CLLocationManager to release", .managerLifetime)
            return
        }
        let released = state.managers.remove(at: index)
        if let alert = state.alert, alert.manager == released.id {
            state.alert = nil
            emit(.alertDismissed(alert.kind, answer: nil), .managerLifetime)
        } else {
            nothing("manager \(released.id) is released; its delegate gets no more callbacks", .managerLifetime)
        }
        // Its standard updates and significant-change deliveries end with it; the other managers never asked for them
        // (rule updates-end-with-manager, an emulator decision) [S169][S170].
        if released.updatesLocation || released.monitorsSignificantChanges {
            let services = [released.updatesLocation ? "standard location updates" : nil,
                            released.monitorsSignificantChanges ? "significant-change deliveries" : nil].compactMap { $0 }
            let others = state.updatingLocation ? "; the updates of manager \(state.updatingManagerIDs.map(String.init).joined(separator: ", ")) go on" : ""
            nothing("manager \(released.id)'s \(services.joined(separator: " and ")) end with it: no other manager receives them\(others)",
                    .updatesEndWithManager)
        }
    }
}

/// Console lines the system writes, verbatim from the reference.
public enum ConsoleText {
    /// §3 "Missing keys → console text (WhenInUse)" [S24].
    public static let missingWhenInUseKey = "This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain an “NSLocationWhenInUseUsageDescription” key with a string value explaining to the user how the app uses this data"
    /// §3 "Missing keys → console text (Always)" [S24].
    public static let missingAlwaysKeys = "This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain both “NSLocationAlwaysAndWhenInUseUsageDescription” and “NSLocationWhenInUseUsageDescription” keys with string values explaining to the user how the app uses this data"
    /// §3 "MapKit" [S25].
    public static let mapKitWithoutAuthorization = "Trying to start MapKit location updates without prompting for location authorization. Must call -[CLLocationManager requestWhenInUseAuthorization] or -[CLLocationManager requestAlwaysAuthorization] first."
}

/// `CLLocationUpdate.liveUpdates()`, `CLMonitor` and `CLBackgroundActivitySession` (iOS 17+, issue 19):
/// starting and stopping them, and what reaches the app's loops. Service sessions and the relaunch window
/// are in `Engine+ServiceSessions.swift`; the diagnostics in `EngineState+Modern.swift`.
extension Transition {
    mutating func handle(_ call: ModernCall) {
        switch call {
        case .startLiveUpdates: startLiveUpdates()
        case .stopLiveUpdates: stopLiveUpdates()
        case .startMonitor: startMonitor()
        case .startBackgroundActivitySession: startBackgroundActivitySession()
        case .endBackgroundActivitySession: endBackgroundActivitySession()
        case .serviceSession(let goal, let key): startServiceSession(goal, fullAccuracyPurposeKey: key)
        case .endServiceSession: endServiceSession()
        }
    }

    /// A call on an OS or platform without the API is impossible, like any refused step [S200][S204][S206][S207].
    mutating func requireAPI(_ api: ModernAPI) -> Bool {
        guard let why = api.unavailableReason(on: state.os) else { return true }
        reject(why, .modernAvailability)
        return false
    }

    mutating func nextModernSerial() -> Int {
        defer { state.modern.nextSerial += 1 }
        return state.modern.nextSerial
    }

    // MARK: Live updates and CLMonitor

    mutating func startLiveUpdates() {
        guard requireAPI(.liveUpdates), requireRunning("iterate CLLocationUpdate.liveUpdates()") else { return }
        guard state.modern.liveUpdates == nil else {
            nothing("the app already iterates liveUpdates()", .liveUpdatesStart)
            return
        }
        let rejoined = rejoinRemembered(\.liveUpdates)
        state.modern.liveUpdates = ModernObject(serial: nextModernSerial(), startedInUse: state.isInUse || rejoined)
        startedUsingLocation("liveUpdates()")
        deliverQueued(.liveUpdate)
    }

    mutating func stopLiveUpdates() {
        guard requireAPI(.liveUpdates), requireRunning("stop iterating liveUpdates()") else { return }
        guard state.modern.liveUpdates != nil else {
            nothing("the app was not iterating liveUpdates()", .liveUpdatesStart)
            return
        }
        state.modern.liveUpdates = nil
        nothing("the loop ends: no more updates, and its implicit session (if any) ends with it", .implicitServiceSession)
    }

    mutating func startMonitor() {
        guard requireAPI(.monitor), requireRunning("create a CLMonitor") else { return }
        guard state.modern.monitor == nil else {
            nothing("the app already iterates its monitor's events", .liveUpdatesStart)
            return
        }
        let rejoined = rejoinRemembered(\.monitor)
        state.modern.monitor = ModernObject(serial: nextModernSerial(), startedInUse: state.isInUse || rejoined)
        startedUsingLocation("CLMonitor events")
        if state.status.isAuthorized && state.accuracy == .reduced {
            nothing("with reduced accuracy the circular condition reports no entry; events say accuracyLimited", .monitorNeedsFullAccuracy)
        }
        deliverQueued(.monitorEvent)
    }

    /// What starting a loop means for authorization: an implicit session asks (iOS 18+), an explicit-only app
    /// asks nothing, iOS 17 never asks; macOS prompts when a service starts [S4][S209][S212].
    private mutating func startedUsingLocation(_ name: String) {
        switch state.status {
        case .denied, .restricted:
            // Which flag the elements carry is the diagnostics' rule; before iOS 18 there are none (audit 22f K).
            nothing(state.hasModernDiagnostics ? "\(name) runs, but its elements carry authorizationDenied / authorizationRestricted instead of locations"
                                              : "\(name) runs, but no location arrives while the app is \(state.status.name)",
                    state.hasModernDiagnostics ? .diagnostics : .modernDelivery)
        case .notDetermined:
            if state.os.platform == .macOS {
                promptOnMacOSStart()
            } else if state.implicitSessionActive {
                if !pursueSessionGoals(trigger: .started) && state.lifecycle != .foreground {
                    nothing("the implicit session cannot ask while the app is not in the foreground: insufficientlyInUse", .implicitServiceSession)
                }
            } else if state.hasModernDiagnostics && state.app.requireExplicitServiceSession {
                nothing("NSLocationRequireExplicitServiceSession: iterating asks nothing; updates report serviceSessionRequired until the app holds a CLServiceSession",
                        .explicitSessionRequired)
            } else if !state.hasModernDiagnostics {
                // The device's own threshold (watchOS 11, tvOS 18, visionOS 2), not iOS's (audit 22f Q).
                let since = ModernAPI.diagnostics.firstVersion(on: state.os.platform).map { "\(state.os.platform.displayName) \($0.major)" } ?? "iOS 18"
                nothing("\(name) does not ask for authorization before \(since): request it with CLLocationManager", .liveUpdatesStart)
            }
        case .authorizedWhenInUse, .authorizedAlways:
            if state.explicitSessionMissing {
                nothing("NSLocationRequireExplicitServiceSession: no locations until the app holds a CLServiceSession (serviceSessionRequired)", .explicitSessionRequired)
            }
        }
    }

    private mutating func promptOnMacOSStart() {
        guard state.alert == nil else { return nothing("an alert is already on screen", .oneAlertAtATime) }
        guard hasWhenInUseKey() else { return failForMissingWhenInUseKey() }
        state.hasRequestedAuthorization = true
        present(PresentedAlert(kind: .whenInUse, manager: nil, precise: preciseSwitchForFirstPrompt()), .macOSPromptOnStart)
    }

    // MARK: Background activity sessions

    /// "Must be started from the foreground; can be rejoined from the background" [S210][S214].
    mutating func startBackgroundActivitySession() {
        guard requireAPI(.backgroundActivitySession), requireRunning("create a CLBackgroundActivitySession") else { return }
        guard state.modern.backgroundActivity == nil else {
            nothing("the app already holds a CLBackgroundActivitySession", .backgroundActivitySession)
            return
        }
        let rejoined = rejoinRemembered(\.backgroundActivity)
        let inUse = state.lifecycle == .foreground || rejoined
        // "A session may only be active for an app which has effective authorization" [S180] (rule background-activity-becomes-active).
        // With NSLocationRequireExplicitServiceSession and no session meeting it, "LocationServices are disabled"
        // (serviceSessionRequired [S180][S218]): no effective authorization, so the session is not active and
        // becomes active only in the foreground once a session meets the key (audit 23e D1).
        let qualifies = state.status.isAuthorized && !state.explicitSessionMissing
        state.modern.backgroundActivity = ModernObject(serial: nextModernSerial(), startedInUse: inUse && (rejoined || qualifies))
        if !inUse {
            nothing("started from the background, the session does not keep the app in use: its diagnostics say insufficientlyInUse until the app returns to the foreground",
                    .backgroundActivityFromBackground)
        } else if (state.status == .denied || state.status == .restricted) && rejoined {
            // A rejoined session was active before the relaunch: like any active session that lost authorization it
            // is suspended and resumes, even in the background, once the app is allowed again (audit 26b D-2: this
            // said "only ... while in the foreground", the new session's rule, while the engine resumed it).
            nothing("the relaunched app rejoins its background activity session; while the app is \(state.status.name) the session is suspended, and it resumes once the app is allowed again",
                    .backgroundActivitySuspendedWhileDenied)
        } else if state.status == .denied || state.status == .restricted {
            nothing("the app has no effective authorization, so the session is not active; it becomes active only once the app is authorized while in the foreground",
                    .backgroundActivityBecomesActive)
        } else if state.status == .notDetermined && !rejoined {
            // Not "the blue indicator shows": nothing is active until the app is authorized (audit 21d).
            nothing("the app is not authorized yet, so the session is not active; it becomes active once the app is authorized while in the foreground",
                    .backgroundActivityBecomesActive)
        } else if state.explicitSessionMissing && !rejoined {
            nothing("the app adopts NSLocationRequireExplicitServiceSession and holds no CLServiceSession that meets it (serviceSessionRequired), so the session is not active; it becomes active once the app holds one while in the foreground",
                    .backgroundActivityBecomesActive)
        } else if state.os.platform == .visionOS {
            nothing("visionOS apps receive no background updates, so the session keeps nothing in use", .visionOSNoBackground)
        } else if state.app.isAppClip {
            nothing("App Clips can't perform background activity: the session keeps nothing in use in the background, with no indicator",
                    .appClipNoBackground)
        } else if !state.app.backgroundLocation {
            nothing("the app does not declare UIBackgroundModes location, so the session cannot keep it in use in the background",
                    .backgroundActivitySession)
        } else {
            // Rejoining after a relaunch is the recreate-within-seconds rule's (audit 22f L).
            nothing(rejoined ? "the relaunched app rejoins its background activity session"
                             : "in the background the blue indicator shows and the app stays in use",
                    rejoined ? .relaunchRecreate : .backgroundActivitySession)
            if state.authorization.isTemporary {
                nothing("while the session keeps the app in use, Allow Once does not lapse", .backgroundActivityAllowOnce)
            }
        }
        if state.status == .notDetermined && state.implicitSessionActive { _ = pursueSessionGoals(trigger: .started) }
    }

    mutating func endBackgroundActivitySession() {
        guard requireAPI(.backgroundActivitySession), requireRunning("invalidate a CLBackgroundActivitySession") else { return }
        guard state.modern.backgroundActivity != nil else {
            nothing("the app holds no CLBackgroundActivitySession", .backgroundActivitySession)
            return
        }
        state.modern.backgroundActivity = nil
        nothing("the session ends: in the background the app is no longer kept in use", .backgroundActivitySession)
    }

    // MARK: Delivery

    /// `event: locationUpdate` / `event: regionEntry` / `event: regionExit` reach `CLLocationManager` as before and the new loops too;
    /// the legacy path runs unless only a new loop wants the event (to avoid a misleading "not running").
    mutating func handleWorldWithModernAPIs(_ event: WorldEvent) {
        let modern = state.modern
        let modernWants: Bool
        let legacyWants: Bool
        switch event {
        case .locationUpdate:
            modernWants = modern.liveUpdates != nil || modern.remembered?.liveUpdates == true
            legacyWants = state.updatingLocation
        case .regionEntry, .regionExit:
            modernWants = modern.monitor != nil || modern.remembered?.monitor == true
            legacyWants = state.monitoring.contains(.region)
        case .significantChange, .visit:
            modernWants = false
            legacyWants = true
        }
        if legacyWants || !modernWants { handle(event) }
        if modernWants { deliverModern(event == .locationUpdate ? .liveUpdate : .monitorEvent) }
    }

    private func isActive(_ source: DiagnosticSource) -> Bool {
        source == .liveUpdate ? state.modern.liveUpdates != nil : state.modern.monitor != nil
    }

    private var eventName: (DiagnosticSource) -> String { { $0 == .liveUpdate ? "the live update" : "the monitor event" } }

    private mutating func deliverModern(_ source: DiagnosticSource) {
        switch state.lifecycle {
        case .notRunning:
            relaunchForModern(source)
            return
        case .suspended:
            // "Core Location does not generate or deliver updates for which an app is not authorized", e.g. a When
            // In Use app backgrounded without a background activity session (WWDC24 10212 [S212]); an Always app
            // without an .always session "will not be able to receive" them out of use (CLServiceSession.h [S218]).
            // So nothing waits for the app: no location reaches it later (rule modern-not-generated).
            guard state.hasBackgroundActivitySession || state.alwaysEffective else {
                nothing("the suspended app is not in use and may not receive \(eventName(source)) now: Core Location does not generate it, so nothing waits for the app",
                        .modernNotGenerated)
                return
            }
            if isActive(source) {
                // The system resumes a suspended app when updates are available [S210] (Engine+BackgroundActivityResume.swift).
                resumeInBackground()
            } else {
                queue(source, "the app is suspended: \(eventName(source)) waits until it runs again")
                return
            }
        case .foreground, .background:
            break
        }
        guard isActive(source) else {
            if state.modern.recreateDeadline != nil {
                queue(source, "\(eventName(source)) waits until the relaunched app iterates again")
            } else if source == .monitorEvent, var remembered = state.modern.remembered, remembered.monitor {
                // "CoreLocation will stop monitoring conditions if an event is pending for them, but no CLMonitor has
                // been configured to receive it" (CLMonitor.h [S181]).
                remembered.monitor = false
                state.modern.remembered = remembered.isEmpty ? nil : remembered
                nothing("the event is pending but the app has not opened its CLMonitor: Core Location stops monitoring its conditions",
                        .monitorConditionsPersist)
            } else {
                nothing("the app is not iterating \(source == .liveUpdate ? "liveUpdates()" : "monitor events")", .deliveryGate)
            }
            return
        }
        yield(source)
    }

    /// One element for the loop: a location (or condition event) when the app may have it, diagnostics otherwise.
    private mutating func yield(_ source: DiagnosticSource) {
        let flags = state.diagnostics(for: source)
        let explicitMissing = state.explicitSessionMissing
        let reducedMonitor = source == .monitorEvent && state.accuracy == .reduced
        // In use includes the few seconds after the foreground, as for every other service (`isInUseForModernAPIs`).
        let canDeliver = state.status.isAuthorized && (state.isInUseForModernAPIs || state.alwaysEffective) && !explicitMissing && !reducedMonitor
        let rule: Rule
        if canDeliver {
            rule = .modernDelivery
        } else if explicitMissing {
            rule = .explicitSessionRequired
        } else if reducedMonitor && state.status.isAuthorized {
            rule = .monitorNeedsFullAccuracy
        } else if state.status == .authorizedAlways && !state.isInUseForModernAPIs {
            rule = .alwaysNeedsSession
        } else {
            rule = .modernDelivery
        }
        if canDeliver || state.hasModernDiagnostics {
            // The flags an element carries are cited to the diagnostics' rule (audit 22f K); an update with neither a
            // location nor a flag, in an app without the When In Use key, to that key's rule (audit 22f V).
            let cited: Rule
            if rule != .modernDelivery {
                cited = rule
            } else if !flags.isEmpty {
                cited = .diagnostics
            } else if !canDeliver && state.status == .notDetermined && !hasWhenInUseKey() {
                cited = .missingWhenInUseKey
            } else {
                cited = rule
            }
            emit(.modernUpdate(ModernDelivery(source: source, delivered: canDeliver, flags: flags)), cited)
        } else {
            nothing("nothing reaches the loop (before iOS 18 an update carries no diagnostics)", rule)
        }
        if canDeliver && source == .liveUpdate {
            state.lastDelivery = state.clock
            state.lastDeliveryWasOneShot = false
        }
    }

    private mutating func queue(_ source: DiagnosticSource, _ why: String) {
        if source == .liveUpdate { state.modern.queuedLiveUpdates += 1 } else { state.modern.queuedMonitorEvents += 1 }
        nothing(why, .modernQueued)
    }

    /// Delivers what waited, now that the loop runs again [S209].
    mutating func deliverQueued(_ source: DiagnosticSource) {
        guard state.lifecycle.isRunning, isActive(source) else { return }
        let count = source == .liveUpdate ? state.modern.queuedLiveUpdates : state.modern.queuedMonitorEvents
        guard count > 0 else { return }
        if source == .liveUpdate { state.modern.queuedLiveUpdates = 0 } else { state.modern.queuedMonitorEvents = 0 }
        for _ in 0..<count { yield(source) }
    }

    /// A terminated app is relaunched for what Core Location still tracks for it [S210][S212][S213].
    private mutating func relaunchForModern(_ source: DiagnosticSource) {
        guard let remembered = state.modern.remembered else {
            nothing("the app is not running, so \(eventName(source)) is not delivered", .modernRelaunch)
            return
        }
        // "In macOS, condition monitoring works only while the app is running … The system doesn't launch Mac apps to
        // deliver region-related notifications" [S60]: no relaunch for a CLMonitor event on macOS.
        if source == .monitorEvent && remembered.monitor && state.os.platform == .macOS {
            nothing("the system doesn't launch Mac apps to deliver region-related notifications: CLMonitor conditions work only while the app runs, so the monitor event is not delivered",
                    .macOSNoLaunchForRegions)
            return
        }
        let alwaysRelaunch = state.status == .authorizedAlways && !state.authorization.isProvisional
            && (!ModernAPI.serviceSession.exists(on: state.os) || remembered.goals.contains(.always))
        // An active background activity session keeps the app in use "even if the app stops running", with "both
        // Updater and Monitor APIs" available (CLBackgroundActivitySession.h [S180], WWDC23 10180 [S210]): it
        // relaunches the app for a live update and for a monitor event alike.
        let backgroundActivityRelaunch = remembered.backgroundActivity && state.status.isAuthorized && state.declaresLocationBackgroundMode
        let wanted = source == .liveUpdate ? remembered.liveUpdates : remembered.monitor
        let relaunch = wanted && (alwaysRelaunch || backgroundActivityRelaunch)
        guard relaunch else {
            nothing("the app is not running and nothing it held relaunches it for \(eventName(source))", .modernRelaunch)
            return
        }
        if state.os.platform == .watchOS {
            nothing("the system does not launch watchOS apps", .watchOSNoLaunch)
            return
        }
        state.lifecycle = .background
        emit(.relaunched(source == .liveUpdate ? .locationUpdate : .regionEntry), .modernRelaunch)
        createManager()
        queue(source, "\(eventName(source)) waits until the relaunched app iterates again")
    }
}

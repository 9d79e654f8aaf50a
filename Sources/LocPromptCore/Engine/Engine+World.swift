/// Virtual time, location services and the events they deliver.
extension Transition {
    /// Moves the clock, firing each timer that falls due on the way, in time order.
    mutating func advance(by duration: VirtualDuration) {
        guard duration.milliseconds >= 0 else {
            reject("time cannot go backwards", .virtualTime)
            return
        }
        let target = state.clock + duration
        while true {
            let due = [state.allowOnceDeadline, state.fullAccuracyDeadline, state.appClipResetAt, state.modern.recreateDeadline]
                .compactMap { $0 }.filter { $0 <= target }.min()
            guard let deadline = due else { break }
            state.clock = deadline
            if state.allowOnceDeadline == deadline {
                state.allowOnceDeadline = nil
                // Allow Once lapses: back to notDetermined; the app may prompt again [S2][S18]. Temporary full
                // accuracy lapsing at the same moment is the same change: one callback, "invoked when either the
                // authorizationStatus or accuracyAuthorization properties change" [S13] (audits 22f P, 23f, 23k: two
                // identical notDetermined callbacks came at one instant).
                let accuracyToo = state.fullAccuracyDeadline == deadline
                if accuracyToo {
                    state.fullAccuracyDeadline = nil
                    nothing("temporary full accuracy lapses at the same moment: one authorization callback reports both", .temporaryFullAccuracyExpiry)
                }
                changeAuthorization(.allowOnceExpiry) { state in
                    state.authorization = .notDetermined
                    if accuracyToo { state.temporaryFullAccuracy = false }
                }
            }
            if state.fullAccuracyDeadline == deadline {
                state.fullAccuracyDeadline = nil
                changeAuthorization(.temporaryFullAccuracyExpiry) { $0.temporaryFullAccuracy = false }
            }
            if state.appClipResetAt == deadline { resetAppClipAuthorization() }
            // A relaunch window that closes on the way ends the sessions Core Location kept, and with them, use:
            // the indicator goes and Allow Once and temporary full accuracy start to lapse then, not when the step
            // ends (audit 22h: one `advance: 10m` gave another timeline than `advance: 6s` and `advance: 10m`).
            if state.modern.recreateDeadline == deadline {
                expireRemembered(at: deadline)
                scheduleLapses()
                reportIndicator()
            }
        }
        state.clock = target
    }

    /// `startUpdatingLocation()`: never prompts on iOS 8+ [S2][S3]; prompts on macOS [S4];
    /// a denied app gets kCLErrorDenied [S11]; Location Services off brings up its alert [S20][S10].
    mutating func startUpdatingLocation() {
        guard requireRunning("start location updates") else { return }
        guard state.os.platform != .tvOS else {
            reject("startUpdatingLocation() is unavailable on tvOS (API_UNAVAILABLE(tvos)); a tvOS app calls requestLocation()", .tvOSUnavailableServices)
            return
        }
        // CLLocationManager.h: startUpdatingLocation API_AVAILABLE(watchos(3.0)) [S114].
        guard !(state.os.platform == .watchOS && state.os.version < OSVersion(3)) else {
            reject("startUpdatingLocation() does not exist before watchOS 3 (API_AVAILABLE(watchos(3.0))); a watchOS \(state.os.version) app calls requestLocation()",
                   .watchOSStartUpdatingFrom3)
            return
        }
        guard let manager = callingManagerID, let index = callingManagerIndex else {
            reject("the app has no live CLLocationManager (createManager first)", .managerLifetime)
            return
        }
        cancelPendingLocationRequest(by: "startUpdatingLocation()", .requestLocationStartCancels)
        // A When In Use app's start out of use fails: "-startUpdatingLocation will not succeed if invoked from the
        // background" (iOS 8–12 headers [S13]), "Attempts to start location updates while your app runs in the background
        // will fail" (requestWhenInUseAuthorization() [S109]). Nothing starts, so nothing arrives when the app is in use
        // again either: the app calls startUpdatingLocation() once more (rule background-start-needs-in-use). Updates
        // already running stay as they are ("outstanding requests suspend until the user resumes using your app" [S113]).
        // Not `standardUpdates == .startedOutOfUse`: `updatesRanInUse` is set in `reconcile()` after this event, so
        // a start within the few seconds' grace must be judged here with `isInUseWithGrace`.
        if state.lifecycle == .background && state.status.isAuthorized && !state.isInUseWithGrace
            && !state.mayStartServicesWhileNotInUse {
            let running = state.managers[index].updatesLocation ? " (\(callingManagerName)'s updates started earlier, while in use, go on as before)" : ""
            nothing("a When In Use app cannot start location updates while it is not in use: the start fails, so no location arrives now or when the app is in use again until it calls startUpdatingLocation() again\(running)",
                    .backgroundStartNeedsInUse)
            return
        }
        // The updates run on this manager (rule updates-per-manager) [S169][S112]; a start after a stop, or the first,
        // sends a new initial fix, a repeated start none (rule standard-updates-initial-fix) [S112].
        let repeated = state.managers[index].updates == .running && state.status.isAuthorized
        if state.managers[index].updates == .stopped { state.managers[index].updates = .awaitingInitialFix }
        startService(manager: manager, name: "startUpdatingLocation()")
        // A denied start is answered with kCLErrorDenied [S11], not with a fix later (standard-updates-initial-fix-waits).
        if state.status == .denied || state.status == .restricted { initialFixesAnsweredByError() }
        if state.lifecycle == .background && state.status.isAuthorized && !state.isInUseWithGrace
                    && state.usesLocationBackgroundMode(state.managers[index]) && !state.managers[index].updatesRanInUse
                    && state.os.platform != .macOS {
            // "If you don't start your updates in the foreground, you won't get this special behavior" (WWDC 2016 716 [S68]).
            // The session is per manager [S111]: another manager's session may keep the app running for now.
            let sessions = state.backgroundSessionManagerIDs
            let keeps = sessions.isEmpty ? "nothing keeps it running, so it may be suspended"
                : "only manager \(sessions.map(String.init).joined(separator: ", "))'s session keeps it running, and these updates do not once it ends"
            nothing("updates started from the background make no background location session: they reach the app while it runs, but \(keeps)",
                    .backgroundSessionKeepsAppRunning)
        }
        if repeated {
            nothing("startUpdatingLocation() was already called on \(callingManagerName) without stopUpdatingLocation() in between: no new initial location is sent",
                    .standardUpdatesInitialFix)
        }
        deliverInitialFixes(.standardUpdatesInitialFix)
    }

    /// `stopUpdatingLocation()`: stops the calling manager's standard updates (rule updates-per-manager) [S169], and
    /// cancels its pending `requestLocation()` [S107][S13].
    mutating func stopUpdatingLocation() {
        guard requireRunning("stop updates") else { return }
        let cancelled = cancelPendingLocationRequest(by: "stopUpdatingLocation()", .requestLocationStopCancels)
        if let index = callingManagerIndex, state.managers[index].updatesLocation {
            state.managers[index].updates = .stopped
        } else if !cancelled {
            if let other = state.updatingManagerIDs.first {
                nothing("\(callingManagerName)'s updates were not running; manager \(other)'s go on (updates are started and stopped per CLLocationManager)",
                        .updatesPerManager)
            } else {
                nothing("updates were not running", .deliveryGate)
            }
        }
    }

    /// The checks every monitoring call (start or stop) shares, in one place: CLLocationManager.h marks region,
    /// significant-change and visit monitoring API_UNAVAILABLE(tvos, watchos) [S13], so the call is refused there;
    /// it needs a live manager; and "If a compatible iPad or iPhone app calls this method when running in visionOS,
    /// the method does nothing" [S116][S117][S118]: no service, no prompt, no error, no events. Returns the calling
    /// manager when the call goes on to the service.
    mutating func monitoringCallManager(_ method: String, inVisionOS effect: String) -> Int? {
        guard state.os.platform != .tvOS else {
            reject("\(method) is unavailable on tvOS (API_UNAVAILABLE(tvos))", .tvOSUnavailableServices)
            return nil
        }
        guard state.os.platform != .watchOS else {
            reject("\(method) is unavailable on watchOS (API_UNAVAILABLE(watchos)); a watchOS app uses startUpdatingLocation() or requestLocation()", .watchOSUnavailableMonitoring)
            return nil
        }
        guard let manager = callingManagerID else {
            reject("the app has no live CLLocationManager (createManager first)", .managerLifetime)
            return nil
        }
        guard state.os.platform != .visionOS else {
            nothing("\(method) does nothing in visionOS (a compatible iPad or iPhone app's call is accepted)\(effect)", .visionOSMonitoringDoesNothing)
            return nil
        }
        return manager
    }

    mutating func startMonitoring(_ service: MonitoredService) {
        guard requireRunning("start \(service.rawValue) monitoring") else { return }
        guard let manager = monitoringCallManager(service.startMethod,
                                                  inVisionOS: ": no \(service.rawValue) monitoring starts and no event will be delivered") else { return }
        state.monitoring.insert(service)
        // Significant changes reach the delegate of the manager that started them (rule updates-per-manager) [S13]; a
        // start after a stop, or the first, sends a new initial event, a repeated start none (rule
        // significant-change-initial-fix) [S165]. `monitoringCallManager` made sure the calling manager is live.
        guard let index = callingManagerIndex else { return }
        let repeated = service == .significantChange && state.managers[index].significantChanges == .running && state.status.isAuthorized
        if service == .significantChange && state.managers[index].significantChanges == .stopped {
            state.managers[index].significantChanges = .awaitingInitialFix
        }
        // Region monitoring's errors go to monitoringDidFailFor "instead" [S135] (rule region-monitoring-failure).
        startService(manager: manager, name: service.startMethod,
                     denied: service == .region ? (.monitoringDidFailDenied, .regionMonitoringFailure) : (.didFailWithDenied, .deniedError))
        if service == .significantChange {
            // A denied start is answered with kCLErrorDenied [S11], not with an initial event later
            // (significant-change-initial-fix-waits).
            if state.status == .denied || state.status == .restricted { initialFixesAnsweredByError() }
            // A restart in a new launch delivers the event that waited for it: that is this manager's initial event.
            significantChangeRestarted()
            if repeated {
                nothing("startMonitoringSignificantLocationChanges() was already called on \(callingManagerName) without stopMonitoringSignificantLocationChanges() in between: no new initial event is sent",
                        .significantChangeInitialFix)
            }
            deliverSignificantChangeInitialFixes(.significantChangeInitialFix)
        }
        if service == .region && state.status.isAuthorized && state.accuracy == .reduced {
            nothing("with reduced accuracy region monitoring is unavailable: no region events until accuracy is full", .reducedAccuracyNoRegions)
        }
    }

    /// `stopMonitoringSignificantLocationChanges()`: "Use this method to stop the delivery of location events that was
    /// started using the startMonitoringSignificantLocationChanges() method" [S118]. It stops the calling manager's
    /// deliveries (its initial event too, if that still waited), so that its next start sends a new initial event
    /// [S165]. The app's registration with the system (`EngineState.monitoring`: what wakes or relaunches the app)
    /// ends once no live manager monitors significant changes any more, and an event waiting for this launch's
    /// restart goes with it (rule significant-change-stop, locprompt's reading: Apple does not say how the managers'
    /// starts and stops combine).
    mutating func stopMonitoringSignificantLocationChanges() {
        guard requireRunning("stop significant-change monitoring") else { return }
        guard monitoringCallManager("stopMonitoringSignificantLocationChanges()", inVisionOS: "") != nil,
              let index = callingManagerIndex else { return }
        if state.managers[index].monitorsSignificantChanges {
            state.managers[index].significantChanges = .stopped
        } else if let other = state.significantChangeManagerIDs.first {
            nothing("\(callingManagerName)'s significant-change monitoring was not running; manager \(other)'s goes on (the service is started and stopped per CLLocationManager)",
                    .significantChangeStop)
            return
        } else if !state.monitoring.contains(.significantChange) {
            nothing("significant-change monitoring was not running", .significantChangeStop)
            return
        }
        guard state.significantChangeManagerIDs.isEmpty else { return }
        state.monitoring.remove(.significantChange)
        state.significantChangeNeedsRestart = false
        if state.significantChangeWaiting {
            state.significantChangeWaiting = false
            emit(.eventDropped(.significantChange), .significantChangeStop)
        }
        nothing("no live manager monitors significant changes any more: the app's significant-change service ends, and no change wakes or relaunches the app until a manager starts it again",
                .significantChangeStop)
    }

    /// `stopMonitoringVisits()` and `stopMonitoring(for:)`. Both services are the app's, not one manager's: visit
    /// monitoring "disables the delivery of visit-related events for your app" [S73] (enabling it on one manager
    /// enabled it for all [S166]), and regions "are shared by all location manager objects in your app" [S74][S117].
    /// So a stop from any live manager ends the app's registration: no later event is delivered, wakes or relaunches
    /// the app, until a manager starts the service again. A stop when nothing is monitored "has no effect" [S74]
    /// (rule monitoring-stop). The platform checks are those of every monitoring call (`monitoringCallManager`).
    mutating func stopMonitoring(_ service: MonitoredService) {
        let method = service == .visits ? "stopMonitoringVisits()" : "stopMonitoring(for:)"
        guard requireRunning("stop \(service.rawValue) monitoring") else { return }
        guard monitoringCallManager(method, inVisionOS: "") != nil else { return }
        guard state.monitoring.contains(service) else {
            nothing("the app is not monitoring \(service == .visits ? "visits" : "its region"), so \(method) has no effect", .monitoringStop)
            return
        }
        state.monitoring.remove(service)
        nothing(service == .visits
                    ? "visit events end for the app, on every manager: none is delivered, and none wakes or relaunches the app, until startMonitoringVisits() is called again"
                    : "the app's region is no longer monitored, by any manager: no entry or exit is delivered, and none wakes or relaunches the app, until startMonitoring(for:) is called again",
                .monitoringStop)
    }

    /// `denied`: the error callback a denied start gets, with its rule (kCLErrorDenied through didFailWithError
    /// for most services [S11]; region monitoring reports through monitoringDidFailFor [S135]).
    mutating func startService(manager: Int, name: String,
                               denied: (callback: DelegateCallback, rule: Rule) = (.didFailWithDenied, .deniedError)) {
        if !state.locationServicesEnabled {
            if state.alert == nil && state.lifecycle == .foreground && state.locationServicesAlertCount < 2 {
                present(PresentedAlert(kind: .locationServicesOff, manager: manager), .servicesOffAlert)
            }
            notify(manager: manager, denied.callback, denied.rule)
            return
        }
        switch state.status {
        case .denied, .restricted:
            notify(manager: manager, denied.callback, denied.rule)
        case .notDetermined:
            if state.os.platform == .macOS {
                // macOS prompts when a service starts (D6).
                if state.alert != nil {
                    nothing("an alert is already on screen", .oneAlertAtATime)
                } else if hasWhenInUseKey() {
                    state.hasRequestedAuthorization = true
                    present(PresentedAlert(kind: .whenInUse, manager: manager, precise: preciseSwitchForFirstPrompt()), .macOSPromptOnStart)
                } else {
                    failForMissingWhenInUseKey()
                }
            } else {
                nothing("\(name) does not prompt on iOS 8+: it waits until the app is authorized", .startDoesNotPrompt)
            }
        case .authorizedWhenInUse, .authorizedAlways:
            break
        }
    }

    mutating func handle(_ event: WorldEvent) {
        guard let service = event.service else {
            deliverLocationUpdate()
            return
        }
        guard state.os.platform != .visionOS else {
            nothing("\(service.startMethod) does nothing in visionOS, so no \(event.rawValue) event is delivered", .visionOSMonitoringDoesNothing)
            return
        }
        // watchOS and tvOS have no monitoring APIs, so the app cannot be monitoring: say that, not "start it first".
        if state.os.platform == .watchOS || state.os.platform == .tvOS {
            nothing("\(service.startMethod) does not exist on \(state.os.platform.displayName), so no \(event.rawValue) event reaches the app",
                    state.os.platform == .watchOS ? .watchOSUnavailableMonitoring : .tvOSUnavailableServices)
            return
        }
        guard state.monitoring.contains(service) else {
            nothing("the app is not monitoring \(service.rawValue) (\(service.startMethod) first)", .deliveryGate)
            return
        }
        let status = state.status
        guard status.isAuthorized else {
            nothing("the app is \(status.name), so nothing is delivered", .deliveryGate)
            return
        }
        if service == .region && state.accuracy == .reduced {
            nothing("region monitoring is unavailable with reduced accuracy", .reducedAccuracyNoRegions)
            return
        }
        deliverMonitored(event)
    }

    /// Standard updates reach a running app that is in use or has a background session, and without one a running
    /// Always app (When In Use only in its few seconds of use) [S4][S13]
    /// (`EngineState.standardUpdates` decides; this explains each case).
    private mutating func deliverLocationUpdate() {
        switch state.standardUpdates {
        case .stopped:
            nothing("updates are not running (startUpdatingLocation first)", .deliveryGate)
        case .appNotRunning:
            if state.lifecycle == .suspended && state.mayStartServicesWhileNotInUse {
                queueLocationWhileSuspended()
            } else if resumesForBackgroundActivity {
                // The active background activity session keeps the When In Use app in use and brings it its updates:
                // resumed, it receives this one in the background (background-activity-keeps-in-use [S207][S210]).
                resumeInBackground()
                deliverLocationUpdate()
            } else {
                // A suspended When In Use app's updates wait for use: suspended-updates-queued says so (audit 22f J).
                nothing("the app is \(state.lifecycle.rawValue), so it receives no standard updates",
                        state.lifecycle == .suspended && Rule.suspendedUpdatesQueued.range.contains(state.os) ? .suspendedUpdatesQueued : .deliveryGate)
            }
        case .notAuthorized:
            nothing("the app is \(state.status.name), so no location is delivered", .deliveryGate)
        case .startedOutOfUse:
            // Started out of use, or allowsBackgroundLocationUpdates turned on while they ran out of use (rule
            // allows-background-location-updates): either way they have not run in use with the mode on.
            nothing("the updates have not run while the app was in use with its location background mode on (they were started, or allowsBackgroundLocationUpdates turned on, out of use), so they wait until it is in use again",
                    .backgroundStartNeedsInUse)
        case .notInUse:
            // Where the platform or the app gives no background location at all (an App Clip, with or without the
            // background mode: it "can't perform background activity" [S132]), that rule explains it.
            if let rule = state.noBackgroundLocation {
                nothing(Transition.noBackgroundLocationReason(rule, os: state.os) + ": no location reaches the app in the background", rule)
            } else if state.authorization.isProvisional {
                // Always would get this update while the app runs [S13], so it is an event that needs Always: provisional
                // Always holds it and the deferred prompt asks, as for a region, a visit or a significant change
                // (reference §6: "When an event that needs Always (region, significant change, visit, background
                // update) is about to be delivered"; WWDC 2019 705: "some location event is generated, and only then
                // iOS asks" [S18]). Audit 22d: the update was dropped and nothing asked.
                hold(.locationUpdate)
            } else {
                let authorization = "When In Use"
                // `usesLocationBackgroundMode` is false here for every manager running updates (with it they would be
                // a session, or wait for use).
                let managers = state.managers.count > 1 ? " on the managers running them" : ""
                let why = state.app.backgroundLocation ? "the app set allowsBackgroundLocationUpdates to false\(managers)" : "no UIBackgroundModes location"
                nothing("the app runs in the background without a background location session (\(why)) and is no longer in use, so with \(authorization) no updates arrive until it is in use again (Always would get them while the app runs)",
                        .updatesWhileRunning)
            }
        case .delivering:
            // Without a session, in the background: the running app's own access [S13] (rule updates-while-running).
            // Per manager: another manager's session keeps the app running, not this manager's updates going [S111].
            let outOfUse = state.lifecycle == .background && !state.isInUse
            let sessions = outOfUse ? state.backgroundSessionManagerIDs : []
            deliver(.locationUpdate) { outOfUse && !sessions.contains($0) ? .updatesWhileRunning : .deliveryGate }
        }
    }

    /// Why an app gets no background location (`EngineState.noBackgroundLocation`).
    static func noBackgroundLocationReason(_ rule: Rule, os: DeviceOS) -> String {
        switch rule {
        case .appClipNoBackground: return "App Clips can't perform background activity, even with UIBackgroundModes location"
        case .visionOSNoBackground: return "visionOS apps receive no background updates"
        default: return "watchOS \(os.version) has no continuous background location (allowsBackgroundLocationUpdates arrives in watchOS 4)"
        }
    }

    /// A suspended Always app: "the system enqueues location updates and delivers them when the app runs
    /// again, either in the foreground or background" [S209][S112]. `didUpdateLocations` carries an array, so
    /// the queue keeps one batch per manager that runs updates (rules suspended-updates-queued, updates-per-manager).
    private mutating func queueLocationWhileSuspended() {
        for index in state.managers.indices where state.managers[index].updatesLocation {
            let id = state.managers[index].id
            // The batch is the manager's first location since its start: no separate initial fix follows it.
            state.managers[index].updates = .running
            if state.managers[index].queued.contains(where: \.isLocationUpdate) {
                nothing("the app is suspended: this location joins manager \(id)'s queued didUpdateLocations batch", .suspendedUpdatesQueued)
                continue
            }
            let callback = DelegateCallback.didUpdateLocations(state.deliveryAccuracy)
            state.managers[index].queued.append(callback)
            emit(.callbackQueued(manager: id, callback), .suspendedUpdatesQueued)
        }
    }

    /// Delivers an event to the app, waking or relaunching it for monitored services where Always allows [S4][S17], or
    /// resuming a suspended app that an active background activity session keeps in use [S207][S210].
    /// A launch that has not restarted significant-change monitoring keeps that event waiting (rule
    /// significant-change-restart); region and visit events reach a relaunched app's new manager at once [S166][S167].
    /// `ruleFor`: the rule that lets the event through to each manager, when it differs by manager (standard updates
    /// with and without a manager's own background session); `rule` for every manager otherwise.
    mutating func deliver(_ event: WorldEvent, rule: Rule = .deliveryGate, ruleFor: ((Int) -> Rule)? = nil) {
        // The running launch started significant-change monitoring on a manager that has been released since: no
        // live delegate asked for the change (rule updates-end-with-manager), so the app is not woken for it.
        if event == .significantChange && state.lifecycle != .notRunning && !state.significantChangeNeedsRestart
            && state.significantChangeManagerIDs.isEmpty {
            nothing("the manager that started significant-change monitoring was released: no live manager's delegate receives this change (startMonitoringSignificantLocationChanges() on a live manager brings the next ones)",
                    .updatesEndWithManager)
            return
        }
        var relaunched = false
        if state.lifecycle == .notRunning || state.lifecycle == .suspended {
            // "The system doesn't launch Mac apps to deliver region-related notifications" [S60]. (A Mac app is never
            // suspended: macos-apps-not-suspended.) Significant-change and visit events are not covered by it.
            if state.os.platform == .macOS && event.service == .region {
                nothing("the system doesn't launch Mac apps to deliver region-related notifications: region monitoring works only while the app runs, so \(event.rawValue) is not delivered",
                        .macOSNoLaunchForRegions)
                return
            }
            // Not an Always app's event: an active background activity session resumes the suspended app for it
            // (background-activity-keeps-in-use); nothing relaunches a terminated When In Use app (relaunch-always).
            let wokenForAlways = event.service != nil && state.status == .authorizedAlways
            if !wokenForAlways && resumesForBackgroundActivity {
                resumeInBackground()
            } else {
                guard wokenForAlways else {
                    nothing("the app is not running, so \(event.rawValue) is not delivered", .relaunchForAlways)
                    return
                }
                if state.os.platform == .watchOS {
                    nothing("the system does not launch watchOS apps, even with Always", .watchOSNoLaunch)
                    return
                }
                if state.lifecycle == .notRunning {
                    state.lifecycle = .background
                    emit(.relaunched(event), .relaunchForAlways)
                    createManager()
                    relaunched = true
                } else {
                    // Woken from suspension: the one background resume (told its authorization [S3][S5]).
                    resumeInBackground(citing: .relaunchForAlways)
                    resolvePendingLocationRequest()
                }
            }
        }
        if waitsForSignificantChangeRestart(event, relaunched: relaunched) { return }
        // Standard updates and significant changes go to the managers that started them (rule updates-per-manager)
        // [S169][S112][S13]. Region and visit events are the app's: every live manager's delegate gets each one, oldest
        // first, whichever manager registered the region or enabled visits (rule monitoring-events-every-manager):
        // "every active location manager object delivers this message to its associated delegate" [S64][S65];
        // "Enabling visit events for one location manager enables visit events for all other location manager
        // objects in your app" [S166]. It is still one event: the app is woken or relaunched once for it.
        let recipients: [Int]
        let callback: DelegateCallback
        var everyManager = false
        switch event {
        case .locationUpdate:
            recipients = state.updatingManagerIDs
            callback = .didUpdateLocations(state.deliveryAccuracy)
        case .significantChange:
            recipients = state.significantChangeManagerIDs
            callback = .didUpdateLocations(state.deliveryAccuracy)
        case .regionEntry, .regionExit:
            recipients = state.managerIDs
            callback = event == .regionEntry ? .didEnterRegion : .didExitRegion
            everyManager = true
        case .visit:
            recipients = state.managerIDs
            callback = .didVisit
            everyManager = true
        }
        guard !recipients.isEmpty else {
            nothing("the app has no live CLLocationManager to deliver \(event.rawValue) to", .managerLifetime)
            return
        }
        // Every delivery makes the arrow solid for a few seconds, monitoring events included: "once the user gets
        // up and starts moving … Core Location will detect that departure event and alert the app. That will
        // result in a solid arrow appearing in the status bar for a few seconds" (a visit, WWDC 2017 713 [S17]).
        state.lastDelivery = state.clock
        state.lastDeliveryWasOneShot = false
        for manager in recipients {
            // A location that reaches a manager whose initial fix was still waiting is that fix (standard-updates-initial-fix,
            // significant-change-initial-fix; after a relaunch, the restart's "current event" [S165]).
            if let index = state.managers.firstIndex(where: { $0.id == manager }) {
                if event == .locationUpdate { state.managers[index].updates = .running }
                if event == .significantChange { state.managers[index].significantChanges = .running }
            }
            // The oldest manager's callback cites the rule that let the event through; each further manager's cites
            // the rule that sends it there too.
            let recipientRule = everyManager && manager != recipients.first ? .monitoringEventsEveryManager : ruleFor?(manager) ?? rule
            notify(manager: manager, callback, relaunched ? .relaunchRegionVisitDelivered : recipientRule)
        }
    }
}

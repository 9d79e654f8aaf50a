/// `CLServiceSession` (iOS 18+, issue 19): authorization goals that ask "when possible", held across
/// suspension, recreated after a relaunch; and the bookkeeping every event needs (`modernAfter`).
extension Transition {
    /// What made the engine look at the app's goals.
    enum GoalTrigger {
        /// A session, loop or background activity session started.
        case started
        /// The app came to the foreground (it may ask again, e.g. after Allow Once lapsed) [S200].
        case foreground
        /// An alert was answered and the next goal may need its own alert.
        case answered
    }

    mutating func startServiceSession(_ goal: ServiceSessionGoal, fullAccuracyPurposeKey key: String?) {
        guard requireAPI(.serviceSession), requireRunning("create a CLServiceSession") else { return }
        // CLServiceSessionAuthorizationRequirementAlways API_UNAVAILABLE(tvos); the Swift case lists no tvOS [S218][S219].
        if goal == .always && state.os.platform == .tvOS {
            reject("CLServiceSession(authorization: .always) is unavailable on tvOS (API_UNAVAILABLE(tvos)); a tvOS app asks for .whenInUse",
                   .modernAvailability)
            return
        }
        let inEffect = !state.effectiveServiceSessions.isEmpty
        let rejoined = rejoinRememberedGoal(goal)
        // "you can only start holding one when your app is in the foreground" (or while another is in effect) [S212][S214];
        // the header says "created while in-use" [S218], and an active background activity session keeps the app
        // in use (CLBackgroundActivitySession.h [S180]): `isInUse` covers the foreground and that session.
        let startedInUse = state.isInUse || inEffect || rejoined
        state.modern.serviceSessions.append(ServiceSession(serial: nextModernSerial(), goal: goal, fullAccuracyPurposeKey: key,
                                                           inEffect: startedInUse))
        if rejoined {
            nothing("recreated within a few seconds of the launch, the session continues", .relaunchRecreate)
        } else if !startedInUse {
            nothing("a session started in the background with none in effect is not in effect: insufficientlyInUse", .serviceSessionStartedInUse)
        }
        if let key, state.app.temporaryUsageDescriptions[key] == nil {
            nothing("“\(key)” is not a key of NSLocationTemporaryUsageDescriptionDictionary, so no precise-location alert can be shown",
                    .serviceSessionFullAccuracy)
        }
        if goal == .none && key == nil {
            nothing(".none asks for nothing; it meets an explicit-session requirement if the app is already authorized", .serviceSessionAsks)
            return
        }
        if !pursueSessionGoals(trigger: .started) {
            explainUnaskedGoal(goal)
        }
    }

    /// Says why a new session did not ask (only where it changes what the trainee sees).
    private mutating func explainUnaskedGoal(_ goal: ServiceSessionGoal) {
        if state.lifecycle != .foreground && state.status == .notDetermined {
            nothing("the app is not in the foreground, so the session cannot ask: insufficientlyInUse", .serviceSessionAsks)
        } else if state.status == .denied || state.status == .restricted {
            // Not "never": once the status is notDetermined again (restrictions lifted, Ask Next Time in Settings) the
            // held session re-asks when the app is next in the foreground (service-session-reasks; audit 26e D1).
            nothing("the app is \(state.status.name): the session does not ask (authorizationDenied / authorizationRestricted); once the status is notDetermined again it asks when the app is next in the foreground", .serviceSessionAsks)
        } else if goal == .always && state.app.isAppClip && state.status == .authorizedWhenInUse {
            nothing("App Clips cannot request Always (continuous) location access: the .always goal stays unmet, with no upgrade alert", .appClipNoAlways)
        } else if goal == .always && state.status == .authorizedWhenInUse && (state.alwaysRequestUsed || state.authorization.isTemporary) {
            nothing("Always was already asked for (or the authorization is Allow Once): the goal is unmet, alwaysAuthorizationDenied", .serviceSessionAlways)
        }
    }

    mutating func endServiceSession() {
        guard requireAPI(.serviceSession), requireRunning("invalidate a CLServiceSession") else { return }
        guard let ended = state.modern.serviceSessions.popLast() else {
            nothing("the app holds no CLServiceSession", .serviceSessionAsks)
            return
        }
        nothing("the \(ended.label) session ends; the authorization stays as it is", .serviceSessionAsks)
    }

    /// Asks for the goals the app holds when possible: in the foreground, not denied, not restricted, with
    /// no alert up [S200][S202][S203][S212]. Returns true when an alert (or a missing-key failure) resulted.
    @discardableResult
    mutating func pursueSessionGoals(trigger: GoalTrigger) -> Bool {
        guard state.hasModernDiagnostics, state.os.platform != .macOS else { return false }
        let sessions = state.modern.serviceSessions
        var goals = sessions.map(\.goal)
        if state.implicitSessionActive { goals.append(.whenInUse) }
        let purposeKeys = sessions.compactMap(\.fullAccuracyPurposeKey)
        guard !goals.isEmpty else { return false }
        guard state.alert == nil, state.lifecycle == .foreground, state.locationServicesEnabled, !state.restricted else { return false }
        // App Clips "can't request continuous location access" [S130]: an .always goal asks for When In Use only,
        // as requestAlwaysAuthorization() asks nothing there (audit 23m: it brought the Always and upgrade alerts).
        let alwaysPossible = (state.os.platform == .iOS || state.os.platform == .watchOS) && !state.app.isAppClip
        let wantsAlways = goals.contains(.always) && alwaysPossible
        let wantsWhenInUse = goals.contains(.whenInUse) || goals.contains(.always)
        let onlyImplicit = sessions.allSatisfy { $0.goal == .none } && state.implicitSessionActive
        switch state.authorization {
        case .notDetermined where wantsWhenInUse:
            state.hasRequestedAuthorization = true
            // Back at notDetermined (Allow Once lapsed) the Always request shows the first alert again, as
            // requestAlwaysAuthorization() does (rule always-request-again-when-not-determined) [S2][S13][S18].
            if wantsAlways {
                guard hasAlwaysKeys() else {
                    failForMissingAlwaysKeys()
                    return true
                }
                state.alwaysRequestUsed = true
                present(PresentedAlert(kind: .always, manager: nil, viaAlwaysRequest: true, precise: preciseSwitchForFirstPrompt()),
                        trigger == .foreground ? .serviceSessionReasks : .serviceSessionAlways)
                return true
            }
            guard hasWhenInUseKey() else {
                failForMissingWhenInUseKey()
                return true
            }
            // On visionOS an .always goal asks as requestAlwaysAuthorization() does there: When In Use. Whether a
            // visionOS app can hold one is unclear (the Swift page lists visionOS [S219], the iOS 18 SDK header's
            // #if only iOS and watchOS [S218]); locprompt accepts it, as a compatible iPad or iPhone app's (audit 16).
            let visionOSAlways = goals.contains(.always) && state.os.platform == .visionOS
            let appClipAlways = goals.contains(.always) && state.app.isAppClip
            let rule: Rule = trigger == .foreground ? .serviceSessionReasks : onlyImplicit ? .implicitServiceSession
                : visionOSAlways ? .visionOSAlwaysBecomesWhenInUse : appClipAlways ? .appClipNoAlways : .serviceSessionWhenInUse
            present(PresentedAlert(kind: .whenInUse, manager: nil, precise: preciseSwitchForFirstPrompt()), rule)
            return true
        case .whenInUse(temporary: false) where wantsAlways && !state.alwaysRequestUsed && state.status == .authorizedWhenInUse:
            guard hasAlwaysKeys() else {
                failForMissingAlwaysKeys()
                return true
            }
            state.alwaysRequestUsed = true
            present(PresentedAlert(kind: .upgrade, manager: nil, viaAlwaysRequest: true), .serviceSessionAlways)
            return true
        default:
            break
        }
        // Full accuracy: the temporary precise alert for the first purpose key the app declares [S203][S6].
        if state.status.isAuthorized && state.accuracy == .reduced && !state.modern.fullAccuracyDeclined {
            if let key = purposeKeys.first(where: { state.app.temporaryUsageDescriptions[$0] != nil }) {
                present(PresentedAlert(kind: .temporaryFullAccuracy, manager: nil, purposeKey: key), .serviceSessionFullAccuracy)
                return true
            }
        }
        return false
    }

    /// True (and forgets it) when a relaunched app recreates an object Core Location remembered, in time [S213][S210].
    mutating func rejoinRemembered(_ kind: WritableKeyPath<RememberedObjects, Bool>) -> Bool {
        // Before iOS 18 a CLMonitor's conditions persist until removed, with no few-seconds window [S181].
        let persists = kind == \RememberedObjects.monitor && !state.hasModernDiagnostics
        guard state.modern.recreateDeadline != nil || persists, var remembered = state.modern.remembered, remembered[keyPath: kind] else { return false }
        remembered[keyPath: kind] = false
        storeRemembered(remembered)
        return true
    }

    private mutating func rejoinRememberedGoal(_ goal: ServiceSessionGoal) -> Bool {
        guard state.modern.recreateDeadline != nil, var remembered = state.modern.remembered,
              let index = remembered.goals.firstIndex(of: goal) else { return false }
        remembered.goals.remove(at: index)
        storeRemembered(remembered)
        return true
    }

    private mutating func storeRemembered(_ remembered: RememberedObjects) {
        if remembered.isEmpty {
            state.modern.remembered = nil
            state.modern.recreateDeadline = nil
        } else {
            state.modern.remembered = remembered
        }
    }

    /// After every event: the app's objects end with its process, Core Location remembers them; a launch opens
    /// the few-seconds window; the window lapses; goals are pursued when the app comes to the foreground or an
    /// alert is answered; queued updates reach a loop that runs again.
    mutating func modernAfter(_ event: Event, before: ModernBefore) {
        guard !(before.modern.isEmpty && state.modern.isEmpty) else { return }
        let relaunchEvent = event == .app(.relaunch)
        if before.lifecycle != .notRunning && (state.lifecycle == .notRunning || relaunchEvent) {
            endProcess(before.modern)
        }
        if (before.lifecycle == .notRunning || relaunchEvent) && state.lifecycle.isRunning, let remembered = state.modern.remembered {
            if state.hasModernDiagnostics {
                state.modern.recreateDeadline = state.clock + Transition.recreateWindow
                nothing("the app launched: its old sessions ended; it must recreate them within a few seconds or lose background updates",
                        .relaunchRecreate)
            } else {
                // iOS 17 / macOS 14: no service sessions; a CLMonitor's conditions persist until removed [S181], while a
                // background activity session "not resumed immediately on next run will end" [S180].
                if remembered.liveUpdates || remembered.backgroundActivity {
                    state.modern.recreateDeadline = state.clock + Transition.recreateWindow
                    nothing("the app launched: it must restart its live updates and resume its background activity session within a few seconds or lose them",
                            .relaunchRecreate)
                }
                if remembered.monitor {
                    nothing("the app launched: its CLMonitor's conditions persist until removed; events wait until it opens the monitor again",
                            .monitorConditionsPersist)
                }
            }
        }
        if let deadline = state.modern.recreateDeadline, deadline <= state.clock {
            expireRemembered(at: deadline)
        }
        if before.lifecycle.isRunning && !state.lifecycle.isRunning && state.hasBackgroundActivitySession {
            nothing(state.lifecycle == .suspended
                        ? "the active background activity session keeps the suspended app in use: the blue indicator stays"
                        : "the active background activity session continues after the app stops running: the app stays in use until its next run",
                    .backgroundActivityKeepsInUse)
        }
        updateBackgroundActivity(returned: before.lifecycle != .foreground, statusBefore: before.status,
                                 explicitSessionMissingBefore: before.explicitSessionMissing)
        guard state.lifecycle == .foreground else { return }
        if before.lifecycle != .foreground {
            bringSessionsIntoEffect()
            deliverQueued(.liveUpdate)
            deliverQueued(.monitorEvent)
            pursueSessionGoals(trigger: .foreground)
        } else if case .tap = event, let answered = before.alertKind, state.alert == nil {
            if answered == .temporaryFullAccuracy, !state.temporaryFullAccuracy,
               state.modern.serviceSessions.contains(where: { $0.fullAccuracyPurposeKey != nil }) {
                state.modern.fullAccuracyDeclined = true
                nothing("the person declined precise location: the session says fullAccuracyDenied and does not ask again while the app runs",
                        .serviceSessionFullAccuracyDeclined)
            }
            // Every answered alert makes asking possible again, the precise-location alert's too: a goal held back
            // under it (an .always session created meanwhile) asks at once (audit 23e D4).
            pursueSessionGoals(trigger: .answered)
        }
    }

    /// CLBackgroundActivitySession.h [S180]: "A session may only be active for an app which has effective
    /// authorization" and "A new session may only become active while the app is foregrounded": a session that is
    /// not active (started from the background, or while the app was not authorized, or while the app's
    /// NSLocationRequireExplicitServiceSession was unmet: serviceSessionRequired, "LocationServices are disabled")
    /// becomes active in the foreground once the app is authorized and a session meets the key, never from the
    /// background (rule background-activity-becomes-active; audit 23e D1). An active session that loses
    /// authorization to a block (Location Services off, the app denied or restricted) is only "suspended while" it
    /// lasts, as the header's authorizationDeniedGlobally / authorizationDenied / authorizationRestricted say: it stays
    /// active, keeps nothing in use meanwhile (`hasBackgroundActivitySession` needs authorization) and resumes once
    /// authorization is back, in the background too (rule background-activity-suspended-while-denied). One whose
    /// authorization becomes not determined (Allow Once lapsed, Ask Next Time, Reset Location & Privacy) is no longer
    /// active and must qualify again in the foreground, the one Core Location tracks for a terminated app included
    /// (emulator decision, rule background-activity-ends-when-undetermined).
    private mutating func updateBackgroundActivity(returned: Bool, statusBefore: AuthorizationStatus, explicitSessionMissingBefore: Bool) {
        // The stored authorization, not the status the app reads: Allow Once that lapses while Location Services is
        // off (or the app restricted) reads denied but is no longer determined underneath (audit 23p U1: the session
        // came back from the background once the switch was on again, against this rule).
        let undetermined = state.authorization == .notDetermined
        if undetermined, var remembered = state.modern.remembered, remembered.backgroundActivity {
            remembered.backgroundActivity = false
            storeRemembered(remembered)
            nothing("the app's authorization is no longer determined: the background activity session Core Location tracked for it ends",
                    .backgroundActivityEndsWhenUndetermined)
        }
        guard let session = state.modern.backgroundActivity else { return }
        if session.startedInUse && undetermined {
            state.modern.backgroundActivity?.startedInUse = false
            if state.lifecycle != .foreground {
                nothing("the app's authorization is no longer determined: the background activity session is no longer active and must qualify again in the foreground",
                        .backgroundActivityEndsWhenUndetermined)
            }
        } else if session.startedInUse && statusBefore.isAuthorized && !state.status.isAuthorized {
            nothing("the background activity session is suspended while \(backgroundActivityBlock): no locations, and it keeps nothing in use; it resumes once authorization is back",
                    .backgroundActivitySuspendedWhileDenied)
        } else if session.startedInUse && (statusBefore == .denied || statusBefore == .restricted) && state.status.isAuthorized {
            nothing("authorization is back: the suspended background activity session resumes"
                        + (state.hasBackgroundActivitySession ? ", keeping the app in use in the background with the blue indicator" : ""),
                    .backgroundActivitySuspendedWhileDenied)
        } else if !session.startedInUse && state.status.isAuthorized && !state.explicitSessionMissing && state.lifecycle == .foreground {
            state.modern.backgroundActivity?.startedInUse = true
            if returned {
                nothing("back in the foreground, the background activity session becomes active: it keeps the app in use in the background",
                        .backgroundActivityBecomesActive)
            } else if explicitSessionMissingBefore {
                nothing("the app now holds a CLServiceSession that meets NSLocationRequireExplicitServiceSession: the background activity session becomes active",
                        .backgroundActivityBecomesActive)
            }
        }
    }

    /// What suspends the session, with the diagnostic that says so where there are diagnostics (iOS 18) [S180].
    private var backgroundActivityBlock: String {
        let (block, flag) = !state.locationServicesEnabled ? ("Location Services is off", "authorizationDeniedGlobally")
            : state.restricted ? ("the app is restricted", "authorizationRestricted")
            : ("the app is denied", "authorizationDenied")
        return state.hasModernDiagnostics ? "\(block) (\(flag))" : block
    }

    /// A session created out of use yields insufficientlyInUse "until the app returns to the foreground"
    /// (CLServiceSession.h [S218]): back in the foreground, it is in effect like one created there.
    private mutating func bringSessionsIntoEffect() {
        guard state.modern.serviceSessions.contains(where: { !$0.inEffect }) else { return }
        for index in state.modern.serviceSessions.indices { state.modern.serviceSessions[index].inEffect = true }
        nothing("back in the foreground, the sessions created in the background are in effect", .serviceSessionStartedInUse)
    }

    /// The process ends: its objects go, Core Location keeps track of those that were in effect [S212].
    private mutating func endProcess(_ modern: ModernSessionsState) {
        let remembered = RememberedObjects(
            liveUpdates: modern.liveUpdates != nil,
            // Before iOS 18 a monitor the app has not opened again since a launch still persists [S181].
            monitor: modern.monitor != nil || (!state.hasModernDiagnostics && modern.remembered?.monitor == true),
            // Not one NSLocationRequireExplicitServiceSession blocks: it is not active, and no session can meet the
            // key once the process has ended (audit 23e D2). One suspended by a denial is tracked (it may resume).
            backgroundActivity: modern.backgroundActivity?.startedInUse == true && !state.explicitSessionMissing(among: modern.serviceSessions),
            goals: modern.serviceSessions.filter(\.inEffect).map(\.goal))
        state.modern.liveUpdates = nil
        state.modern.monitor = nil
        state.modern.backgroundActivity = nil
        state.modern.serviceSessions = []
        state.modern.recreateDeadline = nil
        state.modern.queuedLiveUpdates = 0
        state.modern.queuedMonitorEvents = 0
        state.modern.fullAccuracyDeclined = false
        state.modern.remembered = remembered.isEmpty ? nil : remembered
        if !remembered.isEmpty {
            nothing("Core Location keeps track of the app's sessions and loops while it is not running", .sessionsSurviveSuspension)
        }
    }

    /// The window passed without the objects being recreated [S213].
    mutating func expireRemembered(at deadline: VirtualTime) {
        // Before iOS 18 the monitor's conditions outlive the window, unless an event waits for a monitor the app did
        // not open: then Core Location stops monitoring them (CLMonitor.h [S181]).
        let keepMonitor = !state.hasModernDiagnostics && state.modern.remembered?.monitor == true && state.modern.queuedMonitorEvents == 0
        state.modern.remembered = keepMonitor ? RememberedObjects(liveUpdates: false, monitor: true, backgroundActivity: false, goals: []) : nil
        state.modern.recreateDeadline = nil
        effects.append(Effect(at: deadline, kind: .nothing(
            "the app did not recreate its sessions within a few seconds of launch (locprompt: 5 s): Core Location assumes it no longer wants location updates"),
            applying: .relaunchWindow, on: state.os))
        if state.modern.liveUpdates == nil {
            for _ in 0..<state.modern.queuedLiveUpdates { effects.append(Effect(at: deadline, kind: .eventDropped(.locationUpdate), applying: .relaunchRecreate, on: state.os)) }
            state.modern.queuedLiveUpdates = 0
        }
        if state.modern.monitor == nil {
            for _ in 0..<state.modern.queuedMonitorEvents { effects.append(Effect(at: deadline, kind: .eventDropped(.regionEntry), applying: .relaunchRecreate, on: state.os)) }
            state.modern.queuedMonitorEvents = 0
        }
    }

    /// "A few seconds" [S213][S212]; 5 s is locprompt's choice (rule relaunch-window-length).
    static let recreateWindow = VirtualDuration.seconds(5)
}

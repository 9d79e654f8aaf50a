/// Properties that must hold on every transition, whatever the events. Used by the exhaustive walk, the
/// property-based tests and the benchmark. Each returns a sentence per violation (empty when all hold).
public enum EngineInvariants {
    public static func violations(before: EngineState, event: Event, after: EngineState, effects: [Effect]) -> [String] {
        var problems: [String] = []
        for effect in effects {
            switch effect.kind {
            case .callback(_, let callback), .callbackQueued(_, let callback):
                // No location without authorization (§2 Error side, [S11]).
                switch callback {
                case .didUpdateLocations, .didEnterRegion, .didVisit:
                    if !after.status.isAuthorized {
                        problems.append("delivered \(callback.text) while \(after.status.name)")
                    }
                default: break
                }
                // Locations go to a manager that asked for them: its standard updates, its significant-change
                // monitoring, or its requestLocation() (rule updates-per-manager [S169][S112]).
                if case .didUpdateLocations = callback, case .callback(let id, _) = effect.kind {
                    let manager = after.managers.first { $0.id == id }
                    let askedOnce = before.pendingLocationRequests.contains(id) || (event == .app(.requestLocation) && before.managers.last?.id == id)
                        || event == .onManager(id, .app(.requestLocation))
                    if !(manager?.updatesLocation == true || manager?.monitorsSignificantChanges == true || askedOnce) {
                        problems.append("manager \(id) got \(callback.text) without having started updates, significant-change monitoring or requestLocation()")
                    }
                }
            case .alertPresented(let alert):
                // requestAlwaysAuthorization shows at most one alert while the status is determined (§3 [S1]);
                // back at notDetermined it may prompt again (rule always-request-again-when-not-determined).
                if alert.viaAlwaysRequest && before.alwaysRequestUsed && before.status != .notDetermined {
                    problems.append("a second Always alert (\(alert.kind.rawValue)) in one install")
                }
                // No first-prompt alert for a determined status (§3 one-time prompt [S3]).
                if (alert.kind == .whenInUse || alert.kind == .always) && before.status != .notDetermined {
                    problems.append("a \(alert.kind.rawValue) alert while \(before.status.name)")
                }
                // The background-use reminder only for an Always app that used location in the background [S53].
                if alert.kind == .backgroundReminder && !before.usedLocationInBackground {
                    problems.append("a background-use reminder for an app that has not used location in the background")
                }
                if alert.kind.isAppRequest && before.os.platform != .macOS && before.lifecycle != .foreground
                    && after.lifecycle != .foreground {
                    problems.append("an app alert (\(alert.kind.rawValue)) while the app is \(before.lifecycle.rawValue)")
                }
            default: break
            }
        }
        // A temporary authorization never outlives the app leaving use (§3 Allow Once lifetime [S2][S18]).
        if after.authorization.isTemporary && !after.isInUse {
            if let deadline = after.allowOnceDeadline {
                if deadline > after.clock + after.allowOnceGrace { problems.append("Allow Once deadline beyond the grace period") }
            } else {
                problems.append("temporary authorization with the app out of use and no expiry scheduled")
            }
        }
        if let deadline = after.allowOnceDeadline, deadline < after.clock {
            problems.append("Allow Once deadline in the past")
        }
        // A stored answer comes with a Settings record: the app asked, or the setting was applied to it as
        // `xcrun simctl privacy grant` does (rules settings-lists-apps-that-asked, settings-unlisted-app-applied-as-grant).
        if after.authorization != .notDetermined && !after.hasSettingsRecord {
            problems.append("a stored answer (\(after.authorization)) for an app Settings has no record of (it neither asked nor was granted)")
        }
        // The background-use record belongs to a permanent Always grant (rules background-reminder-before-13/-from-13).
        if after.usedLocationInBackground && !after.authorization.isPermanentAlways {
            problems.append("a background-use record without permanent Always (\(after.authorization))")
        }
        // A continuous background location session keeps the app running (rule background-session-keeps-app-running [S111]).
        if before.locationSessionKeepsAppRunning && before.lifecycle != .suspended && after.lifecycle == .suspended {
            problems.append("the app was suspended although its background location session keeps it running")
        }
        // "The system doesn't launch Mac apps to deliver region-related notifications" (rule macos-no-launch-for-regions [S60]).
        if case .world(let world) = event, world.service == .region, before.os.platform == .macOS, before.lifecycle == .notRunning, after.lifecycle != .notRunning {
            problems.append("a Mac app was launched for a region event")
        }
        // An initial fix never waits while the app's updates are delivered (rule standard-updates-initial-fix [S112]).
        if after.standardUpdates == .delivering && after.managers.contains(where: { $0.updates == .awaitingInitialFix }) {
            problems.append("an initial fix still waiting while the app's standard updates are delivered")
        }
        // Nor does significant-change monitoring's initial event while the app may receive significant changes
        // (rule significant-change-initial-fix [S165]).
        if after.significantChangesDeliveredNow && after.managers.contains(where: { $0.significantChanges == .awaitingInitialFix }) {
            problems.append("a significant-change initial event still waiting while the app may receive significant changes")
        }
        // Only a manager that monitors significant changes awaits their initial event, and only while the app's
        // service is registered.
        if after.managers.contains(where: \.monitorsSignificantChanges) && !after.monitoring.contains(.significantChange) {
            problems.append("a manager monitors significant changes but the app's service is not registered")
        }
        if !after.authorization.isProvisional && !after.heldEvents.isEmpty {
            problems.append("held events without provisional Always")
        }
        if after.alert?.kind.isAppRequest == true, let manager = after.alert?.manager, !after.managerIDs.contains(manager) {
            problems.append("an alert whose manager is gone")
        }
        // Same events, same effects (determinism).
        let (replayed, replayedEffects) = Engine.reduce(before, event)
        if replayed != after || replayedEffects != effects { problems.append("replaying the event gave different effects") }
        return problems
    }
}

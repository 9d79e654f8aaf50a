/// The app sets `allowsBackgroundLocationUpdates` or `showsBackgroundLocationIndicator` on one of its managers (the
/// newest live one, or manager N with `manager: N`: `callingManagerIndex`): the one place that decides whether it may
/// and what the change means. The value is the manager's (`Manager`), as Apple's instance property is [S111][S78]:
/// it changes that manager's updates, not another manager's. What follows from the values (the background
/// session, the indicator, "in use", suspension, deliveries) is derived in `EngineState+Derived.swift`
/// (`usesLocationBackgroundMode`, `backgroundSessionShowsIndicator`); `reconcile()` reports the indicator.
extension Transition {
    mutating func set(_ property: ManagerProperty, to value: Bool) {
        // Where the property does not exist the call is impossible, like any refused step [S114][S111][S78].
        if let why = property.unavailableReason(on: state.os) {
            reject(why, .backgroundPropertiesAvailability)
            return
        }
        guard requireRunning("set \(property.rawValue)") else { return }
        guard let index = callingManagerIndex else {
            reject("the app has no live CLLocationManager to set \(property.rawValue) on (createManager first)", .managerLifetime)
            return
        }
        switch property {
        case .allowsBackgroundLocationUpdates: setAllowsBackgroundLocationUpdates(value, manager: index)
        case .showsBackgroundLocationIndicator: setShowsBackgroundLocationIndicator(value, manager: index)
        }
    }

    /// Where the platform (or the app) has no background location for the property to act on, the rule that says
    /// so: visionOS and App Clips (`noBackgroundLocation`), and for allowsBackgroundLocationUpdates macOS, which does
    /// not suspend apps and keeps them in use while they run [S209][S4]. Nil on iOS and watchOS.
    private func propertyChangesNothing(_ property: ManagerProperty) -> (why: String, rule: Rule)? {
        if let rule = state.noBackgroundLocation {
            return (Transition.noBackgroundLocationReason(rule, os: state.os), rule)
        }
        if property == .allowsBackgroundLocationUpdates && state.os.platform == .macOS {
            return ("macOS does not suspend apps in the background and a Mac app is in use while it runs (its updates go on as before)",
                    .macOSAppsNotSuspended)
        }
        return nil
    }

    /// `allowsBackgroundLocationUpdates`: NO "is equivalent to omitting "location" from the UIBackgroundModes value"
    /// [S13]; YES without that mode "is a fatal error that terminates the app" [S111]. `index`: the calling manager's
    /// position in `state.managers`.
    private mutating func setAllowsBackgroundLocationUpdates(_ value: Bool, manager index: Int) {
        let assignment = "allowsBackgroundLocationUpdates = \(value)"
        guard state.app.backgroundLocation else {
            if value {
                reject("\(assignment) in an app whose Info.plist has no UIBackgroundModes location is a programmer error: “a fatal error that terminates the app” (add location to UIBackgroundModes, or leave the property false)",
                       .allowsBackgroundLocationUpdatesNeedsMode)
            } else {
                nothing("\(assignment): the app has no UIBackgroundModes location, so its updates never use it: nothing changes",
                        .allowsBackgroundLocationUpdatesNeedsMode)
            }
            return
        }
        let manager = state.managers[index]
        let changed = value != manager.allowsBackgroundLocationUpdates
        let sessionBefore = state.hasBackgroundSession(manager)
        state.managers[index].allowsBackgroundLocationUpdates = value
        // Turned on, this manager's running updates make a session only once they run while the app is in use:
        // `reconcile()` marks them so again at once in the foreground (or the few seconds after it), and otherwise when
        // the app is next in use. "If you don't start your updates in the foreground, you won't get this special
        // behavior" [S68]. Another manager's updates keep what they had.
        if changed && value { state.managers[index].updatesRanInUse = false }
        if let context = propertyChangesNothing(.allowsBackgroundLocationUpdates) {
            nothing("\(assignment): \(context.why), so it changes nothing", context.rule)
            return
        }
        guard changed else {
            let why = value ? "an app with UIBackgroundModes location counts as setting it before it starts its updates" : "the app set it to false already"
            nothing("\(assignment): it already is (\(why)), so nothing changes", .allowsBackgroundLocationUpdates)
            return
        }
        // With several managers the log names the one set, and says the others keep their own values.
        let whose = state.managers.count > 1 ? "manager \(manager.id)'s" : "the app's"
        let others = state.managers.count > 1 ? " (the other managers' updates keep their own value)" : ""
        if !value {
            let ended = sessionBefore ? "; its background location session ends now" : ""
            nothing("\(assignment): \(whose) standard updates no longer use the location background mode (as if UIBackgroundModes had no location): no background location session, so no indicator from one and nothing keeps the app running; in the background its updates reach it only while it runs, with Always, or When In Use in the few seconds after the foreground\(ended)\(others)",
                    .allowsBackgroundLocationUpdates)
        } else if manager.updatesLocation && !state.isInUseWithGrace {
            nothing("\(assignment): the updates running now run while the app is not in use, so they make no background location session until the app is in use again\(others)",
                    .allowsBackgroundLocationUpdates)
        } else {
            nothing("\(assignment): location updates that run while the app is in use go on as a background location session when it leaves the foreground\(others)",
                    .allowsBackgroundLocationUpdates)
        }
    }

    /// `showsBackgroundLocationIndicator`: used "only for apps that have Always authorization" [S78]; an Always app's
    /// session shows the blue bar "only when the showsBackgroundLocationIndicator property is YES", and the app "can
    /// toggle the showsBackgroundLocationIndicator property to change the visibility of the blue bar at any time" [S79].
    /// It acts on this manager's session; another manager's session shows the indicator by its own value.
    private mutating func setShowsBackgroundLocationIndicator(_ value: Bool, manager index: Int) {
        let assignment = "showsBackgroundLocationIndicator = \(value)"
        let changed = value != state.managers[index].showsBackgroundLocationIndicator
        state.managers[index].showsBackgroundLocationIndicator = value
        if let context = propertyChangesNothing(.showsBackgroundLocationIndicator) {
            nothing("\(assignment): \(context.why), so no indicator shows for it", context.rule)
            return
        }
        guard changed else {
            nothing("\(assignment): it already is\(value ? "" : " (its default)"), so nothing changes", .showsBackgroundLocationIndicator)
            return
        }
        // Provisional Always is When In Use to the person: its session shows the indicator anyway.
        let whenInUse = state.mayStartServicesWhileNotInUse ? ""
            : state.status == .authorizedAlways ? "; with provisional Always, When In Use to the person, the session shows it anyway"
            : "; a When In Use session shows it anyway"
        let whose = state.managers.count > 1 ? "manager \(state.managers[index].id)'s" : "an Always app's"
        let others = state.managers.count > 1 ? " (another manager's session shows it by that manager's own value)" : ""
        if value {
            nothing("\(assignment): \(whose) background location session shows the background location indicator (the blue pill), which keeps the app in use while it shows, so temporary full accuracy does not lapse\(whenInUse)\(others)",
                    .showsBackgroundLocationIndicator)
        } else if state.managers.count > 1 {
            nothing("\(assignment): \(whose) background location session shows no indicator; the app is in use in the background only while another manager's session shows it, else temporary full accuracy lapses\(whenInUse)",
                    .showsBackgroundLocationIndicator)
        } else {
            nothing("\(assignment): \(whose) background location session shows no indicator, so the app is not in use in the background and temporary full accuracy lapses\(whenInUse)",
                    .showsBackgroundLocationIndicator)
        }
    }

}

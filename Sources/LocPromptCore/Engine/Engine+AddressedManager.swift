/// Which `CLLocationManager` an app call is made on: the one place that decides it. Without `manager: N` a call goes
/// to the app's newest live manager; with it (`Event.onManager`), to live manager N. What the call then does on that
/// manager is the call's own rule: updates and significant changes are per manager (rule updates-per-manager),
/// regions and visits the app's (monitoring-stop), a released manager's services end with it (updates-end-with-manager).
extension Transition {
    /// The id of the live manager the current call is made on: the addressed one, else the newest; nil when the app
    /// has no live manager.
    var callingManagerID: Int? { addressedManager ?? state.managers.last?.id }

    /// The calling manager's position in `state.managers` (see `callingManagerID`).
    var callingManagerIndex: Int? {
        guard let id = addressedManager else { return state.managers.indices.last }
        return state.managers.firstIndex { $0.id == id }
    }

    /// How effects name the calling manager: "this manager" as before when nothing is addressed, "manager N" when
    /// the scenario addressed it.
    var callingManagerName: String { addressedManager.map { "manager \($0)" } ?? "this manager" }

    /// `manager: N`: the call runs on live manager N. A number that is not a live manager (never created, released,
    /// or ended with the app) is refused, naming the live ones, so that `rejected:` can expect it (rule
    /// manager-addressing). Only manager calls can be addressed; the scenario parser already says so, this keeps a
    /// hand-built event honest.
    mutating func dispatch(_ call: Event, onManager id: Int) {
        guard call.isManagerCall else {
            reject("manager \(id): only a CLLocationManager instance call or property can be addressed to a manager", .managerAddressing)
            return
        }
        guard state.managers.contains(where: { $0.id == id }) else {
            reject("manager \(id) is not a live CLLocationManager of the app (never created, released, or ended with the app); "
                   + liveManagersText, .managerAddressing)
            return
        }
        addressedManager = id
        dispatch(call)
        addressedManager = nil
    }

    /// The live managers, for a refusal: "live managers: 1, 3", or why there is none.
    private var liveManagersText: String {
        if state.managers.isEmpty {
            return state.lifecycle == .notRunning ? "the app is not running, so it has none (launch it first)"
                                                  : "the app has none (createManager first)"
        }
        return (state.managers.count == 1 ? "live manager: " : "live managers: ")
            + state.managerIDs.map(String.init).joined(separator: ", ")
    }
}

extension Event {
    /// A call a `manager: N` step may address to one manager: a `CLLocationManager` instance method or property
    /// (`AppAction.isManagerInstanceCall`), `requestTemporaryFullAccuracyAuthorization(withPurposeKey:)`, and the two
    /// background properties (each manager keeps its own value, `Manager`).
    public var isManagerCall: Bool {
        switch self {
        case .app(let action): return action.isManagerInstanceCall
        case .requestTemporaryFullAccuracy, .setProperty: return true
        default: return false
        }
    }
}

extension AppAction {
    /// A `CLLocationManager` instance method or property, made on one manager: the requests, start and stop of
    /// updates and monitoring, `requestLocation()`, `isAuthorizedForWidgetUpdates`, and releasing the manager. Not
    /// lifecycle, `createManager`, the class method `locationServicesEnabled()`, MapKit or the location button.
    public var isManagerInstanceCall: Bool {
        switch self {
        case .releaseManager, .requestWhenInUseAuthorization, .requestAlwaysAuthorization,
             .startUpdatingLocation, .stopUpdatingLocation,
             .startMonitoringSignificantLocationChanges, .stopMonitoringSignificantLocationChanges,
             .startMonitoringVisits, .stopMonitoringVisits, .startMonitoringRegion, .stopMonitoringRegion,
             .isAuthorizedForWidgetUpdates, .requestLocation:
            return true
        case .launch, .background, .foreground, .suspend, .terminate, .relaunch, .createManager,
             .locationServicesEnabled, .showUserLocationOnMap, .tapLocationButton:
            return false
        }
    }
}

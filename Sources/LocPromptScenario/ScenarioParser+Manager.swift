import LocPromptCore
import Yams

/// `manager: N` beside `call:`: the call is made on live manager N (1, 2, 3… in creation order) instead of the
/// newest. The parser checks only that the step is a `CLLocationManager` instance call and that N is a manager's
/// number; whether manager N is alive when the step plays is the engine's to say (rule manager-addressing).
extension ScenarioParser {
    static let managerNeedsCall = "manager: applies to a call: step (a CLLocationManager call), e.g. call: stopUpdatingLocation with manager: 1"

    /// Why `manager:` does not apply to the step, or nil when it does (`Event.isManagerCall`).
    static func whyNotAddressable(_ action: StepAction) -> String? {
        switch action {
        case .call(let call) where call.isManagerInstanceCall:
            return nil
        case .requestTemporaryFullAccuracy, .setProperty:
            return nil
        case .call(.createManager):
            return "manager: does not apply to createManager: it creates a new manager (numbered next, 1, 2, 3… in creation order), which later calls address by that number"
        case .call(.locationServicesEnabled):
            return "manager: does not apply to locationServicesEnabled: it is a class method (CLLocationManager.locationServicesEnabled()), called on no manager"
        case .call(.showUserLocationOnMap):
            return "manager: does not apply to showUserLocationOnMap: it is MapKit's (MKMapView.showsUserLocation), not a CLLocationManager call"
        case .call(let call):
            return "manager: does not apply to \(call.rawValue): it is not a CLLocationManager instance call"
        case .modern(let call):
            return "manager: does not apply to \(call.scenarioText): the iOS 17–18 APIs (CLLocationUpdate, CLMonitor, CLBackgroundActivitySession, CLServiceSession) are not CLLocationManager methods"
        case .lifecycle(.tapLocationButton):
            return "manager: does not apply to tapLocationButton: the person taps the app's location button, not a CLLocationManager call"
        case .lifecycle(let step):
            return "manager: does not apply to \(step.rawValue): a lifecycle step is not a CLLocationManager call"
        default:
            let key = action.text.split(separator: ":").first.map(String.init) ?? action.text
            return "manager: does not apply to this \(key): step; it applies to a call: step (a CLLocationManager call), e.g. call: stopUpdatingLocation with manager: 1"
        }
    }
}

extension Parser {
    /// The `manager:` number of a step whose action is `action`: an error at the key when the step cannot address a
    /// manager, at the value when it is not a positive whole number.
    func managerNumber(keyNode: Node, value: Node, on action: StepAction) throws(ScenarioError) -> Int {
        if let why = ScenarioParser.whyNotAddressable(action) { throw reader.error(keyNode, why) }
        let expected = "manager must be a manager's number (1, 2, 3… in creation order)"
        let example = "manager: 1 is the first manager the app created"
        guard case .scalar(let scalar) = value, !reader.isNull(value) else {
            throw reader.error(value, "\(expected), found \(reader.describe(value)); \(example)")
        }
        let text = scalar.string
        guard text.count <= 9, !text.isEmpty, text.allSatisfy({ $0 >= "0" && $0 <= "9" }), let number = Int(text), number > 0 else {
            throw reader.error(value, "\(expected), found “\(YAMLReader.excerpt(text))”; \(example)")
        }
        return number
    }
}

import LocPromptCore
import Yams

extension ScenarioParser {
    /// `call: { allowsBackgroundLocationUpdates: true | false }` and `call: { showsBackgroundLocationIndicator: true | false }`:
    /// the CLLocationManager properties a scenario sets (`ManagerProperty`).
    public static let propertyCalls = ManagerProperty.allCases.map(\.rawValue)
}

/// The steps that set a property on the app's managers. Whether the device has the property is the engine's to
/// say (rule background-location-properties-availability): there the step is refused, as a call that does not
/// exist yet is.
extension Parser {
    /// `{ allowsBackgroundLocationUpdates: false }`; nil when the entry is another call.
    func propertyCall(_ entry: (key: String, keyNode: Node, value: Node)) throws(ScenarioError) -> StepAction? {
        guard let property = ManagerProperty(rawValue: entry.key) else { return nil }
        return .setProperty(property, try propertyValue(entry.value, property))
    }

    /// `true` or `false` (YAML's `yes`/`no` and `on`/`off` too, as everywhere in scenarios); an error at the value
    /// otherwise.
    func propertyValue(_ node: Node, _ property: ManagerProperty) throws(ScenarioError) -> Bool {
        if case .scalar(let scalar) = node, !reader.isNull(node) {
            switch scalar.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default:
                throw reader.error(node, "\(property.rawValue) is true or false, found “\(YAMLReader.excerpt(scalar.string))”")
            }
        }
        throw reader.error(node, "\(property.rawValue) is true or false, found \(reader.describe(node)); write call: \(property.scenarioText(true))")
    }

    /// `call: showsBackgroundLocationIndicator` names the property without its value.
    func refuseBarePropertyCall(_ text: String, _ node: Node) throws(ScenarioError) {
        guard let property = ManagerProperty(rawValue: text) else { return }
        throw reader.error(node, "\(text) is a property the app sets, so it needs a value: write call: \(property.scenarioText(true)) (true or false)")
    }
}

/// The scenario format's camelCase names of the alert kinds (the command line keeps its `when-in-use` spelling).
extension PromptKind {
    /// The spelling of system-initiated alerts in scenarios (`systemPrompt:`) and `alert: { kind: }`, and
    /// the one spelling of an alert's kind in every JSON output (issue 16: one spelling per concept).
    public var scenarioName: String {
        switch self {
        case .whenInUse: return "whenInUse"
        case .always: return "always"
        case .upgrade: return "upgrade"
        case .deferredAlways: return "deferredAlways"
        case .backgroundReminder: return "backgroundReminder"
        case .temporaryFullAccuracy: return "temporaryFullAccuracy"
        case .locationServicesOff: return "locationServicesOff"
        case .widget: return "widget"
        case .locationButton: return "locationButton"
        }
    }

    /// Accepts `deferredAlways` or the command-line spelling `deferred-always`.
    public init?(scenarioName: String) {
        guard let kind = PromptKind.allCases.first(where: { $0.scenarioName == scenarioName || $0.rawValue == scenarioName }) else {
            return nil
        }
        self = kind
    }
}

import LocPromptCore

extension StepAction {
    /// The engine events of a step that needs nothing from the screen, in order; nil for `tap:` and `precise:`
    /// (resolved against the alert on screen) and for `expect:` and `say` (no event). The one mapping from a
    /// step to events: `ScenarioSession`, `compare` and the quiz's variants all play steps through it.
    public var engineEvents: [Event]? {
        switch self {
        case .lifecycle(let action), .call(let action): return [.app(action)]
        case .requestTemporaryFullAccuracy(let key): return [.requestTemporaryFullAccuracy(purposeKey: key)]
        case .modern(let call): return [.modern(call)]
        case .setProperty(let property, let value): return [.setProperty(property, value)]
        case .settings(let changes): return changes.map { .settings($0) }
        case .advance(let duration): return [.advance(duration)]
        case .event(let event): return [.world(event)]
        case .systemPrompt(let kind): return [.systemPrompt(kind)]
        case .tap, .precise, .expect, .say: return nil
        }
    }
}

extension ScenarioStep {
    /// The step's engine events (`StepAction.engineEvents`), each made on manager N when the step says `manager: N`.
    public var engineEvents: [Event]? {
        guard let manager else { return action.engineEvents }
        return action.engineEvents?.map { .onManager(manager, $0) }
    }
}

import Testing
@testable import LocPromptCore

/// "Why did nothing happen?" must be answerable from the screen: in every state the explorer reaches, an
/// authorization request or a tap that brings up no alert and runs no callback still produces a line that
/// says why (a `nothing`, `rejected` or console effect) and names a specific rule from the registry.
@Suite("Silences carry a rule")
struct SilenceTests {
    static let requests: [Event] = [
        .app(.requestWhenInUseAuthorization), .app(.requestAlwaysAuthorization),
        .requestTemporaryFullAccuracy(purposeKey: EventAlphabet.purposeKey),
    ]

    @Test(arguments: ["12.2", "13.2", "15.7"])
    func everyRequestExplainsItself(version: String) throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: version).get()
        let start = EngineState(os: os, app: EventAlphabet.exploringApp)
        let result = StateExplorer(maxDepth: 5, maxStates: 3_000).explore(from: start, checkInvariants: false)
        let registered = Set(RuleRegistry.all.map(\.id))
        #expect(result.states.count > 20)
        for state in result.states {
            for event in Self.requests + EventAlphabet.alertEvents(in: state) {
                let (_, effects) = Engine.reduce(state, event)
                #expect(!effects.isEmpty, "\(event) in \(state.authorization.label) (\(state.lifecycle)) produced no effect at all")
                for effect in effects { #expect(registered.contains(effect.rule.id), "\(effect.rule.id) is not in the registry") }
                let visible = effects.contains {
                    switch $0.kind {
                    case .alertPresented, .alertDismissed, .callback, .callbackQueued: return true
                    default: return false
                    }
                }
                if !visible {
                    #expect(effects.contains {
                        switch $0.kind {
                        case .nothing, .rejected, .console: return true
                        default: return false
                        }
                    }, "\(event) in \(state.authorization.label) does nothing without saying why")
                }
            }
        }
    }
}

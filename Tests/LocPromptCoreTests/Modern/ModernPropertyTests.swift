import Testing
import PropertyBased
@testable import LocPromptCore

/// Random event sequences with the iOS 17/18 calls mixed in (issue 19): the engine's invariants still hold,
/// no loop receives a location without authorization, and replay is deterministic.
@Suite("Engine properties with live updates and sessions")
struct ModernPropertyTests {
    static let modernCalls: [Event] = [
        .modern(.startLiveUpdates), .modern(.stopLiveUpdates), .modern(.startMonitor),
        .modern(.startBackgroundActivitySession), .modern(.endBackgroundActivitySession),
        .modern(.serviceSession(.none, fullAccuracyPurposeKey: nil)), .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)),
        .modern(.serviceSession(.always, fullAccuracyPurposeKey: nil)),
        .modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: EventAlphabet.purposeKey)), .modern(.endServiceSession),
    ]
    static let alphabet: [Event] = EventAlphabet.baseEvents() + AlertAnswer.allCases.map { .tap($0) } + [.togglePrecise]
        + modernCalls + modernCalls
    /// The bands where at least live updates exist (iOS 14–17 at 17.4, iOS 18, macOS, tvOS 14+, watchOS 7+, visionOS).
    static let bands = OSBand.all.indices.filter { ModernAPI.liveUpdates.exists(on: DeviceOS(band: OSBand.all[$0])) }

    static func run(band: Int, indices: [Int], explicitOnly: Bool) -> (effects: [Effect], violations: [String]) {
        var app = EventAlphabet.exploringApp
        app.requireExplicitServiceSession = explicitOnly
        var state = EngineState(os: DeviceOS(band: OSBand.all[band]), app: app)
        var effects: [Effect] = []
        var violations: [String] = []
        for index in indices {
            let event = alphabet[index]
            let (after, produced) = Engine.reduce(state, event)
            violations += EngineInvariants.violations(before: state, event: event, after: after, effects: produced)
            for effect in produced {
                if case .modernUpdate(let delivery) = effect.kind, delivery.delivered, !after.status.isAuthorized {
                    violations.append("\(delivery.text) while \(after.status.name)")
                }
                if case .alertPresented(let alert) = effect.kind, alert.kind.isAppRequest, after.os.platform != .macOS,
                   state.lifecycle != .foreground, after.lifecycle != .foreground {
                    violations.append("a session asked while the app was \(state.lifecycle.rawValue)")
                }
            }
            if after.modern.recreateDeadline != nil && after.modern.remembered == nil {
                violations.append("a relaunch window with nothing remembered")
            }
            effects += produced
            state = after
        }
        return (effects, violations)
    }

    @Test("invariants hold with the new calls mixed in")
    func invariantsHold() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...(Self.bands.count - 1)),
                            Gen.int(in: 0...(Self.alphabet.count - 1)).array(of: 1...80), Gen.bool) { band, indices, explicit in
            let outcome = Self.run(band: Self.bands[band], indices: indices, explicitOnly: explicit)
            #expect(outcome.violations.isEmpty, "\(OSBand.all[Self.bands[band]].id): \(outcome.violations.prefix(3))")
        }
    }

    @Test("the same events give the same effects")
    func deterministic() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...(Self.bands.count - 1)),
                            Gen.int(in: 0...(Self.alphabet.count - 1)).array(of: 1...60)) { band, indices in
            #expect(Self.run(band: Self.bands[band], indices: indices, explicitOnly: false).effects
                    == Self.run(band: Self.bands[band], indices: indices, explicitOnly: false).effects)
        }
    }
}

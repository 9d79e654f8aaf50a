import Testing
import PropertyBased
@testable import LocPromptCore

/// Property-based tests over random event sequences (issue 2 "Tests"): the invariants of
/// `EngineInvariants` hold after every event, and replaying the same events gives the same effects.
@Suite("Engine properties")
struct EnginePropertyTests {
    /// Random events: every base event plus every tap and the Precise switch (invalid taps are rejected, which is fine).
    static let alphabet: [Event] = EventAlphabet.baseEvents() + AlertAnswer.allCases.map { .tap($0) } + [.togglePrecise]

    static func run(band: Int, indices: [Int]) -> (effects: [Effect], violations: [String]) {
        var state = EngineState(os: DeviceOS(band: OSBand.all[band]), app: EventAlphabet.exploringApp)
        var effects: [Effect] = []
        var violations: [String] = []
        for index in indices {
            let event = alphabet[index]
            let (after, produced) = Engine.reduce(state, event)
            violations += EngineInvariants.violations(before: state, event: event, after: after, effects: produced)
            effects += produced
            state = after
        }
        return (effects, violations)
    }

    @Test("invariants hold after every event of random sequences")
    func invariantsHold() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...(OSBand.all.count - 1)),
                            Gen.int(in: 0...(Self.alphabet.count - 1)).array(of: 1...80)) { band, indices in
            let outcome = Self.run(band: band, indices: indices)
            #expect(outcome.violations.isEmpty, "\(OSBand.all[band].id): \(outcome.violations.prefix(3))")
        }
    }

    @Test("the same events give the same effects")
    func deterministic() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...(OSBand.all.count - 1)),
                            Gen.int(in: 0...(Self.alphabet.count - 1)).array(of: 1...60)) { band, indices in
            #expect(Self.run(band: band, indices: indices).effects == Self.run(band: band, indices: indices).effects)
        }
    }

    @Test("no location is delivered without authorization, even when an app spams requests")
    func noDeliveryWithoutAuthorization() async {
        let deliveries: [Event] = [.world(.locationUpdate), .world(.regionEntry), .world(.significantChange), .world(.visit)]
        let starts: [Event] = [.app(.startUpdatingLocation), .app(.startMonitoringRegion), .app(.startMonitoringVisits),
                               .app(.startMonitoringSignificantLocationChanges), .app(.launch)]
        let denyish: [Event] = [.tap(.dontAllow), .settings(.appAuthorization(.never)), .settings(.locationServices(false)),
                                .settings(.restricted(true)), .app(.requestWhenInUseAuthorization)]
        let pool = deliveries + starts + denyish
        await propertyCheck(count: 300, input: Gen.int(in: 0...(OSBand.all.count - 1)),
                            Gen.int(in: 0...(pool.count - 1)).array(of: 1...40)) { band, indices in
            var state = EngineState(os: DeviceOS(band: OSBand.all[band]), app: EventAlphabet.exploringApp)
            for index in indices {
                let effects = state.apply(pool[index])
                let delivered = effects.contains {
                    if case .callback(_, let callback) = $0.kind, case .didUpdateLocations = callback { return true }
                    if case .callback(_, .didEnterRegion) = $0.kind { return true }
                    if case .callback(_, .didVisit) = $0.kind { return true }
                    return false
                }
                // Without a Settings grant or a tap that allows, nothing in this pool authorizes the app.
                #expect(!delivered)
                #expect(!state.status.isAuthorized)
            }
        }
    }
}

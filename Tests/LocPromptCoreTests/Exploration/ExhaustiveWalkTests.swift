import Testing
@testable import LocPromptCore

/// Walks every state reachable from a fresh install, for every platform and OS band, over every event,
/// and checks the engine invariants on every transition (issue 2, "Tests").
@Suite("Exhaustive walk")
struct ExhaustiveWalkTests {
    /// Depth 6 reaches every rule from a fresh install: the longest rule path (launch, request Always,
    /// Allow While Using, start monitoring, event → held + deferred prompt, answer → delivery) has 6 events.
    static let depth = 6

    @Test("every reachable state of every band keeps the invariants and every alert of the band is reached",
          arguments: OSBand.all)
    func walk(band: OSBand) {
        let start = EngineState(os: DeviceOS(band: band), app: EventAlphabet.exploringApp)
        let result = StateExplorer(maxDepth: Self.depth).explore(from: start)
        print("exhaustive walk \(band.id): \(result.states.count) states, \(result.transitions) transitions, depth \(result.depth)")
        #expect(result.violations.isEmpty, "\(result.violations.prefix(5))")

        let reached = Set(result.states.compactMap { $0.alert?.kind })
        #expect(reached == Self.alertsExpected(on: band), "\(band.id) reached \(reached.map(\.rawValue).sorted())")
        // Every stored authorization the band has is reached.
        let stored = Set(result.states.map(\.authorization))
        #expect(stored.contains(.denied) && stored.contains(.notDetermined))
        #expect(stored.contains(.whenInUse(temporary: true)) == (band.era.hasAllowOnce && band.platform != .macOS))
        #expect(stored.contains(.always(provisional: true)) == (band.era.hasProvisionalAlways && [.iOS, .watchOS].contains(band.platform)))
    }

    /// What each band can show (reference §1.1, §1.2, §1.3).
    static func alertsExpected(on band: OSBand) -> Set<PromptKind> {
        var kinds: Set<PromptKind> = [.whenInUse, .locationServicesOff]
        let alwaysPlatform = band.platform == .iOS || band.platform == .watchOS
        if alwaysPlatform {
            kinds.insert(.always)
            if band.era != .ios13_0 { kinds.insert(.upgrade) }  // 13.0–13.3: silent provisional instead [S19]
            if band.era.hasProvisionalAlways { kinds.insert(.deferredAlways) }
        }
        if band.platform == .iOS && band.era.hasBackgroundReminder { kinds.insert(.backgroundReminder) }
        if band.platform == .iOS && band.era.hasAccuracyAuthorization { kinds.insert(.widget) }
        // The location button's confirmation, iOS 15+ (the representative versions of bands E and F) [S37] and
        // watchOS 8+ (SwiftUI LocationButton) [S123][S67].
        if band.platform == .iOS && band.representative >= OSVersion(15) { kinds.insert(.locationButton) }
        if band.platform == .watchOS && band.representative >= OSVersion(8) { kinds.insert(.locationButton) }
        if band.era.hasAccuracyAuthorization { kinds.insert(.temporaryFullAccuracy) }
        return kinds
    }
}

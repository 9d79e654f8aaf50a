import Foundation
import LocPromptCore
@testable import LocPromptScenario
import Testing

/// Every effect names the rule behind it, and the why pane, `run --explain` and `locprompt rules` print that
/// rule's "applies to". A rule cited on a device outside its own range tells a trainee something false
/// (session-14 features audit F2: `upgrade-keep-no-callback`, “iOS 13.4+”, was cited on iOS 10.3). This plays
/// every bundled scenario on its own device and on every band of its platform (the band's first released
/// version and its representative one) and checks every cited rule's range.
@Suite("Rules: every rule an effect cites applies to the device it was cited on")
struct RuleRangeCitationTests {
    /// `rule-id on iOS 10.3: effect text`, one per citation outside the rule's range.
    static func outOfRange(_ effects: [Effect], on os: DeviceOS) -> [String] {
        effects.filter { !$0.rule.range.contains(os) && !notYet($0, on: os) }
            .map { "\($0.rule.id) (\($0.rule.range)) on \(os): \($0.kind.text)" }
    }

    /// A refusal because something does not exist yet on this version (`rejected: Precise Location exists from
    /// iOS 14.0`) cites the rule that brings it, whose range starting later on the same platform is the reason.
    static func notYet(_ effect: Effect, on os: DeviceOS) -> Bool {
        guard case .rejected = effect.kind else { return false }
        return effect.rule.range.startsLater(than: os)
    }

    /// The devices a scenario is replayed on: each band of its platform at its first released version and its
    /// representative version.
    static func devices(of platform: Platform) -> [DeviceOS] {
        let released = KnownReleases.releases(for: platform)
        return OSBand.bands(for: platform).flatMap { band -> [DeviceOS] in
            let first = released.first { band.contains($0) }
            let versions = [first, band.representative].compactMap { $0 }
            return Array(Set(versions)).sorted().map { DeviceOS(platform: platform, version: $0, band: band) }
        }
    }

    @Test("Played on its own device and on every band of its platform, a bundled scenario cites only rules that apply there",
          arguments: bundledScenarioFiles)
    func everyCitationApplies(file: String) throws {
        let scenario = try ScenarioParser.load(path: bundledScenarioFolder + "/" + file)
        var session = ScenarioSession(scenario: scenario)
        let records = session.runToEnd()
        var problems: [String] = []
        // The answer each tap gave on the scenario's own device: on another band the same answer is tapped
        // when that band's alert has it (its label may differ: “Allow” before iOS 13).
        var answers: [Int: AlertAnswer] = [:]
        for record in records {
            problems += Self.outOfRange(record.effects, on: scenario.device.os)
            for effect in record.effects {
                if case .alertDismissed(_, let answer) = effect.kind { answers[record.index] = answer }
            }
        }
        let plan = ComparePlan(scenario: scenario)
        // App Clips exist from iOS 14 (the range of the app-clip rules): an App Clip scenario is not replayed before.
        for os in Self.devices(of: scenario.device.os.platform) where !(scenario.app.profile.isAppClip && os.version < OSVersion(14)) {
            var state = plan.initialState(on: os)
            for step in plan.steps {
                var effects: [Effect] = []
                switch step.step.action {
                case .tap:
                    // No such answer on this band's alert (or no alert): the step is skipped, the rest still plays.
                    if let answer = answers[step.number - 1], EventAlphabet.alertEvents(in: state).contains(.tap(answer)) {
                        effects = state.apply(.tap(answer))
                    }
                case .precise(let on):
                    if let current = state.alert?.precise, current != on { effects = state.apply(.togglePrecise) }
                default:
                    for event in step.step.engineEvents ?? [] { effects += state.apply(event) }
                }
                problems += Self.outOfRange(effects, on: os)
            }
        }
        let unique = problems.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        #expect(unique.isEmpty, "\(file):\n\(unique.joined(separator: "\n"))")
    }
}

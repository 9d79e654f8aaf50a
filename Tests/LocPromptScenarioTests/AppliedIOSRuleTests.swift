import Foundation
import LocPromptCore
@testable import LocPromptScenario
import Testing

/// Off iOS, an effect of an iOS rule cites `ios-rule-on-other-platform` (its range contains the device) and carries
/// the iOS rule the engine applied (`Effect.appliedIOSRule`). Every output that names rules names both: `run
/// --explain`, `run --format json`, the Markdown report, the rules a quiz explains with, and `plan`'s fixes.
@Suite("Rules: an iOS rule applied on another platform is named in every output")
struct AppliedIOSRuleTests {
    /// Allow Once on watchOS 10, then the app leaves use and Allow Once lapses.
    static let watchExpiry = """
        name: Allow Once lapses on the watch
        device: { platform: watchos, os: "10.0" }
        app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: "Your location is shown on the map." } }
        steps:
          - launch
          - call: requestWhenInUseAuthorization
          - tap: Allow Once
          - background
          - advance: 1m
          - expect: { status: notDetermined }

        """

    /// The same steps on iOS 17.4.
    static let phoneExpiry = watchExpiry.replacingOccurrences(of: "platform: watchos, os: \"10.0\"", with: "platform: ios, os: \"17.4\"")

    /// The effects of the `advance: 1m` step.
    static func expiry(_ run: ScenarioRun) throws -> StepRecord {
        try #require(run.records.first { $0.step.text.hasPrefix("advance") })
    }

    @Test("the engine's effect: ios-rule-on-other-platform, applying allow-once-expiry")
    func effectCarriesTheIOSRule() throws {
        let run = run(Self.watchExpiry)
        #expect(run.outcome == .passed)
        let record = try Self.expiry(run)
        let callback = try #require(record.effects.first { if case .callback = $0.kind { true } else { false } })
        #expect(callback.rule.id == "ios-rule-on-other-platform")
        #expect(callback.appliedIOSRule?.id == "allow-once-expiry")
    }

    @Test("run --explain: `iOS rule applied: allow-once-expiry` with its summary, range and sources")
    func explainNamesIt() throws {
        let text = Transcript.text(run(Self.watchExpiry), explain: true)
        #expect(text.contains("why: ios-rule-on-other-platform — "))
        #expect(text.contains("iOS rule applied: allow-once-expiry — Allow Once expires when the app is no longer in use"))
        #expect(text.contains("(iOS 13.0+)"))
        #expect(text.contains("source: S18 WWDC 2019 Session 705"))
        // On iOS the effect cites allow-once-expiry itself.
        let phone = Transcript.text(run(Self.phoneExpiry), explain: true)
        #expect(phone.contains("why: allow-once-expiry — "))
        #expect(!phone.contains("iOS rule applied:"))
    }

    @Test("run --format json: each such effect has appliedIOSRule {id, reference, sources, range, documented}")
    func jsonNamesIt() throws {
        let line = Transcript.json(for: try Self.expiry(run(Self.watchExpiry)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let effects = try #require(object["effects"] as? [[String: Any]])
        let callback = try #require(effects.first { $0["callback"] != nil })
        #expect(callback["rule"] as? String == "ios-rule-on-other-platform")
        let applied = try #require(callback["appliedIOSRule"] as? [String: Any])
        #expect(applied["id"] as? String == "allow-once-expiry")
        #expect(applied["sources"] as? [String] == ["S2", "S3", "S4", "S18"])
        #expect(applied["range"] as? String == "iOS 13.0+")
        #expect(applied["documented"] as? Bool == true)
        #expect(applied["reference"] as? String == Rule.allowOnceExpiry.reference)
        // Present only where there is one.
        let phone = Transcript.json(for: try Self.expiry(run(Self.phoneExpiry)))
        #expect(!phone.contains("appliedIOSRule"))
        #expect(phone.contains("\"rule\":\"allow-once-expiry\""))
    }

    @Test("the Markdown report: the effect line and the rules-and-sources list name allow-once-expiry")
    func reportNamesIt() throws {
        let report = MarkdownReport.render([run(Self.watchExpiry)], about: ReportAbout(date: 1_700_000_000, toolVersion: "test"))
        #expect(report.contains("· rule `ios-rule-on-other-platform`, "))
        #expect(report.contains("· iOS rule applied `allow-once-expiry`, §3 Allow Once lifetime; §6 D2 (S2, S3, S4, S18)"))
        #expect(report.contains("Every rule the effects above cite, and each iOS rule applied on another platform"))
        #expect(report.contains("- `allow-once-expiry`: Allow Once expires"))
        #expect(report.contains("- **S18** WWDC 2019 Session 705"))
    }

    @Test("the rules a quiz (and compare's observation) explains a step with: the iOS rule follows ios-rule-on-other-platform")
    func observationNamesIt() throws {
        let record = try Self.expiry(run(Self.watchExpiry))
        let observed = StepObservation(effects: record.effects, state: record.state)
        #expect(Array(observed.rules.map(\.id).prefix(2)) == ["ios-rule-on-other-platform", "allow-once-expiry"])
    }

    /// A missing usage key on watchOS: the engine's effect cites ios-rule-on-other-platform and applies
    /// missing-when-in-use-key, and `plan` still writes the fix (it looked only at the cited rule before).
    @Test("plan on watchOS: a request that fails for a missing key gets its fix")
    func planFixOnWatchOS() throws {
        let profile = AppProfile(infoPlist: ["CFBundleDisplayName": "Legacy", "NSLocationUsageDescription": "Near you."], fallbackName: "Legacy")
        let bands = TestPlanBuilder.bands(platform: .watchOS, minimum: OSVersion(7))
        let plan = TestPlanBuilder.build(app: profile, appFile: "Legacy.plist", platform: .watchOS, bands: bands, minimumOSNote: "test")
        #expect(Set(plan.paths.flatMap(\.fixes)).contains(
            "requestWhenInUseAuthorization does nothing: add NSLocationWhenInUseUsageDescription to the Info.plist"))
        #expect(plan.markdown().contains("## Silent failures (missing keys)"))
    }
}

import Testing
@testable import LocPromptCore

/// A location-authorization-2.0 rule applies where its API exists, whose first version differs per platform
/// (CLServiceSession: iOS 18, tvOS 18, watchOS 11, visionOS 2, not macOS [S200]). Before session 15 these rules
/// said "[all platforms]" in `locprompt rules`, the why pane and Rules.md, although their summaries say "from iOS 18".
@Suite("Rule ranges of the iOS 17–18 APIs follow where each API exists")
struct ModernRuleRangeTests {
    func os(_ platform: Platform, _ major: Int, _ minor: Int = 0) -> DeviceOS {
        let version = OSVersion(major, minor)
        return DeviceOS(platform: platform, version: version, band: OSBand.bands(for: platform).first { $0.contains(version) }!)
    }

    @Test("A service-session rule applies from iOS 18, watchOS 11, visionOS 2, and never on macOS")
    func serviceSessionRange() {
        let range = Rule.serviceSessionAsks.range
        #expect(range.contains(os(.iOS, 18)))
        #expect(!range.contains(os(.iOS, 17, 4)))
        #expect(range.contains(os(.watchOS, 11)))
        #expect(!range.contains(os(.watchOS, 10)))
        #expect(range.contains(os(.visionOS, 2)))
        #expect(!range.contains(os(.macOS, 15)))
        #expect(range.description == "iOS 18+, watchOS 11+, tvOS 18+, visionOS 2+")
        // A refusal on iOS 17 cites the rule that arrives later on that platform; macOS never gets it.
        #expect(range.startsLater(than: os(.iOS, 17, 4)))
        #expect(!range.startsLater(than: os(.macOS, 14)))
    }

    @Test("Implicit sessions come with the diagnostics: iOS 18 and macOS 15")
    func implicitSessionRange() {
        let range = Rule.implicitServiceSession.range
        #expect(range.contains(os(.macOS, 15)))
        #expect(!range.contains(os(.macOS, 14)))
        #expect(range.description.hasPrefix("iOS 18+, macOS 15+"))
    }

    @Test("CLMonitor conditions persist only before the diagnostics arrived: iOS 17 and macOS 14")
    func beforeAnotherAPI() {
        let range = Rule.monitorConditionsPersist.range
        #expect(range.contains(os(.iOS, 17, 4)))
        #expect(!range.contains(os(.iOS, 18)))
        #expect(!range.contains(os(.iOS, 16)))
        #expect(range.contains(os(.macOS, 14)))
        #expect(!range.contains(os(.tvOS, 17)))
        #expect(range.description == "iOS 17, macOS 14")
    }

    @Test("Every rule whose summary says “From iOS 18” is limited to where the diagnostics or service sessions exist")
    func fromIOS18RulesAreLimited() {
        for rule in RuleRegistry.all where rule.summary.hasPrefix("From iOS 18") {
            #expect(!rule.range.contains(os(.iOS, 17, 4)), "\(rule.id) applies on iOS 17.4")
        }
    }
}

import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// `expect: { rules: … }`: the rules the effects since the previous expect cited (session 20's mutation audit: 74
/// engine mutants changed only a log line or the rule an effect cites, and no scenario could see either).
@Suite("Expectation forms: rules")
struct RulesExpectationTests {
    static let asked = header + """
          - launch
          - call: requestWhenInUseAuthorization

        """

    @Test("a list passes when each rule was cited since the previous expect, and fails naming the rules cited")
    func list() {
        #expect(failures(Self.asked + "  - expect: { rules: [when-in-use-request] }\n") == [])
        let wrong = failures(Self.asked + "  - expect: { rules: [one-time-prompt] }\n")
        #expect(wrong.count == 1)
        #expect(wrong.first?.contains("when-in-use-request") == true)
        #expect(wrong.first?.hasPrefix("invalid") == false)
        // Counted since the previous expect: the request's rule is not cited again after it.
        #expect(failures(Self.asked + "  - expect: { rules: [when-in-use-request] }\n  - expect: { rules: [when-in-use-request] }\n").count == 1)
    }

    @Test("include and exclude: both halves are checked")
    func includeAndExclude() {
        let denied = Self.asked + "  - tap: Don’t Allow\n  - call: requestWhenInUseAuthorization\n"
        #expect(failures(denied + "  - expect: { rules: { include: [when-in-use-only-from-not-determined], exclude: [foreground-required] } }\n") == [])
        #expect(failures(denied + "  - expect: { rules: { exclude: [when-in-use-only-from-not-determined] } }\n").count == 1)
    }

    @Test("an iOS rule applied on another platform counts as cited, beside ios-rule-on-other-platform")
    func appliedIOSRule() {
        // Allow Once lapsing on watchOS 10 (AppliedIOSRuleTests' scenario): allow-once-expiry, applied there.
        let watch = AppliedIOSRuleTests.watchExpiry.replacingOccurrences(
            of: "expect: { status: notDetermined }",
            with: "expect: { status: notDetermined, rules: [allow-once-expiry, ios-rule-on-other-platform] }")
        #expect(watch != AppliedIOSRuleTests.watchExpiry)
        #expect(failures(watch) == [])
        #expect(failures(watch.replacingOccurrences(of: "rules: [", with: "rules: { exclude: [").replacingOccurrences(of: "platform] }", with: "platform] } }")).count == 2)
    }

    @Test("an unknown rule id is an error at its item, with the closest id")
    func unknownId() throws {
        let error = try #require(parseError(Self.asked + "  - expect: { rules: [one-time-promt] }\n"))
        #expect(error.message.contains("one-time-prompt"))
        #expect(error.message.contains("locprompt rules"))
        #expect(parseError(Self.asked + "  - expect: { rules: [] }\n") != nil)
        #expect(parseError(Self.asked + "  - expect: { rules: { only: [one-time-prompt] } }\n") != nil)
    }
}

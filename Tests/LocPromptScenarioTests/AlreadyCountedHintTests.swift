import Foundation
import LocPromptScenario
import Testing

/// A callback expected again after an earlier expect's window took it: the failure says where it went (audit 16,
/// format friction: three of an auditor's first drafts expected the launch callback twice).
@Suite("Scenario: callbacks an earlier expect saw")
struct AlreadyCountedHintTests {
    static let steps = header + """
          - launch
          - call: requestWhenInUseAuthorization
          - expect: { alert: { kind: whenInUse } }
          - tap: Allow While Using App

        """

    func failure(_ expectation: String) -> String? {
        guard case .failed(let failures) = run(Self.steps + "  - expect: \(expectation)\n").outcome else { return nil }
        return failures.map(\.failureMessage).joined(separator: "\n")
    }

    @Test func exactListNamesTheEarlierExpect() throws {
        let message = try #require(failure(
            "{ callbacks: [locationManagerDidChangeAuthorization(notDetermined), locationManagerDidChangeAuthorization(authorizedWhenInUse)] }"))
        // The launch (line 5) sent it, before the expect at line 7.
        #expect(message.contains("locationManagerDidChangeAuthorization(notDetermined) ran at line 5, before the expect at line 7"))
    }

    @Test func includeNamesTheEarlierExpect() throws {
        let message = try #require(failure("{ callbacks: { include: [locationManagerDidChangeAuthorization(notDetermined)] } }"))
        #expect(message.contains("ran at line 5, before the expect at line 7"))
    }

    @Test func noHintForACallbackThatNeverRan() throws {
        let message = try #require(failure("{ callbacks: [locationManagerDidChangeAuthorization(denied)] }"))
        #expect(!message.contains("before the expect"))
    }

    @Test func withoutAnEarlierExpectItSaysItCountsFromTheStart() throws {
        guard case .failed(let failures) = run(header + "  - launch\n  - expect: { callbacks: [] }\n").outcome else {
            Issue.record("expected a failure")
            return
        }
        let message = failures.map(\.failureMessage).joined(separator: "\n")
        #expect(message.contains("got [locationManagerDidChangeAuthorization(notDetermined)] (counted from the start of the scenario: there is no earlier expect)"))
    }

    @Test func noHintWhenItPasses() {
        #expect(run(Self.steps + "  - expect: { callbacks: [locationManagerDidChangeAuthorization(authorizedWhenInUse)] }\n").outcome == .passed)
    }
}

import LocPromptScenario
import Testing

/// Audit 24h, QA friction 8: `settings: While Using` passed, but no document said so; Scenario-Format.md now lists
/// the short forms, and this keeps the list true.
@Suite("Documentation: the settings expectation's short forms")
struct SettingsShortFormTests {
    @Test("Each short form Scenario-Format.md lists matches the row it names", arguments: [
        ("While Using", "While Using the App"), ("whileUsing", "While Using the App"), ("When In Use", "While Using the App"),
        ("askNextTime", "Ask Next Time"), ("ask next time", "Ask Next Time"),
    ])
    func shortForm(written: String, row: String) {
        let steps = header + """
              - launch
              - call: requestWhenInUseAuthorization
              - \(row == "Ask Next Time" ? "tap: Allow Once" : "tap: Allow While Using App")
              - expect: { settings: \(written) }

            """
        #expect(failures(steps).isEmpty, "\(written): \(failures(steps))")
    }
}


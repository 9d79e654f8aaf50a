import Foundation
import LocPromptScenario
import Testing

/// Audit 24f M4: a YAML tag other than the core schema's was dropped without a word (`- !foo launch` ran as
/// `- launch`); it is refused at its place, as an unknown key is.
@Suite struct YAMLTagTests {
    @Test("an unknown tag is refused with its line and column", arguments: [
        ("  - !foo launch\n", 5, 5, "!foo"),
        ("  - launch\n  - say: !!binary aGVsbG8=\n", 6, 10, "!!binary"),
        ("  - !!set { launch }\n", 5, 5, "!!set"),
        ("  - call: !<tag:example.com,2026:call> requestWhenInUseAuthorization\n", 5, 11, "tag:example.com,2026:call"),
    ])
    func unknownTag(steps: String, line: Int, column: Int, tag: String) throws {
        let error = try #require(parseError(header + steps))
        #expect(error.position.line == line && error.position.column == column, "\(error)")
        #expect(error.message.hasPrefix("unknown YAML tag “\(tag)”"), "\(error)")
    }

    @Test("the core schema's tags and the non-specific ! are read as written, as before")
    func coreTags() throws {
        let scenario = try parse("""
            name: !!str Tagged
            device: !!map { platform: ios, os: !!str "17.4" }
            app: { name: Where Am I?, plist: { NSLocationWhenInUseUsageDescription: !!str "Shown on the map." } }
            steps: !!seq
              - ! launch
              - say: !!int 12
              - say: !!bool yes
              - say: !!float 1.5
              - call: requestWhenInUseAuthorization

            """)
        #expect(scenario.name == "Tagged")
        #expect(scenario.steps.count == 5)
    }
}

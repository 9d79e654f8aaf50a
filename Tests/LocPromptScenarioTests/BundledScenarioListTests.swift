import Foundation
import Testing

/// The trainers' guide sends readers to one list, Scenario-Format.md's "Bundled scenarios", which "names what each
/// teaches": every file of Assets/Scenarios must be named there (audit 24h D4: 26 of 118 were not, 3 of them in no
/// document at all), and every file named there must exist.
@Suite("Documentation: the bundled scenario list")
struct BundledScenarioListTests {
    /// The `Bundled scenarios` section of Scenario-Format.md, up to the next heading.
    private func section() throws -> String {
        let url = URL(fileURLWithPath: bundledScenarioFolder).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Scenario-Format.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(page.range(of: "### Bundled scenarios"))
        let rest = page[start.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// Every `name.yaml` written in backticks in `text`.
    private func named(in text: String) -> Set<String> {
        Set(text.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0.hasSuffix(".yaml") && !$0.contains(" ") })
    }

    @Test("Every bundled scenario is named in Scenario-Format.md's list, and every name there is a bundled file")
    func everyScenarioIsListed() throws {
        let listed = named(in: try section())
        #expect(bundledScenarioFiles.count > 100)
        let missing = bundledScenarioFiles.filter { !listed.contains($0) }
        #expect(missing.isEmpty, "not in the list: \(missing)")
        let stale = listed.subtracting(bundledScenarioFiles).sorted()
        #expect(stale.isEmpty, "listed but not bundled: \(stale)")
    }
}
